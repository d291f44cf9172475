/**
 * The rest (RULES.md → Wounds, healing, rest): 6 hours of rest. Roll Resistance + Endurance +
 * Willpower, each success heals a wound; bonus, destiny and reroll dice refresh; boosts vanish;
 * with magic, roll Charm + Conscientiousness + Willpower, each success restores an arcana; with
 * horror, a successful stress test (Logic + Willpower) lowers stress by 1. Rest never ends Dying
 * (only stabilising does, RULES.md → Conditions → Dying). Dice come from a
 * FaceSource through the rules core.
 */
import type { CheckScore, FaceSource } from "../index.ts";
import { diceAfterShock } from "../index.ts";
import { rollCheck } from "../dice/roll-check.ts";
import { MAX_POOL } from "../dice/pool.ts";
import { clampMinRoll } from "../dice/score.ts";
import { heal, restoreArcana } from "./resources.ts";
import { safeInt } from "./explained.ts";
import type { ResourceLimits, ResourceState } from "./types.ts";
import { isDying } from "./resources.ts";

/** What a rest rolls and against what. */
export interface RestInput {
  /** Resistance + Endurance + Willpower. */
  restDice: number;
  /** Charm + Conscientiousness + Willpower. */
  arcanaRestDice: number;
  /** Logic + Willpower. */
  stressTestDice: number;
  /** The character's own minimum roll. */
  minRoll: number;
  /** The magic extension is active and the character uses magic. */
  magic: boolean;
  /** The horror extension is active. */
  horror: boolean;
  /** Shocked X: X dice fewer on each of the rest's rolls (rulebook-de → Geschockt: every roll). Absent: 0. */
  shocked?: number;
}

/** The outcome of a rest: the new state and every roll, for the chat card. */
export interface RestResult {
  state: ResourceState;
  healRoll: CheckScore;
  healed: number;
  arcanaRoll: CheckScore | null;
  arcanaRestored: number;
  stressRoll: CheckScore | null;
  stressReduced: number;
  boostsLost: number;
  /** The character is still Dying after the rest (rest heals wounds but does not stabilise). */
  stillDying: boolean;
}

/**
 * The minimum roll of a rest's rolls: the character's own, changed by the "rest minimum roll" of its
 * templates (appendix, e.g. Accomplished Sleeper −1), never below the lowest minimum roll.
 */
export function restMinRoll(ownMinRoll: number, templates: ReadonlyArray<{ restMinRoll?: number }>): number {
  return clampMinRoll(safeInt(ownMinRoll, 5) + templates.reduce((sum, t) => sum + safeInt(t.restMinRoll), 0));
}

function roll(dice: number, minRoll: number, faces: FaceSource, shocked = 0): CheckScore {
  return rollCheck(Math.min(MAX_POOL, diceAfterShock(safeInt(dice), { shocked: safeInt(shocked) })), faces, { minRoll });
}

/** Take a rest; rolls in this order: healing, arcana (magic), stress test (horror). */
export function rest(state: ResourceState, limits: ResourceLimits, input: RestInput, faces: FaceSource): RestResult {
  const minRoll = safeInt(input.minRoll, 5);
  const healRoll = roll(input.restDice, minRoll, faces, input.shocked);
  let next = heal(state, limits, healRoll.successes);
  const healed = Math.max(0, safeInt(state.wounds)) - next.wounds;

  const boostsLost = Math.max(0, safeInt(state.boosts));
  next.boosts = 0;
  next.poolsSpent = { bonusDice: 0, rerolls: 0, destinyDice: 0 };

  let arcanaRoll: CheckScore | null = null;
  let arcanaRestored = 0;
  if (input.magic) {
    arcanaRoll = roll(input.arcanaRestDice, minRoll, faces, input.shocked);
    const before = next.arcanaSpent;
    next = restoreArcana(next, arcanaRoll.successes);
    arcanaRestored = before - next.arcanaSpent;
  }

  let stressRoll: CheckScore | null = null;
  let stressReduced = 0;
  if (input.horror) {
    stressRoll = roll(input.stressTestDice, minRoll, faces, input.shocked);
    if (stressRoll.passed && next.stress > 0) {
      next.stress -= 1;
      stressReduced = 1;
    }
  }
  return { state: next, healRoll, healed, arcanaRoll, arcanaRestored, stressRoll, stressReduced, boostsLost, stillDying: isDying(next.conditions.dying) };
}
