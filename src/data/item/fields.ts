/**
 * Field builders shared by the item data models, so every item stores the same things the same way:
 * integers with bounds and never null, keys from the catalog as `choices`, HTML text, content tags.
 */
import { ERAS, EXTENSIONS, PROTECTION_TYPES, WORLDS } from "../../rules/catalog/index.ts";
import type { ExtensionKey, ProtectionType } from "../../rules/catalog/index.ts";
import { MODIFIER_KINDS, WEAPON_CONDITIONS } from "../../rules/items/vocabulary.ts";
import type { WeaponCondition } from "../../rules/items/vocabulary.ts";
import { modifierError } from "../../rules/items/modifier.ts";

const { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** Largest price, weight (g) or quantity an item may hold. */
export const MAX_AMOUNT = 100_000_000;

/** A required integer with an initial value and bounds. */
export function int(initial: number, min: number, max: number) {
  return new NumberField({ required: true, nullable: false, integer: true, initial, min, max });
}

/**
 * Choices as Foundry takes them: each key with its i18n label key (`<prefix>.<key>`), so
 * `{{formInput field localize=true}}` shows localized options.
 */
export function labelled<const K extends string>(keys: readonly K[], prefix: string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, `${prefix}.${key}`])) as Record<K, string>;
}

/** A required choice among `keys` (a string key of the catalog or item vocabulary), labelled `<prefix>.<key>`. */
export function choice<const K extends string>(keys: readonly K[], initial: K, prefix: string) {
  return new StringField({ required: true, nullable: false, blank: false, choices: labelled(keys, prefix), initial });
}

/** An optional choice: one of `keys` or "" for "none / unchanged". */
export function optionalChoice<const K extends string>(keys: readonly K[], prefix: string) {
  return new StringField({ required: true, nullable: false, blank: true, choices: labelled(keys, prefix), initial: "" });
}

/** A list of keys, each one of `keys`. */
export function keyList<const K extends string>(keys: readonly K[], prefix: string, initial: K[] = []) {
  return new ArrayField(choice(keys, keys[0], prefix), { required: true, nullable: false, initial: () => [...initial] });
}

/** A free text line (names, references). */
export function text(initial = "") {
  return new StringField({ required: true, nullable: false, blank: true, initial });
}

/** Rich text (rules, descriptions); listed in system.json's htmlFields. */
export function html() {
  return new HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

/** A yes/no flag. */
export function flag(initial = false) {
  return new BooleanField({ required: true, nullable: false, initial });
}

/**
 * The eras, extensions and worlds content belongs to (the appendix's icons). Empty lists mean
 * "not restricted"; see `isAvailable` in src/rules/items/availability.ts.
 */
export function contentTags(extensions: ExtensionKey[] = []) {
  return {
    eras: keyList(ERAS, "PHASESIX.Era"),
    /** Initial: the extension the item type belongs to (spells → magic, quirks → horror). */
    extensions: keyList(EXTENSIONS, "PHASESIX.Extension", extensions),
    worlds: keyList(WORLDS, "PHASESIX.World"),
  };
}

/** Price (main currency unit), weight (whole grams) and concealment (higher = easier to find). */
export function physicalFields(concealment = 0) {
  return {
    price: int(0, 0, MAX_AMOUNT),
    weight: int(0, 0, MAX_AMOUNT),
    concealment: int(concealment, 0, 30),
  };
}

/**
 * A list of `{ kind, key, value }` modifiers (templates, quirks). Each entry is checked by
 * `modifierError`: the key must belong to its kind (a knowledge is named freely).
 */
export function modifierList() {
  return new ArrayField(
    new SchemaField(
      {
        kind: choice(MODIFIER_KINDS, "attribute", "PHASESIX.Item.ModifierKind"),
        key: new StringField({ required: true, nullable: false, blank: false, initial: "education" }),
        value: int(1, -50, 50),
      },
      {
        validate: (entry: { kind: string; key: string; value: number }) => {
          const error = modifierError(entry);
          if (error) throw new Error(`is not a valid modifier: ${entry.kind} "${entry.key}" ${entry.value}`);
        },
      },
    ),
    { required: true, nullable: false, initial: () => [] },
  );
}

/** Units per protection type (armour: 0…20 each; `signed` for changes). */
export function protectionFields() {
  return new SchemaField(
    Object.fromEntries(PROTECTION_TYPES.map((type) => [type, int(0, 0, 20)])) as Record<ProtectionType, ReturnType<typeof int>>,
  );
}

/** The value X of each condition a weapon inflicts (Blutend X…); signed for modification changes. */
export function weaponConditionFields(signed = false) {
  return new SchemaField(
    Object.fromEntries(WEAPON_CONDITIONS.map((key) => [key, int(0, signed ? -20 : 0, 20)])) as Record<
      WeaponCondition,
      ReturnType<typeof int>
    >,
  );
}
