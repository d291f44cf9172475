/**
 * Concealment roll (RULES.md → Dice → Concealment roll): the observer rolls Perception + the highest
 * concealment among what the observed character (or group) carries; one success spots it.
 */
import { whole } from "./guard.ts";
import { MAX_POOL } from "./dice/pool.ts";

/**
 * Dice of a concealment roll: Perception + the highest concealment value (0 when nothing is carried).
 * The result may be ≤ 0 (nothing rolled unless bonus dice are added).
 */
export function concealmentDice(perception: number, concealments: readonly number[]): number {
  let highest = 0;
  let any = false;
  for (const raw of concealments) {
    const c = whole("concealment", raw, MAX_POOL);
    if (!any || c > highest) highest = c;
    any = true;
  }
  return Math.max(-MAX_POOL, Math.min(MAX_POOL, whole("perception", perception, MAX_POOL) + (any ? highest : 0)));
}

/** Whether the observer spotted something: at least one success. */
export function concealmentSpotted(successes: number): boolean {
  return successes >= 1;
}
