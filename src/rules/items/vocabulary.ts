/**
 * Item vocabulary: the keys item data models offer as `choices` beyond the shared catalog
 * (`src/rules/catalog`). Labels live in `lang/*.json` under `PHASESIX.Item.<Group>.<key>`.
 * Sources: rulebook-de.md → Ausrüstung, Magie; the appendix chapter sections.
 */
import type { ConditionKey } from "../catalog/index.ts";

/** Weapon categories (Waffengattungen), rulebook order. */
export const WEAPON_CATEGORIES = [
  "axes",
  "bows",
  "rifles",
  "blunt",
  "blades",
  "machineGuns",
  "submachineGuns",
  "pistols",
  "slings",
  "shotguns",
  "heavyWeapons",
  "polearms",
  "assaultRifles",
  "throwingWeapons",
] as const;
export type WeaponCategory = (typeof WEAPON_CATEGORIES)[number];

/**
 * Attack modes (Angriffsmodi) and what each does to an attack (RULES.md → Attacks and damage):
 * extra hit dice, ammunition used per attack, whether the mode can score critical hits.
 * `flechette` is the appendix's "Flechette Burst" (a burst that can be dodged): treated as a burst.
 */
export const ATTACK_MODE_RULES = {
  melee: { bonusDice: 0, ammunition: 0, canCrit: true },
  single: { bonusDice: 0, ammunition: 1, canCrit: true },
  burst: { bonusDice: 2, ammunition: 3, canCrit: false },
  flechette: { bonusDice: 2, ammunition: 3, canCrit: false },
  thrown: { bonusDice: 0, ammunition: 0, canCrit: true },
} as const satisfies Record<string, { bonusDice: number; ammunition: number; canCrit: boolean }>;
export type AttackMode = keyof typeof ATTACK_MODE_RULES;
export const ATTACK_MODES = Object.keys(ATTACK_MODE_RULES) as AttackMode[];

/** Conditions a weapon can inflict with a value X when it deals wounds (Blutend X, Vergiftet X…). */
export const WEAPON_CONDITIONS = ["bleeding", "poisoned", "shocked", "burning"] as const satisfies readonly ConditionKey[];
export type WeaponCondition = (typeof WEAPON_CONDITIONS)[number];

/** Weapon modification categories (Klinge, Munition, Griffe, Sondervorrichtung, Visiere, Lauf). */
export const WEAPON_MODIFICATION_CATEGORIES = ["blade", "ammunition", "grips", "gadget", "sights", "barrel"] as const;
export type WeaponModificationCategory = (typeof WEAPON_MODIFICATION_CATEGORIES)[number];

/** Armour categories: the rulebook's five plus the appendix's head/throat and arms/legs pieces. */
export const ARMOR_CATEGORIES = ["clothing", "light", "medium", "heavy", "shield", "headAndThroat", "armsAndLegs"] as const;
export type ArmorCategory = (typeof ARMOR_CATEGORIES)[number];

/** Gear categories (Gegenstände), the rulebook's list plus the appendix's; `other` for anything else. */
export const GEAR_CATEGORIES = [
  "firstAid",
  "vehicles",
  "containers",
  "communication",
  "oddities",
  "lights",
  "musicalInstruments",
  "provisions",
  "animalSupplies",
  "trekkingGear",
  "potionsAndPoisons",
  "throwables",
  "tools",
  "components",
  "surveillance",
  "other",
] as const;
export type GearCategory = (typeof GEAR_CATEGORIES)[number];

/** Rarity of gear as the appendix lists it. */
export const RARITIES = ["common", "uncommon", "rare", "legendary", "unique"] as const;
export type Rarity = (typeof RARITIES)[number];

/** Magic traditions: the appendix groups spells by them (Zauberei, Astrale Magie…). */
export const SPELL_TRADITIONS = [
  "wizardry",
  "astralMagic",
  "blackMagic",
  "chimerology",
  "curses",
  "demonology",
  "elementalMagic",
  "hermeticism",
  "lizardFolkMagic",
  "mysticism",
  "necrology",
  "necromancy",
  "sanguineMagic",
  "shamanism",
  "whiteMagic",
] as const;
export type SpellTradition = (typeof SPELL_TRADITIONS)[number];

/** Spell variants (elements); an affinity spell template changes it. No rules effect of its own. */
export const SPELL_VARIANTS = ["arcana", "air", "blood", "demonic", "earth", "energy", "fire", "ice", "light", "mind", "nature", "water"] as const;
export type SpellVariant = (typeof SPELL_VARIANTS)[number];

/** Spell shapes (Form); `none` = touch or the caster. */
export const SPELL_SHAPES = ["none", "point", "line", "sphere", "cloud", "circle", "wall", "cone"] as const;
export type SpellShape = (typeof SPELL_SHAPES)[number];

/** Units of a spell's duration; `instant` has no duration formula. */
export const DURATION_UNITS = [
  "instant",
  "actions",
  "seconds",
  "rounds",
  "minutes",
  "hours",
  "days",
  "nights",
  "weeks",
  "months",
  "years",
  "special",
] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Spell template categories (Grundlegend, Affinität, Form, Schule). */
export const SPELL_TEMPLATE_CATEGORIES = ["basic", "affinity", "shape", "school"] as const;
export type SpellTemplateCategory = (typeof SPELL_TEMPLATE_CATEGORIES)[number];

/** Quirk (Tick) categories of the horror extension. */
export const QUIRK_CATEGORIES = [
  "madnessAndVisions",
  "moodSwings",
  "impulsiveBehavior",
  "personalCharacteristics",
  "physicalCharacteristics",
  "mysticalTicks",
  "sensoryAlterations",
  "fearsAndAversions",
] as const;
export type QuirkCategory = (typeof QUIRK_CATEGORIES)[number];

/** Kinds of a `Modifier` (src/rules/catalog/index.ts). */
export const MODIFIER_KINDS = ["attribute", "skill", "aspect", "knowledge"] as const;
export type ModifierKind = (typeof MODIFIER_KINDS)[number];
