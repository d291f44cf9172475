/**
 * Schema versions of the actor data and the pure transforms between them. Each step takes an
 * actor's `system` source of the previous version and returns the next version's, keeping every
 * value the user set. Steps must be idempotent: a source already in the new shape passes unchanged
 * (Foundry's `migrateData` may run them on data of any age).
 *
 * Version 0 (the scaffold): `health: { value, max }`, `arcana: { value, max }` — current values
 * stored. Version 1: stored wounds and spent arcana, maxima derived (characters) or stored as `max`
 * (NPCs), plus the full character/NPC schema (missing fields take their defaults).
 */

type Obj = Record<string, unknown>;

/** The data version this code writes. Raise it and add a step below for every schema change. */
export const CURRENT_DATA_VERSION = 1;

function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function finiteInt(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;
}

/**
 * A complete v0 `{ value, max }` pair. A partial one (an update that only sets `value`) is left
 * alone: without its maximum the wounds cannot be known, and cleaning drops the unknown key.
 */
function isOldResource(value: unknown): value is Obj {
  return isObj(value) && finiteInt(value.value) !== null && finiteInt(value.max) !== null;
}

/** v0 → v1: `{ value, max }` becomes `{ wounds }` / `{ spent }` (+ `max` for NPCs). */
function toVersion1(type: string, system: Obj): Obj {
  const out: Obj = { ...system };
  const health = system.health;
  if (isOldResource(health) && !("wounds" in health)) {
    const value = finiteInt(health.value) ?? 0;
    const max = finiteInt(health.max) ?? value;
    const next: Obj = { wounds: Math.max(0, max - value), boosts: 0 };
    if (type === "npc") next.max = Math.max(0, max);
    out.health = next;
  }
  const arcana = system.arcana;
  if (isOldResource(arcana) && !("spent" in arcana)) {
    const value = finiteInt(arcana.value) ?? 0;
    const max = finiteInt(arcana.max) ?? value;
    const next: Obj = { spent: Math.max(0, max - value) };
    if (type === "npc") next.max = Math.max(0, max);
    out.arcana = next;
  }
  return out;
}

/** Every step, in order: the step at index i migrates version i to i + 1. */
const STEPS: ReadonlyArray<(type: string, system: Obj) => Obj> = [toVersion1];

/**
 * Migrate an actor's `system` source from `fromVersion` to {@link CURRENT_DATA_VERSION}. Returns a
 * new object; non-object input gives `{}`. Unknown actor types pass through unchanged.
 */
export function migrateActorSystem(type: string, system: unknown, fromVersion = 0): Obj {
  let out: Obj = isObj(system) ? { ...system } : {};
  if (type !== "character" && type !== "npc") return out;
  for (let version = Math.max(0, fromVersion); version < STEPS.length; version++) out = STEPS[version](type, out);
  return out;
}

/**
 * {@link migrateActorSystem} applied to `source` itself (keys replaced or removed in place), as
 * Foundry's `TypeDataField#migrateSource` expects of a data model's `migrateData`: it ignores the
 * returned object when the system data is migrated as part of its document. Returns `source`.
 */
export function migrateActorSystemInPlace(type: string, source: Record<string, unknown>, fromVersion = 0): Record<string, unknown> {
  const migrated = migrateActorSystem(type, source, fromVersion);
  for (const key of Object.keys(source)) if (!(key in migrated)) Reflect.deleteProperty(source, key);
  Object.assign(source, migrated);
  return source;
}
