/**
 * What both actor data models share for resources: the stored paths, the view a sheet or token bar
 * reads, and the update that stores a core {@link ResourceState}. Both models store resources at the
 * same paths (`health.wounds`, `health.boosts`, `pools.<pool>.spent`, `arcana.spent`,
 * `stress.value`, `stress.ticks`, `conditions.<key>`, `protectionSpent.<type>`).
 */
import type { ConditionKey, ProtectionType } from "../../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import type { DicePoolKey } from "../../rules/catalog/index.ts";
import type { ResourceLimits, ResourceState, RestInput } from "../../rules/character/index.ts";
import { arcanaCurrent, currentHealth, poolCurrent, safeInt } from "../../rules/character/index.ts";
import { CONDITIONS } from "../../rules/catalog/index.ts";
import { COUNTER_MAX } from "./fields.ts";
import { storedSystem } from "../stored.ts";

export const POOLS: readonly DicePoolKey[] = ["bonusDice", "rerolls", "destinyDice"];

/** A `{ value, max }` pair for sheets and token bars. */
export interface Bar {
  value: number;
  max: number;
}

/** Current resources, ready to show (and the token bars `resources.health` …). */
export interface ResourceView {
  health: Bar;
  boosts: number;
  arcana: Bar;
  stress: Bar;
  ticks: number;
  pools: Record<DicePoolKey, Bar>;
  protection: Record<ProtectionType, Bar>;
}

/** The stored resources of either actor model, as read from its system data. */
export interface StoredResources {
  health: { wounds: number; boosts: number };
  pools: Record<DicePoolKey, { spent: number }>;
  arcana: { spent: number };
  stress: { value: number; ticks: number };
  conditions: Record<ConditionKey, number>;
  protectionSpent: Record<ProtectionType, number>;
}

/** What an actor data model offers to PhaseSixActor's resource methods. */
export interface ResourceModel {
  /** Protection units spent from the pool (restored after combat). */
  readonly protectionSpent: Record<ProtectionType, number>;
  resourceState(): ResourceState;
  resourceLimits(): ResourceLimits;
  /** Maximum protection units by type (the protection pool when full). */
  protectionMax(): Record<ProtectionType, number>;
  restInput(): RestInput;
  /** Protection units left in the pool by type (what a defender can spend now). */
  protectionPool(): Record<ProtectionType, number>;
  /** The highest concealment among what the actor carries (for concealment rolls against it). */
  concealmentValue(): number;
}

/** Units left per type: maximum − spent, never below 0. */
export function protectionLeft(max: Record<ProtectionType, number>, spent: Record<ProtectionType, number>): Record<ProtectionType, number> {
  const out = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) out[type] = Math.max(0, safeInt(max[type]) - safeInt(spent[type]));
  return out;
}

/**
 * The stored resources of a data model (`_source`, data/stored.ts): what a resource change starts
 * from, so an Active Effect on `system.health.wounds` or a condition shows but is never written
 * back into the stored value. The model itself when it has no source (a plain snapshot).
 */
export function storedResources(model: StoredResources): StoredResources {
  const stored = storedSystem(model);
  return typeof stored.health === "object" && stored.health !== null && typeof stored.conditions === "object" && stored.conditions !== null ? (stored as unknown as StoredResources) : model;
}

/** The core state from stored resources. */
export function stateOf(stored: StoredResources): ResourceState {
  return {
    wounds: safeInt(stored.health.wounds),
    boosts: safeInt(stored.health.boosts),
    poolsSpent: { bonusDice: safeInt(stored.pools.bonusDice.spent), rerolls: safeInt(stored.pools.rerolls.spent), destinyDice: safeInt(stored.pools.destinyDice.spent) },
    arcanaSpent: safeInt(stored.arcana.spent),
    stress: safeInt(stored.stress.value),
    ticks: safeInt(stored.stress.ticks),
    conditions: { ...stored.conditions },
  };
}

/** The resource view from the stored state and the limits. */
export function viewOf(stored: StoredResources, limits: ResourceLimits, protectionMax: Record<ProtectionType, number>): ResourceView {
  const state = stateOf(stored);
  const pools = {} as Record<DicePoolKey, Bar>;
  for (const pool of POOLS) pools[pool] = { value: poolCurrent(state, limits, pool), max: limits.pools[pool] };
  const protection = {} as Record<ProtectionType, Bar>;
  for (const type of PROTECTION_TYPES) {
    protection[type] = { value: Math.max(0, protectionMax[type] - safeInt(stored.protectionSpent[type])), max: protectionMax[type] };
  }
  return {
    health: { value: currentHealth(state, limits), max: limits.maxHealth },
    boosts: Math.max(0, state.boosts),
    arcana: { value: arcanaCurrent(state, limits), max: limits.maxArcana },
    stress: { value: Math.max(0, state.stress), max: limits.maxStress },
    ticks: Math.max(0, state.ticks),
    pools,
    protection,
  };
}

const cap = (n: number) => Math.min(COUNTER_MAX, Math.max(0, safeInt(n)));

/** The update data (`system.…` paths) that stores a core state. */
export function resourceUpdate(state: ResourceState): Record<string, number> {
  const update: Record<string, number> = {
    "system.health.wounds": cap(state.wounds),
    "system.health.boosts": cap(state.boosts),
    "system.arcana.spent": cap(state.arcanaSpent),
    "system.stress.value": cap(state.stress),
    "system.stress.ticks": cap(state.ticks),
  };
  for (const pool of POOLS) update[`system.pools.${pool}.spent`] = cap(state.poolsSpent[pool]);
  for (const key of CONDITIONS) update[`system.conditions.${key}`] = cap(state.conditions[key]);
  return update;
}
