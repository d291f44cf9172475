/**
 * The GM side of the combat requests (src/documents/combat-requests.ts sends them by name):
 * cross-owner combat changes go to the active GM through `CONFIG.queries` (Foundry 13) and are
 * validated there: a player may not update an NPC's or another player's combatant. Each handler
 * runs on the GM's client with the requesting user as the authority layer verified it
 * (./authority.ts: never an id the client chose), re-checks everything against its own documents
 * and applies the change in one operation (the combatant operations of
 * src/documents/combatant-ops.ts). What justifies each operation:
 * - a steal: the requester owns the thief combatant (document ownership);
 * - an action operation: the requester owns the combatant — losing the aim (what a hit does) on
 *   another's combatant needs an attack card the requester wrote, of an attacker the requester owns,
 *   that named this combatant as a target when it was rolled — as the GM's client witnessed it
 *   (./witness.ts), never as its author may have rewritten it since.
 */
import type { OperationResult } from "../documents/combatant-ops.ts";
import { applyActionOperation, applyStealRequest } from "../documents/combatant-ops.ts";
import type { SpendActionQueryData, StealActionQueryData } from "../documents/combat-requests.ts";
import { QUERIES } from "../documents/combat-requests.ts";
import { defineAuthorizedQuery, fightsInCombat, messageAuthoredBy, ownsDocument, refuse, registerAuthorizedQuery, type Refusal } from "./authority.ts";
import { witnessOf } from "./witness.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { AttackCard } from "../rules/attack/card.ts";
import { isAttackCard } from "../rules/attack/card.ts";

const ACTION_KINDS = new Set(["action", "reaction", "firearmAttack", "attack", "aim", "accurate"]);

function isString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

/** A Foundry movement id (16 letters and digits; any short id is accepted). */
function isMovementId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{1,32}$/.test(value);
}

/** Whether socket input is a well-formed steal request. */
export function isStealActionQueryData(data: unknown): data is StealActionQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return isString(d.combatId) && isString(d.thiefId) && isString(d.victimId);
}

/** Whether socket input is a well-formed action operation request. */
export function isSpendActionQueryData(data: unknown): data is SpendActionQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (!isString(d.combatId) || !isString(d.combatantId)) return false;
  const op = d.operation as Record<string, unknown> | null | undefined;
  if (typeof op !== "object" || op === null) return false;
  switch (op.op) {
    case "giveBack":
    case "bonusDie":
    case "accurate":
    case "loseAiming":
      return op.messageId === undefined || (typeof op.messageId === "string" && op.messageId.length < 100);
    case "aim":
      return op.bonusPerAction === 1 || op.bonusPerAction === 2;
    case "shieldBlock":
      return typeof op.raise === "boolean";
    case "twoWeapons":
      return typeof op.active === "boolean";
    case "spend":
      return Number.isInteger(op.count) && typeof op.kind === "string" && ACTION_KINDS.has(op.kind);
    case "move":
      return Number.isInteger(op.count) && isMovementId(op.movementId);
    case "undoMove":
      return Array.isArray(op.movementIds) && op.movementIds.length <= 100 && op.movementIds.every(isMovementId);
    default:
      return false;
  }
}

/** GM side of `phasesix.stealAction`, for the verified `requester`. */
async function stealAction(data: StealActionQueryData, requester: User.Implementation): Promise<OperationResult> {
  const combat = game.combats.get(data.combatId);
  const result = await applyStealRequest(combat, { combatId: data.combatId, thiefId: data.thiefId, victimId: data.victimId }, requester);
  if (result.ok) await announceSteal(combat?.combatants.get(data.thiefId)?.name, combat?.combatants.get(data.victimId)?.name, result.mode);
  return result;
}

/** Everyone at the table hears of a steal (it is announced when the destiny die is spent). */
async function announceSteal(thief: string | null | undefined, victim: string | null | undefined, mode: "now" | "pending" | undefined): Promise<void> {
  const escape = foundry.utils.escapeHTML;
  const key = mode === "pending" ? "PHASESIX.Combat.Steal.Pending" : "PHASESIX.Combat.Steal.Now";
  const text = game.i18n.format(key, { thief: escape(thief ?? ""), victim: escape(victim ?? "") });
  await ChatMessage.implementation.create({ content: `<p class="phasesix-steal-message">${text}</p>` });
}

/**
 * GM side of `phasesix.spendAction`: the requester must own the combatant — except for losing the
 * aim, which an attack justifies: the requester's own attack card that targeted this combatant.
 */
async function spendAction(data: SpendActionQueryData, requester: User.Implementation): Promise<OperationResult | Refusal> {
  const combat = game.combats.get(data.combatId);
  const combatant = combat?.combatants.get(data.combatantId);
  if (!combat || !combatant) return { ok: false, reason: "combatantNotFound" };
  const op = data.operation;
  if (!combatant.testUserPermission(requester, "OWNER")) {
    if (op.op !== "loseAiming") return { ok: false, reason: "notOwner" };
    if (!fightsInCombat(combat, requester)) return { ok: false, reason: "notOwner" };
    const attacked = attackedBy(op.messageId, combatant, requester);
    if (attacked === "unwitnessed") return refuse("unwitnessed");
    if (attacked === "no") return { ok: false, reason: "noAttackOnCombatant" };
  }
  return applyActionOperation(combatant, op);
}

/**
 * Whether `messageId` is an attack card `requester` wrote, of an attacker they own, naming `combatant`
 * as a target — as the GM's client witnessed the card when it was posted (./witness.ts): the card's
 * flags are its author's to rewrite. "unwitnessed": the card was not seen by a GM's client (posted
 * while no GM was online).
 */
function attackedBy(messageId: string | undefined, combatant: Combatant.Implementation, requester: User.Implementation): "yes" | "no" | "unwitnessed" {
  const message = messageAuthoredBy(messageId, requester);
  if (!message?.id) return "no";
  const witnessed = witnessOf(message.id);
  const card = witnessed?.attack;
  if (!card) return attackCardOf(message) ? "unwitnessed" : "no";
  if (witnessed.author !== requester.id && !requester.isGM) return "no";
  const attacker = fromUuidSync(card.attackerUuid as `Actor.${string}`) as Actor.Implementation | null;
  if (!requester.isGM && !ownsDocument(attacker, requester)) return "no";
  const actorUuid = combatant.actor?.uuid;
  const tokenId = combatant.tokenId;
  const named = card.targets.some((t) => (actorUuid !== undefined && t.actorUuid === actorUuid) || (!!tokenId && !!t.tokenUuid && t.tokenUuid.endsWith(`.Token.${tokenId}`)));
  return named ? "yes" : "no";
}

/** The attack card a message carries (`flags.phasesix.attack`, as damage.ts writes it). */
function attackCardOf(message: { flags?: unknown } | null): AttackCard | null {
  const flags = message?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const card = flags?.[SYSTEM_ID]?.attack;
  return isAttackCard(card) ? card : null;
}

/**
 * Both queries change a combat's combatants and spend actors' dice after checking them: one writer
 * per combat (the active GM, one request after another), so two requests cannot both pass a check
 * that only one of them may (two steals paid with one destiny die).
 */
const perCombat = (data: { combatId: string }): string => `Combat.${data.combatId}`;

/** `phasesix.stealAction`: steal an action with a destiny die. */
export const stealActionQuery = defineAuthorizedQuery({ name: QUERIES.stealAction, validate: isStealActionQueryData, handle: stealAction, serialize: perCombat });
/** `phasesix.spendAction`: an action operation on one combatant. */
export const spendActionQuery = defineAuthorizedQuery({ name: QUERIES.spendAction, validate: isSpendActionQueryData, handle: spendAction, serialize: perCombat });

/** The handlers in `CONFIG.queries` (they verify the requester, then run the operation). */
export const handleStealAction = stealActionQuery.gmHandler;
export const handleSpendAction = spendActionQuery.gmHandler;

/** Register the handlers (init hook). */
export function registerQueries(): void {
  registerAuthorizedQuery(stealActionQuery);
  registerAuthorizedQuery(spendActionQuery);
}

