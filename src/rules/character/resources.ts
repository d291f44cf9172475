/**
 * Resources as pure state transitions (RULES.md → Wounds, healing, rest; Combat → Conditions;
 * Extensions → Horror). Each takes a state and its limits and returns a new state; inputs are
 * never mutated, counters never go below 0 or above their bounds.
 */
import type { ConditionKey } from "../catalog/index.ts";
import { CONDITIONS } from "../catalog/index.ts";
import type { DicePoolKey } from "../catalog/index.ts";
import { CONDITION_MAX, DEAD_AT_DYING } from "./defaults.ts";
import { safeInt } from "./explained.ts";
import type { ResourceLimits, ResourceState } from "./types.ts";

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

function copy(state: ResourceState): ResourceState {
  return { ...state, poolsSpent: { ...state.poolsSpent }, conditions: { ...state.conditions } };
}

/** Current health: max health − wounds, never below 0. */
export function currentHealth(state: Pick<ResourceState, "wounds">, limits: Pick<ResourceLimits, "maxHealth">): number {
  return Math.max(0, safeInt(limits.maxHealth) - safeInt(state.wounds));
}

/** Dice left in a pool: its maximum − dice spent, never below 0. */
export function poolCurrent(state: Pick<ResourceState, "poolsSpent">, limits: Pick<ResourceLimits, "pools">, pool: DicePoolKey): number {
  return Math.max(0, safeInt(limits.pools[pool]) - safeInt(state.poolsSpent[pool]));
}

/** Arcana left: max arcana − arcana spent, never below 0. */
export function arcanaCurrent(state: Pick<ResourceState, "arcanaSpent">, limits: Pick<ResourceLimits, "maxArcana">): number {
  return Math.max(0, safeInt(limits.maxArcana) - safeInt(state.arcanaSpent));
}

/** Whether the character is dead (Dying reached 6). */
export function isDead(state: Pick<ResourceState, "conditions">): boolean {
  return safeInt(state.conditions.dying) >= DEAD_AT_DYING;
}

/**
 * Take `n` wounds (RULES.md → Wounds; rulebook-de → Wunden und Heilung → Ohnmacht und Tod; Zustände →
 * Sterbend): boosts absorb wounds first, then health. When health and boosts reach 0 the character
 * receives Dying 1, and receiving Dying removes every other condition. Wounds dealt to a character
 * who is already Dying raise Dying by that many ("wird der Wert Sterbend um die Anzahl der
 * zugefügten Wunden erhöht"), up to death at 6 — also when first aid or a rest gave back hearts
 * without stabilising (the hearts still take the wounds).
 */
export function takeWounds(state: ResourceState, limits: ResourceLimits, n: number): ResourceState {
  const amount = Math.max(0, safeInt(n));
  const next = copy(state);
  if (amount === 0) return next;
  const maxHealth = Math.max(0, safeInt(limits.maxHealth));
  const absorbed = Math.min(Math.max(0, safeInt(state.boosts)), amount);
  next.boosts = Math.max(0, safeInt(state.boosts)) - absorbed;
  const rest = amount - absorbed;
  const room = Math.max(0, maxHealth - Math.max(0, safeInt(state.wounds)));
  next.wounds = Math.min(maxHealth, Math.max(0, safeInt(state.wounds)) + Math.min(room, rest));
  const dying = safeInt(state.conditions.dying);
  if (dying > 0) {
    next.conditions.dying = clamp(dying + amount, 1, DEAD_AT_DYING);
    return next;
  }
  const down = next.wounds >= maxHealth && next.boosts === 0;
  return down ? receiveDying(next, 1) : next;
}

/**
 * Receive Dying at `level` (rulebook-de → Zustände des Charakters → Sterbend: "Erhält ein Charakter
 * den Zustand Sterbend, so werden alle anderen Zustände entfernt"): every other condition is removed
 * and Dying is set to `level` (at least 1, at most death at 6). A character already Dying keeps
 * its other conditions and takes the higher of both levels.
 */
export function receiveDying(state: ResourceState, level: number): ResourceState {
  const next = copy(state);
  const before = Math.max(0, safeInt(state.conditions.dying));
  const value = clamp(Math.max(before, safeInt(level)), 1, DEAD_AT_DYING);
  if (before === 0) for (const key of CONDITIONS) next.conditions[key] = 0;
  next.conditions.dying = value;
  return next;
}

/**
 * Heal `n` wounds (RULES.md → Wounds): removes wounds, never boosts. Healing never ends Dying: only
 * stabilising does (`stabilize`, RULES.md → Conditions → Dying).
 */
export function heal(state: ResourceState, limits: ResourceLimits, n: number): ResourceState {
  const amount = Math.max(0, safeInt(n));
  const next = copy(state);
  next.wounds = clamp(safeInt(state.wounds) - amount, 0, Math.max(0, safeInt(limits.maxHealth)));
  return next;
}

/**
 * Whether `successes` of one roll stabilise a character whose Dying counter is `dying` (RULES.md →
 * Conditions → Dying; rulebook-de → Sterbend): successes ≥ the counter. False when not dying or dead.
 */
export function stabilizes(dying: number, successes: number): boolean {
  return isDying(dying) && Math.max(0, safeInt(successes)) >= safeInt(dying);
}

/** Whether a Dying counter `dying` means dying and not yet dead: it needs stabilising; rest and healing do not end it. */
export function isDying(dying: number): boolean {
  const value = safeInt(dying);
  return value > 0 && value < DEAD_AT_DYING;
}

/** Stabilise with `successes` of one roll: Dying ends when they reach its counter, else nothing changes. */
export function stabilize(state: ResourceState, successes: number): ResourceState {
  const next = copy(state);
  if (stabilizes(state.conditions.dying, successes)) next.conditions.dying = 0;
  return next;
}


/** Add `n` boosts: extra hearts that take wounds first and vanish at a rest (RULES.md → Wounds). */
export function addBoost(state: ResourceState, n: number): ResourceState {
  const next = copy(state);
  next.boosts = Math.max(0, safeInt(state.boosts) + Math.max(0, safeInt(n)));
  return next;
}

/**
 * Spend `n` dice from a pool; `null` when the pool holds fewer than `n` (nothing is spent).
 */
export function spendPool(state: ResourceState, limits: ResourceLimits, pool: DicePoolKey, n = 1): ResourceState | null {
  const amount = Math.max(0, safeInt(n));
  if (amount === 0) return copy(state);
  if (poolCurrent(state, limits, pool) < amount) return null;
  const next = copy(state);
  next.poolsSpent[pool] = Math.max(0, safeInt(state.poolsSpent[pool])) + amount;
  return next;
}

/** Give back `n` dice to a pool, up to its maximum. */
export function restorePool(state: ResourceState, pool: DicePoolKey, n = 1): ResourceState {
  const next = copy(state);
  next.poolsSpent[pool] = Math.max(0, safeInt(state.poolsSpent[pool]) - Math.max(0, safeInt(n)));
  return next;
}

/** Spend `n` arcana; `null` when fewer are left. */
export function spendArcana(state: ResourceState, limits: ResourceLimits, n: number): ResourceState | null {
  const amount = Math.max(0, safeInt(n));
  if (arcanaCurrent(state, limits) < amount) return null;
  const next = copy(state);
  next.arcanaSpent = Math.max(0, safeInt(state.arcanaSpent)) + amount;
  return next;
}

/** Restore `n` arcana, up to the maximum. */
export function restoreArcana(state: ResourceState, n: number): ResourceState {
  const next = copy(state);
  next.arcanaSpent = Math.max(0, safeInt(state.arcanaSpent) - Math.max(0, safeInt(n)));
  return next;
}

/**
 * Gain `n` stress (RULES.md → Extensions → Horror): reaching max stress gives one tick and resets
 * stress to 0 (stress beyond the maximum is not carried over). Negative `n` lowers stress, not
 * below 0. Returns whether a tick was gained.
 */
export function gainStress(state: ResourceState, limits: ResourceLimits, n: number): { state: ResourceState; tick: boolean } {
  const next = copy(state);
  const maxStress = Math.max(1, safeInt(limits.maxStress));
  const stress = Math.max(0, safeInt(state.stress) + safeInt(n));
  if (stress >= maxStress) {
    next.stress = 0;
    next.ticks = Math.max(0, safeInt(state.ticks)) + 1;
    return { state: next, tick: true };
  }
  next.stress = stress;
  return { state: next, tick: false };
}

/**
 * Set a condition's counter, clamped to 0..its maximum (Dying 6 = dead; Hunkered 0/1). Setting Dying
 * on a character who was not Dying is receiving it: every other condition is removed
 * (rulebook-de → Sterbend; a coup de grâce sets it this way).
 */
export function setCondition(state: ResourceState, key: ConditionKey, value: number): ResourceState {
  if (key === "dying" && safeInt(state.conditions.dying) <= 0 && safeInt(value) > 0) {
    const next = receiveDying(state, value);
    next.conditions.dying = clamp(safeInt(value), 0, CONDITION_MAX.dying);
    return next;
  }
  const next = copy(state);
  next.conditions[key] = clamp(safeInt(value), 0, CONDITION_MAX[key]);
  return next;
}

/** Add `n` (may be negative) to a condition's counter, within its bounds. */
export function addCondition(state: ResourceState, key: ConditionKey, n = 1): ResourceState {
  return setCondition(state, key, safeInt(state.conditions[key]) + safeInt(n));
}

/** Remove a condition (counter 0). */
export function removeCondition(state: ResourceState, key: ConditionKey): ResourceState {
  return setCondition(state, key, 0);
}
