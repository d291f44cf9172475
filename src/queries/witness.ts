/**
 * The GM's witness of rolls (issue 32, D3): a player may rewrite everything of a chat message they
 * wrote — its rolls and its flags (Foundry checks only that a roll is evaluated) — so what justifies
 * a change to another's actor must be something they cannot have rewritten. The GM's client takes a
 * record of a roll when the message is first seen, and keeps it where only a GM writes:
 *
 * - **When**: on `createChatMessage`, in every window of the active GM (each takes the same record;
 *   the writes are identical). The record holds what a justification reads: who wrote it, the
 *   rolling actor, the check, the successes, the dice and min roll, the actors the roll named (first
 *   aid's patient, a duel's rival, a surgery's patient) — and for an attack card the attacker, its
 *   targets, the weapon and the roll's hits. Messages that name no other actor are not recorded.
 * - **Where**: `flags.phasesix.witnessed.<messageId>` on the GM's own User: a player cannot write
 *   another user's User (BaseUser's update permission), and every window of every client sees it,
 *   across reloads. A window also keeps its records in memory, so a request that follows the roll
 *   at once does not wait for the write.
 * - **Changes**: only a GM's own change renews a record — a bonus die or a reroll the GM's client
 *   carries out (the card's buttons go through it), a defence written on an attack card — and only
 *   when the message was as witnessed right before it. A change by anyone else leaves the record as
 *   it was: a rewritten roll justifies what the roll justified, never what the rewrite says.
 * - **Spent once, for good**: the actors a record has justified a change on are marked in it
 *   (`spent`), on the GM's User, before the change is carried out: a GM reload, another GM window, a
 *   cleared message flag find it spent.
 * - **Kept small**: a record goes when its message is deleted; past {@link MAX_WITNESSED} records
 *   the oldest go.
 * A roll made while no GM was online is witnessed by nobody: it justifies nothing on another's actor
 * (the GM may still carry it out by hand).
 */
import { SYSTEM_ID } from "../constants.ts";
import type { PhaseSixRoll } from "../dice/roll.ts";
import { isAttackCard } from "../rules/attack/card.ts";
import { serverNow } from "../gm-channel/this-window.ts";
import { deletionUpdate, deletionsUpdate } from "../foundry-compat/deletion.ts";

/** The flag under `flags.phasesix` of a GM's User that holds the records. */
export const WITNESS_FLAG = "witnessed";
const WITNESS_PATH = `flags.${SYSTEM_ID}.${WITNESS_FLAG}`;
/** The most records kept on a GM's User (the oldest go first). */
export const MAX_WITNESSED = 300;

/** A roll as the GM's client saw it. */
export interface WitnessedRoll {
  actorUuid: string;
  check: { kind: string; key: string; name?: string } | null;
  successes: number;
  /** The actors (uuids) the roll named when it was made. */
  targets: string[];
  /** Every die's total, and the min roll it was scored at: the roll itself, not only its result. */
  dice: number[];
  minRoll: number;
}

/** An attack card as the GM's client saw it. */
export interface WitnessedAttack {
  attackerUuid: string;
  targets: Array<{ actorUuid: string; tokenUuid: string | null }>;
  /** The weapon's data on the card, as JSON. */
  weapon: string;
  /** The hit roll's hits: normal, critical, each critical's extra wounds. */
  hits: { hits: number; criticalHits: number; extraWounds: number[] };
}

/** What a justification reads of a message. */
export interface WitnessFacts {
  roll?: WitnessedRoll;
  attack?: WitnessedAttack;
}

/** A record: who wrote the message, when, what it held, and the actors it justified a change on. */
export interface Witness extends WitnessFacts {
  author: string;
  at: number;
  spent?: Record<string, true>;
}

/** The records this window took or read, by message id. */
const seen = new Map<string, Witness>();
/** Messages this window is changing while they are as witnessed (their record is renewed after). */
const renewing = new Set<string>();

type MessageLike = {
  id?: string | null;
  rolls: readonly unknown[];
  flags?: unknown;
  author?: { id?: string | null } | null;
};

/**
 * The message's Phase Six roll, recognised by its data (the dice classes are not imported here, so
 * the GM side loads without them).
 */
function phaseSixRollOf(message: MessageLike): Pick<PhaseSixRoll, "phasesix" | "score" | "attackScore" | "chains"> | null {
  const roll: unknown = message.rolls[0];
  if (typeof roll !== "object" || roll === null) return null;
  const candidate = roll as { phasesix?: unknown; score?: unknown };
  return typeof candidate.phasesix === "object" && candidate.phasesix !== null && typeof candidate.score === "object" && candidate.score !== null
    ? (roll as Pick<PhaseSixRoll, "phasesix" | "score" | "attackScore" | "chains">)
    : null;
}

/** The facts of a message worth a record (a roll or an attack card naming another actor), or null. */
export function factsOf(message: MessageLike): WitnessFacts | null {
  const facts: WitnessFacts = {};
  const roll = phaseSixRollOf(message);
  if (roll) {
    const data = roll.phasesix;
    const targets = Array.isArray(data.targets) ? data.targets.filter((t): t is string => typeof t === "string") : [];
    if (targets.length > 0 && typeof data.actorUuid === "string") {
      const check = data.check ? { kind: data.check.kind, key: data.check.key, ...(data.check.name === undefined ? {} : { name: data.check.name }) } : null;
      facts.roll = { actorUuid: data.actorUuid, check, successes: roll.score.successes, targets, dice: roll.chains.map((c) => c.total), minRoll: data.minRoll };
    }
  }
  const flags = message.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const card = flags?.[SYSTEM_ID]?.attack;
  if (isAttackCard(card) && card.targets.length > 0) {
    const score = roll ? roll.attackScore : { hits: 0, criticalHits: 0, extraWounds: [] };
    facts.attack = {
      attackerUuid: card.attacker.actorUuid,
      targets: card.targets.map((t) => ({ actorUuid: t.actorUuid, tokenUuid: t.tokenUuid })),
      weapon: JSON.stringify(card.weapon),
      hits: { hits: score.hits, criticalHits: score.criticalHits, extraWounds: [...score.extraWounds] },
    };
  }
  return facts.roll || facts.attack ? facts : null;
}

/** Whether two sets of facts are the same (the message is as witnessed). */
export function sameFacts(a: WitnessFacts | null, b: WitnessFacts | null): boolean {
  const plain = (f: WitnessFacts | null) => JSON.stringify({ roll: f?.roll ?? null, attack: f?.attack ?? null });
  return plain(a) === plain(b);
}

/** Whether `message` is as the GM's client witnessed it (a record exists, and its facts are the message's). */
export function asWitnessed(message: MessageLike): boolean {
  const record = message.id ? witnessOf(message.id) : null;
  return record !== null && sameFacts(factsOf(message), record);
}

/** Whether this window belongs to the active GM (every window of that GM user takes the records). */
function activeGMWindow(): boolean {
  return game.user.isGM && game.users.activeGM?.id === game.user.id;
}

function recordsOf(user: User.Implementation): Record<string, Witness> {
  const flags = user.flags as Record<string, Record<string, unknown> | undefined>;
  const records = flags[SYSTEM_ID]?.[WITNESS_FLAG];
  return typeof records === "object" && records !== null ? (records as Record<string, Witness>) : {};
}

/** The GM users (whose User may hold records: the active GM of the time wrote them). */
function gmUsers(): User.Implementation[] {
  return game.users.contents.filter((u) => u.isGM);
}

/** The record of `messageId`: this window's, else one on a GM's User. */
export function witnessOf(messageId: string): Witness | null {
  const mine = seen.get(messageId);
  if (mine) return mine;
  for (const user of gmUsers()) {
    const record = recordsOf(user)[messageId];
    if (typeof record === "object" && record !== null && typeof record.author === "string") return record;
  }
  return null;
}

/** The key of an actor in a record's `spent` (a uuid's dots would be read as a path). */
function spentKey(uuid: string): string {
  return uuid.replaceAll(".", "~");
}

/** Whether a record has justified a change on `targetUuid` already (in this window or on any GM's User). */
export function isSpent(messageId: string, targetUuid: string): boolean {
  const key = spentKey(targetUuid);
  if (seen.get(messageId)?.spent?.[key]) return true;
  return gmUsers().some((user) => recordsOf(user)[messageId]?.spent?.[key] === true);
}

/** Mark the record of `messageId` spent for `targetUuid`, for good (awaited before the change is made). */
export async function spend(messageId: string, targetUuid: string): Promise<void> {
  const key = spentKey(targetUuid);
  const record = witnessOf(messageId);
  if (record) seen.set(messageId, { ...record, spent: { ...record.spent, [key]: true } });
  await game.user.update({ [`${WITNESS_PATH}.${messageId}.spent.${key}`]: true } as User.UpdateData);
}

/** Write a record on the GM's User, dropping the oldest past the limit. */
async function persist(messageId: string, record: Witness): Promise<void> {
  const update: Record<string, unknown> = { [`${WITNESS_PATH}.${messageId}`]: record };
  const stored = Object.entries(recordsOf(game.user)).filter(([id]) => id !== messageId);
  if (stored.length >= MAX_WITNESSED) {
    const oldest = stored.sort((a, b) => (a[1].at ?? 0) - (b[1].at ?? 0)).slice(0, stored.length - MAX_WITNESSED + 1);
    Object.assign(update, deletionsUpdate(WITNESS_PATH, oldest.map(([id]) => id)));
  }
  await game.user.update(update as User.UpdateData).catch((error: unknown) => console.warn("phasesix | the roll's record could not be stored", error));
}

/** `createChatMessage`: the active GM's windows take the record of a message as it is first seen. */
export function witnessCreated(message: MessageLike): void {
  if (!activeGMWindow() || !message.id) return;
  const facts = factsOf(message);
  if (!facts) return;
  const record: Witness = { author: message.author?.id ?? "", at: serverNow(), ...facts };
  seen.set(message.id, record);
  void persist(message.id, record);
}

/** `preUpdateChatMessage` (on the client making the change): a GM's change to a message as witnessed renews its record. */
export function witnessBeforeUpdate(message: MessageLike): void {
  if (!game.user.isGM || !message.id) return;
  const record = witnessOf(message.id);
  if (record && sameFacts(factsOf(message), record)) renewing.add(message.id);
}

/** `updateChatMessage`: the record follows a GM's own change (see witnessBeforeUpdate); anyone else's leaves it. */
export function witnessUpdated(message: MessageLike, userId: string): void {
  if (!message.id || !renewing.delete(message.id) || userId !== game.user.id) return;
  const record = witnessOf(message.id);
  const facts = factsOf(message);
  if (!record || !facts || sameFacts(facts, record)) return;
  const renewed: Witness = { ...record, ...facts };
  seen.set(message.id, renewed);
  void persist(message.id, renewed);
}

/** `deleteChatMessage`: the record goes with its message. */
export function witnessDeleted(message: MessageLike): void {
  if (!message.id) return;
  seen.delete(message.id);
  if (activeGMWindow() && recordsOf(game.user)[message.id]) void game.user.update(deletionUpdate(WITNESS_PATH, message.id) as User.UpdateData).catch(() => undefined);
}

/** Register the hooks (init; a page's memory starts empty). */
export function registerWitness(): void {
  seen.clear();
  renewing.clear();
  const hooks = Hooks as unknown as { on(name: string, fn: (...args: never[]) => void): number };
  hooks.on("createChatMessage", (message: MessageLike) => witnessCreated(message));
  hooks.on("preUpdateChatMessage", (message: MessageLike) => witnessBeforeUpdate(message));
  hooks.on("updateChatMessage", (message: MessageLike, _changed: unknown, _options: unknown, userId: string) => witnessUpdated(message, userId));
  hooks.on("deleteChatMessage", (message: MessageLike) => witnessDeleted(message));
}
