import { describe, expect, it } from "vitest";
import type { WeaponStats } from "./weapon.ts";
import {
  ammunitionAfterAttack,
  applyWeaponModifications,
  hasAmmunitionFor,
  hitDice,
  hitDiceLabel,
  inflictedConditions,
  modeCanCrit,
  skillForMode,
} from "./weapon.ts";

function stats(overrides: Partial<WeaponStats> = {}): WeaponStats {
  return {
    damagePotential: 0,
    piercing: 0,
    range: 0,
    capacity: 0,
    reloadActions: 0,
    preparation: 0,
    recoilCompensation: 0,
    accuracy: 0,
    critThreshold: 0,
    splashDamage: 0,
    armorBreaker: 0,
    concealment: 0,
    poisonNotch: 0,
    conditions: { bleeding: 0, poisoned: 0, shocked: 0, burning: 0 },
    ...overrides,
  };
}

describe("weapon modifications", () => {
  it("add their signed changes to the weapon (AK 47 with a medium suppressor and a 2x scope)", () => {
    const ak47 = stats({ damagePotential: 3, piercing: 1, range: 40, concealment: 5, capacity: 30 });
    const suppressor = stats({ concealment: -2, piercing: -1 });
    const scope = stats({ critThreshold: -1 });
    const result = applyWeaponModifications(ak47, [suppressor, scope]);
    expect(result).toMatchObject({ damagePotential: 3, piercing: 0, concealment: 3, critThreshold: -1, capacity: 30, range: 40 });
  });

  it("never push a value below 0 except accuracy and the crit-threshold change", () => {
    const knife = stats({ concealment: 1, damagePotential: 0 });
    const result = applyWeaponModifications(knife, [stats({ concealment: -2, damagePotential: -1, accuracy: -1, critThreshold: -2 })]);
    expect(result.concealment).toBe(0);
    expect(result.damagePotential).toBe(0);
    expect(result.accuracy).toBe(-1);
    expect(result.critThreshold).toBe(-2);
  });

  it("add inflicted conditions and leave the base weapon unchanged", () => {
    const base = stats({ conditions: { bleeding: 1, poisoned: 0, shocked: 0, burning: 0 } });
    const result = applyWeaponModifications(base, [stats({ conditions: { bleeding: 1, poisoned: 0, shocked: 2, burning: 0 } })]);
    expect(result.conditions).toEqual({ bleeding: 2, poisoned: 0, shocked: 2, burning: 0 });
    expect(base.conditions.bleeding).toBe(1);
  });
});

describe("attack modes", () => {
  it("give hit dice = skill + damage potential + mode bonus (burst +2)", () => {
    expect(hitDice(4, 3, "single")).toBe(7);
    expect(hitDice(4, 3, "burst")).toBe(9);
    expect(hitDice(2, 1, "melee")).toBe(3);
    expect(hitDice(-2, 1, "thrown")).toBe(-1);
  });

  it("roll the skill of their kind", () => {
    expect(skillForMode("melee")).toBe("handToHand");
    expect(skillForMode("thrown")).toBe("throwing");
    expect(skillForMode("burst")).toBe("shooting");
    expect(skillForMode("single")).toBe("shooting");
  });

  it("let only non-burst modes crit", () => {
    expect(modeCanCrit("single")).toBe(true);
    expect(modeCanCrit("melee")).toBe(true);
    expect(modeCanCrit("burst")).toBe(false);
    expect(modeCanCrit("flechette")).toBe(false);
  });

  it("use 1 round per single shot and 3 per burst, none without capacity", () => {
    expect(hasAmmunitionFor("burst", 2, 30)).toBe(false);
    expect(hasAmmunitionFor("burst", 3, 30)).toBe(true);
    expect(hasAmmunitionFor("single", 0, 30)).toBe(false);
    expect(hasAmmunitionFor("melee", 0, 0)).toBe(true);
    expect(ammunitionAfterAttack("burst", 10, 30)).toBe(7);
    expect(ammunitionAfterAttack("burst", 2, 30)).toBe(0);
    expect(ammunitionAfterAttack("single", 10, 30)).toBe(9);
    expect(ammunitionAfterAttack("melee", 5, 0)).toBe(5);
  });

  it("label hit dice with the skill, damage potential and mode bonus", () => {
    expect(hitDiceLabel("Schießen", 3, "burst")).toBe("Schießen + 3 + 2");
    expect(hitDiceLabel("Nahkampf", 0, "melee")).toBe("Nahkampf");
    expect(hitDiceLabel("Shooting", -1, "single")).toBe("Shooting \u2212 1");
  });

  it("list inflicted conditions above 0 in rulebook order", () => {
    expect(inflictedConditions({ bleeding: 1, poisoned: 0, shocked: 0, burning: 2 })).toEqual([
      { key: "bleeding", value: 1 },
      { key: "burning", value: 2 },
    ]);
  });
});
