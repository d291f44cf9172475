import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DURATION_UNITS } from "./vocabulary.ts";
import { MAX_TIMER_VALUE, TIMER_UNITS, spellTimer } from "./spell-timer.ts";

describe("spellTimer (a cast spell's running time)", () => {
  it("counts rounds, time and calendar units as the spell states them", () => {
    // Totenschrei: Magic level rounds, at magic level 3
    expect(spellTimer("rounds", { kind: "fixed", amount: 3 })).toEqual({ value: 3, units: "rounds" });
    // Biolumineszenz lasts hours
    expect(spellTimer("hours", { kind: "fixed", amount: 4 })).toEqual({ value: 4, units: "hours" });
    // Unheilige Bindung: Power × 10 minutes
    expect(spellTimer("minutes", { kind: "fixed", amount: 30 })).toEqual({ value: 30, units: "minutes" });
  });

  it("reads a night as a day and a week as seven days (our readings)", () => {
    expect(spellTimer("nights", { kind: "fixed", amount: 2 })).toEqual({ value: 2, units: "days" });
    expect(spellTimer("weeks", { kind: "fixed", amount: 2 })).toEqual({ value: 14, units: "days" });
  });

  it("sets no timer for an instant, special or action-long spell, nor for dice still to roll", () => {
    expect(spellTimer("instant", null)).toBeNull();
    expect(spellTimer("special", { kind: "fixed", amount: 1 })).toBeNull();
    expect(spellTimer("actions", { kind: "fixed", amount: 2 })).toBeNull();
    expect(spellTimer("minutes", { kind: "dice", dice: 3 })).toBeNull();
    expect(spellTimer("rounds", { kind: "fixed", amount: 0 })).toBeNull();
  });

  it("gives a positive whole timer no longer than the cap, or none, for any unit and amount", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DURATION_UNITS), fc.oneof(fc.integer(), fc.double()), (unit, amount) => {
        const timer = spellTimer(unit, { kind: "fixed", amount });
        if (timer === null) return;
        expect(Number.isSafeInteger(timer.value)).toBe(true);
        expect(timer.value).toBeGreaterThan(0);
        expect(timer.value).toBeLessThanOrEqual(MAX_TIMER_VALUE);
        expect(TIMER_UNITS).toContain(timer.units);
      }),
      { seed: 31, numRuns: 500 },
    );
  });
});
