/**
 * Temporary changes (a drug, a blessing, a spell's buff, a wound penalty) as Active Effects: an
 * effect's changes name a Phase Six value by key and add a whole number to it. The character core
 * treats an active effect like any other modifier source (a template, a quirk), so its value shows in
 * the tooltips under the effect's name. Templates stay plain item data; effects are for what comes and
 * goes.
 *
 * Keys: `phasesix.attribute.<attribute>`, `phasesix.skill.<skill>`, `phasesix.aspect.<aspect>`,
 * `phasesix.knowledge.<knowledge name>`. Only the "add" mode is meaningful for these values; a change
 * in another mode, or with a value that is not a whole number, is reported and ignored.
 */
import type { Modifier } from "../catalog/index.ts";
import { ASPECTS, ATTRIBUTES, SKILL_BASE, type AspectKey, type AttributeKey, type SkillKey } from "../catalog/index.ts";
import type { EffectChangeInput, EffectInput, ModifierSourceInput } from "./types.ts";

/** Prefix of every effect change key the Phase Six derivation reads. */
export const EFFECT_KEY_PREFIX = "phasesix.";

/** Foundry's "add" mode of an effect change (CONST.ACTIVE_EFFECT_MODES.ADD). */
export const EFFECT_MODE_ADD = 2;

/** Why a change of ours cannot be applied: an i18n key under PHASESIX.Effect.Problem. */
export type EffectProblem = "unknownKey" | "notAdd" | "notInteger";

/** What a change means: not ours (left to Foundry), a modifier, or a problem. */
export type ReadChange = { kind: "foreign" } | { kind: "modifier"; modifier: Modifier } | { kind: "problem"; problem: EffectProblem; key: string };

/** Whether an effect change key belongs to the Phase Six derivation. */
export function isPhaseSixEffectKey(key: string): boolean {
  return key.startsWith(EFFECT_KEY_PREFIX);
}

function isAttribute(key: string): key is AttributeKey {
  return (ATTRIBUTES as readonly string[]).includes(key);
}

function isSkill(key: string): key is SkillKey {
  return Object.hasOwn(SKILL_BASE, key);
}

function isAspect(key: string): key is AspectKey {
  return (ASPECTS as readonly string[]).includes(key);
}

/** A whole number from an effect value ("+2", " -1 ", "3"); null for anything else. */
export function effectInteger(value: string): number | null {
  const text = String(value).trim();
  if (!/^[+-]?\d{1,6}$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n === 0 ? 0 : n;
}

/**
 * The modifier a change makes, why it cannot be applied, or null for a key that is not ours: the
 * reading {@link readEffectChange} and the derivation share (every actor's derivation reads its
 * effects, so this builds nothing but the modifier).
 */
export function effectModifier(change: EffectChangeInput): Modifier | EffectProblem | null {
  const key = change.key.trim();
  if (!isPhaseSixEffectKey(key)) return null;
  const dot = key.indexOf(".", EFFECT_KEY_PREFIX.length);
  const kind = dot < 0 ? key.slice(EFFECT_KEY_PREFIX.length) : key.slice(EFFECT_KEY_PREFIX.length, dot);
  const target = dot < 0 ? "" : key.slice(dot + 1);
  const known =
    (kind === "attribute" && isAttribute(target)) || (kind === "skill" && isSkill(target)) || (kind === "aspect" && isAspect(target)) || (kind === "knowledge" && target.trim() !== "");
  if (!known) return "unknownKey";
  if (change.mode !== EFFECT_MODE_ADD) return "notAdd";
  const value = effectInteger(change.value);
  if (value === null) return "notInteger";
  return { kind, key: kind === "knowledge" ? target.trim() : target, value } as Modifier;
}

/** The modifier a change makes, or why it cannot be applied; `foreign` for keys that are not ours. */
export function readEffectChange(change: EffectChangeInput): ReadChange {
  const read = effectModifier(change);
  if (read === null) return { kind: "foreign" };
  if (typeof read === "string") return { kind: "problem", problem: read, key: change.key.trim() };
  return { kind: "modifier", modifier: read };
}

/** The modifiers of one effect and the problems of its changes. */
export interface ReadEffect {
  source: ModifierSourceInput;
  problems: Array<{ key: string; problem: EffectProblem }>;
}

/** Reads all changes of an effect: its Phase Six modifiers (a modifier source named like the effect) and its problems. */
export function readEffect(effect: EffectInput): ReadEffect {
  const modifiers: Modifier[] = [];
  const problems: ReadEffect["problems"] = [];
  for (const change of effect.changes) {
    const read = readEffectChange(change);
    if (read.kind === "modifier") modifiers.push(read.modifier);
    else if (read.kind === "problem") problems.push({ key: read.key, problem: read.problem });
  }
  return { source: { name: effect.name, modifiers }, problems };
}

/** Modifier sources of the active effects, in order; effects without a Phase Six change add nothing. */
export function effectModifierSources(effects: readonly EffectInput[]): ModifierSourceInput[] {
  const sources: ModifierSourceInput[] = [];
  for (const effect of effects) {
    const { source } = readEffect(effect);
    if (source.modifiers.length > 0) sources.push(source);
  }
  return sources;
}

/** Every key an effect can name (knowledge aside, which takes any name): for suggestions in the effect editor. */
export function effectKeys(): Array<{ key: string; kind: "attribute" | "skill" | "aspect"; target: string }> {
  return [
    ...ATTRIBUTES.map((target) => ({ key: `${EFFECT_KEY_PREFIX}attribute.${target}`, kind: "attribute" as const, target })),
    ...(Object.keys(SKILL_BASE) as SkillKey[]).map((target) => ({ key: `${EFFECT_KEY_PREFIX}skill.${target}`, kind: "skill" as const, target })),
    ...ASPECTS.map((target) => ({ key: `${EFFECT_KEY_PREFIX}aspect.${target}`, kind: "aspect" as const, target })),
  ];
}
