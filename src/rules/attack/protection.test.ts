import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PROTECTION_TYPES } from "../catalog/index.ts";
import type { ProtectionType } from "../catalog/index.ts";
import {
  applyFlatProtection,
  applyProtection,
  armourDamagePercent,
  DEMONIC_PROTECTION_2025,
  DEMONIC_PROTECTION_2026,
  planProtection,
  spendListFromCounts,
  spendOrderFor,
  spendProtection,
} from "./protection.ts";
import { buildRuleset } from "../ruleset/index.ts";
import { parseProtectionCode, protectionPool } from "../items/armor.ts";
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

describe("demonic protection D in the 2025 ruleset (no D in the 2025 book; our reading of the appendix's D units)", () => {
  it("is the 2025 ruleset's value, and the default", () => {
    expect(buildRuleset({ edition: "2025" }).combat.demonicProtection).toEqual(DEMONIC_PROTECTION_2025);
    expect(applyProtection({ demonic: 1 }, { ...attack(1), demonic: true }, {}, {}, DEMONIC_PROTECTION_2025)).toEqual(applyProtection({ demonic: 1 }, { ...attack(1), demonic: true }));
  });

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

describe("demonic protection D in the 2026 ruleset (gear chapter → Ausrüstung → Schutz: \"Verhindert einen Treffer, oder drei Treffer dämonischen Ursprungs.\")", () => {
  const rules = buildRuleset({ edition: "2026" }).combat.demonicProtection;
  const demonic = (hits: number, extraWounds: number[] = [], piercing = 0) => ({ ...attack(hits, extraWounds, piercing), demonic: true });

  it("is the 2026 ruleset's value in every world", () => {
    for (const world of ["terra", "nexus", "tirakan"] as const) {
      expect(buildRuleset({ edition: "2026", world: { ...buildRuleset(), world } }).combat.demonicProtection).toEqual(DEMONIC_PROTECTION_2026);
    }
    expect(rules).toEqual({ anyAttack: true, demonicHits: 3 });
  });

  it("takes the ruleset itself as well as its value", () => {
    const ruleset = buildRuleset({ edition: "2026" });
    expect(applyProtection({ demonic: 1 }, demonic(3), {}, {}, ruleset)).toMatchObject({ hitsStopped: 3 });
    expect(applyProtection({ demonic: 1 }, demonic(3), {}, {}, buildRuleset({ edition: "2025" }))).toMatchObject({ hitsStopped: 1 });
  });

  it("one D unit stops one hit of an ordinary attack", () => {
    const r = applyProtection({ demonic: 2 }, attack(3), {}, {}, rules);
    expect(r).toMatchObject({ hits: 1, hitsStopped: 2, spent: ["demonic", "demonic"] });
    expect(spendProtection({ demonic: 1 }, attack(3), ["demonic"], {}, rules)).toMatchObject({ hits: 2, hitsStopped: 1, notSpent: [] });
  });

  it("the plan offers D against an ordinary attack, after the normal units (D keeps its worth against demons)", () => {
    expect(planProtection({ normal: 1, demonic: 1 }, attack(1), {}, {}, rules)).toEqual(["normal"]);
    expect(planProtection({ normal: 1, demonic: 1 }, attack(2), {}, {}, rules)).toEqual(["normal", "demonic"]);
  });

  it("one D unit stops three hits of a demonic attack", () => {
    const r = applyProtection({ demonic: 1 }, demonic(3), {}, {}, rules);
    expect(r).toMatchObject({ hits: 0, hitsStopped: 3, spent: ["demonic"] });
    expect(r.remaining.demonic).toBe(0);
    expect(spendProtection({ demonic: 1 }, demonic(5), ["demonic"], {}, rules)).toMatchObject({ hits: 2, hitsStopped: 3 });
    // fewer hits left than three: the unit stops what is there
    expect(spendProtection({ demonic: 1 }, demonic(2), ["demonic"], {}, rules)).toMatchObject({ hits: 0, hitsStopped: 2 });
  });

  it("the plan spends D on a demonic attack where it stops its full three, and normal units for the rest", () => {
    expect(planProtection({ normal: 3, demonic: 2 }, demonic(4), {}, {}, rules)).toEqual(["demonic", "normal"]);
    expect(planProtection({ normal: 3, demonic: 2 }, demonic(1), {}, {}, rules)).toEqual(["normal"]);
    expect(planProtection({ normal: 3, demonic: 2 }, demonic(6), {}, {}, rules)).toEqual(["demonic", "demonic"]);
    // the last two hits with no normal unit left: a D unit takes both
    expect(planProtection({ normal: 1, demonic: 2 }, demonic(5), {}, {}, rules)).toEqual(["demonic", "demonic"]);
  });

  it("does not stop critical hits (only K/C units do)", () => {
    expect(applyProtection({ demonic: 2 }, demonic(0, [1]), {}, {}, rules)).toMatchObject({ criticalHits: 1, criticalHitsStopped: 0, spent: [] });
    expect(applyProtection({ demonic: 1, critical: 1 }, demonic(3, [0]), {}, {}, rules)).toMatchObject({ hits: 0, criticalHits: 0, spent: ["critical", "demonic"] });
  });

  it("piercing eats other units before the D unit worth three hits", () => {
    const plan = planProtection({ normal: 1, demonic: 1 }, demonic(3, [], 1), {}, {}, rules);
    expect(plan).toEqual(["normal", "demonic"]);
    expect(spendProtection({ normal: 1, demonic: 1 }, demonic(3, [], 1), plan, {}, rules)).toMatchObject({ wasted: 1, hits: 0, hitsStopped: 3 });
    // the dialog's counts become a list in which D comes last against a demonic attack
    expect(spendListFromCounts({ normal: 1, demonic: 1 }, spendOrderFor({ demonic: true }, rules))).toEqual(["normal", "demonic"]);
    expect(spendListFromCounts({ normal: 1, demonic: 1 }, spendOrderFor({ demonic: false }, rules))).toEqual(["demonic", "normal"]);
  });

  const pools = fc.record(Object.fromEntries(PROTECTION_TYPES.map((t) => [t, fc.nat({ max: 3 })])) as Record<ProtectionType, fc.Arbitrary<number>>);
  /** The most hits any spending of the pool could stop (brute force): crit stops, D units, one-hit units. */
  function best(pool: ProtectionPool, hits: number, crits: number, piercing: number, perD: number): number {
    // D units that can stop nothing here (2025, an ordinary attack) are not even eaten by piercing
    const total = PROTECTION_TYPES.filter((t) => perD > 0 || t !== "demonic").reduce((s, t) => s + (pool[t] ?? 0), 0);
    const usable = total - piercing;
    if (usable <= 0) return 0;
    const crit = pool.critical ?? 0;
    const d = perD > 0 ? (pool.demonic ?? 0) : 0;
    const others = PROTECTION_TYPES.filter((t) => t !== "demonic" && t !== "critical").reduce((s, t) => s + (pool[t] ?? 0), 0);
    let max = 0;
    for (let x = 0; x <= Math.min(crits, crit); x++)
      for (let y = 0; y <= d; y++)
        for (let z = 0; z <= others + crit - x; z++) {
          if (x + y + z > usable) continue;
          // piercing must find units outside the chosen ones
          if (total - (x + y + z) < piercing) continue;
          max = Math.max(max, x + Math.min(hits, perD * y + z));
        }
    return max;
  }

  it("property: the plan stops as many hits as any spending could, in both editions, demonic or not", () => {
    fc.assert(
      fc.property(pools, fc.nat({ max: 9 }), fc.nat({ max: 2 }), fc.nat({ max: 3 }), fc.boolean(), fc.boolean(), (pool: ProtectionPool, hits, crits, piercing, isDemonic, in2026) => {
        const r = in2026 ? rules : DEMONIC_PROTECTION_2025;
        const a = { hits, criticalHits: crits, extraWounds: Array.from({ length: crits }, () => 0), piercing, demonic: isDemonic };
        const result = applyProtection(pool, a, {}, {}, r);
        const perD = isDemonic ? r.demonicHits : r.anyAttack ? 1 : 0;
        expect(result.hitsStopped + result.criticalHitsStopped).toBe(best(pool, hits, crits, piercing, perD));
        expect(result.hits + result.hitsStopped).toBe(hits);
        for (const t of PROTECTION_TYPES) expect(result.remaining[t] + result.spent.filter((s) => s === t).length).toBe(pool[t] ?? 0);
      }),
      { numRuns: 500 },
    );
  });
});

describe("a riot suit \"N N K G D\" as the book means it, in both rulesets (issue 33)", () => {
  // 2026 gear_de.tex → Schutz: N normal, K critical, G poison, D demonic; the English book writes "N N C P D".
  const suit = protectionPool([{ protection: parseProtectionCode("N N K G D").protection, encumbrance: 2, worn: true, condition: 100, category: "medium" }]);
  const attackOf = (demonic: boolean) => ({ hits: 6, criticalHits: 1, extraWounds: [0], conditions: { poisoned: 1 }, demonic });

  it("reads the German and the English letters into the same pool", () => {
    expect(suit).toMatchObject({ normal: 2, critical: 1, poison: 1, demonic: 1 });
    expect(parseProtectionCode("N N C P D").protection).toEqual(parseProtectionCode("N N K G D").protection);
  });

  it.each([
    ["2026", true, 6, 0],
    ["2026", false, 4, 2],
    ["2025", true, 4, 2],
    ["2025", false, 3, 3],
  ] as const)("%s, demonic attack %s: K stops the critical, G the poison, D its hits: %i of 6 hits stopped", (edition, demonic, stopped, through) => {
    const rules = buildRuleset({ edition }).combat.demonicProtection;
    const r = applyProtection(suit, attackOf(demonic), {}, {}, rules);
    expect(r.criticalHitsStopped).toBe(1);
    expect(r.conditionsPrevented).toEqual(["poisoned"]);
    expect(r.hitsStopped).toBe(stopped);
    expect(r.hits).toBe(through);
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

describe("innate (lineage) protection never runs out", () => {
  it("is used in full against every attack and never taken from the pool", () => {
    const first = applyProtection({ normal: 1 }, { hits: 3, criticalHits: 0, extraWounds: [] }, {}, { normal: 2 });
    expect(first).toMatchObject({ hits: 0, hitsStopped: 3, innateUsed: 2 });
    expect(first.fromPool.normal).toBe(1);
    expect(first.remaining.normal).toBe(0);
    // The next attack: the pool is empty, the innate units are all there again.
    const second = applyProtection(first.remaining, { hits: 3, criticalHits: 0, extraWounds: [] }, {}, { normal: 2 });
    expect(second).toMatchObject({ hits: 1, hitsStopped: 2, innateUsed: 2 });
    expect(second.fromPool.normal).toBe(0);
  });

  it("innate units are eaten by piercing before the pool's", () => {
    const r = applyProtection({ normal: 2 }, { hits: 2, criticalHits: 0, extraWounds: [], piercing: 1 }, {}, { normal: 1 });
    expect(r).toMatchObject({ wasted: 1, hitsStopped: 2, innateUsed: 1 });
    expect(r.fromPool.normal).toBe(2);
  });

  it("property: the pool never loses more units than were spent beyond the innate ones", () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(6), fc.nat(3), (pool, innate, hits, piercing) => {
        const r = applyProtection({ normal: pool }, { hits, criticalHits: 0, extraWounds: [], piercing }, {}, { normal: innate });
        expect(r.fromPool.normal).toBe(Math.max(0, r.spent.length - innate));
        expect(r.remaining.normal).toBe(pool - r.fromPool.normal);
      }),
    );
  });
});
