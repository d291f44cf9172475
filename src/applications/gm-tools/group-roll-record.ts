/**
 * The GM's side of the group roll: recording a participant's roll on the group card after checking
 * that it is the group's trait, of that participant's actor, made by a user who owns the actor (or
 * the GM), and that the participant has not rolled yet (RULES.md → Dice → Group roll).
 *
 * The requester is the one the server vouches for (src/queries/authority.ts); the justification is
 * the roll's chat message, whose author must be the requester, and ownership of the participant's
 * actor. Records on one card are serialized on the active GM (one writer), so two participants
 * reporting at once cannot overwrite each other's entry.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { CHECK_KINDS } from "../../rules/roll-request/index.ts";
import { MAX_COUNT } from "../../rules/guard.ts";
import { phaseSixRollOf } from "../chat/roll-actions.ts";
import { asRollingActor, canActFor } from "../rolling-actor.ts";
import { acceptsRoll, type GroupRollData } from "./group-roll-context.ts";
import { askGM, defineAuthorizedQuery, isRefusal, messageAuthoredBy, refusalMessage, refuse, type Refusal } from "../../queries/authority.ts";

export const GROUP_RESULT_QUERY = "phasesix.groupRollResult";

export interface GroupResultQuery {
  cardId: string;
  index: number;
  rollMessageId: string;
}

function isGroupResultQuery(data: unknown): data is GroupResultQuery {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.cardId === "string" && typeof d.rollMessageId === "string" && Number.isInteger(d.index) && (d.index as number) >= 0;
}

/** The most participants a group card may list (a guard against a forged card). */
const MAX_PARTICIPANTS = 100;

const isText = (value: unknown, max = 1000): value is string => typeof value === "string" && value.length <= max;
const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** Whether stored data is a group roll as `startGroupRoll` writes it (every field checked). */
function isGroupRollData(data: unknown): data is GroupRollData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (!(CHECK_KINDS as readonly unknown[]).includes(d.kind) || !isText(d.key, 100) || !isText(d.label, 200)) return false;
  if (!isWhole(d.required, 0, MAX_COUNT) || !isWhole(d.difficulty, -MAX_COUNT, MAX_COUNT)) return false;
  if (!Array.isArray(d.participants) || d.participants.length > MAX_PARTICIPANTS) return false;
  return d.participants.every((p: unknown) => {
    const q = p as Record<string, unknown> | null;
    return typeof q === "object" && q !== null && isText(q.actorUuid, 200) && isText(q.name) && (q.rollMessageId === undefined || isText(q.rollMessageId, 100));
  });
}

/**
 * The group roll stored on a message, or null: only a GM's message carries one (the group roll is a
 * GM tool), and only data as the tool writes it — a card a player forged is an ordinary message
 * (issue 32, D12), never one that throws on every client.
 */
export function groupDataOf(message: ChatMessage.Implementation): GroupRollData | null {
  const author = game.users.get((message.author as { id?: string | null } | null | undefined)?.id ?? "");
  if (!author?.isGM) return null;
  const flags = message.flags as Record<string, Record<string, unknown> | undefined>;
  const data = flags[SYSTEM_ID]?.groupRoll;
  return isGroupRollData(data) ? data : null;
}

export function actorOf(uuid: string): Actor.Implementation | null {
  const doc = fromUuidSync(uuid as `Actor.${string}`);
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** Why a report was refused: the card is gone, the actor is not the requester's, the roll does not count. */
export type GroupRecordReason = "cardGone" | "notYours" | "notAccepted";

/** The GM's answer to a report. */
export type GroupRecordAnswer = { ok: true } | { ok: false; reason: GroupRecordReason };

/** Record a participant's roll on the card for the verified `requester` (GM side). */
async function recordGroupRoll(query: GroupResultQuery, requester: User.Implementation): Promise<GroupRecordAnswer | Refusal> {
  const card = game.messages.get(query.cardId);
  const data = card ? groupDataOf(card) : null;
  if (!card || !data) return { ok: false, reason: "cardGone" };
  // The justification: a roll message the requester wrote, of a participant the requester owns.
  const rollMessage = messageAuthoredBy(query.rollMessageId, requester);
  const roll = rollMessage ? phaseSixRollOf(rollMessage) : null;
  if (!rollMessage || !roll) return refuse("unjustified");
  const participant = data.participants[query.index];
  const rolling = participant ? asRollingActor(actorOf(participant.actorUuid)) : null;
  if (!rolling || !canActFor(rolling, requester)) return { ok: false, reason: "notYours" };
  const rolled = { actorUuid: roll.phasesix.actorUuid, kind: roll.phasesix.check?.kind, key: roll.phasesix.check?.key };
  if (!acceptsRoll(data, query.index, rolled)) return { ok: false, reason: "notAccepted" };
  const participants = data.participants.map((p, i) => (i === query.index ? { ...p, rollMessageId: rollMessage.id ?? "" } : p));
  const update = { [`flags.${SYSTEM_ID}.groupRoll`]: { ...data, participants } };
  await card.update(update as unknown as ChatMessage.UpdateData);
  return { ok: true };
}

/** `phasesix.groupRollResult`, serialized per card. */
export const groupResultQuery = defineAuthorizedQuery({
  name: GROUP_RESULT_QUERY,
  validate: isGroupResultQuery,
  handle: recordGroupRoll,
  serialize: (query) => `ChatMessage.${query.cardId}`,
});

/** The handler in `CONFIG.queries`. */
export const handleGroupResultQuery = groupResultQuery.gmHandler;

/** Report a participant's roll to the active GM (or record it, as the GM); warns when refused. */
export async function reportGroupRoll(query: GroupResultQuery): Promise<GroupRecordAnswer | Refusal> {
  const answer = await askGM(groupResultQuery, query);
  if (isRefusal(answer)) ui.notifications?.warn(refusalMessage(answer.reason));
  else if (!answer.ok) ui.notifications?.warn(game.i18n.localize(answer.reason === "notYours" ? "PHASESIX.GroupRoll.NotYours" : `PHASESIX.GroupRoll.Refused.${answer.reason}`));
  return answer;
}
