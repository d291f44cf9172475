/**
 * Lineage start values (rulebook-de.md → Abstammung und Werdegangspunkte). The Human lineage is the
 * default of a new lineage item; other lineages are data, not code.
 */
import type { AspectKey } from "../catalog/index.ts";

/** The Human lineage's start value of every aspect: 20 career points, 2 actions, min roll 5,
 *  max health 10, max stress 8, everything else 0. */
export const HUMAN_ASPECTS: Readonly<Record<AspectKey, number>> = {
  careerPoints: 20,
  actions: 2,
  minRoll: 5,
  maxHealth: 10,
  evasion: 0,
  protection: 0,
  bonusDice: 0,
  rerolls: 0,
  destinyDice: 0,
  maxArcana: 0,
  spellPoints: 0,
  maxStress: 8,
};

/** Every Persona and Physis attribute starts at this value for a Human. */
export const HUMAN_ATTRIBUTE_START = 1;

/** Bounds of a lineage's aspect start values, wide enough for non-human lineages. */
export const ASPECT_BOUNDS: Readonly<Record<AspectKey, { min: number; max: number }>> = {
  careerPoints: { min: 0, max: 200 },
  actions: { min: 0, max: 10 },
  minRoll: { min: 2, max: 12 },
  maxHealth: { min: 1, max: 100 },
  evasion: { min: -10, max: 20 },
  protection: { min: 0, max: 20 },
  bonusDice: { min: 0, max: 20 },
  rerolls: { min: 0, max: 20 },
  destinyDice: { min: 0, max: 20 },
  maxArcana: { min: 0, max: 100 },
  spellPoints: { min: 0, max: 200 },
  maxStress: { min: 1, max: 50 },
};
