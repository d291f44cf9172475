/**
 * What a check rolls: dice count and minimum roll after difficulty, conditions and circumstances
 * (RULES.md → Dice → Minimum roll; Combat → Conditions).
 */
import { count, finite, whole } from "../guard.ts";
import { MAX_POOL } from "../dice/pool.ts";
import type { ConditionKey, SkillKey, AttributeKey } from "../catalog/index.ts";
import { DIFFICULTIES, isPhysicalSkill, isPhysisAttribute } from "../catalog/index.ts";
import { DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll } from "../dice/score.ts";

/** Condition counters of the roller (0 or absent = not affected; hunkered counts when > 0). */
export type ConditionLevels = Partial<Record<ConditionKey, number>>;

/** What kind of roll this is, for the conditions that affect only some rolls. */
export interface RollKind {
  /** An attack (burning, hunkered apply). */
  attack?: boolean;
  /** A Perception roll (burning applies). */
  perception?: boolean;
  /** A Physis attribute or a physical skill (hunkered applies). */
  physical?: boolean;
  /** A save at the start of a round: condition penalties do not apply (RULES.md → Conditions). */
  save?: boolean;
}

/** A check before it is rolled. */
export interface CheckRequest {
  /** The value rolled: attribute, skill or knowledge + skill (may be 0 or negative). */
  pool: number;
  /** The character's minimum roll (lineage and templates; a human has 5). */
  minRoll: number;
  /** Difficulty: −2 very easy … +4 impossible, or beyond; default 0. */
  difficulty?: number;
  conditions?: ConditionLevels;
  kind?: RollKind;
  /** Acting while walking: +1 min roll (RULES.md → Attacks and damage). */
  walking?: boolean;
  /** Other dice modifiers (e.g. weapon damage potential), already summed. */
  extraDice?: number;
  /** Other min roll modifiers (e.g. heavy armour on casting), already summed. */
  extraMinRoll?: number;
  /** Critical threshold; default 11. */
  critThreshold?: number;
  /** Whether the roll can crit; default true. */
  canCrit?: boolean;
}

/** Where a modifier comes from, for the chat card. */
export type CheckModifierSource = "difficulty" | "shocked" | "poisoned" | "burning" | "hunkered" | "walking" | "other";

/** One modifier of a resolved check. */
export interface CheckModifier {
  source: CheckModifierSource;
  dice: number;
  minRoll: number;
}

/** A check ready to roll. */
export interface ResolvedCheck {
  /** Dice to roll, never negative (a pool ≤ 0 rolls nothing, RULES.md → Dice). */
  dice: number;
  /** The pool after modifiers, possibly ≤ 0. */
  poolAfterModifiers: number;
  /** Minimum roll, clamped to ≥ 2. */
  minRoll: number;
  critThreshold: number;
  canCrit: boolean;
  /** Every modifier that applied (non-zero ones only). */
  modifiers: CheckModifier[];
}

/** The min roll modifier of a difficulty key (RULES.md → Dice: −2 very easy … +4 impossible). */
export function difficultyModifier(key: keyof typeof DIFFICULTIES): number {
  return DIFFICULTIES[key];
}

/** The roll kind of a skill check: physical for skills on a Physis attribute; Perception flagged. */
export function rollKindForSkill(skill: SkillKey): RollKind {
  return { physical: isPhysicalSkill(skill), perception: skill === "perception" };
}

/** The roll kind of an attribute check: physical for Physis attributes. */
export function rollKindForAttribute(attribute: AttributeKey): RollKind {
  return { physical: isPhysisAttribute(attribute) };
}

function conditionLevel(conditions: ConditionLevels, key: ConditionKey): number {
  return count(key, conditions[key] ?? 0, MAX_POOL);
}

/**
 * The modifiers conditions put on a roll (RULES.md → Combat → Conditions): shocked X → X dice fewer on
 * every roll; poisoned X → +X min roll on every roll; burning X → +X min roll on Perception and
 * attacks; hunkered → +1 min roll on Physis attributes, physical skills and attacks. Saves ignore them.
 */
export function conditionModifiers(conditions: ConditionLevels = {}, kind: RollKind = {}): CheckModifier[] {
  if (kind.save) return [];
  const out: CheckModifier[] = [];
  const shocked = conditionLevel(conditions, "shocked");
  const poisoned = conditionLevel(conditions, "poisoned");
  const burning = conditionLevel(conditions, "burning");
  const hunkered = conditionLevel(conditions, "hunkered");
  if (shocked > 0) out.push({ source: "shocked", dice: -shocked, minRoll: 0 });
  if (poisoned > 0) out.push({ source: "poisoned", dice: 0, minRoll: poisoned });
  if (burning > 0 && (kind.perception || kind.attack)) out.push({ source: "burning", dice: 0, minRoll: burning });
  if (hunkered > 0 && (kind.physical || kind.attack)) out.push({ source: "hunkered", dice: 0, minRoll: 1 });
  return out;
}

/**
 * Dice left of `dice` after Shocked X (rulebook-de → Zustände des Charakters → Geschockt: "für jeden
 * Wurf so viele Würfel weniger als der Wert dieses Zustands"): X fewer, never below 0. For the rolls
 * not built by {@link resolveCheck}: initiative, resisting a K.O. or disarming attack, the rest.
 */
export function diceAfterShock(dice: number, conditions: ConditionLevels = {}): number {
  const shocked = conditions.shocked ?? 0;
  const level = Number.isFinite(shocked) && shocked > 0 ? Math.trunc(shocked) : 0;
  const base = Number.isFinite(dice) ? Math.trunc(dice) : 0;
  return Math.max(0, base - level);
}

/**
 * Resolve a check request into dice and min roll: M = character min roll + difficulty + conditions +
 * walking (+1) + other modifiers, never below 2; dice = pool + other dice − shocked, a pool ≤ 0 rolls
 * nothing (RULES.md → Dice).
 */
export function resolveCheck(request: CheckRequest): ResolvedCheck {
  const modifiers: CheckModifier[] = [];
  if (request.difficulty) modifiers.push({ source: "difficulty", dice: 0, minRoll: request.difficulty });
  modifiers.push(...conditionModifiers(request.conditions, request.kind));
  if (request.walking) modifiers.push({ source: "walking", dice: 0, minRoll: 1 });
  if (request.extraDice || request.extraMinRoll) {
    modifiers.push({ source: "other", dice: request.extraDice ?? 0, minRoll: request.extraMinRoll ?? 0 });
  }
  let pool = whole("pool", request.pool, MAX_POOL);
  let minRoll = finite("minRoll", request.minRoll);
  for (const m of modifiers) {
    pool += whole("dice modifier", m.dice, MAX_POOL);
    minRoll += whole("min roll modifier", m.minRoll);
  }
  pool = Math.max(-MAX_POOL, Math.min(MAX_POOL, pool));
  return {
    dice: Math.max(0, pool),
    poolAfterModifiers: pool,
    minRoll: clampMinRoll(minRoll),
    critThreshold: clampCritThreshold(request.critThreshold ?? DEFAULT_CRIT_THRESHOLD),
    canCrit: request.canCrit ?? true,
    modifiers,
  };
}
