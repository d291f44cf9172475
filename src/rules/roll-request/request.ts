/**
 * Roll-request assembly (RULES.md → Dice, Combat → Conditions): from what an actor offers
 * ({@link ActorRollView}), the kind of roll and the player's options to the numbers a check is rolled
 * with — dice, destiny dice, minimum roll, critical threshold — plus the conditions that applied and
 * an explanation of every number, for the roll dialog and the chat card.
 *
 * - Dice = the attribute / skill value (knowledge: its dice, knowledge value + linked skill value)
 *   − Shocked X + situational dice. A pool ≤ 0 rolls nothing (only bonus and destiny dice).
 * - Min roll M = the actor's min roll + difficulty + Poisoned X (every roll) + Burning X (Perception)
 *   + Hunkered 1 (Physis attributes and physical skills) + situational modifier; M ≥ 2.
 * - A knowledge roll counts as a roll of its linked skill for conditions (our reading: its dice
 *   include that skill).
 * - The critical threshold (11) is not moved by anything here (RULES.md → Dice → Criticals).
 */
import {
  DIFFICULTIES,
  SKILL_BASE,
  isPhysicalSkill,
  isPhysisAttribute,
  type ActorRollView,
  type AttributeKey,
  type ConditionKey,
  type DifficultyKey,
  type SkillKey,
} from "../catalog/index.ts";
import { DEFAULT_CRIT_THRESHOLD, LOWEST_MIN_ROLL, clampMinRoll } from "../dice/score.ts";

/** The kinds of check an actor rolls from the sheet. */
export type CheckKind = "attribute" | "skill" | "knowledge";
export const CHECK_KINDS: readonly CheckKind[] = ["attribute", "skill", "knowledge"];

/** What the player chooses for a check; every field is optional (defaults: a normal check). */
export interface CheckOptions {
  /** Difficulty added to the min roll: −2 … +4 by name, any integer as a free value; default 0. */
  difficulty?: number;
  /** Situational change of the min roll (walking while acting +1 …); default 0. */
  minRollModifier?: number;
  /** Situational change of the number of dice; default 0. */
  diceModifier?: number;
  /** Bonus dice added up front (each spent from the actor); default 0. */
  bonusDice?: number;
  /** Destiny dice added up front (each spent from the actor); default 0. */
  destinyDice?: number;
  /** Apply the actor's conditions (shocked, poisoned, burning, hunkered); default true. */
  applyConditions?: boolean;
}

/** A condition that changes this check. */
export interface AppliedCondition {
  key: ConditionKey;
  /** The condition's counter on the actor. */
  value: number;
  /** What it changes … */
  target: "dice" | "minRoll";
  /** … by how much (dice: negative). */
  change: number;
}

/** One line of an explanation: an i18n key, optional format data, and the signed number it adds. */
export interface ExplanationPart {
  label: string;
  data?: Record<string, string | number>;
  value: number;
}

/** Everything a check is rolled and shown with. */
export interface CheckRequest {
  kind: CheckKind;
  key: string;
  /** i18n key of the rolled trait's label (knowledge: the name itself in `name`). */
  label: string;
  /** Display name for knowledge (free-form); undefined for attributes and skills. */
  name?: string;
  /** The trait's dice before conditions and modifiers. */
  baseDice: number;
  /** The pool after conditions and modifiers (may be ≤ 0). */
  pool: number;
  /** Normal dice actually rolled: max(0, pool) + bonus dice. */
  dice: number;
  bonusDice: number;
  destinyDice: number;
  /** Minimum roll, clamped to ≥ 2. */
  minRoll: number;
  /** Minimum roll before clamping (to explain a clamp). */
  rawMinRoll: number;
  difficulty: number;
  critThreshold: number;
  conditions: AppliedCondition[];
  diceParts: ExplanationPart[];
  minRollParts: ExplanationPart[];
}

/** The i18n key of a difficulty value's name, or undefined for a free value (e.g. +9). */
export function difficultyLabel(value: number): string | undefined {
  const entry = Object.entries(DIFFICULTIES).find(([, v]) => v === value);
  return entry ? `PHASESIX.Difficulty.${entry[0] as DifficultyKey}` : undefined;
}

function isAttributeKey(view: ActorRollView, key: string): key is AttributeKey {
  return Object.hasOwn(view.attributes, key);
}

function isSkillKey(key: string): key is SkillKey {
  return Object.hasOwn(SKILL_BASE, key);
}

function toInt(value: number | undefined, name: string): number {
  const v = value ?? 0;
  if (!Number.isInteger(v)) throw new RangeError(`checkRequest: ${name} must be an integer, got ${v}`);
  return v;
}

/** The trait rolled: its dice, label, and which conditions concern it. */
interface Trait {
  baseDice: number;
  label: string;
  name?: string;
  physis: boolean;
  perception: boolean;
}

function traitOf(view: ActorRollView, kind: CheckKind, key: string): Trait {
  if (kind === "attribute") {
    if (!isAttributeKey(view, key)) throw new RangeError(`checkRequest: unknown attribute "${key}"`);
    return { baseDice: view.attributes[key], label: `PHASESIX.Attribute.${key}`, physis: isPhysisAttribute(key), perception: false };
  }
  if (kind === "skill") {
    if (!isSkillKey(key)) throw new RangeError(`checkRequest: unknown skill "${key}"`);
    return { baseDice: view.skills[key] ?? 0, label: `PHASESIX.Skill.${key}`, physis: isPhysicalSkill(key), perception: key === "perception" };
  }
  const knowledge = view.knowledge.find((k) => k.id === key);
  if (!knowledge) throw new RangeError(`checkRequest: unknown knowledge "${key}"`);
  return {
    baseDice: knowledge.dice,
    label: `PHASESIX.Skill.${knowledge.skill}`,
    name: knowledge.name,
    physis: isPhysicalSkill(knowledge.skill),
    perception: knowledge.skill === "perception",
  };
}

/** The conditions of the actor that change a check of this trait (RULES.md → Combat → Conditions). */
export function conditionsFor(view: ActorRollView, trait: { physis: boolean; perception: boolean }): AppliedCondition[] {
  const applied: AppliedCondition[] = [];
  const shocked = view.conditions.shocked ?? 0;
  if (shocked > 0) applied.push({ key: "shocked", value: shocked, target: "dice", change: -shocked });
  const poisoned = view.conditions.poisoned ?? 0;
  if (poisoned > 0) applied.push({ key: "poisoned", value: poisoned, target: "minRoll", change: poisoned });
  const burning = view.conditions.burning ?? 0;
  if (burning > 0 && trait.perception) applied.push({ key: "burning", value: burning, target: "minRoll", change: burning });
  const hunkered = view.conditions.hunkered ?? 0;
  if (hunkered > 0 && trait.physis) applied.push({ key: "hunkered", value: hunkered, target: "minRoll", change: 1 });
  return applied;
}

/**
 * Assemble a check: `view` is the actor's {@link ActorRollView}, `kind` and `key` name the trait
 * (attribute key, skill key or knowledge id). Throws a RangeError for an unknown key or a
 * non-integer option; negative bonus or destiny dice count as none.
 */
export function checkRequest(view: ActorRollView, kind: CheckKind, key: string, options: CheckOptions = {}): CheckRequest {
  const trait = traitOf(view, kind, key);
  const difficulty = toInt(options.difficulty, "difficulty");
  const minRollModifier = toInt(options.minRollModifier, "minRollModifier");
  const diceModifier = toInt(options.diceModifier, "diceModifier");
  const bonusDice = Math.max(0, toInt(options.bonusDice, "bonusDice"));
  const destinyDice = Math.max(0, toInt(options.destinyDice, "destinyDice"));
  const conditions = options.applyConditions === false ? [] : conditionsFor(view, trait);

  const diceParts: ExplanationPart[] = [
    trait.name === undefined
      ? { label: trait.label, value: trait.baseDice }
      : { label: "PHASESIX.Roll.Part.Knowledge", data: { name: trait.name }, value: trait.baseDice },
  ];
  const minRollParts: ExplanationPart[] = [{ label: "PHASESIX.Roll.Part.OwnMinRoll", value: view.minRoll }];
  if (difficulty !== 0) {
    const named = difficultyLabel(difficulty);
    minRollParts.push(named ? { label: named, value: difficulty } : { label: "PHASESIX.Roll.Part.Difficulty", value: difficulty });
  }
  let pool = trait.baseDice;
  let rawMinRoll = view.minRoll + difficulty;
  for (const condition of conditions) {
    const part = { label: `PHASESIX.Condition.${condition.key}`, value: condition.change };
    if (condition.target === "dice") {
      pool += condition.change;
      diceParts.push(part);
    } else {
      rawMinRoll += condition.change;
      minRollParts.push(part);
    }
  }
  if (diceModifier !== 0) {
    pool += diceModifier;
    diceParts.push({ label: "PHASESIX.Roll.Part.Situational", value: diceModifier });
  }
  if (minRollModifier !== 0) {
    rawMinRoll += minRollModifier;
    minRollParts.push({ label: "PHASESIX.Roll.Part.Situational", value: minRollModifier });
  }
  if (bonusDice > 0) diceParts.push({ label: "PHASESIX.Roll.Part.BonusDice", value: bonusDice });
  const minRoll = clampMinRoll(rawMinRoll);
  if (minRoll !== rawMinRoll) minRollParts.push({ label: "PHASESIX.Roll.Part.Floor", data: { floor: LOWEST_MIN_ROLL }, value: minRoll - rawMinRoll });

  return {
    kind,
    key,
    label: trait.label,
    ...(trait.name === undefined ? {} : { name: trait.name }),
    baseDice: trait.baseDice,
    pool,
    dice: Math.max(0, pool) + bonusDice,
    bonusDice,
    destinyDice,
    minRoll,
    rawMinRoll,
    difficulty,
    critThreshold: DEFAULT_CRIT_THRESHOLD,
    conditions,
    diceParts,
    minRollParts,
  };
}
