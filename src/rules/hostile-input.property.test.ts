/**
 * Hostile numbers against the core's public functions (issue: "bad input"): NaN, ±Infinity, negatives,
 * huge and fractional values. Every call either returns a finite, sane result (no NaN or Infinity,
 * counts ≥ 0, pools within MAX_POOL) or throws a RangeError — and returns at all: the inputs are
 * bounded by what the functions accept, so no call can loop without end (no timed test needed).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyDodge, applyFlatProtection, armourDamagePercent, concealmentDice, coupDeGrace, destinyMinRoll, dieFromFaces, dodgeCheck, explodingTail, initiativeDice, initiativeSortValue, parrySuccesses, randomFaces, resistanceAttribute, resolveDamage, resolveGroupRoll, rollInteger, rollPool, scoreAttack, scoreCheck, successProbability } from "./index.ts";
import { MAX_POOL, rollDie } from "./dice/pool.ts";
import { attackHitDice } from "./attack/hit-dice.ts";
import { applyCover } from "./attack/cover.ts";
import { applyParry } from "./attack/defence.ts";
import { applyProtection } from "./attack/protection.ts";
import { attackRollSetup, cappedActionBonus, nextRecoilStreak, recoilPenalty } from "./attack/min-roll.ts";
import { clampCritThreshold, clampMinRoll, critSteps } from "./dice/score.ts";
import { compareInitiative, initiativeFromDice } from "./initiative.ts";
import { expectedSuccesses, hitChances, successDistribution } from "./dice/odds.ts";
import { plainHits, removeHits } from "./attack/hits.ts";
import { resolveCheck } from "./check/modifiers.ts";
import { woundsDealt } from "./attack/wounds.ts";
import { castingOutcome } from "./extensions/magic.ts";

/** Numbers a corrupted world or a hostile module might pass. */
const hostile = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -1, -1e9, 1e9, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5, 2.5),
  fc.integer({ min: -20, max: 40 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: false }),
);

/** Either a RangeError, or the value `check` accepts. */
function finiteOrRangeError<T>(call: () => T, check: (value: T) => void): void {
  let value: T;
  try {
    value = call();
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return;
  }
  check(value);
}

const isFinite = (v: number) => expect(Number.isFinite(v), `expected finite, got ${v}`).toBe(true);
const isCount = (v: number) => {
  isFinite(v);
  expect(v).toBeGreaterThanOrEqual(0);
};
const isPool = (v: number) => {
  isCount(v);
  expect(v).toBeLessThanOrEqual(MAX_POOL);
};
const isProbability = (v: number) => {
  isFinite(v);
  expect(v).toBeGreaterThanOrEqual(0);
  expect(v).toBeLessThanOrEqual(1 + 1e-9);
};
const isScore = (a: { hits: number; criticalHits: number; extraWounds: readonly number[] }) => {
  isCount(a.hits);
  isCount(a.criticalHits);
  a.extraWounds.forEach(isCount);
};
const score = fc.record({ hits: hostile, criticalHits: hostile, extraWounds: fc.array(hostile, { maxLength: 4 }) });
const runs = { numRuns: 150 };

describe("hostile numbers: min roll, thresholds, odds", () => {
  it("clampMinRoll, clampCritThreshold, destinyMinRoll, critSteps, explodingTail, hitChances", () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        finiteOrRangeError(() => clampMinRoll(a), (v) => expect(v).toBeGreaterThanOrEqual(2));
        finiteOrRangeError(() => clampCritThreshold(a), (v) => expect(v).toBeGreaterThanOrEqual(2));
        finiteOrRangeError(() => destinyMinRoll(a), isFinite);
        finiteOrRangeError(() => critSteps(a, b), isCount);
        finiteOrRangeError(() => explodingTail(a), isProbability);
        finiteOrRangeError(() => hitChances(a, { critThreshold: b }), (h) => [h.miss, h.normal, h.critical].forEach(isProbability));
      }),
      runs,
    );
  });

  it("successProbability, successDistribution, expectedSuccesses (bounded: never hang)", () => {
    const dice = fc.oneof(hostile, fc.integer({ min: 0, max: 30 }));
    fc.assert(
      fc.property(dice, hostile, hostile, fc.oneof(hostile, fc.integer({ min: 1, max: 20 })), (n, m, c, cap) => {
        finiteOrRangeError(() => successProbability(n, { minRoll: m, critThreshold: c, atLeast: cap }), isProbability);
        finiteOrRangeError(() => expectedSuccesses(n, { minRoll: m, critThreshold: c }), isCount);
        finiteOrRangeError(() => successDistribution(n > 30 ? 30 : n, { minRoll: m, critThreshold: c }, cap > 40 ? cap * 1e6 : cap), (d) => d.forEach(isProbability));
      }),
      runs,
    );
  });
});

describe("hostile numbers: dice", () => {
  it("rollPool and rollDie refuse hostile counts, chains and faces; random faces stay 1..6", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (n, chain, r) => {
        const sixes = () => 6;
        finiteOrRangeError(() => rollPool(n, randomFaces(() => 0.5), { maxChain: 3 }), (d) => expect(d.length).toBeLessThanOrEqual(MAX_POOL));
        finiteOrRangeError(() => rollDie(sixes, { maxChain: chain }), (d) => isFinite(d.total));
        finiteOrRangeError(() => rollDie(() => r), (d) => isFinite(d.total));
        const face = randomFaces(() => r)();
        expect(face).toBeGreaterThanOrEqual(1);
        expect(face).toBeLessThanOrEqual(6);
        finiteOrRangeError(() => rollInteger(6, () => r), (v) => expect(v >= 1 && v <= 6).toBe(true));
      }),
      runs,
    );
  });

  it("scoreCheck, scoreAttack and the initiative total refuse impossible die totals", () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 4 }), hostile, hostile, (totals, m, q) => {
        const dice = totals.map((t) => ({ ...dieFromFaces([1]), total: t }));
        finiteOrRangeError(() => scoreCheck(dice, { minRoll: m }), (s) => isCount(s.successes));
        finiteOrRangeError(() => scoreAttack(dice, { minRoll: m }), isScore);
        finiteOrRangeError(() => initiativeFromDice(dice, q, "web"), isFinite);
        finiteOrRangeError(() => initiativeDice(q, "book", m), isPool);
        finiteOrRangeError(() => initiativeSortValue(q, m, q), isFinite);
        finiteOrRangeError(() => compareInitiative({ total: q, quickness: m, deftness: 0 }, { total: 0, quickness: 0, deftness: q }), isFinite);
      }),
      runs,
    );
  });
});

describe("hostile numbers: checks and attacks", () => {
  it("resolveCheck, attackHitDice, dodgeCheck cap the pool; attackRollSetup stays finite", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, score, (pool, m, shocked, extra, attack) => {
        finiteOrRangeError(() => resolveCheck({ pool, minRoll: m, conditions: { shocked }, extraDice: extra }), (r) => {
          isPool(r.dice);
          isFinite(r.minRoll);
        });
        finiteOrRangeError(() => attackHitDice({ mode: "melee", skill: pool, damagePotential: extra, massiveActions: shocked, strength: m }), (r) => {
          isFinite(r.dice);
          expect(Math.abs(r.dice)).toBeLessThanOrEqual(MAX_POOL);
        });
        finiteOrRangeError(() => dodgeCheck({ evasion: pool, minRoll: m, attack }), (r) => isPool(r.dice));
        finiteOrRangeError(() => attackRollSetup({ mode: "single", minRoll: m, difficulty: extra, recoil: { precedingAttacks: pool, compensation: shocked }, aimActions: pool, accurateActions: extra, perception: shocked }), (r) => {
          isFinite(r.minRoll);
          isFinite(r.critThreshold);
        });
        finiteOrRangeError(() => recoilPenalty(pool, extra), isCount);
        finiteOrRangeError(() => nextRecoilStreak(pool, "firearmAttack"), isCount);
        finiteOrRangeError(() => cappedActionBonus(pool, extra, m), isCount);
        finiteOrRangeError(() => concealmentDice(pool, [extra, m]), isFinite);
        finiteOrRangeError(() => resistanceAttribute("disarm", { resistance: pool, strength: extra, deftness: m }), (r) => isPool(r.dice));
      }),
      runs,
    );
  });

  it("applyDodge, applyParry, removeHits, plainHits, applyCover never give negative counts", () => {
    fc.assert(
      fc.property(score, hostile, hostile, (attack, a, b) => {
        finiteOrRangeError(() => applyDodge(attack, a).attack, isScore);
        finiteOrRangeError(() => applyParry(attack, a), isScore);
        finiteOrRangeError(() => removeHits(attack, a, b), isScore);
        finiteOrRangeError(() => plainHits(a), isScore);
        finiteOrRangeError(() => parrySuccesses(attack), isCount);
        finiteOrRangeError(() => applyCover(attack, 5, [], []), isScore);
      }),
      runs,
    );
  });
});

describe("hostile numbers: protection, wounds, damage, special attacks, magic, groups", () => {
  it("applyProtection and resolveDamage with enormous pools and infinite hits return or refuse, never hang", () => {
    const pool = fc.record({ normal: hostile, critical: hostile, bleeding: hostile });
    fc.assert(
      fc.property(pool, score, hostile, hostile, (p, attack, piercing, wounds) => {
        finiteOrRangeError(() => applyProtection(p, { ...attack, piercing }), (r) => {
          isScore(r);
          isCount(r.hitsStopped);
        });
        finiteOrRangeError(() => applyFlatProtection(wounds, { ...attack, piercing }), isScore);
        finiteOrRangeError(() => resolveDamage({ hits: attack, weapon: { wounds, piercing }, protection: { variant: "pool", pool: p } }), (r) => {
          isCount(r.wounds);
          isScore(r.through);
          isCount(r.armourDamagePercent);
        });
        finiteOrRangeError(() => resolveDamage({ hits: attack, weapon: { wounds }, protection: { variant: "none" } }), (r) => isCount(r.wounds));
        finiteOrRangeError(() => woundsDealt(attack, { wounds, conditions: { bleeding: piercing } }), (r) => {
          isCount(r.wounds);
          Object.values(r.conditions).forEach((v) => isCount(v ?? 0));
        });
        finiteOrRangeError(() => armourDamagePercent(wounds), isCount);
      }),
      runs,
    );
  });

  it("coupDeGrace, castingOutcome, resolveGroupRoll give counts", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        finiteOrRangeError(() => coupDeGrace(a, b, c), isCount);
        finiteOrRangeError(() => castingOutcome({ successes: a, sideEffects: false }, { power: b, arcanaCost: c }, 3), (o) => {
          isCount(o.successes);
          isCount(o.power);
          isCount(o.arcanaPaid);
        });
        finiteOrRangeError(() => resolveGroupRoll([a, { successes: b }], c), (r) => {
          isCount(r.successes);
          isCount(r.missing);
        });
      }),
      runs,
    );
  });
});

describe("the known hangs of the issue", () => {
  it("expectedSuccesses with a NaN threshold, successDistribution with a huge cap, rollDie with a huge maxChain: RangeError", () => {
    expect(() => expectedSuccesses(3, { minRoll: 5, critThreshold: NaN })).toThrow(RangeError);
    expect(() => successDistribution(3, { minRoll: 5 }, 1e9)).toThrow(RangeError);
    expect(() => rollDie(() => 6, { maxChain: 1e9 })).toThrow(RangeError);
    expect(() => rollPool(3, () => 6, { maxChain: Number.MAX_SAFE_INTEGER })).toThrow(RangeError);
  });

  it("applyProtection and resolveDamage with an enormous pool and infinite hits: RangeError", () => {
    expect(() => applyProtection({ normal: 1e15 }, { hits: Infinity, criticalHits: 0, extraWounds: [] })).toThrow(RangeError);
    expect(() => resolveDamage({ hits: { hits: Infinity, criticalHits: 0, extraWounds: [] }, weapon: {}, protection: { variant: "pool", pool: { normal: 1e15 } } })).toThrow(RangeError);
  });

  it("a huge pool is capped, not rolled forever: resolveCheck gives at most MAX_POOL dice", () => {
    expect(resolveCheck({ pool: 1e9, minRoll: 5 }).dice).toBe(MAX_POOL);
    expect(attackHitDice({ mode: "melee", skill: 1e9, damagePotential: 1e9 }).dice).toBe(MAX_POOL);
  });
});
