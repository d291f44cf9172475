/**
 * Weapons: their values after modifications, hit dice, ammunition and labels
 * (RULES.md → Attacks and damage; rulebook-de.md → Waffen, Waffenmodifikationen).
 */
import type { SkillKey } from "../catalog/index.ts";
import { ATTACK_MODE_RULES, WEAPON_CONDITIONS } from "./vocabulary.ts";
import type { AttackMode, WeaponCondition } from "./vocabulary.ts";

/** The numbers of a weapon that modifications change. */
export interface WeaponStats {
  damagePotential: number;
  piercing: number;
  range: number;
  capacity: number;
  reloadActions: number;
  preparation: number;
  recoilCompensation: number;
  /** Accuracy bonus (appendix "Accuracy"), e.g. from sights. */
  accuracy: number;
  /** Change of the critical threshold (appendix "Critical Hits"; −1 = crits one step earlier). */
  critThreshold: number;
  splashDamage: number;
  armorBreaker: number;
  concealment: number;
  poisonNotch: number;
  conditions: Record<WeaponCondition, number>;
}

/** What one weapon modification changes: signed deltas of the same numbers. */
export type WeaponModificationChanges = WeaponStats;

/** Stats that may go negative after modification (deltas of thresholds); all others stop at 0. */
const SIGNED_STATS = new Set<keyof WeaponStats>(["critThreshold", "accuracy"]);

const NUMERIC_STATS = [
  "damagePotential",
  "piercing",
  "range",
  "capacity",
  "reloadActions",
  "preparation",
  "recoilCompensation",
  "accuracy",
  "critThreshold",
  "splashDamage",
  "armorBreaker",
  "concealment",
  "poisonNotch",
] as const satisfies ReadonlyArray<Exclude<keyof WeaponStats, "conditions">>;

/**
 * A weapon's values with all its modifications applied: each modification adds its signed changes;
 * results stay ≥ 0 except accuracy and the critical-threshold change. A suppressor's −2 concealment
 * on a weapon with concealment 1 gives 0.
 */
export function applyWeaponModifications(base: WeaponStats, modifications: readonly WeaponModificationChanges[]): WeaponStats {
  const result: WeaponStats = { ...base, conditions: { ...base.conditions } };
  for (const stat of NUMERIC_STATS) {
    const sum = modifications.reduce((total, mod) => total + mod[stat], base[stat]);
    result[stat] = SIGNED_STATS.has(stat) ? sum : Math.max(0, sum);
  }
  for (const condition of WEAPON_CONDITIONS) {
    const sum = modifications.reduce((total, mod) => total + mod.conditions[condition], base.conditions[condition]);
    result.conditions[condition] = Math.max(0, sum);
  }
  return result;
}

/** The skill an attack mode rolls: melee → Hand to Hand, thrown → Throwing, firing modes → Shooting. */
export function skillForMode(mode: AttackMode): SkillKey {
  if (mode === "melee") return "handToHand";
  if (mode === "thrown") return "throwing";
  return "shooting";
}

/** Hit dice of an attack = skill value + damage potential + the mode's bonus dice (burst +2). May be ≤ 0. */
export function hitDice(skillValue: number, damagePotential: number, mode: AttackMode): number {
  return skillValue + damagePotential + ATTACK_MODE_RULES[mode].bonusDice;
}

/** Ammunition one attack in this mode uses (single 1, burst 3, melee and thrown 0). */
export function ammunitionPerAttack(mode: AttackMode): number {
  return ATTACK_MODE_RULES[mode].ammunition;
}

/** Whether the mode can score critical hits (burst never does). */
export function modeCanCrit(mode: AttackMode): boolean {
  return ATTACK_MODE_RULES[mode].canCrit;
}

/**
 * Whether a weapon holding `ammunition` rounds can attack in a mode. A weapon without capacity
 * (blades, thrown weapons) never needs ammunition.
 */
export function hasAmmunitionFor(mode: AttackMode, ammunition: number, capacity: number): boolean {
  if (capacity <= 0) return true;
  return ammunition >= ammunitionPerAttack(mode);
}

/** Ammunition left after one attack in a mode (never below 0; unchanged without capacity). */
export function ammunitionAfterAttack(mode: AttackMode, ammunition: number, capacity: number): number {
  if (capacity <= 0) return ammunition;
  return Math.max(0, ammunition - ammunitionPerAttack(mode));
}

/**
 * The hit-dice label a sheet shows for one mode, e.g. "Schießen + 3 + 2" (skill label, damage
 * potential, mode bonus); zero parts are left out, a negative damage potential shows as "− 1".
 */
export function hitDiceLabel(skillLabel: string, damagePotential: number, mode: AttackMode): string {
  const parts = [skillLabel];
  for (const value of [damagePotential, ATTACK_MODE_RULES[mode].bonusDice]) {
    if (value > 0) parts.push(`+ ${value}`);
    else if (value < 0) parts.push(`\u2212 ${-value}`);
  }
  return parts.join(" ");
}

/** The conditions a weapon inflicts with their values, only those above 0, in rulebook order. */
export function inflictedConditions(conditions: Record<WeaponCondition, number>): Array<{ key: WeaponCondition; value: number }> {
  return WEAPON_CONDITIONS.filter((key) => conditions[key] > 0).map((key) => ({ key, value: conditions[key] }));
}

/**
 * A weapon bound by sticky protection (RULES.md → Protection: a sticky unit stops a normal hit and
 * binds the attacker's weapon) cannot attack until freed; freeing it costs this many actions.
 */
export const FREE_BOUND_WEAPON_ACTIONS = 1;

/** Whether a weapon may attack: not bound, and with ammunition for the mode. */
export function canAttackWith(bound: boolean, mode: AttackMode, ammunition: number, capacity: number): boolean {
  return !bound && hasAmmunitionFor(mode, ammunition, capacity);
}
