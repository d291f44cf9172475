/**
 * A page of the rules reference in real Chromium with the compiled CSS, in German and English: the
 * special-attacks page of the combat chapter as Foundry's journal sheet shows it, its content links
 * enriched (each pointing at a document of our packs in the page's language), its roll buttons rendered by our enricher, nothing truncated in either theme. Screenshots: reference-de.png and reference-en.png.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { findEnrichers } from "../../src/rules/enrichers.ts";
import { DEFAULT_RULESET } from "../../src/rules/ruleset/index.ts";
import { enricherMarkup, enricherView } from "../../src/applications/enricher-view.ts";
import { ROOT } from "../../scripts/paths.mjs";
import { journalFile, referencePack } from "../../scripts/reference/build.ts";
import type { ReferenceJournal } from "../../scripts/reference/build.ts";
import { enrichContentLinks } from "../foundry/text-editor.ts";

function reference(lang: Lang): ReferenceJournal {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "packs", referencePack(lang), journalFile(lang)), "utf8")) as ReferenceJournal;
}

/** The names of the pack documents of a language, by UUID (to check what each link shows). */
function documentNames(lang: Lang): Map<string, string> {
  const names = new Map<string, string>();
  for (const pack of fs.readdirSync(path.join(ROOT, "packs")).filter((p) => p.endsWith(`-${lang}`))) {
    for (const file of fs.readdirSync(path.join(ROOT, "packs", pack)).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, file), "utf8")) as { _id: string; _key: string; name: string };
      if (doc._key.startsWith("!items!")) names.set(`Compendium.phasesix.${pack}.Item.${doc._id}`, doc.name);
    }
  }
  return names;
}

/** The roll links as Foundry's TextEditor shows them with our enricher (rules/enrichers.ts parses, applications/enricher-view.ts renders). */
function enrichRollButtons(html: string, lang: Lang): string {
  const localize = localizer(lang);
  let out = html;
  for (const found of findEnrichers(html).reverse()) {
    const source = html.slice(found.index, found.index + found.length);
    out = out.slice(0, found.index) + enricherMarkup(enricherView(found.parse, source, DEFAULT_RULESET.difficulties, localize)) + out.slice(found.index + found.length);
  }
  return out;
}

describe("the rules reference, rendered", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["en", "Special attacks", ["Accurate attack", "K.O. attack", "Massive attack", "Disarming attack", "Two-handed fighting", "Support weapon", "Coup de grâce"]],
    ["de", "Besondere Angriffe", ["Genauer Angriff", "K.O.-Angriff", "Gewaltiger Angriff", "Entwaffnender Angriff", "Beidhändiges Kämpfen", "Waffe abstützen", "Coup de grâce"]],
  ] as const)("shows the special-attacks page with its links and roll buttons in %s", async (lang, title, attacks) => {
    const page = reference(lang).pages.find((p) => p.flags.phasesix.referencePage === "Special");
    if (!page) throw new Error("no special-attacks page");
    const view = await browser.render({
      template: "tests/browser/templates/guide-page.hbs",
      data: { name: page.name, content: enrichRollButtons(enrichContentLinks(page.text.content), lang) },
      lang,
      width: 720,
    });
    expect(await view.page.textContent(".window-content h1")).toBe(title);
    const rows = (await view.page.locator("tbody tr td:first-child strong").allTextContents()).map((s) => s.trim());
    expect(rows.slice(0, attacks.length)).toEqual([...attacks]);
    // Links: each shows the name of the document it points at, in the page's language.
    const names = documentNames(lang);
    const links = await view.page.locator("a.content-link").evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.uuid ?? "", el.textContent ?? ""]));
    const items = links.filter(([uuid]) => uuid.includes(".Item."));
    expect(items.length).toBeGreaterThan(0);
    for (const [uuid, text] of items) expect(text, uuid).toBe(names.get(uuid));
    for (const [uuid] of links) expect(uuid).toMatch(new RegExp(`^Compendium\\.phasesix\\.[a-z-]+-${lang}\\.`));
    // Roll buttons: the attack, the target's saves and the conditions the attacks inflict.
    const buttons = await view.page.locator("a[data-phasesix-enricher][role=button]").evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.phasesixEnricher, (el as HTMLElement).dataset.key ?? "", (el as HTMLElement).dataset.difficulty ?? ""].join(" ").trim()));
    expect(buttons).toEqual(["attack", "check resistance 0", "condition unconscious", "check strength 0", "check deftness 0", "condition dying"]);
    expect(await view.page.locator("a.phasesix-enricher-invalid").count()).toBe(0);
    expect((await view.page.textContent("a.phasesix-enricher-condition"))?.trim()).toBe(lang === "de" ? "Bewusstlos" : "Unconscious");
    expect(await view.page.textContent(".journal-page-content")).not.toMatch(/\[\[|@UUID|@item\[/);
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".journal-entry-page, .journal-entry-page *")).toEqual([]);
    await view.screenshot(`reference-${lang}`);
  });

  it.each(["en", "de"] as const)("lays out every page of the %s reference without truncation or low contrast in either theme", async (lang) => {
    const journal = reference(lang);
    const pages = journal.pages.map((p) => `<h1>${p.name}</h1>${enrichRollButtons(enrichContentLinks(p.text.content), lang)}`).join("");
    const view = await browser.render({ template: "tests/browser/templates/guide-page.hbs", data: { name: journal.name, content: pages }, lang, width: 720 });
    expect(await view.page.locator(".journal-page-content h1").count()).toBe(journal.pages.length);
    expect(await view.page.locator("table.phasesix-reference-table").count()).toBeGreaterThanOrEqual(10);
    // every roll link of the reference is one our enricher reads
    expect(await view.page.locator("a.phasesix-enricher").count()).toBeGreaterThan(20);
    expect(await view.page.locator("a.phasesix-enricher-invalid").allTextContents()).toEqual([]);
    expect(await view.page.textContent(".journal-page-content")).not.toMatch(/\[\[|@UUID|@(item|page|guide)\[/);
    expect(await view.overflowing(".journal-entry-page, .journal-entry-page *")).toEqual([]);
  });
});
