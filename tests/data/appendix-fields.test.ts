/**
 * The item schemas can hold every field the rulebook appendix lists: for one appendix file of each
 * kind (the Terra files, English), every table label, mode, section, icon and value found maps to a
 * field of the matching data model and validates there without being clamped. A field-list check,
 * not an importer. Reads the appendix folder named by PHASESIX_APPENDIX; skipped without it.
 */
import "../foundry/data-fields.ts";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";
import { parseProtectionCode } from "../../src/rules/items/armor.ts";
import { appendixFromEnv } from "../../scripts/appendix/import.ts";

type Source = Record<string, unknown>;
type Model = new (data: Source) => { toObject(): Source };

const APPENDIX = `${appendixFromEnv() ?? "/nonexistent"}/`;
const present = existsSync(`${APPENDIX}weapons_phasesix_en.tex`);
if (!present) console.warn("tests/data/appendix-fields: PHASESIX_APPENDIX is not set to the rulebook appendix folder; skipped.");

function read(kind: string): string {
  return readFileSync(`${APPENDIX}${kind}_phasesix_en.tex`, "utf8").replace(/\\begin\{(pexample|pquote)\}[\s\S]*?\\end\{\1\}/g, "");
}

/** Table labels: `\textbf{Label} & …` and `\textbf{\trans{x_label}:}`. */
function labels(tex: string): Set<string> {
  const found = new Set<string>();
  for (const match of tex.matchAll(/\\textbf\{\\trans\{(\w+)\}:?\}/g)) found.add(match[1]);
  for (const match of tex.matchAll(/\\textbf\{([^{}\\]+)\}\s*&/g)) found.add(match[1].trim());
  return found;
}

/** `label & value` pairs of a kind of label, all occurrences. */
function values(tex: string, label: string): string[] {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`\\\\textbf\\{(?:\\\\trans\\{)?${escaped}\\}?:?\\}\\s*&?\\s*([^\\\\\\n]*)`, "g");
  return [...tex.matchAll(pattern)].map((match) => match[1].trim());
}

function sectionsOf(tex: string): string[] {
  return [...new Set([...tex.matchAll(/\\section\{([^{}]+)\}/g)].map((match) => match[1].trim()))];
}

function iconsOf(tex: string): string[] {
  return [...new Set([...tex.matchAll(/\\faIcon\{([^{}]+)\}/g)].map((match) => match[1].trim()))];
}

/** Builds the model and returns the cleaned source, or throws the validation error. */
function holds(type: keyof typeof itemDataModels, system: Source): Source {
  const ModelClass = itemDataModels[type] as unknown as Model;
  return new ModelClass(system).toObject();
}

/** Asserts that `system` is stored exactly (validates, nothing clamped). */
function expectHeld(type: keyof typeof itemDataModels, system: Source): void {
  expect(holds(type, system)).toMatchObject(system);
}

function int(text: string): number {
  const match = /[-+]?\d+/.exec(text);
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0]);
}

const ICONS: Record<string, { eras?: string[]; extensions?: string[] }> = {
  eye: { eras: ["antiquity"] },
  "chess-rook": { eras: ["middleAges"] },
  umbrella: { eras: ["victorian"] },
  flag: { eras: ["worldWars"] },
  plane: { eras: ["coldWar"] },
  microchip: { eras: ["modern"] },
  "space-shuttle": { eras: ["sciFi"] },
  magic: { extensions: ["magic"] },
  spider: { extensions: ["horror"] },
  ankh: { extensions: ["pantheon"] },
  syringe: { extensions: ["bodyMods"] },
  cube: {},
};
/** Icons the appendix README lists as not yet identified: no catalog key to store them under. */
const UNIDENTIFIED_ICONS = ["dragon", "flask", "fire", "industry", "dice-six", "car", "book-open", "9"];

describe.skipIf(!present)("the appendix fits the item schemas", () => {
  it("eras and extensions: every identified icon maps to catalog keys the models accept", () => {
    const all = ["weapons", "weapon_modifications", "riot_gear", "items", "spells", "spell_templates", "templates"].flatMap((kind) =>
      iconsOf(read(kind)),
    );
    const unknown = [...new Set(all)].filter((icon) => !(icon in ICONS) && !UNIDENTIFIED_ICONS.includes(icon));
    expect(unknown).toEqual([]);
    for (const tags of Object.values(ICONS)) expectHeld("gear", { eras: tags.eras ?? [], extensions: tags.extensions ?? [] });
  });

  it("weapons: every label, mode and section", () => {
    const tex = read("weapons");
    const fieldOf: Record<string, string> = {
      weight_label: "weight",
      price_label: "price",
      "Damage Potential": "damagePotential",
      Concealment: "concealment",
      Range: "range",
      Piercing: "piercing",
      Capacity: "capacity",
      Preparation: "preparation",
      "Reload actions": "reloadActions",
      "Recoil Compensation": "recoilCompensation",
      "Poison Notch": "poisonNotch",
      "Armor Breaker": "armorBreaker",
      Cone: "cone",
      Accuracy: "accuracy",
      Bleeding: "conditions.bleeding",
      Burning: "conditions.burning",
    };
    expect([...labels(tex)].filter((label) => !(label in fieldOf))).toEqual([]);
    for (const [label, path] of Object.entries(fieldOf)) {
      for (const raw of values(tex, label)) {
        const value = label === "weight_label" ? Math.round(Number.parseFloat(raw) * 1000) : int(raw);
        const [head, tail] = path.split(".");
        expectHeld("weapon", tail ? { [head]: { [tail]: value } } : { [head]: value });
      }
    }
    const modeOf: Record<string, string> = {
      "Hand to Hand": "melee",
      "Single shot": "single",
      "Burst mode": "burst",
      "Flechette Burst": "flechette",
      Throwing: "thrown",
    };
    const modes = new Set([...tex.matchAll(/\{\\small ([^{}]*)\}/g)].map((match) => match[1].trim()));
    expect([...modes].filter((mode) => !(mode in modeOf))).toEqual([]);
    expectHeld("weapon", { modes: Object.values(modeOf) });
    const categoryOf: Record<string, string> = {
      Blades: "blades",
      "Blunt Weapons": "blunt",
      Axes: "axes",
      Polearms: "polearms",
      "Throwing Weapons": "throwingWeapons",
      Bows: "bows",
      Slings: "slings",
      Pistols: "pistols",
      Rifles: "rifles",
      Shotguns: "shotguns",
      "Submachine Guns": "submachineGuns",
      "Assault rifles": "assaultRifles",
      "Machine Guns": "machineGuns",
      "Heavy Weapons": "heavyWeapons",
    };
    for (const section of sectionsOf(tex)) expectHeld("weapon", { category: categoryOf[section] ?? `unmapped: ${section}` });
  });

  it("weapon modifications: every label and section", () => {
    const tex = read("weapon_modifications");
    const fieldOf: Record<string, string> = {
      price_label: "price",
      "Damage Potential": "damagePotential",
      Concealment: "concealment",
      Accuracy: "accuracy",
      Piercing: "piercing",
      Bleeding: "conditions.bleeding",
      Shocked: "conditions.shocked",
      "Reload actions": "reloadActions",
      Range: "range",
      "Poison Notch": "poisonNotch",
      Capacity: "capacity",
      "Splash Damage": "splashDamage",
      Preparation: "preparation",
      "Recoil Compensation": "recoilCompensation",
      "Critical Hits": "critThreshold",
    };
    expect([...labels(tex)].filter((label) => !(label in fieldOf))).toEqual([]);
    for (const [label, path] of Object.entries(fieldOf)) {
      for (const raw of values(tex, label)) {
        const [head, tail] = path.split(".");
        expectHeld("weaponModification", tail ? { [head]: { [tail]: int(raw) } } : { [head]: int(raw) });
      }
    }
    const categoryOf: Record<string, string> = {
      Barrel: "barrel",
      Sights: "sights",
      Gadget: "gadget",
      Grips: "grips",
      Blade: "blade",
      Ammunition: "ammunition",
    };
    for (const section of sectionsOf(tex)) expectHeld("weaponModification", { category: categoryOf[section] ?? `unmapped: ${section}` });
  });

  it("armour: every label, protection letter (demonic included) and section", () => {
    // All three worlds: the demonic protection only appears in Tirakan's armour.
    const tex = ["phasesix", "nexus", "tirakan"].map((world) => readFileSync(`${APPENDIX}riot_gear_${world}_en.tex`, "utf8")).join("\n");
    expect([...labels(tex)].sort()).toEqual(["encumbrance_label", "price_label", "protection_label", "weight_label"]);
    const codes = [...tex.matchAll(/protection_label\}:\} &\s*\n([^\\\n]*)/g)].map((match) => match[1].trim());
    expect(codes.length).toBeGreaterThan(50);
    const unknownLetters = new Set<string>();
    for (const code of codes) {
      const { protection, unknown } = parseProtectionCode(code);
      unknown.forEach((letter) => unknownLetters.add(letter));
      expectHeld("armor", { protection });
    }
    // "D" (protection against demonic influence) is the protection type `demonic`; no letter is left over.
    expect([...unknownLetters]).toEqual([]);
    for (const raw of values(tex, "encumbrance_label")) expectHeld("armor", { encumbrance: int(raw) });
    const categoryOf: Record<string, string> = {
      Clothing: "clothing",
      "Light armour": "light",
      "Medium armour": "medium",
      "Heavy armour": "heavy",
      Shield: "shield",
      "Head and Throat": "headAndThroat",
      "Arms and Legs": "armsAndLegs",
    };
    for (const section of sectionsOf(tex)) expectHeld("armor", { category: categoryOf[section] ?? `unmapped: ${section}` });
  });

  it("items: every label, rarity and section", () => {
    const tex = read("items");
    expect([...labels(tex)].sort()).toEqual(["charges_label", "concealment_label", "price_label", "rarity_label", "weight_label"]);
    const rarityOf: Record<string, string> = { Common: "common", Uncommon: "uncommon", Rare: "rare", Legendary: "legendary", Unique: "unique" };
    for (const raw of values(tex, "rarity_label")) expectHeld("gear", { rarity: rarityOf[raw] ?? `unmapped: ${raw}` });
    for (const raw of values(tex, "charges_label")) expectHeld("gear", { charges: { value: int(raw), max: int(raw) } });
    for (const raw of values(tex, "concealment_label")) expectHeld("gear", { concealment: int(raw) });
    for (const raw of values(tex, "price_label")) expectHeld("gear", { price: int(raw) });
    const categoryOf: Record<string, string> = {
      "First Aid": "firstAid",
      Vehicles: "vehicles",
      Containers: "containers",
      Communication: "communication",
      Oddities: "oddities",
      Lights: "lights",
      "Musical Instruments": "musicalInstruments",
      "Food / Provisions": "provisions",
      "Animal supplies": "animalSupplies",
      "Trekking gear": "trekkingGear",
      "Potions and Poisons": "potionsAndPoisons",
      Throwables: "throwables",
      Tools: "tools",
      Components: "components",
      Surveillance: "surveillance",
    };
    for (const section of sectionsOf(tex)) expectHeld("gear", { category: categoryOf[section] ?? `unmapped: ${section}` });
  });

  it("spells: every label, school, variant, duration and tradition", () => {
    const tex = read("spells");
    const tableLabels = [...labels(tex)].filter((label) => label.endsWith("_label"));
    expect(tableLabels.sort()).toEqual([
      "actions_label",
      "arcana_cost_label",
      "concentration_label",
      "duration_label",
      "range_label",
      "spell_points_label",
      "type_label",
      "variant_label",
    ]);
    const schoolOf = (type: string) => ({ Abjuration: "revocation", Conjuration: "summoning" })[type] ?? type.toLowerCase();
    for (const raw of values(tex, "type_label")) expectHeld("spell", { school: schoolOf(raw) });
    for (const raw of values(tex, "variant_label")) expectHeld("spell", { variant: raw.toLowerCase() });
    for (const raw of values(tex, "spell_points_label")) expectHeld("spell", { spellPoints: int(raw) });
    for (const raw of values(tex, "arcana_cost_label")) expectHeld("spell", { arcanaCost: int(raw) });
    for (const raw of values(tex, "range_label")) expectHeld("spell", { range: int(raw) });
    for (const raw of values(tex, "actions_label")) expectHeld("spell", { actions: int(raw) });
    for (const raw of values(tex, "concentration_label")) expectHeld("spell", { concentration: raw === "Ja" });
    for (const raw of values(tex, "duration_label")) {
      const unit = raw.split(/\s+/).pop() ?? "";
      expectHeld("spell", { duration: { formula: raw.slice(0, raw.length - unit.length).trim(), unit } });
    }
    const traditionOf: Record<string, string> = {
      Wizardry: "wizardry",
      "Astral Magic": "astralMagic",
      "Black Magic": "blackMagic",
      Chimerology: "chimerology",
      Curses: "curses",
      Demonology: "demonology",
      "Elemental Magic": "elementalMagic",
      Hermeticism: "hermeticism",
      "Lizard Folk Magick": "lizardFolkMagic",
      Mysticism: "mysticism",
      Necrology: "necrology",
      Necromancy: "necromancy",
      "Sanguine Magic": "sanguineMagic",
      Shamanism: "shamanism",
      "White Magic": "whiteMagic",
    };
    for (const section of sectionsOf(tex)) expectHeld("spell", { tradition: traditionOf[section] ?? `unmapped: ${section}` });
  });

  it("spell templates: every change, variant, shape, school and section", () => {
    const tex = read("spell_templates");
    const fieldOf: Record<string, string> = { Power: "power", Arcana: "arcana", Range: "range", Actions: "actions" };
    for (const match of tex.matchAll(/attribute_label\}:\}\s*(\w+)\s+([-+]?\d+)/g)) {
      expectHeld("spellTemplate", { [fieldOf[match[1]] ?? `unmapped: ${match[1]}`]: Number(match[2]) });
    }
    for (const match of tex.matchAll(/variant_label\}:\}\s*(\w+)/g)) expectHeld("spellTemplate", { variant: match[1].toLowerCase() });
    for (const match of tex.matchAll(/shape_label\}:\}\s*(\w+)/g)) expectHeld("spellTemplate", { shape: match[1].toLowerCase() });
    const schoolOf = (type: string) => ({ Abjuration: "revocation", Conjuration: "summoning" })[type] ?? type.toLowerCase();
    for (const match of tex.matchAll(/type_label\}:\}\s*(\w+)/g)) expectHeld("spellTemplate", { school: schoolOf(match[1]) });
    for (const raw of values(tex, "spell_points_label")) expectHeld("spellTemplate", { spellPoints: int(raw) });
    const categoryOf: Record<string, string> = { Basic: "basic", Affinity: "affinity", Shape: "shape", School: "school" };
    for (const section of sectionsOf(tex)) expectHeld("spellTemplate", { category: categoryOf[section] ?? `unmapped: ${section}` });
  });

  describe("templates and quirks", () => {
    const en = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as {
      PHASESIX: Record<"Attribute" | "Skill" | "Aspect", Record<string, string>>;
    };
    const catalogKey = new Map<string, { kind: string; key: string }>();
    for (const kind of ["Attribute", "Skill", "Aspect"] as const) {
      for (const [key, label] of Object.entries(en.PHASESIX[kind])) catalogKey.set(label.toLowerCase(), { kind: kind.toLowerCase(), key });
    }

    /** A table label as a stored modifier: a catalog key when one has that label, else a knowledge. */
    function modifier(label: string, value: number): Source {
      const found = catalogKey.get(label.toLowerCase());
      return found ? { ...found, value } : { kind: "knowledge", key: label, value };
    }

    it("templates: every modifier, cost and category", () => {
      const tex = read("templates");
      const rows = [...tex.matchAll(/\\textbf\{([^{}\\]+)\}\s*&\s*([-+]?\d+)/g)];
      expect(rows.length).toBeGreaterThan(500);
      expectHeld("template", { modifiers: rows.map((row) => modifier(row[1], Number(row[2]))) });
      const nonKnowledge = [...new Set(rows.map((row) => row[1]))].filter(
        (label) => !catalogKey.has(label.toLowerCase()) && /roll|dice|max |points|actions|evasion|protection|arcana|stress|health/i.test(label),
      );
      // "rest minimum roll" has no aspect in the catalog yet: it can only be stored as a knowledge.
      expect(nonKnowledge).toEqual(["rest minimum roll"]);
      for (const match of tex.matchAll(/\\small\{([-+]?\d+) \\trans\{reputation_label\}\}/g)) expectHeld("template", { cost: Number(match[1]) });
      const categoryOf: Record<string, string> = {
        Lineage: "lineage",
        Occupation: "occupation",
        Education: "education",
        Interests: "interests",
        Character: "character",
        Talent: "talent",
        Environment: "environment",
      };
      for (const section of sectionsOf(tex)) expectHeld("template", { category: categoryOf[section] ?? `unmapped: ${section}` });
    });

    it("quirks: every modifier and category", () => {
      const tex = read("quirks");
      const rows = [...tex.matchAll(/\\textbf\{([^{}\\]+)\}\s*&\s*([-+]?\d+)/g)];
      expect(rows.length).toBeGreaterThan(20);
      expectHeld("quirk", { modifiers: rows.map((row) => modifier(row[1], Number(row[2]))) });
      const categoryOf: Record<string, string> = {
        "Madness and visions": "madnessAndVisions",
        "Mood swings": "moodSwings",
        "Impulsive behavior": "impulsiveBehavior",
        "Personal characteristics": "personalCharacteristics",
        "Physical characteristics": "physicalCharacteristics",
        "Mystical ticks": "mysticalTicks",
        "Sensory alterations": "sensoryAlterations",
        "Fears and aversions": "fearsAndAversions",
      };
      for (const section of sectionsOf(tex)) expectHeld("quirk", { category: categoryOf[section] ?? `unmapped: ${section}` });
    });
  });
});
