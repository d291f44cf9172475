/**
 * Chances in the language of the words around them (issue 30: "33.3 %" in a German world): the roll
 * dialog, the synthesis dialog and the prayer checklist write their chances with a decimal comma in
 * German and a point in English, by the core's one formatter.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installGame, StandInUser } from "../../tests/foundry/game.ts";
import { successProbability } from "../rules/index.ts";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { defaultDialogState, rollDialogSummary } from "./roll-dialog-context.ts";
import { initialSynthesisState, synthesisDialogContext } from "./synthesis-context.ts";
import { prayerSummary } from "./sheets/context/prayer.ts";
import { emptyChecklist } from "../rules/extensions/index.ts";
import { numberLocale, percentText } from "./number-locale.ts";
import { translate } from "./rolling-actor.ts";

const user = new StandInUser("p1", "Anna");
const DECIMAL = { de: /^\d{1,2},\d %$|^(0|100) %$/, en: /^\d{1,2}\.\d %$|^(0|100) %$/ } as const;

describe.each(["de", "en"] as const)("chances in %s", (lang) => {
  beforeEach(() => {
    installGame({ users: [user], user, lang });
  });

  it("reads the locale from the language file", () => {
    expect(numberLocale(translate)).toBe(lang);
    expect(percentText(1 / 3, translate)).toBe(lang === "de" ? "33,3 %" : "33.3 %");
  });

  it("the roll dialog's chance", () => {
    // 2 dice at 5+: 1 − (4/6)² ≈ 55.6 % before explosions; the text is the core's exact odds
    const view = sampleRollView({ skills: { ...sampleRollView().skills, perception: 2 } });
    const summary = rollDialogSummary(view, { kind: "skill", key: "perception" }, defaultDialogState(), translate);
    expect(summary.oddsText).toMatch(DECIMAL[lang]);
    expect(summary.oddsText).toBe(percentText(summary.odds, translate));
    expect(summary.odds).toBeCloseTo(successProbability(2, { minRoll: 5 }), 10);
  });

  it("the synthesis dialog's four chances", () => {
    const view = sampleRollView();
    const context = synthesisDialogContext(view, "Heiltrank", initialSynthesisState(view, "medium"), translate);
    for (const odds of context.odds) expect(odds.percent).toMatch(DECIMAL[lang]);
  });

  it("the prayer checklist's chance per roll", () => {
    const summary = prayerSummary("lesserPlea", emptyChecklist(), 2, 3, sampleRollView(), translate);
    expect(summary.rolls.length).toBeGreaterThan(0);
    for (const line of summary.rolls) expect(line).toMatch(lang === "de" ? /\d,\d %|\b(0|100) %/ : /\d\.\d %|\b(0|100) %/);
  });
});
