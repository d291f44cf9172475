/**
 * Grace in the 2026 edition, rendered (rulebook 2026, Pantheon → Gunst: English "grace", German
 * "Gunst"): the pantheon tab's counter and hint, the prayer and service dialogs as the sheet opens
 * them and the prayer and service result cards as the sheet's actions post them (Foundry stand-ins),
 * with the compiled CSS, German and English, light and dark theme (guards in every render).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { dialogClasses } from "../../src/constants.ts";
import { clickAction, lastInputContent, setInputAnswer } from "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installPantheonWorld } from "../extensions/pantheon-world.ts";
import { buildRuleset } from "../../src/rules/ruleset/ruleset.ts";
import { CHAT_LOG, dialogFrame } from "./frame.ts";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";

const r2026 = buildRuleset({ edition: "2026" });
const TEXT = {
  en: { cost: "Grace cost", modifier: "Grace of the priest", granted: "Granted. Grace -3.", pleas: "Grace spent on pleas during the service", service: "Granted. Grace 5.", up: "Raise grace", hint: "Grace rises" },
  de: { cost: "Kosten (Gunst)", modifier: "Gunst des Priesters", granted: "Gewährt. Gunst -3.", pleas: "Gunst für Bitten während des Gottesdienstes", service: "Gewährt. Gunst 5.", up: "Gunst erhöhen", hint: "Gunst steigt" },
} as const;

describe("grace in the 2026 edition, rendered", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    const text = TEXT[lang];
    const dialog = dialogFrame({ classes: dialogClasses(), width: 420, title: lang === "de" ? "Geringe Bitte" : "Lesser plea", buttons: [{ label: "OK" }] });

    it(`names it on the pantheon tab's counter and hint (${lang})`, async () => {
      const input = sampleCharacterInput({ activeTab: "pantheon", locale: lang, editionExtensions: { prayer: r2026.pantheon } });
      const view = await browser.render({
        template: "tests/browser/templates/character-sheet.hbs",
        data: buildCharacterContext(input, localizer(lang)),
        lang,
        partials: CHARACTER_SHEET_PARTS,
        width: 760,
        windowClasses: "sheet actor character",
      });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.getAttribute('.tab-pantheon [data-action="changeFavor"][data-delta="1"]', "aria-label")).toBe(text.up);
      expect(await view.page.textContent(".tab-pantheon .phasesix-gear-toolbar .phasesix-hint")).toContain(text.hint);
      if (lang === "en") expect(await view.page.textContent(".tab-pantheon")).not.toMatch(/favou?r/i);
    });

    it(`names it in the prayer dialog and on the prayer card the sheet posts (${lang})`, async () => {
      const world = installPantheonWorld(lang, "2026");
      const { sheet } = world.priest(4);
      setInputAnswer({ extraPriests: 0, relicLevel: 0, cost: 3 });
      scriptDiceFaces([5]);
      await clickAction(sheet as never, "pray", { form: "lesserPlea" });
      const form = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: lastInputContent() }, lang, wrapper: dialog });
      expect(await form.rawKeys()).toEqual([]);
      expect(await form.overflowing(".phasesix-prayer-dialog, .phasesix-prayer-dialog *")).toEqual([]);
      expect(await form.page.textContent(".phasesix-prayer-dialog")).toContain(text.cost);
      expect(await form.page.textContent(".phasesix-prayer-dialog")).toContain(text.modifier);
      const card = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: world.messages.at(-1)?.content ?? "" }, lang, wrapper: CHAT_LOG });
      expect(await card.rawKeys()).toEqual([]);
      expect(await card.page.textContent(".extension-card li")).toBe(text.granted);
    });

    it(`names it in the service dialog and on the service card the sheet posts (${lang})`, async () => {
      const world = installPantheonWorld(lang, "2026");
      const { sheet } = world.priest(1);
      setInputAnswer({ participants: 10, pleaCosts: 1 });
      await clickAction(sheet as never, "holdService");
      const form = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: lastInputContent() }, lang, wrapper: dialog });
      expect(await form.rawKeys()).toEqual([]);
      expect(await form.overflowing(".phasesix-service-dialog, .phasesix-service-dialog *")).toEqual([]);
      expect(await form.page.textContent(".phasesix-service-dialog")).toContain(text.pleas);
      expect(await form.page.textContent(".phasesix-service-dialog .hint")).toContain("6");
      const card = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html: world.messages.at(-1)?.content ?? "" }, lang, wrapper: CHAT_LOG });
      expect(await card.rawKeys()).toEqual([]);
      expect(await card.page.textContent(".extension-card li")).toBe(text.service);
    });
  }
});
