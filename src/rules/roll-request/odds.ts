/**
 * The exact chance of success shown before a check is rolled (RULES.md → Dice): at least
 * `atLeast` successes (default 1) with the request's dice, destiny dice, min roll and crit threshold,
 * from the core's {@link successProbability}.
 */
import { successProbability } from "../dice/odds.ts";
import type { PreparedCheck } from "./request.ts";

export function requestOdds(request: Pick<PreparedCheck, "dice" | "destinyDice" | "minRoll" | "critThreshold">, atLeast = 1): number {
  return successProbability(request.dice, {
    minRoll: request.minRoll,
    destinyDice: request.destinyDice,
    critThreshold: request.critThreshold,
    atLeast,
  });
}

/** A probability as a percentage for display: one decimal, but never "100" unless certain nor "0" unless impossible. */
export function formatPercent(p: number): string {
  if (p >= 1) return "100";
  if (p <= 0) return "0";
  const value = Math.round(p * 1000) / 10;
  if (value >= 100) return "99.9";
  if (value <= 0) return "0.1";
  return value.toFixed(1);
}
