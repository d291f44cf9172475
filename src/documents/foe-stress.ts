/**
 * A foe's stress X/Y is marked as the GM's once the GM changes it (issue 33: until then the sheet says
 * "not in the book — set it"). Runs in the actor's `_preUpdate` on the updating client: the edit form
 * submits the stored values with every change, so only a changed X or Y counts (core:
 * `stressSourceAfterEdit`).
 */
import { FoeData } from "../data/actor/foe.ts";
import { FOE_STRESS_SOURCES, stressSourceAfterEdit } from "../rules/foes/index.ts";
import { storedNumber, storedValue } from "../data/stored.ts";

type Rec = Record<string, unknown>;

function record(value: unknown): Rec | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Rec) : null;
}

/** Adds `system.statblock.stress.source: "gm"` to `changed` (expanded update data) when it edits the X/Y of a foe. */
export function markFoeStressEdit(system: unknown, changed: Rec): void {
  if (!(system instanceof FoeData)) return;
  const stress = record(record(record(changed.system)?.statblock)?.stress);
  if (!stress) return;
  // compare with the stored X/Y, not the prepared one (an Active Effect may have changed that)
  const storedSource = storedValue(system, "statblock.stress.source");
  const stored = {
    passed: storedNumber(system, "statblock.stress.passed", 0),
    failed: storedNumber(system, "statblock.stress.failed", 0),
    source: FOE_STRESS_SOURCES.find((s) => s === storedSource) ?? "default",
  };
  const source = stressSourceAfterEdit(stored, stress);
  if (source) stress.source = source;
}
