/**
 * Which packs the importer writes and from which appendix chapters. Pack names end in the language;
 * system.json lists each of them (German packs in "Phase Six (Deutsch)", English ones in
 * "Phase Six (English)").
 */
import { foeDocuments } from "./foe-packs.ts";
import type { WorldKey } from "../../src/rules/catalog/index.ts";
import { mergeWorlds, pairLanguages } from "./bilingual.ts";
import type { Keyed, Merged } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import { isItem, keyOf } from "./documents.ts";
import { entryKeys } from "./keys.ts";
import type { EntryKind } from "./keys.ts";
import { resetNameUse, unusedNameOverrides } from "./names.ts";
import { readFlavourOnly } from "./flavour-only.ts";
import { paragraphs, readTexts, textOf, unusedTextKeys, useTexts } from "./texts.ts";
import type { TextTable } from "./texts.ts";
import type { PackDocument } from "./documents.ts";
import type { Language } from "./labels.ts";
import { parseArmors, parseGears, parseWeapons } from "./equipment.ts";
import { armorDocuments, gearDocuments, weaponDocuments } from "./equipment-packs.ts";
import { parseQuirks, parseSpells, parseSpellTemplates, parseWeaponModifications } from "./magic.ts";
import type { ParsedQuirk, ParsedSpell } from "./magic.ts";
import { quirkDocuments, spellDocuments, spellTemplateDocuments, weaponModificationDocuments } from "./magic-packs.ts";
import { knowledgeDocuments, lineageDocuments, templateDocuments } from "./template-packs.ts";
import { parseTemplates } from "./templates.ts";
import { bodyModificationDocuments, bodyModificationFacts, parseBodyModifications } from "./body-modifications.ts";
import { parseRecipes, recipeDocuments, recipeFacts } from "./recipes.ts";
import type { ParsedTemplate } from "./templates.ts";

export const LANGUAGES: readonly Language[] = ["de", "en"];

/** A chapter of every world: the world and its English and German LaTeX. */
export type ChapterReader = (kind: string) => ReadonlyArray<{ world: WorldKey; en: string; de: string }>;

/** What must agree between an English template and its German twin. */
function templateFacts(t: ParsedTemplate): unknown {
  return [t.category, t.cost, t.modifiers.map((m) => (m.kind === "knowledge" ? ["knowledge", m.value] : [m.kind, m.key, m.value])), t.traditions, t.eras, t.extensions, t.shadowNames.length];
}

/** Templates of all worlds, paired by language and merged across worlds. */
export function mergedTemplates(read: ChapterReader): Merged<ParsedTemplate>[] {
  const perWorld = read("templates").map(({ world, en, de }) => ({
    world,
    pairs: pairLanguages(parseTemplates(en, "en"), parseTemplates(de, "de"), templateFacts, `templates (${world})`),
  }));
  return mergeWorlds(perWorld, (pair) => JSON.stringify([pair.en.name, pair.de.name, templateFacts(pair.en), pair.en.modifiers, pair.de.modifiers, pair.en.shadowNames]));
}

/** Everything of an entry except its name: what must agree between the languages. */
function withoutName<T extends { name: string }>(entry: T): unknown {
  const { name: _name, ...facts } = entry;
  return facts;
}

/** A chapter of plain entries (weapons, armour, gear) of all worlds, paired and merged. */
export function mergedChapter<T extends { name: string }>(read: ChapterReader, kind: string, parse: (tex: string) => T[]): Merged<T>[] {
  const perWorld = read(kind).map(({ world, en, de }) => ({ world, pairs: pairLanguages(parse(en), parse(de), withoutName, `${kind} (${world})`) }));
  return mergeWorlds(perWorld, (pair) => JSON.stringify([pair.en, pair.de.name]));
}

/** Spells: the durations may differ between the books (each language keeps its own); all else must agree. */
function spellFacts(spell: ParsedSpell): unknown {
  const { name: _name, duration: _duration, ...facts } = spell;
  return facts;
}

/** Quirks: knowledge names differ by language; kinds, values and categories must agree. */
function quirkFacts(quirk: ParsedQuirk): unknown {
  return [quirk.category, quirk.modifiers.map((m) => (m.kind === "knowledge" ? ["knowledge", m.value] : [m.kind, m.key, m.value])), quirk.unsupported.map((u) => u.value)];
}

/**
 * An entry that shows only icons we cannot read (no cube, no era or extension) and belongs to every
 * world would be offered as always available by mistake: the import stops instead. (Entries of one
 * world's chapter only are restricted to that world, whatever their icons.)
 */
export function refuseUnplacedIcons(entry: Merged<{ name: string }>): void {
  const en = entry.en as { name: string; unknownIcons?: readonly string[]; eras?: readonly string[]; extensions?: readonly string[] };
  if (!en.unknownIcons?.length || (en.eras?.length ?? 0) > 0 || (en.extensions?.length ?? 0) > 0) return;
  if (worldTags(entry.worlds).length > 0) return;
  throw new Error(`"${en.name}" shows only unidentified icons (${en.unknownIcons.join(", ")}) and would be available everywhere; identify the icon in labels.ts first`);
}

/**
 * Keys for merged entries of one kind (keys.ts): from the raw English name; namesakes are told apart
 * by their category, then by `more` (e.g. the cost), then by their worlds.
 */
export function keyed<T extends { name: string }>(kind: EntryKind, entries: readonly Merged<T>[], category: (entry: T) => string, more: (entry: T) => string[] = () => []): Keyed<T>[] {
  for (const entry of entries) refuseUnplacedIcons(entry);
  const keys = entryKeys(kind, entries.map((e) => e.en.name), (i) => [category(entries[i].en), ...more(entries[i].en), entries[i].worlds.join("-")]);
  return entries.map((entry, i) => ({ ...entry, key: keys[i] }));
}

/** The field of an item type that holds our rules text. */
export const TEXT_FIELD: Readonly<Record<string, "rules" | "description">> = {
  weapon: "rules",
  armor: "rules",
  gear: "rules",
  weaponModification: "rules",
  spell: "rules",
  spellTemplate: "rules",
  quirk: "rules",
  bodyModification: "rules",
  recipe: "rules",
  template: "description",
  lineage: "description",
  knowledge: "description",
};

/** Puts the text files' texts (texts.ts) into the documents' rules fields, replacing a built-in text. */
function applyTexts(documents: PackDocument[], language: Language): void {
  for (const document of documents) {
    if (!isItem(document)) continue;
    const text = textOf(keyOf(document), language);
    if (text === null) continue;
    const field = TEXT_FIELD[document.type];
    if (!field) throw new Error(`No rules field for ${document.type} (${document.name})`);
    document.system[field] = paragraphs(text);
  }
}

/** Each flavour-only key (flavour-only.ts) names a gear item that has no rules text in either language. */
function checkFlavourOnly(packs: Record<string, PackDocument[]>, flavourOnly: ReadonlySet<string>): void {
  for (const language of LANGUAGES) {
    const gear = new Map((packs[`gear-${language}`] ?? []).filter(isItem).map((d) => [keyOf(d), d]));
    for (const key of flavourOnly) {
      const document = gear.get(key);
      if (!document) throw new Error(`flavour-only.json: "${key}" matches no gear item`);
      if (String(document.system.rules ?? "").trim() !== "") throw new Error(`flavour-only.json: "${key}" (${document.name}) has a rules text`);
    }
  }
}

/** Every pack the importer owns, by pack name, with its documents; `texts`: our rules texts (texts/*.json). */
export function buildPacks(read: ChapterReader, texts: TextTable = readTexts(), flavourOnly: ReadonlySet<string> = readFlavourOnly()): Record<string, PackDocument[]> {
  useTexts(texts);
  resetNameUse();
  const templates = keyed("template", mergedTemplates(read), (t) => t.category, (t) => [String(t.cost)]);
  const weapons = keyed("weapon", mergedChapter(read, "weapons", parseWeapons), (e) => e.category);
  const armor = keyed("armor", mergedChapter(read, "riot_gear", parseArmors), (e) => e.category);
  const gear = keyed("gear", mergedChapter(read, "items", parseGears), (e) => e.category);
  const modifications = keyed("weaponModification", mergedChapter(read, "weapon_modifications", parseWeaponModifications), (e) => e.category);
  const spellTemplates = keyed("spellTemplate", mergedChapter(read, "spell_templates", parseSpellTemplates), (e) => e.category);
  const spells = keyed("spell", mergeWorlds(
    read("spells").map(({ world, en, de }) => ({ world, pairs: pairLanguages(parseSpells(en), parseSpells(de), spellFacts, `spells (${world})`) })),
    (pair) => JSON.stringify([pair.en, pair.de]),
  ), (e) => e.tradition);
  const quirks = keyed("quirk", mergeWorlds(
    read("quirks").map(({ world, en, de }) => ({ world, pairs: pairLanguages(parseQuirks(en, "en"), parseQuirks(de, "de"), quirkFacts, `quirks (${world})`) })),
    (pair) => JSON.stringify([pair.en, pair.de]),
  ), (e) => e.category);
  const bodyModifications = keyed("bodyModification", mergeWorlds(
    read("body_modifications").map(({ world, en, de }) => ({ world, pairs: pairLanguages(parseBodyModifications(en), parseBodyModifications(de), bodyModificationFacts, `body modifications (${world})`) })),
    (pair) => JSON.stringify([pair.en, pair.de.name]),
  ), (e) => e.category, (e) => [String(e.biolast), String(e.price)]);
  const recipes = keyed("recipe", mergeWorlds(
    read("recipes").map(({ world, en, de }) => ({ world, pairs: pairLanguages(parseRecipes(en), parseRecipes(de), recipeFacts, `recipes (${world})`) })),
    (pair) => JSON.stringify([pair.en, pair.de]),
  ), (e) => e.category);
  const gearKeys = new Map(gear.map((g) => [g.en.name, g.key]));
  const gearKey = (englishName: string) => gearKeys.get(englishName) ?? "";
  const packs: Record<string, PackDocument[]> = {};
  for (const language of LANGUAGES) {
    packs[`lineages-${language}`] = lineageDocuments(templates, language);
    packs[`templates-${language}`] = templateDocuments(templates, language);
    packs[`knowledge-${language}`] = knowledgeDocuments(templates, language);
    packs[`weapons-${language}`] = weaponDocuments(weapons, language);
    packs[`armor-${language}`] = armorDocuments(armor, language);
    packs[`gear-${language}`] = gearDocuments(gear, language);
    packs[`weapon-modifications-${language}`] = weaponModificationDocuments(modifications, language);
    packs[`spells-${language}`] = spellDocuments(spells, language);
    packs[`spell-templates-${language}`] = spellTemplateDocuments(spellTemplates, language);
    packs[`quirks-${language}`] = quirkDocuments(quirks, language);
    packs[`body-modifications-${language}`] = bodyModificationDocuments(bodyModifications, language);
    packs[`recipes-${language}`] = recipeDocuments(recipes, language, gearKey);
    for (const [name, documents] of Object.entries(packs)) if (name.endsWith(`-${language}`)) applyTexts(documents, language);
  }
  Object.assign(packs, foeDocuments(read));
  checkFlavourOnly(packs, flavourOnly);
  const unusedTexts = unusedTextKeys();
  if (unusedTexts.length > 0) throw new Error(`Texts for keys that match no entry: ${unusedTexts.join(", ")}`);
  const unusedNames = unusedNameOverrides();
  if (unusedNames.length > 0) throw new Error(`Name overrides for keys that match no entry: ${unusedNames.join(", ")}`);
  return packs;
}
