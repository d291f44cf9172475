/**
 * Combat rules of the 2026 edition (combat chapter: "Nahkampfangriffe parieren", "Entwaffnender
 * Angriff", "Abweichung", "Falsche Distanz", "Angriffsmodi" / "Rückstoss" / "Zielen" in the Tirakan
 * book), each next to the 2025 behaviour.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WORLD_RULES } from "../catalog/world-rules.ts";
import { buildRuleset } from "../ruleset/ruleset.ts";
import { applyParry } from "./defence.ts";
import { refillInnate } from "./protection.ts";
import { attackRollSetup } from "./min-roll.ts";
import { attackHitDice, profileUnder } from "./hit-dice.ts";
import { rollDeviation } from "./special.ts";
import { canAimWith } from "../combat/actions.ts";
import { attackCost } from "../combat/attack-cost.ts";
import { mulberry32 } from "../dice/faces.ts";

const R2025 = buildRuleset({ edition: "2025" });
const R2026 = buildRuleset({ edition: "2026" });
const TIRAKAN = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });
const TIRAKAN_2025 = buildRuleset({ edition: "2025", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });

/** A random function that yields the given d6/d12 faces in order. */
function faces(sides: number, ...values: number[]): () => number {
  let i = 0;
  return () => (values[i++] - 1 + 0.5) / sides;
}

describe("parrying criticals (2026 combat chapter → Nahkampfangriffe parieren)", () => {
  const attack = { hits: 2, criticalHits: 1, extraWounds: [1] };

  it("2025: each success removes a normal hit; the critical hit always gets through", () => {
    expect(applyParry(attack, 3, 1, R2025.combat.parryCancelsCriticals)).toEqual({ hits: 0, criticalHits: 1, extraWounds: [1] });
  });

  it("2026: a critical success of the parry stops the critical hit, the others stop normal hits", () => {
    expect(applyParry(attack, 2, 1, R2026.combat.parryCancelsCriticals)).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
  });

  it("2026: without a critical success the critical hit still gets through", () => {
    expect(applyParry(attack, 3, 0, true)).toEqual({ hits: 0, criticalHits: 1, extraWounds: [1] });
  });

  it("2026: a critical success with no critical hit to stop stops a normal hit", () => {
    expect(applyParry({ hits: 2, criticalHits: 0, extraWounds: [] }, 1, 1, true)).toEqual({ hits: 1, criticalHits: 0, extraWounds: [] });
  });
});

describe("disarming attack (2026 combat chapter → Entwaffnender Angriff)", () => {
  it("raises the minimum roll by 3 in 2025 and by 2 in 2026", () => {
    expect(attackRollSetup({ mode: "melee", minRoll: 5, disarm: true }).minRoll).toBe(8);
    expect(attackRollSetup({ mode: "melee", minRoll: 5, disarm: true, rules: R2025.combat }).minRoll).toBe(8);
    expect(attackRollSetup({ mode: "melee", minRoll: 5, disarm: true, rules: R2026.combat }).minRoll).toBe(7);
  });
});

describe("throwing deviation (2026 combat chapter → Abweichung)", () => {
  it("2025: the direction is one d12", () => {
    expect(rollDeviation(faces(12, 1, 12), "d12").clock).toBe(1);
  });

  it("2026: the direction is the sum of 2d6 on the clock face, the metres a d6", () => {
    // d6 faces 3 and 4 → 7 o'clock; then d6 = 5 metres
    expect(rollDeviation(faces(6, 3, 4, 5), R2026.combat.deviationDirection)).toEqual({ clock: 7, metres: 5 });
  });

  it("2026: 2d6 never gives 1 o'clock and peaks at 7", () => {
    const counts = new Map<number, number>();
    const random = mulberry32(2026);
    for (let i = 0; i < 3000; i++) {
      const clock = rollDeviation(random, "2d6").clock;
      counts.set(clock, (counts.get(clock) ?? 0) + 1);
    }
    expect(counts.get(1)).toBeUndefined();
    const max = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    expect([6, 7, 8]).toContain(max);
  });
});

describe("wrong distance (2026 combat chapter → Falsche Distanz)", () => {
  it("is a core rule in 2026 even where the 2025 optional rule was switched off; numbers unchanged (+2, impossible beyond double)", () => {
    const off = { ...DEFAULT_WORLD_RULES, optional: { rangeBands: false, armourDamage: false } };
    expect(buildRuleset({ edition: "2025", world: off }).optional.rangeBands).toBe(false);
    expect(buildRuleset({ edition: "2026", world: off }).optional.rangeBands).toBe(true);
    expect(attackRollSetup({ mode: "single", minRoll: 5, range: { distance: 30, weaponRange: 20 }, rules: R2026.combat }).minRoll).toBe(7);
    expect(attackRollSetup({ mode: "single", minRoll: 5, range: { distance: 41, weaponRange: 20 }, rules: R2026.combat }).possible).toBe(false);
  });
});

describe("Tirakan combat (2026 combat chapter, Tirakan book)", () => {
  it("has no recoil", () => {
    const recoil = { precedingAttacks: 2, compensation: 0 };
    expect(attackRollSetup({ mode: "single", minRoll: 5, recoil, rules: TIRAKAN_2025.combat }).minRoll).toBe(9);
    expect(attackRollSetup({ mode: "single", minRoll: 5, recoil, rules: TIRAKAN.combat }).minRoll).toBe(5);
    expect(attackRollSetup({ mode: "single", minRoll: 5, recoil, rules: R2026.combat }).minRoll).toBe(9);
  });

  it("has no attack modes: no burst dice, and every attack can crit", () => {
    expect(attackHitDice({ mode: "burst", skill: 3, damagePotential: 2, rules: TIRAKAN.combat })).toMatchObject({ dice: 5, modeDice: 0, canCrit: true });
    expect(attackHitDice({ mode: "burst", skill: 3, damagePotential: 2, rules: R2026.combat })).toMatchObject({ dice: 7, modeDice: 2, canCrit: false });
  });

  it("aims with every weapon, thrown ones included", () => {
    expect(profileUnder("thrown", TIRAKAN.combat).canAim).toBe(true);
    expect(profileUnder("thrown", R2026.combat).canAim).toBe(false);
    expect(attackRollSetup({ mode: "thrown", minRoll: 5, aimActions: 1, perception: 3, rules: TIRAKAN.combat }).critThreshold).toBe(9);
    expect(attackRollSetup({ mode: "thrown", minRoll: 5, aimActions: 1, perception: 3, rules: R2026.combat }).critThreshold).toBe(11);
    expect(canAimWith("thrown", TIRAKAN.combat.aimingWeapons)).toBe(true);
    expect(canAimWith("thrown")).toBe(false);
    const state = { actions: 3, aiming: 0, accurate: 0, recoil: 0, pendingLoss: 0, shieldBlock: false };
    expect(attackCost(state, { mode: "thrown", aimActions: 1 }, "every").total).toBe(2);
    expect(attackCost(state, { mode: "thrown", aimActions: 1 }).total).toBe(1);
  });
});

describe("innate protection (2026 character chapter → Schutz)", () => {
  it("is unlimited in 2025 and refilled at each own turn in 2026", () => {
    expect(R2025.combat.innateProtection).toBe("unlimited");
    expect(R2026.combat.innateProtection).toBe("refillOnOwnTurn");
  });

  it("refills the spent units of its type up to the innate amount", () => {
    expect(refillInnate({ normal: 3, critical: 1 }, { normal: 2 })).toMatchObject({ normal: 1, critical: 1 });
    expect(refillInnate({ normal: 1 }, { normal: 2 })).toMatchObject({ normal: 0 });
  });
});
