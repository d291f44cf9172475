/**
 * Dodge and parry (RULES.md → Attacks and damage → Defence), both melee-only reactions.
 */
import { attackScoreOf, count } from "../guard.ts";
import type { AttackMode } from "../items/vocabulary.ts";
import type { ConditionLevels, ResolvedCheck } from "../check/modifiers.ts";
import { resolveCheck } from "../check/modifiers.ts";
import type { AttackScore } from "../dice/score.ts";
import { ATTACK_MODE_PROFILES } from "./hit-dice.ts";
import { removeHits } from "./hits.ts";

/** Whether an attack in this mode can be dodged (melee; the appendix's flechette burst). */
export function canDodge(mode: AttackMode): boolean {
  return ATTACK_MODE_PROFILES[mode].canDodge;
}

/** Whether an attack in this mode can be parried (melee only). */
export function canParry(mode: AttackMode): boolean {
  return ATTACK_MODE_PROFILES[mode].canParry;
}

/** Input of {@link dodgeCheck}. */
export interface DodgeInput {
  /** The defender's evasion value (dice). */
  evasion: number;
  /** The defender's minimum roll. */
  minRoll: number;
  /** The hits coming in (after cover). */
  attack: AttackScore;
  conditions?: ConditionLevels;
}

/**
 * The dodge roll: evasion dice with the min roll raised by the attacker's hits — normal and critical,
 * as they stand after cover (our reading) — and the defender's conditions (a physical roll: evasion
 * comes from Quickness and Deftness).
 */
export function dodgeCheck(input: DodgeInput): ResolvedCheck {
  const attack = attackScoreOf("attack", input.attack);
  return resolveCheck({
    pool: input.evasion,
    minRoll: input.minRoll,
    extraMinRoll: attack.hits + attack.criticalHits,
    conditions: input.conditions,
    kind: { physical: true },
  });
}

/** One success on the dodge roll avoids the whole attack. */
export function applyDodge(attack: AttackScore, dodgeSuccesses: number): { attack: AttackScore; dodged: boolean } {
  const score = attackScoreOf("attack", attack);
  if (count("dodgeSuccesses", dodgeSuccesses) >= 1) return { attack: { hits: 0, criticalHits: 0, extraWounds: [] }, dodged: true };
  return { attack: score, dodged: false };
}

/**
 * Successes of a parry roll, which is rolled like an attack with the parrying weapon: every
 * successful die counts once (criticals give no extra parry; our reading of "roll like an attack").
 */
export function parrySuccesses(parryRoll: AttackScore): number {
  const score = attackScoreOf("parryRoll", parryRoll);
  return score.hits + score.criticalHits;
}

/**
 * Each parry success removes one normal hit. 2025: critical hits always get through. 2026 combat
 * chapter → "Nahkampfangriffe parieren" (`cancelsCriticals`): a critical success of the parry roll
 * (a die at the critical threshold or above; `criticalSuccesses` of `successes`) may stop one critical
 * hit instead; critical successes left over stop normal hits like any other success.
 */
export function applyParry(attack: AttackScore, successes: number, criticalSuccesses = 0, cancelsCriticals = false): AttackScore {
  if (!cancelsCriticals) return removeHits(attack, successes, 0);
  const all = Math.max(0, Math.trunc(successes));
  const critical = Math.max(0, Math.min(all, Math.trunc(criticalSuccesses), attack.criticalHits));
  return removeHits(attack, all - critical, critical);
}
