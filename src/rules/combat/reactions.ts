/**
 * Reactions (RULES.md → Combat): a reaction costs 1 saved action; to any one action each participant
 * may react at most once ("one reaction per participant per action"); a Dying (or unconscious)
 * combatant has 0 actions and no reactions, whatever its saved actions say.
 */
import type { ConditionKey } from "../catalog/index.ts";

/** Why a reaction is refused; the label is `PHASESIX.Combat.Reason.<key>`. */
export type ReactionRefusal = "dying" | "unconscious" | "alreadyReacted" | "noAction";

/** What decides whether a participant may react to one action now. */
export interface ReactionFacts {
  /** The participant's condition counters (Dying, Unconscious). */
  conditions?: Partial<Record<ConditionKey, number>>;
  /** Saved actions available now (null when no combat is running: nothing to spend). */
  actions: number | null;
  /** The participant already reacted to this very action. */
  reactedToThisAction: boolean;
}

/** Whether the conditions leave a combatant without actions (Dying or unconscious: 0 actions). */
export function incapacitated(conditions: Partial<Record<ConditionKey, number>> = {}): boolean {
  return (conditions.dying ?? 0) > 0 || (conditions.unconscious ?? 0) > 0;
}

/**
 * Null when the participant may react to this action, else why not: Dying and unconscious
 * participants never react; each participant reacts at most once to one action; a reaction needs
 * a saved action when a combat is running (`actions` null: no combat, nothing is spent).
 */
export function reactionRefusal(facts: ReactionFacts): ReactionRefusal | null {
  if ((facts.conditions?.dying ?? 0) > 0) return "dying";
  if ((facts.conditions?.unconscious ?? 0) > 0) return "unconscious";
  if (facts.reactedToThisAction) return "alreadyReacted";
  if (facts.actions !== null && facts.actions < 1) return "noAction";
  return null;
}

/** Actions a combatant has while Dying or unconscious: none (its saved actions are lost). */
export function actionsWhileIncapacitated(actions: number, conditions: Partial<Record<ConditionKey, number>> = {}): number {
  return incapacitated(conditions) ? 0 : actions;
}
