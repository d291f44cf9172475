import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces, scriptedFaces } from "./faces.ts";
import { dieFromFaces, rollPool } from "./pool.ts";
import type { DieChain } from "./pool.ts";
import { critSteps, destinyMinRoll, hasSideEffects, initiativeTotal, scoreAttack, scoreCheck } from "./score.ts";

/** A die whose total is `total`, with faces as an exploding die shows them (6, 6, …, rest). */
function dieWithTotal(total: number, destiny = false): DieChain {
  if (total % 6 === 0) throw new Error(`no finished exploding die totals ${total}`);
  const faces: number[] = [];
  for (let rest = total; ; rest -= 6) {
    if (rest < 6) {
      faces.push(rest);
      break;
    }
    faces.push(6);
  }
  return dieFromFaces(faces, destiny);
}

const arbitraryDice = fc.array(
  fc.record({ total: fc.integer({ min: 1, max: 60 }), destiny: fc.boolean(), first: fc.integer({ min: 1, max: 6 }) }),
  { maxLength: 30 },
).map((list) => list.map((d): DieChain => ({ faces: [d.first], total: d.total, destiny: d.destiny })));

describe("scoreCheck — rulebook examples", () => {
  it("Hagen's 5 dice at 14+ (4,2,6,6,1 → 6,1 → 1) reach 13 at best and fail", () => {
    const dice = rollPool(5, scriptedFaces([4, 2, 6, 6, 1, 6, 1, 1]));
    const score = scoreCheck(dice, { minRoll: 5 + 9 });
    expect(score.successes).toBe(0);
    expect(score.passed).toBe(false);
    expect(score.dice.every((d) => !d.success)).toBe(true);
  });

  it("Hagen's roll would pass with a destiny die showing 4 (destiny dice need only min(4, M))", () => {
    const dice = [...rollPool(5, scriptedFaces([4, 2, 6, 6, 1, 6, 1, 1])), ...rollPool(1, scriptedFaces([4]), { destiny: true })];
    const score = scoreCheck(dice, { minRoll: 14 });
    expect(score.successes).toBe(1);
    expect(score.passed).toBe(true);
  });

  it("Luta's casting 3,4,5,5,3,1 at 5+ has 2 successes (power 1 + 2 = 3) and no side effects", () => {
    const score = scoreCheck(rollPool(6, scriptedFaces([3, 4, 5, 5, 3, 1])), { minRoll: 5 });
    expect(score.successes).toBe(2);
    expect(1 + score.successes).toBe(3);
    expect(score.sideEffects).toBe(false);
    expect(score.criticalDice).toBe(0);
  });
});

describe("scoreCheck — the critical table (11+/17+/23+/29+)", () => {
  it.each([
    [5, 1],
    [10, 1],
    [11, 2],
    [16, 2],
    [17, 3],
    [22, 3],
    [23, 4],
    [28, 4],
    [29, 5],
    [35, 6],
  ])("a die totalling %i at 5+ is worth %i successes", (total, successes) => {
    expect(scoreCheck([dieWithTotal(total)], { minRoll: 5 }).successes).toBe(successes);
  });

  it("the critical threshold does not move with the min roll: 11 at 8+ is still a critical success", () => {
    const score = scoreCheck([dieWithTotal(11)], { minRoll: 8 });
    expect(score.successes).toBe(2);
    expect(score.criticalDice).toBe(1);
  });

  it("a die that misses the min roll gets no extra success even above the threshold", () => {
    const score = scoreCheck([dieWithTotal(13)], { minRoll: 14 });
    expect(score.successes).toBe(0);
    expect(score.dice[0].extraSuccesses).toBe(0);
    expect(score.criticalDice).toBe(0);
  });

  it("a moved threshold moves every step (aimed: 9 → +1, 15 → +2)", () => {
    expect(scoreCheck([dieWithTotal(9)], { minRoll: 5, critThreshold: 9 }).successes).toBe(2);
    expect(scoreCheck([dieWithTotal(15)], { minRoll: 5, critThreshold: 9 }).successes).toBe(3);
  });

  it("no extra successes when the roll cannot crit", () => {
    expect(scoreCheck([dieWithTotal(29)], { minRoll: 5, canCrit: false }).successes).toBe(1);
  });
});

describe("scoreCheck — min roll and destiny", () => {
  it("clamps the min roll to 2: a 1 never succeeds, a 2 does at any lower min roll", () => {
    expect(scoreCheck([dieWithTotal(1)], { minRoll: -5 }).successes).toBe(0);
    expect(scoreCheck([dieWithTotal(2)], { minRoll: -5 }).successes).toBe(1);
    expect(scoreCheck([dieWithTotal(2)], { minRoll: 3 }).successes).toBe(0);
  });

  it("destiny dice succeed on min(4, M)", () => {
    expect(destinyMinRoll(14)).toBe(4);
    expect(destinyMinRoll(3)).toBe(3);
    expect(destinyMinRoll(0)).toBe(2);
    expect(scoreCheck([dieWithTotal(4, true)], { minRoll: 9 }).successes).toBe(1);
    expect(scoreCheck([dieWithTotal(3, true)], { minRoll: 9 }).successes).toBe(0);
    expect(scoreCheck([dieWithTotal(3, true)], { minRoll: 3 }).successes).toBe(1);
  });

  it("after a destiny reroll every die succeeds on min(4, M)", () => {
    const dice = [dieWithTotal(4), dieWithTotal(3)];
    expect(scoreCheck(dice, { minRoll: 10, allDestiny: true }).successes).toBe(1);
    expect(scoreCheck(dice, { minRoll: 10 }).successes).toBe(0);
  });

  it("no dice: no success, not passed", () => {
    expect(scoreCheck([], { minRoll: 5 })).toEqual({ dice: [], successes: 0, passed: false, criticalDice: 0, sideEffects: false });
  });
});

describe("side effects", () => {
  it("exactly two dice whose first face is 1 — not one, not three", () => {
    expect(hasSideEffects(rollPool(4, scriptedFaces([1, 1, 5, 3])))).toBe(true);
    expect(scoreCheck(rollPool(4, scriptedFaces([1, 1, 5, 3])), { minRoll: 5 }).sideEffects).toBe(true);
    expect(hasSideEffects(rollPool(4, scriptedFaces([1, 2, 5, 3])))).toBe(false);
    expect(hasSideEffects(rollPool(4, scriptedFaces([1, 1, 1, 3])))).toBe(false);
  });
  it("counts only the first face of a chain", () => {
    expect(hasSideEffects(rollPool(3, scriptedFaces([6, 6, 1, 1, 1])))).toBe(false);
  });
});

describe("scoreAttack", () => {
  it("Maragas' 4,5,5,14 at 5+ is 2 normal hits and 1 critical hit", () => {
    const dice = rollPool(4, scriptedFaces([4, 5, 5, 6, 6, 2]));
    expect(dice.map((d) => d.total)).toEqual([4, 5, 5, 14]);
    expect(scoreAttack(dice, { minRoll: 5 })).toEqual({ hits: 2, criticalHits: 1, extraWounds: [0] });
  });

  it.each([
    [5, 1, 0, []],
    [10, 1, 0, []],
    [11, 0, 1, [0]],
    [17, 0, 1, [1]],
    [23, 0, 1, [2]],
    [29, 0, 1, [3]],
  ])("a die totalling %i is %i normal / %i critical hit(s) with extra wounds %j", (total, hits, crits, extra) => {
    expect(scoreAttack([dieWithTotal(total)], { minRoll: 5 })).toEqual({ hits, criticalHits: crits, extraWounds: extra });
  });

  it("a burst (canCrit false) never crits: a 17 is one normal hit", () => {
    expect(scoreAttack([dieWithTotal(17)], { minRoll: 5, canCrit: false })).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
  });

  it("recoil raises the threshold: 11 at C 13 is a normal hit", () => {
    expect(scoreAttack([dieWithTotal(11)], { minRoll: 7, critThreshold: 13 })).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
  });
});

describe("initiativeTotal", () => {
  it("the rogue's Quickness 4 roll 4,5,1,17 totals 27", () => {
    const dice = rollPool(4, scriptedFaces([4, 5, 1, 6, 6, 5]));
    expect(dice.map((d) => d.total)).toEqual([4, 5, 1, 17]);
    expect(initiativeTotal(dice)).toBe(27);
  });
  it("no dice total 0", () => expect(initiativeTotal([])).toBe(0));
});

describe("critSteps", () => {
  it("counts steps of 6 from the threshold", () => {
    expect([10, 11, 16, 17, 23, 29].map((t) => critSteps(t))).toEqual([0, 1, 1, 2, 3, 4]);
  });
});

describe("scoring properties", () => {
  it("successes are never negative and are the successful dice plus their extras", () => {
    fc.assert(
      fc.property(arbitraryDice, fc.integer({ min: -5, max: 45 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), (dice, minRoll, c, canCrit) => {
        const score = scoreCheck(dice, { minRoll, critThreshold: c, canCrit });
        expect(score.successes).toBeGreaterThanOrEqual(0);
        const expected = score.dice.reduce((sum, d) => sum + (d.success ? 1 + d.extraSuccesses : 0), 0);
        expect(score.successes).toBe(expected);
        expect(score.passed).toBe(score.successes > 0);
      }),
    );
  });

  it("crits only on successful dice", () => {
    fc.assert(
      fc.property(arbitraryDice, fc.integer({ min: -5, max: 45 }), fc.integer({ min: 0, max: 20 }), (dice, minRoll, c) => {
        const score = scoreCheck(dice, { minRoll, critThreshold: c });
        for (const d of score.dice) if (d.extraSuccesses > 0) expect(d.success).toBe(true);
        expect(score.criticalDice).toBe(score.dice.filter((d) => d.extraSuccesses > 0).length);
      }),
    );
  });

  it("an attack scores one hit per successful die; burst never crits", () => {
    fc.assert(
      fc.property(arbitraryDice, fc.integer({ min: -5, max: 45 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), (dice, minRoll, c, canCrit) => {
        const check = scoreCheck(dice, { minRoll, critThreshold: c, canCrit });
        const attack = scoreAttack(dice, { minRoll, critThreshold: c, canCrit });
        expect(attack.hits + attack.criticalHits).toBe(check.dice.filter((d) => d.success).length);
        expect(attack.extraWounds).toHaveLength(attack.criticalHits);
        expect(attack.criticalHits).toBe(check.criticalDice);
        if (!canCrit) expect(attack.criticalHits).toBe(0);
        for (const w of attack.extraWounds) expect(w).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("a higher min roll never gives more successes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer(), fc.integer({ min: 2, max: 30 }), (count, seed, minRoll) => {
        const dice = rollPool(count, randomFaces(mulberry32(seed)));
        expect(scoreCheck(dice, { minRoll: minRoll + 1 }).successes).toBeLessThanOrEqual(scoreCheck(dice, { minRoll }).successes);
      }),
    );
  });
});
