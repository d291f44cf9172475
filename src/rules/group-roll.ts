/**
 * Group roll (RULES.md → Dice → Group roll): the GM names the successes needed, every participant
 * rolls (with their own bonus, destiny and rerolls), the sum of all successes decides.
 */
import { MAX_COUNT, count } from "./guard.ts";

/** The outcome of a group roll. */
export interface GroupRollResult {
  successes: number;
  required: number;
  passed: boolean;
  /** Successes still missing (0 when passed). */
  missing: number;
}

/**
 * Sum the participants' successes (each a number or anything with `successes`, e.g. a CheckScore) and
 * compare with the required count. Negative entries count as 0.
 */
export function resolveGroupRoll(participants: readonly (number | { successes: number })[], required: number): GroupRollResult {
  let successes = 0;
  for (const p of participants) successes = Math.min(MAX_COUNT, successes + count("successes", typeof p === "number" ? p : p.successes));
  const need = count("required", required);
  return { successes, required: need, passed: successes >= need, missing: Math.max(0, need - successes) };
}
