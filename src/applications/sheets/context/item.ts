/**
 * The item sheet's context, for every item type alike: the item's fields (from its schema tree,
 * {@link FieldNode}) arranged into details, flags, grouped values, content tags, lists (modifiers
 * editable; modifications and spell templates as summaries) and rich texts, with the current values
 * and the validation messages of the data model's rules (a modifier whose key does not fit its kind).
 */
import { ASPECTS, ATTRIBUTES, SKILLS } from "../../../rules/catalog/index.ts";
import { kindChoices, modifierError, outsideWorldBook } from "../../../rules/items/index.ts";
import { signed } from "../../handlebars-helpers.ts";
import { flag, int, list, record, text } from "./coerce.ts";
import { choiceLabelPrefix, fieldLabel } from "./item-fields.ts";
import type { FieldNode, FieldView, OptionView } from "./item-fields.ts";
import type { Localize } from "./localize.ts";
import { partialNames } from "./partials.ts";
import { gramsFromKgInput, kgFromGrams } from "../../../rules/items/gear.ts";
import { fieldApplies, groupApplies, lineageStartApplies, statView, type StatUnits, type StatView } from "./item-sections.ts";

/** Weights are stored in whole grams and edited in kg (as the rulebook gives them; issue 24). */
const KG_FIELDS: readonly string[] = ["system.weight"];

/** The form paths of the fields of `tree` the sheet edits in kg (stored in grams). */
export function kgFieldPaths(tree: readonly FieldNode[]): string[] {
  return tree.filter((node) => node.kind === "number" && KG_FIELDS.includes(node.path)).map((node) => node.path);
}

export interface ItemSheetInput {
  id: string;
  name: string;
  img: string;
  type: string;
  /** The item's system data (initialized values). */
  system: unknown;
  tree: readonly FieldNode[];
  editable: boolean;
  /** Enriched HTML of each rich-text field by form path; missing ones show the stored HTML. */
  enriched: Record<string, string>;
  templateRoot: string;
  /** Gear on an actor: the actor's containers it can go into (a gear's `container` is shown as their choice). */
  containers?: ReadonlyArray<{ id: string; name: string }> | null;
  /** The owner's edit view (default) or the read view; a user who may not edit always gets the read view. */
  editMode?: boolean;
  /** The availability tags (eras, extensions, worlds) are the game master's business (default true). */
  isGM?: boolean;
  /** Prices with the campaign's currency unit, weights in the user's language (read view and chat card). */
  units?: StatUnits;
  /** The world's ruleset starts a character from the lineage's own values (2025; default) or from base values (2026). */
  startsFromLineage?: boolean;
  /**
   * The kinds the world book offers for this item type's `category` (a weapon's Waffengattungen, a
   * modification's categories: `ruleset.gear`); absent: every kind. A stored kind outside the list
   * stays a choice and the sheet says it is not one of the book's.
   */
  offeredCategories?: readonly string[];
}

function valueAt(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const part of path.split(".")) current = record(current)[part];
  return current;
}

function options(itemType: string, name: string, choices: readonly string[], selected: string, blank: boolean): OptionView[] {
  const prefix = choiceLabelPrefix(itemType, name);
  const result = choices.map((choice) => ({ value: choice, label: prefix ? `${prefix}.${choice}` : choice, selected: choice === selected }));
  return blank ? [{ value: "", label: "PHASESIX.Item.Unchanged", selected: selected === "" }, ...result] : result;
}

/** A cover field's values as "X+" choices: 0 (no cover) and 2+ … its maximum (1+ would always succeed). */
function coverChoices(min: number | null, max: number | null): number[] {
  const top = max ?? 6;
  const values: number[] = (min ?? 0) <= 0 ? [0] : [];
  for (let c = Math.max(2, min ?? 0); c <= top; c++) values.push(c);
  return values;
}

/** The view of one leaf field with its current value (coerced: never NaN, never undefined). */
export function fieldView(node: FieldNode, value: unknown, itemType: string, idPrefix: string, formPath = node.path): FieldView | null {
  const base = { name: formPath, id: `${idPrefix}-${formPath.replace(/\./g, "-")}`, label: fieldLabel(node.labelPath), min: null, max: null, options: [], checked: false };
  switch (node.kind) {
    case "number": {
      const n = int(value, node.min ?? 0);
      const values = node.choices?.length ? node.choices : node.name === "cover" ? coverChoices(node.min, node.max) : null;
      if (values?.length) {
        const choices = values.map((c) => ({ value: String(c), label: c === 0 ? "PHASESIX.Item.None" : `${c}+`, selected: c === n }));
        return { ...base, kind: "select", value: n, options: choices };
      }
      if (KG_FIELDS.includes(formPath)) {
        // Stored in grams, edited in kg to the gram: the field shows the stored value, converted.
        const kg = (bound: number | null) => (bound === null ? null : kgFromGrams(bound));
        return { ...base, kind: "number", value: kgFromGrams(n), min: kg(node.min), max: kg(node.max), step: "0.001", grams: n };
      }
      return { ...base, kind: "number", value: n, min: node.min, max: node.max };
    }
    case "select":
      return { ...base, kind: "select", value: text(value), options: options(itemType, node.name, node.choices, text(value), node.blank) };
    case "text":
      return { ...base, kind: "text", value: text(value) };
    case "strings":
      return { ...base, kind: "strings", value: list(value).map(text).filter(Boolean).join(", ") };
    case "checkbox":
      return { ...base, kind: "checkbox", value: "", checked: flag(value) };
    default:
      return null;
  }
}

/** Lists that take items dropped on the sheet (item-sheet.ts `_onDropItemOnItem`). */
const DROP_LISTS: readonly string[] = ["modifications", "templates"];

/** The content tags of every item (RULES.md → World settings), shown together as availability. */
const CONTENT_TAGS: readonly string[] = ["eras", "extensions", "worlds"];

const MODIFIER_KEYS: Record<string, { keys: readonly string[]; prefix: string }> = {
  attribute: { keys: ATTRIBUTES, prefix: "PHASESIX.Attribute" },
  skill: { keys: SKILLS, prefix: "PHASESIX.Skill" },
  aspect: { keys: ASPECTS, prefix: "PHASESIX.Aspect" },
};

/** A modifier row: kind, key (a choice of that kind's keys, or a free name for knowledge), value, and its error. */
function modifierRow(listPath: string, index: number, raw: unknown, idPrefix: string) {
  const entry = record(raw);
  const kind = text(entry.kind);
  const key = text(entry.key);
  const value = int(entry.value);
  const keyed = MODIFIER_KEYS[kind];
  const path = `${listPath}.${index}`;
  return {
    index,
    id: `${idPrefix}-${path.replace(/\./g, "-")}`,
    kind: { name: `${path}.kind`, options: ["attribute", "skill", "aspect", "knowledge"].map((k) => ({ value: k, label: `PHASESIX.Item.ModifierKind.${k}`, selected: k === kind })) },
    key: keyed
      ? { name: `${path}.key`, free: false, value: key, options: keyed.keys.map((k) => ({ value: k, label: `${keyed.prefix}.${k}`, selected: k === key })) }
      : { name: `${path}.key`, free: true, value: key, options: [] as OptionView[] },
    value: { name: `${path}.value`, value },
    error: modifierError({ kind, key, value }),
  };
}

/** A one-line summary of a list entry's non-zero changes ("Damage Potential +1, Range (m) +10"). */
function changesSummary(node: FieldNode & { kind: "list" }, raw: unknown, localize: Localize): string {
  const entry = record(raw);
  const parts: string[] = [];
  const visit = (nodes: readonly FieldNode[], source: Record<string, unknown>) => {
    for (const child of nodes) {
      if (child.kind === "group") visit(child.fields, record(source[child.name]));
      else if (child.kind === "number" && int(source[child.name]) !== 0) parts.push(`${localize(fieldLabel(child.labelPath))} ${signed(int(source[child.name]))}`);
      else if (child.kind === "text" && child.name !== "name" && text(source[child.name]).trim()) parts.push(text(source[child.name]).trim());
      else if (child.kind === "select" && child.name !== "category" && text(source[child.name])) {
        const prefix = choiceLabelPrefix("", child.name);
        parts.push(`${localize(fieldLabel(child.labelPath))}: ${prefix ? localize(`${prefix}.${text(source[child.name])}`) : text(source[child.name])}`);
      }
    }
  };
  visit(node.fields, entry);
  return parts.join(", ");
}

/** Builds the item sheet context. */
export function buildItemContext(input: ItemSheetInput, localize: Localize) {
  const idPrefix = `phasesix-item-${input.id || "new"}`;
  const leaf = (node: FieldNode) => fieldView(node, valueAt(input.system, node.path.replace(/^system\./, "")), input.type, idPrefix);
  const details: FieldView[] = [];
  const folded: FieldView[] = [];
  const flags: FieldView[] = [];
  const groups: Array<{ name: string; label: string; fields: FieldView[]; applies: boolean }> = [];
  type TagGroup = { name: string; label: string; options: Array<{ value: string; label: string; checked: boolean; id: string }> };
  /** Availability tags (eras, extensions, worlds) and other multiple choices (a weapon's modes). */
  const tags: TagGroup[] = [];
  const choices: TagGroup[] = [];
  const modifiers: Array<{ name: string; label: string; rows: Array<ReturnType<typeof modifierRow>> }> = [];
  const lists: Array<{ name: string; label: string; empty: string; rows: Array<{ index: number; name: string; summary: string }> }> = [];
  const html: Array<{ name: string; label: string; source: string; enriched: string }> = [];
  /** The stored kind is not one the world book lists (a Tirakan appendix rifle): said beside the choice. */
  let categoryNote = "";

  for (const node of input.tree) {
    const value = valueAt(input.system, node.name);
    switch (node.kind) {
      case "group": {
        const fields = node.fields.flatMap((child) => {
          if (child.kind === "group" || child.kind === "list" || child.kind === "html" || child.kind === "tags") return [];
          const view = fieldView(child, record(value)[child.name], input.type, idPrefix);
          return view ? [view] : [];
        });
        groups.push({ name: node.path, label: fieldLabel(node.labelPath), fields, applies: groupApplies(input.type, node.name, value) && lineageStartApplies(input.type, node.name, input.startsFromLineage) });
        break;
      }
      case "tags": {
        const selected = list(value).map(text);
        const prefix = choiceLabelPrefix(input.type, node.name);
        (CONTENT_TAGS.includes(node.name) ? tags : choices).push({
          name: node.path,
          label: fieldLabel(node.labelPath),
          options: node.choices.map((choice) => ({
            value: choice,
            label: prefix ? `${prefix}.${choice}` : choice,
            checked: selected.includes(choice),
            id: `${idPrefix}-${node.name}-${choice}`,
          })),
        });
        break;
      }
      case "list":
        if (node.name === "modifiers") {
          modifiers.push({ name: node.path, label: fieldLabel(node.labelPath), rows: list(value).map((raw, index) => modifierRow(node.path, index, raw, idPrefix)) });
        } else {
          lists.push({
            name: node.path,
            label: fieldLabel(node.labelPath),
            // Fitted modifications and applied spell templates come by drag and drop; other lists (a
            // template's skill minimums, lineage abilities) are imported data.
            empty: DROP_LISTS.includes(node.name) ? "PHASESIX.Sheet.DropToAdd" : "PHASESIX.Item.None",
            rows: list(value).map((raw, index) => ({ index, name: text(record(raw).name), summary: changesSummary(node, raw, localize) })),
          });
        }
        break;
      case "html": {
        const source = text(value);
        html.push({ name: node.path, label: fieldLabel(node.labelPath), source, enriched: input.enriched[node.path] ?? source });
        break;
      }
      case "checkbox": {
        const view = leaf(node);
        if (view) flags.push(view);
        break;
      }
      default: {
        if (node.name === "container" && input.type === "gear") {
          // An item id: a choice among the owner's containers, hidden on an item without owner.
          if (!input.containers) break;
          const current = text(value);
          details.push({
            name: node.path,
            id: `${idPrefix}-container`,
            label: fieldLabel(node.labelPath),
            kind: "select",
            value: current,
            min: null,
            max: null,
            checked: false,
            options: [
              { value: "", label: "PHASESIX.Item.None", selected: current === "" },
              ...input.containers.filter((c) => c.id !== input.id).map((c) => ({ value: c.id, label: c.name, selected: c.id === current })),
            ],
          });
          break;
        }
        const view = leaf(node);
        if (view && node.name === "category" && node.kind === "select" && input.offeredCategories) {
          const offered = input.offeredCategories;
          const current = text(value);
          view.options = view.options.filter((o) => kindChoices(node.choices, offered, current).includes(o.value));
          if (outsideWorldBook(offered, current)) categoryNote = "PHASESIX.Item.CategoryOutsideWorldBook";
        }
        // a field that does not apply (a melee weapon's ammunition, a non-shield's cover) folds away
        if (view) (fieldApplies(input.type, node.name, input.system) && lineageStartApplies(input.type, node.name, input.startsFromLineage) ? details : folded).push(view);
      }
    }
  }

  const errors = modifiers.flatMap((m) => m.rows.filter((row) => row.error !== null).map((row) => ({ index: row.index + 1, message: row.error ?? "" })));
  const applicable = groups.filter((g) => g.fields.length > 0 && g.applies);
  const readView = !(input.editable && (input.editMode ?? true));
  const statFields = [...details, ...applicable.flatMap((g) => g.fields)].flatMap((field) => {
    const stat = statView(field, localize, input.units);
    return stat ? [{ field, stat }] : [];
  });
  const stats: StatView[] = statFields.map((s) => s.stat);
  // The chat card: one subtitle line (type, category, rarity) and the other stats as chips.
  const subtitleFields = new Set(["system.category", "system.rarity"]);
  const cardSubtitle = [localize(`TYPES.Item.${input.type}`), ...statFields.filter((s) => subtitleFields.has(s.field.name)).map((s) => s.stat.value)].join(" · ");
  const cardStats = statFields.filter((s) => !subtitleFields.has(s.field.name)).map((s) => s.stat);
  const modifierLines = modifiers.flatMap((m) =>
    m.rows.map((row) => {
      const keyLabel = row.key.free ? row.key.value : localize(row.key.options.find((o) => o.selected)?.label ?? row.key.value);
      return `${keyLabel} ${signed(row.value.value)}`;
    }),
  );
  return {
    id: input.id,
    name: input.name,
    img: input.img,
    type: input.type,
    typeLabel: `TYPES.Item.${input.type}`,
    editable: input.editable,
    partials: partialNames(input.templateRoot),
    details,
    flags,
    groups: applicable,
    /** Groups that do not apply to this item: hidden in the read view, folded away in the edit view. */
    extraGroups: [
      ...(folded.length > 0 ? [{ name: "system", label: `TYPES.Item.${input.type}`, fields: folded, applies: false }] : []),
      ...groups.filter((g) => g.fields.length > 0 && !g.applies),
    ],
    readView,
    canEdit: input.editable,
    isGM: input.isGM ?? true,
    stats,
    cardSubtitle,
    cardStats,
    flagsOn: flags.filter((f) => f.checked).map((f) => localize(f.label)),
    modifierLines,
    texts: html.filter((h) => h.source.trim() !== ""),
    choices,
    tags,
    modifiers,
    lists,
    html,
    errors,
    categoryNote,
  };
}

export type ItemSheetContext = ReturnType<typeof buildItemContext>;

/** The form paths of the fields a sheet edits as comma-separated text ("requires"). */
export function stringListPaths(tree: readonly FieldNode[]): string[] {
  return tree.filter((node) => node.kind === "strings").map((node) => node.path);
}

/**
 * Turns submitted form data into update data: comma-separated lists become arrays of trimmed names,
 * and a modifier whose kind changed gets a key of its new kind (the first one; a knowledge keeps its
 * name or gets "–"), so changing the kind never makes the whole update invalid.
 */
export function normalizeItemFormData(data: Record<string, unknown>, listPaths: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = { ...data };
  const system = { ...record(result.system) };
  for (const path of listPaths) {
    const key = path.replace(/^system\./, "");
    if (typeof system[key] === "string") system[key] = (system[key] as string).split(",").map((s) => s.trim()).filter(Boolean);
  }
  if (system.modifiers !== undefined) {
    const rows = Array.isArray(system.modifiers) ? system.modifiers : Object.values(record(system.modifiers));
    system.modifiers = rows.map((raw) => {
      const entry = { ...record(raw) };
      const kind = text(entry.kind);
      const keyed = MODIFIER_KEYS[kind];
      if (keyed && !keyed.keys.includes(text(entry.key))) entry.key = keyed.keys[0];
      if (kind === "knowledge" && text(entry.key).trim() === "") entry.key = "–";
      entry.value = int(entry.value);
      return entry;
    });
  }
  if (result.system !== undefined) result.system = system;
  return result;
}

/**
 * Turns the kg entered in the weight fields (`paths`, as {@link kgFieldPaths} gives them) into the
 * stored whole grams. An entry that is no weight (empty, negative, too large) is left out of the
 * update, so the stored weight stays, and its path is returned in `rejected` for a message.
 */
export function kgFormDataToGrams(data: Record<string, unknown>, paths: readonly string[], maxGrams: number): { data: Record<string, unknown>; rejected: string[] } {
  const keys = new Map(paths.map((path) => [path.replace(/^system\./, ""), path]));
  const rejected: string[] = [];
  const system = Object.fromEntries(
    Object.entries(record(data.system)).flatMap(([key, value]) => {
      const path = keys.get(key);
      if (path === undefined) return [[key, value]];
      const grams = gramsFromKgInput(value, maxGrams);
      if (grams !== null) return [[key, grams]];
      rejected.push(path);
      return [];
    }),
  );
  return { data: data.system === undefined ? { ...data } : { ...data, system }, rejected };
}
