/**
 * Magic artefacts and arcana stores (RULES.md → Extensions → Magic; rulebook-de.md → Artefakte
 * erstellen, Artefakte benutzen, Das Speichern von Arkana). An artefact is made by casting its spell
 * normally: a failed roll makes none; otherwise it holds one use per success and costs the spell's
 * arcana × uses; when that is more than the caster can pay, it holds only as many uses as the arcana
 * left pays for. A successful die with a total of 30 or more makes an infinite artefact: its cost
 * counts the successes twice, and what the arcana left cannot pay is paid in wounds. The artefact's
 * level is its maker's Magic Knowledge; a user with less Magic Knowledge must roll Spell Casting with
 * at least the difference in successes.
 */
import type { CheckScore } from "../dice/score.ts";
import { MAX_COUNT } from "../guard.ts";

/** A successful die reaching this total makes the artefact infinite. */
export const INFINITE_ARTEFACT_TOTAL = 30;

/** What the maker brings. */
export interface ArtefactInput {
  /** The scored casting roll. */
  score: Pick<CheckScore, "successes" | "dice">;
  /** The spell's arcana cost per use (templates applied). */
  arcanaCost: number;
  /** Arcana the maker has left. */
  arcana: number;
  /** The maker's Magic Knowledge: becomes the artefact's level. */
  magicKnowledge: number;
}

/** The artefact made (or not) and what it cost. */
export interface ArtefactOutcome {
  created: boolean;
  infinite: boolean;
  /** Uses held; null for an infinite artefact; 0 when none was made. */
  uses: number | null;
  /** Arcana the maker pays. */
  arcanaPaid: number;
  /** Wounds the maker takes for the part of an infinite artefact's cost the arcana cannot pay. */
  wounds: number;
  /** The artefact's level (the maker's Magic Knowledge). */
  level: number;
}

/** A count: whole, 0 … the core's largest count (NaN and Infinity count 0). */
function whole(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_COUNT, Math.max(0, Math.trunc(n))) : 0;
}

/** Whether a roll makes an infinite artefact: a successful die with a total of at least 30. */
export function isInfiniteArtefact(dice: CheckScore["dice"]): boolean {
  return dice.some((die) => die.success && die.total >= INFINITE_ARTEFACT_TOTAL);
}

/**
 * Make an artefact. A failed roll makes none and costs the spell's arcana once, as any failed
 * casting (our reading: the artefact is made by casting the spell normally).
 */
export function createArtefact(input: ArtefactInput): ArtefactOutcome {
  const successes = whole(input.score.successes);
  const cost = whole(input.arcanaCost);
  const arcana = whole(input.arcana);
  const level = whole(input.magicKnowledge);
  if (successes === 0) return { created: false, infinite: false, uses: 0, arcanaPaid: Math.min(cost, arcana), wounds: 0, level };
  if (isInfiniteArtefact(input.score.dice)) {
    const total = cost * successes * 2;
    const arcanaPaid = Math.min(total, arcana);
    return { created: true, infinite: true, uses: null, arcanaPaid, wounds: total - arcanaPaid, level };
  }
  const uses = cost === 0 ? successes : Math.min(successes, Math.floor(arcana / cost));
  return { created: uses > 0, infinite: false, uses, arcanaPaid: uses > 0 ? uses * cost : Math.min(cost, arcana), wounds: 0, level };
}

/** What using an artefact takes: nothing when Magic Knowledge ≥ its level, else a Spell Casting roll. */
export interface ArtefactUse {
  /** The user can use it without a roll. */
  free: boolean;
  /** Successes the Spell Casting roll needs (0 when free). */
  successesNeeded: number;
}

/** What it takes a user with `magicKnowledge` to use an artefact (or arcana store) of `level`. */
export function artefactUse(magicKnowledge: number, level: number): ArtefactUse {
  const needed = Math.max(0, whole(level) - whole(magicKnowledge));
  return { free: needed === 0, successesNeeded: needed };
}

/** Whether a user's Spell Casting roll unlocks the artefact. */
export function unlocksArtefact(use: ArtefactUse, successes: number): boolean {
  return use.free || whole(successes) >= use.successesNeeded;
}

/**
 * A spell failing near an arcana store: its bearer rolls Magic Knowledge; successes at least the
 * stored arcana prevent the explosion.
 */
export function storeHolds(successes: number, storedArcana: number): boolean {
  return whole(successes) >= whole(storedArcana);
}

/**
 * Side effects near an arcana store: one d6 per stored arcana, each 1 drains one arcana (`faces`
 * are the first throws of those dice). Returns the arcana left in the store.
 */
export function storeAfterSideEffects(storedArcana: number, faces: readonly number[]): number {
  const stored = whole(storedArcana);
  const ones = faces.slice(0, stored).filter((face) => face === 1).length;
  return stored - ones;
}
