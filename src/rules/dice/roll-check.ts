/**
 * Rolling and scoring a check in one pass (RULES.md → Dice): the synchronous hot path of every check
 * the core rolls itself. Same throws, in the same order, as {@link rollPool}, and the same score as
 * {@link scoreCheck} of those chains — without building the chains first.
 */
import type { FaceSource } from "./faces.ts";
import { badFace, poolChainCap, throwSixesAgain, type RollPoolOptions } from "./pool.ts";
import { DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll, scoreDiceInPlace, type CheckScore, type ScoreOptions, type ScoredDie } from "./score.ts";

/** Options of {@link rollCheck}: how to roll the pool and how to score it. */
export interface RollCheckOptions extends ScoreOptions, RollPoolOptions {}

/**
 * Roll `count` exploding d6 from `source` and score them as a check: exactly
 * `scoreCheck(rollPool(count, source, options), options)` for the same faces (the same RangeErrors
 * too), with one object per die instead of two.
 */
export function rollCheck(count: number, source: FaceSource, options: RollCheckOptions): CheckScore {
  const maxChain = poolChainCap(count, options);
  // options are checked before a die is thrown, as scoring would check them (the same RangeErrors)
  clampMinRoll(options.minRoll);
  clampCritThreshold(options.critThreshold ?? DEFAULT_CRIT_THRESHOLD);
  const destiny = options.destiny ?? false;
  const n = count > 0 ? count : 0;
  const dice = new Array<ScoredDie>(n);
  let sixes = 0;
  for (let i = 0; i < n; i++) {
    const face = source();
    if (!(face >= 1 && face <= 6)) badFace(face);
    dice[i] = { faces: [face], total: face, destiny, success: false, extraSuccesses: 0 };
    if (face === 6) sixes++;
  }
  if (sixes > 0 && maxChain > 1) throwSixesAgain(dice, source, maxChain);
  return scoreDiceInPlace(dice, options);
}
