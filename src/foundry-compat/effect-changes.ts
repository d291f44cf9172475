/**
 * Where an Active Effect keeps its changes and how a change says what it does:
 * - Foundry 13: `effect.changes`, each `{key, mode, value}` with a numeric `mode`
 *   (CONST.ACTIVE_EFFECT_MODES: 0 custom, 1 multiply, 2 add, 3 downgrade, 4 upgrade, 5 override);
 * - Foundry 14: `effect.system.changes`, each `{key, type, value, phase, priority}` with a string `type`
 *   (CONST.ACTIVE_EFFECT_CHANGE_TYPES' keys, `custom.<mode>` for a 13 mode it did not know, or a type a
 *   package registered in `CONFIG.ActiveEffect.changeTypes`, e.g. our `phasesix`). There `effect.changes`
 *   and `change.mode` are deprecated getters (warnings until 16) that the derivation must not read.
 *
 * The rules core reads a change in 13's words (`mode`, add = 2): {@link effectChangeRows} gives every
 * change of an effect that way on both generations. A change of our type `phasesix` is an addition.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** One change in the words the rules core reads (src/rules/character/effects.ts). */
export interface EffectChangeRow {
  key: string;
  /** Foundry 13's mode number (add = 2); -1 for a 14 type 13 had no mode for (subtract). */
  mode: number;
  value: string;
}

/** The change type Phase Six registers on Foundry 14 (an addition to a Phase Six value). */
export const PHASESIX_CHANGE_TYPE = "phasesix";

/** Foundry 13's mode number of each Foundry 14 change type (13 had no subtract). */
const MODE_OF_TYPE: Readonly<Record<string, number>> = { custom: 0, multiply: 1, add: 2, downgrade: 3, upgrade: 4, override: 5, [PHASESIX_CHANGE_TYPE]: 2 };

/** Foundry 13's mode number of a Foundry 14 change type (`custom.<n>` is 13's mode n migrated; -1 for a type 13 had no mode for). */
export function modeOfChangeType(type: unknown): number {
  const text = typeof type === "string" ? type : "add";
  const known = MODE_OF_TYPE[text];
  if (known !== undefined) return known;
  const custom = /^custom\.(\d+)$/.exec(text);
  return custom ? Number(custom[1]) : -1;
}

/** The parts of an effect this reads, in either generation's shape. */
export interface EffectWithChanges {
  changes?: ReadonlyArray<{ key?: string; mode?: number | null; value?: unknown }>;
  system?: unknown;
}

interface Change14 {
  key?: unknown;
  type?: unknown;
  value?: unknown;
}

function changes14(effect: EffectWithChanges): readonly Change14[] {
  const system = effect.system as { changes?: unknown } | null | undefined;
  return Array.isArray(system?.changes) ? (system.changes as Change14[]) : [];
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value as number | boolean);
}

/** Every change of an effect as the rules core reads it: `system.changes`/`type` on 14, `changes`/`mode` on 13. */
export function effectChangeRows(effect: EffectWithChanges): EffectChangeRow[] {
  if (isFoundry14OrLater()) return changes14(effect).map((c) => ({ key: text(c.key), mode: modeOfChangeType(c.type), value: text(c.value) }));
  return (effect.changes ?? []).map((c) => ({ key: c.key ?? "", mode: Number(c.mode ?? 2), value: String(c.value) }));
}

/** The key inputs of the changes in the running Foundry's effect editor (`changes.<i>.key` on 13, `system.changes.<i>.key` on 14). */
export function effectChangeKeyInputs(element: ParentNode): HTMLInputElement[] {
  const prefix = isFoundry14OrLater() ? "system.changes." : "changes.";
  return Array.from(element.querySelectorAll<HTMLInputElement>(`input[name^="${prefix}"][name$=".key"]`));
}

/** The i18n key of the hint under the changes: 13 names a change's "mode", 14 its "type" (Add or Phase Six). */
export function effectKeyHintKey(): string {
  return isFoundry14OrLater() ? "PHASESIX.Effect.KeyHintTypes" : "PHASESIX.Effect.KeyHint";
}

/** The i18n key of a change's problem (src/rules/character/effects.ts): 14 names a change's type where 13 names its mode. */
export function effectProblemKey(problem: string): string {
  return problem === "notAdd" && isFoundry14OrLater() ? "PHASESIX.Effect.Problem.notAddType" : `PHASESIX.Effect.Problem.${problem}`;
}
