/**
 * Horror of the 2026 rulebook (RULES.md → Extensions → Horror (2026); rulebook 2026, chapter
 * Horror: §Stress, §Basisstress, §Stress Test, §Stress verringern, §Grauen, §Grauen auflösen,
 * §Grauen und weiterer Stress, §Eigenarten; chapter Wunden und Heilung §Die Rast).
 *
 * Stress lies between the base stress (Basisstress, the floor it never drops below) and max stress.
 * Reaching max stress grips the character with dread (Von Grauen erfasst: one condition, no levels);
 * stress stays at max and an effect is rolled on 3d6, lasting max(1, d6 − Resistance) hours. While in
 * dread every new instance of stress leaves stress alone and rolls the table again. A rest sets stress
 * to its minimum; a character in dread rolls a stress test there: a pass ends the dread, a failure
 * raises base stress by 1 and the player picks a quirk — the dread ends either way, unless base stress
 * exceeds max stress (then it stays for good).
 */
import type { FaceSource } from "../dice/faces.ts";
import { rollCheck } from "../dice/roll-check.ts";
import { drawFace } from "../dice/pool.ts";
import { clampMinRoll, type CheckScore } from "../dice/score.ts";

/** The effects of the dread table, in the table's order. */
export const DREAD_EFFECTS = ["nausea", "fear", "shock", "panic", "confusion", "hallucination", "blindness"] as const;
export type DreadEffect = (typeof DREAD_EFFECTS)[number];

/** The dread table (§Grauen): the highest 3d6 total of each row and its effect. */
export const DREAD_TABLE: ReadonlyArray<{ from: number; to: number; effect: DreadEffect }> = [
  { from: 3, to: 4, effect: "nausea" },
  { from: 5, to: 8, effect: "fear" },
  { from: 9, to: 10, effect: "shock" },
  { from: 11, to: 12, effect: "panic" },
  { from: 13, to: 14, effect: "confusion" },
  { from: 15, to: 16, effect: "hallucination" },
  { from: 17, to: 18, effect: "blindness" },
];

function int(n: number, fallback = 0): number {
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** The effect a 3d6 total gives on the dread table (totals outside 3–18 are clamped into it). */
export function dreadEffect(total: number): DreadEffect {
  const t = Math.min(18, Math.max(3, int(total, 3)));
  const row = DREAD_TABLE.find((r) => t >= r.from && t <= r.to);
  // The rows cover 3..18 without gaps (tested), so a row is always found.
  return row ? row.effect : "nausea";
}

/** How many hours a dread effect lasts: a d6 minus Resistance, at least one hour. */
export function dreadDurationHours(d6: number, resistance: number): number {
  return Math.max(1, int(d6) - Math.max(0, int(resistance)));
}

/** One roll on the dread table: the three dice, their total, the effect and its duration. */
export interface DreadRoll {
  dice: [number, number, number];
  total: number;
  effect: DreadEffect;
  /** The d6 of the duration. */
  durationDie: number;
  hours: number;
}

/**
 * Roll the dread table (3d6, not exploding) and the effect's duration (d6 − Resistance, min 1). Each
 * face is checked as `rollPool` checks its faces (a whole number 1 … 6, else a RangeError).
 */
export function rollDread(faces: FaceSource, resistance: number): DreadRoll {
  const dice: [number, number, number] = [drawFace(faces), drawFace(faces), drawFace(faces)];
  const total = dice[0] + dice[1] + dice[2];
  const durationDie = drawFace(faces);
  return { dice, total, effect: dreadEffect(total), durationDie, hours: dreadDurationHours(durationDie, resistance) };
}

/** Exact chance of each effect (counts of 216 equally likely 3d6 throws). */
export function dreadOdds(): Record<DreadEffect, number> {
  const counts = Object.fromEntries(DREAD_EFFECTS.map((e) => [e, 0])) as Record<DreadEffect, number>;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts[dreadEffect(a + b + c)] += 1;
  return Object.fromEntries(DREAD_EFFECTS.map((e) => [e, counts[e] / 216])) as Record<DreadEffect, number>;
}

/** What the 2026 horror rules track on a character. */
export interface DreadState {
  stress: number;
  /** The floor stress cannot drop below (starts at 0). */
  baseStress: number;
  /** Gripped by dread (Von Grauen erfasst): one state without levels. */
  dread: boolean;
}

/** The lowest stress can be: the base stress (never below 0). */
export function stressFloor(state: Pick<DreadState, "baseStress">): number {
  return Math.max(0, int(state.baseStress));
}

/** What gaining stress did. */
export interface DreadStressResult {
  state: DreadState;
  /** The character was gripped by dread by this stress (it was not before). */
  gripped: boolean;
  /** Roll the dread table now: on being gripped and on every further instance of stress in dread. */
  rollTable: boolean;
}

/**
 * Gain `n` stress under the 2026 rules (§Grauen, §Grauen und weiterer Stress). `n ≤ 0` is no stress
 * instance: it only lowers stress (never below the base stress). Reaching max stress grips the
 * character with dread and keeps stress at max; in dread stress stays as it is and the table is rolled
 * again, without a quirk.
 */
export function gainStressWithDread(state: DreadState, maxStress: number, n: number): DreadStressResult {
  const max = Math.max(1, int(maxStress, 10));
  const floor = stressFloor(state);
  const stress = Math.min(max, Math.max(floor, int(state.stress)));
  const amount = int(n);
  const next: DreadState = { stress, baseStress: floor, dread: Boolean(state.dread) };
  if (amount <= 0) {
    next.stress = Math.max(floor, stress + amount);
    return { state: next, gripped: false, rollTable: false };
  }
  if (next.dread) return { state: next, gripped: false, rollTable: true };
  if (stress + amount >= max) {
    next.stress = max;
    next.dread = true;
    return { state: next, gripped: true, rollTable: true };
  }
  next.stress = stress + amount;
  return { state: next, gripped: false, rollTable: false };
}

/**
 * A creature's ability that causes dread directly (§Grauen: "Kreaturen können neben dem von ihnen
 * verursachten Stress eine Fähigkeit besitzen, die direkt Grauen auslöst"). The character is gripped
 * by dread and the table is rolled. The book names no stress change for it: our reading keeps stress
 * as it is (within base stress … max stress). A character already in dread cannot gain the condition
 * twice; our reading treats the ability like any further instance (§Grauen und weiterer Stress): the
 * table is rolled again.
 */
export function gripWithDread(state: DreadState, maxStress: number): DreadStressResult {
  const max = Math.max(1, int(maxStress, 10));
  const floor = stressFloor(state);
  const stress = Math.min(max, Math.max(floor, int(state.stress)));
  return { state: { stress, baseStress: floor, dread: true }, gripped: !state.dread, rollTable: true };
}

/** The stress relief activities of the book (§Stress verringern); each takes more than an hour. */
export const STRESS_RELIEF = {
  meditation: 1,
  diary: 1,
  talk: 2,
  cat: 2,
  /** Certain medicine or drugs: −X, the amount the medicine names (entered per use). */
  medication: null,
} as const satisfies Record<string, number | null>;
export type StressReliefActivity = keyof typeof STRESS_RELIEF;
export const STRESS_RELIEF_ACTIVITIES = Object.keys(STRESS_RELIEF) as StressReliefActivity[];

/** Stress after a relief activity: lowered by its amount (medication: `amount`), never below base stress. */
export function relieveStress(state: DreadState, activity: StressReliefActivity, amount = 0): DreadState {
  const fixed = STRESS_RELIEF[activity];
  const relief = Math.max(0, fixed ?? int(amount));
  return { ...state, baseStress: stressFloor(state), stress: Math.max(stressFloor(state), int(state.stress) - relief) };
}

/** What a rest did to stress and dread (§Die Rast, §Grauen auflösen). */
export interface DreadRestResult {
  state: DreadState;
  /** A stress test was rolled (only when the character was in dread). */
  tested: boolean;
  /** The stress test failed: base stress rose by 1 and the player picks a quirk. */
  quirk: boolean;
  /** The character is in dread after the rest (base stress at or above max stress). */
  stillInDread: boolean;
  /** Base stress equals max stress: the rest set stress to max and dread grips again — roll the table. */
  rollTable: boolean;
}

/**
 * The rest under the 2026 rules: stress falls to its minimum (the base stress) without a roll; a
 * character in dread resolves it with a stress test (`passed`, ignored when not in dread). Failure:
 * base stress +1 and a quirk; the condition ends either way — unless base stress then exceeds max
 * stress (dread for good). Our reading for base stress equal to max stress: stress is set to max, so
 * dread grips again and the table is rolled.
 */
export function restWithDread(state: DreadState, maxStress: number, passed: boolean): DreadRestResult {
  const max = Math.max(1, int(maxStress, 10));
  const tested = Boolean(state.dread);
  const quirk = tested && !passed;
  const baseStress = stressFloor(state) + (quirk ? 1 : 0);
  const stress = Math.min(max, baseStress);
  const stillInDread = baseStress > max;
  const rollTable = !stillInDread && baseStress === max;
  return { state: { stress, baseStress, dread: stillInDread || rollTable }, tested, quirk, stillInDread, rollTable };
}

/** A creature's stress, "X/Y" (§Stress): X on a passed stress test, Y on a failed one. */
export interface CreatureStress {
  pass: number;
  fail: number;
}

/** Read "X/Y" (e.g. "1/2"); null when it is not two whole numbers ≥ 0 around a slash. */
export function parseCreatureStress(text: string): CreatureStress | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  return match ? { pass: Number(match[1]), fail: Number(match[2]) } : null;
}

/**
 * The stress one encounter gives a character: one stress test for the whole encounter, however many
 * creatures (the GM may demand extra tests). Of several creatures met at once, the one giving the
 * most stress counts (our reading: the book records one stress entry per character).
 */
export function encounterStress(creatures: readonly CreatureStress[], passed: boolean): number {
  return creatures.reduce((most, c) => Math.max(most, Math.max(0, int(passed ? c.pass : c.fail))), 0);
}

/** A stress test against a creature's X/Y: passed with one success; X stress on a pass, Y on a failure. */
export function creatureStressOutcome(successes: number, creature: CreatureStress): { passed: boolean; stress: number } {
  const passed = int(successes) > 0;
  return { passed, stress: encounterStress([creature], passed) };
}

/** The rest's horror part with its roll: the stress test is rolled only in dread (Logic + Willpower at the own min roll). */
export function restDreadRoll(state: DreadState, maxStress: number, stressTestDice: number, minRoll: number, faces: FaceSource): DreadRestResult & { roll: CheckScore | null } {
  const roll = state.dread ? rollCheck(Math.max(0, int(stressTestDice)), faces, { minRoll: clampMinRoll(int(minRoll, 5)) }) : null;
  return { ...restWithDread(state, maxStress, roll?.passed ?? false), roll };
}

/** What a therapy can do (§Basisstress, §Eigenarten heilen): lower base stress, or heal one quirk. */
export const THERAPY_KINDS = ["baseStress", "quirk"] as const;
export type TherapyKind = (typeof THERAPY_KINDS)[number];

/**
 * How much one therapy lowers base stress. The book says only that therapy (or an exceptional case)
 * can lower it, not by how much: 1 is our default, and the sheet lets the GM and player enter another
 * amount they agreed on.
 */
export const DEFAULT_THERAPY_RELIEF = 1;

/**
 * Base stress after a therapy lowering it by `amount` (default {@link DEFAULT_THERAPY_RELIEF}), never
 * below 0. Stress itself is not changed (it is never below base stress before, so never after);
 * dread stays until the rest resolves it.
 */
export function therapyLowersBaseStress(state: DreadState, amount: number = DEFAULT_THERAPY_RELIEF): DreadState {
  const relief = Math.max(0, int(amount, DEFAULT_THERAPY_RELIEF));
  const baseStress = Math.max(0, stressFloor(state) - relief);
  return { stress: Math.max(baseStress, int(state.stress)), baseStress, dread: Boolean(state.dread) };
}

/** Which therapies can be done now: lowering base stress when it is above 0, healing a quirk when the character has one. */
export function therapyOptions(kinds: readonly TherapyKind[], state: Pick<DreadState, "baseStress">, quirks: number): TherapyKind[] {
  return kinds.filter((kind) => (kind === "baseStress" ? stressFloor(state) > 0 : int(quirks) > 0));
}
