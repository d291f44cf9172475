/**
 * Wounds and inflicted conditions (RULES.md → Attacks and damage): every hit that gets through deals
 * the weapon's wounds (default 1); a megacritical hit adds one wound per step above the threshold
 * (17+ → +1, 23+ → +2 …); the weapon's conditions are added when it deals wounds.
 */
import { attackScoreOf, count } from "../guard.ts";
import type { WeaponCondition } from "../items/vocabulary.ts";
import { WEAPON_CONDITIONS } from "../items/vocabulary.ts";
import type { AttackScore } from "../dice/score.ts";

/** What a weapon (or effect) deals per hit. */
export interface WeaponDamage {
  /** Wounds per hit; default 1. */
  wounds?: number;
  /** Conditions it inflicts, X per condition. */
  conditions?: Partial<Record<WeaponCondition, number>>;
}

/** Wounds dealt and conditions inflicted. */
export interface WoundsResult {
  wounds: number;
  /** Conditions to add to the target (only when wounds > 0, minus the prevented ones). */
  conditions: Partial<Record<WeaponCondition, number>>;
}

/**
 * Wounds of the hits that got through: (normal + critical hits) × weapon wounds + Σ megacritical extra
 * wounds; the weapon's conditions (minus those protection prevented) when at least one wound is dealt.
 */
export function woundsDealt(through: AttackScore, weapon: WeaponDamage = {}, prevented: readonly WeaponCondition[] = []): WoundsResult {
  const hits = attackScoreOf("through", through);
  const perHit = count("wounds", weapon.wounds ?? 1, 100);
  let wounds = (hits.hits + hits.criticalHits) * perHit;
  for (const extra of hits.extraWounds) wounds += extra;
  const conditions: Partial<Record<WeaponCondition, number>> = {};
  if (wounds > 0) {
    for (const condition of WEAPON_CONDITIONS) {
      const value = count(condition, weapon.conditions?.[condition] ?? 0);
      if (value > 0 && !prevented.includes(condition)) conditions[condition] = value;
    }
  }
  return { wounds, conditions };
}
