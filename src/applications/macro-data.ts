/**
 * The data of hotbar roll macros, without Foundry: what a dragged trait carries, what a macro rolls
 * and the macro's command (it calls the global `phasesix.rollMacro`, see macros.ts).
 */
import { CHECK_KINDS } from "../rules/roll-request/index.ts";
import type { CheckKind } from "../rules/roll-request/index.ts";
import { record, text } from "./sheets/context/coerce.ts";

/** Drag data of a rollable trait. */
export interface RollDragData {
  type: "PhaseSix.Roll";
  kind: CheckKind;
  key: string;
  actorUuid: string;
}

/** Data stored in a macro's command: what to roll. */
export type MacroRoll = { kind: CheckKind; key: string; actorUuid: string } | { kind: "weapon"; name: string; actorUuid: string };

export function macroDragData(actor: { uuid: string }, kind: CheckKind, key: string): RollDragData {
  return { type: "PhaseSix.Roll", kind, key, actorUuid: actor.uuid };
}

/** Parses hotbar drop data into what the macro rolls, or null when it is not ours. */
export function macroRollOf(data: unknown): MacroRoll | null {
  const d = record(data);
  if (d.type === "PhaseSix.Roll" && (CHECK_KINDS as readonly unknown[]).includes(d.kind) && text(d.key)) {
    return { kind: d.kind as CheckKind, key: text(d.key), actorUuid: text(d.actorUuid) };
  }
  return null;
}

/** The macro's name and command for a roll; the command calls the global `phasesix.rollMacro`. */
export function macroSource(roll: MacroRoll, label: string): { name: string; command: string } {
  return { name: label, command: `phasesix.rollMacro(${JSON.stringify(roll)});` };
}
