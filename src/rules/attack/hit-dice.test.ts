import { describe, expect, it } from "vitest";
import { ATTACK_MODE_PROFILES, attackHitDice, massiveAttackDice, unarmedWeapon } from "./hit-dice.ts";

describe("hit dice", () => {
  it("skill + damage potential for melee and single shot, 1 ammunition per shot", () => {
    expect(attackHitDice({ mode: "melee", skill: 3, damagePotential: 2 })).toMatchObject({ dice: 5, ammunition: 0, canCrit: true });
    expect(attackHitDice({ mode: "single", skill: 3, damagePotential: 2 })).toMatchObject({ dice: 5, ammunition: 1, canCrit: true });
  });

  it("burst adds 2 dice, uses 3 ammunition and cannot crit", () => {
    expect(attackHitDice({ mode: "burst", skill: 3, damagePotential: 2 })).toMatchObject({ dice: 7, modeDice: 2, ammunition: 3, canCrit: false });
  });

  it("unarmed: +1 die only with Quickness above 2, piercing 1 only with Strength above 2, range 1 m", () => {
    expect(unarmedWeapon(3, 3)).toEqual({ damagePotential: 1, piercing: 1, range: 1, wounds: 1 });
    expect(unarmedWeapon(2, 2)).toEqual({ damagePotential: 0, piercing: 0, range: 1, wounds: 1 });
    const w = unarmedWeapon(4, 1);
    expect(attackHitDice({ mode: "melee", skill: 2, damagePotential: w.damagePotential }).dice).toBe(3);
  });

  it("massive attack: +3 dice per extra action, the added dice at most Strength", () => {
    expect(massiveAttackDice(1, 4)).toBe(3);
    expect(massiveAttackDice(2, 4)).toBe(4);
    expect(massiveAttackDice(2, 9)).toBe(6);
    expect(massiveAttackDice(1, -1)).toBe(0);
    expect(attackHitDice({ mode: "melee", skill: 3, damagePotential: 1, massiveActions: 2, strength: 5 })).toMatchObject({ dice: 9, massiveDice: 5 });
  });

  it("massive attack applies to melee only", () => {
    expect(attackHitDice({ mode: "single", skill: 3, damagePotential: 1, massiveActions: 2, strength: 5 }).dice).toBe(4);
  });

  it("a pool can be 0 or negative (nothing is rolled)", () => {
    expect(attackHitDice({ mode: "melee", skill: -2, damagePotential: 1 }).dice).toBe(-1);
  });

  it("only melee can be parried; melee can be dodged; burst cannot aim", () => {
    expect(ATTACK_MODE_PROFILES.melee).toMatchObject({ canParry: true, canDodge: true, canAim: true });
    expect(ATTACK_MODE_PROFILES.single).toMatchObject({ canParry: false, canDodge: false, canAim: true });
    expect(ATTACK_MODE_PROFILES.burst).toMatchObject({ canParry: false, canDodge: false, canAim: false, canCrit: false });
    expect(ATTACK_MODE_PROFILES.thrown).toMatchObject({ canAim: false, canCrit: true });
  });
});
