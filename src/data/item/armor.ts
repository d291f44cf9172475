/**
 * Armour and shields (Rüstung, Schild): category, typed protection units, encumbrance, shield cover,
 * worn flag and condition for the optional armour damage rule (rulebook-de.md → Rüstung, Schutz,
 * Schilder; RULES.md → Attacks and damage).
 */
import type { ProtectionType } from "../../rules/catalog/index.ts";
import { protectionCode, protectionUnits } from "../../rules/items/armor.ts";
import type { ArmorPiece } from "../../rules/items/armor.ts";
import { ARMOR_CATEGORIES } from "../../rules/items/vocabulary.ts";
import { DEFAULT_SHIELD_COVER, shieldCover } from "../../rules/attack/cover.ts";
import { choice, contentTags, flag, html, int, physicalFields, protectionFields } from "./fields.ts";
import { normalizeKey, normalizeProtection, normalizeWeight } from "../../rules/items/normalize.ts";

/** The highest cover value: 6+ (a die always has a chance). */
const MAX_COVER = 6;

function armorSchema() {
  return {
    description: html(),
    category: choice(ARMOR_CATEGORIES, "light", "PHASESIX.Item.ArmorCategory"),
    /** Protection units per type that the piece adds to the protection pool while worn. */
    protection: protectionFields(),
    /** Lowers evasion while worn; heavy armour also raises the casting minimum roll by it. */
    encumbrance: int(0, 0, 20),
    /**
     * A shield's cover value X+ for shield parry and shield block (RULES.md → Defence), editable by the
     * GM; 5+ by default (the rulebook's round shield). 0 = no cover; ignored on pieces that are no shield.
     */
    cover: int(DEFAULT_SHIELD_COVER, 0, MAX_COVER),
    /** Worn (adds to the protection pool and encumbrance); off = carried or stored. */
    worn: flag(true),
    /** Condition in percent (optional armour damage rule): 100 = intact, 0 = broken. */
    condition: int(100, 0, 100),
    ...physicalFields(),
    rules: html(),
    ...contentTags(),
  };
}
export type ArmorSchema = ReturnType<typeof armorSchema>;

/** System data of the `armor` item type. */
export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }

  /** Protection given as a number or as appendix letters ("N N C"), weight in kg. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    normalizeKey(source, "protection", normalizeProtection);
    normalizeKey(source, "weight", normalizeWeight);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(source);
    return source;
  }

  get isShield(): boolean {
    return this.category === "shield";
  }

  /** The cover X+ this shield gives by shield parry or shield block (its own field); null for other pieces or cover 0. */
  get shieldCover(): number | null {
    return this.isShield ? shieldCover(this.cover) : null;
  }

  /** All protection units of the piece. */
  get units(): number {
    return protectionUnits(this.protection);
  }

  /** The appendix notation of its units ("N N N C") for compact display. */
  get protectionCode(): string {
    return protectionCode(this.protection);
  }

  /** The piece as the protection-pool rules take it. */
  get piece(): ArmorPiece {
    const protection = { ...this.protection } as Record<ProtectionType, number>;
    return { protection, encumbrance: this.encumbrance, worn: this.worn, condition: this.condition, category: this.category };
  }
}
