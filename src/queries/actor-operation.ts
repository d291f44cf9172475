/**
 * The GM side of `phasesix.actorOperation` (src/documents/actor.ts sends it by name): an operation
 * on an actor the requester does not own (wounds from an attack, first aid, a weapon's condition).
 * The handler runs on the active GM's client with the requester the authority layer verified
 * (./authority.ts) and carries the operation out through the actor's own `operate`. What justifies
 * it: the requester owns the actor; or the operation names the chat message it follows from — a
 * Phase Six roll the requester wrote, as the GM's client witnessed it when it was made (./witness.ts),
 * of an actor the requester owns, whose check, result and named targets allow it
 * (src/documents/roll-justification.ts), spent once per actor for good; or, for what no roll
 * justifies (`{ askGM: true }`), the GM confirms it in a dialog that closes when the requester stops
 * waiting. Anything else is refused, with its reason.
 */
import { actorKey } from "../gm-channel/serialized.ts";
import type { ActorOperationQueryData, ActorOperationResult, OperationRefusal } from "../documents/actor.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../documents/actor.ts";
import { isActorOperation, isOperationJustification } from "../documents/actor-operations.ts";
import { rollRefusal } from "../documents/roll-justification.ts";
import { dialogClasses } from "../constants.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { refuse } from "../gm-channel/refusal.ts";
import type { RequestContext } from "../gm-channel/requests.ts";
import { serverNow } from "../gm-channel/this-window.ts";
import { authorityTiming, defineAuthorizedQuery, messageAuthoredBy, ownsDocument } from "./authority.ts";
import { isSpent, spend, witnessOf } from "./witness.ts";
import { uuidOf } from "../foundry-compat/stored.ts";

function localize(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
}

function isOperationQueryData(data: unknown): data is ActorOperationQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.actorUuid === "string" && isActorOperation(d.operation) && (d.justification === undefined || isOperationJustification(d.justification));
}

/**
 * Why `data.justification` does not justify the operation on `target` for `requester`, or null when
 * it does: a Phase Six roll message the requester wrote, as the GM's client witnessed it (./witness.ts
 * — never the message's rolls or flags, which its author may rewrite), of an actor the requester
 * owns, not yet spent on this actor, whose check, result and named targets allow the operation
 * (roll-justification.ts).
 */
function justificationRefusal(data: ActorOperationQueryData, target: PhaseSixActor, requester: User.Implementation): Refusal | { ok: false; reason: OperationRefusal } | null {
  const justification = data.justification;
  const message = justification && "messageId" in justification ? messageAuthoredBy(justification.messageId, requester) : null;
  if (!message?.id) return refuse("unjustified");
  const witnessed = witnessOf(message.id);
  if (!witnessed?.roll || (witnessed.author !== requester.id && !requester.isGM)) return refuse("unwitnessed");
  const roll = witnessed.roll;
  const roller: unknown = fromUuidSync(roll.actorUuid as `Actor.${string}`);
  if (!(roller instanceof PhaseSixActor) || !ownsDocument(roller, requester)) return refuse("unjustified");
  const reason = rollRefusal(data.operation, { check: roll.check, successes: roll.successes, targets: roll.targets }, uuidOf(target));
  if (reason) return { ok: false, reason };
  if (isSpent(message.id, uuidOf(target))) return refuse("replayed");
  return null;
}

/**
 * What no roll justifies (a GM-style edit), the GM confirms in a dialog on the GM's client: who
 * asks, what, on which actor. True when confirmed while the request is alive: the dialog closes by
 * itself when the requester stops waiting (D6), and an answer after that is no confirmation.
 */
async function gmConfirms(data: ActorOperationQueryData, target: PhaseSixActor, requester: User.Implementation, request: RequestContext): Promise<boolean> {
  const escape = foundry.utils.escapeHTML;
  const op = data.operation;
  const amount = "n" in op ? op.n : "value" in op ? op.value : "successes" in op ? op.successes : "";
  const what = localize(`PHASESIX.Notify.OperationConfirm.Op.${op.op}`, { n: amount, condition: "key" in op ? localize(`PHASESIX.Condition.${op.key}`) : "" });
  const text = localize("PHASESIX.Notify.OperationConfirm.Text", { user: requester.name ?? "", operation: what, actor: target.name });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Foundry 13's DialogV2.wait calls `render(event, dialog)` once the dialog is shown; `close()` answers null.
  const closeAtDeadline = (_event: unknown, dialog: { close(): unknown }): void => {
    timer = setTimeout(() => void dialog.close(), Math.max(0, request.deadline - serverNow()));
  };
  try {
    const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
      classes: dialogClasses(),
      window: { title: localize("PHASESIX.Notify.OperationConfirm.Title") },
      content: `<p>${escape(text)}</p>`,
      yes: { label: localize("PHASESIX.UI.Allow"), icon: "fa-solid fa-check" },
      no: { label: localize("PHASESIX.UI.Decline"), icon: "fa-solid fa-xmark" },
      rejectClose: false,
      render: closeAtDeadline,
    } as Parameters<typeof foundry.applications.api.DialogV2.confirm>[0]);
    return confirmed === true && request.alive();
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** GM side of `phasesix.actorOperation` for the verified `requester`. */
async function actorOperation(data: ActorOperationQueryData, requester: User.Implementation, request: RequestContext): Promise<ActorOperationResult> {
  const actor: unknown = fromUuidSync(data.actorUuid as `Actor.${string}`);
  if (!(actor instanceof PhaseSixActor) || !actor.resourceModel) return { ok: false, reason: "actorNotFound" };
  if (!ownsDocument(actor, requester)) {
    if (data.justification && "askGM" in data.justification) {
      if (!(await gmConfirms(data, actor, requester, request))) return request.alive() ? { ok: false, reason: "gmDeclined" } : refuse("expired");
    } else {
      const refusal = justificationRefusal(data, actor, requester);
      if (refusal) return refusal;
      // A surgery on a modification no longer there says so, and spends nothing (D13).
      if (data.operation.op === "surgery" && !actor.hasBodyModification(data.operation.itemId)) return { ok: false, reason: "noModification" };
      const messageId = data.justification && "messageId" in data.justification ? data.justification.messageId : "";
      // Spent before it is carried out: across GM windows and reloads the roll justifies this once.
      await spend(messageId, uuidOf(actor));
    }
  }
  if (!request.alive()) return refuse("expired");
  return { ok: await actor.operate(data.operation) };
}

/**
 * `phasesix.actorOperation` (a player waits up to two minutes: the GM may be asked to confirm). One
 * after another per actor, across the GM's windows: a roll spent in one window is spent in the next.
 */
export const actorOperationQuery = defineAuthorizedQuery({
  name: ACTOR_OPERATION_QUERY,
  validate: isOperationQueryData,
  handle: actorOperation,
  // Not the actor's own key (`Actor.<uuid>`, which its operation takes inside this one).
  serialize: (data) => actorKey(data.actorUuid),
  timeoutMs: () => authorityTiming.confirmTimeoutMs,
});

/** The handler in `CONFIG.queries` (it verifies the requester, then runs the operation). */
export const handleActorOperation = actorOperationQuery.gmHandler;
