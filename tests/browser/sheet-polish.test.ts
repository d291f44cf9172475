/**
 * Issue 14's sheet polish in real Chromium: the compact character header (conditions at 0 collapsed
 * into one "add condition" menu, the pools on one line, every German tab within the default window),
 * tabs on one row at 600 px, and ± buttons whose accessible names say what they change.
 * The harness's guards (no truncated text, 4.5:1 contrast, light and dark) run on every render here too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext, type CharacterTabId } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleCharacter } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS, CHARACTER_TABS } from "./sheet-partials.ts";

const PARTS = CHARACTER_SHEET_PARTS;
const TABS = CHARACTER_TABS;
/** The character sheet's default window (src/applications/sheets/character-sheet.ts). */
const DEFAULT = { width: 780, height: 880 }; // PhaseSixCharacterSheet's position (Foundry's header is 36 px)

describe("compact character sheet", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, tab: CharacterTabId, width = DEFAULT.width) =>
    browser.render({
      template: "tests/browser/templates/character-sheet.hbs",
      data: buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: tab, locale: lang }), lang), localizer(lang)),
      lang,
      partials: PARTS,
      width,
      windowClasses: "sheet actor character",
    });

  const tops = (view: Awaited<ReturnType<typeof render>>, selector: string) =>
    view.page.$$eval(selector, (els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top)))]);

  it("keeps the nine tabs on one row and the header readable at 600 px (de)", async () => {
    const view = await render("de", "attributes", 600);
    await view.screenshot("character-600px-de");
    expect(await view.page.locator(".phasesix-tab").count()).toBe(9);
    expect(await tops(view, ".phasesix-tab")).toHaveLength(1);
    expect(await view.overflowing(".window-content, .phasesix-tabs, .phasesix-sheet-header")).toEqual([]);
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows the pools on one line and only the active conditions, the rest in one menu (${lang})`, async () => {
      const view = await render(lang, "attributes");
      await view.screenshot(`character-header-${lang}`);
      expect(await tops(view, ".phasesix-pool")).toHaveLength(1);
      // sample: shocked 2, bleeding 1, hunkered — the other four at 0 wait in the menu
      expect(await view.page.locator(".phasesix-condition").count()).toBe(3);
      expect(await view.page.locator(".phasesix-condition-menu button").count()).toBe(4);
      expect(await view.page.getAttribute('.phasesix-condition-menu button[data-condition="burning"]', "data-action")).toBe("increaseCondition");
      await view.page.click(".phasesix-add-condition summary");
      expect(await view.page.isVisible('.phasesix-condition-menu button[data-condition="burning"]')).toBe(true);
      expect(await view.guard()).toEqual([]);
      // accessible names say which pool or condition a ± button changes
      const named = (selector: string) => view.page.getAttribute(selector, "aria-label");
      expect(await named('[data-action="spendPool"][data-pool="bonusDice"]')).toBe(lang === "de" ? "Bonuswürfel: einen ausgeben" : "Bonus dice: spend one");
      expect(await named('[data-action="increaseCondition"][data-condition="bleeding"]')).toBe(lang === "de" ? "Blutend: um eins erhöhen" : "Bleeding: raise by one");
      expect(await named('[data-action="decreaseCondition"][data-condition="shocked"]')).toBe(lang === "de" ? "Geschockt: um eins senken" : "Shocked: lower by one");
    });
  }

  it.each(["de", "en"] as const)("names the world's currency unit next to the money (%s)", async (lang) => {
    const data = buildCharacterContext({ ...localizedSampleCharacter(sampleCharacterInput({ activeTab: "gear", locale: lang }), lang), currencyUnit: "Taler" }, localizer(lang));
    const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: PARTS, width: DEFAULT.width, windowClasses: "sheet actor character" });
    expect(await view.page.textContent(".phasesix-currency span")).toBe(lang === "de" ? "Geld (Taler)" : "Money (Taler)");
  });

  it.each(TABS)("fits the German %s tab into the default window", async (tab) => {
    const view = await render("de", tab);
    const height = await view.page.$eval("#app", (app) => {
      const header = app.querySelector<HTMLElement>(".window-header")?.offsetHeight ?? 0;
      return header + (app.querySelector<HTMLElement>(".window-content")?.scrollHeight ?? 0);
    });
    expect(height).toBeLessThanOrEqual(DEFAULT.height);
  });
});
