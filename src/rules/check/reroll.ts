/**
 * A roll as a serializable plain object, and what can happen to it after it was rolled: bonus dice,
 * rerolls, destiny dice (RULES.md → Dice). Every function returns a new state; nothing is mutated.
 * The state is stored in chat message data and re-scored after reload with {@link scoreRoll}.
 */
import type { FaceSource } from "../dice/faces.ts";
import type { DieChain } from "../dice/pool.ts";
import { rollPool } from "../dice/pool.ts";
import type { AttackScore, CheckScore } from "../dice/score.ts";
import { DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll, scoreAttack, scoreCheck } from "../dice/score.ts";

/** A rolled check or attack, as stored. */
export interface RollState {
  dice: DieChain[];
  minRoll: number;
  critThreshold: number;
  canCrit: boolean;
  /** The roll was re-rolled with a destiny die: every die succeeds on min(4, M). */
  destinyReroll: boolean;
  /** What was spent on this roll so far (the actor pays; this records it). */
  spent: { bonusDice: number; rerolls: number; destinyDice: number };
}

/** Options when rolling dice into a state. */
export interface RollStateOptions {
  maxChain?: number;
}

/** What to roll: a dice count, min roll and crit settings (e.g. a {@link ResolvedCheck}). */
export interface RollSetup {
  dice: number;
  minRoll: number;
  critThreshold?: number;
  canCrit?: boolean;
}

/** Roll a check or attack: `dice` exploding d6 (none when ≤ 0, RULES.md → Dice: pool ≤ 0). */
export function startRoll(setup: RollSetup, source: FaceSource, options: RollStateOptions = {}): RollState {
  return {
    dice: rollPool(Math.max(0, setup.dice), source, options),
    minRoll: clampMinRoll(setup.minRoll),
    critThreshold: clampCritThreshold(setup.critThreshold ?? DEFAULT_CRIT_THRESHOLD),
    canCrit: setup.canCrit ?? true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
  };
}

/** A state from stored data, e.g. to re-score a chat card (copies the dice). */
export function rollStateFrom(dice: readonly DieChain[], setup: Omit<RollSetup, "dice">, destinyReroll = false): RollState {
  return {
    dice: dice.map((d) => ({ faces: [...d.faces], total: d.total, destiny: d.destiny })),
    minRoll: clampMinRoll(setup.minRoll),
    critThreshold: clampCritThreshold(setup.critThreshold ?? DEFAULT_CRIT_THRESHOLD),
    canCrit: setup.canCrit ?? true,
    destinyReroll,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
  };
}

/** Score a roll state as a check (RULES.md → Dice). */
export function scoreRoll(state: RollState): CheckScore {
  return scoreCheck(state.dice, {
    minRoll: state.minRoll,
    critThreshold: state.critThreshold,
    canCrit: state.canCrit,
    allDestiny: state.destinyReroll,
  });
}

/** Score a roll state as an attack's hit roll (RULES.md → Attacks and damage). */
export function scoreRollAsAttack(state: RollState): AttackScore {
  return scoreAttack(state.dice, {
    minRoll: state.minRoll,
    critThreshold: state.critThreshold,
    canCrit: state.canCrit,
    allDestiny: state.destinyReroll,
  });
}

/**
 * Add one bonus die to a roll, also after it failed and also to a roll of no dice (RULES.md → Dice →
 * Bonus dice: one at a time).
 */
export function addBonusDie(state: RollState, source: FaceSource, options: RollStateOptions = {}): RollState {
  return {
    ...state,
    dice: [...state.dice, ...rollPool(1, source, options)],
    spent: { ...state.spent, bonusDice: state.spent.bonusDice + 1 },
  };
}

/** Spend a destiny die as a bonus die: add one destiny die, which succeeds on min(4, M) (RULES.md → Dice). */
export function addDestinyDie(state: RollState, source: FaceSource, options: RollStateOptions = {}): RollState {
  return {
    ...state,
    dice: [...state.dice, ...rollPool(1, source, { ...options, destiny: true })],
    spent: { ...state.spent, destinyDice: state.spent.destinyDice + 1 },
  };
}

/** Whether re-rolling can change anything: a roll of no dice cannot be re-rolled into a success. */
export function canReroll(state: RollState): boolean {
  return state.dice.length > 0;
}

/**
 * Throw every die of the roll again: same count including added dice (not paid again), destiny dice
 * stay destiny dice and are thrown apart from the others. Each group explodes breadth-first.
 */
function rethrow(state: RollState, source: FaceSource, options: RollStateOptions): DieChain[] {
  const normalCount = state.dice.filter((d) => !d.destiny).length;
  const normal = rollPool(normalCount, source, options);
  const destiny = rollPool(state.dice.length - normalCount, source, { ...options, destiny: true });
  let n = 0;
  let k = 0;
  return state.dice.map((d) => (d.destiny ? destiny[k++] : normal[n++]));
}

/**
 * Spend a reroll: re-roll the whole roll as it stands (RULES.md → Dice → Rerolls). A previous destiny
 * reroll's benefit belongs to that throw and ends with this new one (our reading; the rules are silent).
 */
export function rerollAll(state: RollState, source: FaceSource, options: RollStateOptions = {}): RollState {
  return {
    ...state,
    dice: rethrow(state, source, options),
    destinyReroll: false,
    spent: { ...state.spent, rerolls: state.spent.rerolls + 1 },
  };
}

/**
 * Spend a destiny die as a reroll: re-roll the whole roll, then every die of it (including dice added
 * afterwards) succeeds on min(4, M) (RULES.md → Dice → Destiny dice).
 */
export function rerollWithDestiny(state: RollState, source: FaceSource, options: RollStateOptions = {}): RollState {
  return {
    ...state,
    dice: rethrow(state, source, options),
    destinyReroll: true,
    spent: { ...state.spent, destinyDice: state.spent.destinyDice + 1 },
  };
}
