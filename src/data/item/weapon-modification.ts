/**
 * A weapon modification (Waffenmodifikation): category and the signed changes it makes to a weapon
 * (rulebook-de.md → Waffenmodifikationen). Dropped on a weapon, its changes are copied into the
 * weapon's `modifications` list.
 */
import { WEAPON_MODIFICATION_CATEGORIES } from "../../rules/items/vocabulary.ts";
import type { WeaponStats } from "../../rules/items/weapon.ts";
import { choice, contentTags, html, int, MAX_AMOUNT } from "./fields.ts";
import { weaponChangeFields, weaponStatsOf } from "./weapon-stats.ts";

function weaponModificationSchema() {
  return {
    description: html(),
    category: choice(WEAPON_MODIFICATION_CATEGORIES, "gadget", "PHASESIX.Item.WeaponModificationCategory"),
    price: int(0, 0, MAX_AMOUNT),
    ...weaponChangeFields(),
    rules: html(),
    ...contentTags(),
  };
}
export type WeaponModificationSchema = ReturnType<typeof weaponModificationSchema>;

/** System data of the `weaponModification` item type. */
export class WeaponModificationData extends foundry.abstract.TypeDataModel<WeaponModificationSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): WeaponModificationSchema {
    return weaponModificationSchema();
  }

  /** The signed changes as `WeaponStats` deltas. */
  get changes(): WeaponStats {
    return weaponStatsOf(this);
  }

  /** The entry to push onto a weapon's `system.modifications` when this modification is fitted. */
  fittingFor(name: string) {
    return { name, category: this.category, ...this.changes };
  }
}
