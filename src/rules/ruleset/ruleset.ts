/**
 * The ruleset: one value that says which rules a world plays (RULES.md → Editions). It holds the
 * world settings that already existed (world, era, extensions, variants, optional rules: it *is* a
 * {@link WorldRules}) plus everything the rulebook edition decides — the 2025 edition (spring 2025,
 * the default) or the 2026 edition (July 2026), whose rules differ per world book (Terra, NEXUS,
 * Tirakan). Every rule that differs between editions reads this value; nothing else asks which
 * edition is on. The Foundry layer builds it once from the settings (`currentRuleset()` in `src/data/ruleset.ts`).
 *
 * The shape is stable: later parts add fields, they never rename or remove one.
 */
import {
  ADVANCEMENT_CATEGORIES,
  SKILL_BASE,
  TEMPLATE_CATEGORIES,
  type AspectKey,
  type AttributeKey,
  type DifficultyKey,
  type SkillKey,
  type TemplateCategory,
  type WorldKey,
} from "../catalog/index.ts";
import { DEFAULT_WORLD_RULES, type WorldRules } from "../catalog/world-rules.ts";
import { MONEY_LIMIT } from "../items/money.ts";
import { STRESS_RELIEF_ACTIVITIES, type StressReliefActivity } from "../extensions/dread.ts";
import type { SpellLearningRules } from "../extensions/origins.ts";
import { DEFAULT_CENTURY, worldLevels, type LevelSource } from "../extensions/century.ts";
import { PRAYER_COST_RANGES_2026, type PrayerRules } from "../extensions/grace.ts";
import { DEMONIC_PROTECTION_2025, DEMONIC_PROTECTION_2026, type DemonicProtection } from "../attack/protection.ts";
import { NO_MAGIC_ASPECTS, TIRAKAN_MAGIC_ASPECTS, type MagicAspectRules } from "../extensions/magic-aspects.ts";
import { THERAPY_KINDS, type TherapyKind } from "../extensions/dread.ts";
import { ALL_WEAPON_KINDS, TIRAKAN_WEAPON_KINDS, type WeaponKinds } from "../items/world-gear.ts";
import { ASGORAN_CURRENCY, type CurrencyTable } from "../items/currency.ts";
import { ERA_SPANS_2025, ERA_SPANS_2026, type EraSpan } from "../catalog/eras.ts";

/** The rulebook editions a world can play. */
export const EDITIONS = ["2025", "2026"] as const;
export type Edition = (typeof EDITIONS)[number];
export const DEFAULT_EDITION: Edition = "2025";

/** Whether a value names an edition. */
export function isEdition(value: unknown): value is Edition {
  return typeof value === "string" && (EDITIONS as readonly string[]).includes(value);
}

/** One named difficulty level and its minimum-roll modifier. */
export interface DifficultyLevel {
  key: DifficultyKey;
  modifier: number;
}

/** Where a character's start values come from. */
export type BaseValueSource =
  /** 2025: the lineage sets them (human: 20 career points, 2 actions, min roll 5+, …). */
  | "lineage"
  /** 2026: every character starts at the same base values; the lineage is a template modifying them. */
  | "character";

/** The currency templates cost at creation. */
export type CreationCurrency =
  /** 2025: the lineage's career points; what is left over becomes reputation. */
  | "careerPoints"
  /** 2026: reputation (20 to start, a GM setting); what is left over simply stays. */
  | "reputation";

/** Which weapons can aim. */
export type AimingWeapons =
  /** 2025 and the 2026 Terra/NEXUS books: melee and single shot; never thrown weapons or burst. */
  | "meleeAndSingleShot"
  /** 2026 Tirakan book: every weapon, melee, ranged and thrown. */
  | "every";

/** How innate protection (angeborener Schutz) behaves. */
export type InnateProtection =
  /** 2025: never used up; the full amount is there against every attack. */
  | "unlimited"
  /** 2026: spent like other protection, refilled to full at the start of each of the owner's turns. */
  | "refillOnOwnTurn";

/** How the direction of a missed throw is rolled on the clock face. */
export type DeviationDirection =
  /** 2025: one d12. */
  | "d12"
  /** 2026: the sum of 2d6 (never 1 o'clock, most often 7). */
  | "2d6";

export interface BaseValues {
  source: BaseValueSource;
  /**
   * 2026: every aspect's start value for every character (before the lineage and other templates).
   * 2025: null — the lineage item's own start values apply.
   */
  aspects: Readonly<Record<AspectKey, number>> | null;
  /** Every attribute's start value (1 in both editions). */
  attribute: number;
  /** 2026: base stress (Basisstress) starts at 0; null where the book has no stress (Tirakan) or in 2025. */
  baseStress: number | null;
  /** 2026: biostrain (Biolast) starts at 0; null where the book has none (Tirakan) or in 2025. */
  biostrain: number | null;
}

export interface CreationRules {
  currency: CreationCurrency;
  /** 2026: the reputation a new character starts with (GM setting, default 20). 2025: the lineage's career points decide (0 here). */
  startingReputation: number;
  /**
   * The money a new character buys equipment with, in the world's currency (GM setting). Both books
   * say the GM sets it; 2026 names 2,000 as usual, 2025 no sum — there 2,000 is our default.
   */
  startingCapital: number;
}

export interface AdvancementRules {
  /** The template categories advancement may buy from (the lineage never). */
  categories: readonly TemplateCategory[];
  /** 2026: spell points a new template brings can be spent at once, with no Thesis. */
  spellPointsAtOnce: boolean;
}

export interface CombatRules {
  /** 2026: every combatant rolls Apprehension at combat start; a success gives one reaction-only action. */
  quickReaction: boolean;
  /** 2026: a parry's critical successes can cancel critical hits (2025: criticals always get through). */
  parryCancelsCriticals: boolean;
  /** Min-roll modifier of a disarming attack (2025 +3, 2026 +2). */
  disarmMinRoll: number;
  /** Direction dice of a missed throw. */
  deviationDirection: DeviationDirection;
  /** Attack modes (melee / single shot / burst; burst +2 dice, 3 ammo, no crit). False in the 2026 Tirakan book. */
  attackModes: boolean;
  /** Recoil (+2 per directly following shot, less compensation). False in the 2026 Tirakan book. */
  recoil: boolean;
  /** Which weapons may aim. */
  aimingWeapons: AimingWeapons;
  /** Wrong distance (range bands): 2025 an optional rule, 2026 a core rule (always on). Mirrors `optional.rangeBands`. */
  wrongDistanceCore: boolean;
  /** Innate protection: unlimited or refilled at each own turn. */
  innateProtection: InnateProtection;
  /**
   * Protection against demonic influence (D): 2026 one hit of any attack or three of a demonic one
   * (gear chapter → Schutz); 2025 (no D in the book) our reading of the appendix's D units, one hit of
   * a demonic attack only.
   */
  demonicProtection: Readonly<DemonicProtection>;
}

export interface CharacterRules {
  /** Every skill's base attribute (2026: Empathy on Charm). */
  skillBase: Readonly<Record<SkillKey, AttributeKey>>;
  /** 2026: the number of languages (Education + Logic) is a derived value. */
  languages: boolean;
  /** 2026: the number of contacts at creation (Charm + Attractiveness) is a derived value. */
  contacts: boolean;
}

/** The extension parts. Each is filled by its own module; the fields here are the ones every part has. */
export interface HorrorRules {
  enabled: boolean;
  /**
   * What reaching max stress does: 2025 "tick" (a tick, stress back to 0); 2026 "dread" (gripped by
   * dread, stress stays at max, the 3d6 dread table; src/rules/extensions/dread.ts).
   */
  onMaxStress: "tick" | "dread";
  /** What a rest does to stress: 2025 "stressTest" (a passed test lowers it by 1); 2026 "toMinimum" (down to base stress; dread resolved by a test). */
  rest: "stressTest" | "toMinimum";
  /** 2026: base stress (Basisstress), the floor of stress. */
  baseStress: boolean;
  /** 2026: the stress relief activities of the sheet (§Stress verringern); none in 2025. */
  reliefActivities: readonly StressReliefActivity[];
  /** 2026: a creature's ability can cause dread directly (§Grauen); 2025 has no dread. */
  creatureDread: boolean;
  /** 2026: what a therapy can do (§Basisstress: lower base stress; §Eigenarten heilen: heal a quirk); none in 2025. */
  therapy: readonly TherapyKind[];
}
export interface MagicRules {
  enabled: boolean;
  /** The magic level (setting; in the 2026 Tirakan book it follows the century). */
  level: number;
  /** What learning a spell needs: 2025 "spellPoints"; 2026 "origin" too (a template unlocks the spell's origin). */
  spellGate: SpellLearningRules["gate"];
  /** Where the magic level comes from: the GM's setting, or (2026 Tirakan) the century unless the GM overrides it. */
  levelSource: LevelSource;
  /** 2025: the spell template "School" (changes the school) exists; 2026 removed it (§Zauberschablonen). */
  schoolTemplate: boolean;
  /** 2026 Tirakan book (§Die Aspekte der Magie): sanguine mages, witches' curses, harmless white magic. */
  aspects: MagicAspectRules;
}
export interface PantheonRules extends PrayerRules {
  enabled: boolean;
  /** The faith level (setting; in the 2026 Tirakan book it follows the century). */
  level: number;
  /** Where the faith level comes from: the GM's setting, or (2026 Tirakan) the century unless the GM overrides it. */
  levelSource: LevelSource;
}
export interface CenturyRules {
  /** The Tirakan century (I–X) of the 2026 book; null where the world has none. */
  century: number | null;
}
export interface BodyModRules {
  enabled: boolean;
}
/** What a world book says about weapons and money (chapter Ausrüstung → Waffen, Waffenmodifikationen, Währung). */
export interface GearRules extends WeaponKinds {
  /** 2026 Tirakan: the Asgoran currency (Gulden, Deut, Unze, Barren); null: one unit, named by the world setting. */
  currency: CurrencyTable | null;
}
export interface BrewingRules {
  /** 2026: the chapter "Synthese und Brauen" (all worlds). */
  enabled: boolean;
}

export interface Ruleset extends WorldRules {
  edition: Edition;
  /** The named difficulty levels, easiest first. */
  difficulties: readonly DifficultyLevel[];
  character: CharacterRules;
  base: BaseValues;
  creation: CreationRules;
  advancement: AdvancementRules;
  combat: CombatRules;
  horror: HorrorRules;
  magic: MagicRules;
  pantheon: PantheonRules;
  century: CenturyRules;
  bodyMods: BodyModRules;
  brewing: BrewingRules;
  gear: GearRules;
  /** The years of the eras (Einführung → Epochen): "Moderne Zeit" from 2000 (2025) or 1990 (2026). */
  eraSpans: Readonly<Record<WorldRules["era"], EraSpan>>;
}

/** What {@link buildRuleset} needs beyond the world rules. */
export interface RulesetInput {
  edition?: Edition;
  /** The world settings (world, era, extensions, levels, variants, optional rules). */
  world?: WorldRules;
  /** 2026: the reputation a new character starts with (GM setting); default 20. */
  startingReputation?: number;
  /** The starting capital the GM set (world setting); default {@link DEFAULT_STARTING_CAPITAL}. */
  startingCapital?: number;
  /** 2026 Tirakan: the century (I–X) as 1..10. */
  century?: number | null;
  /** 2026 Tirakan: the GM sets the magic / faith level by hand instead of the century's. */
  overrideMagicLevel?: boolean;
  overrideFaithLevel?: boolean;
  /** 2025: the GM switched on the optional rule "brewing and synthesis" (off by default). */
  brewingOptional?: boolean;
}

/** rulebook-de.md → Schwierigkeitsgrade (2025). */
const DIFFICULTIES_2025: readonly DifficultyLevel[] = [
  { key: "veryEasy", modifier: -2 },
  { key: "easy", modifier: -1 },
  { key: "normal", modifier: 0 },
  { key: "hard", modifier: 1 },
  { key: "veryHard", modifier: 2 },
  { key: "extremelyHard", modifier: 3 },
  { key: "impossible", modifier: 4 },
];

/** 2026 rolls chapter → "Schwierigkeitsgrade": no named +2 level; +3, +6, +12. */
const DIFFICULTIES_2026: readonly DifficultyLevel[] = [
  { key: "veryEasy", modifier: -2 },
  { key: "easy", modifier: -1 },
  { key: "normal", modifier: 0 },
  { key: "hard", modifier: 1 },
  { key: "veryHard", modifier: 3 },
  { key: "extremelyHard", modifier: 6 },
  { key: "impossible", modifier: 12 },
];

/** The 2026 reputation a new character starts with when the GM set nothing else (create chapter → "Reputation"). */
export const DEFAULT_STARTING_REPUTATION = 20;
/**
 * The starting capital when the GM set nothing else: the 2026 book's usual sum (create chapter →
 * "Ausrüstung": "üblicherweise 2.000"). The 2025 book leaves the sum to the GM without naming one
 * (Den Charakter fertigstellen → Ausrüstung und Vermögen): there it is our default, the same 2,000.
 */
export const DEFAULT_STARTING_CAPITAL = 2000;

/**
 * The 2026 base values (create chapter → "Basiswerte"), per world book: NEXUS has no arcana and spell
 * points, Tirakan no stress (its max stress is 0 here: the book gives none).
 */
function baseAspects2026(world: WorldKey): Record<AspectKey, number> {
  return {
    careerPoints: 0,
    actions: 2,
    minRoll: 5,
    maxHealth: 10,
    evasion: 0,
    protection: 0,
    bonusDice: 0,
    rerolls: 0,
    destinyDice: 0,
    maxArcana: 0,
    spellPoints: 0,
    maxStress: world === "tirakan" ? 0 : 10,
  };
}

/** A whole number in [min, max], or the fallback. */
function whole(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
}

/** Builds the ruleset of an edition and a world's settings. Pure; the same input gives an equal value. */
export function buildRuleset(input: RulesetInput = {}): Ruleset {
  const edition = input.edition ?? DEFAULT_EDITION;
  const world = input.world ?? DEFAULT_WORLD_RULES;
  const is2026 = edition === "2026";
  const tirakan2026 = is2026 && world.world === "tirakan";
  const century = tirakan2026 && input.century != null ? whole(input.century, 1, 1, 10) : null;
  // 2026 Tirakan book: magic level (magic → "Magieniveau") and faith level (pantheon → "Glaubensniveau") by century.
  const levelSource: LevelSource = tirakan2026 ? "century" : "gm";
  const levels = worldLevels(levelSource, {
    century: century ?? DEFAULT_CENTURY,
    magicLevel: world.magicLevel,
    faithLevel: world.faithLevel,
    overrideMagicLevel: input.overrideMagicLevel ?? false,
    overrideFaithLevel: input.overrideFaithLevel ?? false,
  });
  return {
    ...world,
    extensions: { ...world.extensions },
    variants: { ...world.variants },
    // 2026 combat chapter → "Falsche Distanz": a core rule, no longer optional.
    optional: { ...world.optional, rangeBands: is2026 ? true : world.optional.rangeBands },
    edition,
    difficulties: is2026 ? DIFFICULTIES_2026 : DIFFICULTIES_2025,
    character: {
      // 2026 character chapter → "Empathie": Charm instead of Conscientiousness.
      skillBase: is2026 ? { ...SKILL_BASE, empathy: "charm" } : { ...SKILL_BASE },
      languages: is2026,
      contacts: is2026,
    },
    base: {
      source: is2026 ? "character" : "lineage",
      aspects: is2026 ? baseAspects2026(world.world) : null,
      attribute: 1,
      baseStress: is2026 && world.world !== "tirakan" ? 0 : null,
      biostrain: is2026 && world.world !== "tirakan" ? 0 : null,
    },
    creation: {
      currency: is2026 ? "reputation" : "careerPoints",
      startingReputation: is2026 ? whole(input.startingReputation, DEFAULT_STARTING_REPUTATION, 0, 999) : 0,
      startingCapital: whole(input.startingCapital, DEFAULT_STARTING_CAPITAL, 0, MONEY_LIMIT),
    },
    advancement: {
      // 2026 advancement chapter → "Den Charakter weiterentwickeln": every category but the lineage.
      categories: is2026 ? TEMPLATE_CATEGORIES.filter((c) => c !== "lineage") : [...ADVANCEMENT_CATEGORIES],
      spellPointsAtOnce: is2026,
    },
    combat: {
      quickReaction: is2026,
      parryCancelsCriticals: is2026,
      disarmMinRoll: is2026 ? 2 : 3,
      deviationDirection: is2026 ? "2d6" : "d12",
      attackModes: !tirakan2026,
      recoil: !tirakan2026,
      aimingWeapons: tirakan2026 ? "every" : "meleeAndSingleShot",
      wrongDistanceCore: is2026,
      innateProtection: is2026 ? "refillOnOwnTurn" : "unlimited",
      demonicProtection: is2026 ? DEMONIC_PROTECTION_2026 : DEMONIC_PROTECTION_2025,
    },
    horror: {
      enabled: world.extensions.horror,
      // 2026 horror chapter → "Grauen", "Basisstress", "Stress verringern"; wounds chapter → "Die Rast".
      onMaxStress: is2026 ? "dread" : "tick",
      rest: is2026 ? "toMinimum" : "stressTest",
      baseStress: is2026,
      reliefActivities: is2026 ? STRESS_RELIEF_ACTIVITIES : [],
      creatureDread: is2026,
      therapy: is2026 ? THERAPY_KINDS : [],
    },
    magic: {
      // 2026 wounds chapter → "Die Rast", Tirakan book: magic is always on, so the arcana roll at rest always happens.
      enabled: world.extensions.magic || tirakan2026,
      level: levels.magicLevel,
      // 2026 magic chapter → "Ursprung"; create chapter → "Zauber".
      spellGate: is2026 ? "origin" : "spellPoints",
      levelSource,
      // 2026 magic chapter → "Zauberschablonen": no "Schule" template.
      schoolTemplate: !is2026,
      // 2026 magic chapter → "Die Aspekte der Magie" (Tirakan book only).
      aspects: tirakan2026 ? TIRAKAN_MAGIC_ASPECTS : NO_MAGIC_ASPECTS,
    },
    pantheon: {
      enabled: world.extensions.pantheon,
      level: levels.faithLevel,
      levelSource,
      // 2026 pantheon chapter: "grace" in English; "Geringe Bitte" 2–12, "Anrufung" 10–25; Latin outside Tirakan; singing needs Performance.
      term: is2026 ? "grace" : "favor",
      costRanges: is2026 ? PRAYER_COST_RANGES_2026 : {},
      sacredLanguage: is2026 && world.world !== "tirakan" ? "latin" : "doldag",
      singingCheck: is2026 ? "performance" : "none",
    },
    century: { century },
    // 2026 body modifications chapter: standard in NEXUS, a Terra extension (the setting), absent from Tirakan.
    bodyMods: { enabled: is2026 && world.world !== "terra" ? world.world === "nexus" : world.extensions.bodyMods },
    // 2026: every world; 2025: an optional rule the GM switches on.
    brewing: { enabled: is2026 || input.brewingOptional === true },
    // 2026 gear chapter → "Waffen", "Waffenmodifikationen", "Währung": the Tirakan book's lists and coins.
    gear: tirakan2026 ? { ...TIRAKAN_WEAPON_KINDS, currency: ASGORAN_CURRENCY } : { ...ALL_WEAPON_KINDS, currency: null },
    // 2026 introduction → "Epochen": Moderne Zeit from 1990 (2025: 2000).
    eraSpans: is2026 ? ERA_SPANS_2026 : ERA_SPANS_2025,
  };
}

/** The ruleset of a world that set nothing: the 2025 edition on Terra. */
export const DEFAULT_RULESET: Ruleset = buildRuleset();

/** The min-roll modifier of a named difficulty in this ruleset (0 when the key is unknown). */
export function difficultyOf(ruleset: Pick<Ruleset, "difficulties">, key: DifficultyKey): number {
  return ruleset.difficulties.find((d) => d.key === key)?.modifier ?? 0;
}
