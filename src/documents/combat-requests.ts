/**
 * What a combatant asks the active GM to do when this user may not change the combat itself: the
 * queries' names with their data and answers, and the sending. The GM side — validation, who may
 * ask, carrying it out — is src/queries/combat-actions.ts, registered in `CONFIG.queries` under
 * these names; the request goes there by name through the GM channel.
 */
import type { ActionOperation, OperationResult, StealRequest } from "./combatant-ops.ts";
import type { Refusal } from "../gm-channel/refusal.ts";
import { isRefusal, refusalMessage } from "../gm-channel/refusal.ts";
import { askGM, queryName } from "../gm-channel/ask-gm.ts";

/** Data of a steal request: which combat, thief and victim (the requester is verified, not sent). */
export type StealActionQueryData = StealRequest;

/** Data of an action operation on one combatant. */
export interface SpendActionQueryData {
  combatId: string;
  combatantId: string;
  operation: ActionOperation;
}

/** Query names, prefixed with the system id as Foundry requires. */
export const QUERIES = {
  stealAction: queryName<StealActionQueryData, OperationResult>("phasesix.stealAction"),
  spendAction: queryName<SpendActionQueryData, OperationResult>("phasesix.spendAction"),
} as const;

/** Ask the active GM to steal an action for the current user (or do it, as GM). */
export function requestStealAction(request: StealRequest): Promise<OperationResult | Refusal> {
  return askGM(QUERIES.stealAction, { combatId: request.combatId, thiefId: request.thiefId, victimId: request.victimId });
}

/** Ask the active GM to apply an action operation to a combatant (or do it, as GM). */
export function requestActionOperation(combatId: string, combatantId: string, operation: ActionOperation): Promise<OperationResult | Refusal> {
  return askGM(QUERIES.spendAction, { combatId, combatantId, operation });
}

/** Show a refused operation as a localized warning; returns whether the operation succeeded. */
export function reportResult(result: OperationResult | Refusal): boolean {
  if (result.ok) return true;
  const text = isRefusal(result) ? refusalMessage(result.reason) : game.i18n.localize(`PHASESIX.Combat.Reason.${result.reason}`);
  ui.notifications.warn(text);
  return false;
}
