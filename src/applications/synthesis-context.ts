/**
 * The synthesis dialog's and result card's contexts (RULES.md → Brewing): the skill choice, the
 * formula's difficulty, equipment, surroundings and substitutes — each rule with a switch (the
 * golden rule) — the crafting roll's dice and min roll through the roll pipeline (`prepareCheck`,
 * conditions included) and the exact odds of its four results. Pure: the dialog and the browser tests
 * build the same context.
 */
import type { ActorRollView } from "../rules/catalog/index.ts";
import { SKILLS } from "../rules/catalog/index.ts";
import {
  LAB_EQUIPMENT_KEYS,
  RECIPE_DIFFICULTIES,
  SURROUNDINGS_KEYS,
  SYNTHESIS_RULES,
  synthesisModifiers,
  synthesisOdds,
} from "../rules/extensions/brewing.ts";
import type { LabEquipment, MishapEntry, QualityEntry, RecipeDifficulty, Surroundings, SynthesisResult, SynthesisRule, SynthesisSetup } from "../rules/extensions/brewing.ts";
import { prepareCheck } from "../rules/roll-request/index.ts";
import { percentText } from "./number-locale.ts";
import type { CheckKind } from "../rules/roll-request/index.ts";
import type { Localize } from "./sheets/context/localize.ts";

/** What the dialog's form holds. */
export interface SynthesisFormState extends SynthesisSetup {
  /** "skill:<key>" or "knowledge:<id>". */
  trait: string;
}

/** The trait a form value names. */
export function traitOf(value: string): { kind: CheckKind; key: string } {
  const [kind, ...rest] = value.split(":");
  return { kind: kind === "knowledge" ? "knowledge" : "skill", key: rest.join(":") || "nature" };
}

/** The default trait: a knowledge named like alchemy or chemistry, else the Nature skill (chapter "Die Fertigkeit"). */
export function defaultTrait(view: Pick<ActorRollView, "knowledge">): string {
  const known = view.knowledge.find((k) => /alchem|chemi/i.test(k.name));
  return known ? `knowledge:${known.id}` : "skill:nature";
}

/** Reads a submitted form (Foundry's expanded object) defensively into a state. */
export function readSynthesisForm(data: Record<string, unknown>, difficulty: RecipeDifficulty, fallbackTrait: string): SynthesisFormState {
  const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.min(20, Math.trunc(v))) : typeof v === "string" && /^\d+$/.test(v) ? Math.min(20, Number(v)) : 0);
  const pick = <K extends string>(v: unknown, keys: readonly K[], fallback: K): K => (typeof v === "string" && (keys as readonly string[]).includes(v) ? (v as K) : fallback);
  const apply: Partial<Record<SynthesisRule, boolean>> = {};
  for (const rule of SYNTHESIS_RULES) apply[rule] = data[`apply.${rule}`] !== false && data[`apply.${rule}`] !== "false";
  return {
    trait: typeof data.trait === "string" && data.trait !== "" ? data.trait : fallbackTrait,
    difficulty,
    relatedSkill: data.relatedSkill === true || data.relatedSkill === "true",
    equipment: pick<LabEquipment>(data.equipment, LAB_EQUIPMENT_KEYS, "basic"),
    surroundings: pick<Surroundings>(data.surroundings, SURROUNDINGS_KEYS, "normal"),
    suitableSubstitutes: count(data.suitableSubstitutes),
    riskySubstitutes: count(data.riskySubstitutes),
    apply,
  };
}

/** The initial state of the dialog for a recipe. */
export function initialSynthesisState(view: Pick<ActorRollView, "knowledge">, difficulty: RecipeDifficulty): SynthesisFormState {
  return { trait: defaultTrait(view), difficulty, relatedSkill: false, equipment: "basic", surroundings: "normal", suitableSubstitutes: 0, riskySubstitutes: 0, apply: {} };
}

/** The roll a state asks for: the trait, its options for `rollCheck`, dice, min roll and the odds. */
export function synthesisRoll(view: ActorRollView, state: SynthesisFormState) {
  const modifiers = synthesisModifiers(state);
  const trait = traitOf(state.trait);
  const options = { diceModifier: modifiers.dice, minRollModifier: modifiers.minRoll };
  const prepared = prepareCheck(view, trait.kind, trait.key, options);
  const odds = synthesisOdds(prepared.dice, prepared.minRoll, modifiers, prepared.critThreshold);
  return { trait, options, prepared, modifiers, odds };
}

/** The dialog's template context. */
export function synthesisDialogContext(view: ActorRollView, recipeName: string, state: SynthesisFormState, localize: Localize) {
  const { prepared, modifiers, odds } = synthesisRoll(view, state);
  const applies = (rule: SynthesisRule) => state.apply?.[rule] !== false;
  const difficulty = RECIPE_DIFFICULTIES[state.difficulty];
  return {
    title: localize("PHASESIX.Synthesis.Title", { recipe: recipeName }),
    traits: [
      ...SKILLS.map((key) => ({ value: `skill:${key}`, label: localize(`PHASESIX.Skill.${key}`) })),
      ...view.knowledge.map((k) => ({ value: `knowledge:${k.id}`, label: k.name })),
    ].map((t) => ({ ...t, selected: t.value === state.trait })),
    relatedSkill: state.relatedSkill,
    difficulty: localize("PHASESIX.Synthesis.DifficultyValue", { label: localize(`PHASESIX.Recipe.Difficulty.${state.difficulty}`), minRoll: difficulty.minRoll, successes: difficulty.successes }),
    equipment: LAB_EQUIPMENT_KEYS.map((key) => ({ value: key, label: `PHASESIX.Synthesis.EquipmentKey.${key}`, selected: key === state.equipment })),
    surroundings: SURROUNDINGS_KEYS.map((key) => ({ value: key, label: `PHASESIX.Synthesis.SurroundingsKey.${key}`, selected: key === state.surroundings })),
    suitableSubstitutes: state.suitableSubstitutes,
    riskySubstitutes: state.riskySubstitutes,
    rules: SYNTHESIS_RULES.map((rule) => ({ rule, name: `apply.${rule}`, label: `PHASESIX.Synthesis.Rule.${rule}`, checked: applies(rule) })),
    pool: localize("PHASESIX.Synthesis.Pool", { dice: prepared.dice, minRoll: prepared.minRoll, successes: modifiers.successesNeeded }),
    instability: modifiers.instability,
    odds: (["highQuality", "success", "failure", "mishap"] as const).map((result) => ({ result, label: `PHASESIX.Synthesis.Result.${result}`, percent: percentText(odds[result], localize) })),
  };
}

/** The result card's context. */
export interface SynthesisCardInput {
  actor: string;
  recipe: string;
  result: SynthesisResult;
  successes: number;
  ones: number;
  needed: number;
  /** The d6 of the high-quality or mishap table, when one was rolled. */
  tableFace: number | null;
  entry: QualityEntry | MishapEntry | null;
  /** The product added to the inventory (name and doses), null when nothing was made. */
  product: { name: string; quantity: number } | null;
}

export function synthesisCardContext(input: SynthesisCardInput, localize: Localize) {
  const table = input.result === "highQuality" ? "Quality" : input.result === "mishap" ? "Mishap" : null;
  return {
    title: localize("PHASESIX.Synthesis.CardTitle", { actor: input.actor, recipe: input.recipe }),
    result: input.result,
    resultLabel: localize(`PHASESIX.Synthesis.Result.${input.result}`),
    summary: localize("PHASESIX.Synthesis.Successes", { successes: input.successes, ones: input.ones, needed: input.needed }),
    table: table && input.entry && input.tableFace !== null ? { face: localize("PHASESIX.Synthesis.TableRoll", { face: input.tableFace }), text: localize(`PHASESIX.Synthesis.${table}.${input.entry}`) } : null,
    product: input.product ? localize("PHASESIX.Synthesis.Added", { quantity: input.product.quantity, product: input.product.name }) : null,
  };
}
