/**
 * The 2026 edition's extensions in the browser: the horror tab with base stress, the dread condition
 * and the stress relief actions; the dread card; the magic tab with origins (a spell no template
 * unlocks is marked with the reason); the pantheon tab with grace and the cost ranges. Real templates,
 * compiled CSS, German and English, light and dark theme (guards in every render).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import type { CharacterTabId } from "../../src/applications/sheets/context/character.ts";
import { SAMPLE_ITEMS, sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import type { EditionExtensionsInput } from "../../src/applications/sheets/context/edition-extensions.ts";
import { dreadCardContext } from "../../src/documents/dread-card.ts";
import { buildRuleset } from "../../src/rules/ruleset/ruleset.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";

const r2026 = buildRuleset({ edition: "2026" });
const SPELLS = [
  { id: "sStorm", name: "Storm Call", img: "icons/svg/lightning.svg", type: "spell", system: { school: "damage", tradition: "elementalMagic", arcanaCost: 2, power: 1, range: 30, actions: 2 } },
  { id: "sHex", name: "Evil Eye", img: "icons/svg/daze.svg", type: "spell", system: { school: "control", tradition: "curses", arcanaCost: 1, power: 1, range: 10, actions: 1 } },
];
const EXTRAS: EditionExtensionsInput = {
  dread: { baseStress: 2, gripped: true, effect: "panic", hours: 3, quirksOwed: 1, relief: r2026.horror.reliefActivities },
  origins: [{ traditions: ["elementalMagic"], lineage: false }],
  prayer: r2026.pantheon,
};

describe("the 2026 extensions in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function render(lang: Lang, tab: CharacterTabId) {
    const items = [...SAMPLE_ITEMS.filter((item) => item.type !== "spell"), ...SPELLS];
    const sample = sampleCharacterInput();
    // a 2026 character: max stress 10 (horror → Stress), reached
    const derived = sample.derived && sample.derived.maxStress ? { ...sample.derived, maxStress: { ...sample.derived.maxStress, value: 10 } } : sample.derived;
    const input = sampleCharacterInput({ activeTab: tab, locale: lang, items, derived, editionExtensions: EXTRAS, resources: { ...sample.resources, stress: 10 } });
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
    it(`shows base stress, gripped by dread and the stress relief actions on the horror tab (${lang})`, async () => {
      const view = await render(lang, "horror");
      await view.screenshot(`character-horror-2026-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
      expect(await view.page.textContent(".phasesix-base-stress")).toContain("2");
      expect(await view.page.textContent(".phasesix-stress")).toContain("10/10");
      expect(await view.page.textContent(".phasesix-dread-gripped")).toContain(lang === "de" ? "Von Grauen erfasst" : "Gripped by dread");
      expect(await view.page.textContent(".phasesix-dread-gripped")).toContain(lang === "de" ? "Panik" : "Panic");
      expect(await view.page.locator('[data-action="relieveStress"]').count()).toBe(5);
      expect(await view.page.locator('[data-action="chooseQuirk"]').count()).toBe(1);
      // quirks replace ticks in this edition: no 2025 tick counter among the stats (its label: de "Ticks", en "Quirks")
      const stats = (await view.page.locator(".tab-horror .phasesix-stat-box .stat-label").allTextContents()).map((t) => t.trim());
      expect(stats).toContain(lang === "de" ? "Basisstress" : "Base stress");
      expect(stats).not.toContain(lang === "de" ? "Ticks" : "Quirks");
    });

    it(`posts the dread card with the 3d6, the effect and its hours (${lang})`, async () => {
      const roll = { dice: [5, 4, 3] as [number, number, number], total: 12, effect: "panic" as const, durationDie: 4, hours: 3 };
      const view = await browser.render({ template: "templates/chat/dread-card.hbs", data: dreadCardContext("Mara Kessler", roll, true, 1, localizer(lang)), lang, width: 300 });
      await view.screenshot(`dread-card-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".dread-card, .dread-card *")).toEqual([]);
      expect(await view.page.textContent(".dread-total")).toBe("12");
      expect(await view.page.textContent(".dread-effect")).toContain(lang === "de" ? "Panik" : "Panic");
      expect(await view.page.textContent(".dread-duration")).toContain("3");
    });

    it(`marks a spell whose origin no template unlocks on the magic tab (${lang})`, async () => {
      const view = await render(lang, "magic");
      await view.screenshot(`character-magic-2026-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
      expect(await view.page.locator(".phasesix-origin.is-locked").count()).toBe(1);
      expect(await view.page.textContent(".phasesix-origins")).toContain(lang === "de" ? "Elementarmagie" : "Elemental Magic");
      expect(await view.page.textContent(".phasesix-origin-locked")).toContain(lang === "de" ? "Verfluchungen" : "Curses");
    });

    it(`names grace and the cost ranges on the pantheon tab (${lang})`, async () => {
      const view = await render(lang, "pantheon");
      await view.screenshot(`character-pantheon-2026-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
      expect(await view.page.textContent(".tab-pantheon .stat-label")).toBe(lang === "de" ? "Gunst" : "Grace");
      expect(await view.page.textContent('tr[data-form="lesserPlea"]')).toContain("2–12");
      expect(await view.page.textContent('tr[data-form="invocation"]')).toContain("10–25");
      expect(await view.page.textContent(".phasesix-grace-hint")).toContain(lang === "de" ? "Latein" : "Latin");
    });
  }
});
