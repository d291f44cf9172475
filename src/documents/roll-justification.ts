/**
 * What a roll allows an operation on an actor the roller does not own (issue 18): the kind of
 * check, an amount no higher than the roll's result and a target the roll named when it was made.
 * Pure: the GM's handler (actor.ts) reads the roll from the cited chat message and asks this.
 *
 * | operation      | check that justifies it           | amount              |
 * | -------------- | --------------------------------- | ------------------- |
 * | `firstAid`     | First Aid (`firstAidCheck()`)     | successes ≤ roll's  |
 * | `applyWounds`  | Spell Casting (`duelCheck()`, the winner of a magic duel) | wounds ≤ roll's successes |
 * | `surgery`      | a roll on a Medicine knowledge (`isMedicine`, any surgeon's) | successes ≤ roll's (≥ 1) |
 * | anything else  | none: a GM-style edit, only with the GM's confirmation | –  |
 */
import type { ActorOperation } from "./actor-operations.ts";
import { duelCheck, firstAidCheck, isMedicine } from "../rules/extensions/index.ts";

/** Why a cited roll does not justify an operation (localized `PHASESIX.Notify.OperationRefusal.<reason>`). */
export type RollRefusal =
  /** The roll is of another kind of check than the operation needs (or no roll justifies it). */
  | "wrongCheck"
  /** The operation asks for more than the roll's result. */
  | "tooMuch"
  /** The roll did not name this actor when it was made. */
  | "notNamed";

/** The facts of a roll that bind what it justifies. */
export interface RollFacts {
  /** `name`: a knowledge's name (a knowledge's key is its id on the roller, different per actor). */
  check: { kind: string; key: string; name?: string } | null;
  successes: number;
  /** The actors (uuids) the roll named when it was made. */
  targets: readonly string[];
}

/** What a roll's check must be: a fixed check (kind and key), or a knowledge whose name passes a test. */
type NeededCheck = { kind: string; key: string } | { kind: "knowledge"; named: (name: string) => boolean };

/** The check and amount an operation needs from a roll, or null when no roll can justify it. */
function needs(operation: ActorOperation): { check: NeededCheck; amount: number } | null {
  switch (operation.op) {
    case "firstAid":
      return { check: firstAidCheck(), amount: operation.successes };
    case "applyWounds":
      return { check: duelCheck(), amount: operation.n };
    case "surgery":
      // the surgeon's Medicine knowledge: its id differs per surgeon, its name tells it
      return { check: { kind: "knowledge", named: isMedicine }, amount: operation.successes };
    default:
      return null;
  }
}

function checkMatches(need: NeededCheck, check: RollFacts["check"]): boolean {
  if (!check || check.kind !== need.kind) return false;
  return "named" in need ? need.named(check.name ?? "") : check.key === need.key;
}

/** Why `roll` does not justify `operation` on the actor `targetUuid`, or null when it does. */
export function rollRefusal(operation: ActorOperation, roll: RollFacts, targetUuid: string): RollRefusal | null {
  const need = needs(operation);
  if (!need || !checkMatches(need.check, roll.check)) return "wrongCheck";
  if (!Number.isFinite(roll.successes) || need.amount > roll.successes) return "tooMuch";
  if (!roll.targets.includes(targetUuid)) return "notNamed";
  return null;
}

/** Whether any roll could justify `operation` (else it needs the GM's confirmation). */
export function rollCanJustify(operation: ActorOperation): boolean {
  return needs(operation) !== null;
}
