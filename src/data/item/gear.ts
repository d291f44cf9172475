/**
 * Gear (Gegenstand): category, quantity, charges, concealment, weight, price, rarity, container,
 * and artifact values of the magic extension (rulebook-de.md → Gegenstände, Ladungen, Magische
 * Artefakte, Das Speichern von Arkana).
 */
import { canUse, totalWeight } from "../../rules/items/gear.ts";
import { GEAR_CATEGORIES, RARITIES } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, flag, html, int, MAX_AMOUNT, physicalFields, text } from "./fields.ts";
import { normalizeCharges, normalizeKey, normalizeWeight } from "../../rules/items/normalize.ts";

const { SchemaField } = foundry.data.fields;

function gearSchema() {
  return {
    description: html(),
    category: choice(GEAR_CATEGORIES, "other", "PHASESIX.Item.GearCategory"),
    quantity: int(1, 0, MAX_AMOUNT),
    /** Uses left and the full number; max 0 = the item has no charges. */
    charges: new SchemaField({ value: int(0, 0, 1000), max: int(0, 0, 1000) }),
    ...physicalFields(),
    rarity: choice(RARITIES, "common", "PHASESIX.Item.Rarity"),
    /** Id of the container item (on the same actor) it is in; "" = not in a container. */
    container: text(),
    /** Other gear can be put into it. */
    isContainer: flag(),
    /** On the character (counts for concealment and weight); off = stored elsewhere. */
    carried: flag(true),
    /** Magic: artifact level (creator's Magic Knowledge), uses, infinite artifact, stored arcana. */
    artifact: new SchemaField({
      level: int(0, 0, 50),
      uses: int(0, 0, 1000),
      infinite: flag(),
      storedArcana: int(0, 0, 1000),
      spell: text(),
    }),
    /** Rules of the item (what it allows, e.g. "enables First Aid"), in our own words. */
    rules: html(),
    ...contentTags(),
  };
}
export type GearSchema = ReturnType<typeof gearSchema>;

/** System data of the `gear` item type. */
export class GearData extends foundry.abstract.TypeDataModel<GearSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): GearSchema {
    return gearSchema();
  }

  /** Charges given as one number, weight in kg. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    normalizeKey(source, "charges", normalizeCharges);
    normalizeKey(source, "weight", normalizeWeight);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(source);
    return source;
  }

  /** Whether it can be used as intended (no charges, or charges left). */
  get usable(): boolean {
    return canUse(this.charges);
  }

  get hasCharges(): boolean {
    return this.charges.max > 0;
  }

  /** Weight of the whole stack in grams. */
  get stackWeight(): number {
    return totalWeight([{ weight: this.weight, quantity: this.quantity }]);
  }

  get isArtifact(): boolean {
    return this.artifact.uses > 0 || this.artifact.infinite || this.artifact.storedArcana > 0;
  }
}
