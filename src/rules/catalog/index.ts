/**
 * The shared vocabulary of Phase Six: keys for attributes, skills, aspects, conditions, template
 * categories, eras, extensions and worlds. Every layer (core, data models, sheets, packs, i18n) uses
 * these keys; labels come from `lang/*.json` under `PHASESIX.<Group>.<key>`.
 * See the rules reading (docs/RULES.md) → Character, Combat (conditions), World settings.
 */

/** Persona attributes, in rulebook order. */
export const PERSONA_ATTRIBUTES = [
  "education",
  "logic",
  "conscientiousness",
  "willpower",
  "apprehension",
  "charm",
] as const;

/** Physis attributes, in rulebook order. */
export const PHYSIS_ATTRIBUTES = [
  "deftness",
  "strength",
  "attractiveness",
  "endurance",
  "resistance",
  "quickness",
] as const;

export const ATTRIBUTES = [...PERSONA_ATTRIBUTES, ...PHYSIS_ATTRIBUTES] as const;
export type AttributeKey = (typeof ATTRIBUTES)[number];

/** Whether an attribute belongs to Physis (hunkered raises the min roll of Physis rolls). */
export function isPhysisAttribute(key: AttributeKey): boolean {
  return (PHYSIS_ATTRIBUTES as readonly string[]).includes(key);
}

/** Every skill and its single base attribute (German rulebook reading, RULES.md → Character). */
export const SKILL_BASE = {
  intimidation: "apprehension",
  empathy: "conscientiousness", // its own "Attribut: Gewissenhaftigkeit" line (RULES.md → Character)
  stealth: "conscientiousness",
  orientation: "apprehension",
  politics: "charm",
  religion: "conscientiousness",
  courage: "willpower",
  deception: "charm",
  persuasion: "willpower",
  investigation: "apprehension",
  perception: "apprehension",
  acrobatics: "deftness",
  performance: "charm",
  firstAid: "conscientiousness",
  driving: "deftness",
  history: "education",
  communication: "education",
  mechanics: "logic",
  handToHand: "strength",
  nature: "education",
  shooting: "deftness",
  throwing: "strength",
  magicKnowledge: "charm",
  spellCasting: "willpower",
} as const satisfies Record<string, AttributeKey>;

export type SkillKey = keyof typeof SKILL_BASE;
export const SKILLS = Object.keys(SKILL_BASE) as SkillKey[];

/** Skills that exist only with the magic extension. */
export const MAGIC_SKILLS: readonly SkillKey[] = ["magicKnowledge", "spellCasting"];

/** Skills used for attacks. */
export const ATTACK_SKILLS = ["handToHand", "shooting", "throwing"] as const satisfies readonly SkillKey[];

/** A skill is physical when its base attribute is a Physis attribute (RULES.md → Hunkered). */
export function isPhysicalSkill(key: SkillKey): boolean {
  return isPhysisAttribute(SKILL_BASE[key]);
}

/**
 * Aspects: the other numbers a lineage sets and templates modify
 * (RULES.md → Character, Extensions).
 */
export const ASPECTS = [
  "careerPoints",
  "actions",
  "minRoll",
  "maxHealth",
  "evasion",
  "protection",
  "bonusDice",
  "rerolls",
  "destinyDice",
  "maxArcana",
  "spellPoints",
  "maxStress",
] as const;
export type AspectKey = (typeof ASPECTS)[number];

/** Template categories. Advancement buys only from the ADVANCEMENT ones. */
export const TEMPLATE_CATEGORIES = [
  "lineage",
  "occupation",
  "education",
  "interests",
  "character",
  "talent",
  "environment",
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const ADVANCEMENT_CATEGORIES: readonly TemplateCategory[] = ["character", "interests", "environment", "talent"];

/** Conditions with counters (RULES.md → Combat → Conditions), in the order sheets show them. */
export const CONDITIONS = ["dying", "unconscious", "shocked", "burning", "bleeding", "poisoned", "hunkered"] as const;
export type ConditionKey = (typeof CONDITIONS)[number];

/** The seven earthly eras. */
export const ERAS = ["antiquity", "middleAges", "victorian", "worldWars", "coldWar", "modern", "sciFi"] as const;
export type EraKey = (typeof ERAS)[number];

/**
 * Optional extensions. `alchemy` marks the appendix's alchemy content (its flask icon: potions,
 * herbs and components, alchemists' tools), switched on per world like the others; `bodyMods` marks
 * body-modification content of the appendix.
 */
export const EXTENSIONS = ["magic", "horror", "pantheon", "alchemy", "bodyMods"] as const;
export type ExtensionKey = (typeof EXTENSIONS)[number];

/** Worlds: Terra (free choice), Tirakan's Realms, NEXUS. */
export const WORLDS = ["terra", "tirakan", "nexus"] as const;
export type WorldKey = (typeof WORLDS)[number];

/** Difficulty levels and their min-roll modifiers (RULES.md → Dice). */
export const DIFFICULTIES = {
  veryEasy: -2,
  easy: -1,
  normal: 0,
  hard: 1,
  veryHard: 2,
  extremelyHard: 3,
  impossible: 4,
} as const;
export type DifficultyKey = keyof typeof DIFFICULTIES;

/** Magic schools and the attribute added to Spell Casting (RULES.md → Extensions → Magic). */
export const SPELL_SCHOOL_ATTRIBUTE = {
  damage: "strength",
  control: "willpower",
  transmutation: "deftness",
  healing: "conscientiousness",
  illusion: "quickness",
  divination: "apprehension",
  revocation: "logic",
  summoning: "charm",
  enchantment: "attractiveness",
} as const satisfies Record<string, AttributeKey>;
export type SpellSchoolKey = keyof typeof SPELL_SCHOOL_ATTRIBUTE;

/** Typed protection units of the protection pool (RULES.md → Attacks and damage). */
export const PROTECTION_TYPES = ["normal", "critical", "bleeding", "poison", "fire", "shock", "sticky", "reflection", "demonic"] as const;
export type ProtectionType = (typeof PROTECTION_TYPES)[number];

/*
 * Contracts between the layers: plain shapes that the data models produce and the rolls, sheets
 * and combat consume. Keep them small and stable; extend by adding optional fields.
 */

/** One signed change a template (or other source) makes to a character. */
export type Modifier =
  | { kind: "attribute"; key: AttributeKey; value: number }
  | { kind: "skill"; key: SkillKey; value: number }
  | { kind: "aspect"; key: AspectKey; value: number }
  /** A knowledge by name (e.g. "Accounting"); it adds the knowledge or raises it. */
  | { kind: "knowledge"; key: string; value: number };

/** The dice pools a character spends from. */
export type DicePoolKey = "bonusDice" | "rerolls" | "destinyDice";

/**
 * What an actor (character or NPC) offers to rolls, combat and sheets after prepareDerivedData.
 * Both actor data models implement `rollView(): ActorRollView`.
 */
export interface ActorRollView {
  attributes: Record<AttributeKey, number>;
  skills: Record<SkillKey, number>;
  /** Knowledge with its dice already computed (knowledge value + linked skill value). */
  knowledge: Array<{ id: string; name: string; skill: SkillKey; value: number; dice: number }>;
  /** The character's own minimum roll (lineage + templates), before difficulty and conditions. */
  minRoll: number;
  conditions: Record<ConditionKey, number>;
  /** Current (spendable) dice in each pool. */
  pools: Record<DicePoolKey, number>;
  actions: { max: number };
  evasion: number;
  health: { value: number; max: number; boosts: number };
}
