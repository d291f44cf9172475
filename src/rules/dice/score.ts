/**
 * Scoring rolled dice (RULES.md → Dice, Combat → Initiative, Attacks and damage → critical threshold).
 */
import type { DieChain } from "./pool.ts";
import { MAX_CHAIN } from "./pool.ts";

/** Default critical threshold C (RULES.md → Dice → Criticals). */
export const DEFAULT_CRIT_THRESHOLD = 11;
/** The minimum roll never drops below this (RULES.md → Dice → Minimum roll). */
export const LOWEST_MIN_ROLL = 2;
/** A destiny die (or every die after a destiny reroll) succeeds on min(this, M) (RULES.md → Dice). */
export const DESTINY_MIN_ROLL = 4;
/** Each further step of this many pips above the threshold is one more extra success / wound. */
export const CRIT_STEP = 6;
/** Highest minimum roll or critical threshold the core works with: beyond it no die can succeed. */
export const HIGHEST_MIN_ROLL = 1_000_000;
/** Highest total one die can show (6 × the longest chain rollPool allows). */
export const MAX_DIE_TOTAL = 6 * MAX_CHAIN;

/** A die total the core can score: a number no higher than {@link MAX_DIE_TOTAL}, else a RangeError. */
function checkTotal(total: number): number {
  if (typeof total !== "number" || !(total <= MAX_DIE_TOTAL) || total === -Infinity) throw new RangeError(`a die total must be a finite number up to ${MAX_DIE_TOTAL}, got ${String(total)}`);
  return total;
}

/** How to score a roll. */
export interface ScoreOptions {
  /** Minimum roll M; clamped to ≥ 2. */
  minRoll: number;
  /** Critical threshold C; default 11, clamped to ≥ 2. */
  critThreshold?: number;
  /** Whether dice can crit (burst attacks cannot); default true. */
  canCrit?: boolean;
  /** Every die succeeds on min(4, M), as after a destiny reroll (RULES.md → Dice); default false. */
  allDestiny?: boolean;
}

/** A die with its score. */
export interface ScoredDie extends DieChain {
  success: boolean;
  /** Extra successes from criticals: 0 on a miss or below the threshold. */
  extraSuccesses: number;
}

/** The score of a check (out of combat, or any roll counted in successes). */
export interface CheckScore {
  dice: ScoredDie[];
  /** Successful dice plus their extra successes. */
  successes: number;
  /** At least one success. */
  passed: boolean;
  /** Successful dice at or above the critical threshold. */
  criticalDice: number;
  /** Spell side effects: exactly two dice whose first face is 1 (RULES.md → Dice). */
  sideEffects: boolean;
}

/** The score of an attack's hit roll. */
export interface AttackScore {
  /** Normal hits only (criticals are not counted here). */
  hits: number;
  criticalHits: number;
  /** One entry per critical hit, in die order: its megacritical extra wounds (17 → 1, 23 → 2). */
  extraWounds: number[];
}

/** M clamped to its floor of 2 (RULES.md → Dice: "M never drops below 2"). */
export function clampMinRoll(minRoll: number): number {
  if (Number.isNaN(minRoll) || typeof minRoll !== "number") throw new RangeError(`minRoll must be a number, got ${String(minRoll)}`);
  return minRoll < LOWEST_MIN_ROLL ? LOWEST_MIN_ROLL : minRoll > HIGHEST_MIN_ROLL ? HIGHEST_MIN_ROLL : minRoll;
}

/** C clamped to ≥ 2 (our guard: aiming can lower it, the rules name no floor). */
export function clampCritThreshold(critThreshold: number): number {
  if (Number.isNaN(critThreshold) || typeof critThreshold !== "number") throw new RangeError(`critThreshold must be a number, got ${String(critThreshold)}`);
  return critThreshold < LOWEST_MIN_ROLL ? LOWEST_MIN_ROLL : critThreshold > HIGHEST_MIN_ROLL ? HIGHEST_MIN_ROLL : critThreshold;
}

/** The min roll a destiny die needs: min(4, M) with M clamped (RULES.md → Dice → Destiny dice). */
export function destinyMinRoll(minRoll: number): number {
  const m = clampMinRoll(minRoll);
  return m < DESTINY_MIN_ROLL ? m : DESTINY_MIN_ROLL;
}

/**
 * Critical steps of a die total against threshold C: 0 below C, then 1 at C, 2 at C+6, 3 at C+12 …
 * (RULES.md → Dice → Criticals). Says nothing about success; callers require it.
 */
export function critSteps(total: number, critThreshold: number = DEFAULT_CRIT_THRESHOLD): number {
  checkTotal(total);
  const c = clampCritThreshold(critThreshold);
  return total < c ? 0 : Math.floor((total - c) / CRIT_STEP) + 1;
}

/** Whether one die succeeds: T ≥ M, destiny dice (or all dice with `allDestiny`) T ≥ min(4, M). */
export function dieSucceeds(die: DieChain, minRoll: number, allDestiny = false): boolean {
  return die.total >= (die.destiny || allDestiny ? destinyMinRoll(minRoll) : clampMinRoll(minRoll));
}

/** Spell side effects: exactly two dice whose first face was a 1 (RULES.md → Dice). */
export function hasSideEffects(dice: readonly DieChain[]): boolean {
  let ones = 0;
  for (const die of dice) if (die.faces[0] === 1) ones++;
  return ones === 2;
}

/**
 * Score a check: a die succeeds on T ≥ M (destiny dice on min(4, M)); a successful die gets one extra
 * success per critical step when it can crit (11 → +1, 17 → +2 …); missed dice get none; passed = at
 * least one success (RULES.md → Dice).
 */
export function scoreCheck(dice: readonly DieChain[], options: ScoreOptions): CheckScore {
  const n = dice.length;
  const scored = new Array<ScoredDie>(n);
  for (let i = 0; i < n; i++) {
    const die = dice[i];
    const total = die.total;
    if (!(total <= MAX_DIE_TOTAL)) checkTotal(total);
    scored[i] = { faces: die.faces, total, destiny: die.destiny, success: false, extraSuccesses: 0 };
  }
  return scoreDiceInPlace(scored, options);
}

/**
 * The scoring of {@link scoreCheck} on dice that are already {@link ScoredDie} objects (fresh ones
 * with totals the core can score): sets each die's `success` and `extraSuccesses` and tallies the
 * check. Shared with `rollCheck`, which rolls straight into such objects.
 */
export function scoreDiceInPlace(dice: ScoredDie[], options: ScoreOptions): CheckScore {
  const m = clampMinRoll(options.minRoll);
  const dm = m < DESTINY_MIN_ROLL ? m : DESTINY_MIN_ROLL;
  const c = clampCritThreshold(options.critThreshold ?? DEFAULT_CRIT_THRESHOLD);
  const canCrit = options.canCrit ?? true;
  const allDestiny = options.allDestiny ?? false;
  let successes = 0;
  let criticalDice = 0;
  let ones = 0;
  for (let i = 0; i < dice.length; i++) {
    const die = dice[i];
    const total = die.total;
    if (die.faces[0] === 1) ones++;
    if (total < (die.destiny || allDestiny ? dm : m)) continue;
    const extra = canCrit && total >= c ? Math.floor((total - c) / CRIT_STEP) + 1 : 0;
    die.success = true;
    die.extraSuccesses = extra;
    successes += 1 + extra;
    if (extra > 0) criticalDice++;
  }
  return { dice, successes, passed: successes > 0, criticalDice, sideEffects: ones === 2 };
}

/**
 * Score an attack's hit roll: every successful die is one hit — a critical hit when it can crit and
 * T ≥ C, else a normal hit; a critical's extra wounds are one per further step of 6 (C+6 → 1,
 * C+12 → 2) (RULES.md → Attacks and damage; burst never crits).
 */
export function scoreAttack(dice: readonly DieChain[], options: ScoreOptions): AttackScore {
  const m = clampMinRoll(options.minRoll);
  const dm = m < DESTINY_MIN_ROLL ? m : DESTINY_MIN_ROLL;
  const c = clampCritThreshold(options.critThreshold ?? DEFAULT_CRIT_THRESHOLD);
  const canCrit = options.canCrit ?? true;
  const allDestiny = options.allDestiny ?? false;
  let hits = 0;
  const extraWounds: number[] = [];
  for (const die of dice) {
    const total = die.total;
    if (!(total <= MAX_DIE_TOTAL)) checkTotal(total);
    if (total < (die.destiny || allDestiny ? dm : m)) continue;
    if (canCrit && total >= c) extraWounds.push(Math.floor((total - c) / CRIT_STEP));
    else hits++;
  }
  return { hits, criticalHits: extraWounds.length, extraWounds };
}

/** Initiative (default rule): the sum of all die totals (RULES.md → Combat → Initiative). */
export function initiativeTotal(dice: readonly DieChain[]): number {
  let sum = 0;
  for (const die of dice) sum += checkTotal(die.total);
  return sum;
}
