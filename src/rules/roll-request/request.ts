/**
 * Roll-request assembly (RULES.md → Dice, Combat → Conditions): from what an actor offers
 * ({@link ActorRollView}), the kind of roll and the player's options to the numbers a check is rolled
 * with — dice, destiny dice, minimum roll, critical threshold — plus the conditions that applied and
 * an explanation of every number, for the roll dialog and the chat card.
 *
 * The numbers come from the core's `resolveCheck` (difficulty, shocked/poisoned/burning/hunkered,
 * situational modifiers, pool ≤ 0, M ≥ 2); this module adapts the actor's view to it, adds the
 * up-front bonus and destiny dice, and explains every number. A knowledge roll counts as a roll of
 * its linked skill for conditions (our reading: its dice include that skill).
 */
import { DEFAULT_RULESET, type DifficultyLevel } from "../ruleset/ruleset.ts";
import {
  SKILL_BASE,
  type ActorRollView,
  type AttributeKey,
  type ConditionKey,
  type SkillKey,
} from "../catalog/index.ts";
import { LOWEST_MIN_ROLL } from "../dice/score.ts";
import type { AttackMode } from "../items/vocabulary.ts";
import { conditionModifiers, resolveCheck, rollKindForAttribute, rollKindForSkill, type RollKind } from "../check/modifiers.ts";

/**
 * The kinds of check an actor rolls from the sheet. `evasion` (key "evasion") rolls the evasion
 * value (Ausweichen) as dice, e.g. a dodge; it counts as a physical roll for conditions (our
 * reading: evasion comes from Quickness and Deftness, Physis attributes).
 */
export type CheckKind = "attribute" | "skill" | "knowledge" | "evasion";
export const CHECK_KINDS: readonly CheckKind[] = ["attribute", "skill", "knowledge", "evasion"];

/** The key of the evasion check (its only key). */
export const EVASION_KEY = "evasion";

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
  /** The named difficulty levels of the world's ruleset (labels of the explanation); default the 2025 ones. */
  difficulties?: readonly DifficultyLevel[];
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
export interface PreparedCheck {
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
  /** Set for a weapon attack's hit roll (scored as hits and critical hits). */
  attack?: PreparedAttack;
}

/** The attack part of a prepared hit roll. */
export interface PreparedAttack {
  mode: AttackMode;
  weaponName: string;
  /** Burst and flechette never crit. */
  canCrit: boolean;
  /** False when out of range under the optional range rule. */
  possible: boolean;
  /** Ammunition the mode uses. */
  ammunition: number;
}

/** The i18n key of a difficulty value's name, or undefined for a free value (e.g. +9). */
export function difficultyLabel(value: number, difficulties: readonly DifficultyLevel[] = DEFAULT_RULESET.difficulties): string | undefined {
  const entry = difficulties.find((d) => d.modifier === value);
  return entry ? `PHASESIX.Difficulty.${entry.key}` : undefined;
}

function isAttributeKey(view: ActorRollView, key: string): key is AttributeKey {
  return Object.hasOwn(view.attributes, key);
}

function isSkillKey(key: string): key is SkillKey {
  return Object.hasOwn(SKILL_BASE, key);
}

function toInt(value: number | undefined, name: string): number {
  const v = value ?? 0;
  if (!Number.isInteger(v)) throw new RangeError(`prepareCheck: ${name} must be an integer, got ${v}`);
  return v;
}

/** The trait rolled: its dice, label, and the roll kind that decides which conditions concern it. */
interface Trait {
  baseDice: number;
  label: string;
  name?: string;
  rollKind: RollKind;
}

function traitOf(view: ActorRollView, kind: CheckKind, key: string): Trait {
  if (kind === "attribute") {
    if (!isAttributeKey(view, key)) throw new RangeError(`prepareCheck: unknown attribute "${key}"`);
    return { baseDice: view.attributes[key], label: `PHASESIX.Attribute.${key}`, rollKind: rollKindForAttribute(key) };
  }
  if (kind === "skill") {
    if (!isSkillKey(key)) throw new RangeError(`prepareCheck: unknown skill "${key}"`);
    return { baseDice: view.skills[key] ?? 0, label: `PHASESIX.Skill.${key}`, rollKind: rollKindForSkill(key) };
  }
  if (kind === "evasion") {
    if (key !== EVASION_KEY) throw new RangeError(`prepareCheck: unknown evasion key "${key}"`);
    return { baseDice: view.evasion, label: "PHASESIX.Sheet.Evasion", rollKind: { physical: true } };
  }
  const knowledge = view.knowledge.find((k) => k.id === key);
  if (!knowledge) throw new RangeError(`prepareCheck: unknown knowledge "${key}"`);
  return { baseDice: knowledge.dice, label: `PHASESIX.Skill.${knowledge.skill}`, name: knowledge.name, rollKind: rollKindForSkill(knowledge.skill) };
}

/** The conditions of the actor that change a roll of this kind, from the core's {@link conditionModifiers}. */
export function conditionsFor(view: ActorRollView, rollKind: RollKind): AppliedCondition[] {
  return conditionModifiers(view.conditions, rollKind).map((m) => {
    const key = m.source as ConditionKey;
    return { key, value: view.conditions[key] ?? 0, target: m.dice !== 0 ? "dice" : "minRoll", change: m.dice !== 0 ? m.dice : m.minRoll };
  });
}

/**
 * Prepare a check: `view` is the actor's {@link ActorRollView}, `kind` and `key` name the trait
 * (attribute key, skill key or knowledge id). The numbers come from the core's {@link resolveCheck};
 * this adds the up-front bonus and destiny dice and the explanation. Throws a RangeError for an
 * unknown key or a non-integer option; negative bonus or destiny dice count as none.
 */
export function prepareCheck(view: ActorRollView, kind: CheckKind, key: string, options: CheckOptions = {}): PreparedCheck {
  const trait = traitOf(view, kind, key);
  const difficulty = toInt(options.difficulty, "difficulty");
  const minRollModifier = toInt(options.minRollModifier, "minRollModifier");
  const diceModifier = toInt(options.diceModifier, "diceModifier");
  const bonusDice = Math.max(0, toInt(options.bonusDice, "bonusDice"));
  const destinyDice = Math.max(0, toInt(options.destinyDice, "destinyDice"));
  const rollKind: RollKind = { ...trait.rollKind, save: options.applyConditions === false };
  const resolved = resolveCheck({
    pool: trait.baseDice,
    minRoll: view.minRoll,
    difficulty,
    conditions: view.conditions,
    kind: rollKind,
    extraDice: diceModifier,
    extraMinRoll: minRollModifier,
  });
  const conditions = conditionsFor(view, rollKind);

  const diceParts: ExplanationPart[] = [
    trait.name === undefined
      ? { label: trait.label, value: trait.baseDice }
      : { label: "PHASESIX.Roll.Part.Knowledge", data: { name: trait.name }, value: trait.baseDice },
  ];
  const minRollParts: ExplanationPart[] = [{ label: "PHASESIX.Roll.Part.OwnMinRoll", value: view.minRoll }];
  let rawMinRoll = view.minRoll;
  for (const m of resolved.modifiers) {
    rawMinRoll += m.minRoll;
    const label =
      m.source === "difficulty"
        ? (difficultyLabel(m.minRoll, options.difficulties) ?? "PHASESIX.Roll.Part.Difficulty")
        : m.source === "other" || m.source === "walking"
          ? "PHASESIX.Roll.Part.Situational"
          : `PHASESIX.Condition.${m.source}`;
    if (m.dice !== 0) diceParts.push({ label, value: m.dice });
    if (m.minRoll !== 0) minRollParts.push({ label, value: m.minRoll });
  }
  if (bonusDice > 0) diceParts.push({ label: "PHASESIX.Roll.Part.BonusDice", value: bonusDice });
  if (resolved.minRoll !== rawMinRoll) {
    minRollParts.push({ label: "PHASESIX.Roll.Part.Floor", data: { floor: LOWEST_MIN_ROLL }, value: resolved.minRoll - rawMinRoll });
  }

  return {
    kind,
    key,
    label: trait.label,
    ...(trait.name === undefined ? {} : { name: trait.name }),
    baseDice: trait.baseDice,
    pool: resolved.poolAfterModifiers,
    dice: resolved.dice + bonusDice,
    bonusDice,
    destinyDice,
    minRoll: resolved.minRoll,
    rawMinRoll,
    difficulty,
    critThreshold: resolved.critThreshold,
    conditions,
    diceParts,
    minRollParts,
  };
}
