/**
 * The rulebook's foes (appendix chapter "Foes"): a compact statblock — wounds, movement, Strength,
 * Dexterity and Mind, resistances, and actions with a dice pool and an effect. This module holds the
 * vocabulary of that block, the defaults of what the block leaves out, and the one table that maps
 * every roll a foe makes outside its actions onto Strength, Dexterity or Mind (RULES.md → Foes).
 */
import type { AttributeKey, SkillKey } from "../catalog/index.ts";
import { ATTRIBUTES, SKILL_BASE, SKILLS } from "../catalog/index.ts";
import type { WeaponCondition } from "../items/vocabulary.ts";
import { count, whole } from "../guard.ts";

/** The three values of a foe's block. */
export const FOE_STATS = ["strength", "dexterity", "mind"] as const;
export type FoeStat = (typeof FOE_STATS)[number];

/** The appendix's foe categories (its chapter sections), in appendix order. */
export const FOE_CATEGORIES = ["undead", "animal", "magical", "paranormal", "alien", "human", "mechanical"] as const;
export type FoeCategory = (typeof FOE_CATEGORIES)[number];

/**
 * What a foe can resist (the appendix's resistance lists) or be weak against. Fire, Poison and Shock
 * name the conditions Burning, Poisoned and Shocked; the others have no condition of their own and are
 * shown to the GM (the rules give them no mechanics).
 */
export const FOE_TRAITS = ["fire", "poison", "shock", "cold", "magic", "water", "light", "physicalDamage", "stealActions"] as const;
export type FoeTrait = (typeof FOE_TRAITS)[number];

/** The condition a trait names (resisted: not applied; weakness: raised). */
export const TRAIT_CONDITION: Readonly<Partial<Record<FoeTrait, WeaponCondition>>> = {
  fire: "burning",
  poison: "poisoned",
  shock: "shocked",
};

/** How an action is rolled: an attack (into the attack card) or a check (a roll card). */
export const FOE_ACTION_KINDS = ["attack", "check"] as const;
export type FoeActionKind = (typeof FOE_ACTION_KINDS)[number];

/** One action of a foe's block. */
export interface FoeAction {
  name: string;
  kind: FoeActionKind;
  /** The dice pool the block gives in brackets: rolled as it stands. */
  dice: number;
  /** Wounds per hit that gets through (default 1). */
  wounds: number;
  piercing: number;
  /** Conditions inflicted with their values when the action deals wounds. */
  conditions: Partial<Record<WeaponCondition, number>>;
  /** Reach in metres (0: melee, the default). */
  range: number;
  /** Area in metres (radius or length; 0: one target). */
  area: number;
  /** A demonic attack: protection against demonic influence works against it. */
  demonic: boolean;
  /** Our short note of what else it does (own words). */
  notes: string;
  /** Marked for the GM's check (an effect text that was not read in full, e.g. from a phasesix.org campaign). */
  review?: boolean;
}

/**
 * What the block leaves out, as fields with these defaults (phasesix.org's own foe model: 2 actions,
 * minimum roll 5+). Evasion defaults to the character formula ⌈(Quickness + Deftness) / 2⌉ with both
 * read as Dexterity, i.e. Dexterity. Stress X/Y (X on a passed stress test, Y on a failed one) is not
 * in the appendix: 0/1 is our default (a failure costs 1 stress, the GM's call), marked on the foe as
 * not in the book (`stress.source` "default") so the sheet asks the GM to set it; where the book gives
 * its own example (2026 Horror → Stress: Spectre 1/2) the foe carries that value (source "book").
 */
export const FOE_DEFAULTS = { actions: 2, minRoll: 5, stressPassed: 0, stressFailed: 1 } as const;

/** The evasion a foe gets by default (see FOE_DEFAULTS). */
export function defaultFoeEvasion(dexterity: number): number {
  return count("dexterity", dexterity);
}

/**
 * The one table of a foe's rolls outside its actions: which of Strength, Dexterity and Mind every
 * attribute stands for. Body and toughness (Strength, Endurance, Resistance) read Strength; speed and
 * skill of hand (Quickness, Deftness) read Dexterity; everything of the mind and the social attributes
 * (Attractiveness included) read Mind.
 */
export const FOE_ATTRIBUTE_STAT: Readonly<Record<AttributeKey, FoeStat>> = {
  education: "mind",
  logic: "mind",
  conscientiousness: "mind",
  willpower: "mind",
  apprehension: "mind",
  charm: "mind",
  deftness: "dexterity",
  strength: "strength",
  attractiveness: "mind",
  endurance: "strength",
  resistance: "strength",
  quickness: "dexterity",
};

/** Skills read the stat of their base attribute, except Stealth (moving unseen: Dexterity). */
export const FOE_SKILL_STAT: Readonly<Record<SkillKey, FoeStat>> = Object.fromEntries(
  SKILLS.map((skill) => [skill, skill === "stealth" ? "dexterity" : FOE_ATTRIBUTE_STAT[SKILL_BASE[skill]]]),
) as Record<SkillKey, FoeStat>;

/**
 * The named rolls of a foe and the stat each reads (through the tables above): initiative
 * (Quickness), dodge (evasion, by default Dexterity), a saving roll against a condition (Resistance),
 * Resistance against a K.O. attack, Perception, and the disarm roll (the better of Strength and
 * Deftness, both read from the block).
 */
export const FOE_ROLLS = {
  initiative: "dexterity",
  dodge: "dexterity",
  savingRoll: "strength",
  knockout: "strength",
  perception: "mind",
} as const satisfies Record<string, FoeStat>;

export type FoeStats = Readonly<Record<FoeStat, number>>;

/** A foe's attributes and skills as a character's sheet would have them, read through the table. */
export function foeRollValues(stats: FoeStats): { attributes: Record<AttributeKey, number>; skills: Record<SkillKey, number> } {
  // Each stat once: finite (else a RangeError naming it), whole, within the core's counts.
  const checked = { strength: whole("strength", stats.strength), dexterity: whole("dexterity", stats.dexterity), mind: whole("mind", stats.mind) } satisfies FoeStats;
  const attributes = Object.fromEntries(ATTRIBUTES.map((key) => [key, checked[FOE_ATTRIBUTE_STAT[key]]])) as Record<AttributeKey, number>;
  const skills = Object.fromEntries(SKILLS.map((key) => [key, checked[FOE_SKILL_STAT[key]]])) as Record<SkillKey, number>;
  return { attributes, skills };
}
