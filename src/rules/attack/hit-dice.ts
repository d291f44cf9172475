/**
 * Hit dice of an attack (RULES.md → Attacks and damage): skill + damage potential + mode bonus
 * (burst +2), the unarmed rules and the massive attack.
 */
import { count, whole } from "../guard.ts";
import { MAX_POOL } from "../dice/pool.ts";
import type { AttackMode } from "../items/vocabulary.ts";
import { ATTACK_MODE_RULES } from "../items/vocabulary.ts";
import type { CombatRules } from "../ruleset/ruleset.ts";

/** What an attack mode allows beyond dice and ammunition (RULES.md → Attacks; rulebook "Angriffsmodi"). */
export interface AttackModeProfile {
  bonusDice: number;
  ammunition: number;
  canCrit: boolean;
  /** Aiming lowers the crit threshold: melee and single shot only (RULES.md; `canAimWith` in rules/combat). */
  canAim: boolean;
  /** Only melee attacks can be parried. */
  canParry: boolean;
  /** Melee attacks can be dodged (and the appendix's flechette burst). */
  canDodge: boolean;
  /** Firearm modes suffer recoil. */
  recoil: boolean;
}

/** Every attack mode's profile. Thrown attacks can crit but cannot be aimed (RULES.md → critical threshold). */
export const ATTACK_MODE_PROFILES: Readonly<Record<AttackMode, AttackModeProfile>> = {
  melee: { ...ATTACK_MODE_RULES.melee, canAim: true, canParry: true, canDodge: true, recoil: false },
  single: { ...ATTACK_MODE_RULES.single, canAim: true, canParry: false, canDodge: false, recoil: true },
  burst: { ...ATTACK_MODE_RULES.burst, canAim: false, canParry: false, canDodge: false, recoil: true },
  flechette: { ...ATTACK_MODE_RULES.flechette, canAim: false, canParry: false, canDodge: true, recoil: true },
  thrown: { ...ATTACK_MODE_RULES.thrown, canAim: false, canParry: false, canDodge: false, recoil: false },
};

/** The part of the ruleset that changes attack modes (2026 Tirakan book: no modes, no recoil, aiming with every weapon). */
export type AttackModeRules = Pick<CombatRules, "attackModes" | "recoil" | "aimingWeapons">;

/**
 * A mode's profile under the ruleset (2026 combat chapter, Tirakan book): without attack modes no
 * mode adds dice and every attack can crit; without recoil no mode has recoil; with aiming for every
 * weapon every mode can aim. Without rules: the 2025 profile.
 */
export function profileUnder(mode: AttackMode, rules?: AttackModeRules): AttackModeProfile {
  const profile = ATTACK_MODE_PROFILES[mode];
  if (!rules) return profile;
  return {
    ...profile,
    bonusDice: rules.attackModes ? profile.bonusDice : 0,
    canCrit: rules.attackModes ? profile.canCrit : true,
    recoil: rules.recoil && profile.recoil,
    canAim: rules.aimingWeapons === "every" || profile.canAim,
  };
}

/** The weapon values of an unarmed attack. */
export interface UnarmedWeapon {
  damagePotential: number;
  piercing: number;
  range: number;
  wounds: number;
}

/**
 * Unarmed attack (RULES.md → Attacks): rolled on Hand to Hand, +1 die if Quickness > 2, piercing 1 if
 * Strength > 2, range 1 m, 1 wound per hit.
 */
export function unarmedWeapon(quickness: number, strength: number): UnarmedWeapon {
  return { damagePotential: quickness > 2 ? 1 : 0, piercing: strength > 2 ? 1 : 0, range: 1, wounds: 1 };
}

/**
 * Massive attack (RULES.md → Attacks): +3 dice per extra action invested, the added dice at most
 * Strength (never negative).
 */
export function massiveAttackDice(extraActions: number, strength: number): number {
  const wanted = 3 * count("extraActions", extraActions, MAX_POOL);
  return Math.max(0, Math.min(wanted, whole("strength", strength, MAX_POOL)));
}

/** Input of {@link attackHitDice}. */
export interface HitDiceInput {
  mode: AttackMode;
  /** Shooting / Hand to Hand / Throwing value. */
  skill: number;
  /** The weapon's damage potential (use {@link unarmedWeapon} for unarmed attacks). */
  damagePotential: number;
  /** Extra actions invested in a massive attack (melee only); default 0. */
  massiveActions?: number;
  /** Strength, caps the massive attack's added dice. */
  strength?: number;
  /** The ruleset's attack-mode rules (absent: 2025). */
  rules?: AttackModeRules;
}

/** Hit dice of an attack with their parts. `dice` may be ≤ 0 (then nothing is rolled). */
export interface HitDiceResult {
  dice: number;
  modeDice: number;
  massiveDice: number;
  ammunition: number;
  canCrit: boolean;
}

/**
 * Hit dice = skill + damage potential + mode bonus (burst +2) + massive attack dice (melee only)
 * (RULES.md → Attacks and damage). Also the ammunition the mode uses and whether it can crit.
 */
export function attackHitDice(input: HitDiceInput): HitDiceResult {
  const profile = profileUnder(input.mode, input.rules);
  const massiveDice = input.mode === "melee" ? massiveAttackDice(input.massiveActions ?? 0, input.strength ?? 0) : 0;
  return {
    dice: Math.max(-MAX_POOL, Math.min(MAX_POOL, whole("skill", input.skill, MAX_POOL) + whole("damagePotential", input.damagePotential, MAX_POOL) + profile.bonusDice + massiveDice)),
    modeDice: profile.bonusDice,
    massiveDice,
    ammunition: profile.ammunition,
    canCrit: profile.canCrit,
  };
}
