/**
 * Start values used when a character has no lineage yet: the Human's (RULES.md → Character: 20
 * career points, 2 actions, min roll 5, max health 10, max stress 8, everything else 0), so a fresh
 * character never shows nonsense. Real lineages come from lineage items.
 */
import type { AspectKey, ConditionKey } from "../catalog/index.ts";
import { ASPECTS, CONDITIONS } from "../catalog/index.ts";
import { HUMAN_ASPECTS, HUMAN_ATTRIBUTE_START } from "../items/lineage.ts";
import type { CharacterInput, WorldContext } from "./types.ts";

/** The Human's aspect start values, used while a character has no lineage. */
export const DEFAULT_ASPECTS: Readonly<Record<AspectKey, number>> = HUMAN_ASPECTS;

/** Start value of every attribute (RULES.md → Character). */
export const DEFAULT_ATTRIBUTE_START = HUMAN_ATTRIBUTE_START;

/** Dying at this counter means dead (RULES.md → Combat → Conditions). */
export const DEAD_AT_DYING = 6;

/** Upper bound of each condition counter (hunkered is on/off; dying ends at death). */
export const CONDITION_MAX: Readonly<Record<ConditionKey, number>> = {
  dying: DEAD_AT_DYING,
  unconscious: 20,
  shocked: 20,
  burning: 20,
  bleeding: 20,
  poisoned: 20,
  hunkered: 1,
};

/** All conditions at 0. */
export function noConditions(): Record<ConditionKey, number> {
  return Object.fromEntries(CONDITIONS.map((key) => [key, 0])) as Record<ConditionKey, number>;
}

/** All aspects at 0. */
export function zeroAspects(): Record<AspectKey, number> {
  return Object.fromEntries(ASPECTS.map((key) => [key, 0])) as Record<AspectKey, number>;
}

/** A character with nothing yet (no lineage, templates, items or career) in `context`. */
export function emptyCharacterInput(context: WorldContext = { era: null, extensions: [], world: null }): CharacterInput {
  return {
    lineage: null,
    templates: [],
    otherModifiers: [],
    knowledge: [],
    armor: [],
    weapons: [],
    gear: [],
    career: { finished: false, creationTemplateIds: [], convertedPoints: 0, reputationAwarded: 0 },
    spellPointsSpent: 0,
    context,
  };
}
