/**
 * A creature's stress "X/Y" (2026 rulebook, Horror → Stress; RULES.md → Foes): a character who meets
 * it rolls the stress test (2025 rules: Logic + Willpower, one success passes) and gains X stress when
 * it passes, Y when it fails. Meeting several creatures at once is one test per character; our reading
 * of which X/Y then counts: the largest X and the largest Y among them.
 */
import { count } from "../guard.ts";

/** X/Y of one creature. */
export interface CreatureStress {
  passed: number;
  failed: number;
}

/** The X/Y of a group met at once: the largest of each. */
export function groupStress(creatures: readonly CreatureStress[]): CreatureStress {
  let passed = 0;
  let failed = 0;
  for (const c of creatures) {
    passed = Math.max(passed, count("stress passed", c.passed));
    failed = Math.max(failed, count("stress failed", c.failed));
  }
  return { passed, failed };
}

/** Stress gained from a stress test with `successes` against X/Y. */
export function creatureStressGained(successes: number, stress: CreatureStress): { passed: boolean; stress: number } {
  const passed = successes > 0;
  return { passed, stress: passed ? count("stress passed", stress.passed) : count("stress failed", stress.failed) };
}
