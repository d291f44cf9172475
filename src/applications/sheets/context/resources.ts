/**
 * Dice pools and condition counters as the sheet header shows them (RULES.md → Dice: bonus dice,
 * rerolls and destiny dice, each current/max; Combat → Conditions, each with a counter).
 */
import { CONDITIONS } from "../../../rules/catalog/index.ts";
import type { ConditionKey, DicePoolKey } from "../../../rules/catalog/index.ts";
import { int, record } from "./coerce.ts";

export const POOL_KEYS: readonly DicePoolKey[] = ["bonusDice", "rerolls", "destinyDice"];

/** Upper bound of each condition counter (mirrors the character core's CONDITION_MAX). */
export const CONDITION_LIMITS: Readonly<Record<ConditionKey, number>> = {
  dying: 6,
  unconscious: 20,
  shocked: 20,
  burning: 20,
  bleeding: 20,
  poisoned: 20,
  hunkered: 1,
};

export interface PipView {
  filled: boolean;
}

export interface PoolView {
  key: DicePoolKey;
  label: string;
  current: number;
  max: number;
  pips: PipView[];
  /** A die can be spent (current > 0) / given back (current < max). */
  canSpend: boolean;
  canRestore: boolean;
}

/** More pips than this are shown as numbers only. */
export const MAX_PIPS = 12;

/**
 * One pool: `current` of `max` dice left (current clamped to 0…max), with a pip per die up to
 * {@link MAX_PIPS}. Current may exceed max only if the data says so: then max is raised to match.
 */
export function poolView(key: DicePoolKey, current: unknown, max: unknown): PoolView {
  const m = Math.max(0, int(max));
  const c = Math.max(0, int(current));
  const shownMax = Math.max(m, c);
  const pips = shownMax <= MAX_PIPS ? Array.from({ length: shownMax }, (_, i) => ({ filled: i < c })) : [];
  return { key, label: `PHASESIX.Sheet.Pool.${key}`, current: c, max: shownMax, pips, canSpend: c > 0, canRestore: c < shownMax };
}

/** The three pools from current values and maxima (records keyed by pool; missing entries are 0). */
export function poolViews(current: unknown, max: unknown): PoolView[] {
  const cur = record(current);
  const mx = record(max);
  return POOL_KEYS.map((key) => poolView(key, cur[key], mx[key]));
}

export interface ConditionView {
  key: ConditionKey;
  label: string;
  hint: string;
  value: number;
  max: number;
  active: boolean;
  /** Hunkered is on/off: shown as a toggle, not a counter. */
  toggle: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
}

/** Every condition in rulebook order with its counter, clamped to its bounds. */
export function conditionViews(conditions: unknown): ConditionView[] {
  const values = record(conditions);
  return CONDITIONS.map((key) => {
    const max = CONDITION_LIMITS[key];
    const value = Math.min(max, Math.max(0, int(values[key])));
    return {
      key,
      label: `PHASESIX.Condition.${key}`,
      hint: `PHASESIX.Sheet.ConditionHint.${key}`,
      value,
      max,
      active: value > 0,
      toggle: max === 1,
      canIncrease: value < max,
      canDecrease: value > 0,
    };
  });
}
