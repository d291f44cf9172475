/**
 * The 2026 book's rules of issue 33 in the browser: Tirakan's money on the gear tab (Ausrüstung →
 * Währung), the therapy box and the heal-quirk buttons on the horror tab (Horror → Basisstress,
 * Eigenarten heilen). Real templates, compiled CSS, German and English (guards in every render).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import type { CharacterTabId } from "../../src/applications/sheets/context/character.ts";
import { SAMPLE_ITEMS, sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { buildRuleset } from "../../src/rules/ruleset/ruleset.ts";
import { DEFAULT_WORLD_RULES } from "../../src/rules/catalog/world-rules.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";

const tirakan = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });
const nexus = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "nexus" } });
const QUIRK = { id: "qNight", name: "Night Terrors", img: "icons/svg/terror.svg", type: "quirk", system: {} };

describe("the 2026 book's rules on the character sheet, in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function render(lang: Lang, tab: CharacterTabId) {
    const input = sampleCharacterInput({
      activeTab: tab,
      locale: lang,
      items: [...SAMPLE_ITEMS, QUIRK],
      currency: 1023,
      currencyMinor: 50,
      currencyTable: tirakan.gear.currency,
      editionExtensions: { dread: { baseStress: 2, gripped: false, effect: "", hours: 0, quirksOwed: 0, relief: nexus.horror.reliefActivities, therapy: nexus.horror.therapy } },
    });
    return browser.render({
      template: "tests/browser/templates/character-sheet.hbs",
      data: buildCharacterContext(input, localizer(lang)),
      lang,
      partials: CHARACTER_SHEET_PARTS,
      width: 760,
      windowClasses: "sheet actor character",
    });
  }

  for (const lang of ["de", "en"] as const) {
    it(`shows Tirakan money as Gulden and Deut with its coins and the add/pay buttons (${lang})`, async () => {
      const view = await render(lang, "gear");
      await view.screenshot(`character-money-tirakan-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
      expect(await view.page.inputValue('input[name="system.currency"]')).toBe("1023");
      expect(await view.page.inputValue('input[name="system.currencyMinor"]')).toBe("50");
      expect(await view.page.textContent(".phasesix-money-coins")).toBe(lang === "de" ? "1 Barren · 0 Unzen · 23 Gulden · 50 Deut" : "1 Ingots · 0 Ounces · 23 Gulden · 50 Deut");
      expect(await view.page.locator('[data-action="changeMoney"]').count()).toBe(2);
    });

    it(`offers therapy on the horror tab: lower base stress, heal each quirk (${lang})`, async () => {
      const view = await render(lang, "horror");
      await view.screenshot(`character-therapy-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
      expect(await view.page.textContent(".phasesix-therapy legend")).toBe(lang === "de" ? "Therapie" : "Therapy");
      expect(await view.page.locator('.phasesix-therapy [data-kind="baseStress"]').isDisabled()).toBe(false);
      const quirkRows = await view.page.locator(".tab-horror .phasesix-item-row").count();
      expect(quirkRows).toBeGreaterThan(0);
      expect(await view.page.locator('.tab-horror .phasesix-item-row [data-action="therapy"][data-kind="quirk"]').count()).toBe(quirkRows);
    });
  }
});
