import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces } from "../dice/faces.ts";
import { rollPool } from "../dice/pool.ts";
import { scoreCheck } from "../dice/score.ts";
import { dieValueTail, successProbability } from "../dice/odds.ts";
import { mishapEntry, onesOf, qualityEntry, synthesisModifiers, synthesisOdds, synthesisResult } from "./brewing.ts";
import type { SynthesisSetup } from "./brewing.ts";

const base: SynthesisSetup = { difficulty: "simple", relatedSkill: false, equipment: "basic", surroundings: "normal", suitableSubstitutes: 0, riskySubstitutes: 0 };

describe("Synthesis modifiers (Synthese und Brauen)", () => {
  it("sets min roll +0/+3/+6 and 1/2/4 successes by difficulty (Formeln und Rezepte)", () => {
    expect((["simple", "medium", "hard"] as const).map((difficulty) => synthesisModifiers({ ...base, difficulty })).map((m) => [m.minRoll, m.successesNeeded])).toEqual([[0, 1], [3, 2], [6, 4]]);
  });

  it("costs 2 dice for a related skill (Die Fertigkeit)", () => {
    expect(synthesisModifiers({ ...base, relatedSkill: true }).dice).toBe(-2);
  });

  it("reads equipment as min roll −3/−2/−1/0 and improvised +1 with −2 dice (Ausrüstung und Umgebung)", () => {
    expect((["highEnd", "standard", "fieldKit", "basic", "improvised"] as const).map((equipment) => synthesisModifiers({ ...base, equipment })).map((m) => [m.minRoll, m.dice])).toEqual([[-3, 0], [-2, 0], [-1, 0], [0, 0], [1, -2]]);
  });

  it("reads surroundings as +1/0/−1/−2 dice (Ausrüstung und Umgebung)", () => {
    expect((["calm", "normal", "adverse", "chaos"] as const).map((surroundings) => synthesisModifiers({ ...base, surroundings }).dice)).toEqual([1, 0, -1, -2]);
  });

  it("adds +1 per suitable and +2 per risky substitute, with instability from three (Substitution)", () => {
    const m = synthesisModifiers({ ...base, suitableSubstitutes: 2, riskySubstitutes: 1 });
    expect(m.minRoll).toBe(4);
    expect(m.instability).toBe(true);
    expect(synthesisModifiers({ ...base, suitableSubstitutes: 2 }).instability).toBe(false);
  });

  it("follows the book's example: field kit and chaos on a medium recipe → min roll +2, −2 dice, 2 successes", () => {
    const m = synthesisModifiers({ ...base, difficulty: "medium", equipment: "fieldKit", surroundings: "chaos" });
    expect([m.minRoll, m.dice, m.successesNeeded]).toEqual([2, -2, 2]);
  });

  it("drops every waived modifier and table (Die goldene Regel)", () => {
    const m = synthesisModifiers({ ...base, difficulty: "hard", relatedSkill: true, equipment: "improvised", surroundings: "chaos", riskySubstitutes: 3, apply: { relatedSkill: false, difficulty: false, equipment: false, surroundings: false, substitutes: false, qualityTable: false, mishapTable: false } });
    expect(m).toMatchObject({ dice: 0, minRoll: 0, successesNeeded: 4, instability: false, qualityTable: false, mishapTable: false, parts: [] });
  });
});

describe("Quality and mishaps (Synthese und Brauen → Qualität und Missgeschicke)", () => {
  const simple = synthesisModifiers(base);
  const medium = synthesisModifiers({ ...base, difficulty: "medium" });

  it("is high quality with at least twice the needed successes", () => {
    expect(synthesisResult({ successes: 4, ones: 0 }, medium)).toBe("highQuality");
    expect(synthesisResult({ successes: 3, ones: 0 }, medium)).toBe("success");
    expect(synthesisResult({ successes: 1, ones: 0 }, medium)).toBe("failure");
  });

  it("is a mishap with more ones than successes, even when enough successes were rolled (the book's example: one 5 and three 1s)", () => {
    expect(synthesisResult({ successes: 1, ones: 3 }, simple)).toBe("mishap");
    expect(synthesisResult({ successes: 1, ones: 1 }, simple)).toBe("success");
  });

  it("turns any failure into a mishap with three or more substitutes (Das Gesetz der Instabilität)", () => {
    const unstable = synthesisModifiers({ ...base, suitableSubstitutes: 3 });
    expect(synthesisResult({ successes: 0, ones: 0 }, unstable)).toBe("mishap");
    expect(synthesisResult({ successes: 0, ones: 0 }, simple)).toBe("failure");
  });

  it("reads the tables: 1–2, 3–4, 5, 6", () => {
    expect([1, 2, 3, 4, 5, 6].map(qualityEntry)).toEqual(["intensification", "intensification", "purity", "purity", "efficiency", "masterpiece"]);
    expect([1, 2, 3, 4, 5, 6].map(mishapEntry)).toEqual(["instability", "instability", "sideEffect", "sideEffect", "inversion", "catastrophe"]);
  });
});

describe("Synthesis odds (exact)", () => {
  const simple = synthesisModifiers(base);
  it("sums to 1, never beats the plain success odds and has no high quality when its table is waived (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 14 }), fc.constantFrom("simple", "medium", "hard" as const), (dice, minRoll, difficulty) => {
        const m = synthesisModifiers({ ...base, difficulty, apply: { qualityTable: false, mishapTable: false } });
        const odds = synthesisOdds(dice, minRoll, m);
        expect(odds.highQuality + odds.success + odds.failure + odds.mishap).toBeCloseTo(1, 12);
        expect(odds.highQuality).toBe(0);
        expect(odds.success).toBeLessThanOrEqual(successProbability(dice, { minRoll, atLeast: m.successesNeeded }) + 1e-12);
      }),
    );
  });

  it("reads a waived mishap table as a harmless failure", () => {
    const waived = synthesisModifiers({ ...base, apply: { mishapTable: false } });
    expect(synthesisResult({ successes: 1, ones: 3 }, waived)).toBe("failure");
    expect(synthesisOdds(1, 5, waived).mishap).toBe(0);
  });

  it("gives one die at 5+ on a simple recipe: 1/6 mishap, 1/3 success (no die can reach 2 successes without a crit)", () => {
    const odds = synthesisOdds(1, 5, simple);
    expect(odds.mishap).toBeCloseTo(1 / 6, 12);
    // one die: 2 successes need T ≥ 11 = 6 then 5+ → 1/6 · 2/6
    expect(odds.highQuality).toBeCloseTo((1 / 6) * (2 / 6), 12);
    expect(odds.success).toBeCloseTo(2 / 6 - (1 / 6) * (2 / 6), 12);
    expect(odds.failure).toBeCloseTo(3 / 6, 12);
  });

  it("matches a Monte-Carlo run of the crafting roll", () => {
    const m = synthesisModifiers({ ...base, difficulty: "medium", suitableSubstitutes: 3 });
    const dice = 5;
    const minRoll = 6;
    const odds = synthesisOdds(dice, minRoll, m);
    const counts = { highQuality: 0, success: 0, failure: 0, mishap: 0 };
    const faces = randomFaces(mulberry32(23));
    const runs = 60000;
    for (let i = 0; i < runs; i++) {
      const score = scoreCheck(rollPool(dice, faces), { minRoll });
      counts[synthesisResult({ successes: score.successes, ones: onesOf(score) }, m)]++;
    }
    for (const key of ["highQuality", "success", "failure", "mishap"] as const) expect(counts[key] / runs).toBeCloseTo(odds[key], 2);
  });
});

/**
 * The former programme over (ones, successes) per die, kept here as the oracle: cubic and worse in the
 * dice (0.7 s at 99), exact for the small pools it is asked about.
 */
function oddsByDieAndOnes(n: number, minRoll: number, modifiers: Parameters<typeof synthesisResult>[1], c = 11): Record<string, number> {
  const cap = Math.max(n + 1, 2 * modifiers.successesNeeded);
  const value: number[] = [];
  for (let j = 0; j <= cap; j++) value.push(dieValueTail(j, minRoll, c, true) - (j === cap ? 0 : dieValueTail(j + 1, minRoll, c, true)));
  value[0] -= 1 / 6;
  let dist: number[][] = [[1]];
  for (let die = 0; die < n; die++) {
    const next: number[][] = Array.from({ length: die + 2 }, () => new Array<number>(cap + 1).fill(0));
    dist.forEach((row, ones) =>
      row.forEach((p, s) => {
        next[ones + 1][s] += p / 6;
        for (let j = 0; j <= cap; j++) next[ones][Math.min(cap, s + j)] += p * value[j];
      }),
    );
    dist = next;
  }
  const odds: Record<string, number> = { highQuality: 0, success: 0, failure: 0, mishap: 0 };
  dist.forEach((row, ones) => row.forEach((p, s) => (odds[synthesisResult({ successes: s, ones }, modifiers)] += p)));
  return odds;
}

describe("Synthesis odds stay exact and bounded (issue 32, D8)", () => {
  it("equal the programme over every die's ones and successes for pools up to 14 dice (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 2, max: 24 }),
        fc.integer({ min: 6, max: 17 }),
        fc.constantFrom("simple", "medium", "hard" as const),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (dice, minRoll, crit, difficulty, substitutes, waiveTables) => {
          const m = synthesisModifiers({ ...base, difficulty, suitableSubstitutes: substitutes, apply: waiveTables ? { qualityTable: false, mishapTable: false } : {} });
          const odds = synthesisOdds(dice, minRoll, m, crit);
          const oracle = oddsByDieAndOnes(dice, minRoll, m, crit);
          for (const key of ["highQuality", "success", "failure", "mishap"] as const) expect(odds[key]).toBeCloseTo(oracle[key], 12);
        },
      ),
      { seed: 32, numRuns: 150 },
    );
  });

  it("answer for the data models' largest pool (119 dice) and the core's 1,000-die cap, summing to 1", () => {
    const m = synthesisModifiers({ ...base, difficulty: "hard", suitableSubstitutes: 3 });
    for (const dice of [119, 1000]) {
      const odds = synthesisOdds(dice, 5, m);
      expect(odds.highQuality + odds.success + odds.failure + odds.mishap).toBeCloseTo(1, 12);
      for (const p of Object.values(odds)) expect(p).toBeGreaterThanOrEqual(0);
    }
    // 119 dice at 5+: a mishap needs more ones than successes — about 1 in 1,700.
    expect(synthesisOdds(119, 5, m).mishap).toBeCloseTo(0.000588648, 8);
  });

  it("refuses a needed count that is no whole number 0 … 1,000 with a RangeError naming it", () => {
    const m = synthesisModifiers(base);
    for (const successesNeeded of [Number.NaN, 1e308, Infinity, -1, 1.5, 1001]) {
      expect(() => synthesisOdds(10, 5, { ...m, successesNeeded })).toThrow(/successesNeeded must be a whole number 0\.\.1000/);
    }
    const impossible = synthesisOdds(10, 5, { ...m, successesNeeded: 1000 });
    expect(impossible.highQuality + impossible.success).toBeCloseTo(0, 12);
    expect(impossible.failure + impossible.mishap).toBeCloseTo(1, 12);
  });
});
