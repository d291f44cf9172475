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

/**
 * Where a foe's X/Y comes from (issue 33: no source gives the appendix's foes a stress value). `default`:
 * the book gives none, the values are our documented default 0/1 (FOE_DEFAULTS) and the sheet says "not
 * in the book — set it"; `book`: the rulebook's own example (2026 Horror → Stress: "Ein Spectre
 * verursacht 1/2 Stress"); `gm`: the GM has set it.
 */
export const FOE_STRESS_SOURCES = ["default", "book", "gm"] as const;
export type FoeStressSource = (typeof FOE_STRESS_SOURCES)[number];

/** A stored X/Y with its source. */
export interface FoeStress extends CreatureStress {
  source: FoeStressSource;
}

/**
 * The source after an edit of a foe's X/Y: `gm` when the edit changes X or Y (a form submits the stored
 * values too, so an unchanged value is no edit); null — nothing to add — when X and Y are unchanged,
 * when the edit itself picks another source (the GM's explicit choice stands) or when it already is `gm`.
 */
export function stressSourceAfterEdit(current: FoeStress, edit: { passed?: unknown; failed?: unknown; source?: unknown }): FoeStressSource | null {
  // the GM chose a source in the form: that choice stands
  if (typeof edit.source === "string" && edit.source !== current.source && (FOE_STRESS_SOURCES as readonly string[]).includes(edit.source)) return null;
  const differs = (value: unknown, stored: number) => value !== undefined && value !== null && Number(value) !== stored;
  if ((differs(edit.passed, current.passed) || differs(edit.failed, current.failed)) && current.source !== "gm") return "gm";
  return null;
}

/** Whether the sheet asks the GM to set the X/Y (the book gives none and the GM has not set it). */
export function stressNeedsSetting(source: unknown): boolean {
  return source !== "book" && source !== "gm";
}
