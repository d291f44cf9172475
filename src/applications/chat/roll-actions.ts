/**
 * The chat card's buttons (RULES.md → Dice): add a bonus die, add a destiny die, reroll, reroll with
 * a destiny die. Only the roll's owner or a GM may act; each action spends one die from the actor's
 * matching pool, updates the SAME message with the new roll (which notes what was spent) and shows
 * the new dice in Dice So Nice.
 *
 * Card changes have one writer: every click goes to the active GM as `phasesix.rollAction`
 * (src/queries/authority.ts: the GM learns who clicked from the server, not from the click), and the
 * GM handles the clicks on one message one after another. A click carries the card's version (the
 * number of actions already on the roll); a click made on an older version is refused ("Conflict")
 * and spends nothing, so two clicks on the same card state spend once. The justification is
 * ownership: the requester must own the roll's actor (or be a GM). With no GM online the message's
 * author, the only other user who may update it, acts on their own client under the same checks.
 */
import { PhaseSixRoll } from "../../dice/roll.ts";
import { showThrows } from "../../dice/dice-so-nice.ts";
import type { FaceSource } from "../../rules/index.ts";
import { ACTION_POOL, ROLL_ACTIONS, actionStates, type DisabledReason, type RollAction } from "../../rules/roll-request/index.ts";
import { asRollingActor, canActFor, type RollingActor } from "../rolling-actor.ts";
import { askGM, defineAuthorizedQuery, isRefusal, refusalMessage, runHere, type Refusal } from "../../queries/authority.ts";

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

/** The card's version: how many actions its roll already carries. */
export function cardVersion(roll: PhaseSixRoll): number {
  return roll.phasesix.log.length;
}

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
  await showThrows(thrown, { whisper: message.whisper.filter((id): id is string => id !== null), blind: message.blind, user });
  await save([JSON.stringify(next.toJSON())]);
  return { ok: true, roll: next };
}

/** The query the active GM answers for every card action (one writer per card). */
export const ROLL_ACTION_QUERY = "phasesix.rollAction";

export interface RollActionQuery {
  messageId: string;
  action: RollAction;
  /** The card's version the click was made on ({@link cardVersion}). */
  version: number;
}

/** The GM's answer ("Conflict": the card changed since the click; nothing was spent). */
export type RollActionAnswer = { ok: true } | { ok: false; reason: DisabledReason | "Stale" | "Conflict" };

function isRollActionQuery(data: unknown): data is RollActionQuery {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.messageId === "string" && isRollAction(d.action) && Number.isInteger(d.version);
}

/** GM side: the card must still be at the clicked version; the requester must own the roll's actor. */
async function rollAction(query: RollActionQuery, requester: User.Implementation): Promise<RollActionAnswer> {
  const message = game.messages.get(query.messageId);
  const roll = message ? phaseSixRollOf(message) : null;
  if (!message || !roll) return { ok: false, reason: "Stale" };
  if (cardVersion(roll) !== query.version) return { ok: false, reason: "Conflict" };
  const actor = actorOfRoll(roll);
  const outcome = await applyRollAction(message, query.action, requester, actor, actor ? canActFor(actor, requester) : false, messageSaver(message));
  return outcome.ok ? { ok: true } : { ok: false, reason: outcome.reason };
}

/** `phasesix.rollAction`, serialized per message. */
export const rollActionQuery = defineAuthorizedQuery({
  name: ROLL_ACTION_QUERY,
  validate: isRollActionQuery,
  handle: rollAction,
  serialize: (query) => `ChatMessage.${query.messageId}`,
  // The GM shows the thrown dice (Dice So Nice, wave by wave) before saving the card.
  timeoutMs: 60_000,
});

/** The handler in `CONFIG.queries`. */
export const handleRollActionQuery = rollActionQuery.gmHandler;

/** Warn about an action that could not be carried out. */
function warn(reason: string, action?: RollAction): void {
  const key = reason === "Stale" || reason === "Conflict" ? `PHASESIX.Chat.Error.${reason}` : `PHASESIX.Chat.Disabled.${reason}`;
  const pool = action ? game.i18n.localize(`PHASESIX.Actor.Pool.${ACTION_POOL[action]}`) : "";
  ui.notifications?.warn(game.i18n.format(key, { pool }));
}

/** A click on a card button by the current user: the active GM carries it out (see the module comment). */
export async function requestRollAction(message: ChatMessage.Implementation, action: RollAction): Promise<void> {
  const user = game.user;
  const roll = phaseSixRollOf(message);
  if (!roll) return warn("Stale");
  const actor = actorOfRoll(roll);
  const canAct = actor ? canActFor(actor, user) : user.isGM;
  if (!canAct) return warn("NoPermission");
  const query: RollActionQuery = { messageId: message.id ?? "", action, version: cardVersion(roll) };
  let ranHere = user.isGM && game.users.activeGM?.id === user.id;
  let answer: RollActionAnswer | Refusal = await askGM(rollActionQuery, query);
  if (isRefusal(answer) && answer.reason === "noActiveGM" && message.canUserModify(user, "update")) {
    ranHere = true;
    answer = await runHere(rollActionQuery, query);
  }
  if (answer.ok) return;
  if (isRefusal(answer)) ui.notifications?.warn(refusalMessage(answer.reason));
  // An empty pool was already reported by the actor's spendPool on the client that ran the action.
  else if (answer.reason !== "EmptyPool" || !ranHere) warn(answer.reason, action);
}
