/**
 * Roll links in journals and chat (issue 25 → Enrichers) rendered with the compiled CSS in headless
 * Chromium, in German and English, light and dark (every render is guarded): the guide's own pages
 * (the paragraphs with links of checks, combat and conditions) with their links turned into the markup the enricher inserts (rules/enrichers.ts parses,
 * applications/enricher-view.ts renders), and the same links in a 300 px chat message.
 * Screenshots: enricher-buttons-{de,en}.png.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { localizer } from "./sheet-localize.ts";
import { ROOT } from "../../scripts/paths.mjs";
import { findEnrichers } from "../../src/rules/enrichers.ts";
import { DEFAULT_RULESET } from "../../src/rules/ruleset/index.ts";
import { enricherMarkup, enricherView } from "../../src/applications/enricher-view.ts";
import { enrichContentLinks } from "../foundry/text-editor.ts";

interface Page { _id: string; name: string; text: { content: string } }
function guidePage(lang: Lang, suffix: string): Page {
  const dir = path.join(ROOT, "packs", `guide-${lang}`);
  const [file] = fs.readdirSync(dir);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { pages: Page[] };
  const page = entry.pages.find((p) => p._id.endsWith(suffix));
  if (!page) throw new Error(`guide-${lang} has no page …${suffix}`);
  return page;
}

/** The paragraphs of a guide page that hold roll links. */
function linkParagraphs(page: Page): string {
  return (page.text.content.match(/<p>(?:(?!<\/p>).)*\[\[\/(?:(?!<\/p>).)*<\/p>/g) ?? []).join("");
}

/** What Foundry's TextEditor does with our enricher: each link replaced by the element's markup. */
function enrich(html: string, lang: Lang): string {
  const localize = localizer(lang);
  let out = html;
  for (const found of findEnrichers(html).reverse()) {
    const source = html.slice(found.index, found.index + found.length);
    out = out.slice(0, found.index) + enricherMarkup(enricherView(found.parse, source, DEFAULT_RULESET.difficulties, localize)) + out.slice(found.index + found.length);
  }
  return enrichContentLinks(out);
}

/** A weapon link with a label and a mistyped key, in each language. */
const SAMPLE = { de: "<p>[[/attack]] [[/attack Dolch]]{Dolchstoß} [[/check perceptoin]]</p>", en: "<p>[[/attack]] [[/attack Dagger]]{Dagger thrust} [[/check perceptoin]]</p>" } as const;

const EXPECTED = {
  de: {
    checks: ["Wahrnehmung", "Wahrnehmung gegen einen Hinterhalt", "Kraft", "Ausweichen"],
    conditions: ["Sterbend", "Bewusstlos", "Geschockt", "Brennend", "Blutend", "Vergiftet", "In der Hocke"],
    sample: ["Angriff", "Dolchstoß", "[[/check perceptoin]]"],
    checkTooltip: "Wahrnehmung würfeln für das ausgewählte Token, sonst für deinen Charakter (Umschalt: ohne Dialog).",
    hard: "Wahrnehmung (Schwer)",
  },
  en: {
    checks: ["Perception", "Perception against an ambush", "Strength", "Evasion"],
    conditions: ["Dying", "Unconscious", "Shocked", "Burning", "Bleeding", "Poisoned", "Hunkered"],
    sample: ["Attack", "Dagger thrust", "[[/check perceptoin]]"],
    checkTooltip: "Roll Perception for the selected token, or else for your character (Shift: without the dialog).",
    hard: "Perception (Hard)",
  },
} as const;

describe("roll links (enrichers)", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("shows the guide's checks and conditions with their roll links in a journal page in %s", async (lang) => {
    const checks = guidePage(lang, "Checks000000");
    const combat = guidePage(lang, "Combat000000");
    const conditions = guidePage(lang, "Conditions00");
    const content = enrich([checks, combat, conditions].map(linkParagraphs).join("") + SAMPLE[lang], lang);
    const view = await browser.render({ template: "tests/browser/templates/guide-page.hbs", data: { name: checks.name, content }, lang, width: 620 });
    expect(await view.rawKeys()).toEqual([]);
    const labels = (selector: string) => view.page.locator(selector).allTextContents();
    const expected = EXPECTED[lang];
    expect(await labels("a.phasesix-enricher-check")).toEqual([...expected.checks]);
    expect(await labels("a.phasesix-enricher-condition")).toEqual([...expected.conditions]);
    expect(await labels("a.phasesix-enricher-attack")).toEqual([expected.sample[0], ...expected.sample.slice(0, 2)]);
    expect(await labels("a.phasesix-enricher-invalid")).toEqual([expected.sample[2]]);
    // What a click reads: the trait, its difficulty, the weapon, the condition.
    const data = await view.page.locator("a[data-phasesix-enricher][role=button]").evaluateAll((els) => els.map((el) => ({ ...(el as HTMLElement).dataset })));
    expect(data[1]).toMatchObject({ phasesixEnricher: "check", kind: "skill", key: "perception", difficulty: "1" });
    expect(data[3]).toMatchObject({ phasesixEnricher: "check", kind: "evasion", key: "evasion" });
    expect(data.find((d) => d.key === "bleeding")).toMatchObject({ phasesixEnricher: "condition" });
    expect(data.find((d) => d.weapon === (lang === "de" ? "Dolch" : "Dagger"))).toMatchObject({ phasesixEnricher: "attack" });
    const tooltips = await view.page.locator("a.phasesix-enricher").evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.tooltip ?? ""));
    expect(tooltips[0]).toBe(expected.checkTooltip);
    expect(tooltips[1]).toContain(expected.hard);
    // a condition's tooltip is its effect (the sheet's hint) and what a click does
    const bleeding = await view.page.locator('a[data-key="bleeding"]').getAttribute("data-tooltip");
    expect(bleeding).toMatch(lang === "de" ? /^Blutend: .*Klick:/ : /^Bleeding: .*Click:/);
    // inline, on one line each, never wider than the page
    const heights = await view.page.locator("a.phasesix-enricher").evaluateAll((els) => els.map((el) => el.getClientRects().length));
    expect(heights.every((n) => n === 1)).toBe(true);
    expect(await view.overflowing(".journal-entry-page, .journal-entry-page *")).toEqual([]);
    await view.screenshot(`enricher-buttons-${lang}`);
  });

  it.each(["de", "en"] as const)("shows the same links in a chat message of the 300 px chat log in %s", async (lang) => {
    const content = enrich("<p>[[/check perception difficulty=1]]{Spot the ambush} [[/check handToHand]] [[/attack]] [[/condition shocked]]</p>", lang);
    const view = await browser.render({ template: "tests/browser/templates/guide-page.hbs", data: { name: "Chat", content }, lang, wrapper: CHAT_LOG });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator("a.phasesix-enricher").allTextContents()).toEqual(
      lang === "de" ? ["Spot the ambush", "Nahkampf", "Angriff", "Geschockt"] : ["Spot the ambush", "Hand to Hand Combat", "Attack", "Shocked"],
    );
    expect(await view.overflowing("#chat-log, #chat-log *")).toEqual([]);
  });
});
