/**
 * The chat card's buttons (RULES.md → Dice): add a bonus die, add a destiny die, reroll, reroll with
 * a destiny die. Only the roll's owner or a GM may act; each action spends one die from the actor's
 * matching pool, updates the SAME message with the new roll (which notes what was spent) and shows
 * the new dice in Dice So Nice. A user who may not update the message (a player acting on a roll the
 * GM made for their character) asks the active GM through the `phasesix.rollAction` query, and the
 * GM validates the request again.
 */
import { PhaseSixRoll } from "../../dice/roll.ts";
import { showThrows } from "../../dice/dice-so-nice.ts";
import type { FaceSource } from "../../rules/index.ts";
import { ACTION_POOL, ROLL_ACTIONS, actionStates, type DisabledReason, type RollAction } from "../../rules/roll-request/index.ts";
import { asRollingActor, canActFor, type RollingActor } from "../rolling-actor.ts";

/** The part of a ChatMessage an action needs. */
export interface ActionMessage {
  readonly rolls: readonly Roll.Any[];
  readonly whisper: readonly (string | null)[];
  readonly blind: boolean;
}

/** Stores the new rolls on the message (`message.update({ rolls })` in Foundry). */
export type SaveRolls = (rolls: string[]) => Promise<unknown>;

/** The Foundry way to store a message's new rolls. */
export function messageSaver(message: ChatMessage.Implementation): SaveRolls {
  return (rolls) => message.update({ rolls });
}

/** The acting user. */
export interface ActingUser {
  readonly name: string;
  readonly isGM: boolean;
}

export type ActionOutcome = { ok: true; roll: PhaseSixRoll } | { ok: false; reason: DisabledReason | "Stale" };

export function isRollAction(value: unknown): value is RollAction {
  return typeof value === "string" && (ROLL_ACTIONS as readonly string[]).includes(value);
}

/** The Phase Six roll of a message, if it has one. */
export function phaseSixRollOf(message: { readonly rolls: readonly Roll.Any[] }): PhaseSixRoll | null {
  const roll = message.rolls[0];
  return roll instanceof PhaseSixRoll ? roll : null;
}

/** The actor a Phase Six roll belongs to (by the uuid stored in the roll). */
export function actorOfRoll(roll: PhaseSixRoll): RollingActor | null {
  const uuid = roll.phasesix.actorUuid;
  return uuid ? asRollingActor(fromUuidSync(uuid as `Actor.${string}`)) : null;
}

/**
 * Carry out one action for `user`: validate (permission, pool, dice to reroll), spend one die from the
 * actor, show the thrown dice, update the message. `actor` is the roll's actor (null when gone).
 */
export async function applyRollAction(
  message: ActionMessage,
  action: RollAction,
  user: ActingUser,
  actor: RollingActor | null,
  canAct: boolean,
  save: SaveRolls,
  source?: FaceSource,
): Promise<ActionOutcome> {
  const roll = phaseSixRollOf(message);
  if (!roll) return { ok: false, reason: "Stale" };
  const state = actionStates(actor?.system.rollView().pools, roll.chains.length, canAct).find((s) => s.action === action);
  if (!state || !state.enabled || !actor) return { ok: false, reason: state?.reason ?? "NoActor" };
  const { roll: next, thrown } = roll.withAction(action, user.name, source);
  const spent = await actor.spendPool(ACTION_POOL[action], 1);
  if (spent === false || spent === null) return { ok: false, reason: "EmptyPool" };
  await showThrows(thrown, { whisper: message.whisper.filter((id): id is string => id !== null), blind: message.blind });
  await save([JSON.stringify(next.toJSON())]);
  return { ok: true, roll: next };
}

/** The query the active GM answers for players who may not update the message themselves. */
export const ROLL_ACTION_QUERY = "phasesix.rollAction";

export interface RollActionQuery {
  messageId: string;
  action: string;
  userId: string;
}

/** GM side of {@link ROLL_ACTION_QUERY}: re-validates who asks and carries the action out. */
export async function handleRollActionQuery(query: RollActionQuery): Promise<{ ok: boolean; reason?: string }> {
  const message = game.messages.get(query.messageId);
  const user = game.users.get(query.userId);
  if (!message || !user || !isRollAction(query.action)) return { ok: false, reason: "Stale" };
  const roll = phaseSixRollOf(message);
  const actor = roll ? actorOfRoll(roll) : null;
  const outcome = await applyRollAction(message, query.action, user, actor, actor ? canActFor(actor, user) : false, messageSaver(message));
  return outcome.ok ? { ok: true } : { ok: false, reason: outcome.reason };
}

/** Warn about an action that could not be carried out. */
function warn(reason: string): void {
  const key = reason === "Stale" ? "PHASESIX.Chat.Error.Stale" : `PHASESIX.Chat.Disabled.${reason}`;
  ui.notifications?.warn(game.i18n.format(key, { pool: "" }));
}

/** A click on a card button by the current user: act locally when allowed, else ask the GM. */
export async function requestRollAction(message: ChatMessage.Implementation, action: RollAction): Promise<void> {
  const user = game.user;
  const roll = phaseSixRollOf(message);
  if (!roll) return warn("Stale");
  const actor = actorOfRoll(roll);
  const canAct = actor ? canActFor(actor, user) : user.isGM;
  if (!canAct) return warn("NoPermission");
  if (message.canUserModify(user, "update")) {
    const outcome = await applyRollAction(message, action, user, actor, canAct, messageSaver(message));
    // An empty pool was already reported by the actor's spendPool.
    if (!outcome.ok && outcome.reason !== "EmptyPool") warn(outcome.reason);
    return;
  }
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications?.warn("PHASESIX.Chat.Error.NoGM", { localize: true });
    return;
  }
  const answer = await gm.query(ROLL_ACTION_QUERY, { messageId: message.id ?? "", action, userId: user.id ?? "" });
  if (!answer.ok) warn(answer.reason ?? "NoPermission");
}
