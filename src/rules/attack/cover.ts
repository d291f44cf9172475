/**
 * Cover roll (RULES.md → Attacks and damage → Defence): with at least 6+ cover the defender rolls one
 * die per hit; every die at or above the cover value removes a hit. Critical and normal hits are rolled
 * apart. Hunkered gives 6+; shields give their cover value by parry or block.
 */
import { attackScoreOf } from "../guard.ts";
import type { FaceSource } from "../dice/faces.ts";
import type { DieChain } from "../dice/pool.ts";
import { rollPool } from "../dice/pool.ts";
import type { AttackScore } from "../dice/score.ts";
import { removeCriticals } from "./hits.ts";

/** Cover given by being hunkered (RULES.md → Conditions → Hunkered). */
export const HUNKERED_COVER = 6;

/**
 * A shield's cover when its own field holds none (RULES.md → Defence: the rulebook's round shield
 * gives 5+; the appendix lists no cover values). The shield's field (`cover`) defaults to it.
 */
export const DEFAULT_SHIELD_COVER = 5;

/**
 * The cover X+ a shield gives by shield parry or shield block: the shield's own value, 5+ when it has
 * none; 0 or a value outside 2..6 means the piece gives no cover (null).
 */
export function shieldCover(value: number | null | undefined): number | null {
  const cover = value === null || value === undefined || !Number.isFinite(value) ? DEFAULT_SHIELD_COVER : Math.trunc(value);
  return cover >= 2 && cover <= 6 ? cover : null;
}

/** What remains after a cover roll, with the dice that were rolled. */
export interface CoverResult extends AttackScore {
  /** Dice rolled for the critical hits (one per critical hit). */
  criticalDice: DieChain[];
  /** Dice rolled for the normal hits (one per hit). */
  normalDice: DieChain[];
  hitsStopped: number;
  criticalHitsStopped: number;
}

/**
 * The cover that applies: the best (lowest) of the given cover values (terrain, shield parry/block),
 * 6 when hunkered; values outside 2..6 or absent are ignored; null when there is no cover.
 */
export function effectiveCover(sources: readonly (number | null | undefined)[], hunkered = false): number | null {
  let best: number | null = hunkered ? HUNKERED_COVER : null;
  for (const s of sources) {
    if (s === null || s === undefined || !Number.isInteger(s) || s < 2 || s > 6) continue;
    if (best === null || s < best) best = s;
  }
  return best;
}

/**
 * Apply rolled cover dice: each critical die ≥ cover removes a critical hit (the worst megacritical
 * first), each normal die ≥ cover removes a normal hit. No cover (null) removes nothing.
 */
export function applyCover(hostile: AttackScore, cover: number | null, criticalDice: readonly DieChain[], normalDice: readonly DieChain[]): CoverResult {
  const attack = attackScoreOf("attack", hostile);
  const saves = (dice: readonly DieChain[], count: number): number =>
    cover === null ? 0 : dice.slice(0, count).filter((d) => d.total >= cover).length;
  const criticalHitsStopped = saves(criticalDice, attack.criticalHits);
  const hitsStopped = saves(normalDice, attack.hits);
  const extraWounds = removeCriticals(attack.extraWounds, criticalHitsStopped);
  return {
    hits: attack.hits - hitsStopped,
    criticalHits: extraWounds.length,
    extraWounds,
    criticalDice: [...criticalDice],
    normalDice: [...normalDice],
    hitsStopped,
    criticalHitsStopped,
  };
}

/**
 * Roll cover against an attack: first one die per critical hit, then one die per normal hit (two
 * separate throws, RULES.md); without cover nothing is rolled.
 */
export function coverRoll(attack: AttackScore, cover: number | null, source: FaceSource): CoverResult {
  if (cover === null) return applyCover(attack, null, [], []);
  attack = attackScoreOf("attack", attack);
  const criticalDice = rollPool(attack.criticalHits, source);
  const normalDice = rollPool(attack.hits, source);
  return applyCover(attack, cover, criticalDice, normalDice);
}
