/**
 * Stealing an action with a destiny die (RULES.md → Combat): the victim loses one available action
 * now (a saved reaction is removed); if it has none but its own turn is still to come this round,
 * it refreshes with one action less this round ("in dieser Runde nicht mehr zur Verfügung" — never
 * carried into the next round, see `refreshActions` and `startRound`). The thief gains one action
 * at once, usable as a reaction. Spending the die costs no action. A victim with no action and no
 * turn left this round has nothing to steal: the request is refused and no die is spent (our
 * reading: there is no action to take).
 */
import type { CombatantState } from "./actions.ts";

/** Whether the victim lost an action at once or will lose one at its next refresh. */
export type StealMode = "now" | "pending";

/** The result of a steal: both new states and how the victim lost its action. */
export interface StealOutcome {
  thief: CombatantState;
  victim: CombatantState;
  mode: StealMode;
}

/** Move exactly one action from the victim to the thief (validation is {@link validateStealRequest}). */
export function stealAction(thief: CombatantState, victim: CombatantState): StealOutcome {
  const now = victim.actions > 0;
  return {
    thief: { ...thief, actions: thief.actions + 1 },
    victim: now ? { ...victim, actions: victim.actions - 1 } : { ...victim, pendingLoss: victim.pendingLoss + 1 },
    mode: now ? "now" : "pending",
  };
}

/** Why the active GM refuses a steal request; the label is `PHASESIX.Combat.Reason.<key>`. */
export type StealRejection =
  | "combatNotFound"
  | "combatNotStarted"
  | "thiefNotInCombat"
  | "victimNotInCombat"
  | "notOwner"
  | "sameCombatant"
  | "noDestinyDie"
  | "victimDefeated"
  | "nothingToSteal";

/** What the GM knows about a steal request, gathered from the documents on its side. */
export interface StealRequestFacts {
  /** The combat named in the request exists. */
  combatExists: boolean;
  /** The combat has started (round ≥ 1). */
  combatStarted: boolean;
  /** The thief is a combatant of that combat. */
  thiefInCombat: boolean;
  /** The victim is a combatant of that combat. */
  victimInCombat: boolean;
  /** The requesting user owns the thief (a GM owns everything). */
  requesterOwnsThief: boolean;
  /** Thief and victim are the same combatant. */
  sameCombatant: boolean;
  /** The thief's actor's current destiny dice. */
  thiefDestinyDice: number;
  /** The victim is defeated (dead or marked defeated): it has no actions to lose. */
  victimDefeated: boolean;
  /** Actions the victim holds now (saved reactions included). */
  victimActions: number;
  /** The victim's own turn (its refresh) is still to come in this round. */
  victimTurnToCome: boolean;
}

/**
 * The GM-side check of a steal request: `null` when it may be applied, else the first reason it
 * may not, in this order: combat, membership, ownership, self-steal, destiny die, defeated victim,
 * nothing to steal. A victim without an available action is valid only while its turn is still to
 * come this round: it then gets a pending loss for that turn's refresh.
 */
export function validateStealRequest(facts: StealRequestFacts): StealRejection | null {
  if (!facts.combatExists) return "combatNotFound";
  if (!facts.combatStarted) return "combatNotStarted";
  if (!facts.thiefInCombat) return "thiefNotInCombat";
  if (!facts.victimInCombat) return "victimNotInCombat";
  if (!facts.requesterOwnsThief) return "notOwner";
  if (facts.sameCombatant) return "sameCombatant";
  if (facts.thiefDestinyDice < 1) return "noDestinyDie";
  if (facts.victimDefeated) return "victimDefeated";
  if (facts.victimActions < 1 && !facts.victimTurnToCome) return "nothingToSteal";
  return null;
}
