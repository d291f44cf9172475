/**
 * Special attacks as written in the rulebook (RULES.md → Attacks and damage; rulebook-de.md →
 * "Besondere Angriffe", "Abweichung"): K.O. attack, disarming attack, coup de grâce, throwing deviation.
 */
import { MAX_COUNT, count } from "../guard.ts";
import { MAX_POOL } from "../dice/pool.ts";
import { rollInteger } from "../dice/faces.ts";
import type { AttributeKey } from "../catalog/index.ts";
import type { DeviationDirection } from "../ruleset/ruleset.ts";

/**
 * K.O. attack (blunt weapon, no wounds; cover and protection apply as usual): the target rolls
 * Resistance and is knocked out unless its successes reach the hits that got through. No hits, no K.O.
 */
export function knockedOut(hitsThrough: number, resistanceSuccesses: number): boolean {
  return hitsThrough > 0 && resistanceSuccesses < hitsThrough;
}

/**
 * Disarming attack (min roll +3, 2026 +2: the ruleset's `combat.disarmMinRoll`; no damage): the target rolls Strength or Deftness and is disarmed
 * unless its successes reach the attacker's hits (normal and critical).
 */
export function disarmed(attackerHits: number, defenderSuccesses: number): boolean {
  return attackerHits > 0 && defenderSuccesses < attackerHits;
}

/** The two special attacks the target resists after the damage step. */
export type ResistedAttack = "knockout" | "disarm";

/**
 * What the target rolls against a special attack: Resistance against a K.O. attack; against a
 * disarming attack Strength or Deftness — the rulebook lets the defender pick, we roll the better
 * one (Strength on a tie).
 */
export function resistanceAttribute(kind: ResistedAttack, attributes: Pick<Record<AttributeKey, number>, "resistance" | "strength" | "deftness">): { attribute: AttributeKey; dice: number } {
  const dice = (value: number) => count("attribute", value, MAX_POOL);
  if (kind === "knockout") return { attribute: "resistance", dice: dice(attributes.resistance) };
  return attributes.deftness > attributes.strength ? { attribute: "deftness", dice: dice(attributes.deftness) } : { attribute: "strength", dice: dice(attributes.strength) };
}

/** Whether the special attack takes effect: knocked out (hits through) or disarmed (the attacker's hits). */
export function specialAttackTakesEffect(kind: ResistedAttack, need: number, successes: number): boolean {
  return kind === "knockout" ? knockedOut(need, successes) : disarmed(need, successes);
}

/**
 * Coup de grâce on an unconscious, sleeping or dying target: with at least one success a target that
 * is not dying becomes dying at the attack's successes; a dying target's level rises by the attack's
 * wounds. Returns the new dying level (unchanged on a miss).
 */
export function coupDeGrace(attackSuccesses: number, wounds: number, dying: number): number {
  const successes = count("attackSuccesses", attackSuccesses);
  const level = count("dying", dying);
  if (successes < 1) return level;
  return level > 0 ? Math.min(MAX_COUNT, level + count("wounds", wounds)) : successes;
}

/** Where a missed throw lands: clock direction seen from the thrower facing the target, and metres. */
export interface Deviation {
  /** 1..12, like a clock face; 12 = beyond the target, 3 = to the right. */
  clock: number;
  metres: number;
}

/** Deviation of a missed throw from a d12 (direction) and a d6 (metres); faces are validated. */
export function deviation(d12: number, d6: number): Deviation {
  if (!Number.isInteger(d12) || d12 < 1 || d12 > 12) throw new RangeError(`deviation: d12 must be 1..12, got ${d12}`);
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) throw new RangeError(`deviation: d6 must be 1..6, got ${d6}`);
  return { clock: d12, metres: d6 };
}

/**
 * Roll a throwing deviation with a [0, 1) random function (default Math.random). The direction is a
 * d12 (2025) or, in the 2026 combat chapter → "Abweichung", the sum of 2d6 read on the clock face
 * (never 1 o'clock, most often 7; taken literally). The metres are a d6 in both.
 */
export function rollDeviation(random: () => number = Math.random, direction: DeviationDirection = "d12"): Deviation {
  const clock = direction === "2d6" ? rollInteger(6, random) + rollInteger(6, random) : rollInteger(12, random);
  return deviation(clock, rollInteger(6, random));
}

/** The rough offset of a deviation in metres: x to the right, y beyond the target. */
export function deviationOffset(d: Deviation): { x: number; y: number } {
  const angle = (d.clock % 12) * (Math.PI / 6);
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  return { x: round(Math.sin(angle) * d.metres), y: round(Math.cos(angle) * d.metres) };
}
