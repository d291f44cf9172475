/**
 * Plain inputs and outputs of the character core (RULES.md → Character, Wounds, Extensions).
 * The data layer maps Foundry documents to these shapes; nothing here knows Foundry.
 */
import type { BodyModificationState, FittedModification } from "../extensions/body-modifications.ts";
import type { Ruleset } from "../ruleset/ruleset.ts";
import type {
  AspectKey,
  AttributeKey,
  ConditionKey,
  EraKey,
  ExtensionKey,
  ProtectionType,
  SkillKey,
  TemplateCategory,
  WorldKey,
} from "../catalog/index.ts";
import type { DicePoolKey, Modifier } from "../catalog/index.ts";

/**
 * One contribution to a number, for tooltips. `source` is an item name, or an i18n key when
 * `i18n` is true (e.g. `PHASESIX.Actor.Source.Lineage`).
 */
export interface ExplanationPart {
  source: string;
  value: number;
  i18n?: boolean;
}

/** A number with the list of everything that made it. */
export interface Explained {
  value: number;
  parts: ExplanationPart[];
}

/** The lineage: start values of every aspect and of the attributes (RULES.md → Character). */
export interface LineageInput {
  name: string;
  aspects: Record<AspectKey, number>;
  /** Start value of every attribute (1 for all lineages of the rulebook). */
  attributeStart: number;
  /** Name of the lineage's free lineage template. */
  templateName: string;
  /** Stable key of that template ("template:human"); "" when the lineage names it only by name. */
  templateKey?: string;
}

/** Where a template or item belongs; empty lists mean "always available". */
export interface Availability {
  eras: readonly EraKey[];
  extensions: readonly ExtensionKey[];
  worlds: readonly WorldKey[];
}

/** A template on (or dropped onto) a character. */
export interface TemplateInput extends Availability {
  id: string;
  name: string;
  category: TemplateCategory;
  /** Career points / reputation it costs; may be negative. */
  cost: number;
  modifiers: readonly Modifier[];
  /** Templates the character must already have: stable keys ("template:spy") or names. */
  requires: readonly string[];
  /**
   * Stable key of the template (`flags.phasesix.key`, the same in both languages); "" or missing for
   * a template made by hand, which is then told apart from others by its name.
   */
  key?: string;
  /** Skill minimums the character must meet before taking it. */
  skillRequirements?: ReadonlyArray<{ skill: SkillKey; min: number }>;
  /** Change of the minimum roll of the rest's rolls (the appendix's "rest minimum roll"); default 0. */
  restMinRoll?: number;
}

/** Another source of modifiers (a quirk, an item with modifiers…). Costs nothing. */
export interface ModifierSourceInput {
  name: string;
  modifiers: readonly Modifier[];
}

/** A knowledge item: a name, the skill it is tied to, a value. */
export interface KnowledgeInput {
  id: string;
  name: string;
  skill: SkillKey | null;
  value: number;
}

/** A piece of armour or a shield. Only worn pieces count. */
export interface ArmorInput {
  id: string;
  name: string;
  worn: boolean;
  encumbrance: number;
  protection: Partial<Record<ProtectionType, number>>;
  /** Cover value X+ of a shield (its own field, default 5+), 0 for a piece that is no shield. */
  cover: number;
  concealment: number;
}

/** A weapon. Only carried weapons add encumbrance and concealment. */
export interface WeaponInput {
  id: string;
  name: string;
  carried: boolean;
  encumbrance: number;
  concealment: number;
}

/** A piece of gear. Only carried gear counts for concealment. */
export interface GearInput {
  id: string;
  name: string;
  carried: boolean;
  concealment: number;
}

/** A learned spell: what it cost to learn (spell points, with its spell templates). */
export interface SpellInput {
  id: string;
  name: string;
  spellPoints: number;
}

/** The world's choices (settings). `null` / empty lists mean "no restriction". */
export interface WorldContext {
  era: EraKey | null;
  /** Active extensions. */
  extensions: readonly ExtensionKey[];
  world: WorldKey | null;
}

/** What the character has bought and stored about its career. */
export interface CareerRecord {
  /** Character creation is finished. */
  finished: boolean;
  /** Ids of the templates the character had when creation was finished (paid with career points). */
  creationTemplateIds: readonly string[];
  /** Career points turned into reputation when creation was finished. */
  convertedPoints: number;
  /** Reputation the GM has awarded. */
  reputationAwarded: number;
}

/** Everything the character core needs to derive a character. */
export interface CharacterInput {
  lineage: LineageInput | null;
  templates: readonly TemplateInput[];
  otherModifiers: readonly ModifierSourceInput[];
  /**
   * Active effects (temporary changes: a drug, a blessing, a wound penalty) that are on and apply to
   * the character; their Phase Six changes count like any other modifier source (effects.ts).
   */
  effects?: readonly EffectInput[];
  knowledge: readonly KnowledgeInput[];
  armor: readonly ArmorInput[];
  weapons: readonly WeaponInput[];
  gear: readonly GearInput[];
  career: CareerRecord;
  /** Spell points spent on anything that is not a learned spell below (a manual adjustment). */
  spellPointsSpent: number;
  /** Learned spells: their costs are spent spell points. */
  spells?: readonly SpellInput[];
  /** Fitted body modifications (RULES.md → Body modifications). */
  bodyModifications?: readonly FittedModification[];
  context: WorldContext;
  /**
   * The linked skill of knowledge known to the world (packs, world items), by normalised name
   * (`knowledgeKey`): a knowledge a template names without a knowledge item on the character
   * takes its skill from here.
   */
  knowledgeLinks?: Readonly<Record<string, SkillKey>>;
  /**
   * The world's ruleset (edition and world book): base values, skill attributes, the creation
   * currency, languages and contacts. Absent: the 2025 edition.
   */
  ruleset?: Ruleset;
}

/** A knowledge with its dice (knowledge value + linked skill value). */
export interface DerivedKnowledge {
  id: string;
  name: string;
  skill: SkillKey | null;
  value: Explained;
  dice: Explained;
}

/** Everything derived from a character's lineage, templates and items. */
export interface CharacterDerived {
  attributes: Record<AttributeKey, Explained>;
  skills: Record<SkillKey, Explained>;
  knowledge: DerivedKnowledge[];
  minRoll: Explained;
  actions: Explained;
  maxHealth: Explained;
  maxStress: Explained;
  maxArcana: Explained;
  /** Maxima of the dice pools. */
  pools: Record<DicePoolKey, Explained>;
  evasion: Explained;
  /** Worn encumbrance (armour + carried weapons). */
  encumbrance: Explained;
  /** Protection pool units by type. */
  protection: Record<ProtectionType, Explained>;
  /** Sum of all protection units. */
  protectionTotal: number;
  /** Best (lowest) cover value X+ of the worn shields, each read from the shield (0 = none). */
  shieldCover: number;
  movement: { walk: Explained; run: Explained; crawl: Explained };
  stressTestDice: Explained;
  restDice: Explained;
  arcanaRestDice: Explained;
  concealment: Explained;
  careerPoints: { total: Explained; spent: Explained; left: number };
  /** Innate protection (the protection aspect: lineage start value and template modifiers) in normal units. */
  innateProtection?: number;
  /** 2026: number of languages (Education + Logic); absent where the ruleset does not count them. */
  languages?: Explained;
  /** 2026: number of contacts at creation (Charm + Attractiveness); absent where the ruleset does not count them. */
  contacts?: Explained;
  reputation: { earned: Explained; spent: Explained; left: number };
  /** `spent` = learned spells + manual adjustment; `spentBy` explains it. */
  spellPoints: { total: Explained; spent: number; spentBy: Explained; left: number };
  magic: {
    /** The magic extension is active in this world. */
    extension: boolean;
    /** The character can use magic: it has arcana or spell points. */
    caster: boolean;
  };
  horror: boolean;
  pantheon: boolean;
  /** Biolast, energy and mounting points of the fitted body modifications. */
  bodyModifications: BodyModificationState;
}

/** The resources a character spends and regains (stored on the actor). */
export interface ResourceState {
  wounds: number;
  boosts: number;
  /** Dice spent from each pool since the last rest. */
  poolsSpent: Record<DicePoolKey, number>;
  arcanaSpent: number;
  stress: number;
  ticks: number;
  conditions: Record<ConditionKey, number>;
}

/** The limits resources are measured against (derived). */
export interface ResourceLimits {
  maxHealth: number;
  pools: Record<DicePoolKey, number>;
  maxArcana: number;
  maxStress: number;
}

/** One change of an effect, as Foundry stores it. */
export interface EffectChangeInput {
  key: string;
  mode: number;
  value: string;
}

/** An active effect: its name and its changes. */
export interface EffectInput {
  name: string;
  changes: readonly EffectChangeInput[];
}
