/**
 * Brewing and synthesis (RULES.md → Brewing; rulebook 2026, chapter "Synthese und Brauen"): the
 * crafting roll's modifiers (related skill, the formula's difficulty, equipment, surroundings,
 * substituted ingredients), its outcome (success, high quality, failure, mishap) with exact odds, and
 * the high-quality and mishap tables. Every modifier and table can be waived ("Die goldene Regel").
 */
import { DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll } from "../dice/score.ts";
import type { CheckScore } from "../dice/score.ts";
import { dieValueTail } from "../dice/odds.ts";
import { MAX_POOL } from "../dice/pool.ts";

/** The recipe chapters of the appendix ("Tränke und Tinkturen", "Gifte und Drogen"). */
export const RECIPE_CATEGORIES = ["potionsAndTinctures", "poisonsAndDrugs"] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** A formula's difficulty ("Formeln und Rezepte": Einfach 5+/1, Mittel 8+/2, Schwer 11+/4 — read as min roll +0/+3/+6). */
export const RECIPE_DIFFICULTIES = {
  simple: { minRoll: 0, successes: 1 },
  medium: { minRoll: 3, successes: 2 },
  hard: { minRoll: 6, successes: 4 },
} as const;
export type RecipeDifficulty = keyof typeof RECIPE_DIFFICULTIES;
export const RECIPE_DIFFICULTY_KEYS = Object.keys(RECIPE_DIFFICULTIES) as RecipeDifficulty[];

/** Equipment ("Ausrüstung und Umgebung"): min roll and dice. */
export const LAB_EQUIPMENT = {
  highEnd: { minRoll: -3, dice: 0 },
  standard: { minRoll: -2, dice: 0 },
  fieldKit: { minRoll: -1, dice: 0 },
  basic: { minRoll: 0, dice: 0 },
  improvised: { minRoll: 1, dice: -2 },
} as const;
export type LabEquipment = keyof typeof LAB_EQUIPMENT;
export const LAB_EQUIPMENT_KEYS = Object.keys(LAB_EQUIPMENT) as LabEquipment[];

/** Surroundings ("Ausrüstung und Umgebung"): dice. */
export const SURROUNDINGS = { calm: 1, normal: 0, adverse: -1, chaos: -2 } as const;
export type Surroundings = keyof typeof SURROUNDINGS;
export const SURROUNDINGS_KEYS = Object.keys(SURROUNDINGS) as Surroundings[];

/** A related skill the GM allows costs 2 dice ("Die Fertigkeit"). */
export const RELATED_SKILL_DICE = -2;
/** A suitable substitute +1 min roll, a risky one +2, each ("Substitution"). */
export const SUITABLE_SUBSTITUTE_MIN_ROLL = 1;
export const RISKY_SUBSTITUTE_MIN_ROLL = 2;
/** From this many substituted ingredients on, any failure is a mishap ("Das Gesetz der Instabilität"). */
export const INSTABILITY_FROM = 3;

/** The modifiers and tables of the golden rule, each of which the GM may waive. */
export const SYNTHESIS_RULES = ["relatedSkill", "difficulty", "equipment", "surroundings", "substitutes", "qualityTable", "mishapTable"] as const;
export type SynthesisRule = (typeof SYNTHESIS_RULES)[number];

/** What the player and the GM chose in the synthesis dialog. */
export interface SynthesisSetup {
  difficulty: RecipeDifficulty;
  /** The skill is a related one the GM allows (−2 dice). */
  relatedSkill: boolean;
  equipment: LabEquipment;
  surroundings: Surroundings;
  suitableSubstitutes: number;
  riskySubstitutes: number;
  /** The rules that apply; a rule set to false is waived. Missing = applies. */
  apply?: Partial<Record<SynthesisRule, boolean>>;
}

/** One line of the modifier list. */
export interface SynthesisPart {
  rule: SynthesisRule;
  dice: number;
  minRoll: number;
}

/** The crafting roll's modifiers and what it needs. */
export interface SynthesisModifiers {
  dice: number;
  minRoll: number;
  /** Successes the formula needs (the difficulty's, even when its min roll is waived). */
  successesNeeded: number;
  /** Substituted ingredients in all (suitable + risky), applied or not. */
  substitutes: number;
  /** ≥ 3 substitutes and the substitution rule applies: a failure is a mishap. */
  instability: boolean;
  qualityTable: boolean;
  mishapTable: boolean;
  parts: SynthesisPart[];
}

function count(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_POOL, Math.trunc(n))) : 0;
}

/** Whether a rule of the golden rule applies in a setup. */
export function applies(setup: Pick<SynthesisSetup, "apply">, rule: SynthesisRule): boolean {
  return setup.apply?.[rule] !== false;
}

/** The entry of `table` that `key` names (its own keys only), or a RangeError naming the unknown key. */
function entryOf<T>(table: Readonly<Record<string, T>>, key: string, what: string): T {
  if (typeof key !== "string" || !Object.hasOwn(table, key)) throw new RangeError(`synthesisModifiers: unknown ${what} "${String(key)}"`);
  return table[key];
}

/** The modifiers of a setup (every rule that applies, in the chapter's order); an unknown difficulty, equipment or surroundings is a RangeError. */
export function synthesisModifiers(setup: SynthesisSetup): SynthesisModifiers {
  const parts: SynthesisPart[] = [];
  const difficulty = entryOf(RECIPE_DIFFICULTIES, setup.difficulty, "difficulty");
  const equipment = entryOf(LAB_EQUIPMENT, setup.equipment, "equipment");
  const surroundings = entryOf(SURROUNDINGS, setup.surroundings, "surroundings");
  if (setup.relatedSkill && applies(setup, "relatedSkill")) parts.push({ rule: "relatedSkill", dice: RELATED_SKILL_DICE, minRoll: 0 });
  if (applies(setup, "difficulty") && difficulty.minRoll !== 0) parts.push({ rule: "difficulty", dice: 0, minRoll: difficulty.minRoll });
  if (applies(setup, "equipment") && (equipment.minRoll !== 0 || equipment.dice !== 0)) parts.push({ rule: "equipment", dice: equipment.dice, minRoll: equipment.minRoll });
  if (applies(setup, "surroundings") && surroundings !== 0) parts.push({ rule: "surroundings", dice: surroundings, minRoll: 0 });
  const suitable = count(setup.suitableSubstitutes);
  const risky = count(setup.riskySubstitutes);
  const substitutionMinRoll = suitable * SUITABLE_SUBSTITUTE_MIN_ROLL + risky * RISKY_SUBSTITUTE_MIN_ROLL;
  if (applies(setup, "substitutes") && substitutionMinRoll !== 0) parts.push({ rule: "substitutes", dice: 0, minRoll: substitutionMinRoll });
  return {
    dice: parts.reduce((sum, p) => sum + p.dice, 0),
    minRoll: parts.reduce((sum, p) => sum + p.minRoll, 0),
    successesNeeded: difficulty.successes,
    substitutes: suitable + risky,
    instability: applies(setup, "substitutes") && suitable + risky >= INSTABILITY_FROM,
    qualityTable: applies(setup, "qualityTable"),
    mishapTable: applies(setup, "mishapTable"),
    parts,
  };
}

/** The result of a crafting roll. */
export type SynthesisResult = "highQuality" | "success" | "failure" | "mishap";

/** What decides the result: the roll's successes and its ones (dice whose first face shows 1). */
export interface SynthesisRoll {
  successes: number;
  ones: number;
}

/** The ones of a scored roll: dice whose first throw shows 1 (reading of "Einsen"). */
export function onesOf(score: Pick<CheckScore, "dice">): number {
  return score.dice.filter((d) => d.faces[0] === 1).length;
}

/**
 * The result ("Qualität und Missgeschicke"): more ones than successes is a mishap even when enough
 * successes were rolled; a failure with the law of instability is a mishap; successes ≥ twice the
 * needed is high quality. A waived table turns its result into a plain failure or success.
 */
export function synthesisResult(roll: SynthesisRoll, modifiers: Pick<SynthesisModifiers, "successesNeeded" | "instability" | "qualityTable" | "mishapTable">): SynthesisResult {
  return classify(count(roll.successes), count(roll.ones), modifiers);
}

/** {@link synthesisResult} of counts already checked. */
function classify(successes: number, ones: number, modifiers: Pick<SynthesisModifiers, "successesNeeded" | "instability" | "qualityTable" | "mishapTable">): SynthesisResult {
  const passed = successes >= modifiers.successesNeeded;
  const mishap = ones > successes || (!passed && modifiers.instability);
  if (mishap && modifiers.mishapTable) return "mishap";
  if (!passed) return "failure";
  if (mishap) return "failure";
  if (modifiers.qualityTable && successes >= 2 * modifiers.successesNeeded) return "highQuality";
  return "success";
}

/** The high-quality table (d6): 1–2 intensification, 3–4 purity, 5 efficiency, 6 masterpiece. */
export type QualityEntry = "intensification" | "purity" | "efficiency" | "masterpiece";
/** The mishap table (d6): 1–2 instability, 3–4 side effect, 5 inversion, 6 catastrophe. */
export type MishapEntry = "instability" | "sideEffect" | "inversion" | "catastrophe";

export function qualityEntry(face: number): QualityEntry {
  if (face <= 2) return "intensification";
  if (face <= 4) return "purity";
  return face === 5 ? "efficiency" : "masterpiece";
}

export function mishapEntry(face: number): MishapEntry {
  if (face <= 2) return "instability";
  if (face <= 4) return "sideEffect";
  return face === 5 ? "inversion" : "catastrophe";
}

/** The exact chances of the four results (they sum to 1). */
export interface SynthesisOdds {
  highQuality: number;
  success: number;
  failure: number;
  mishap: number;
}

/** The most successes a formula may ask for (hostile input beyond it is a RangeError). */
export const MAX_SUCCESSES_NEEDED = MAX_POOL;

/**
 * Per-die chances are dropped below this: a die's chance of that many successes is smaller than
 * 1e-30 (each success beyond the first needs another explosion), so the odds move by less than
 * `dice` × 1e-30 — far below a double's rounding — and the work stays bounded.
 */
const NEGLIGIBLE = 1e-30;

/** `successesNeeded` checked: a whole number 0 … {@link MAX_SUCCESSES_NEEDED}, else a RangeError. */
function neededOf(value: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_SUCCESSES_NEEDED) {
    throw new RangeError(`successesNeeded must be a whole number 0..${MAX_SUCCESSES_NEEDED}, got ${String(value)}`);
  }
  return value;
}

/**
 * Exact odds of a crafting roll of `dice` exploding d6 at `minRoll`. A die whose first face is 1 is
 * a one and a miss (min roll ≥ 2); every other die scores 0, 1 or 1 + crit extras (RULES.md → Dice).
 * The result depends on the ones k and the successes S of the other n − k dice, so it is summed
 * over k: P(k ones) is binomial (1/6), and S is the sum of n − k independent non-one dice. Of S only
 * the chances below the largest threshold a result asks about are needed — k (more ones than
 * successes), the needed successes and twice them — so the distribution of S over m non-one dice is
 * built for m = 0 … n, each step one convolution truncated at max(n − m, 2 × needed); the rest is
 * the tail. About n³/3 steps at most and n² × 40 with the negligible per-die chances dropped
 * (below 1e-30): well under a millisecond at 119 dice, tens of milliseconds at the core's
 * 1,000-die cap (`npm run bench`). Dice are clamped to 0 … MAX_POOL; a `successesNeeded` that is
 * not a whole number 0 … MAX_POOL is a RangeError.
 */
export function synthesisOdds(dice: number, minRoll: number, modifiers: Pick<SynthesisModifiers, "successesNeeded" | "instability" | "qualityTable" | "mishapTable">, critThreshold: number = DEFAULT_CRIT_THRESHOLD): SynthesisOdds {
  const n = count(dice);
  const m = clampMinRoll(minRoll);
  const c = clampCritThreshold(critThreshold);
  const need = neededOf(modifiers.successesNeeded);
  const flags = { successesNeeded: need, instability: modifiers.instability === true, qualityTable: modifiers.qualityTable === true, mishapTable: modifiers.mishapTable === true };
  // A non-one die's chances of j successes (first face 2…6, probability 5/6 in all).
  const pOne = 1 / 6;
  const w: number[] = [];
  for (let j = 0; ; j++) {
    const atLeast = dieValueTail(j, m, c, true);
    if (j > 0 && atLeast < NEGLIGIBLE) break;
    const p = (atLeast - dieValueTail(j + 1, m, c, true) - (j === 0 ? pOne : 0)) / (1 - pOne);
    w.push(p > 0 ? p : 0);
  }
  // P(k ones) for k = 0 … n, built from k = 0 by the ratio of neighbours (no factorials).
  const binomial = new Array<number>(n + 1);
  binomial[0] = (1 - pOne) ** n;
  for (let k = 0; k < n; k++) binomial[k + 1] = (binomial[k] * (n - k) * pOne) / ((k + 1) * (1 - pOne));
  const odds: SynthesisOdds = { highQuality: 0, success: 0, failure: 0, mishap: 0 };
  // q[s] = P(S = s) over the non-one dice so far, for s below the current limit (two buffers in turn).
  const size = Math.max(n, 2 * need, 1);
  let q = new Float64Array(size);
  let next = new Float64Array(size);
  q[0] = 1;
  const J = w.length;
  for (let dieCount = 0; dieCount <= n; dieCount++) {
    const ones = n - dieCount;
    const limit = Math.max(ones, 2 * need, 1);
    if (dieCount > 0) {
      for (let s = 0; s < limit; s++) {
        let sum = 0;
        const top = s < J - 1 ? s : J - 1;
        for (let j = 0; j <= top; j++) sum += q[s - j] * w[j];
        next[s] = sum;
      }
      const done = q;
      q = next;
      next = done;
    }
    const weight = binomial[ones];
    if (weight === 0) continue;
    let below = 0;
    for (let s = 0; s < limit; s++) {
      const p = q[s];
      below += p;
      if (p !== 0) odds[classify(s, ones, flags)] += weight * p;
    }
    // S ≥ limit: no more ones than successes, enough for every threshold — one result for the tail.
    const tail = 1 - below;
    if (tail > 0) odds[classify(limit, ones, flags)] += weight * tail;
  }
  return odds;
}
