/**
 * The shape of an item's data model as item sheets need it: a tree of field descriptions
 * ({@link FieldNode}), built from the schema by `schemaTree` (item-schema.ts) in Foundry and in tests.
 * Pure types and label rules only.
 */

/** One choice of a select field as the sheet shows it. */
export interface OptionView {
  value: string;
  label: string;
  selected: boolean;
}

/** One field of an item sheet's edit form: its input and current value. */
export interface FieldView {
  name: string;
  id: string;
  label: string;
  kind: "number" | "select" | "text" | "checkbox" | "strings";
  value: string | number;
  min: number | null;
  max: number | null;
  options: OptionView[];
  checked: boolean;
  /** A number input's step (default 1); "0.001" for a weight edited in kg. */
  step?: string;
  /** A weight edited in kg: the stored value in grams (the read view and the card show it as kg). */
  grams?: number;
}

interface NodeBase {
  /** Form name, e.g. "system.protection.normal"; for list elements relative to the element ("kind"). */
  path: string;
  /** Label key path below the FIELDS prefix, e.g. "protection.normal", "modifiers.element.kind". */
  labelPath: string;
  /** The field's own name ("normal"). */
  name: string;
}

export type FieldNode =
  | (NodeBase & { kind: "number"; min: number | null; max: number | null; choices: number[] | null })
  | (NodeBase & { kind: "select"; choices: string[]; blank: boolean })
  | (NodeBase & { kind: "text" | "checkbox" | "html" | "strings" })
  | (NodeBase & { kind: "tags"; choices: string[] })
  | (NodeBase & { kind: "group"; fields: FieldNode[] })
  | (NodeBase & { kind: "list"; fields: FieldNode[] });

/** The prefix of item field labels (the item data models' LOCALIZATION_PREFIXES + "FIELDS"). */
export const FIELD_LABEL_PREFIX = "PHASESIX.Item.FIELDS";

/** The i18n key of a field's label, Foundry's convention: `<prefix>.<path>.label`. */
export function fieldLabel(labelPath: string): string {
  return `${FIELD_LABEL_PREFIX}.${labelPath}.label`;
}

/** The i18n key prefix of a choice field's option labels, by item type and field name; null for numbers shown as they are. */
export function choiceLabelPrefix(itemType: string, name: string): string | null {
  switch (name) {
    case "category":
      return (
        {
          weapon: "PHASESIX.Item.WeaponCategory",
          armor: "PHASESIX.Item.ArmorCategory",
          gear: "PHASESIX.Item.GearCategory",
          template: "PHASESIX.TemplateCategory",
          spellTemplate: "PHASESIX.Item.SpellTemplateCategory",
          quirk: "PHASESIX.Item.QuirkCategory",
          weaponModification: "PHASESIX.Item.WeaponModificationCategory",
          bodyModification: "PHASESIX.BodyMod.Type",
          recipe: "PHASESIX.Recipe.Category",
        }[itemType] ?? "PHASESIX.Item.WeaponModificationCategory"
      );
    case "skill":
      return "PHASESIX.Skill";
    case "school":
      return "PHASESIX.SpellSchool";
    case "tradition":
    case "traditions":
      return "PHASESIX.Item.SpellTradition";
    case "variant":
      return "PHASESIX.Item.SpellVariant";
    case "shape":
      return "PHASESIX.Item.SpellShape";
    case "unit":
      return "PHASESIX.Item.DurationUnit";
    case "rarity":
      return "PHASESIX.Item.Rarity";
    case "modes":
      return "PHASESIX.Item.AttackMode";
    case "eras":
      return "PHASESIX.Era";
    case "extensions":
      return "PHASESIX.Extension";
    case "worlds":
      return "PHASESIX.World";
    case "kind":
      return "PHASESIX.Item.ModifierKind";
    case "activation":
      return "PHASESIX.BodyMod.Activation";
    case "location":
      return "PHASESIX.BodyMod.Location";
    case "difficulty":
      return "PHASESIX.Recipe.Difficulty";
    default:
      return null;
  }
}
