/**
 * Spells and spell templates: a learned spell's values with its templates, casting dice
 * (RULES.md → Extensions → Magic; rulebook-de.md → Zauberwerte, Schulen, Zauberschablonen).
 */
import { SPELL_SCHOOL_ATTRIBUTE } from "../catalog/index.ts";
import type { AttributeKey, SpellSchoolKey } from "../catalog/index.ts";

/** The values of a spell that spell templates change. */
export interface SpellStats {
  school: SpellSchoolKey;
  variant: string;
  shape: string;
  /** Spell points to learn it (with its templates). */
  spellPoints: number;
  arcanaCost: number;
  power: number;
  range: number;
  actions: number;
}

/** What one spell template does: signed changes and optional new school/variant/shape ("" = unchanged). */
export interface SpellTemplateChanges {
  spellPoints: number;
  arcana: number;
  power: number;
  range: number;
  actions: number;
  school: string;
  variant: string;
  shape: string;
}

function isSchool(key: string): key is SpellSchoolKey {
  return Object.hasOwn(SPELL_SCHOOL_ATTRIBUTE, key);
}

/**
 * A spell with its templates applied, in order (a template may be applied more than once): spell
 * points, power and range add up (never below 0); arcana cost and actions add up but a template
 * never lowers them below 1 ("jedoch mindestens 1"; a spell that costs 0 stays 0); the last template
 * naming a school, variant or shape sets it.
 */
export function applySpellTemplates(base: SpellStats, templates: readonly SpellTemplateChanges[]): SpellStats {
  const result: SpellStats = { ...base };
  for (const template of templates) {
    result.spellPoints = Math.max(0, result.spellPoints + template.spellPoints);
    result.power = Math.max(0, result.power + template.power);
    result.range = Math.max(0, result.range + template.range);
    result.arcanaCost = Math.max(Math.min(1, result.arcanaCost), result.arcanaCost + template.arcana);
    result.actions = Math.max(Math.min(1, result.actions), result.actions + template.actions);
    if (isSchool(template.school)) result.school = template.school;
    if (template.variant !== "") result.variant = template.variant;
    if (template.shape !== "") result.shape = template.shape;
  }
  return result;
}

/** The attribute a school adds to Spell Casting (Damage → Strength, …). */
export function castingAttribute(school: SpellSchoolKey): AttributeKey {
  return SPELL_SCHOOL_ATTRIBUTE[school];
}

/** Casting dice = Spell Casting + the school's attribute (Luta: 1 + 5 = 6). */
export function castingDice(spellCasting: number, schoolAttribute: number): number {
  return spellCasting + schoolAttribute;
}

/** Whether the caster can cast now: enough arcana for the cost. */
export function canPayArcana(arcana: number, arcanaCost: number): boolean {
  return arcana >= arcanaCost;
}

/** Spell points left to learn spells: granted (templates, lineage) minus those spent on learned spells. */
export function spellPointsLeft(granted: number, learnedSpellPoints: readonly number[]): number {
  return granted - learnedSpellPoints.reduce((sum, points) => sum + points, 0);
}
