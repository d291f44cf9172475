import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scriptedFaces } from "./faces.ts";
import { rollPool, rollPoolAsync } from "./pool.ts";
import { rollCheck, type RollCheckOptions } from "./roll-check.ts";
import { scoreCheck } from "./score.ts";

/** Options of a check as the sheets and the core roll them: min roll, threshold, burst, destiny, short chains. */
const arbitraryOptions: fc.Arbitrary<RollCheckOptions> = fc.record(
  {
    minRoll: fc.integer({ min: -3, max: 30 }),
    critThreshold: fc.integer({ min: 0, max: 24 }),
    canCrit: fc.boolean(),
    allDestiny: fc.boolean(),
    destiny: fc.boolean(),
    maxChain: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: ["minRoll"] },
);
/** A face sequence long enough for any pool below, rich in sixes so chains explode (and hit maxChain). */
const arbitraryFaces = fc.array(fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(6)), { minLength: 120, maxLength: 120 });

describe("rollCheck — rolling and scoring in one pass (RULES.md → Dice)", () => {
  it("Hagen's 5 dice at 14+ (4,2,6,6,1 → 6,1 → 1): chains 4, 2, 13, 7, 1, no success", () => {
    const score = rollCheck(5, scriptedFaces([4, 2, 6, 6, 1, 6, 1, 1]), { minRoll: 14 });
    expect(score.dice.map((d) => d.faces)).toEqual([[4], [2], [6, 6, 1], [6, 1], [1]]);
    expect(score.dice.map((d) => d.total)).toEqual([4, 2, 13, 7, 1]);
    expect(score.successes).toBe(0);
    expect(score.passed).toBe(false);
  });

  it("10 dice at 5+: successes, a critical 6,6,1 (13 → +1) and side effects from two first faces of 1", () => {
    const score = rollCheck(10, scriptedFaces([5, 1, 6, 3, 1, 4, 2, 2, 6, 5, 6, 2, 1]), { minRoll: 5 });
    expect(score.dice.map((d) => d.total)).toEqual([5, 1, 13, 3, 1, 4, 2, 2, 8, 5]);
    expect(score.dice.map((d) => d.success)).toEqual([true, false, true, false, false, false, false, false, true, true]);
    expect(score.dice.map((d) => d.extraSuccesses)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(score).toMatchObject({ successes: 5, passed: true, criticalDice: 1, sideEffects: true });
  });

  it("destiny dice succeed on min(4, M): one destiny die showing 4 passes at 14+", () => {
    expect(rollCheck(1, scriptedFaces([4]), { minRoll: 14, destiny: true }).successes).toBe(1);
    expect(rollCheck(1, scriptedFaces([4]), { minRoll: 14 }).successes).toBe(0);
  });

  it("uses exactly the faces it needs, breadth-first", () => {
    const source = scriptedFaces([6, 6, 1, 2]);
    expect(rollCheck(2, source, { minRoll: 5 }).dice.map((d) => d.faces)).toEqual([[6, 1], [6, 2]]);
    expect(() => source()).toThrow(/exhausted/);
  });

  it("refuses what rollPool and scoreCheck refuse, with a RangeError", () => {
    const source = scriptedFaces([3]);
    expect(() => rollCheck(2.5, source, { minRoll: 5 })).toThrow(RangeError);
    expect(() => rollCheck(1001, source, { minRoll: 5 })).toThrow(/more than the allowed 1000/);
    expect(() => rollCheck(1, source, { minRoll: 5, maxChain: 0 })).toThrow(RangeError);
    expect(() => rollCheck(1, source, { minRoll: Number.NaN })).toThrow(RangeError);
    expect(() => rollCheck(1, () => 7, { minRoll: 5 })).toThrow(/a face must be 1..6/);
  });

  it("rolls nothing for a pool of zero or less", () => {
    expect(rollCheck(0, scriptedFaces([]), { minRoll: 5 })).toEqual({ dice: [], successes: 0, passed: false, criticalDice: 0, sideEffects: false });
    expect(rollCheck(-2, scriptedFaces([]), { minRoll: 5 })).toEqual(scoreCheck([], { minRoll: 5 }));
  });

  it("gives exactly scoreCheck(rollPool(…)) for the same faces", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 15 }), arbitraryFaces, arbitraryOptions, (count, faces, options) => {
        const twoSteps = scoreCheck(rollPool(count, scriptedFaces(faces), options), options);
        expect(rollCheck(count, scriptedFaces(faces), options)).toEqual(twoSteps);
      }),
    );
  });

  it("gives exactly what the manual-entry path (rollPoolAsync, faces typed in one by one) scores for the same faces, explosions included", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 15 }), arbitraryFaces, arbitraryOptions, async (count, faces, options) => {
        let typed = 0;
        const manual = scoreCheck(await rollPoolAsync(count, async () => faces[typed++], options), options);
        const sync = scriptedFaces(faces);
        let used = 0;
        const score = rollCheck(count, () => (used++, sync()), options);
        expect(score).toEqual(manual);
        expect(used).toBe(typed);
      }),
    );
  });
});
