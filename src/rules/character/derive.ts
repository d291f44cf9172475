/**
 * Derived values of a character (RULES.md → Character, Wounds, Extensions): everything the sheet
 * shows that nobody types in. Pure and total: any input gives finite integers, never NaN.
 */
import type { AspectKey, AttributeKey, ProtectionType, SkillKey } from "../catalog/index.ts";
import { ATTRIBUTES, PROTECTION_TYPES, SKILL_BASE, SKILLS } from "../catalog/index.ts";
import type { DicePoolKey, Modifier } from "../catalog/index.ts";
import { shieldCover as shieldCoverOf } from "../attack/cover.ts";
import { DEFAULT_ASPECTS, DEFAULT_ATTRIBUTE_START } from "./defaults.ts";
import { atLeast, explain, keyed, named, safeInt } from "./explained.ts";
import { paymentOf } from "./payment.ts";
import { effectModifierSources } from "./effects.ts";
import { bodyModificationState } from "../extensions/body-modifications.ts";
import type { CharacterDerived, CharacterInput, DerivedKnowledge, Explained, ExplanationPart } from "./types.ts";
import { DEFAULT_RULESET } from "../ruleset/ruleset.ts";

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
const attributeLabel = (key: AttributeKey) => `PHASESIX.Attribute.${key}`;
const skillLabel = (key: SkillKey) => `PHASESIX.Skill.${key}`;

/** A named list of modifiers: a template or another source. */
interface Source {
  name: string;
  modifiers: readonly Modifier[];
}

/** Normalised knowledge name for matching ("  Accounting " ≈ "accounting"). */
export function knowledgeKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * The parts every modifier source gives, by `kind:key`, in source order — built once per derivation,
 * so each value looks up its parts instead of scanning every template (derivation runs for every
 * actor on every update).
 */
type IndexedKind = "attribute" | "skill" | "aspect";
type ModifierIndex = Readonly<Record<IndexedKind, Map<string, ExplanationPart[]>>>;

function indexModifiers(sources: readonly Source[]): ModifierIndex {
  const index: ModifierIndex = { attribute: new Map(), skill: new Map(), aspect: new Map() };
  for (const source of sources) {
    for (const modifier of source.modifiers) {
      if (modifier.kind === "knowledge") continue;
      const byKey = index[modifier.kind];
      const part = named(source.name, modifier.value);
      const parts = byKey.get(modifier.key);
      if (parts) parts.push(part);
      else byKey.set(modifier.key, [part]);
    }
  }
  return index;
}

const NO_PARTS: readonly ExplanationPart[] = [];

function modifierParts(index: ModifierIndex, kind: IndexedKind, key: string): readonly ExplanationPart[] {
  return index[kind].get(key) ?? NO_PARTS;
}

/** The start value of an aspect (lineage, or the Human defaults without a lineage) with its modifiers. */
function aspect(input: CharacterInput, index: ModifierIndex, key: AspectKey): Explained {
  // 2026 create chapter → "Basiswerte": every character starts at the base values; the lineage is a template.
  const base = (input.ruleset ?? DEFAULT_RULESET).base.aspects;
  const start = base
    ? keyed(SOURCE.baseValues, base[key])
    : input.lineage
    ? keyed(SOURCE.lineage, safeInt(input.lineage.aspects[key]))
    : keyed(SOURCE.defaults, DEFAULT_ASPECTS[key]);
  return explain([start, ...modifierParts(index, "aspect", key)]);
}

function sum(explained: readonly Explained[]): number {
  let total = 0;
  for (const e of explained) total += e.value;
  return total;
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

function derivedKnowledge(input: CharacterInput, sources: readonly Source[], skills: Record<SkillKey, Explained>): DerivedKnowledge[] {
  const byName = new Map<string, { id: string; name: string; skill: SkillKey | null; parts: ExplanationPart[] }>();
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
  for (const source of sources) {
    for (const modifier of source.modifiers) {
      if (modifier.kind !== "knowledge") continue;
      const key = knowledgeKey(modifier.key);
      if (key === "") continue;
      const entry = byName.get(key);
      if (entry) entry.parts.push(named(source.name, modifier.value));
      else byName.set(key, { id: templateKnowledgeId(modifier.key), name: modifier.key.trim(), skill: linkedSkill(input, key), parts: [named(source.name, modifier.value)] });
    }
  }
  return [...byName.values()].map((entry) => {
    const value = explain(entry.parts);
    const skillPart = entry.skill ? [keyed(skillLabel(entry.skill), skills[entry.skill].value)] : [];
    return { id: entry.id, name: entry.name, skill: entry.skill, value, dice: explain([...value.parts, ...skillPart]) };
  });
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
  const sources: Source[] = [...input.templates, ...input.otherModifiers, ...effectModifierSources(input.effects ?? [])];
  const index = indexModifiers(sources);
  const ruleset = input.ruleset ?? DEFAULT_RULESET;
  const fromBase = ruleset.base.source === "character";
  const start = fromBase ? ruleset.base.attribute : input.lineage ? safeInt(input.lineage.attributeStart, DEFAULT_ATTRIBUTE_START) : DEFAULT_ATTRIBUTE_START;
  const startSource = fromBase ? SOURCE.baseValues : input.lineage ? SOURCE.lineage : SOURCE.defaults;

  // Biolast above 5/10/15 lowers Endurance and the rest dice by 1/2/3 (RULES.md → Body modifications).
  const bodyModifications = bodyModificationState(input.bodyModifications ?? []);
  const biolastParts = (key: AttributeKey | "rest"): ExplanationPart[] =>
    bodyModifications.penalty > 0 && (key === "endurance" || key === "rest") ? [keyed(SOURCE.biolast, -bodyModifications.penalty)] : [];
  const attributes = {} as Record<AttributeKey, Explained>;
  for (const key of ATTRIBUTES) {
    attributes[key] = explain([keyed(startSource, start), ...modifierParts(index, "attribute", key), ...biolastParts(key)]);
  }
  const skills = {} as Record<SkillKey, Explained>;
  for (const key of SKILLS) {
    const base = ruleset.character.skillBase[key];
    skills[key] = explain([keyed(attributeLabel(base), attributes[base].value), ...modifierParts(index, "skill", key)]);
  }
  const attr = (key: AttributeKey) => attributes[key].value;
  const attrPart = (key: AttributeKey) => keyed(attributeLabel(key), attr(key));

  // Encumbrance of worn armour and carried weapons.
  const encumbranceParts: ExplanationPart[] = [];
  for (const armor of input.armor) if (armor.worn && safeInt(armor.encumbrance) !== 0) encumbranceParts.push(named(armor.name, armor.encumbrance));
  for (const weapon of input.weapons) if (weapon.carried && safeInt(weapon.encumbrance) !== 0) encumbranceParts.push(named(weapon.name, weapon.encumbrance));
  const encumbrance = explain(encumbranceParts);

  const evasionAspect = aspect(input, index, "evasion");
  const quickDeft = attr("quickness") + attr("deftness");
  const evasion = explain([
    ...evasionAspect.parts,
    keyed(SOURCE.halfQuicknessDeftness, Math.ceil(quickDeft / 2)),
    ...encumbrance.parts.map((part) => ({ ...part, value: -part.value })),
  ]);

  // Protection pool: the lineage/template protection aspect gives normal units; worn armour its typed units.
  const protectionAspect = aspect(input, index, "protection");
  const protection = {} as Record<ProtectionType, Explained>;
  for (const type of PROTECTION_TYPES) {
    const parts: ExplanationPart[] = type === "normal" ? protectionAspect.parts.filter((p) => p.value !== 0) : [];
    for (const armor of input.armor) {
      const units = safeInt(armor.protection[type]);
      if (armor.worn && units !== 0) parts.push(named(armor.name, units));
    }
    protection[type] = atLeast(explain(parts), 0);
  }
  // the best (lowest) X+ of the worn shields, each shield's own value (RULES.md → Defence)
  let shieldCover = 0;
  for (const armor of input.armor) {
    const cover = armor.worn ? shieldCoverOf(safeInt(armor.cover)) : null;
    if (cover !== null && (shieldCover === 0 || cover < shieldCover)) shieldCover = cover;
  }

  const quickness = attr("quickness");
  const movement = {
    walk: atLeast(explain([attrPart("quickness"), keyed(SOURCE.base, 1)]), 0),
    run: atLeast(explain([attrPart("quickness"), keyed(SOURCE.base, 5)]), 0),
    crawl: atLeast(explain([keyed(attributeLabel("quickness"), Math.ceil(quickness / 2)), keyed(SOURCE.base, 1)]), 0),
  };

  // Concealment: the highest among carried weapons and gear, and worn armour.
  let concealment: Explained = { value: 0, parts: [] };
  const concealed = [
    ...input.weapons.filter((w) => w.carried),
    ...input.gear.filter((g) => g.carried),
    ...input.armor.filter((a) => a.worn),
  ];
  for (const thing of concealed) {
    const value = safeInt(thing.concealment);
    if (value > concealment.value) concealment = { value, parts: [named(thing.name, value)] };
  }

  // Career points and reputation.
  const careerTotal = aspect(input, index, "careerPoints");
  const careerSpentParts: ExplanationPart[] = [];
  const reputationSpentParts: ExplanationPart[] = [];
  for (const template of input.templates) {
    const payment = paymentOf(template, input.career, ruleset.creation.currency);
    if (payment === "career") careerSpentParts.push(named(template.name, template.cost));
    else if (payment === "reputation") reputationSpentParts.push(named(template.name, template.cost));
  }
  const careerSpent = explain(careerSpentParts);
  const reputationEarned = explain([
    ...(ruleset.creation.currency === "reputation" ? [keyed(SOURCE.startingReputation, ruleset.creation.startingReputation)] : []),
    keyed(SOURCE.reputationAwarded, input.career.reputationAwarded),
    keyed(SOURCE.convertedPoints, input.career.convertedPoints),
  ]);
  const reputationSpent = explain(reputationSpentParts);

  const spellPointsTotal = atLeast(aspect(input, index, "spellPoints"), 0);
  const spellPointsSpent = explain([
    ...(input.spells ?? []).map((spell) => named(spell.name, Math.max(0, safeInt(spell.spellPoints)))),
    ...(safeInt(input.spellPointsSpent) > 0 ? [keyed(SOURCE.spellPointsAdjustment, input.spellPointsSpent)] : []),
  ]);
  const maxArcana = atLeast(aspect(input, index, "maxArcana"), 0);
  const extensions = input.context.extensions;

  const pools = {} as Record<DicePoolKey, Explained>;
  for (const key of ["bonusDice", "rerolls", "destinyDice"] as const) pools[key] = atLeast(aspect(input, index, key), 0);

  return {
    attributes,
    skills,
    knowledge: derivedKnowledge(input, sources, skills),
    minRoll: atLeast(aspect(input, index, "minRoll"), 2),
    actions: atLeast(aspect(input, index, "actions"), 0),
    maxHealth: atLeast(aspect(input, index, "maxHealth"), 0),
    maxStress: atLeast(aspect(input, index, "maxStress"), 0),
    maxArcana,
    pools,
    evasion,
    encumbrance,
    protection,
    protectionTotal: sum(Object.values(protection)),
    innateProtection: Math.max(0, protectionAspect.value),
    shieldCover,
    movement,
    stressTestDice: explain([attrPart("logic"), attrPart("willpower")]),
    restDice: explain([attrPart("resistance"), attrPart("endurance"), attrPart("willpower"), ...biolastParts("rest")]),
    arcanaRestDice: explain([attrPart("charm"), attrPart("conscientiousness"), attrPart("willpower")]),
    concealment,
    careerPoints: { total: careerTotal, spent: careerSpent, left: careerTotal.value - careerSpent.value },
    // 2026 character chapter → "Sprachen", "Kontakte".
    ...(ruleset.character.languages ? { languages: explain([attrPart("education"), attrPart("logic")]) } : {}),
    ...(ruleset.character.contacts ? { contacts: explain([attrPart("charm"), attrPart("attractiveness")]) } : {}),
    reputation: { earned: reputationEarned, spent: reputationSpent, left: reputationEarned.value - reputationSpent.value },
    spellPoints: { total: spellPointsTotal, spent: spellPointsSpent.value, spentBy: spellPointsSpent, left: spellPointsTotal.value - spellPointsSpent.value },
    magic: { extension: extensions.includes("magic"), caster: maxArcana.value > 0 || spellPointsTotal.value > 0 },
    horror: extensions.includes("horror"),
    pantheon: extensions.includes("pantheon"),
    bodyModifications,
  };
}
