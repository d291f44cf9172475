/**
 * The builder says what each choice does (issue 24), in real Chromium with the compiled CSS, from
 * the packs of the render's language: a template card shows its rules text, its shadow and its
 * knowledge apart from the other modifiers; a weapon card its hit dice, range and weight in kg; an
 * armour card its protection units; prices and money carry the currency unit; every card opens the
 * full entry. Screenshots: builder-templates-text-{de,en}, builder-equipment-stats-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderContext, DEFAULT_UI, type BuilderUi } from "../../src/applications/builder/builder-context.ts";
import type { BuilderDraft, BuilderState } from "../../src/rules/character/index.ts";
import { emptyCharacterInput, goToStep, newDraft, pickLineage, setMoney } from "../../src/rules/character/index.ts";
import { defaultCurrencyUnit } from "../../src/rules/items/money.ts";
import { keyOf, packCatalog, packDocuments } from "../builder/pack-catalog.ts";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { packEntry } from "./pack-data.ts";

const WINDOW = `<div id="app" class="application phasesix phasesix-builder-app" style="width:980px;height:780px;max-height:none">
  <header class="window-header">Phase Six</header><section class="window-content" style="display:flex;flex-direction:column;min-height:0">{{content}}</section></div>`;
const LABELS = ".builder-filter, .phasesix-button, .builder-check, .counter-label, .card-name, .card-stats li span, .card-stats li b, .card-cost";
const HUMAN = { de: "Mensch", en: "Human" } as const;
/** Medieval Terra: the currency unit's documented default there. */
const UNIT = defaultCurrencyUnit("terra", "middleAges");

function localizeFor(lang: Lang) {
  const strings = loadTranslations(lang);
  return (key: string, data?: Record<string, string | number>) =>
    (strings.get(key) ?? key).replace(/\{(\w+)\}/g, (match, name: string) => (data && name in data ? String(data[name]) : match));
}

function state(lang: Lang, step: BuilderDraft["step"]): BuilderState {
  const docs = packDocuments(lang);
  let s: BuilderState = { base: emptyCharacterInput({ era: "middleAges", extensions: [], world: "terra" }), catalog: packCatalog(docs).catalog, draft: newDraft("creation") };
  for (const result of [pickLineage(s, keyOf(docs, "lineage", HUMAN[lang]))]) s = { ...s, draft: result.draft };
  s = { ...s, draft: setMoney(s, 5000).draft };
  s = { ...s, draft: goToStep(s, step).draft };
  return s;
}

describe("builder cards say what each choice does", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, step: BuilderDraft["step"], ui: Partial<BuilderUi>) => {
    const data = builderContext(
      { state: state(lang, step), entries: packCatalog(packDocuments(lang)).entries, ui: { ...DEFAULT_UI, ...ui }, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false, currency: UNIT, locale: lang },
      localizeFor(lang),
    );
    return browser.render({ template: "templates/builder/builder.hbs", data, lang, wrapper: WINDOW });
  };

  for (const lang of ["de", "en"] as const) {
    it(`shows a template's rules text, shadow and knowledge on its card in ${lang}`, async () => {
      const view = await render(lang, "templates", { category: "character" });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      const docs = packDocuments(lang);
      const dandy = view.page.locator(`.builder-card[data-key="${keyOf(docs, "template", packEntry("templates", lang, "template:dandy").name)}"]`);
      expect(await dandy.locator(".card-shadow").textContent()).toContain(lang === "de" ? "Schatten: Eitelkeit. Aussehen und Ansehen" : "Shadow: Vanity. Looks and standing");
      expect(await dandy.locator(".card-knowledge").textContent()).toMatch(lang === "de" ? /Wissen:\s*Etikette \+\d/ : /Knowledge:\s*Etiquette \+\d/);
      // Knowledge is not repeated among the attribute and skill modifiers.
      expect(await dandy.locator(".card-modifiers li", { hasText: lang === "de" ? "Etikette" : "Etiquette" }).count()).toBe(0);
      const aversion = view.page.locator(`.builder-card[data-key="${keyOf(docs, "template", packEntry("templates", lang, "template:aversion").name)}"]`);
      expect(await aversion.locator(".card-rules").textContent()).toBe(lang === "de" ? "+1 Mindestwurf auf Würfe, die mit einer Sache deiner Wahl zu tun haben." : "+1 minimum roll on rolls that deal with one subject of your choice.");
      expect(await view.page.locator(".builder-card [data-action=openEntry]").count()).toBe(await view.page.locator(".builder-card").count());
      await view.screenshot(`builder-templates-text-${lang}`);
    });

    it(`shows a weapon's hit dice, range, weight in kg and price with the currency unit in ${lang}`, async () => {
      const view = await render(lang, "equipment", { equipmentKind: "weapon" });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      const docs = packDocuments(lang);
      const sword = view.page.locator(`.builder-card[data-key="${keyOf(docs, "weapon", packEntry("weapons", lang, "weapon:long-sword").name)}"]`);
      const stats = (await sword.locator(".card-stats li").allTextContents()).map((s) => s.replace(/\s+/g, " ").trim());
      // Long sword: damage potential 2 on Hand to Hand Combat, range 2 m, 1400 g.
      expect(stats).toEqual(
        lang === "de" ? ["Trefferwürfel Nahkampf +2", "Reichweite 2 m", "Gewicht 1,4 kg"] : ["Hit dice Hand to Hand Combat +2", "Range 2 m", "Weight 1.4 kg"],
      );
      expect((await sword.locator(".card-cost").textContent())?.trim()).toBe(lang === "de" ? `2.000 ${UNIT}` : `2,000 ${UNIT}`);
      expect(await view.page.locator(".builder-counter.money .counter-unit").textContent()).toBe(UNIT);
      expect(await sword.locator("[data-action=openEntry]").count()).toBe(1);
      await view.screenshot(`builder-equipment-stats-${lang}`);
    });

    it(`shows an armour's protection units in ${lang}`, async () => {
      const view = await render(lang, "equipment", { equipmentKind: "armor", availableOnly: false });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      const protection = view.page.locator(".card-stats li", { hasText: lang === "de" ? "Schutz" : "Protection" });
      expect(await protection.count()).toBeGreaterThan(5);
      expect(await protection.first().textContent()).toMatch(lang === "de" ? /\d (Normal|Kritisch|Blutung|Gift|Feuer|Schock|Haftend|Reflektion|Dämonisch) \([NKBGFSHRD]\)/ : /\d (Normal|Critical|Bleeding|Poison|Fire|Shock|Sticky|Reflecting|Demonic) \([NCBPFSHRD]\)/);
    });
  }
});
