import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PROTECTION_TYPES } from "../catalog/index.ts";
import type { ProtectionType } from "../catalog/index.ts";
import {
  applyFlatProtection,
  applyProtection,
  armourDamagePercent,
  planProtection,
  spendProtection,
} from "./protection.ts";
import type { ProtectionPool } from "./protection.ts";

const attack = (hits: number, extraWounds: number[] = [], piercing = 0) => ({ hits, criticalHits: extraWounds.length, extraWounds, piercing });

describe("protection pool", () => {
  it("normal units stop normal hits, one each", () => {
    const r = applyProtection({ normal: 2 }, attack(3));
    expect(r).toMatchObject({ hits: 1, hitsStopped: 2, spent: ["normal", "normal"] });
    expect(r.remaining.normal).toBe(0);
  });

  it("Maragas' critical hit goes through normal protection; the two normal hits are stopped", () => {
    const r = applyProtection({ normal: 3 }, attack(2, [0]));
    expect(r).toMatchObject({ hits: 0, criticalHits: 1, hitsStopped: 2, criticalHitsStopped: 0 });
    expect(r.remaining.normal).toBe(1);
  });

  it("only critical units stop critical hits, and they are saved for them", () => {
    const r = applyProtection({ normal: 1, critical: 1 }, attack(1, [1]));
    expect(r).toMatchObject({ hits: 0, criticalHits: 0, criticalHitsStopped: 1, hitsStopped: 1 });
    expect(r.spent.sort()).toEqual(["critical", "normal"]);
  });

  it("a critical unit stops a normal hit when no critical is left", () => {
    expect(applyProtection({ critical: 1 }, attack(1))).toMatchObject({ hits: 0, hitsStopped: 1, spent: ["critical"] });
  });

  it("a condition unit stops a hit and the matching condition", () => {
    const r = applyProtection({ normal: 2, bleeding: 1, fire: 1 }, { ...attack(1), conditions: { bleeding: 2 } });
    expect(r.spent).toEqual(["bleeding"]);
    expect(r.conditionsPrevented).toEqual(["bleeding"]);
    expect(r.hits).toBe(0);
  });

  it("a condition unit does not stop a critical hit", () => {
    expect(applyProtection({ poison: 2 }, { ...attack(0, [0]), conditions: { poisoned: 1 } })).toMatchObject({ criticalHits: 1, spent: [], conditionsPrevented: [] });
  });

  it("sticky binds the weapon, reflection sends a hit back", () => {
    expect(spendProtection({ sticky: 1 }, attack(1), ["sticky"])).toMatchObject({ weaponBound: true, hits: 0 });
    expect(spendProtection({ reflection: 2 }, attack(3), ["reflection", "reflection"])).toMatchObject({ reflectedHits: 2, hits: 1 });
  });

  it("piercing P: the first P units spent stop nothing", () => {
    const r = spendProtection({ normal: 3 }, attack(3, [], 2), ["normal", "normal", "normal"]);
    expect(r).toMatchObject({ wasted: 2, hitsStopped: 1, hits: 2 });
  });

  it("a condition unit eaten by piercing prevents nothing", () => {
    const r = spendProtection({ bleeding: 1, normal: 1 }, { ...attack(2, [], 1), conditions: { bleeding: 1 } }, ["bleeding", "normal"]);
    expect(r.conditionsPrevented).toEqual([]);
    expect(r.hitsStopped).toBe(1);
  });

  it("the automatic plan lets piercing eat the cheapest units and keeps the useful ones effective", () => {
    const plan = planProtection({ normal: 1, fire: 1, critical: 1 }, { ...attack(1, [0], 1), conditions: { burning: 2 } });
    expect(plan).toEqual(["normal", "critical", "fire"]);
    const r = spendProtection({ normal: 1, fire: 1, critical: 1 }, { ...attack(1, [0], 1), conditions: { burning: 2 } }, plan);
    expect(r).toMatchObject({ hits: 0, criticalHits: 0, conditionsPrevented: ["burning"], wasted: 1 });
  });

  it("spends nothing when the pool cannot get past the piercing", () => {
    expect(applyProtection({ normal: 2 }, attack(3, [], 2))).toMatchObject({ spent: [], hits: 3 });
  });

  it("respects limits on what to stop", () => {
    expect(applyProtection({ normal: 5 }, attack(4), { hits: 1 })).toMatchObject({ hits: 3, spent: ["normal"] });
  });

  it("units that could stop nothing are not spent", () => {
    const r = spendProtection({ normal: 2 }, attack(1), ["normal", "normal"]);
    expect(r.spent).toEqual(["normal"]);
    expect(r.notSpent).toEqual(["normal"]);
    expect(r.remaining.normal).toBe(1);
  });

  it("refuses units the pool does not hold", () => {
    expect(() => spendProtection({ normal: 1 }, attack(2), ["normal", "normal"])).toThrow(RangeError);
  });

  const pools = fc.record(Object.fromEntries(PROTECTION_TYPES.map((t) => [t, fc.nat({ max: 4 })])) as Record<ProtectionType, fc.Arbitrary<number>>);
  const attacks = fc.record({
    hits: fc.nat({ max: 8 }),
    extraWounds: fc.array(fc.nat({ max: 3 }), { maxLength: 4 }),
    piercing: fc.nat({ max: 4 }),
    bleeding: fc.nat({ max: 2 }),
    burning: fc.nat({ max: 2 }),
  });

  it("property: protection never stops more hits than exist, spends only what the pool holds, conserves units", () => {
    fc.assert(
      fc.property(pools, attacks, (pool: ProtectionPool, a) => {
        const input = { hits: a.hits, criticalHits: a.extraWounds.length, extraWounds: a.extraWounds, piercing: a.piercing, conditions: { bleeding: a.bleeding, burning: a.burning } };
        const r = applyProtection(pool, input);
        expect(r.hits + r.hitsStopped).toBe(a.hits);
        expect(r.criticalHits + r.criticalHitsStopped).toBe(a.extraWounds.length);
        expect(r.criticalHitsStopped).toBeLessThanOrEqual(pool.critical ?? 0);
        for (const t of PROTECTION_TYPES) {
          expect(r.remaining[t]).toBeGreaterThanOrEqual(0);
          expect(r.remaining[t] + r.spent.filter((s) => s === t).length).toBe(pool[t] ?? 0);
        }
        expect(r.spent.length).toBe(r.wasted + r.hitsStopped + r.criticalHitsStopped);
        if (r.spent.length > 0) expect(r.wasted).toBe(a.piercing);
      }),
    );
  });

  it("property: the automatic plan stops as many hits as any spending could", () => {
    fc.assert(
      fc.property(pools, attacks, (pool: ProtectionPool, a) => {
        const input = { hits: a.hits, criticalHits: a.extraWounds.length, extraWounds: a.extraWounds, piercing: a.piercing };
        const r = applyProtection(pool, input);
        // Demonic units work only against demonic attacks (none here).
        const units = PROTECTION_TYPES.filter((t) => t !== "demonic").reduce((s, t) => s + (pool[t] ?? 0), 0);
        const stoppable = units <= a.piercing ? 0 : Math.min(a.hits + a.extraWounds.length, units - a.piercing, a.hits + Math.min(a.extraWounds.length, pool.critical ?? 0));
        expect(r.hitsStopped + r.criticalHitsStopped).toBe(stoppable);
      }),
    );
  });
});

describe("demonic protection (appendix letter D)", () => {
  it("is never planned or spent against an ordinary attack, not even for piercing", () => {
    expect(applyProtection({ demonic: 3 }, attack(2))).toMatchObject({ hits: 2, hitsStopped: 0, spent: [] });
    expect(planProtection({ demonic: 3, normal: 1 }, attack(2, [], 1))).toEqual([]);
    const explicit = spendProtection({ demonic: 1 }, attack(1), ["demonic"]);
    expect(explicit).toMatchObject({ hits: 1, spent: [], notSpent: ["demonic"] });
    expect(explicit.remaining.demonic).toBe(1);
  });

  it("stops a normal hit of a demonic attack, and is spent before other units", () => {
    const r = applyProtection({ demonic: 1, normal: 2 }, { ...attack(2), demonic: true });
    expect(r).toMatchObject({ hits: 0, hitsStopped: 2, spent: ["demonic", "normal"] });
    expect(r.remaining).toMatchObject({ demonic: 0, normal: 1 });
  });

  it("does not stop a critical hit of a demonic attack", () => {
    expect(applyProtection({ demonic: 2 }, { ...attack(0, [1]), demonic: true })).toMatchObject({ criticalHits: 1, criticalHitsStopped: 0 });
  });
});

describe("flat protection (variant)", () => {
  it("stops max(0, protection − piercing) normal hits; criticals always get through", () => {
    expect(applyFlatProtection(3, attack(5, [1], 1))).toEqual({ hits: 3, criticalHits: 1, extraWounds: [1], hitsStopped: 2 });
    expect(applyFlatProtection(1, attack(5, [], 3))).toMatchObject({ hits: 5, hitsStopped: 0 });
    expect(applyFlatProtection(9, attack(2))).toMatchObject({ hits: 0, hitsStopped: 2 });
  });
});

describe("armour damage (optional)", () => {
  it("every 2 stopped hits cost 10 %, rounded down (4 of 5 hits stopped → 20 %)", () => {
    expect(armourDamagePercent(4)).toBe(20);
    expect(armourDamagePercent(5)).toBe(20);
    expect(armourDamagePercent(1)).toBe(0);
  });
});
