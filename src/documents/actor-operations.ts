/**
 * Resource operations on an actor as plain data, so the same change can be applied locally (the
 * owner) or sent to the active GM (`phasesix.actorOperation`) and validated there. Each operation
 * maps to one pure transition of the character core.
 */
import type { ConditionKey } from "../rules/catalog/index.ts";
import { CONDITIONS } from "../rules/catalog/index.ts";
import type { ResourceLimits, ResourceState } from "../rules/character/index.ts";
import { addBoost, addCondition, heal, removeCondition, setCondition, takeWounds } from "../rules/character/index.ts";
import type { FirstAidVariant } from "../rules/extensions/index.ts";
import { firstAidOutcome, stateAfterFirstAid } from "../rules/extensions/index.ts";

/** Largest amount one operation may carry (a guard against malformed requests). */
export const MAX_OPERATION_AMOUNT = 100;

/** An operation any user may ask the GM to apply to any actor (attacks, first aid, weapon conditions). */
export type ActorOperation =
  | { op: "applyWounds"; n: number }
  | { op: "heal"; n: number }
  | { op: "addBoost"; n: number }
  | { op: "setCondition"; key: ConditionKey; value: number }
  | { op: "addCondition"; key: ConditionKey; n: number }
  | { op: "removeCondition"; key: ConditionKey }
  /** First aid with `successes` (rules/extensions/first-aid.ts): heal or boosts, bleeding stopped, dying stabilised. */
  | { op: "firstAid"; successes: number; variant: FirstAidVariant }
  /** A passed surgery (rules/extensions/body-modifications.ts): the body modification `itemId` is fitted or removed. */
  | { op: "surgery"; itemId: string; fitted: boolean; successes: number };

/**
 * What an operation on an actor the requester does not own follows from, checked by the GM
 * (src/documents/actor.ts): a chat message the requester wrote — a roll that allows it
 * (roll-justification.ts) — or, for what no roll can justify (a GM-style edit), the GM's
 * confirmation (`{ askGM: true }`: a dialog on the GM's client).
 */
export type OperationJustification = { messageId: string } | { askGM: true };

/** Whether untrusted input is a justification. */
export function isOperationJustification(value: unknown): value is OperationJustification {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { messageId?: unknown; askGM?: unknown };
  return typeof v.messageId === "string" || v.askGM === true;
}

function isAmount(value: unknown, min: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= MAX_OPERATION_AMOUNT;
}

function isCondition(value: unknown): value is ConditionKey {
  return typeof value === "string" && (CONDITIONS as readonly string[]).includes(value);
}

/** Whether untrusted input (a query from another client) is a well-formed operation. */
export function isActorOperation(data: unknown): data is ActorOperation {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  switch (d.op) {
    case "applyWounds":
    case "heal":
    case "addBoost":
      return isAmount(d.n, 0);
    case "setCondition":
      return isCondition(d.key) && isAmount(d.value, 0);
    case "addCondition":
      return isCondition(d.key) && isAmount(d.n, -MAX_OPERATION_AMOUNT);
    case "removeCondition":
      return isCondition(d.key);
    case "firstAid":
      return isAmount(d.successes, 0) && (d.variant === "heal" || d.variant === "boosts");
    case "surgery":
      return typeof d.itemId === "string" && d.itemId.length > 0 && d.itemId.length <= 64 && typeof d.fitted === "boolean" && isAmount(d.successes, 1);
    default:
      return false;
  }
}

/** The state after an operation. */
export function applyOperation(state: ResourceState, limits: ResourceLimits, operation: ActorOperation): ResourceState {
  switch (operation.op) {
    case "applyWounds":
      return takeWounds(state, limits, operation.n);
    case "heal":
      return heal(state, limits, operation.n);
    case "addBoost":
      return addBoost(state, operation.n);
    case "setCondition":
      return setCondition(state, operation.key, operation.value);
    case "addCondition":
      return addCondition(state, operation.key, operation.n);
    case "removeCondition":
      return removeCondition(state, operation.key);
    case "firstAid":
      return stateAfterFirstAid(state, limits, firstAidOutcome(operation.successes, operation.variant, state.conditions.dying));
    case "surgery":
      // changes an item, not the resources (PhaseSixActor applies it)
      return state;
  }
}
