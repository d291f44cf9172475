/**
 * Cross-owner combat changes go to the active GM through `CONFIG.queries` (Foundry 13) and are
 * validated there: a player may not update an NPC's or another player's combatant. Each handler
 * runs on the GM's client, re-checks everything against its own documents and applies the change
 * in one operation. `userId` in the data names the requester (Foundry's query relay passes no
 * sender; the handler checks that this user exists and owns what it asks to change).
 */
import type { ActionOperation, OperationResult, StealRequest } from "../documents/combatant-ops.ts";
import { applyActionOperation, applyStealRequest } from "../documents/combatant-ops.ts";

/** Query names, prefixed with the system id as Foundry requires. */
export const QUERIES = {
  stealAction: "phasesix.stealAction",
  spendAction: "phasesix.spendAction",
} as const;

/** How long a player waits for the GM's answer. */
export const QUERY_TIMEOUT_MS = 10_000;

/** Data of a steal request: which combat, thief and victim, and who asks. */
export interface StealActionQueryData extends StealRequest {
  userId: string;
}

/** Data of an action operation on one combatant, and who asks. */
export interface SpendActionQueryData {
  userId: string;
  combatId: string;
  combatantId: string;
  operation: ActionOperation;
}

const ACTION_KINDS = new Set(["action", "reaction", "firearmAttack", "attack", "aim", "accurate"]);

function isString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

/** Whether socket input is a well-formed steal request. */
export function isStealActionQueryData(data: unknown): data is StealActionQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return isString(d.userId) && isString(d.combatId) && isString(d.thiefId) && isString(d.victimId);
}

/** Whether socket input is a well-formed action operation request. */
export function isSpendActionQueryData(data: unknown): data is SpendActionQueryData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  if (!isString(d.userId) || !isString(d.combatId) || !isString(d.combatantId)) return false;
  const op = d.operation as Record<string, unknown> | null | undefined;
  if (typeof op !== "object" || op === null) return false;
  switch (op.op) {
    case "giveBack":
    case "bonusDie":
    case "accurate":
    case "loseAiming":
      return true;
    case "aim":
      return op.bonusPerAction === 1 || op.bonusPerAction === 2;
    case "shieldBlock":
      return typeof op.raise === "boolean";
    case "twoWeapons":
      return typeof op.active === "boolean";
    case "spend":
      return Number.isInteger(op.count) && typeof op.kind === "string" && ACTION_KINDS.has(op.kind);
    default:
      return false;
  }
}

/** GM side of `phasesix.stealAction`. */
export async function handleStealAction(data: StealActionQueryData): Promise<OperationResult> {
  if (!game.user.isGM || !isStealActionQueryData(data)) return { ok: false, reason: "badRequest" };
  const requester = game.users.get(data.userId);
  if (!requester) return { ok: false, reason: "badRequest" };
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
 * aim, which any user with a combatant in the same combat may report (their attack hit it).
 */
export async function handleSpendAction(data: SpendActionQueryData): Promise<OperationResult> {
  if (!game.user.isGM || !isSpendActionQueryData(data)) return { ok: false, reason: "badRequest" };
  const requester = game.users.get(data.userId);
  const combat = game.combats.get(data.combatId);
  const combatant = combat?.combatants.get(data.combatantId);
  if (!requester) return { ok: false, reason: "badRequest" };
  if (!combat || !combatant) return { ok: false, reason: "combatantNotFound" };
  // Losing the aim is what a hit does: anyone fighting in this combat may report it.
  const fightsHere = data.operation.op === "loseAiming" && combat.combatants.some((c) => c.testUserPermission(requester, "OWNER"));
  if (!fightsHere && !combatant.testUserPermission(requester, "OWNER")) return { ok: false, reason: "notOwner" };
  return applyActionOperation(combatant, data.operation);
}

/** Register the handlers (init hook). */
export function registerQueries(): void {
  CONFIG.queries[QUERIES.stealAction] = handleStealAction;
  CONFIG.queries[QUERIES.spendAction] = handleSpendAction;
}

/**
 * Send a query to the active GM, or run its handler here when this user is the GM. Resolves to a
 * rejection with `noActiveGM` when no GM is online and `failed` when the query errs or times out.
 */
async function askGM<D>(
  data: D,
  handler: (data: D) => Promise<OperationResult>,
  send: (gm: User.Implementation, data: D) => Promise<OperationResult>,
): Promise<OperationResult> {
  if (game.user.isGM) return handler(data);
  const gm = game.users.activeGM;
  if (!gm) return { ok: false, reason: "noActiveGM" };
  try {
    return await send(gm, data);
  } catch (error) {
    console.warn("phasesix | combat query failed", error);
    return { ok: false, reason: "failed" };
  }
}

/** Ask the active GM to steal an action for the current user (or do it, as GM). */
export function requestStealAction(request: StealRequest): Promise<OperationResult> {
  return askGM({ ...request, userId: game.user.id }, handleStealAction, (gm, data) =>
    gm.query(QUERIES.stealAction, data, { timeout: QUERY_TIMEOUT_MS }),
  );
}

/** Ask the active GM to apply an action operation to a combatant (or do it, as GM). */
export function requestActionOperation(combatId: string, combatantId: string, operation: ActionOperation): Promise<OperationResult> {
  return askGM({ userId: game.user.id, combatId, combatantId, operation }, handleSpendAction, (gm, data) =>
    gm.query(QUERIES.spendAction, data, { timeout: QUERY_TIMEOUT_MS }),
  );
}

/** Show a refused operation as a localized warning; returns whether the operation succeeded. */
export function reportResult(result: OperationResult): boolean {
  if (!result.ok) ui.notifications.warn(game.i18n.localize(`PHASESIX.Combat.Reason.${result.reason}`));
  return result.ok;
}
