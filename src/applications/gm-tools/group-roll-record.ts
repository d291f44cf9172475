/**
 * The GM's side of the group roll: recording a participant's roll on the group card after checking
 * that it is the group's trait, of that participant's actor, made by a user who owns the actor (or
 * the GM), and that the participant has not rolled yet (RULES.md → Dice → Group roll).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { phaseSixRollOf } from "../chat/roll-actions.ts";
import { asRollingActor, canActFor } from "../rolling-actor.ts";
import { acceptsRoll, type GroupRollData } from "./group-roll-context.ts";

export const GROUP_RESULT_QUERY = "phasesix.groupRollResult";

export interface GroupResultQuery {
  cardId: string;
  index: number;
  rollMessageId: string;
  userId: string;
}

/** The group roll stored on a message, or null. */
export function groupDataOf(message: ChatMessage.Implementation): GroupRollData | null {
  const flags = message.flags as Record<string, Record<string, unknown> | undefined>;
  const data = flags[SYSTEM_ID]?.groupRoll as GroupRollData | undefined;
  return data && Array.isArray(data.participants) && typeof data.key === "string" ? data : null;
}

export function actorOf(uuid: string): Actor.Implementation | null {
  const doc = fromUuidSync(uuid as `Actor.${string}`);
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** Record a participant's roll on the card (GM side, validated). */
export async function recordGroupRoll(query: GroupResultQuery): Promise<{ ok: boolean }> {
  const card = game.messages.get(query.cardId);
  const rollMessage = game.messages.get(query.rollMessageId);
  const user = game.users.get(query.userId);
  const data = card ? groupDataOf(card) : null;
  if (!card || !data || !rollMessage || !user) return { ok: false };
  const roll = phaseSixRollOf(rollMessage);
  const participant = data.participants[query.index];
  const rolling = participant ? asRollingActor(actorOf(participant.actorUuid)) : null;
  if (!roll || !rolling || !canActFor(rolling, user)) return { ok: false };
  if (rollMessage.author?.id !== user.id && !user.isGM) return { ok: false };
  const rolled = { actorUuid: roll.phasesix.actorUuid, kind: roll.phasesix.check?.kind, key: roll.phasesix.check?.key };
  if (!acceptsRoll(data, query.index, rolled)) return { ok: false };
  const participants = data.participants.map((p, i) => (i === query.index ? { ...p, rollMessageId: rollMessage.id ?? "" } : p));
  const update = { [`flags.${SYSTEM_ID}.groupRoll`]: { ...data, participants } };
  await card.update(update as unknown as ChatMessage.UpdateData);
  return { ok: true };
}

