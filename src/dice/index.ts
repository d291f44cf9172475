/** Phase Six dice for Foundry: the die term, the Roll, and their registration in CONFIG.Dice. */
import { PhaseSixDie } from "./die.ts";
import { PhaseSixRoll } from "./roll.ts";
import { PhaseSixInitiativeRoll } from "./initiative-roll.ts";

export { PhaseSixDie, DESTINY_MODIFIER } from "./die.ts";
export { PhaseSixRoll, phaseSixFormula } from "./roll.ts";
export type { PhaseSixRollData, PhaseSixRollOptions, CheckSummary, RollLogEntry, RollCardRenderer, SpellOnRoll } from "./roll.ts";
export { PhaseSixInitiativeRoll } from "./initiative-roll.ts";
export type { InitiativeOnRoll, InitiativeRollOptions, InitiativeCardRenderer } from "./initiative-roll.ts";
export { foundryFaces } from "./faces.ts";
export { chainWaves, chainsToResults, resultsToChains } from "./chains.ts";

/**
 * Register the die term (`dp`) and the Roll classes (checks, initiative). Foundry's own Roll stays the default
 * implementation (index 0) so `/roll 2d20` is untouched; chat messages find PhaseSixRoll by class
 * name, so it must stay registered forever once shipped.
 */
export function registerDice(): void {
  CONFIG.Dice.terms[PhaseSixDie.DENOMINATION] = PhaseSixDie;
  // Foundry's list of Roll classes. Ours carry Phase Six data (not generic over it), which Foundry 14's
  // types do not relate to the generic `typeof Roll`; the list itself is the same array on both.
  const rolls: unknown[] = CONFIG.Dice.rolls;
  if (!rolls.includes(PhaseSixRoll)) rolls.push(PhaseSixRoll);
  if (!rolls.includes(PhaseSixInitiativeRoll)) rolls.push(PhaseSixInitiativeRoll);
}
