/**
 * Hits on their way through the defence: normal hits, critical hits and each critical's megacritical
 * extra wounds (the {@link AttackScore} shape).
 */
import { attackScoreOf, count as countOf } from "../guard.ts";
import type { AttackScore } from "../dice/score.ts";

/**
 * Remove `count` critical hits, the ones with the most extra wounds first (our reading where the rules
 * are silent: the defender keeps out the worst ones). Returns the remaining extra wounds, in order.
 */
export function removeCriticals(extraWounds: readonly number[], count: number): number[] {
  if (Number.isNaN(count)) throw new RangeError(`removeCriticals: count must be a number, got ${count}`);
  // Every entry a count (finite, else a RangeError; whole, ≥ 0), as attackScoreOf reads them.
  const wounds = attackScoreOf("removeCriticals", { hits: 0, criticalHits: 0, extraWounds }).extraWounds;
  if (count <= 0) return wounds;
  const order = wounds.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const removed = new Set(order.slice(0, count).map(([, i]) => i));
  return wounds.filter((_, i) => !removed.has(i));
}

/** A copy of hits with `normal` normal and `critical` critical hits removed (never below 0). */
export function removeHits(hostile: AttackScore, normal: number, critical: number): AttackScore {
  const attack = attackScoreOf("attack", hostile);
  normal = countOf("normal", normal);
  const crit = Math.min(countOf("critical", critical), attack.criticalHits);
  const extraWounds = removeCriticals(attack.extraWounds, crit);
  return { hits: Math.max(0, attack.hits - Math.max(0, normal)), criticalHits: extraWounds.length, extraWounds };
}

/** Hits of a source other than a hit roll (a grenade: "3 hits with 2 wounds each" — no criticals). */
export function plainHits(hits: number): AttackScore {
  return { hits: countOf("hits", hits), criticalHits: 0, extraWounds: [] };
}
