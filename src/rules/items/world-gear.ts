/**
 * The weapon types (Waffengattungen) and weapon-modification categories a world book offers (2026
 * rulebook, chapter Ausrüstung → Waffen and → Waffenmodifikationen). The Tirakan book lists only
 * Äxte, Bögen, Hiebwaffen, Klingenwaffen, Schleudern, Stangenwaffen and Wurfwaffen — no firearms —
 * and only the modification categories Klinge, Munition and Griffe (no Lauf, Visiere,
 * Sondervorrichtung). Every other book (and the 2025 edition) lists them all.
 *
 * The ruleset carries the lists (`ruleset.gear`); sheets offer only those. The Tirakan appendix still
 * holds a few items of other kinds (the rifle "O'Grut Donnerbüchse", the mods "Armbrust-Eisen-Visier",
 * "Schnellziehköcher", "Schnellziehschlinge", "Gesegnet"): an item keeps the kind it has — nothing is
 * changed or lost — and the sheet marks the kind as not one of the world book's ({@link outsideWorldBook}).
 */
import {
  WEAPON_CATEGORIES,
  WEAPON_MODIFICATION_CATEGORIES,
  type WeaponCategory,
  type WeaponModificationCategory,
} from "./vocabulary.ts";

/** Ausrüstung → Waffen, Tirakan book: the seven weapon types without firearms. */
export const TIRAKAN_WEAPON_CATEGORIES: readonly WeaponCategory[] = ["axes", "bows", "blunt", "blades", "slings", "polearms", "throwingWeapons"];

/** Ausrüstung → Waffenmodifikationen, Tirakan book: Klinge, Munition, Griffe. */
export const TIRAKAN_WEAPON_MODIFICATION_CATEGORIES: readonly WeaponModificationCategory[] = ["blade", "ammunition", "grips"];

/** What a world book offers of weapons and their modifications. */
export interface WeaponKinds {
  weaponCategories: readonly WeaponCategory[];
  modificationCategories: readonly WeaponModificationCategory[];
}

/** Every weapon type and modification category (2025; 2026 Terra and NEXUS). */
export const ALL_WEAPON_KINDS: WeaponKinds = { weaponCategories: WEAPON_CATEGORIES, modificationCategories: WEAPON_MODIFICATION_CATEGORIES };

/** The 2026 Tirakan book's weapon kinds. */
export const TIRAKAN_WEAPON_KINDS: WeaponKinds = {
  weaponCategories: TIRAKAN_WEAPON_CATEGORIES,
  modificationCategories: TIRAKAN_WEAPON_MODIFICATION_CATEGORIES,
};

/** Whether `key` is a kind outside the world book's `offered` list (an unknown key is outside too). */
export function outsideWorldBook(offered: readonly string[], key: string): boolean {
  return !offered.includes(key);
}

/**
 * The choices a sheet offers for an item's kind: the world book's list, plus the item's own kind when
 * it is outside it (so the form keeps what is stored), in the vocabulary's order.
 */
export function kindChoices(all: readonly string[], offered: readonly string[], current: string): string[] {
  return all.filter((key) => offered.includes(key) || key === current);
}
