/**
 * Derived values of a character (RULES.md → Character, Wounds, Extensions): everything the sheet
 * shows that nobody types in. Pure and total: any input gives finite integers, never NaN.
 */
import type { AspectKey, AttributeKey, ProtectionType, SkillKey } from "../catalog/index.ts";
import { ASPECTS, ATTRIBUTES, PROTECTION_TYPES, SKILL_BASE, SKILLS } from "../catalog/index.ts";
import type { DicePoolKey, Modifier } from "../catalog/index.ts";
import { shieldCover as shieldCoverOf } from "../attack/cover.ts";
import { DEFAULT_ASPECTS, DEFAULT_ATTRIBUTE_START } from "./defaults.ts";
import { atLeast, explainBuilt, keyed, named, safeInt } from "./explained.ts";
import { paymentOf } from "./payment.ts";
import { effectModifier } from "./effects.ts";
import { bodyModificationState } from "../extensions/body-modifications.ts";
import type { CharacterDerived, CharacterInput, DerivedKnowledge, EffectInput, Explained, ExplanationPart } from "./types.ts";
import { DEFAULT_RULESET, type Ruleset } from "../ruleset/ruleset.ts";

/** i18n keys of the non-item sources of a value. */
export const SOURCE = {
  lineage: "PHASESIX.Actor.Source.Lineage",
  defaults: "PHASESIX.Actor.Source.Default",
  encumbrance: "PHASESIX.Actor.Source.Encumbrance",
  halfQuicknessDeftness: "PHASESIX.Actor.Source.HalfQuicknessDeftness",
  base: "PHASESIX.Actor.Source.Base",
  reputationAwarded: "PHASESIX.Actor.Source.ReputationAwarded",
  convertedPoints: "PHASESIX.Actor.Source.ConvertedPoints",
  knowledgeItem: "PHASESIX.Actor.Source.KnowledgeItem",
  spellPointsAdjustment: "PHASESIX.Actor.Source.SpellPointsAdjustment",
  biolast: "PHASESIX.BodyMod.Source.Biolast",
  baseValues: "PHASESIX.Edition.Source.BaseValues",
  startingReputation: "PHASESIX.Edition.Source.StartingReputation",
} as const;

/** The label key of an attribute / skill, used as the source of a derived part. */
const ATTRIBUTE_LABEL = Object.fromEntries(ATTRIBUTES.map((key) => [key, `PHASESIX.Attribute.${key}`])) as Readonly<Record<AttributeKey, string>>;
const skillLabel = (key: SkillKey) => `PHASESIX.Skill.${key}`;

/** Normalised knowledge name for matching ("  Accounting " ≈ "accounting"). */
export function knowledgeKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * The parts every modifier source gives, per attribute, skill and aspect (one slot each, in catalog
 * order), in source order; and the knowledge modifiers with their source's name. Built once per
 * derivation in one pass over the sources, so each value takes its parts from its slot instead of
 * scanning every template (derivation runs for every actor on every update).
 */
interface ModifierIndex {
  slots: Array<ExplanationPart[] | null>;
  knowledgeSources: string[];
  knowledge: Modifier[];
}

const ATTRIBUTE_SLOT = new Map<string, number>(ATTRIBUTES.map((key, i) => [key, i]));
const SKILL_SLOT = new Map<string, number>(SKILLS.map((key, i) => [key, ATTRIBUTES.length + i]));
const ASPECT_SLOT = new Map<string, number>(ASPECTS.map((key, i) => [key, ATTRIBUTES.length + SKILLS.length + i]));
const ASPECT_OFFSET = ATTRIBUTES.length + SKILLS.length;
const NO_EFFECTS: readonly EffectInput[] = [];
const EMPTY_SLOTS: ReadonlyArray<ExplanationPart[] | null> = Array.from({ length: ASPECT_OFFSET + ASPECTS.length }, () => null);

function aspectSlot(key: AspectKey): number {
  return ASPECT_OFFSET + ASPECTS.indexOf(key);
}
const EVASION = aspectSlot("evasion");
const PROTECTION = aspectSlot("protection");
const CAREER_POINTS = aspectSlot("careerPoints");
const SPELL_POINTS = aspectSlot("spellPoints");
const MAX_ARCANA = aspectSlot("maxArcana");
const MIN_ROLL = aspectSlot("minRoll");
const ACTIONS = aspectSlot("actions");
const MAX_HEALTH = aspectSlot("maxHealth");
const MAX_STRESS = aspectSlot("maxStress");
const POOL_SLOTS = [
  ["bonusDice", aspectSlot("bonusDice")],
  ["rerolls", aspectSlot("rerolls")],
  ["destinyDice", aspectSlot("destinyDice")],
] as const satisfies ReadonlyArray<readonly [DicePoolKey, number]>;

function addModifier(index: ModifierIndex, name: string, modifier: Modifier): void {
  const kind = modifier.kind;
  if (kind === "knowledge") {
    index.knowledgeSources.push(name);
    index.knowledge.push(modifier);
    return;
  }
  const slot = kind === "attribute" ? ATTRIBUTE_SLOT.get(modifier.key) : kind === "skill" ? SKILL_SLOT.get(modifier.key) : ASPECT_SLOT.get(modifier.key);
  if (slot === undefined) return;
  const part = named(name, modifier.value);
  const parts = index.slots[slot];
  if (parts) parts.push(part);
  else index.slots[slot] = [part];
}

function addSource(index: ModifierIndex, name: string, modifiers: readonly Modifier[]): void {
  for (let i = 0; i < modifiers.length; i++) addModifier(index, name, modifiers[i]);
}

/** Templates, then other sources, then the active effects' changes (effects.ts), in order. */
function indexModifiers(input: CharacterInput): ModifierIndex {
  const index: ModifierIndex = { slots: EMPTY_SLOTS.slice(), knowledgeSources: [], knowledge: [] };
  for (const template of input.templates) addSource(index, template.name, template.modifiers);
  for (const source of input.otherModifiers) addSource(index, source.name, source.modifiers);
  for (const effect of input.effects ?? NO_EFFECTS) {
    for (const change of effect.changes) {
      const modifier = effectModifier(change);
      if (modifier !== null && typeof modifier !== "string") addModifier(index, effect.name, modifier);
    }
  }
  return index;
}

/** `first`, then the parts of a slot. */
function startedWith(first: ExplanationPart, slot: readonly ExplanationPart[] | null): ExplanationPart[] {
  if (slot === null) return [first];
  const parts = new Array<ExplanationPart>(slot.length + 1);
  parts[0] = first;
  for (let i = 0; i < slot.length; i++) parts[i + 1] = slot[i];
  return parts;
}

/** The parts of an aspect: its start value (base values, lineage, or the Human defaults without a lineage), then its modifiers. */
function aspectParts(input: CharacterInput, ruleset: Ruleset, index: ModifierIndex, slot: number): ExplanationPart[] {
  const key = ASPECTS[slot - ASPECT_OFFSET];
  // 2026 create chapter → "Basiswerte": every character starts at the base values; the lineage is a template.
  const base = ruleset.base.aspects;
  const start = base
    ? keyed(SOURCE.baseValues, base[key])
    : input.lineage
    ? keyed(SOURCE.lineage, safeInt(input.lineage.aspects[key]))
    : keyed(SOURCE.defaults, DEFAULT_ASPECTS[key]);
  return startedWith(start, index.slots[slot]);
}

/** An aspect with its explanation, at least `min`. */
function aspect(input: CharacterInput, ruleset: Ruleset, index: ModifierIndex, slot: number, min: number): Explained {
  return atLeast(explainBuilt(aspectParts(input, ruleset, index, slot)), min);
}

/** The skill the world links a knowledge to, if it knows it. */
function linkedSkill(input: CharacterInput, key: string): SkillKey | null {
  const links = input.knowledgeLinks;
  if (!links || !Object.hasOwn(links, key)) return null;
  const skill = links[key];
  return Object.hasOwn(SKILL_BASE, skill) ? skill : null;
}

/** Prefix of the id of a knowledge that only templates grant (no item): never a Foundry document id. */
export const TEMPLATE_KNOWLEDGE_PREFIX = "template-knowledge:";

/** The stable id of a knowledge granted only by templates, from its name (rolls and macros key on it). */
export function templateKnowledgeId(name: string): string {
  return `${TEMPLATE_KNOWLEDGE_PREFIX}${knowledgeKey(name)}`;
}

/** Whether a knowledge id names an item (false for knowledge granted only by templates). */
export function isKnowledgeItemId(id: string): boolean {
  return id !== "" && !id.startsWith(TEMPLATE_KNOWLEDGE_PREFIX);
}

interface KnowledgeEntry {
  id: string;
  name: string;
  skill: SkillKey | null;
  parts: ExplanationPart[];
}

function derivedKnowledge(input: CharacterInput, index: ModifierIndex, skills: Record<SkillKey, Explained>): DerivedKnowledge[] {
  if (input.knowledge.length === 0 && index.knowledge.length === 0) return [];
  const byName = new Map<string, KnowledgeEntry>();
  for (const item of input.knowledge) {
    const key = knowledgeKey(item.name);
    if (key === "") continue;
    const existing = byName.get(key);
    if (existing) {
      existing.parts.push(named(item.name, item.value));
      existing.skill ??= item.skill;
    } else {
      byName.set(key, { id: item.id, name: item.name.trim(), skill: item.skill, parts: [keyed(SOURCE.knowledgeItem, item.value)] });
    }
  }
  for (let i = 0; i < index.knowledge.length; i++) {
    const modifier = index.knowledge[i];
    const source = index.knowledgeSources[i];
    const key = knowledgeKey(modifier.key);
    if (key === "") continue;
    const entry = byName.get(key);
    if (entry) entry.parts.push(named(source, modifier.value));
    else byName.set(key, { id: templateKnowledgeId(modifier.key), name: modifier.key.trim(), skill: linkedSkill(input, key), parts: [named(source, modifier.value)] });
  }
  const out: DerivedKnowledge[] = [];
  for (const entry of byName.values()) {
    const value = explainBuilt(entry.parts);
    const dice = entry.parts.slice();
    if (entry.skill) dice.push(keyed(skillLabel(entry.skill), skills[entry.skill].value));
    out.push({ id: entry.id, name: entry.name, skill: entry.skill, value, dice: explainBuilt(dice) });
  }
  return out;
}

/**
 * Derive every value of a character from its lineage, templates, other modifier sources and items
 * (RULES.md → Character): attributes = lineage start + modifiers (may be 0 or negative); skills =
 * base attribute + modifiers; knowledge dice = knowledge value + linked skill; evasion = lineage
 * evasion + ceil((Quickness + Deftness) / 2) − encumbrance of worn armour and carried weapons +
 * modifiers; walk Q+1, run Q+5, crawl ceil(Q/2)+1; stress test Logic + Willpower; rest Resistance +
 * Endurance + Willpower, arcana rest Charm + Conscientiousness + Willpower; concealment = highest
 * among carried things; career points and reputation spent/left from how each template was paid.
 */
export function deriveCharacter(input: CharacterInput): CharacterDerived {
  const index = indexModifiers(input);
  const slots = index.slots;
  const ruleset = input.ruleset ?? DEFAULT_RULESET;
  const fromBase = ruleset.base.source === "character";
  const start = fromBase ? ruleset.base.attribute : input.lineage ? safeInt(input.lineage.attributeStart, DEFAULT_ATTRIBUTE_START) : DEFAULT_ATTRIBUTE_START;
  const startSource = fromBase ? SOURCE.baseValues : input.lineage ? SOURCE.lineage : SOURCE.defaults;

  // Biolast above 5/10/15 lowers Endurance and the rest dice by 1/2/3 (RULES.md → Body modifications).
  const bodyModifications = bodyModificationState(input.bodyModifications ?? []);
  const penalty = bodyModifications.penalty;
  // Parts are never changed once built, so one part may stand in several explanations.
  const startPart = keyed(startSource, start);
  const attributes = {} as Record<AttributeKey, Explained>;
  /** Each attribute's value as the part of another value. */
  const attributeParts = {} as Record<AttributeKey, ExplanationPart>;
  for (let i = 0; i < ATTRIBUTES.length; i++) {
    const key = ATTRIBUTES[i];
    const parts = startedWith(startPart, slots[i]);
    if (penalty > 0 && key === "endurance") parts.push(keyed(SOURCE.biolast, -penalty));
    const explained = explainBuilt(parts);
    attributes[key] = explained;
    attributeParts[key] = keyed(ATTRIBUTE_LABEL[key], explained.value);
  }
  const skillBase = ruleset.character.skillBase;
  const skills = {} as Record<SkillKey, Explained>;
  for (let i = 0; i < SKILLS.length; i++) {
    const key = SKILLS[i];
    skills[key] = explainBuilt(startedWith(attributeParts[skillBase[key]], slots[ATTRIBUTES.length + i]));
  }

  // Encumbrance of worn armour and carried weapons.
  const encumbranceParts: ExplanationPart[] = [];
  for (const armor of input.armor) if (armor.worn && safeInt(armor.encumbrance) !== 0) encumbranceParts.push(named(armor.name, armor.encumbrance));
  for (const weapon of input.weapons) if (weapon.carried && safeInt(weapon.encumbrance) !== 0) encumbranceParts.push(named(weapon.name, weapon.encumbrance));
  const encumbrance = explainBuilt(encumbranceParts);

  const quickness = attributes.quickness.value;
  const evasionParts = aspectParts(input, ruleset, index, EVASION);
  evasionParts.push(keyed(SOURCE.halfQuicknessDeftness, Math.ceil((quickness + attributes.deftness.value) / 2)));
  for (const part of encumbranceParts) evasionParts.push(named(part.source, -part.value));
  const evasion = explainBuilt(evasionParts);

  // Protection pool: the lineage/template protection aspect gives normal units; worn armour its typed units.
  const protectionAspect = explainBuilt(aspectParts(input, ruleset, index, PROTECTION));
  const protection = {} as Record<ProtectionType, Explained>;
  let protectionTotal = 0;
  for (const type of PROTECTION_TYPES) {
    const parts: ExplanationPart[] = [];
    if (type === "normal") for (const part of protectionAspect.parts) if (part.value !== 0) parts.push(part);
    for (const armor of input.armor) {
      if (!armor.worn) continue;
      const units = safeInt(armor.protection[type]);
      if (units !== 0) parts.push(named(armor.name, units));
    }
    const explained = atLeast(explainBuilt(parts), 0);
    protection[type] = explained;
    protectionTotal += explained.value;
  }
  // the best (lowest) X+ of the worn shields, each shield's own value (RULES.md → Defence)
  let shieldCover = 0;
  for (const armor of input.armor) {
    const cover = armor.worn ? shieldCoverOf(safeInt(armor.cover)) : null;
    if (cover !== null && (shieldCover === 0 || cover < shieldCover)) shieldCover = cover;
  }

  const movement = {
    walk: atLeast(explainBuilt([attributeParts.quickness, keyed(SOURCE.base, 1)]), 0),
    run: atLeast(explainBuilt([attributeParts.quickness, keyed(SOURCE.base, 5)]), 0),
    crawl: atLeast(explainBuilt([keyed(ATTRIBUTE_LABEL.quickness, Math.ceil(quickness / 2)), keyed(SOURCE.base, 1)]), 0),
  };

  // Concealment: the highest among carried weapons and gear, and worn armour.
  let concealment: Explained = { value: 0, parts: [] };
  let highest: { name: string; concealment: number } | null = null;
  let highestValue = 0;
  for (const weapon of input.weapons) {
    const value = weapon.carried ? safeInt(weapon.concealment) : 0;
    if (value > highestValue) {
      highest = weapon;
      highestValue = value;
    }
  }
  for (const gear of input.gear) {
    const value = gear.carried ? safeInt(gear.concealment) : 0;
    if (value > highestValue) {
      highest = gear;
      highestValue = value;
    }
  }
  for (const armor of input.armor) {
    const value = armor.worn ? safeInt(armor.concealment) : 0;
    if (value > highestValue) {
      highest = armor;
      highestValue = value;
    }
  }
  if (highest !== null) concealment = { value: highestValue, parts: [named(highest.name, highestValue)] };

  // Career points and reputation.
  const careerTotal = explainBuilt(aspectParts(input, ruleset, index, CAREER_POINTS));
  const currency = ruleset.creation.currency;
  const careerSpentParts: ExplanationPart[] = [];
  const reputationSpentParts: ExplanationPart[] = [];
  for (const template of input.templates) {
    const payment = paymentOf(template, input.career, currency);
    if (payment === "career") careerSpentParts.push(named(template.name, template.cost));
    else if (payment === "reputation") reputationSpentParts.push(named(template.name, template.cost));
  }
  const careerSpent = explainBuilt(careerSpentParts);
  const reputationEarnedParts: ExplanationPart[] = [];
  if (currency === "reputation") reputationEarnedParts.push(keyed(SOURCE.startingReputation, ruleset.creation.startingReputation));
  reputationEarnedParts.push(keyed(SOURCE.reputationAwarded, input.career.reputationAwarded), keyed(SOURCE.convertedPoints, input.career.convertedPoints));
  const reputationEarned = explainBuilt(reputationEarnedParts);
  const reputationSpent = explainBuilt(reputationSpentParts);

  const spellPointsTotal = aspect(input, ruleset, index, SPELL_POINTS, 0);
  const spellPointsSpentParts: ExplanationPart[] = [];
  if (input.spells) for (const spell of input.spells) spellPointsSpentParts.push(named(spell.name, Math.max(0, safeInt(spell.spellPoints))));
  if (safeInt(input.spellPointsSpent) > 0) spellPointsSpentParts.push(keyed(SOURCE.spellPointsAdjustment, input.spellPointsSpent));
  const spellPointsSpent = explainBuilt(spellPointsSpentParts);
  const maxArcana = aspect(input, ruleset, index, MAX_ARCANA, 0);
  const extensions = input.context.extensions;

  const pools = {} as Record<DicePoolKey, Explained>;
  for (const [key, slot] of POOL_SLOTS) pools[key] = aspect(input, ruleset, index, slot, 0);

  const derived: CharacterDerived = {
    attributes,
    skills,
    knowledge: derivedKnowledge(input, index, skills),
    minRoll: aspect(input, ruleset, index, MIN_ROLL, 2),
    actions: aspect(input, ruleset, index, ACTIONS, 0),
    maxHealth: aspect(input, ruleset, index, MAX_HEALTH, 0),
    maxStress: aspect(input, ruleset, index, MAX_STRESS, 0),
    maxArcana,
    pools,
    evasion,
    encumbrance,
    protection,
    protectionTotal,
    innateProtection: Math.max(0, protectionAspect.value),
    shieldCover,
    movement,
    stressTestDice: explainBuilt([attributeParts.logic, attributeParts.willpower]),
    restDice: explainBuilt(
      penalty > 0
        ? [attributeParts.resistance, attributeParts.endurance, attributeParts.willpower, keyed(SOURCE.biolast, -penalty)]
        : [attributeParts.resistance, attributeParts.endurance, attributeParts.willpower],
    ),
    arcanaRestDice: explainBuilt([attributeParts.charm, attributeParts.conscientiousness, attributeParts.willpower]),
    concealment,
    careerPoints: { total: careerTotal, spent: careerSpent, left: careerTotal.value - careerSpent.value },
    reputation: { earned: reputationEarned, spent: reputationSpent, left: reputationEarned.value - reputationSpent.value },
    spellPoints: { total: spellPointsTotal, spent: spellPointsSpent.value, spentBy: spellPointsSpent, left: spellPointsTotal.value - spellPointsSpent.value },
    magic: { extension: extensions.includes("magic"), caster: maxArcana.value > 0 || spellPointsTotal.value > 0 },
    horror: extensions.includes("horror"),
    pantheon: extensions.includes("pantheon"),
    bodyModifications,
  };
  // 2026 character chapter → "Sprachen", "Kontakte".
  if (ruleset.character.languages) derived.languages = explainBuilt([attributeParts.education, attributeParts.logic]);
  if (ruleset.character.contacts) derived.contacts = explainBuilt([attributeParts.charm, attributeParts.attractiveness]);
  return derived;
}
