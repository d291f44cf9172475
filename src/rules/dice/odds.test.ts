import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces } from "./faces.ts";
import { rollPool } from "./pool.ts";
import type { DieChain } from "./pool.ts";
import { scoreAttack, scoreCheck } from "./score.ts";
import {
  attackDistribution,
  expectedSuccesses,
  explodingTail,
  hitChances,
  successDistribution,
  successProbability,
} from "./odds.ts";

/** Every total one exploding die can show (chains up to 14 sixes: the rest weighs 6^-15) with its exact probability. */
function totalsOfOneDie(): { total: number; p: number }[] {
  const out: { total: number; p: number }[] = [];
  for (let sixes = 0; sixes <= 14; sixes++) {
    for (let last = 1; last <= 5; last++) out.push({ total: 6 * sixes + last, p: Math.pow(6, -(sixes + 1)) });
  }
  return out;
}

/** Brute force: enumerate every combination of die totals and score it with the real scoreCheck. */
function bruteForceAtLeast(normal: number, destiny: number, minRoll: number, atLeast: number, critThreshold = 11, canCrit = true): number {
  const totals = totalsOfOneDie();
  const kinds = [...Array<boolean>(normal).fill(false), ...Array<boolean>(destiny).fill(true)];
  let sum = 0;
  const walk = (i: number, dice: DieChain[], p: number): void => {
    if (i === kinds.length) {
      if (scoreCheck(dice, { minRoll, critThreshold, canCrit }).successes >= atLeast) sum += p;
      return;
    }
    for (const t of totals) walk(i + 1, [...dice, { faces: [t.total], total: t.total, destiny: kinds[i] }], p * t.p);
  };
  walk(0, [], 1);
  return sum;
}

describe("explodingTail", () => {
  it("matches the rulebook's reachable targets", () => {
    expect(explodingTail(1)).toBe(1);
    expect(explodingTail(5)).toBeCloseTo(1 / 3, 15);
    expect(explodingTail(6)).toBeCloseTo(1 / 6, 15);
    expect(explodingTail(7)).toBeCloseTo(1 / 6, 15);
    expect(explodingTail(9)).toBeCloseTo((1 / 6) * (4 / 6), 15);
    expect(explodingTail(14)).toBeCloseTo(5 / 216, 15);
  });
});

describe("successProbability — by hand", () => {
  it("1 die at 5+ is 1/3", () => expect(successProbability(1, { minRoll: 5 })).toBeCloseTo(1 / 3, 14));
  it("1 die at 14+ is 5/216 (6, 6, then 2+)", () => expect(successProbability(1, { minRoll: 14 })).toBeCloseTo(5 / 216, 15));
  it("1 die at 5+ scores 2 successes with 1/18 (11+)", () => expect(successProbability(1, { minRoll: 5, atLeast: 2 })).toBeCloseTo(1 / 18, 15));
  it("2 dice at 5+ score at least 2 successes with 5/27", () => {
    // 1 − P(0,0) − 2·P(0)·P(exactly 1) = 1 − 4/9 − 2·(2/3)·(5/18)
    expect(successProbability(2, { minRoll: 5, atLeast: 2 })).toBeCloseTo(5 / 27, 14);
  });
  it("2 dice at 5+ pass with 5/9", () => expect(successProbability(2, { minRoll: 5 })).toBeCloseTo(5 / 9, 14));
  it("a destiny die at 14+ needs only 4+ (1/2)", () => expect(successProbability(0, { minRoll: 14, destinyDice: 1 })).toBeCloseTo(1 / 2, 14));
  it("no dice never pass, asking for nothing always does", () => {
    expect(successProbability(0, { minRoll: 5 })).toBe(0);
    expect(successProbability(-3, { minRoll: 5 })).toBe(0);
    expect(successProbability(0, { minRoll: 5, atLeast: 0 })).toBe(1);
  });
  it("without crits one die never scores 2", () => expect(successProbability(1, { minRoll: 5, atLeast: 2, canCrit: false })).toBe(0));
  it("rejects absurd counts", () => {
    expect(() => successProbability(1001, { minRoll: 5 })).toThrow(RangeError);
    expect(() => successProbability(1.5, { minRoll: 5 })).toThrow(RangeError);
  });
});

describe("successProbability — against brute-force enumeration scored by scoreCheck", () => {
  it.each([
    [2, 0, 5, 1],
    [2, 0, 5, 3],
    [3, 0, 8, 2],
    [2, 1, 9, 2],
    [1, 1, 14, 1],
    [3, 0, 3, 4],
    [2, 0, 12, 2],
  ])("%i dice + %i destiny at %i+ reach %i successes", (normal, destiny, minRoll, atLeast) => {
    expect(successProbability(normal, { minRoll, destinyDice: destiny, atLeast })).toBeCloseTo(
      bruteForceAtLeast(normal, destiny, minRoll, atLeast),
      10,
    );
  });

  it("a lowered critical threshold (9) counts its extras", () => {
    expect(successProbability(2, { minRoll: 6, atLeast: 3, critThreshold: 9 })).toBeCloseTo(bruteForceAtLeast(2, 0, 6, 3, 9), 10);
  });
});

describe("successProbability — against a seeded Monte-Carlo run", () => {
  const samples = 200_000;
  it.each([
    [6, 0, 8, 2],
    [10, 0, 5, 5],
    [4, 1, 11, 1],
    [12, 0, 7, 6],
  ])("%i dice + %i destiny at %i+ for %i successes agrees within 5 standard errors", (normal, destiny, minRoll, atLeast) => {
    const source = randomFaces(mulberry32(normal * 1000 + minRoll * 10 + atLeast));
    let hits = 0;
    for (let i = 0; i < samples; i++) {
      const dice = [...rollPool(normal, source), ...rollPool(destiny, source, { destiny: true })];
      if (scoreCheck(dice, { minRoll }).successes >= atLeast) hits++;
    }
    const p = successProbability(normal, { minRoll, destinyDice: destiny, atLeast });
    const se = Math.sqrt((p * (1 - p)) / samples);
    expect(p).toBeGreaterThan(0.01);
    expect(Math.abs(hits / samples - p)).toBeLessThan(5 * se);
  });
});

describe("successDistribution and expectedSuccesses", () => {
  it("sums to 1 and its last bucket is the chance of at least cap", () => {
    const dist = successDistribution(7, { minRoll: 6, destinyDice: 2 }, 5);
    expect(dist).toHaveLength(6);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(dist[5]).toBeCloseTo(successProbability(7, { minRoll: 6, destinyDice: 2, atLeast: 5 }), 14);
  });
  it("one die at 5+ expects 1/3 + 1/18 + 1/108 + … successes", () => {
    // P(v ≥ 1) = 1/3, P(v ≥ j+1) = (1/18)·6^-(j-1): sum = 1/3 + (1/18)·6/5
    expect(expectedSuccesses(1, { minRoll: 5 })).toBeCloseTo(1 / 3 + 1 / 15, 12);
  });
});

describe("attack odds", () => {
  it("one die at 5+: miss 2/3, normal hit 5/18, critical 1/18", () => {
    const c = hitChances(5);
    expect(c.miss).toBeCloseTo(2 / 3, 14);
    expect(c.normal).toBeCloseTo(5 / 18, 14);
    expect(c.critical).toBeCloseTo(1 / 18, 14);
    expect(hitChances(5, { canCrit: false }).critical).toBe(0);
  });

  it("the table sums to 1 and matches its marginals", () => {
    const table = attackDistribution(5, { minRoll: 6, destinyDice: 1 });
    let total = 0;
    for (const row of table) for (const p of row) total += p;
    expect(total).toBeCloseTo(1, 12);
    // P(no hit at all) = (5/6)^5 · (1/2)
    expect(table[0][0]).toBeCloseTo(Math.pow(5 / 6, 5) * 0.5, 14);
  });

  it("a burst table has no criticals", () => {
    const table = attackDistribution(4, { minRoll: 5, canCrit: false });
    for (const row of table) for (let c = 1; c < row.length; c++) expect(row[c]).toBe(0);
  });

  it("agrees with a seeded Monte-Carlo run within 5 standard errors", () => {
    const samples = 200_000;
    const source = randomFaces(mulberry32(99));
    const counts = new Map<string, number>();
    for (let i = 0; i < samples; i++) {
      const score = scoreAttack(rollPool(6, source), { minRoll: 5 });
      const key = `${score.hits},${score.criticalHits}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const table = attackDistribution(6, { minRoll: 5 });
    for (const [h, c] of [[0, 0], [1, 0], [2, 0], [1, 1], [0, 1], [3, 0]]) {
      const p = table[h][c];
      const se = Math.sqrt((p * (1 - p)) / samples);
      expect(Math.abs((counts.get(`${h},${c}`) ?? 0) / samples - p)).toBeLessThan(5 * se);
    }
  });
});

describe("odds properties", () => {
  const minRolls = fc.integer({ min: -2, max: 40 });
  it("more dice never lower the odds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), minRolls, fc.integer({ min: 0, max: 6 }), (n, minRoll, atLeast) => {
        expect(successProbability(n + 1, { minRoll, atLeast })).toBeGreaterThanOrEqual(successProbability(n, { minRoll, atLeast }) - 1e-12);
      }),
    );
  });
  it("a higher min roll never raises them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), minRolls, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2 }), (n, minRoll, atLeast, destinyDice) => {
        expect(successProbability(n, { minRoll: minRoll + 1, atLeast, destinyDice })).toBeLessThanOrEqual(
          successProbability(n, { minRoll, atLeast, destinyDice }) + 1e-12,
        );
      }),
    );
  });
  it("odds are probabilities and fall as more successes are needed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), minRolls, fc.integer({ min: 1, max: 8 }), (n, minRoll, atLeast) => {
        const p = successProbability(n, { minRoll, atLeast });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        expect(successProbability(n, { minRoll, atLeast: atLeast + 1 })).toBeLessThanOrEqual(p + 1e-12);
      }),
    );
  });
});

describe("odds consistency", () => {
  it("property: a larger cap refines a smaller one (its tail sums to the smaller cap's last bucket)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 2 }), (n, minRoll, cap, destinyDice) => {
        const small = successDistribution(n, { minRoll, destinyDice }, cap);
        const big = successDistribution(n, { minRoll, destinyDice }, cap + 3);
        for (let s = 0; s < cap; s++) expect(small[s]).toBeCloseTo(big[s], 12);
        expect(small[cap]).toBeCloseTo(big.slice(cap).reduce((a, b) => a + b, 0), 12);
      }),
    );
  });

  it("property: the attack table's chance of at least one hit equals successProbability", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 2, max: 20 }), fc.integer({ min: 5, max: 15 }), (n, minRoll, c) => {
        const table = attackDistribution(n, { minRoll, critThreshold: c });
        expect(1 - table[0][0]).toBeCloseTo(successProbability(n, { minRoll }), 12);
        // expected hits + criticals = dice × P(success)
        let expected = 0;
        table.forEach((row, h) => row.forEach((p, k) => (expected += p * (h + k))));
        expect(expected).toBeCloseTo(n * successProbability(1, { minRoll }), 10);
      }),
    );
  });
});
