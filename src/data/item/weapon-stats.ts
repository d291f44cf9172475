/**
 * The weapon values modifications change, as schema fields: once as a weapon's own values
 * (non-negative) and once as a modification's signed changes. Both map onto `WeaponStats`.
 */
import type { WeaponStats } from "../../rules/items/weapon.ts";
import { int, weaponConditionFields } from "./fields.ts";

/** A weapon's own values (rulebook-de.md → Waffen → Eigenschaften; appendix keywords). */
export function weaponStatFields() {
  return {
    /** Dice added to the attack skill (Schadenspotential). */
    damagePotential: int(0, 0, 30),
    /** Protection units of the target that stop nothing (Durchschlag). */
    piercing: int(0, 0, 20),
    /** Metres; melee weapons 1 (polearms more). */
    range: int(1, 0, 100_000),
    /** Rounds the weapon holds (0 = no ammunition needed). */
    capacity: int(0, 0, 10_000),
    reloadActions: int(0, 0, 100),
    /** Actions to ready the weapon (Aktionen zum Bereitmachen); usually 1. */
    preparation: int(1, 0, 20),
    recoilCompensation: int(0, 0, 20),
    /** Accuracy (appendix "Accuracy"; sights and grips raise it). */
    accuracy: int(0, -10, 10),
    /** Change of the critical threshold (appendix "Critical Hits"; −1 = crits one step earlier). */
    critThreshold: int(0, -10, 10),
    splashDamage: int(0, 0, 20),
    /** Protection units the target loses per hit (appendix "Armor Breaker"). */
    armorBreaker: int(0, 0, 20),
    concealment: int(0, 0, 30),
    /** Poison notch: the weapon carries an applied poison of this strength. */
    poisonNotch: int(0, 0, 20),
    /** Conditions inflicted with their value X when the weapon deals wounds. */
    conditions: weaponConditionFields(),
  };
}

/** A weapon modification's signed changes of the same values. */
export function weaponChangeFields() {
  return {
    damagePotential: int(0, -30, 30),
    piercing: int(0, -20, 20),
    range: int(0, -100_000, 100_000),
    capacity: int(0, -10_000, 10_000),
    reloadActions: int(0, -100, 100),
    preparation: int(0, -20, 20),
    recoilCompensation: int(0, -20, 20),
    accuracy: int(0, -10, 10),
    critThreshold: int(0, -10, 10),
    splashDamage: int(0, -20, 20),
    armorBreaker: int(0, -20, 20),
    concealment: int(0, -30, 30),
    poisonNotch: int(0, -20, 20),
    conditions: weaponConditionFields(true),
  };
}

/** The `WeaponStats` of initialized data holding these fields (weapon values or changes). */
export function weaponStatsOf(data: WeaponStats): WeaponStats {
  return {
    damagePotential: data.damagePotential,
    piercing: data.piercing,
    range: data.range,
    capacity: data.capacity,
    reloadActions: data.reloadActions,
    preparation: data.preparation,
    recoilCompensation: data.recoilCompensation,
    accuracy: data.accuracy,
    critThreshold: data.critThreshold,
    splashDamage: data.splashDamage,
    armorBreaker: data.armorBreaker,
    concealment: data.concealment,
    poisonNotch: data.poisonNotch,
    conditions: { ...data.conditions },
  };
}
