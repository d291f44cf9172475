/**
 * Which sections of an item sheet apply to an item, and the compact stats block of its read view.
 *
 * A group of fields applies to every item of its type unless listed here: the artifact values of
 * gear (magic extension) apply only to an artifact — an item whose artifact values are set. The read
 * view hides what does not apply; the owner's edit view keeps it in a closed "more fields" section, so
 * that an owner can still turn a lamp into an artifact.
 */
import { flag, int, record, text } from "./coerce.ts";
import type { FieldView } from "./item-fields.ts";
import type { Localize } from "./localize.ts";
import { formatWeight } from "../../../rules/items/gear.ts";
import { formatNumber } from "../../../rules/number-format.ts";

type Applies = (values: Record<string, unknown>) => boolean;

const CONDITIONAL_GROUPS: Record<string, Record<string, Applies>> = {
  gear: {
    artifact: (v) => int(v.level) > 0 || int(v.uses) > 0 || flag(v.infinite) || int(v.storedArcana) > 0 || text(v.spell) !== "",
  },
  // a modification's condition changes: only when it changes one
  weaponModification: {
    conditions: (v) => Object.values(v).some((x) => int(x) !== 0),
  },
};

/** Whether a weapon attacks in melee only (no ranged mode, not throwable): ammunition and range do not apply. */
function meleeOnly(system: Record<string, unknown>): boolean {
  const modes = Array.isArray(system.modes) ? system.modes.map(text) : [];
  return modes.length > 0 && modes.every((m) => m === "melee") && !flag(system.throwable);
}

/** The ranged values of a weapon, which a melee-only weapon leaves at zero. */
const RANGED_FIELDS = ["capacity", "ammunition", "reloadActions", "recoilCompensation", "cone", "splashDamage"];

/**
 * Single fields that apply only to some items of a type (folded like a group that does not apply):
 * a melee-only weapon's ammunition, reload, recoil, cone and range (while at the reach of 1 m); a
 * shield's cover on armour that is no shield; a modification's changes it leaves at zero. A value
 * that is set always shows.
 */
export function fieldApplies(itemType: string, name: string, system: unknown): boolean {
  const values = record(system);
  switch (itemType) {
    case "weapon":
      if (!meleeOnly(values)) return true;
      if (name === "range") return int(values.range) > 1;
      return !RANGED_FIELDS.includes(name) || int(values[name]) !== 0;
    case "armor":
      return name !== "cover" || text(values.category) === "shield";
    case "weaponModification":
      return name === "category" || name === "price" || int(values[name]) !== 0;
    default:
      return true;
  }
}

/**
 * A lineage's own start values (its aspects — career points, actions, min roll … — and its attribute
 * start) apply only where the world's ruleset starts a character from the lineage (2025); in 2026
 * everyone starts at the base values and the lineage is a template, so they fold away like any field
 * that does not apply (the GM still edits them under "more fields").
 */
export function lineageStartApplies(itemType: string, name: string, startsFromLineage = true): boolean {
  return itemType !== "lineage" || startsFromLineage || (name !== "aspects" && name !== "attributeStart");
}

/** Whether the group `name` (a SchemaField of the item's system data) applies to this item. */
export function groupApplies(itemType: string, name: string, values: unknown): boolean {
  const test = CONDITIONAL_GROUPS[itemType]?.[name];
  return test ? test(record(values)) : true;
}

/**
 * Which view an item sheet opens in: a player reads first (the read view; the mode switch edits);
 * the game master edits an item that has no text yet, and reads one that has.
 */
export function initialEditMode(isGM: boolean, hasTexts: boolean): boolean {
  return isGM && !hasTexts;
}

export interface StatView {
  label: string;
  value: string;
}

/** How numbers with a unit are shown: the campaign's currency unit for prices, the user's language for weights. */
export interface StatUnits {
  currency?: string;
  locale?: string;
}

/**
 * One field as a read-only stat ("Weight (kg)" field, 500 g stored → "Weight" "0.5 kg", a price with the currency
 * unit), or null when it says nothing: a zero, an empty text, a blank choice. Labels and choices are
 * localized here.
 */
export function statView(field: FieldView, localize: Localize, units: StatUnits = {}): StatView | null {
  switch (field.kind) {
    case "number":
      // Weights are stored in grams and shown in kg everywhere (as the rulebook gives them); the edit
      // field holds kg, its stored grams come along.
      if (field.grams !== undefined) return field.grams === 0 ? null : { label: localize("PHASESIX.ItemCard.Weight"), value: formatWeight(field.grams, units.locale) };
      if (int(field.value) === 0) return null;
      if (field.name === "system.weight") return { label: localize("PHASESIX.ItemCard.Weight"), value: formatWeight(int(field.value), units.locale) };
      if (field.name === "system.price" && units.currency) return { label: localize(field.label), value: `${formatNumber(int(field.value), units.locale, 0)} ${units.currency}` };
      return { label: localize(field.label), value: String(field.value) };
    case "select": {
      const option = field.options.find((o) => o.selected);
      if (!option || option.value === "" || option.value === "0") return null;
      return { label: localize(field.label), value: localize(option.label) };
    }
    case "text":
    case "strings":
      return String(field.value).trim() === "" ? null : { label: localize(field.label), value: String(field.value) };
    case "checkbox":
      return null;
  }
}
