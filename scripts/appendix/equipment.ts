/**
 * Weapons, armour ("riot gear") and gear of the appendix: per entry the name, the category (the
 * section), the numbers of its value table and the era/extension icons. Descriptions are flavour
 * or rules prose and are not imported.
 */
import type { EraKey, ExtensionKey, ProtectionType } from "../../src/rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../src/rules/catalog/index.ts";
import { ATTACK_MODES } from "../../src/rules/items/vocabulary.ts";
import { gramsFromKg } from "../../src/rules/items/gear.ts";
import { PROTECTION_LETTER_TYPES } from "../../src/rules/items/armor.ts";
import type { ArmorCategory, AttackMode, GearCategory, Rarity, WeaponCategory, WeaponCondition } from "../../src/rules/items/vocabulary.ts";
import { labelKey, tagsOfIcons } from "./labels.ts";
import { clean, entries, icons, integer, onlyLabels, requireRows, sections, smallLines, tableRows } from "./latex.ts";

type Labels<K extends string> = Record<K, readonly string[]>;

/** The key whose labels (any language) contain `label`, or null. */
export function keyOf<K extends string>(table: Labels<K>, label: string): K | null {
  const wanted = labelKey(label);
  for (const [key, labels] of Object.entries(table) as Array<[K, readonly string[]]>) {
    if (labels.some((l) => labelKey(l) === wanted)) return key;
  }
  return null;
}

function required<K extends string>(table: Labels<K>, label: string, what: string): K {
  const key = keyOf(table, label);
  if (!key) throw new Error(`Unknown ${what} "${label}"`);
  return key;
}

interface Common {
  name: string;
  price: number;
  weight: number;
  eras: EraKey[];
  extensions: ExtensionKey[];
  unknownIcons: string[];
}

function common(heading: string, body: string, rows: ReadonlyArray<{ label: string; value: string }>): Common {
  const tags = tagsOfIcons(icons(body));
  const row = (label: string) => rows.find((r) => r.label === label)?.value;
  const weight = row("weight_label");
  return {
    name: clean(heading),
    price: integer(row("price_label") ?? "0") ?? 0,
    weight: weight ? gramsFromKg(weight) : 0,
    eras: tags.eras,
    extensions: tags.extensions,
    unknownIcons: tags.unknown,
  };
}

// ---------------------------------------------------------------- weapons

export const WEAPON_CATEGORY_TITLES: Labels<WeaponCategory> = {
  axes: ["Axes", "Äxte"],
  bows: ["Bows", "Bögen"],
  rifles: ["Rifles", "Gewehre"],
  blunt: ["Blunt Weapons", "Hiebwaffen"],
  blades: ["Blades", "Klingenwaffen"],
  machineGuns: ["Machine Guns", "Maschinengewehre"],
  submachineGuns: ["Submachine Guns", "Maschinenpistolen"],
  pistols: ["Pistols", "Pistolen"],
  slings: ["Slings", "Schleudern"],
  shotguns: ["Shotguns", "Schrotflinten"],
  heavyWeapons: ["Heavy Weapons", "Schwere Waffen"],
  polearms: ["Polearms", "Stangenwaffen"],
  assaultRifles: ["Assault rifles", "Sturmgewehre"],
  throwingWeapons: ["Throwing Weapons", "Wurfwaffen"],
};

export const ATTACK_MODE_LABELS: Labels<AttackMode> = {
  melee: ["Hand to Hand", "Nahkampf"],
  single: ["Single shot", "Einzelschuss"],
  burst: ["Burst mode", "Feuerstoß"],
  flechette: ["Flechette Burst", "Flechette Salve"],
  thrown: ["Throwing", "Werfen"],
};

/** Weapon values of the appendix's tables and the data model field each fills. */
export const WEAPON_VALUE_LABELS = {
  damagePotential: ["Damage Potential", "Schadenspotential"],
  concealment: ["Concealment", "Verborgenheit"],
  range: ["Range", "Reichweite"],
  piercing: ["Piercing", "Durchschlag"],
  capacity: ["Capacity", "Kapaziät", "Kapazität"],
  preparation: ["Preparation", "Vorbereitung"],
  reloadActions: ["Reload actions", "Nachladeaktionen"],
  recoilCompensation: ["Recoil Compensation", "Rückstosskontrolle"],
  poisonNotch: ["Poison Notch", "Giftkanal"],
  armorBreaker: ["Armor Breaker", "Panzerbrechend"],
  accuracy: ["Accuracy", "Genauigkeit"],
  bleeding: ["Bleeding", "Blutend"],
  burning: ["Burning", "Brennend"],
  poisoned: ["Poisoned", "Vergiftet"],
  shocked: ["Shocked", "Geschockt"],
  critThreshold: ["Critical Hits", "Kritische Treffer"],
  splashDamage: ["Splash Damage", "Flächenschaden"],
  cone: ["Cone", "Kegel"],
} as const;
export type WeaponValue = keyof typeof WEAPON_VALUE_LABELS;

const MELEE_CATEGORIES: readonly WeaponCategory[] = ["axes", "blades", "blunt", "polearms"];
const CONDITION_VALUES: readonly WeaponCondition[] = ["bleeding", "burning", "poisoned", "shocked"];

export interface ParsedWeapon extends Common {
  category: WeaponCategory;
  skill: "handToHand" | "shooting" | "throwing";
  modes: AttackMode[];
  throwable: boolean;
  /** The table's values by field (conditions by their condition key; `cone` in degrees). */
  values: Partial<Record<WeaponValue, number>>;
}

/**
 * Skill and modes of a weapon from its mode lines and category: firearms, bows and slings shoot;
 * throwing weapons are thrown; an axe or blade whose only mode is a "single shot" is a throwing axe
 * or knife (Francisca, Tomahawk) and is thrown with Throwing; melee weapons use Hand to Hand.
 * Modes come in the vocabulary's order (melee, single, burst, flechette, thrown), each once.
 */
export function weaponSkill(category: WeaponCategory, listed: readonly AttackMode[]): { skill: ParsedWeapon["skill"]; modes: AttackMode[]; throwable: boolean } {
  const modes = ATTACK_MODES.filter((mode) => listed.includes(mode));
  if (MELEE_CATEGORIES.includes(category) && !modes.includes("melee") && modes.includes("single")) {
    return { skill: "throwing", modes: ["thrown"], throwable: true };
  }
  if (modes.some((m) => m === "single" || m === "burst" || m === "flechette")) return { skill: "shooting", modes, throwable: false };
  if (modes.includes("thrown") && !modes.includes("melee")) return { skill: "throwing", modes, throwable: true };
  return { skill: "handToHand", modes: modes.length > 0 ? modes : ["melee"], throwable: modes.includes("thrown") };
}

export function parseWeapon(heading: string, body: string, category: WeaponCategory): ParsedWeapon {
  const rows = requireRows(tableRows(body), `Weapon "${clean(heading)}"`);
  const values: Partial<Record<WeaponValue, number>> = {};
  for (const row of rows) {
    if (row.label === "weight_label" || row.label === "price_label") continue;
    const key = required(WEAPON_VALUE_LABELS, row.label, "weapon value");
    const value = integer(row.value);
    if (value === null) throw new Error(`Weapon "${clean(heading)}": no number in "${row.label}"`);
    values[key] = value;
  }
  const listed = smallLines(body).flatMap((line) => line.split(",").map((m) => required(ATTACK_MODE_LABELS, m, "attack mode")));
  return { ...common(heading, body, rows), category, ...weaponSkill(category, listed), values };
}

export function parseWeapons(tex: string): ParsedWeapon[] {
  return sections(tex).flatMap((section) => {
    const category = required(WEAPON_CATEGORY_TITLES, section.title, "weapon category");
    return entries(section.body).map((entry) => parseWeapon(entry.heading, entry.body, category));
  });
}

export function isWeaponCondition(key: WeaponValue): key is WeaponCondition {
  return (CONDITION_VALUES as readonly string[]).includes(key);
}

// ---------------------------------------------------------------- armour

export const ARMOR_CATEGORY_TITLES: Labels<ArmorCategory> = {
  clothing: ["Clothing", "Kleidung"],
  light: ["Light armour", "Leichte Rüstung"],
  medium: ["Medium armour", "Mittlere Rüstung"],
  heavy: ["Heavy armour", "Schwere Rüstung"],
  shield: ["Shield", "Schild"],
  headAndThroat: ["Head and Throat", "Kopf und Hals"],
  armsAndLegs: ["Arms and Legs", "Arme und Beine"],
};

/** Protection letters of both languages (the footnote of the appendix's armour tables): the core's table, so sheet and importer read the same letters. */
export { PROTECTION_LETTER_TYPES };

export interface ParsedArmor extends Common {
  category: ArmorCategory;
  encumbrance: number;
  protection: Record<ProtectionType, number>;
}

/** Units per type of a protection cell "N N N C" (letters of either language). */
export function protectionOf(cell: string): { protection: Record<ProtectionType, number> } {
  const protection = Object.fromEntries(PROTECTION_TYPES.map((t) => [t, 0])) as Record<ProtectionType, number>;
  const letters = cell.replace(/\\footnote\{[^}]*\}/g, "").match(/\b[A-Z]\b/g) ?? [];
  for (const letter of letters) {
    const type = Object.hasOwn(PROTECTION_LETTER_TYPES, letter) ? PROTECTION_LETTER_TYPES[letter] : undefined;
    if (!type) throw new Error(`Unknown protection letter "${letter}" in "${cell}"`);
    protection[type]++;
  }
  return { protection };
}

export function parseArmor(heading: string, body: string, category: ArmorCategory): ParsedArmor {
  const rows = requireRows(tableRows(body), `Armour "${clean(heading)}"`);
  onlyLabels(rows, ["weight_label", "price_label", "encumbrance_label", "protection_label"], `Armour "${clean(heading)}"`);
  const cell = rows.find((r) => r.label === "protection_label")?.value ?? "";
  return {
    ...common(heading, body, rows),
    category,
    encumbrance: integer(rows.find((r) => r.label === "encumbrance_label")?.value ?? "0") ?? 0,
    ...protectionOf(cell),
  };
}

export function parseArmors(tex: string): ParsedArmor[] {
  return sections(tex).flatMap((section) => {
    const category = required(ARMOR_CATEGORY_TITLES, section.title, "armour category");
    return entries(section.body).map((entry) => parseArmor(entry.heading, entry.body, category));
  });
}

// ---------------------------------------------------------------- gear

export const GEAR_CATEGORY_TITLES: Labels<Exclude<GearCategory, "other">> = {
  firstAid: ["First Aid", "Erste Hilfe"],
  vehicles: ["Vehicles", "Fahrzeuge"],
  containers: ["Containers", "Gefäße"],
  communication: ["Communication", "Kommunikation"],
  oddities: ["Oddities", "Kuriositäten"],
  lights: ["Lights", "Lichter"],
  musicalInstruments: ["Musical Instruments", "Musikinstrumente"],
  provisions: ["Food / Provisions", "Nahrung / Proviant"],
  animalSupplies: ["Animal supplies", "Tierbedarf"],
  trekkingGear: ["Trekking gear", "Trekking Ausrüstung"],
  potionsAndPoisons: ["Potions and Poisons", "Tränke und Gifte"],
  throwables: ["Throwables", "Werfbares"],
  tools: ["Tools", "Werkzeuge"],
  components: ["Components", "Zutaten"],
  surveillance: ["Surveillance", "Überwachung"],
};

export const RARITY_LABELS: Labels<Rarity> = {
  common: ["Common", "Gewöhnlich"],
  uncommon: ["Uncommon", "Außergewöhnlich"],
  rare: ["Rare", "Selten"],
  legendary: ["Legendary", "Legendär"],
  unique: ["Unique", "Einmalig"],
};

export interface ParsedGear extends Common {
  category: GearCategory;
  rarity: Rarity;
  concealment: number;
  charges: number;
}

export function parseGear(heading: string, body: string, category: GearCategory): ParsedGear {
  const rows = requireRows(tableRows(body), `Gear "${clean(heading)}"`);
  onlyLabels(rows, ["weight_label", "price_label", "rarity_label", "concealment_label", "charges_label"], `Gear "${clean(heading)}"`);
  const row = (label: string) => rows.find((r) => r.label === label)?.value;
  return {
    ...common(heading, body, rows),
    category,
    rarity: required(RARITY_LABELS, clean(row("rarity_label") ?? "Common"), "rarity"),
    concealment: integer(row("concealment_label") ?? "0") ?? 0,
    charges: integer(row("charges_label") ?? "0") ?? 0,
  };
}

export function parseGears(tex: string): ParsedGear[] {
  return sections(tex).flatMap((section) => {
    const category = required(GEAR_CATEGORY_TITLES, section.title, "gear category");
    return entries(section.body).map((entry) => parseGear(entry.heading, entry.body, category));
  });
}
