/**
 * Maps an actor's items (or an item's source about to be created) to the plain inputs of the
 * character core. Reads `item.system` defensively — a missing or malformed field becomes a safe
 * default — so a half-filled item from a compendium, an old world or a macro never yields NaN.
 * Field names follow the item data models (src/data/item/**): template `category`, `cost`,
 * `modifiers`, `requires`, `eras`, `extensions`, `worlds`; lineage `aspects`, `attributeStart`,
 * `templateName`; knowledge `skill`, `value`; armour `encumbrance`, `protection`, `cover`; weapons
 * `encumbrance`, `concealment`; gear `concealment`; worn/carried flags `equipped`/`worn`/`carried`.
 */
import type { AspectKey, EraKey, ExtensionKey, ProtectionType, SkillKey, TemplateCategory, WorldKey } from "../../rules/catalog/index.ts";
import { ASPECTS, ATTRIBUTES, ERAS, EXTENSIONS, PROTECTION_TYPES, SKILLS, TEMPLATE_CATEGORIES, WORLDS } from "../../rules/catalog/index.ts";
import type { Modifier } from "../../rules/catalog/index.ts";
import type {
  ArmorInput,
  Availability,
  GearInput,
  KnowledgeInput,
  LineageInput,
  ModifierSourceInput,
  SpellInput,
  TemplateInput,
  WeaponInput,
} from "../../rules/character/index.ts";
import { DEFAULT_ASPECTS, DEFAULT_ATTRIBUTE_START, safeInt } from "../../rules/character/index.ts";
import { BODY_LOCATIONS, isRunning } from "../../rules/extensions/body-modifications.ts";
import type { BodyLocation, FittedModification } from "../../rules/extensions/body-modifications.ts";

/** What the mapping needs of an item: a document or a creation source. */
export interface ItemLike {
  id?: string | null;
  _id?: string | null;
  name?: string | null;
  type?: string | null;
  system?: unknown;
  /** Document flags; `flags.phasesix.key` is the stable key of pack content. */
  flags?: unknown;
}

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function field(system: unknown, key: string): unknown {
  return isObj(system) ? system[key] : undefined;
}

function num(system: unknown, key: string, fallback = 0): number {
  return safeInt(field(system, key), fallback);
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A list of catalog keys from an array (or a Set, or an object of booleans); unknown entries dropped. */
function keys<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  let entries: unknown[] = [];
  if (Array.isArray(value)) entries = value;
  else if (value instanceof Set) entries = [...value];
  else if (isObj(value)) entries = Object.entries(value).filter(([, on]) => on === true).map(([key]) => key);
  const out: T[] = [];
  for (const entry of entries) {
    const key = oneOf(entry, allowed);
    if (key !== null) out.push(key);
  }
  return out;
}

function strings(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : value instanceof Set ? [...value] : [];
  return entries.filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "");
}

function itemId(item: ItemLike): string {
  return str(item.id ?? item._id);
}

function itemName(item: ItemLike): string {
  return str(item.name);
}

/** The stable key of pack content (`flags.phasesix.key`), or "". */
export function itemKey(item: ItemLike): string {
  const flags = item.flags;
  const phasesix = isObj(flags) ? flags.phasesix : undefined;
  return isObj(phasesix) ? str(phasesix.key) : "";
}

/** Skill minimums of a template; entries with an unknown skill are dropped. */
function skillRequirements(value: unknown): Array<{ skill: SkillKey; min: number }> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const skill = oneOf<SkillKey>(isObj(entry) ? entry.skill : undefined, SKILLS);
    return skill && isObj(entry) ? [{ skill, min: safeInt(entry.min) }] : [];
  });
}

/** A modifier list; entries with an unknown kind or key are dropped, values made safe integers. */
export function readModifiers(value: unknown): Modifier[] {
  const out: Modifier[] = [];
  const entries = Array.isArray(value) ? value : [];
  for (const entry of entries) {
    if (!isObj(entry)) continue;
    const v = safeInt(entry.value);
    const kind = entry.kind;
    if (kind === "attribute") {
      const key = oneOf(entry.key, ATTRIBUTES);
      if (key) out.push({ kind, key, value: v });
    } else if (kind === "skill") {
      const key = oneOf(entry.key, SKILLS);
      if (key) out.push({ kind, key, value: v });
    } else if (kind === "aspect") {
      const key = oneOf(entry.key, ASPECTS);
      if (key) out.push({ kind, key, value: v });
    } else if (kind === "knowledge") {
      const key = str(entry.key).trim();
      if (key) out.push({ kind, key, value: v });
    }
  }
  return out;
}

/** Whether a worn/carried flag is set; items without any such field count as worn/carried. */
function inUse(system: unknown): boolean {
  for (const key of ["equipped", "worn", "carried"]) {
    const value = field(system, key);
    if (typeof value === "boolean") return value;
  }
  return true;
}

/** The eras, extensions and worlds an item belongs to (empty lists: always available). */
export function availabilityOf(item: ItemLike): Availability {
  const s = item.system;
  return {
    eras: keys<EraKey>(field(s, "eras"), ERAS),
    extensions: keys<ExtensionKey>(field(s, "extensions"), EXTENSIONS),
    worlds: keys<WorldKey>(field(s, "worlds"), WORLDS),
  };
}

/** A template item as core input. */
export function templateInput(item: ItemLike): TemplateInput {
  const s = item.system;
  return {
    id: itemId(item),
    name: itemName(item),
    category: oneOf<TemplateCategory>(field(s, "category"), TEMPLATE_CATEGORIES) ?? "character",
    cost: num(s, "cost"),
    modifiers: readModifiers(field(s, "modifiers")),
    requires: strings(field(s, "requires")),
    key: itemKey(item),
    skillRequirements: skillRequirements(field(s, "skillRequirements")),
    restMinRoll: num(s, "restMinRoll"),
    eras: keys<EraKey>(field(s, "eras"), ERAS),
    extensions: keys<ExtensionKey>(field(s, "extensions"), EXTENSIONS),
    worlds: keys<WorldKey>(field(s, "worlds"), WORLDS),
  };
}

/** A lineage item as core input; aspects it does not name take the Human start values. */
export function lineageInput(item: ItemLike): LineageInput {
  const s = item.system;
  const stored = field(s, "aspects");
  const aspects = {} as Record<AspectKey, number>;
  for (const key of ASPECTS) aspects[key] = isObj(stored) ? safeInt(stored[key], DEFAULT_ASPECTS[key]) : DEFAULT_ASPECTS[key];
  return {
    name: itemName(item),
    aspects,
    attributeStart: num(s, "attributeStart", DEFAULT_ATTRIBUTE_START),
    templateName: str(field(s, "templateName")),
    templateKey: str(field(s, "templateKey")),
  };
}

/** A knowledge item as core input. */
export function knowledgeInput(item: ItemLike): KnowledgeInput {
  const s = item.system;
  return { id: itemId(item), name: itemName(item), skill: oneOf<SkillKey>(field(s, "skill"), SKILLS), value: num(s, "value") };
}

/** Typed protection units from `protection` (an object by type, or a plain number of normal units). */
function protectionUnits(value: unknown): Partial<Record<ProtectionType, number>> {
  if (typeof value === "number") return { normal: safeInt(value) };
  const out: Partial<Record<ProtectionType, number>> = {};
  if (isObj(value)) for (const type of PROTECTION_TYPES) out[type] = Math.max(0, safeInt(value[type]));
  return out;
}

/** An armour item (or shield) as core input. */
export function armorInput(item: ItemLike): ArmorInput {
  const s = item.system;
  return {
    id: itemId(item),
    name: itemName(item),
    worn: inUse(s),
    encumbrance: num(s, "encumbrance"),
    protection: protectionUnits(field(s, "protection")),
    // only a shield gives cover (its own field); other pieces keep a cover value but give none
    cover: field(s, "category") === "shield" ? num(s, "cover") : 0,
    concealment: num(s, "concealment"),
  };
}

/** A weapon item as core input; concealment with fitted modifications (`stats`) when the model offers it. */
export function weaponInput(item: ItemLike): WeaponInput {
  const s = item.system;
  const stats = field(s, "stats");
  const concealment = isObj(stats) && typeof stats.concealment === "number" ? num(stats, "concealment") : num(s, "concealment");
  return { id: itemId(item), name: itemName(item), carried: inUse(s), encumbrance: num(s, "encumbrance"), concealment };
}

/** A gear item as core input. */
export function gearInput(item: ItemLike): GearInput {
  const s = item.system;
  return { id: itemId(item), name: itemName(item), carried: inUse(s), concealment: num(s, "concealment") };
}

/** A spell item as core input: its learning cost with applied spell templates (`stats`) when offered. */
export function spellInput(item: ItemLike): SpellInput {
  const s = item.system;
  const stats = field(s, "stats");
  const spellPoints = isObj(stats) && typeof stats.spellPoints === "number" ? num(stats, "spellPoints") : num(s, "spellPoints");
  return { id: itemId(item), name: itemName(item), spellPoints: Math.max(0, spellPoints) };
}

/** A body modification item as core input: where it is fitted (the chosen place, else the first listed) and its state. */
export function bodyModificationInput(item: ItemLike): FittedModification {
  const s = item.system;
  const sockets = Array.isArray(field(s, "sockets")) ? (field(s, "sockets") as unknown[]) : [];
  const places = sockets.flatMap((socket) => {
    const location = oneOf<BodyLocation>(field(socket, "location"), BODY_LOCATIONS);
    return location ? [{ location, points: Math.max(0, num(socket, "points")) }] : [];
  });
  const chosen = places.find((p) => p.location === field(s, "location")) ?? places[0] ?? { location: "torso" as const, points: 0 };
  return {
    id: itemId(item),
    name: itemName(item),
    biolast: Math.max(0, num(s, "biolast")),
    energy: num(s, "energy"),
    activation: field(s, "activation") === "activatable" ? "activatable" : "passive",
    active: field(s, "active") === true,
    offline: field(s, "offline") === true,
    location: chosen.location,
    points: chosen.points,
  };
}

/** The item-derived parts of a character's core input. */
export interface ItemInputs {
  lineage: LineageInput | null;
  templates: TemplateInput[];
  otherModifiers: ModifierSourceInput[];
  knowledge: KnowledgeInput[];
  armor: ArmorInput[];
  weapons: WeaponInput[];
  gear: GearInput[];
  spells: SpellInput[];
  /** Fitted body modifications (every body modification item on the character is fitted). */
  bodyModifications: FittedModification[];
}

const NO_MODIFIERS: readonly Modifier[] = [];

/**
 * Sorts an actor's items into core inputs. The first lineage counts. Quirks always add their
 * modifiers; weapons, armour and gear add theirs (if they have any) only while worn/carried.
 */
export function itemInputs(items: Iterable<ItemLike>): ItemInputs {
  const out: ItemInputs = { lineage: null, templates: [], otherModifiers: [], knowledge: [], armor: [], weapons: [], gear: [], spells: [], bodyModifications: [] };
  for (const item of items) {
    const type = item.type;
    // lineages, templates (their own input reads them), knowledge and spells bring no other modifiers
    const modifiers = type === "lineage" || type === "template" || type === "knowledge" || type === "spell" ? NO_MODIFIERS : readModifiers(field(item.system, "modifiers"));
    switch (type) {
      case "lineage":
        out.lineage ??= lineageInput(item);
        continue;
      case "template":
        out.templates.push(templateInput(item));
        continue;
      case "knowledge":
        out.knowledge.push(knowledgeInput(item));
        continue;
      case "armor":
        out.armor.push(armorInput(item));
        break;
      case "weapon":
        out.weapons.push(weaponInput(item));
        break;
      case "gear":
        out.gear.push(gearInput(item));
        break;
      case "spell":
        out.spells.push(spellInput(item));
        continue;
      case "quirk":
        if (modifiers.length > 0) out.otherModifiers.push({ name: itemName(item), modifiers });
        continue;
      case "bodyModification": {
        // a removed one (surgery) counts for nothing; its modifiers count while it works (passive, or switched on, and not offline)
        if (field(item.system, "installed") === false) continue;
        const fitted = bodyModificationInput(item);
        out.bodyModifications.push(fitted);
        if (modifiers.length > 0 && isRunning(fitted)) out.otherModifiers.push({ name: itemName(item), modifiers });
        continue;
      }
      default:
        continue;
    }
    if (modifiers.length > 0 && inUse(item.system)) out.otherModifiers.push({ name: itemName(item), modifiers });
  }
  return out;
}
