/**
 * Stealing an action with a destiny die (RULES.md → Combat): the victim loses one available action
 * now (a saved reaction is removed); if it has none but its own turn is still to come this round,
 * it refreshes with one action less this round ("in dieser Runde nicht mehr zur Verfügung" — never
 * carried into the next round, see `refreshActions` and `startRound`). The thief gains one action
 * at once, usable as a reaction. Spending the die costs no action. Only an action the victim has
 * this round can be stolen: a victim with no action and no turn left, whose coming refresh is already
 * stolen in full, or who is unconscious or Dying has nothing to steal: the request is refused and no
 * die is spent.
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
  /**
   * The victim is unconscious or Dying: it has no actions this round, its saved ones included
   * (rulebook-de → Zustände → Bewusstlos: "seine Aktionen pro Runde sind null"), so nothing can be
   * stolen from it. Absent: false.
   */
  victimIncapacitated?: boolean;
  /** Actions already stolen from the victim's coming refresh this round. Absent: 0. */
  victimPendingLoss?: number;
  /**
   * What the victim's coming refresh will give (`refreshMaximum`: 0 unconscious or Dying). Absent:
   * unknown, taken as one more than the pending loss (the check before the limit was known).
   */
  victimRefreshMaximum?: number;
}

/**
 * How many actions can still be stolen from the victim this round (RULES.md → Combat; rulebook-de →
 * Der Kampf → Aktionen durch Bonuswürfel: "Diese Aktion steht dem Gegner in dieser Runde nicht mehr
 * zur Verfügung"): what it holds now plus, while its turn is still to come, what that refresh will
 * give minus what was already stolen from it. An unconscious or Dying victim has none.
 */
export function stealableActions(facts: Pick<StealRequestFacts, "victimActions" | "victimTurnToCome" | "victimIncapacitated" | "victimPendingLoss" | "victimRefreshMaximum">): number {
  if (facts.victimIncapacitated) return 0;
  const now = count(facts.victimActions);
  if (!facts.victimTurnToCome) return now;
  const pending = count(facts.victimPendingLoss ?? 0);
  const refresh = facts.victimRefreshMaximum === undefined ? pending + 1 : count(facts.victimRefreshMaximum);
  return now + Math.max(0, refresh - pending);
}

/** A count from untrusted numbers: a whole number ≥ 0 (NaN, ±Infinity and negatives count as 0). */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The GM-side check of a steal request: `null` when it may be applied, else the first reason it
 * may not, in this order: combat, membership, ownership, self-steal, destiny die, defeated victim,
 * nothing to steal ({@link stealableActions}: an unconscious or Dying victim has nothing; a victim
 * without an available action only while its turn is still to come this round and that refresh has
 * an action left to lose — it then gets a pending loss for that refresh).
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
  if (stealableActions(facts) < 1) return "nothingToSteal";
  return null;
}
