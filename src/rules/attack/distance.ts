/**
 * The distance between attacker and target that the range rule reads (RULES.md → Attacks, optional
 * range rule; 2026: always on): a straight line in metres. On a map with heights (a token's elevation,
 * Foundry 14's scene levels) the line runs through the air: the distance across the map and the
 * difference in height are its two legs (Pythagoras). The rulebook measures in metres and says
 * nothing of heights; counting them as a straight line is ours (docs/DEVELOPMENT.md).
 */

/** Metres in a straight line from attacker to target: `across` the map, `heightDifference` up or down. */
export function attackDistance(across: number, heightDifference = 0): number {
  if (!Number.isFinite(across) || across < 0) throw new RangeError(`attackDistance: the distance across the map must be a finite number ≥ 0, got ${across}`);
  if (!Number.isFinite(heightDifference)) throw new RangeError(`attackDistance: the difference in height must be a finite number, got ${heightDifference}`);
  return Math.hypot(across, heightDifference);
}
