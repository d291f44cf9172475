/**
 * The appendix's English and German labels mapped onto our catalog keys
 * (src/rules/catalog/index.ts, src/rules/items/vocabulary.ts). Labels are compared after
 * `labelKey` (lower case, single spaces), so "Hand to Hand Combat" and "hand to hand combat" match.
 */
import type { AspectKey, AttributeKey, EraKey, ExtensionKey, SkillKey, WorldKey } from "../../src/rules/catalog/index.ts";
import type { SpellTradition } from "../../src/rules/items/vocabulary.ts";

export type Language = "en" | "de";

/** The comparable form of a label. */
export function labelKey(label: string): string {
  return label.toLowerCase().replace(/ß/g, "ss").replace(/\s+/g, " ").trim();
}

/** Attribute labels, [English, German]. */
export const ATTRIBUTE_LABELS: Record<AttributeKey, [string, string]> = {
  education: ["Education", "Bildung"],
  logic: ["Logic", "Logik"],
  conscientiousness: ["Conscientiousness", "Gewissenhaftigkeit"],
  willpower: ["Willpower", "Willenskraft"],
  apprehension: ["Apprehension", "Auffassungsgabe"],
  charm: ["Charm", "Charme"],
  deftness: ["Deftness", "Geschick"],
  strength: ["Strength", "Kraft"],
  attractiveness: ["Attractiveness", "Attraktivität"],
  endurance: ["Endurance", "Ausdauer"],
  resistance: ["Resistance", "Resistenz"],
  quickness: ["Quickness", "Schnelligkeit"],
};

/** Skill labels, [English, German]. */
export const SKILL_LABELS: Record<SkillKey, [string, string]> = {
  intimidation: ["Intimidation", "Einschüchtern"],
  empathy: ["Empathy", "Empathie"],
  stealth: ["Stealth", "Heimlichkeit"],
  orientation: ["Orientation", "Orientierung"],
  politics: ["Politics", "Politik"],
  religion: ["Religion", "Religion"],
  courage: ["Courage", "Tapferkeit"],
  deception: ["Deception", "Täuschen und Betrügen"],
  persuasion: ["Persuasion", "Überzeugen"],
  investigation: ["Investigation", "Untersuchen"],
  perception: ["Perception", "Wahrnehmung"],
  acrobatics: ["Acrobatics", "Akrobatik"],
  performance: ["Performance", "Darbietung"],
  firstAid: ["First Aid", "Erste Hilfe"],
  driving: ["Driving", "Fahren"],
  history: ["History", "Historie"],
  communication: ["Communication", "Kommunikation"],
  mechanics: ["Mechanics", "Mechanik"],
  handToHand: ["Hand to Hand Combat", "Nahkampf"],
  nature: ["Nature", "Naturkunde"],
  shooting: ["Shooting", "Schießen"],
  throwing: ["Throwing", "Werfen"],
  magicKnowledge: ["Magic Knowledge", "Magiekunde"],
  spellCasting: ["Spell Casting", "Zaubern"],
};

/** Aspect labels as the appendix's templates write them, [English, German]. `careerPoints` never appears. */
export const ASPECT_LABELS: Partial<Record<AspectKey, [string, string]>> = {
  actions: ["actions", "Aktionen"],
  minRoll: ["minimum roll", "Mindestwurf"],
  maxHealth: ["max health", "Maximale Lebenspunkte"],
  evasion: ["evasion", "Ausweichen"],
  protection: ["protection", "Schutz"],
  bonusDice: ["bonus dice", "Bonuswürfel"],
  rerolls: ["rerolls", "Wiederholungswürfe"],
  destinyDice: ["destiny dice", "Schicksalswürfel"],
  maxArcana: ["max arcana", "Max Arkana"],
  spellPoints: ["spell points", "Zauberpunkte"],
  maxStress: ["max stress", "Maximaler Stress"],
};

/** Template rows with the value "True": the template opens a magic tradition (the template's `traditions`). */
export const TRADITION_LABELS: Record<SpellTradition, [string, string]> = {
  wizardry: ["Wizardry", "Zauberei"],
  astralMagic: ["Astral Magic", "Astrale Magie"],
  blackMagic: ["Black Magic", "Schwarze Magie"],
  chimerology: ["Chimerology", "Chimärologie"],
  curses: ["Curses", "Verfluchungen"],
  demonology: ["Demonology", "Dämonologie"],
  elementalMagic: ["Elemental Magic", "Elementarmagie"],
  hermeticism: ["Hermeticism", "Hermetik"],
  lizardFolkMagic: ["Lizard Folk Magic", "Echsenmagie"],
  mysticism: ["Mysticism", "Mystizismus"],
  necrology: ["Necrology", "Nekrologie"],
  necromancy: ["Necromancy", "Geisterbeschwörungen"],
  sanguineMagic: ["Sanguine Magic", "Sanguine Magie"],
  shamanism: ["Shamanism", "Schamanismus"],
  whiteMagic: ["White Magic", "Weiße Magie"],
};

/** Template rows that are no modifier: the rest minimum roll (the template's `restMinRoll`). */
export const UNSUPPORTED_ROW_LABELS: Record<string, [string, string]> = {
  restMinRoll: ["rest minimum roll", "Rast Mindestwurf"],
};

function index<K extends string>(table: Partial<Record<K, [string, string]>>): Map<string, K> {
  const map = new Map<string, K>();
  for (const [key, labels] of Object.entries(table) as Array<[K, [string, string]]>) {
    for (const label of labels) map.set(labelKey(label), key);
  }
  return map;
}

const ATTRIBUTES_BY_LABEL = index(ATTRIBUTE_LABELS);
const SKILLS_BY_LABEL = index(SKILL_LABELS);
const ASPECTS_BY_LABEL = index(ASPECT_LABELS);
const TRADITIONS_BY_LABEL = index(TRADITION_LABELS);
const UNSUPPORTED_BY_LABEL = index(UNSUPPORTED_ROW_LABELS);

/** What a template row's label names. Anything not in the tables is a knowledge. */
export type RowMeaning =
  | { kind: "attribute"; key: AttributeKey }
  | { kind: "skill"; key: SkillKey }
  | { kind: "aspect"; key: AspectKey }
  | { kind: "tradition"; key: SpellTradition }
  | { kind: "unsupported"; key: string }
  | { kind: "knowledge"; key: string };

/** The meaning of a template row label in either language. */
export function rowMeaning(label: string): RowMeaning {
  const key = labelKey(label);
  const attribute = ATTRIBUTES_BY_LABEL.get(key);
  if (attribute) return { kind: "attribute", key: attribute };
  const skill = SKILLS_BY_LABEL.get(key);
  if (skill) return { kind: "skill", key: skill };
  const aspect = ASPECTS_BY_LABEL.get(key);
  if (aspect) return { kind: "aspect", key: aspect };
  const tradition = TRADITIONS_BY_LABEL.get(key);
  if (tradition) return { kind: "tradition", key: tradition };
  const unsupported = UNSUPPORTED_BY_LABEL.get(key);
  if (unsupported) return { kind: "unsupported", key: unsupported };
  return { kind: "knowledge", key: label.trim() };
}

/** A skill by its label or a short form the appendix uses in requirements ("shooting", "Schiessen", "Täuschen"). */
export function skillByLabel(label: string): SkillKey | null {
  const key = labelKey(label);
  const direct = SKILLS_BY_LABEL.get(key);
  if (direct) return direct;
  for (const [skill, labels] of Object.entries(SKILL_LABELS) as Array<[SkillKey, [string, string]]>) {
    if (labels.some((l) => labelKey(l).startsWith(key))) return skill;
  }
  return null;
}

/**
 * The appendix's FontAwesome icons (README of the appendix). `cube` = core, always available (no tag,
 * whatever else the entry shows). `dragon` marks Tirakan content and `fire` NEXUS content (the world
 * comes from the file, so they add no tag). `flask` = the alchemy extension, identified from context:
 * it marks potions, elixirs, herbs and other components, alchemists' tool kits and brewing benches.
 * `dice-six`, `car`, `industry`, `book-open` and `9` are not identified (they appear on a handful of
 * entries that also show an era or belong to one world only) and add no tag; an entry of every world
 * that shows nothing but unidentified icons stops the import (packs.ts `refuseUnplacedIcons`).
 */
export const ICON_ERAS: Readonly<Record<string, EraKey>> = {
  eye: "antiquity",
  "chess-rook": "middleAges",
  umbrella: "victorian",
  flag: "worldWars",
  plane: "coldWar",
  microchip: "modern",
  "space-shuttle": "sciFi",
};
export const ICON_EXTENSIONS: Readonly<Record<string, ExtensionKey>> = {
  magic: "magic",
  spider: "horror",
  ankh: "pantheon",
  flask: "alchemy",
  syringe: "bodyMods",
};
/** Icons known to carry no tag of their own. */
export const ICONS_WITHOUT_TAG = ["cube", "dragon", "fire"] as const;

/**
 * Eras and extensions of an entry's icons, each once, in icon order. An entry that shows the cube
 * (core) is always available, whatever else it shows: it gets no era or extension tag.
 */
export function tagsOfIcons(names: readonly string[]): { eras: EraKey[]; extensions: ExtensionKey[]; unknown: string[] } {
  const core = names.includes("cube");
  const eras: EraKey[] = [];
  const extensions: ExtensionKey[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const era = ICON_ERAS[name];
    const extension = ICON_EXTENSIONS[name];
    if (era) {
      if (!eras.includes(era)) eras.push(era);
    } else if (extension) {
      if (!extensions.includes(extension)) extensions.push(extension);
    } else if (!(ICONS_WITHOUT_TAG as readonly string[]).includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return core ? { eras: [], extensions: [], unknown: [] } : { eras, extensions, unknown };
}

/** The world of an appendix file name: `templates_phasesix_en.tex` → terra, `…_nexus_…` → nexus. */
export function worldOfFile(fileName: string): { kind: string; world: WorldKey; language: Language } {
  const match = /^(.+)_(phasesix|nexus|tirakan)_(en|de)\.tex$/.exec(fileName);
  if (!match) throw new Error(`Not an appendix file name: ${fileName}`);
  const world: WorldKey = match[2] === "phasesix" ? "terra" : (match[2] as WorldKey);
  return { kind: match[1], world, language: match[3] as Language };
}
