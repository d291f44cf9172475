/**
 * The character sheet's template context, built from what the data model derived (the character
 * core's {@link CharacterDerived}), the stored resources ({@link ResourceState}) and the embedded
 * items. Pure: the sheet class gathers the inputs from the actor, this module arranges them, and
 * unit and browser tests build the same context from sample data.
 */
import { arcanaCurrent, creationWordKey, isKnowledgeItemId, poolCurrent } from "../../../rules/character/index.ts";
import { ATTRIBUTES, MAGIC_SKILLS, PERSONA_ATTRIBUTES, PHYSIS_ATTRIBUTES, PROTECTION_TYPES, SKILLS, SKILL_BASE } from "../../../rules/catalog/index.ts";
import type { ActorRollView, AttributeKey, DicePoolKey, SkillKey } from "../../../rules/catalog/index.ts";
import type { CharacterDerived, ResourceState } from "../../../rules/character/index.ts";
import { movementWithShieldBlock, protectionPoolEntry } from "../../../rules/combat/index.ts";
import { graceWords } from "../../../rules/extensions/index.ts";
import { int, record, text } from "./coerce.ts";
import { explainedView, readExplained } from "./explain.ts";
import type { ExplainedView } from "./explain.ts";
import { healthView } from "./hearts.ts";
import { abilitiesOf, armorRows, combatGearRows, gearGroups, shadowsOf, simpleRows, spellRows, templateGroups, unarmedRow, weaponRows } from "./items.ts";
import type { SheetItem } from "./items.ts";
import type { Localize } from "./localize.ts";
import { prayerFormRows } from "./prayer.ts";
import { partialNames } from "./partials.ts";
import { skillPool, type SkillPoolView } from "./skill-pool.ts";
import { conditionViews, poolViews, POOL_KEYS } from "./resources.ts";
import { dreadView, graceView, originView, spellTemplatesOutOfEdition, type EditionExtensionsInput } from "./edition-extensions.ts";
import { bodyModsView } from "./body-mods.ts";
import { moneyView } from "./money.ts";
import type { CurrencyTable } from "../../../rules/items/currency.ts";

/** Which extension tabs a world shows (world settings). */
export interface ExtensionFlags {
  magic: boolean;
  horror: boolean;
  pantheon: boolean;
}

/** Everything the character sheet is built from. `derived` and `resources` may be partial or missing. */
export interface CharacterSheetInput {
  name: string;
  img: string;
  lineage: string;
  derived: Partial<CharacterDerived> | undefined;
  resources: Partial<ResourceState> | undefined;
  /** Ticks gained at max stress and not chosen yet (2025; the 2026 dread part has its own). */
  ticksOwed?: number;
  items: readonly SheetItem[];
  extensions: ExtensionFlags;
  /** Edit mode: inputs are editable, clicks edit instead of roll. */
  editMode: boolean;
  /** The user may change the actor (owner and not locked). */
  editable: boolean;
  /** Creation is finished (career points turned into reputation). */
  creationFinished: boolean;
  currency: number;
  /** The main currency unit of the world (setting, or the default of its world and era). */
  currencyUnit?: string;
  /** The stored smaller coin (Tirakan: Deut) beside `currency`. */
  currencyMinor?: number;
  /** The world book's currency table (`ruleset.gear.currency`; 2026 Tirakan: Gulden, Deut, Unze, Barren); absent: one unit. */
  currencyTable?: CurrencyTable | null;
  favor: number;
  /** Notes as stored and as enriched HTML. */
  notes: { source: string; enriched: string };
  activeTab: string;
  locale: string;
  /** Root of the template partial names ({@link partialNames}). */
  templateRoot: string;
  /** Protection units spent from the pool, by type (restored after combat). */
  protectionSpent?: Partial<Record<string, number>>;
  /** The character's combatant holds a raised shield block (movement halved). */
  shieldBlock?: boolean;
  /** Enriched rules texts of the character's spells, by item id (shown to unfold in the magic tab). */
  spellRules?: Readonly<Record<string, string>>;
  /** What templates are paid with at creation (the ruleset; 2026: reputation, so no career points are shown). Default: career points. */
  creationCurrency?: "careerPoints" | "reputation";
  /** The 2026 edition's extension parts the world's ruleset has (dread, origins, grace); none in 2025. */
  editionExtensions?: EditionExtensionsInput;
  /** The world's ruleset plays body modifications / brewing (the gear tab shows them). */
  bodyMods?: boolean;
  brewing?: boolean;
  /** The character as the roll dialog sees it (`rollView()`): each skill shows the pool it rolls. */
  rollView?: ActorRollView | null;
}

export type CharacterTabId = "attributes" | "knowledge" | "combat" | "gear" | "career" | "magic" | "horror" | "pantheon" | "notes";

export interface TabView {
  id: CharacterTabId;
  group: "primary";
  label: string;
  icon: string;
  active: boolean;
  cssClass: string;
}

const TAB_ICONS: Record<CharacterTabId, string> = {
  attributes: "fa-solid fa-dice-six",
  knowledge: "fa-solid fa-book-open",
  combat: "fa-solid fa-swords",
  gear: "fa-solid fa-backpack",
  career: "fa-solid fa-route",
  magic: "fa-solid fa-wand-sparkles",
  horror: "fa-solid fa-ghost",
  pantheon: "fa-solid fa-place-of-worship",
  notes: "fa-solid fa-feather",
};

/**
 * The tabs shown, keyed by id in display order (as Foundry's `_prepareTabs` returns them): extension
 * tabs only when the extension is active; an unknown or hidden active tab falls back to the first.
 */
export function characterTabs(extensions: ExtensionFlags, activeTab: string): Partial<Record<CharacterTabId, TabView>> {
  const ids: CharacterTabId[] = ["attributes", "knowledge", "combat", "gear", "career"];
  if (extensions.magic) ids.push("magic");
  if (extensions.horror) ids.push("horror");
  if (extensions.pantheon) ids.push("pantheon");
  ids.push("notes");
  const active = (ids as string[]).includes(activeTab) ? activeTab : "attributes";
  const tabs: Partial<Record<CharacterTabId, TabView>> = {};
  for (const id of ids) {
    tabs[id] = { id, group: "primary", label: `PHASESIX.Sheet.Tab.${id}`, icon: TAB_ICONS[id], active: id === active, cssClass: id === active ? "active" : "" };
  }
  return tabs;
}

export interface TraitView extends ExplainedView {
  key: string;
  label: string;
  /** Short label of the base attribute (skills only). */
  base: string;
  kind: "attribute" | "skill";
  /** Skills: the dice and min roll a check of it rolls (null without a roll view). */
  pool: SkillPoolView | null;
}

/** Plain numbers of every attribute and skill (for hit dice and casting dice). */
function valuesOf<K extends string>(keys: readonly K[], source: unknown): Record<K, number> {
  const values = record(source);
  return Object.fromEntries(keys.map((key) => [key, readExplained(values[key]).value])) as Record<K, number>;
}

function explainedOf(source: unknown, key: string, localize: Localize, title?: string): ExplainedView {
  return explainedView(record(source)[key], localize, title);
}

/** Builds the whole character sheet context. Never throws on partial data; every number is finite. */
export function buildCharacterContext(input: CharacterSheetInput, localize: Localize) {
  const derived = record(input.derived);
  const resources = record(input.resources);
  const attributes = valuesOf(ATTRIBUTES, derived.attributes);
  const skills = valuesOf(SKILLS, derived.skills);

  const trait = (kind: "attribute" | "skill", key: AttributeKey | SkillKey): TraitView => {
    const label = kind === "attribute" ? `PHASESIX.Attribute.${key}` : `PHASESIX.Skill.${key}`;
    const base = kind === "skill" ? `PHASESIX.Attribute.${SKILL_BASE[key as SkillKey]}` : "";
    const view = explainedOf(kind === "attribute" ? derived.attributes : derived.skills, key, localize, localize(label));
    const pool = kind === "skill" && input.rollView ? skillPool(input.rollView, key as SkillKey, localize) : null;
    return { key, label, base, kind, ...view, pool };
  };

  const maxHealth = readExplained(derived.maxHealth);
  const health = healthView(maxHealth.value, resources.wounds, resources.boosts);
  const poolMax = record(derived.pools);
  const poolsSpent = record(resources.poolsSpent);
  const spent = { poolsSpent: Object.fromEntries(POOL_KEYS.map((key) => [key, int(poolsSpent[key])])) as Record<DicePoolKey, number>, arcanaSpent: int(resources.arcanaSpent) };
  const maxPools = Object.fromEntries(POOL_KEYS.map((key) => [key, Math.max(0, readExplained(poolMax[key]).value)])) as Record<DicePoolKey, number>;
  // Current values come from the core's resource rules (max − spent, never below 0).
  const currentPools = Object.fromEntries(POOL_KEYS.map((key) => [key, poolCurrent(spent, { pools: maxPools }, key)])) as Record<DicePoolKey, number>;
  const maxArcana = Math.max(0, readExplained(derived.maxArcana).value);
  const arcana = { value: arcanaCurrent(spent, { maxArcana }), max: maxArcana };
  const maxStress = Math.max(0, readExplained(derived.maxStress).value);
  const magic = record(derived.magic);
  const showMagicSkills = input.extensions.magic;

  const knowledge = (Array.isArray(derived.knowledge) ? derived.knowledge : []).map((raw: unknown) => {
    const entry = record(raw);
    const skill = text(entry.skill);
    const name = text(entry.name);
    const dice = explainedView(entry.dice, localize, name);
    const id = text(entry.id);
    return {
      /** The roll layer's key: the item id, or a template-knowledge id for knowledge only templates grant. */
      id,
      /** The knowledge item behind the row ("" when only templates grant it: no item to drag, edit or delete). */
      itemId: isKnowledgeItemId(id) ? id : "",
      /** Knowledge without a linked skill has no dice to roll. */
      rollable: id !== "" && skill !== "",
      name,
      skill,
      skillLabel: skill ? `PHASESIX.Skill.${skill}` : "",
      value: readExplained(entry.value).value,
      dice: dice.value,
      tooltip: dice.tooltip,
    };
  });

  const movement = record(derived.movement);
  const protection = record(derived.protection);
  const shieldBlock = input.shieldBlock === true;
  // Movement with a raised shield block is halved (RULES.md → shield block), from the core.
  const movementView = (key: "walk" | "run" | "crawl") => {
    const view = explainedOf(movement, key, localize, localize(`PHASESIX.Sheet.Movement.${key}`));
    return shieldBlock ? { ...view, value: movementWithShieldBlock(view.value, true), halved: true } : { ...view, halved: false };
  };
  // The pool as spent / left per type from the core (restored after combat).
  const protectionSpent = input.protectionSpent ?? {};
  const protectionRows = PROTECTION_TYPES.map((type) => {
    const view = explainedOf(protection, type, localize, localize(`PHASESIX.ProtectionType.${type}`));
    const entry = protectionPoolEntry(view.value, int(protectionSpent[type]));
    return { type, label: `PHASESIX.ProtectionType.${type}`, letter: `PHASESIX.ProtectionLetter.${type}`, ...view, spent: entry.spent, left: entry.left };
  }).filter((row) => row.type === "normal" || row.value > 0);
  const careerPoints = record(derived.careerPoints);
  const reputation = record(derived.reputation);
  const spellPoints = record(derived.spellPoints);

  return {
    name: input.name,
    img: input.img,
    lineage: input.lineage,
    editMode: input.editMode,
    editable: input.editable,
    playMode: !input.editMode,
    partials: partialNames(input.templateRoot),
    tabs: characterTabs(input.extensions, input.activeTab),
    extensions: input.extensions,
    health,
    arcana: { ...arcana, show: input.extensions.magic && (maxArcana > 0 || magic.caster === true) },
    pools: poolViews(currentPools, maxPools),
    conditions: conditionViews(resources.conditions),
    minRoll: explainedOf(derived, "minRoll", localize, localize("PHASESIX.Sheet.MinRoll")),
    actions: explainedOf(derived, "actions", localize, localize("PHASESIX.Sheet.Actions")),
    attributeGroups: [
      { label: "PHASESIX.Sheet.Persona", traits: PERSONA_ATTRIBUTES.map((key) => trait("attribute", key)) },
      { label: "PHASESIX.Sheet.Physis", traits: PHYSIS_ATTRIBUTES.map((key) => trait("attribute", key)) },
    ],
    skills: SKILLS.filter((key) => showMagicSkills || !MAGIC_SKILLS.includes(key)).map((key) => trait("skill", key)),
    /** The skills show the pool they roll (and a line says so). */
    skillPools: input.rollView !== undefined && input.rollView !== null,
    knowledge,
    combat: {
      weapons: [unarmedRow(skills, attributes), ...weaponRows(input.items, skills)],
      armor: armorRows(input.items),
      protection: protectionRows,
      protectionTotal: Math.max(0, int(derived.protectionTotal)),
      protectionLeft: protectionRows.reduce((sum, row) => sum + row.left, 0),
      protectionSpentAny: protectionRows.some((row) => row.spent > 0),
      shieldBlock,
      shieldCover: Math.max(0, int(derived.shieldCover)),
      evasion: explainedOf(derived, "evasion", localize, localize("PHASESIX.Sheet.Evasion")),
      encumbrance: explainedOf(derived, "encumbrance", localize, localize("PHASESIX.Sheet.Encumbrance")),
      movement: {
        walk: movementView("walk"),
        run: movementView("run"),
        crawl: movementView("crawl"),
      },
      initiative: explainedOf(derived.attributes, "quickness", localize, localize("PHASESIX.Sheet.Initiative")),
    },
    gear: { combat: combatGearRows(input.items, input.locale), groups: gearGroups(input.items, input.locale), currency: Math.max(0, int(input.currency)), currencyUnit: input.currencyUnit ?? "", money: moneyView(input.currencyTable, int(input.currency), int(input.currencyMinor)) },
    bodyMods: bodyModsView(derived.bodyModifications, input.items, localize, { bodyMods: input.bodyMods === true, brewing: input.brewing === true, editable: input.editable }),
    career: {
      lineage: input.lineage,
      lineageItem: simpleRows(input.items, "lineage")[0] ?? null,
      groups: templateGroups(input.items),
      shadows: shadowsOf(input.items),
      abilities: abilitiesOf(input.items),
      finished: input.creationFinished,
      canFinish: input.editable && !input.creationFinished,
      points: {
        total: explainedView(careerPoints.total, localize, localize("PHASESIX.Sheet.Career.PointsTotal")),
        spent: explainedView(careerPoints.spent, localize, localize("PHASESIX.Sheet.Career.PointsSpent")),
        left: int(careerPoints.left),
      },
      reputationOnly: input.creationCurrency === "reputation",
      /** What the career tab says about paying for templates, in the words of the ruleset's creation currency. */
      hint: localize(creationWordKey(input.creationCurrency ?? "careerPoints", input.creationFinished ? "AdvancementHint" : "DropHint")),
      derivedCounts: [
        ...(derived.languages ? [{ label: localize("PHASESIX.Edition.Languages"), value: readExplained(derived.languages).value, tooltip: explainedView(readExplained(derived.languages), localize, localize("PHASESIX.Edition.Languages")).tooltip }] : []),
        ...(derived.contacts ? [{ label: localize("PHASESIX.Edition.Contacts"), value: readExplained(derived.contacts).value, tooltip: explainedView(readExplained(derived.contacts), localize, localize("PHASESIX.Edition.Contacts")).tooltip }] : []),
      ],
      reputation: {
        earned: explainedView(reputation.earned, localize, localize("PHASESIX.Sheet.Career.ReputationEarned")),
        spent: explainedView(reputation.spent, localize, localize("PHASESIX.Sheet.Career.ReputationSpent")),
        left: int(reputation.left),
      },
    },
    magic: {
      arcana,
      spellPoints: { total: readExplained(spellPoints.total).value, spent: int(spellPoints.spent), left: int(spellPoints.left) },
      spells: spellRows(input.items, skills, attributes).map((row) => ({ ...row, rules: input.spellRules?.[row.id] ?? "" })),
      spellTemplates: spellTemplateRows(input, localize),
      arcanaRestDice: explainedOf(derived, "arcanaRestDice", localize, localize("PHASESIX.Sheet.Magic.ArcanaRest")),
      origins: originView(input.editionExtensions?.origins, input.items, localize, input.editionExtensions?.aspects),
    },
    horror: {
      stress: { value: Math.min(maxStress, Math.max(0, int(resources.stress))), max: maxStress },
      ticks: Math.max(0, int(resources.ticks)),
      ticksOwed: Math.max(0, int(input.ticksOwed)),
      quirks: simpleRows(input.items, "quirk"),
      stressTestDice: explainedOf(derived, "stressTestDice", localize, localize("PHASESIX.Sheet.Horror.StressTest")),
      dread: dreadView(input.editionExtensions?.dread, localize),
    },
    pantheon: pantheonContext(input, localize),
    rest: explainedOf(derived, "restDice", localize, localize("PHASESIX.Sheet.Rest")),
    notes: input.notes,
  };
}

/** The magic tab's spell templates, each marked when it is not part of the world's edition (2026: School). */
function spellTemplateRows(input: CharacterSheetInput, localize: Localize) {
  const outOfEdition = spellTemplatesOutOfEdition(input.editionExtensions?.schoolTemplate, input.items, localize);
  return simpleRows(input.items, "spellTemplate").map((row) => ({ ...row, outOfEdition: outOfEdition[row.id] ?? "" }));
}

/** The pantheon tab: favor (grace in the 2026 English book), the forms with their costs or cost ranges. */
function pantheonContext(input: CharacterSheetInput, localize: Localize) {
  const grace = graceView(input.editionExtensions?.prayer, localize);
  const forms = input.extensions.pantheon ? prayerFormRows(localize) : [];
  const words = graceWords(input.editionExtensions?.prayer?.term ?? "favor", localize);
  return { favor: int(input.favor), forms: forms.map((row) => ({ ...row, cost: grace?.costs[row.form] ?? row.cost })), grace, words };
}

export type CharacterSheetContext = ReturnType<typeof buildCharacterContext>;
