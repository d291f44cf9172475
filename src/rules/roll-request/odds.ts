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

/** The chance as the reader's language writes it: the one formatter of src/rules/number-format.ts. */
export { formatPercent } from "../number-format.ts";
