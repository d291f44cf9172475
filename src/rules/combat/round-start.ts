/**
 * Start-of-round condition saves (RULES.md → Combat → Conditions; rulebook "Zustände des
 * Charakters"). Saves ignore condition penalties: they roll the plain attribute at the character's
 * own minimum roll.
 *
 * - Dying X ≥ 1: Resistance; a failure raises it by 1; at 6 the character is dead.
 * - Unconscious X: Willpower; successes ≥ X wake the character (→ 0).
 * - Shocked X: Endurance; lowered by the successes.
 * - Bleeding X: Endurance; on a failure X wounds (it ends only when bandaged).
 * - Poisoned X: Resistance; lowered by the successes.
 * Burning and Hunkered have no save.
 */
import type { ConditionKey } from "../catalog/index.ts";
import type { DieChain, FaceSource } from "../index.ts";
import { rollPool, scoreCheck } from "../index.ts";

/** Dying reaching this value kills the character. */
export const DYING_DEATH = 6;

/** The conditions with a start-of-round save, in the order they are rolled. */
export const SAVED_CONDITIONS = ["dying", "unconscious", "shocked", "bleeding", "poisoned"] as const;
export type SavedCondition = (typeof SAVED_CONDITIONS)[number];

/** The attribute each save rolls. */
export const SAVE_ATTRIBUTE = {
  dying: "resistance",
  unconscious: "willpower",
  shocked: "endurance",
  bleeding: "endurance",
  poisoned: "resistance",
} as const satisfies Record<SavedCondition, string>;
export type SaveAttribute = (typeof SAVE_ATTRIBUTE)[SavedCondition];

/** What a character brings to its saves. */
export interface RoundStartInput {
  conditions: Record<ConditionKey, number>;
  attributes: Record<SaveAttribute, number>;
  /** The character's own minimum roll (without condition penalties). */
  minRoll: number;
}

/** One save that was rolled. */
export interface SaveResult {
  condition: SavedCondition;
  attribute: SaveAttribute;
  dice: DieChain[];
  successes: number;
  /** The condition's value before and after the save. */
  before: number;
  after: number;
  /** Wounds the save dealt (Bleeding only). */
  wounds: number;
}

/** Everything the start of a round did to one character. */
export interface RoundStartOutcome {
  conditions: Record<ConditionKey, number>;
  saves: SaveResult[];
  /** Wounds to apply (from Bleeding). */
  wounds: number;
  /** Dying reached 6. */
  dead: boolean;
}

/** The new value of a condition after its save, and the wounds it deals. */
function applySave(condition: SavedCondition, value: number, successes: number): { after: number; wounds: number } {
  switch (condition) {
    case "dying":
      return { after: successes > 0 ? value : Math.min(DYING_DEATH, value + 1), wounds: 0 };
    case "unconscious":
      return { after: successes >= value ? 0 : value, wounds: 0 };
    case "bleeding":
      return { after: value, wounds: successes > 0 ? 0 : value };
    case "shocked":
    case "poisoned":
      return { after: Math.max(0, value - successes), wounds: 0 };
  }
}

/**
 * Roll every start-of-round save of one character in the order of {@link SAVED_CONDITIONS}, using
 * the rules core's dice with the given face source (scripted in tests). Conditions at 0 roll
 * nothing. When Dying reaches 6 the character is dead and no further saves are rolled.
 */
export function rollRoundStartSaves(input: RoundStartInput, source: FaceSource): RoundStartOutcome {
  const conditions = { ...input.conditions };
  const saves: SaveResult[] = [];
  let wounds = 0;
  let dead = conditions.dying >= DYING_DEATH;
  for (const condition of SAVED_CONDITIONS) {
    if (dead) break;
    const before = conditions[condition];
    if (before < 1) continue;
    const attribute = SAVE_ATTRIBUTE[condition];
    const dice = rollPool(Math.max(0, input.attributes[attribute]), source);
    const { successes } = scoreCheck(dice, { minRoll: input.minRoll });
    const { after, wounds: dealt } = applySave(condition, before, successes);
    conditions[condition] = after;
    wounds += dealt;
    saves.push({ condition, attribute, dice, successes, before, after, wounds: dealt });
    if (condition === "dying" && after >= DYING_DEATH) dead = true;
  }
  return { conditions, saves, wounds, dead };
}

/** Whether a character has any condition that rolls a save at the start of a round. */
export function hasRoundStartSave(conditions: Record<ConditionKey, number>): boolean {
  return SAVED_CONDITIONS.some((condition) => conditions[condition] > 0);
}
