import { describe, expect, it } from "vitest";
import { prayerDialogContext, prayerSummary } from "./prayer.ts";
import { sampleRollView } from "../../../rules/roll-request/fixtures.ts";
import { prepareCheck, requestOdds, formatPercent } from "../../../rules/roll-request/index.ts";

const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);

describe("prayer dialog summary (issue 24)", () => {
  it("adds every ticked modifier up and gives each roll of the form its dice, min roll and chance", () => {
    const view = sampleRollView();
    // favor 4 → −2, faith level 3 → −3, no ceremony +5, incense −2: +5 − 2 − 3 − 2 = −2 on every roll.
    const summary = prayerSummary("blessing", { flags: { noCeremony: true, incense: true }, extraPriests: 0, relicLevel: 0 }, 4, 3, view, t);
    expect(summary.totalText).toBe('PHASESIX.Pantheon.Summary.Total {"total":"−2"}');
    // A blessing rolls Willpower, then Charm (PRAYER_FORM_RULES), each with the same modifier.
    const expected = (["willpower", "charm"] as const).map((key) => {
      const prepared = prepareCheck(view, "attribute", key, { diceModifier: 0, minRollModifier: -2 });
      return `PHASESIX.Pantheon.Summary.Roll ${JSON.stringify({ label: `PHASESIX.Attribute.${key}`, dice: prepared.dice, min: prepared.minRoll, chance: formatPercent(requestOdds(prepared)) })}`;
    });
    expect(summary.rolls).toEqual(expected);
  });

  it("opens with the summary of an empty checklist when the priest is known, none otherwise", () => {
    const view = sampleRollView();
    expect(prayerDialogContext("invocation", 0, 3, t, view).summary?.totalText).toBe('PHASESIX.Pantheon.Summary.Total {"total":"−3"}');
    expect(prayerDialogContext("invocation", 0, 3, t).summary).toBeNull();
  });
});
