/**
 * Pack documents of weapons, armour and gear: one item per merged entry, in a folder per category
 * (folders in the vocabulary's order), with the fields of src/data/item/{weapon,armor,gear}.ts.
 * Choices where the appendix is silent: weapons come loaded (ammunition = capacity) and carried,
 * encumbrance 0, one wound per hit, range 1 when none is listed, two-handed as `isTwoHanded` reads it; armour is worn at 100 % condition;
 * shields give 5+ cover (the rulebook's round shield; the appendix lists no cover values); gear of
 * the Containers category can hold other gear; charged gear comes full. First aid, potions and
 * throwables get our own short rules (gear-rules.ts).
 */
import { WEAPON_CONDITIONS } from "../../src/rules/items/vocabulary.ts";
import type { ArmorCategory, GearCategory, WeaponCategory } from "../../src/rules/items/vocabulary.ts";
import { ARMOR_CATEGORIES, GEAR_CATEGORIES, WEAPON_CATEGORIES } from "../../src/rules/items/vocabulary.ts";
import type { Keyed, Merged } from "./bilingual.ts";
import type { EntryKind } from "./keys.ts";
import { displayName, folderName } from "./names.ts";
import { worldTags } from "./bilingual.ts";
import { documentId, folderSource, itemSource } from "./documents.ts";
import type { FolderSource, PackDocument } from "./documents.ts";
import { ARMOR_CATEGORY_TITLES, GEAR_CATEGORY_TITLES, WEAPON_CATEGORY_TITLES, isWeaponCondition } from "./equipment.ts";
import type { ParsedArmor, ParsedGear, ParsedWeapon, WeaponValue } from "./equipment.ts";
import { GEAR_RULES } from "./gear-rules.ts";
import { ARMOR_IMAGES, GEAR_IMAGES, WEAPON_IMAGES } from "./images.ts";
import type { Language } from "./labels.ts";

const LANGUAGE_INDEX: Record<Language, 0 | 1> = { en: 0, de: 1 };

/** Reload actions of a weapon with a capacity whose table has no reload row: an absent row means one action. */
export const DEFAULT_RELOAD_ACTIONS = 1;

/** Cover value of every shield of the appendix (rulebook-de.md → Schilder: "Ein Rundschild bietet 5+ Deckung"). */
export const SHIELD_COVER = 5;

function paragraph(text: string): string {
  return `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;
}

/** Folders for the categories that occur, in vocabulary order, named in the pack's language. */
function categoryFolders<K extends string>(
  pack: string,
  kind: EntryKind,
  order: readonly K[],
  titles: Partial<Record<K, readonly string[]>>,
  used: ReadonlySet<string>,
  language: Language,
): Map<K, FolderSource> {
  const folders = new Map<K, FolderSource>();
  order
    .filter((key) => used.has(key))
    .forEach((key, i) => {
      const title = folderName(kind, key, titles[key]?.[LANGUAGE_INDEX[language]] ?? key, language);
      folders.set(key, folderSource(pack, key, title, i * 100));
    });
  return folders;
}

/** Documents of one equipment pack: category folders and the items, ids from pack + key. */
export function equipmentDocuments<T extends { name: string; category: K }, K extends string>(args: {
  pack: string;
  kind: EntryKind;
  language: Language;
  entries: readonly Keyed<T>[];
  order: readonly K[];
  titles: Partial<Record<K, readonly string[]>>;
  type: string;
  img: (entry: T) => string;
  system: (entry: Keyed<T>) => Record<string, unknown>;
}): PackDocument[] {
  const { pack, language, entries } = args;
  const folders = categoryFolders(pack, args.kind, args.order, args.titles, new Set(entries.map((e) => e.en.category)), language);
  const items = entries.map((entry, i) =>
    itemSource({
      id: documentId(pack, entry.key),
      key: entry.key,
      name: displayName(entry.key, entry[language].name, language),
      type: args.type,
      img: args.img(entry.en),
      system: args.system(entry),
      folder: folders.get(entry.en.category)?._id ?? null,
      sort: i * 100,
    }),
  );
  return [...folders.values(), ...items];
}

export function tags(entry: Merged<{ eras: readonly string[]; extensions: readonly string[] }>): Record<string, unknown> {
  return { eras: [...entry.en.eras], extensions: [...entry.en.extensions], worlds: worldTags(entry.worlds) };
}

/** Categories wielded with both hands: polearms (rulebook-de → Beidhändiges Kämpfen), bows and long guns. */
export const TWO_HANDED_CATEGORIES: readonly WeaponCategory[] = ["polearms", "bows", "rifles", "shotguns", "assaultRifles", "machineGuns", "heavyWeapons"];

/** Melee weapons from this weight (grams) on are two-handed ("Schwere Äxte" of the rulebook and their kin). */
export const TWO_HANDED_MELEE_WEIGHT = 4000;

/**
 * Whether a weapon needs both hands (the appendix does not say; our reading): the categories above,
 * melee weapons of 4 kg or more, and the weapons named two-handed.
 */
export function isTwoHanded(weapon: ParsedWeapon): boolean {
  if (TWO_HANDED_CATEGORIES.includes(weapon.category)) return true;
  if (weapon.skill === "handToHand" && weapon.weight >= TWO_HANDED_MELEE_WEIGHT) return true;
  return /two-hand/i.test(weapon.name);
}

/** The `system` of a weapon item. */
export function weaponSystem(entry: Merged<ParsedWeapon>): Record<string, unknown> {
  const weapon = entry.en;
  const v = (key: WeaponValue, fallback = 0) => weapon.values[key] ?? fallback;
  const conditions = Object.fromEntries(WEAPON_CONDITIONS.map((c) => [c, 0]));
  for (const key of Object.keys(weapon.values) as WeaponValue[]) if (isWeaponCondition(key)) conditions[key] = v(key);
  return {
    description: "",
    category: weapon.category,
    skill: weapon.skill,
    modes: [...weapon.modes],
    cone: v("cone"),
    damagePotential: v("damagePotential"),
    piercing: v("piercing"),
    range: v("range", 1),
    capacity: v("capacity"),
    reloadActions: v("reloadActions", v("capacity") > 0 ? DEFAULT_RELOAD_ACTIONS : 0),
    preparation: v("preparation", 1),
    recoilCompensation: v("recoilCompensation"),
    accuracy: v("accuracy"),
    critThreshold: 0,
    splashDamage: 0,
    armorBreaker: v("armorBreaker"),
    concealment: v("concealment"),
    poisonNotch: v("poisonNotch"),
    conditions,
    wounds: 1,
    ammunition: v("capacity"),
    encumbrance: 0,
    twoHanded: isTwoHanded(weapon),
    throwable: weapon.throwable,
    carried: true,
    price: weapon.price,
    weight: weapon.weight,
    modifications: [],
    rules: "",
    ...tags(entry),
  };
}

/** The `system` of an armour item (shields included). */
export function armorSystem(entry: Merged<ParsedArmor>): Record<string, unknown> {
  const armor = entry.en;
  return {
    description: "",
    category: armor.category,
    protection: { ...armor.protection },
    encumbrance: armor.encumbrance,
    cover: armor.category === "shield" ? SHIELD_COVER : 0,
    worn: true,
    condition: 100,
    price: armor.price,
    weight: armor.weight,
    concealment: 0,
    rules: "",
    ...tags(entry),
  };
}

/** The `system` of a gear item. */
export function gearSystem(entry: Merged<ParsedGear>, language: Language): Record<string, unknown> {
  const gear = entry.en;
  const rule = GEAR_RULES[gear.name];
  return {
    description: "",
    category: gear.category,
    quantity: 1,
    charges: { value: gear.charges, max: gear.charges },
    price: gear.price,
    weight: gear.weight,
    concealment: gear.concealment,
    rarity: gear.rarity,
    container: "",
    isContainer: gear.category === "containers",
    carried: true,
    artifact: { level: 0, uses: 0, infinite: false, storedArcana: 0, spell: "" },
    rules: rule ? paragraph(rule[language]) : "",
    ...tags(entry),
  };
}

export function weaponDocuments(entries: readonly Keyed<ParsedWeapon>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedWeapon, WeaponCategory>({
    pack: `weapons-${language}`,
    kind: "weapon",
    language,
    entries,
    order: WEAPON_CATEGORIES,
    titles: WEAPON_CATEGORY_TITLES,
    type: "weapon",
    img: (weapon) => WEAPON_IMAGES[weapon.category],
    system: (entry) => weaponSystem(entry),
  });
}

export function armorDocuments(entries: readonly Keyed<ParsedArmor>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedArmor, ArmorCategory>({
    pack: `armor-${language}`,
    kind: "armor",
    language,
    entries,
    order: ARMOR_CATEGORIES,
    titles: ARMOR_CATEGORY_TITLES,
    type: "armor",
    img: (armor) => ARMOR_IMAGES[armor.category],
    system: (entry) => armorSystem(entry),
  });
}

export function gearDocuments(entries: readonly Keyed<ParsedGear>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedGear, GearCategory>({
    pack: `gear-${language}`,
    kind: "gear",
    language,
    entries,
    order: GEAR_CATEGORIES,
    titles: GEAR_CATEGORY_TITLES,
    type: "gear",
    img: (gear) => GEAR_IMAGES[gear.category],
    system: (entry) => gearSystem(entry, language),
  });
}
