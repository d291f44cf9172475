/**
 * How a change of a Phase Six effect reaches the actor:
 * - Foundry 13: `Actor#applyActiveEffects` hands each change to its effect's instance
 *   `apply(actor, change)`, which PhaseSixActiveEffect overrides (src/documents/active-effect.ts).
 * - Foundry 14: `Actor#applyActiveEffects(phase)` hands each change to its type's `handler`
 *   (`ActiveEffect.CHANGE_TYPES[type]`: core types and `CONFIG.ActiveEffect.changeTypes`) when the
 *   type has one, else to the effect class's static `applyChange(target, change, options)`; the
 *   instance `apply` is deprecated and never called. {@link installPhaseSixChangeApplication} makes
 *   14 take the same route as 13: it registers the change type `phasesix` (label, add's priority, a
 *   handler, and a row in the effect editor that suggests our keys) and routes every `phasesix.*`
 *   key through our reading, whatever its type ("add" from 14's editor counts as on 13).
 *
 * What a change does on an actor (nothing on a character, whose derivation reads it; the typed field
 * of an NPC or foe) is decided once, by the caller's `route`, for both generations.
 */
import { isFoundry14OrLater } from "./generation.ts";
import { PHASESIX_CHANGE_TYPE, modeOfChangeType } from "./effect-changes.ts";

/** Where one change goes: Foundry's own application, nowhere, or Foundry's addition on another key and value. */
export type ChangeRoute = { kind: "foreign" } | { kind: "none" } | { kind: "apply"; key: string; value: string };

/** Decides a change's route from its key, 13's mode number and its value. */
export type RouteChange = (target: unknown, change: { key: string; mode: number; value: string }) => ChangeRoute;

/** A change as Foundry 14 hands it to `applyChange` and a handler. */
type Change14 = Record<string, unknown> & { key?: unknown; type?: unknown; value?: unknown };

type ApplyChange = (target: unknown, change: Change14, options?: object) => unknown;

/** The parts of Foundry 14's `ActiveEffectChangeRenderContext` the row needs. */
export type RenderChangeRow = (context: Record<string, unknown>) => Promise<string>;

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value as number | boolean);
}

/** The change type's label (an i18n key; Foundry localizes change type labels). */
export const PHASESIX_CHANGE_TYPE_LABEL = "PHASESIX.Effect.ChangeType";

/**
 * Foundry 14: route changes through `route` (see the module comment). `documentClass` is the system's
 * ActiveEffect class (CONFIG.ActiveEffect.documentClass); its parent's static `applyChange` is
 * Foundry's. Foundry 13: nothing to do (the instance `apply` is the route there).
 */
export function installPhaseSixChangeApplication(documentClass: object, route: RouteChange, renderRow: RenderChangeRow): void {
  if (!isFoundry14OrLater()) return;
  const foundryClass = Object.getPrototypeOf(documentClass) as { applyChange?: ApplyChange };
  const foundryApply = foundryClass.applyChange;
  if (typeof foundryApply !== "function") return;
  const core: ApplyChange = (target, change, options) => foundryApply.call(documentClass, target, change, options);
  const apply: ApplyChange = (target, change, options) => {
    const routed = route(target, { key: text(change.key).trim(), mode: modeOfChangeType(change.type), value: text(change.value) });
    if (routed.kind === "none") return {};
    if (routed.kind === "apply") return core(target, { ...change, key: routed.key, value: routed.value, type: "add" }, options);
    // Not ours: Foundry applies it; our type on another key adds, as its label promises.
    return core(target, change.type === PHASESIX_CHANGE_TYPE ? { ...change, type: "add" } : change, options);
  };
  Object.defineProperty(documentClass, "applyChange", { value: apply, configurable: true, writable: true });
  const config = CONFIG.ActiveEffect as unknown as { changeTypes?: Record<string, unknown> };
  config.changeTypes ??= {};
  config.changeTypes[PHASESIX_CHANGE_TYPE] = {
    label: PHASESIX_CHANGE_TYPE_LABEL,
    // Foundry 14's priority of "add" (CONST.ACTIVE_EFFECT_CHANGE_TYPES.add): 13 sorted by mode × 10 = 20 as well.
    defaultPriority: 20,
    handler: (target: unknown, change: Change14, options?: object) => apply(target, change, options),
    render: renderRow,
  };
}
