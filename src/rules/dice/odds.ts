/**
 * Exact odds of exploding-d6 rolls (RULES.md → Dice), for the roll dialog: the chance of at least k
 * successes, the whole success distribution and the hit/critical distribution of attacks.
 *
 * One die's "value" is 0 on a miss, else 1 + its extra successes. Its tail P(value ≥ j) follows from
 * the tail of an exploding d6, P(T ≥ t) = 6^-q · (7 − r)/6 with t = 6q + r, r ∈ 1..6. A pool is the
 * convolution of its dice: a dynamic programme over the success count in which every count ≥ k
 * collapses into one bucket, O(dice · k²) at worst and O(dice) for k = 1. The chain cap of
 * {@link rollPool} (100 faces) is ignored: it changes probabilities by less than 6^-99.
 */
import { CRIT_STEP, DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll, destinyMinRoll } from "./score.ts";
import { MAX_POOL } from "./pool.ts";

/** Options of the odds functions. */
/** Most successes the exact odds count up to ({@link successDistribution}'s cap, `atLeast`). */
export const MAX_SUCCESSES = MAX_POOL;

export interface OddsOptions {
  /** Minimum roll M (clamped to ≥ 2). */
  minRoll: number;
  /** Destiny dice rolled in addition to `dice` (they succeed on min(4, M)); default 0. */
  destinyDice?: number;
  /** Critical threshold C; default 11. */
  critThreshold?: number;
  /** Whether dice can crit (extra successes / critical hits); default true. */
  canCrit?: boolean;
  /** Every die succeeds on min(4, M), as after a destiny reroll; default false. */
  allDestiny?: boolean;
}

/** Options of {@link successProbability}: {@link OddsOptions} plus the successes needed. */
export interface SuccessOddsOptions extends OddsOptions {
  /** Successes needed; default 1. */
  atLeast?: number;
}

/** One die of an attack: the chance of a miss, a normal hit and a critical hit (they sum to 1). */
export interface HitChances {
  miss: number;
  normal: number;
  critical: number;
}

/** P(T ≥ t) for one exploding d6 (no chain cap). */
export function explodingTail(t: number): number {
  if (typeof t !== "number" || Number.isNaN(t)) throw new RangeError(`explodingTail: the target must be a number, got ${String(t)}`);
  if (t === Infinity) return 0;
  const target = Math.ceil(t);
  if (target <= 1) return 1;
  const q = Math.floor((target - 1) / 6);
  const r = target - 6 * q;
  return Math.pow(6, -q) * ((7 - r) / 6);
}

/**
 * P(value ≥ j) of one die, j = 0 … (value: 0 on a miss, else 1 + extra successes). A die with
 * effective min roll m succeeds when T ≥ m; its (j − 1)th extra success needs T ≥ C + 6·(j − 2) as well.
 */
export function dieValueTail(j: number, m: number, c: number, canCrit: boolean): number {
  if (j <= 0) return 1;
  if (j === 1) return explodingTail(m);
  if (!canCrit) return 0;
  const needed = c + CRIT_STEP * (j - 2);
  return explodingTail(needed > m ? needed : m);
}

function checkCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > MAX_POOL) {
    throw new RangeError(`${name} must be an integer 0..${MAX_POOL}, got ${value}`);
  }
}

interface DieKind {
  count: number;
  m: number;
}

function dieKinds(dice: number, options: OddsOptions): { kinds: DieKind[]; c: number; canCrit: boolean } {
  const normal = Math.max(0, Number.isInteger(dice) ? dice : NaN);
  checkCount("dice", normal);
  const destiny = options.destinyDice ?? 0;
  checkCount("destinyDice", destiny);
  const m = clampMinRoll(options.minRoll);
  const dm = destinyMinRoll(options.minRoll);
  const allDestiny = options.allDestiny ?? false;
  const kinds: DieKind[] = [];
  if (normal > 0) kinds.push({ count: normal, m: allDestiny ? dm : m });
  if (destiny > 0) kinds.push({ count: destiny, m: dm });
  return {
    kinds,
    c: clampCritThreshold(options.critThreshold ?? DEFAULT_CRIT_THRESHOLD),
    canCrit: options.canCrit ?? true,
  };
}

/**
 * The distribution of a check's successes, truncated at `cap`: entry s (s < cap) is P(exactly s
 * successes), the last entry is P(at least cap successes). Dice ≤ 0 count as none (RULES.md → Dice).
 */
export function successDistribution(dice: number, options: OddsOptions, cap: number): number[] {
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_SUCCESSES) throw new RangeError(`cap must be an integer 1..${MAX_SUCCESSES}, got ${cap}`);
  const { kinds, c, canCrit } = dieKinds(dice, options);
  let dist = new Float64Array(cap + 1);
  dist[0] = 1;
  let next = new Float64Array(cap + 1);
  for (const kind of kinds) {
    const tails = new Float64Array(cap + 2);
    for (let j = 0; j <= cap + 1; j++) tails[j] = dieValueTail(j, kind.m, c, canCrit);
    for (let n = 0; n < kind.count; n++) {
      next.fill(0);
      next[cap] = dist[cap];
      for (let s = 0; s < cap; s++) {
        const p = dist[s];
        if (p === 0) continue;
        const room = cap - s;
        for (let j = 0; j < room; j++) next[s + j] += p * (tails[j] - tails[j + 1]);
        next[cap] += p * tails[room];
      }
      const swap = dist;
      dist = next;
      next = swap;
    }
  }
  return Array.from(dist);
}

/**
 * The exact chance that `dice` exploding d6 (plus `destinyDice` destiny dice) at min roll M score at
 * least `atLeast` successes, crit extras counted (RULES.md → Dice). `atLeast ≤ 0` is certain.
 */
export function successProbability(
  dice: number,
  options: { minRoll: number; destinyDice?: number; atLeast?: number; critThreshold?: number; canCrit?: boolean; allDestiny?: boolean },
): number {
  const atLeast = Math.ceil(options.atLeast ?? 1);
  if (atLeast <= 0) return 1;
  if (atLeast === 1) {
    // Fast path: the chance that not every die misses.
    const { kinds } = dieKinds(dice, options);
    let allMiss = 1;
    for (const kind of kinds) allMiss *= Math.pow(1 - explodingTail(kind.m), kind.count);
    return 1 - allMiss;
  }
  const dist = successDistribution(dice, options, atLeast);
  return Math.min(1, Math.max(0, dist[atLeast]));
}

/** The expected number of successes of a check: Σ over dice of Σ_j≥1 P(value ≥ j). */
export function expectedSuccesses(dice: number, options: OddsOptions): number {
  const { kinds, c, canCrit } = dieKinds(dice, options);
  let sum = 0;
  for (const kind of kinds) {
    let perDie = 0;
    // Each step is at most 1/6 of the one before once past the threshold: 1000 steps bound any input.
    for (let j = 1; j <= 1000; j++) {
      const tail = dieValueTail(j, kind.m, c, canCrit);
      perDie += tail;
      if (tail < 1e-18) break;
    }
    sum += perDie * kind.count;
  }
  return sum;
}

/** One attack die's chances of a miss, a normal hit and a critical hit (RULES.md → Attacks). */
export function hitChances(minRoll: number, options: { critThreshold?: number; canCrit?: boolean; destiny?: boolean } = {}): HitChances {
  const m = options.destiny ? destinyMinRoll(minRoll) : clampMinRoll(minRoll);
  const c = clampCritThreshold(options.critThreshold ?? DEFAULT_CRIT_THRESHOLD);
  const success = explodingTail(m);
  const critical = (options.canCrit ?? true) ? explodingTail(c > m ? c : m) : 0;
  return { miss: 1 - success, normal: success - critical, critical };
}

/**
 * The joint distribution of an attack's normal hits h and critical hits c: `table[h][c]` is the exact
 * chance of exactly h normal and c critical hits (h + c ≤ dice; other cells are 0).
 */
export function attackDistribution(dice: number, options: OddsOptions): number[][] {
  const { kinds, c, canCrit } = dieKinds(dice, options);
  const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
  const size = total + 1;
  // Flat (h, c) grid, row-major by h.
  let grid = new Float64Array(size * size);
  grid[0] = 1;
  let next = new Float64Array(size * size);
  let rolled = 0;
  for (const kind of kinds) {
    const chance = hitChances(kind.m, { critThreshold: c, canCrit });
    for (let n = 0; n < kind.count; n++) {
      next.fill(0);
      for (let h = 0; h <= rolled; h++) {
        for (let k = 0; h + k <= rolled; k++) {
          const p = grid[h * size + k];
          if (p === 0) continue;
          next[h * size + k] += p * chance.miss;
          next[(h + 1) * size + k] += p * chance.normal;
          next[h * size + k + 1] += p * chance.critical;
        }
      }
      rolled++;
      const swap = grid;
      grid = next;
      next = swap;
    }
  }
  const table: number[][] = [];
  for (let h = 0; h < size; h++) table.push(Array.from(grid.subarray(h * size, (h + 1) * size)));
  return table;
}
