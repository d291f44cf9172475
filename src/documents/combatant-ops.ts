/**
 * Applying the combat rules (src/rules/combat) to combatant documents. These functions run where
 * the change is allowed: on the owner's client for its own combatant, or on the active GM's client
 * for cross-owner changes (src/queries). They read documents through the small structural shapes
 * below, so the real Foundry documents and the test stand-ins (tests/foundry) both fit.
 */
import type { ActionKind, ActionResult, CombatantState, CombatReason, StealMode, StealRejection } from "../rules/combat/index.ts";
import {
  aim,
  bonusDieAction,
  giveBackAction,
  initialCombatantState,
  prepareAccurate,
  loseAiming,
  refreshMaximum,
  lowerShieldBlock,
  raiseShieldBlock,
  spendActions,
  stealAction,
  validateStealRequest,
} from "../rules/combat/index.ts";
import { CombatantData, MAX_COMBAT_ACTIONS, MAX_RECORDED_MOVES, combatantStateUpdate } from "../data/combatant.ts";
import { actorConditions, actorMaxActions, actorPool, actorRollView, spendActorDie } from "./combat-actor.ts";
import { incapacitated } from "../rules/combat/reactions.ts";

/** The part of a combatant document the operations use. */
export interface CombatantLike {
  id: string | null;
  isDefeated: boolean;
  actor: Actor.Implementation | null;
  /** A Phase Six combatant's system is a {@link CombatantData}; anything else is ignored. */
  system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
  testUserPermission(user: User.Implementation, permission: "OWNER"): boolean;
  /** The parent combat: whose turn it is decides what counts as the own turn. */
  combat?: { combatant?: { id: string | null } | null | undefined } | null;
}

/** The part of a combat document the operations use. */
export interface CombatLike<C extends CombatantLike = CombatantLike> {
  id: string | null;
  started: boolean;
  combatants: { get(id: string): C | undefined };
  /** The combatants in turn order and the index of the current turn (Foundry's `turns`/`turn`). */
  turns?: ReadonlyArray<{ id: string | null }>;
  turn?: number | null;
  updateEmbeddedDocuments(embeddedName: "Combatant", updates: Array<Record<string, unknown>>): unknown;
}

/** The Phase Six data of a combatant, or null for a combatant of another type. */
export function combatantData(combatant: CombatantLike | undefined): CombatantData | null {
  return combatant?.system instanceof CombatantData ? combatant.system : null;
}

/** A combatant's rules state (the initial state for a combatant of another type). */
export function combatantState(combatant: CombatantLike): CombatantState {
  return combatantData(combatant)?.state ?? initialCombatantState();
}

/** Every reason an operation can be refused; the label is `PHASESIX.Combat.Reason.<key>`. */
export type OperationReason = CombatReason | StealRejection | "noActiveGM" | "combatantNotFound" | "badRequest" | "failed" | "noAttackOnCombatant";

/** The result of an operation, as returned to the requesting client. */
export type OperationResult = { ok: true; mode?: StealMode } | { ok: false; reason: OperationReason };

/** One action operation on a single combatant. */
export type ActionOperation =
  | { op: "spend"; count: number; kind: ActionKind }
  | { op: "giveBack" }
  | { op: "bonusDie" }
  /** Invest an action in aiming; the bonus per action is 2 (variant "web": 1), at most Perception. */
  | { op: "aim"; bonusPerAction: 1 | 2 }
  /** Invest an action in an accurate attack (−1 min roll each, at most Perception). */
  | { op: "accurate" }
  /**
   * Hit while aiming: the aiming bonus is lost (usually requested by the attacker's client). On a
   * combatant the requester does not own, `messageId` names the requester's attack card that
   * targeted it (src/queries/combat-actions.ts).
   */
  | { op: "loseAiming"; messageId?: string }
  /** Raise (2 actions, own turn) or lower (free) a shield block. */
  | { op: "shieldBlock"; raise: boolean }
  /** Fight with two weapons (+1 action at each refresh) or stop. */
  | { op: "twoWeapons"; active: boolean }
  /** A token move (Foundry's movement id) spends `count` actions; remembered for its undo. */
  | { op: "move"; count: number; movementId: string }
  /** Undone token moves give back the actions they spent (only what was recorded for them). */
  | { op: "undoMove"; movementIds: string[] };

/** Whether it is this combatant's own turn in its combat. */
function isOwnTurn(combatant: CombatantLike): boolean {
  const current = combatant.combat?.combatant?.id;
  return current !== undefined && current !== null && current === combatant.id;
}

/**
 * Apply one action operation to a combatant: spend (own turn or reaction), give back one action
 * (up to the refresh maximum), spend a bonus die of its actor for +1 action, aim, lose the aim,
 * raise or lower a shield block, or switch two-weapon fighting.
 */
export async function applyActionOperation(combatant: CombatantLike, operation: ActionOperation): Promise<OperationResult> {
  const data = combatantData(combatant);
  if (!data) return { ok: false, reason: "combatantNotFound" };
  const state = data.state;
  let result: ActionResult;
  switch (operation.op) {
    case "spend":
      // Dying (or unconscious) means 0 actions and no reactions, whatever is still saved.
      result = incapacitated(actorConditions(combatant.actor)) ? { ok: false, reason: "noAction" } : spendActions(state, operation.count, operation.kind);
      break;
    case "giveBack":
      result = giveBackAction(state, data.actions.max);
      break;
    case "bonusDie": {
      const actor = combatant.actor;
      result = bonusDieAction(state, actorPool(actor, "bonusDice"));
      if (result.ok && (!actor || !(await spendActorDie(actor, "bonusDice")))) return { ok: false, reason: "noBonusDie" };
      break;
    }
    case "aim":
      result = aim(state, { perception: actorRollView(combatant.actor)?.skills.perception ?? 0, bonusPerAction: operation.bonusPerAction });
      break;
    case "accurate":
      result = prepareAccurate(state, actorRollView(combatant.actor)?.skills.perception ?? 0);
      break;
    case "loseAiming":
      result = { ok: true, state: loseAiming(state) };
      break;
    case "shieldBlock":
      result = operation.raise ? raiseShieldBlock(state, isOwnTurn(combatant)) : { ok: true, state: lowerShieldBlock(state) };
      break;
    case "twoWeapons":
      await combatant.update({ "system.twoWeapons": operation.active });
      return { ok: true };
    case "move": {
      // A move is a Handlung like any other (RULES.md → Combat → Movement): Dying or unconscious, none.
      result = incapacitated(actorConditions(combatant.actor)) ? { ok: false, reason: "noAction" } : spendActions(state, operation.count, "action");
      if (!result.ok) return result;
      const moves = [...data.moves.filter((m) => m.id !== operation.movementId), { id: operation.movementId, actions: operation.count }].slice(-MAX_RECORDED_MOVES);
      await combatant.update({ ...combatantStateUpdate(result.state), "system.moves": moves });
      return { ok: true };
    }
    case "undoMove": {
      const undone = new Set(operation.movementIds);
      const back = data.moves.filter((m) => undone.has(m.id)).reduce((sum, m) => sum + m.actions, 0);
      if (back === 0) return { ok: true };
      const next = { ...state, actions: Math.min(MAX_COMBAT_ACTIONS, state.actions + back) };
      await combatant.update({ ...combatantStateUpdate(next), "system.moves": data.moves.filter((m) => !undone.has(m.id)) });
      return { ok: true };
    }
  }
  if (!result.ok) return result;
  await combatant.update(combatantStateUpdate(result.state));
  return { ok: true };
}

/** A steal request as sent to the active GM. */
export interface StealRequest {
  combatId: string;
  thiefId: string;
  victimId: string;
}

/**
 * Whether a combatant's own turn (its refresh) is still to come in this round: it stands after the
 * current turn in the turn order. Before the first turn (no current turn) everyone's is to come.
 */
export function turnStillToCome(combat: CombatLike, combatantId: string): boolean {
  const turns = combat.turns ?? [];
  const index = turns.findIndex((c) => c.id === combatantId);
  if (index < 0) return false;
  const current = combat.turn;
  return current === null || current === undefined || index > current;
}

/**
 * What limits a steal from `victim` (RULES.md → Combat: only actions it has this round): unconscious
 * or Dying (no actions at all), the loss already pending and what its coming refresh will give.
 */
function victimRefreshFacts(victim: CombatantLike | undefined): { victimIncapacitated: boolean; victimPendingLoss: number; victimRefreshMaximum: number } {
  if (!victim) return { victimIncapacitated: false, victimPendingLoss: 0, victimRefreshMaximum: 0 };
  const incapacitatedNow = incapacitated(actorConditions(victim.actor));
  const maximum = refreshMaximum({ max: actorMaxActions(victim.actor), unconscious: victim.isDefeated || incapacitatedNow, twoWeapons: combatantData(victim)?.twoWeapons ?? false });
  return { victimIncapacitated: incapacitatedNow, victimPendingLoss: combatantState(victim).pendingLoss, victimRefreshMaximum: maximum };
}

/**
 * Validate and apply a destiny-die steal on the GM's side: the requester must own the thief, the
 * thief's actor must have a destiny die, both must be in this (started) combat and the victim not
 * defeated. Then the destiny die is spent, and both combatants are updated in one operation.
 */
export async function applyStealRequest(
  combat: CombatLike | undefined,
  request: StealRequest,
  requester: User.Implementation,
): Promise<OperationResult> {
  const thief = combat?.combatants.get(request.thiefId);
  const victim = combat?.combatants.get(request.victimId);
  const isPhaseSix = (c: CombatantLike | undefined) => (combatantData(c) ? c : undefined);
  const rejection = validateStealRequest({
    combatExists: combat !== undefined,
    combatStarted: combat?.started ?? false,
    thiefInCombat: isPhaseSix(thief) !== undefined,
    victimInCombat: isPhaseSix(victim) !== undefined,
    requesterOwnsThief: thief?.testUserPermission(requester, "OWNER") ?? false,
    sameCombatant: request.thiefId === request.victimId,
    thiefDestinyDice: actorPool(thief?.actor, "destinyDice"),
    victimDefeated: victim?.isDefeated ?? false,
    victimActions: victim ? combatantState(victim).actions : 0,
    victimTurnToCome: combat && victim ? turnStillToCome(combat, request.victimId) : false,
    ...victimRefreshFacts(victim),
  });
  if (rejection) return { ok: false, reason: rejection };
  if (!combat || !thief || !victim || !thief.actor) return { ok: false, reason: "badRequest" };
  if (!(await spendActorDie(thief.actor, "destinyDice"))) return { ok: false, reason: "noDestinyDie" };
  const outcome = stealAction(combatantState(thief), combatantState(victim));
  await combat.updateEmbeddedDocuments("Combatant", [
    { _id: request.thiefId, ...combatantStateUpdate(outcome.thief) },
    { _id: request.victimId, ...combatantStateUpdate(outcome.victim) },
  ]);
  return { ok: true, mode: outcome.mode };
}
