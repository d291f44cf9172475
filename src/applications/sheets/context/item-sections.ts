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

type Applies = (values: Record<string, unknown>) => boolean;

const CONDITIONAL_GROUPS: Record<string, Record<string, Applies>> = {
  gear: {
    artifact: (v) => int(v.level) > 0 || int(v.uses) > 0 || flag(v.infinite) || int(v.storedArcana) > 0 || text(v.spell) !== "",
  },
};

/** Whether the group `name` (a SchemaField of the item's system data) applies to this item. */
export function groupApplies(itemType: string, name: string, values: unknown): boolean {
  const test = CONDITIONAL_GROUPS[itemType]?.[name];
  return test ? test(record(values)) : true;
}

export interface StatView {
  label: string;
  value: string;
}

/**
 * One field as a read-only stat ("Weight (g)" → "500"), or null when it says nothing: a zero, an
 * empty text, a blank choice. Labels and choices are localized here.
 */
export function statView(field: FieldView, localize: Localize): StatView | null {
  switch (field.kind) {
    case "number":
      return int(field.value) === 0 ? null : { label: localize(field.label), value: String(field.value) };
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
