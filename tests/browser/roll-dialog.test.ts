/**
 * The roll dialog (templates/dialog/roll-dialog.hbs) rendered with the compiled CSS in headless
 * Chromium in English and German, from the real context preparation: every option present and
 * labelled, the odds shown equal the core's exact odds, conditions listed, nothing overflowing a
 * 460 px dialog (its width: src/applications/roll-dialog.ts), no raw i18n keys.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";

/** The roll dialog's window: our class and Foundry's form block on its content (src/applications/roll-dialog.ts). */
const ROLL_DIALOG_WINDOW = "phasesix-roll-dialog-app";
import { formatString } from "./handlebars-helpers.ts";
import { successProbability } from "../../src/rules/index.ts";
import { formatPercent } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import type { Translate } from "../../src/applications/chat/roll-card-context.ts";
import { defaultDialogState, rollDialogContext } from "../../src/applications/roll-dialog-context.ts";

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

const rollModes = { publicroll: "PHASESIX.Dialog.Roll", gmroll: "PHASESIX.Dialog.RollMode" };

describe("roll dialog", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("shows every option and the core's exact odds in %s", async (lang) => {
    const view = sampleRollView({
      skills: { ...sampleRollView().skills, perception: 4 },
      conditions: { ...sampleRollView().conditions, burning: 1, shocked: 1 },
      pools: { bonusDice: 2, rerolls: 2, destinyDice: 1 },
    });
    const state = { ...defaultDialogState(), difficulty: 1, bonusDice: 1, destinyDice: 1 };
    const context = rollDialogContext(view, { kind: "skill", key: "perception", actorName: "Hagen von Tronje" }, state, rollModes, translator(lang));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang, width: 460, windowClasses: ROLL_DIALOG_WINDOW, contentClasses: "standard-form" });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.locator("select[name=difficulty] option").count()).toBe(8);
    expect(await page.page.inputValue("select[name=difficulty]")).toBe("1");
    expect(await page.page.isDisabled("input[name=freeDifficulty]")).toBe(true);
    // 4 − 1 (shocked) + 1 bonus = 4 dice at 5 + 1 (hard) + 1 (burning) = 7+, plus one destiny die
    expect(await page.page.textContent("[data-summary=dice]")).toBe("4");
    expect(await page.page.textContent("[data-summary=minRoll]")).toBe("7+");
    const odds = successProbability(4, { minRoll: 7, destinyDice: 1 });
    expect(await page.page.textContent("[data-summary=odds]")).toBe(`${formatPercent(odds, lang)} %`);
    expect(await page.page.locator("[data-summary=conditions] li").count()).toBe(2);
    expect(await page.page.isHidden("[data-summary=noDiceWarning]")).toBe(true);
    expect(await page.page.locator("button[type=submit]").count()).toBe(1);
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-summary")).toEqual([]);
    await page.screenshot(`roll-dialog-${lang}`);
  });

  it.each(["en", "de"] as const)("offers the attack options of a single shot in %s", async (lang) => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, shooting: 3, perception: 2 } });
    const target = { kind: "skill" as const, key: "shooting", attack: { mode: "single" as const, weaponName: "Repetiergewehr", damagePotential: 2 }, actorName: "Anna" };
    const context = rollDialogContext(view, target, { ...defaultDialogState(), aimActions: 1 }, rollModes, translator(lang));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang, width: 460, windowClasses: ROLL_DIALOG_WINDOW, contentClasses: "standard-form" });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.locator("input[name=aimActions]").count()).toBe(1);
    expect(await page.page.locator("input[name=precedingAttacks]").count()).toBe(1);
    expect(await page.page.locator("input[name=massiveActions]").count()).toBe(0);
    expect(await page.page.textContent("[data-summary=critThreshold]")).toBe("9+");
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-summary, .roll-dialog-toggles")).toEqual([]);
    await page.screenshot(`roll-dialog-attack-${lang}`);
  });

  it.each(["en", "de"] as const)("shows the tracker's values, the distance and missing actions of an attack in %s", async (lang) => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, shooting: 3, perception: 2 } });
    const target = {
      kind: "skill" as const,
      key: "shooting",
      attack: { mode: "single" as const, weaponName: "Repetiergewehr", damagePotential: 2, range: 20 },
      tracker: { actions: 1, aiming: 1, accurate: 0, recoil: 1 },
      rangeBands: true,
      actorName: "Anna",
    };
    const context = rollDialogContext(view, target, { ...defaultDialogState(), aimActions: 2, precedingAttacks: 1, distance: 30 }, rollModes, translator(lang));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang, width: 460, windowClasses: ROLL_DIALOG_WINDOW, contentClasses: "standard-form" });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.locator(".roll-dialog-tracker").count()).toBe(1);
    expect(await page.page.inputValue("input[name=distance]")).toBe("30");
    expect(await page.page.locator("[data-summary=actions].roll-dialog-warning").count()).toBe(1);
    expect(await page.page.textContent("[data-summary=actionsText]")).toBe(
      lang === "de" ? "Dieser Angriff kostet 2 Aktion(en), verfügbar sind nur 1." : "This attack costs 2 action(s), but only 1 are available.",
    );
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-summary, .roll-dialog-toggles")).toEqual([]);
    await page.screenshot(`roll-dialog-attack-tracker-${lang}`);
  });

  it("warns when only bonus dice would be rolled", async () => {
    const view = sampleRollView({ conditions: { ...sampleRollView().conditions, shocked: 3 } });
    const context = rollDialogContext(view, { kind: "attribute", key: "charm", actorName: "Anna" }, defaultDialogState(), rollModes, translator("de"));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang: "de", width: 460, windowClasses: ROLL_DIALOG_WINDOW, contentClasses: "standard-form" });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.isVisible("[data-summary=noDiceWarning]")).toBe(true);
    expect(await page.page.textContent("[data-summary=odds]")).toBe("0 %");
    await page.screenshot("roll-dialog-no-dice-de");
  });
});
