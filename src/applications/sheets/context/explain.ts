/**
 * Explanation tooltips: every derived number on the sheet says where it comes from ("Lineage 1,
 * Soldier +2, Encumbrance −1 = 2"). The character core delivers the parts ({@link Explained}); this
 * module turns them into the HTML a `data-tooltip-html` attribute shows.
 */
import type { Explained } from "../../../rules/character/index.ts";
import { signed } from "../../handlebars-helpers.ts";
import { int, list, record, text } from "./coerce.ts";
import type { Localize } from "./localize.ts";

/** A number with its tooltip, as templates use it. */
export interface ExplainedView {
  value: number;
  /** HTML for `data-tooltip-html`; "" when there is nothing to explain. */
  tooltip: string;
}

/** Escapes text for HTML (item names are user content). */
export function escapeHtml(value: string): string {
  // most texts of a sheet have nothing to escape: no new string for them (a sheet escapes hundreds)
  return HTML_SPECIAL.test(value) ? value.replace(HTML_SPECIALS, (c) => HTML_ENTITY[c] ?? c) : value;
}

const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;
const HTML_ENTITY: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Reads an explained number defensively: a missing or broken one is 0 with no parts. */
export function readExplained(value: unknown): Explained {
  if (typeof value === "number") return { value: int(value), parts: [] };
  const source = record(value);
  const parts = list(source.parts).map((raw) => {
    const part = record(raw);
    return { source: text(part.source), value: int(part.value), i18n: part.i18n === true };
  });
  return { value: int(source.value), parts };
}

/**
 * The tooltip HTML of an explained number: one line per part (source and signed value) and the
 * total; an optional title line on top. A value without parts gets just the title (or nothing).
 */
export function explainTooltip(explained: Explained, localize: Localize, title?: string): string {
  const lines: string[] = [];
  if (title) lines.push(`<strong class="phasesix-explain-title">${escapeHtml(title)}</strong>`);
  if (explained.parts.length === 0) return lines.length ? `<div class="phasesix-explain">${lines.join("")}</div>` : "";
  const rows = explained.parts.map((part) => {
    const source = part.i18n ? localize(part.source) : part.source;
    return `<li><span>${escapeHtml(source)}</span><span>${escapeHtml(signed(part.value))}</span></li>`;
  });
  lines.push(`<ol>${rows.join("")}</ol>`);
  lines.push(`<div class="phasesix-explain-total"><span>${escapeHtml(localize("PHASESIX.Sheet.Total"))}</span><span>${int(explained.value)}</span></div>`);
  return `<div class="phasesix-explain">${lines.join("")}</div>`;
}

/** An explained number as the template shows it: its value and tooltip. */
export function explainedView(value: unknown, localize: Localize, title?: string): ExplainedView {
  const explained = readExplained(value);
  return { value: explained.value, tooltip: explainTooltip(explained, localize, title) };
}
