/**
 * The GM side of `phasesix.actorOperation` (src/documents/actor.ts sends it by name): an operation
 * on an actor the requester does not own (wounds from an attack, first aid, a weapon's condition).
 * The handler runs on the active GM's client with the requester the authority layer verified
 * (./authority.ts) and carries the operation out through the actor's own `operate`. What justifies
 * it: the requester owns the actor; or the operation names the chat message it follows from — a
 * Phase Six roll the requester wrote, of an actor the requester owns, whose check, result and named
 * targets allow it (src/documents/roll-justification.ts), used once per actor; or, for what no roll
 * justifies (`{ askGM: true }`), the GM confirms it in a dialog. Anything else is refused.
 */
import type { ActorOperationQueryData, ActorOperationResult, OperationRefusal } from "../documents/actor.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../documents/actor.ts";
import { isActorOperation, isOperationJustification } from "../documents/actor-operations.ts";
import { rollRefusal } from "../documents/roll-justification.ts";
import { SYSTEM_ID, dialogClasses } from "../constants.ts";
import type { PhaseSixRoll } from "../dice/roll.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { refuse } from "../gm-channel/refusal.ts";
import { defineAuthorizedQuery, messageAuthoredBy, ownsDocument } from "./authority.ts";

function localize(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
}

function isOperationQueryData(data: unknown): data is ActorOperationQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.actorUuid === "string" && isActorOperation(d.operation) && (d.justification === undefined || isOperationJustification(d.justification));
}

/** Message/actor pairs already justified on this GM client (guards two requests in flight). */
const justifiedHere = new Set<string>();

/**
 * Why `data.justification` does not justify the operation on `target` for `requester`, or null when
 * it does: a Phase Six roll message the requester wrote, of an actor the requester owns, not used
 * for this actor before, whose check, result and named targets allow the operation
 * (roll-justification.ts).
 */
function justificationRefusal(data: ActorOperationQueryData, target: PhaseSixActor, requester: User.Implementation): Refusal | { ok: false; reason: OperationRefusal } | null {
  const justification = data.justification;
  const message = justification && "messageId" in justification ? messageAuthoredBy(justification.messageId, requester) : null;
  const roll = message ? phaseSixRollOf(message) : null;
  if (!message || !roll) return refuse("unjustified");
  const roller: unknown = roll.phasesix.actorUuid ? fromUuidSync(roll.phasesix.actorUuid as `Actor.${string}`) : null;
  if (!(roller instanceof PhaseSixActor) || !ownsDocument(roller, requester)) return refuse("unjustified");
  const check = roll.phasesix.check;
  const targets = Array.isArray(roll.phasesix.targets) ? roll.phasesix.targets.filter((t): t is string => typeof t === "string") : [];
  const reason = rollRefusal(data.operation, { check: check ? { kind: check.kind, key: check.key, ...(check.name === undefined ? {} : { name: check.name }) } : null, successes: roll.score.successes, targets }, target.uuid);
  if (reason) return { ok: false, reason };
  const used = justifiedTargets(message);
  if (used.includes(target.uuid) || justifiedHere.has(`${message.id}|${target.uuid}`)) return refuse("replayed");
  return null;
}

/**
 * What no roll justifies (a GM-style edit), the GM confirms in a dialog on the GM's client: who
 * asks, what, on which actor. True when confirmed.
 */
async function gmConfirms(data: ActorOperationQueryData, target: PhaseSixActor, requester: User.Implementation): Promise<boolean> {
  const escape = foundry.utils.escapeHTML;
  const op = data.operation;
  const amount = "n" in op ? op.n : "value" in op ? op.value : "successes" in op ? op.successes : "";
  const what = localize(`PHASESIX.Notify.OperationConfirm.Op.${op.op}`, { n: amount, condition: "key" in op ? localize(`PHASESIX.Condition.${op.key}`) : "" });
  const text = localize("PHASESIX.Notify.OperationConfirm.Text", { user: requester.name ?? "", operation: what, actor: target.name });
  const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
    classes: dialogClasses(),
    window: { title: localize("PHASESIX.Notify.OperationConfirm.Title") },
    content: `<p>${escape(text)}</p>`,
    yes: { label: localize("PHASESIX.UI.Allow"), icon: "fa-solid fa-check" },
    no: { label: localize("PHASESIX.UI.Decline"), icon: "fa-solid fa-xmark" },
    rejectClose: false,
  });
  return confirmed === true;
}

/**
 * The message's Phase Six roll, recognised by its data (the dice classes are not imported here, so
 * the actor document loads without them).
 */
function phaseSixRollOf(message: ChatMessage.Implementation): Pick<PhaseSixRoll, "phasesix" | "score"> | null {
  const roll: unknown = message.rolls[0];
  if (typeof roll !== "object" || roll === null) return null;
  const candidate = roll as { phasesix?: unknown; score?: unknown };
  return typeof candidate.phasesix === "object" && candidate.phasesix !== null && typeof candidate.score === "object" && candidate.score !== null
    ? (roll as Pick<PhaseSixRoll, "phasesix" | "score">)
    : null;
}

/** The actors a message has already justified an operation on (`flags.phasesix.justified`). */
function justifiedTargets(message: ChatMessage.Implementation): string[] {
  const flags = message.flags as Record<string, Record<string, unknown> | undefined>;
  const used = flags[SYSTEM_ID]?.justified;
  return Array.isArray(used) ? used.filter((u): u is string => typeof u === "string") : [];
}

/** GM side of `phasesix.actorOperation` for the verified `requester`. */
async function actorOperation(data: ActorOperationQueryData, requester: User.Implementation): Promise<ActorOperationResult> {
  const actor: unknown = fromUuidSync(data.actorUuid as `Actor.${string}`);
  if (!(actor instanceof PhaseSixActor) || !actor.resourceModel) return { ok: false, reason: "actorNotFound" };
  if (!ownsDocument(actor, requester)) {
    if (data.justification && "askGM" in data.justification) {
      if (!(await gmConfirms(data, actor, requester))) return { ok: false, reason: "gmDeclined" };
    } else {
      const refusal = justificationRefusal(data, actor, requester);
      if (refusal) return refusal;
      const message = game.messages.get(data.justification && "messageId" in data.justification ? data.justification.messageId : "");
      if (message) {
        justifiedHere.add(`${message.id}|${actor.uuid}`);
        await message.update({ [`flags.${SYSTEM_ID}.justified`]: [...justifiedTargets(message), actor.uuid] } as ChatMessage.UpdateData);
      }
    }
  }
  return { ok: await actor.operate(data.operation) };
}

/** `phasesix.actorOperation` (a player waits up to two minutes: the GM may be asked to confirm). */
export const actorOperationQuery = defineAuthorizedQuery({ name: ACTOR_OPERATION_QUERY, validate: isOperationQueryData, handle: actorOperation, timeoutMs: 120_000 });

/** The handler in `CONFIG.queries` (it verifies the requester, then runs the operation). */
export const handleActorOperation = actorOperationQuery.gmHandler;
