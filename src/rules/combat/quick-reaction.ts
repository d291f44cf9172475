/**
 * Quick Reaction (Blitzreaktion; 2026 combat chapter → "Beginn des Kampfes"): before the first turn
 * every participant rolls Apprehension with its normal minimum roll. A success gives one Quick
 * Reaction: an action like any other, but usable only as a reaction and only until the participant's
 * first turn, whose refresh ends it. A failure leaves the participant without actions until its first
 * turn, as in 2025. Reading: condition penalties do not apply (like the start-of-round saves); an
 * incapacitated participant (unconscious, dying) rolls nothing. Because it is an action, a destiny die
 * can steal it.
 */
import type { FaceSource } from "../dice/faces.ts";
import { rollPool, type DieChain } from "../dice/pool.ts";
import { scoreCheck } from "../dice/score.ts";
import type { CombatantState } from "./actions.ts";
import { count, finite } from "../guard.ts";

/** What a participant rolls with. */
export interface QuickReactionInput {
  apprehension: number;
  minRoll: number;
  /** Unconscious or dying: no roll, no Quick Reaction. */
  incapacitated?: boolean;
}

/** One participant's Quick Reaction roll. */
export interface QuickReactionResult {
  dice: DieChain[];
  successes: number;
  /** One success or more: the participant holds a Quick Reaction. */
  granted: boolean;
}

/** Roll a participant's Quick Reaction with dice from `source` (scripted in tests). */
export function rollQuickReaction(input: QuickReactionInput, source: FaceSource): QuickReactionResult {
  if (input.incapacitated) return { dice: [], successes: 0, granted: false };
  const dice = rollPool(count("apprehension", input.apprehension), source);
  const { successes } = scoreCheck(dice, { minRoll: finite("minRoll", input.minRoll) });
  return { dice, successes, granted: successes >= 1 };
}

/**
 * The combatant's state before its first turn: one action when it holds a Quick Reaction (never
 * fewer than it already has), unchanged otherwise. Taking a granted reaction back (the GM re-rolls)
 * leaves 0 actions.
 */
export function withQuickReaction(state: CombatantState, granted: boolean): CombatantState {
  return { ...state, actions: granted ? Math.max(1, count("actions", state.actions)) : 0 };
}

/**
 * Whether the combatant still holds its Quick Reaction: it was granted, its first turn has not
 * refreshed its actions, and the action has not been used or stolen.
 */
export function holdsQuickReaction(flag: boolean, actions: number): boolean {
  return flag && actions > 0;
}
