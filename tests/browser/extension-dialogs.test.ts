/**
 * Extension dialogs say what each entry changes and the total (issue 24): the ceremonial service
 * dialog sums the participants' favor and the pleas' cost and shows the favor before → after; the
 * roll dialog of a casting names what the rule presets (the school's attribute, heavy armour) next
 * to the total dice, min roll and the core's exact chance. German and English, light and dark (the
 * harness guards every render).
 * Screenshots: service-dialog-summary-{de,en}, casting-dialog-presets-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { serviceSummary } from "../../src/applications/sheets/context/service-summary.ts";
import { defaultDialogState, rollDialogContext } from "../../src/applications/roll-dialog-context.ts";
import { castingParts, castingRequest } from "../../src/rules/extensions/index.ts";
import { emptyProtection } from "../../src/rules/items/armor.ts";
import { formatPercent, prepareCheck, requestOdds } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";

describe("extension dialogs show each entry's change and the total", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("the ceremonial service dialog sums participants and pleas, in %s", async (lang) => {
    // Faith level 3 (at most 6 favor), the priest has 2 favor; 8 participants, pleas cost 2.
    const data = { ...serviceDialogContext(3), summary: serviceSummary(8, 2, 2, 3, localizer(lang)) };
    const view = await browser.render({ template: "templates/dialog/service.hbs", data, lang, width: 420 });
    // The entries the summary was made for (the sheet recomputes it on every input).
    await view.page.fill('input[name="participants"]', "8");
    await view.page.fill('input[name="pleaCosts"]', "2");
    await view.screenshot(`service-dialog-summary-${lang}`);
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".phasesix-service-dialog, .phasesix-service-dialog *")).toEqual([]);
    const lines = await view.page.locator(".service-summary-lines li").allTextContents();
    // The pantheon's term for favor as the language file names it ("Gunst", "Favor").
    const term = localizer(lang)("PHASESIX.Pantheon.Favor");
    expect(lines).toEqual(lang === "de" ? [`8 Teilnehmer: +6 ${term} (höchstens 6)`, `Bitten während des Gottesdienstes: −2 ${term}`] : [`8 participants: +6 ${term} (at most 6)`, `Pleas during the service: −2 ${term}`]);
    expect(await view.page.textContent(".service-summary-total")).toBe(lang === "de" ? `Zusammen +4 ${term}: ${term} 2 → 6` : `In all +4 ${term}: ${term} 2 → 6`);
  });

  it.each(["de", "en"] as const)("the casting roll dialog names the school's attribute and heavy armour, with total and chance, in %s", async (lang) => {
    // Luta casts with Conscientiousness (4); heavy armour with encumbrance 1 raises the min roll by 1.
    const view = sampleRollView({ attributes: { ...sampleRollView().attributes, conscientiousness: 4 } });
    const request = castingRequest({
      spell: { school: "healing", arcanaCost: 1, power: 1 },
      view,
      armor: [{ protection: emptyProtection(), encumbrance: 1, worn: true, condition: 100, category: "heavy" }],
      arcana: 5,
      magicLevel: 3,
    });
    const t = localizer(lang);
    const target = { kind: "skill" as const, key: "spellCasting", presets: castingParts(request), actorName: lang === "de" ? "Heilerin Ysra" : "Healer Ysra" };
    const data = rollDialogContext(view, target, { ...defaultDialogState(), ...request.check.options }, { publicroll: "PHASESIX.Dialog.Roll" }, t);
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data, lang, width: 460 });
    await page.screenshot(`casting-dialog-presets-${lang}`);
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-presets, .roll-dialog-presets *, .roll-dialog-summary")).toEqual([]);
    const presets = (await page.page.locator(".roll-dialog-preset-list li").allTextContents()).map((line) => line.replace(/\s+/g, " ").trim());
    expect(presets).toEqual(lang === "de" ? ["Gewissenhaftigkeit +4 Würfel", "Getragene schwere Rüstung +1 Mindestwurf"] : ["Conscientiousness +4 dice", "Worn heavy armour +1 min. roll"]);
    // Spell Casting 2 + 4 = 6 dice at 5 + 1 = 6+, the chance from the core's exact odds.
    const check = prepareCheck(view, "skill", "spellCasting", request.check.options);
    expect(await page.page.textContent("[data-summary=dice]")).toBe("6");
    expect(await page.page.textContent("[data-summary=minRoll]")).toBe("6+");
    expect(await page.page.textContent("[data-summary=odds]")).toBe(`${formatPercent(requestOdds(check), lang)} %`);
  });
});
