/**
 * Reads an item data model's schema into the {@link FieldNode} tree the item sheets are built from,
 * so every field of every item type appears on its sheet with its bounds and choices, without a
 * second list of fields to keep in step with the data models.
 */
import type { FieldNode } from "./context/item-fields.ts";
import { record } from "./context/coerce.ts";

const fields = () => foundry.data.fields;

/** A field option: Foundry 13 keeps them on the field and in `field.options`. */
function option(field: object, key: string): unknown {
  const own = record(field)[key];
  return own !== undefined ? own : record(record(field).options)[key];
}

function numberOr(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function stringChoices(field: object): string[] {
  const choices = option(field, "choices");
  if (Array.isArray(choices)) return choices.map(String);
  if (choices && typeof choices === "object") return Object.keys(choices);
  return [];
}

/** One field as a node (null for fields the sheet does not show). */
function nodeOf(field: object, name: string, path: string, labelPath: string): FieldNode | null {
  const f = fields();
  const base = { name, path, labelPath };
  if (field instanceof f.SchemaField) {
    return { ...base, kind: "group", fields: schemaTree(field.fields, path, labelPath) };
  }
  if (field instanceof f.ArrayField) {
    const element: unknown = field.element;
    if (element instanceof f.SchemaField) return { ...base, kind: "list", fields: schemaTree(element.fields, "", `${labelPath}.element`) };
    if (element instanceof f.StringField) {
      const choices = stringChoices(element);
      return choices.length ? { ...base, kind: "tags", choices } : { ...base, kind: "strings" };
    }
    return null;
  }
  if (field instanceof f.NumberField) {
    const choices = option(field, "choices");
    return {
      ...base,
      kind: "number",
      min: numberOr(option(field, "min")),
      max: numberOr(option(field, "max")),
      choices: Array.isArray(choices) ? choices.filter((c): c is number => typeof c === "number") : null,
    };
  }
  if (field instanceof f.BooleanField) return { ...base, kind: "checkbox" };
  if (field instanceof f.HTMLField) return { ...base, kind: "html" };
  if (field instanceof f.StringField) {
    const choices = stringChoices(field);
    if (choices.length) return { ...base, kind: "select", choices, blank: option(field, "blank") === true };
    return { ...base, kind: "text" };
  }
  return null;
}

/** The tree of a schema's fields; `prefix` is the form path ("system"), `labelPrefix` the label path. */
export function schemaTree(schemaFields: Record<string, unknown>, prefix = "system", labelPrefix = ""): FieldNode[] {
  const nodes: FieldNode[] = [];
  for (const [name, field] of Object.entries(schemaFields)) {
    if (typeof field !== "object" || field === null) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const labelPath = labelPrefix ? `${labelPrefix}.${name}` : name;
    const node = nodeOf(field, name, path, labelPath);
    if (node) nodes.push(node);
  }
  return nodes;
}
