/**
 * Rows of the item lists on actor sheets (weapons with their hit dice, armour, gear in containers,
 * templates by category, spells, quirks). Item data is read defensively: a missing field shows as 0
 * or "", never NaN. Numbers that rules decide (hit dice, casting dice) come from the rules core.
 */
import { ATTACK_SKILLS, PROTECTION_TYPES, SKILL_BASE, TEMPLATE_CATEGORIES } from "../../../rules/catalog/index.ts";
import type { AttributeKey, ProtectionType, SkillKey, SpellSchoolKey, TemplateCategory } from "../../../rules/catalog/index.ts";
import { SPELL_SCHOOL_ATTRIBUTE } from "../../../rules/catalog/index.ts";
import {
  ATTACK_MODES,
  GEAR_CATEGORIES,
  WEAPON_CONDITIONS,
  castingDice,
  hitDice,
  protectionCode,
  skillForMode,
  formatWeight,
} from "../../../rules/items/index.ts";
import type { AttackMode, GearCategory } from "../../../rules/items/index.ts";
import { flag, int, list, oneOf, record, text } from "./coerce.ts";

/** What a sheet needs of an embedded item: a plain snapshot, easy to build in tests. */
export interface SheetItem {
  id: string;
  name: string;
  img: string;
  type: string;
  system: unknown;
  sort?: number;
}

function byName(a: SheetItem, b: SheetItem): number {
  return int(a.sort) - int(b.sort) || a.name.localeCompare(b.name);
}

function ofType(items: readonly SheetItem[], type: string): SheetItem[] {
  return items.filter((item) => item.type === type).sort(byName);
}

/** The attack modes a weapon offers: a list of mode keys or a record of booleans; melee when none. */
export function weaponModes(system: unknown): AttackMode[] {
  const raw = record(system).modes;
  const entries: unknown[] = Array.isArray(raw) ? raw : raw instanceof Set ? [...(raw as Set<unknown>)] : [];
  const keys = entries.length
    ? entries.filter((m): m is string => typeof m === "string")
    : Object.entries(record(raw)).filter(([, on]) => flag(on)).map(([key]) => key);
  const modes = ATTACK_MODES.filter((mode) => keys.includes(mode));
  return modes.length ? modes : ["melee"];
}

export interface AttackView {
  mode: AttackMode;
  modeLabel: string;
  skill: SkillKey;
  skillLabel: string;
  dice: number;
}

export interface WeaponRow {
  id: string;
  name: string;
  img: string;
  category: string;
  attacks: AttackView[];
  piercing: number;
  range: number;
  wounds: number;
  ammunition: { value: number; max: number } | null;
  conditions: Array<{ label: string; value: number }>;
  carried: boolean;
  /** Bound by sticky protection: no attack until freed (an action). */
  bound: boolean;
}

/**
 * A weapon with its hit dice per attack mode (RULES.md → Attacks: skill + damage potential + mode
 * bonus, via the core's `hitDice`). Values after modifications come from the data model's `stats`
 * (WeaponData#stats) when present, else from the stored values.
 */
export function weaponRow(item: SheetItem, skills: Record<SkillKey, number>): WeaponRow {
  const system = record(item.system);
  const stats = { ...system, ...record(system.stats) };
  const capacity = int(stats.capacity);
  const conditions = record(stats.conditions);
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    category: text(system.category) ? `PHASESIX.Item.WeaponCategory.${text(system.category)}` : "",
    attacks: weaponModes(system).map((mode) => {
      const skill = skillForMode(mode);
      return {
        mode,
        modeLabel: `PHASESIX.Item.AttackMode.${mode}`,
        skill,
        skillLabel: `PHASESIX.Skill.${skill}`,
        dice: hitDice(int(skills[skill]), int(stats.damagePotential), mode),
      };
    }),
    piercing: int(stats.piercing),
    range: int(stats.range),
    wounds: Math.max(1, int(stats.wounds, 1)),
    ammunition: capacity > 0 ? { value: Math.max(0, int(system.ammunition)), max: capacity } : null,
    bound: system.bound === true,
    conditions: WEAPON_CONDITIONS.filter((key) => int(conditions[key]) > 0).map((key) => ({
      label: `PHASESIX.Condition.${key}`,
      value: int(conditions[key]),
    })),
    carried: system.carried === undefined ? true : flag(system.carried),
  };
}

/**
 * Unarmed attack (RULES.md → Attacks: Hand to Hand, +1 die if Quickness > 2, piercing 1 if
 * Strength > 2, range 1 m) as a weapon row, so every character can attack.
 */
export function unarmedRow(skills: Record<SkillKey, number>, attributes: Record<AttributeKey, number>): WeaponRow {
  return {
    id: "",
    name: "",
    img: "icons/skills/melee/unarmed-punch-fist.webp",
    category: "",
    attacks: [
      {
        mode: "melee",
        modeLabel: "PHASESIX.Item.AttackMode.melee",
        skill: "handToHand",
        skillLabel: "PHASESIX.Skill.handToHand",
        dice: hitDice(int(skills.handToHand), int(attributes.quickness) > 2 ? 1 : 0, "melee"),
      },
    ],
    piercing: int(attributes.strength) > 2 ? 1 : 0,
    range: 1,
    wounds: 1,
    ammunition: null,
    conditions: [],
    carried: true,
    bound: false,
  };
}

export interface ArmorRow {
  id: string;
  name: string;
  img: string;
  category: string;
  code: string;
  /** The units per protection type that the piece has, in catalog order, each with its localized word. */
  protectionUnits: Array<{ type: ProtectionType; count: number; label: string }>;
  units: number;
  encumbrance: number;
  cover: number;
  worn: boolean;
  condition: number;
}

/** An armour piece: its protection as the appendix writes it ("N N C"), encumbrance, worn. */
export function armorRow(item: SheetItem): ArmorRow {
  const system = record(item.system);
  const source = record(system.protection);
  const protection = Object.fromEntries(PROTECTION_TYPES.map((t) => [t, Math.max(0, Math.min(50, int(source[t])))])) as Record<ProtectionType, number>;
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    category: text(system.category) ? `PHASESIX.Item.ArmorCategory.${text(system.category)}` : "",
    code: protectionCode(protection),
    protectionUnits: PROTECTION_TYPES.filter((t) => protection[t] > 0).map((type) => ({ type, count: protection[type], label: `PHASESIX.Sheet.Protection.${type}` })),
    units: PROTECTION_TYPES.reduce((sum, t) => sum + protection[t], 0),
    encumbrance: int(system.encumbrance),
    cover: int(system.cover),
    worn: flag(system.worn),
    condition: Math.max(0, Math.min(100, int(system.condition, 100))),
  };
}

/**
 * A weapon or armour piece as the gear tab lists it (issue 30): the whole equipment is there —
 * name, weight and whether it is worn or carried, switchable — while its numbers and rolls stay on
 * the combat tab.
 */
export interface CombatGearRow {
  id: string;
  name: string;
  img: string;
  /** `TYPES.Item.weapon` / `TYPES.Item.armor`. */
  typeLabel: string;
  weight: string;
  /** Worn (armour) or carried (weapon). */
  on: boolean;
  /** The sheet action that switches it: `toggleWorn` or `toggleCarried`. */
  toggle: "toggleWorn" | "toggleCarried";
  /** Lang key of its state ("Worn", "Carried"…). */
  stateLabel: string;
}

/** Weapons, then armour and shields, each by name (sort order), as the gear tab's first group. */
export function combatGearRows(items: readonly SheetItem[], locale = "en"): CombatGearRow[] {
  const row = (item: SheetItem, armour: boolean): CombatGearRow => {
    const system = record(item.system);
    const on = armour ? flag(system.worn) : system.carried === undefined ? true : flag(system.carried);
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      typeLabel: armour ? "TYPES.Item.armor" : "TYPES.Item.weapon",
      weight: int(system.weight) > 0 ? formatWeight(int(system.weight), locale) : "",
      on,
      toggle: armour ? "toggleWorn" : "toggleCarried",
      stateLabel: armour ? (on ? "PHASESIX.Sheet.Worn" : "PHASESIX.Sheet.NotWorn") : on ? "PHASESIX.Sheet.Carried" : "PHASESIX.Sheet.Stored",
    };
  };
  return [...ofType(items, "weapon").map((item) => row(item, false)), ...ofType(items, "armor").map((item) => row(item, true))];
}

export interface GearRow {
  id: string;
  name: string;
  img: string;
  quantity: number;
  weight: string;
  charges: { value: number; max: number } | null;
  isContainer: boolean;
  /** First-aid supplies (category "firstAid"): the row offers the first-aid roll. */
  firstAid: boolean;
  carried: boolean;
  contents: GearRow[];
}

export interface GearGroup {
  category: GearCategory;
  label: string;
  rows: GearRow[];
}

/**
 * Gear grouped by category in rulebook order, each container with the items inside it (nested,
 * loops and missing containers fall back to the top level). Only non-empty groups are returned.
 */
export function gearGroups(items: readonly SheetItem[], locale = "en"): GearGroup[] {
  const gear = ofType(items, "gear");
  const containerOf = new Map(gear.map((item) => [item.id, text(record(item.system).container)]));
  const ids = new Set(gear.map((item) => item.id));
  const rows = new Map<string, GearRow>();
  for (const item of gear) {
    const system = record(item.system);
    const charges = record(system.charges);
    const maxCharges = Math.max(0, int(charges.max));
    const quantity = Math.max(0, int(system.quantity, 1));
    rows.set(item.id, {
      id: item.id,
      name: item.name,
      img: item.img,
      quantity,
      weight: int(system.weight) > 0 ? formatWeight(int(system.weight) * Math.max(1, quantity), locale) : "",
      charges: maxCharges > 0 ? { value: Math.min(maxCharges, Math.max(0, int(charges.value))), max: maxCharges } : null,
      isContainer: flag(system.isContainer),
      firstAid: system.category === "firstAid",
      carried: system.carried === undefined ? true : flag(system.carried),
      contents: [],
    });
  }
  /** The container an item is shown in: its own, unless that is missing or a loop leads back to it. */
  const parentOf = (id: string): string => {
    const parent = containerOf.get(id) ?? "";
    if (!parent || !ids.has(parent) || !rows.get(parent)?.isContainer) return "";
    const seen = new Set([id]);
    for (let p = parent; p; p = containerOf.get(p) ?? "") {
      if (seen.has(p)) return "";
      seen.add(p);
    }
    return parent;
  };
  const groups = new Map<GearCategory, GearRow[]>();
  for (const item of gear) {
    const row = rows.get(item.id);
    if (!row) continue;
    const parent = parentOf(item.id);
    if (parent) {
      rows.get(parent)?.contents.push(row);
      continue;
    }
    const category = oneOf(record(item.system).category, GEAR_CATEGORIES, "other");
    const group = groups.get(category) ?? [];
    group.push(row);
    groups.set(category, group);
  }
  return GEAR_CATEGORIES.filter((c) => groups.has(c)).map((category) => ({
    category,
    label: `PHASESIX.Item.GearCategory.${category}`,
    rows: groups.get(category) ?? [],
  }));
}

export interface TemplateRow {
  id: string;
  name: string;
  img: string;
  cost: number;
  shadow: string;
}

export interface TemplateGroup {
  category: TemplateCategory;
  label: string;
  rows: TemplateRow[];
}

/** Templates by category in rulebook order; every category is listed (empty ones show a hint). */
export function templateGroups(items: readonly SheetItem[]): TemplateGroup[] {
  const templates = ofType(items, "template");
  return TEMPLATE_CATEGORIES.map((category) => ({
    category,
    label: `PHASESIX.TemplateCategory.${category}`,
    rows: templates
      .filter((item) => oneOf(record(item.system).category, TEMPLATE_CATEGORIES, "character") === category)
      .map((item) => {
        const system = record(item.system);
        return { id: item.id, name: item.name, img: item.img, cost: int(system.cost), shadow: text(system.shadow) };
      }),
  }));
}

/**
 * The shadows (rival, vice…) of all templates: rules text without a value (RULES.md → Character).
 * `html` is the template's stored rich text (the sheet class enriches it before display).
 */
export function shadowsOf(items: readonly SheetItem[]): Array<{ id: string; source: string; name: string; html: string }> {
  return ofType(items, "template")
    .map((item) => {
      const system = record(item.system);
      return { id: item.id, source: item.name, name: text(system.shadowName).trim(), html: text(system.shadow).trim() };
    })
    .filter((row) => row.html !== "" || row.name !== "");
}

/** The lineage abilities (Flying, Night vision…) of the character's templates: name, rule, source. */
export function abilitiesOf(items: readonly SheetItem[]): Array<{ id: string; source: string; name: string; rules: string }> {
  return ofType(items, "template").flatMap((item) =>
    list(record(item.system).abilities)
      .map((raw) => ({ id: item.id, source: item.name, name: text(record(raw).name).trim(), rules: text(record(raw).rules).trim() }))
      .filter((row) => row.name !== "" || row.rules !== ""),
  );
}

export interface SpellRow {
  id: string;
  name: string;
  img: string;
  school: string;
  arcanaCost: number;
  power: number;
  range: number;
  actions: number;
  dice: number;
}

/** Spells with their casting dice (Spell Casting + the school's attribute, via the core). */
export function spellRows(items: readonly SheetItem[], skills: Record<SkillKey, number>, attributes: Record<AttributeKey, number>): SpellRow[] {
  const schools = Object.keys(SPELL_SCHOOL_ATTRIBUTE) as SpellSchoolKey[];
  return ofType(items, "spell").map((item) => {
    const system = record(item.system);
    const stats = { ...system, ...record(system.stats) };
    const school = oneOf(stats.school, schools, "damage");
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      school: `PHASESIX.SpellSchool.${school}`,
      arcanaCost: int(stats.arcanaCost),
      power: int(stats.power),
      range: int(stats.range),
      actions: int(stats.actions),
      dice: castingDice(int(skills.spellCasting), int(attributes[SPELL_SCHOOL_ATTRIBUTE[school]])),
    };
  });
}

/** Plain rows (id, name, img) of every item of a type, sorted. */
export function simpleRows(items: readonly SheetItem[], type: string) {
  return ofType(items, type).map((item) => ({ id: item.id, name: item.name, img: item.img, description: text(record(item.system).description) }));
}

/** The attack skills, for NPC attack rows and the unarmed attack. */
export const ATTACK_SKILL_KEYS: readonly SkillKey[] = ATTACK_SKILLS;
/** The attribute a skill is based on. */
export const skillBase = (key: SkillKey): AttributeKey => SKILL_BASE[key];
/** Every weapon of the actor as a row. */
export function weaponRows(items: readonly SheetItem[], skills: Record<SkillKey, number>): WeaponRow[] {
  return ofType(items, "weapon").map((item) => weaponRow(item, skills));
}
/** Every armour piece of the actor as a row. */
export function armorRows(items: readonly SheetItem[]): ArmorRow[] {
  return ofType(items, "armor").map(armorRow);
}
