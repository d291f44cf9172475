import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scriptedFaces } from "../dice/faces.ts";
import {
  ceremonialServiceFavor,
  emptyChecklist,
  favorAfter,
  favorModifier,
  invocationMinRoll,
  invocationMinRollModifier,
  invocationModifiers,
  prayerChecks,
  prayerOutcome,
  rollEnsoulment,
  shockPrayerBonus,
  silentPrayerFavor,
} from "./pantheon.ts";

describe("invocation checklist", () => {
  it("lowers the min roll by the faith level alone when nothing is ticked", () => {
    expect(invocationMinRollModifier(emptyChecklist(), 0, 3)).toBe(-3);
    expect(invocationMinRoll(5, emptyChecklist(), 0, 3)).toBe(2);
  });

  it("adds every ticked circumstance with the rulebook's numbers", () => {
    const flags = { againstVirtues: true, noCeremony: true, opposedAlignment: true, notFirstPlea: true };
    expect(invocationMinRollModifier({ flags, extraPriests: 0, relicLevel: 0 }, 0, 0)).toBe(10 + 5 + 15 + 2);
    const helps = { sacrifice: true, incense: true, doldag: true, sung: true };
    expect(invocationMinRollModifier({ flags: helps, extraPriests: 2, relicLevel: 4 }, 0, 3)).toBe(-3 - 2 - 2 - 5 - 3 - 2 - 4);
  });

  it("explains each non-zero part in the rulebook's order", () => {
    const parts = invocationModifiers({ flags: { incense: true, noCeremony: true }, extraPriests: 1, relicLevel: 0 }, 4, 3);
    expect(parts).toEqual([
      { key: "favor", value: -2 },
      { key: "noCeremony", value: 5 },
      { key: "incense", value: -2 },
      { key: "faithLevel", value: -3 },
      { key: "extraPriests", value: -1 },
    ]);
  });

  it("takes half the favor off the min roll, rounded toward 0; negative favor raises it", () => {
    expect([0, 1, 2, 5, -1, -3, -4].map(favorModifier)).toEqual([0, 0, -1, -2, 0, 1, 2]);
  });

  it("keeps the min roll at 2 or more, and lets bad circumstances push it far up", () => {
    expect(invocationMinRoll(5, { flags: { sacrifice: true }, extraPriests: 5, relicLevel: 6 }, 20, 3)).toBe(2);
    expect(invocationMinRoll(5, { flags: { opposedAlignment: true }, extraPriests: 0, relicLevel: 0 }, 0, 3)).toBe(17);
  });
});

describe("prayer forms", () => {
  it("asks the rolls of each form with the checklist's min roll", () => {
    const checks = prayerChecks("invocation", emptyChecklist(), 0, 3);
    expect(checks.map((c) => c.key)).toEqual(["charm", "charm", "willpower"]);
    expect(checks.every((c) => c.kind === "attribute" && c.options.minRollModifier === -3)).toBe(true);
    expect(prayerChecks("blessing", emptyChecklist(), 0, 3).map((c) => c.key)).toEqual(["willpower", "charm"]);
    expect(prayerChecks("consecration", emptyChecklist(), 0, 3).map((c) => c.key)).toEqual(["charm", "charm", "charm", "strength"]);
  });

  it("costs 2, 5 and 7 favor for a granted shock prayer, blessing and consecration", () => {
    expect(prayerOutcome("shockPrayer", [1]).favorChange).toBe(-2);
    expect(prayerOutcome("blessing", [1, 2]).favorChange).toBe(-5);
    expect(prayerOutcome("consecration", [1, 1, 3, 1]).favorChange).toBe(-7);
  });

  it("grants nothing and costs nothing when one of the rolls fails", () => {
    expect(prayerOutcome("blessing", [2, 0])).toEqual({ form: "blessing", granted: false, favorChange: 0 });
    expect(prayerOutcome("invocation", [1, 1], 4)).toEqual({ form: "invocation", granted: false, favorChange: 0 });
  });

  it("charges the cost of the work asked for where the form has none of its own", () => {
    expect(prayerOutcome("invocation", [1, 1, 1], 4).favorChange).toBe(-4);
    expect(prayerOutcome("lesserPlea", [2], 3).favorChange).toBe(-3);
  });

  it("gains a favor per success with silent prayer", () => {
    expect(prayerOutcome("silentPrayer", [3])).toEqual({ form: "silentPrayer", granted: true, favorChange: 3 });
    expect(silentPrayerFavor(0)).toBe(0);
  });

  it("gives a shock prayer's bonus and minutes equal to the faith level", () => {
    expect(shockPrayerBonus(3)).toEqual({ bonus: 3, minutes: 3 });
  });

  it("ensouls a consecrated object on 4–6 of a d6", () => {
    expect(rollEnsoulment(scriptedFaces([3]))).toBe(false);
    expect(rollEnsoulment(scriptedFaces([4]))).toBe(true);
  });
});

describe("favor", () => {
  it("gains one per participant of a ceremonial service, up to twice the faith level", () => {
    expect(ceremonialServiceFavor(4, 3)).toBe(4);
    expect(ceremonialServiceFavor(20, 3)).toBe(6);
    expect(ceremonialServiceFavor(20, 3, 5)).toBe(1);
  });

  it("may go negative", () => {
    expect(favorAfter(1, -2)).toBe(-1);
    expect(favorAfter(-998, -5)).toBe(-999);
  });
});

describe("invocation properties", () => {
  it("never sets a min roll below 2, and each ticked hindrance raises it", () => {
    const flags = fc.record({
      againstVirtues: fc.boolean(),
      noCeremony: fc.boolean(),
      opposedAlignment: fc.boolean(),
      notFirstPlea: fc.boolean(),
      sacrifice: fc.boolean(),
      incense: fc.boolean(),
      doldag: fc.boolean(),
      sung: fc.boolean(),
    });
    fc.assert(
      fc.property(flags, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 9 }), (f, priests, relic, favor, faith) => {
        const checklist = { flags: f, extraPriests: priests, relicLevel: relic };
        expect(invocationMinRoll(5, checklist, favor, faith)).toBeGreaterThanOrEqual(2);
        const worse = { ...checklist, flags: { ...f, opposedAlignment: true } };
        const delta = invocationMinRollModifier(worse, favor, faith) - invocationMinRollModifier(checklist, favor, faith);
        expect(delta).toBe(f.opposedAlignment ? 0 : 15);
      }),
    );
  });
});
