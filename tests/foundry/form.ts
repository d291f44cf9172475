/**
 * A sheet's form as Foundry 13 submits it, for node tests: {@link renderTemplateHtml} renders one of
 * our real templates with Handlebars (the helper stand-ins of the browser tests and our own
 * helpers; partials registered under `systems/phasesix/<path>` as Foundry preloads them), and
 * {@link formObject} reads the rendered form as `FormDataExtended#object` does: every named
 * `input`, `select`, `textarea` and `prose-mirror` that is not disabled, number inputs as numbers
 * (empty → null), checkboxes as booleans, a select's selected option (else its first), values with
 * HTML entities decoded. `DocumentSheetV2#_processFormData` expands these flat keys and the sheet
 * submits them whole (`submitOnChange` sends every field, changed or not).
 */
import fs from "node:fs";
import path from "node:path";
import { createHandlebars } from "../browser/handlebars-helpers.ts";
import { registerSystemHelpers } from "../browser/system-helpers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Render `template` (repository path) with `context`; `partials` are repository paths. */
export function renderTemplateHtml(template: string, context: object, partials: readonly string[]): string {
  const hbs = createHandlebars(new Map());
  registerSystemHelpers(hbs);
  for (const partial of partials) hbs.registerPartial(`systems/phasesix/${partial}`, fs.readFileSync(path.join(ROOT, partial), "utf8"));
  return hbs.compile(fs.readFileSync(path.join(ROOT, template), "utf8"))(context);
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of tag.matchAll(/([A-Za-z_:][-\w:.]*)(?:\s*=\s*"([^"]*)")?/g)) out.set(match[1].toLowerCase(), decode(match[2] ?? ""));
  return out;
}

/** The form's data as Foundry's FormDataExtended reads it (flat keys). */
export function formObject(html: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const match of html.matchAll(/<(input|prose-mirror)\b([^>]*)>/gi)) {
    const attrs = attributes(match[2]);
    const name = attrs.get("name");
    if (!name || attrs.has("disabled")) continue;
    const type = (attrs.get("type") ?? "text").toLowerCase();
    if (type === "button" || type === "submit") continue;
    if (type === "checkbox") out[name] = attrs.has("checked");
    else if (type === "number" || type === "range") {
      const raw = (attrs.get("value") ?? "").trim();
      out[name] = raw === "" ? null : Number(raw);
    } else out[name] = attrs.get("value") ?? "";
  }
  for (const match of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const attrs = attributes(match[1]);
    const name = attrs.get("name");
    if (!name || attrs.has("disabled")) continue;
    const options = [...match[2].matchAll(/<option\b([^>]*)>/gi)].map((o) => attributes(o[1]));
    const chosen = options.find((o) => o.has("selected")) ?? options[0];
    out[name] = chosen?.get("value") ?? "";
  }
  for (const match of html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const attrs = attributes(match[1]);
    const name = attrs.get("name");
    if (name && !attrs.has("disabled")) out[name] = decode(match[2]);
  }
  return out;
}
