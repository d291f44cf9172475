/**
 * Pack data for the renders: a German render shows the German pack (`packs/<kind>-de`), an English one
 * the English twin (`packs/<kind>-en`); twins share their stable key `flags.phasesix.key`.
 */
import fs from "node:fs";
import path from "node:path";
import type { NpcSheetInput } from "../../src/applications/sheets/context/npc.ts";
import type { CharacterSheetInput } from "../../src/applications/sheets/context/character.ts";
import type { ItemSheetInput } from "../../src/applications/sheets/context/item.ts";
import type { SheetItem } from "../../src/applications/sheets/context/items.ts";
import { noConditions } from "../../src/rules/character/index.ts";
import type { NpcDocument } from "../../scripts/npcs/build.ts";
import { ROOT } from "../../scripts/paths.mjs";
import type { Lang } from "./harness.ts";

export interface PackDocument {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  sort?: number;
  flags?: { phasesix?: { key?: string } };
}

const cache = new Map<string, PackDocument[]>();

/** Every document of `packs/<kind>-<lang>`. */
export function packDocuments(kind: string, lang: Lang): PackDocument[] {
  const dir = path.join(ROOT, "packs", `${kind}-${lang}`);
  let docs = cache.get(dir);
  if (!docs) {
    docs = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PackDocument)
      .filter((doc) => doc.type !== undefined);
    cache.set(dir, docs);
  }
  return docs;
}

/** The document with stable key `key` in `packs/<kind>-<lang>`; throws when the pack lacks it. */
export function packDocument<T extends PackDocument = PackDocument>(kind: string, lang: Lang, key: string): T {
  const doc = packDocuments(kind, lang).find((d) => d.flags?.phasesix?.key === key);
  if (!doc) throw new Error(`${key} not in packs/${kind}-${lang}`);
  return doc as T;
}

/** A pack document as the sheets list an embedded item. */
export function sheetItem(doc: PackDocument): SheetItem {
  return { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system, ...(doc.sort === undefined ? {} : { sort: doc.sort }) };
}

/** The NPC of `packs/npcs-<lang>` with key `key`. */
export function packNpc(lang: Lang, key: string): NpcDocument {
  return packDocument("npcs", lang, key) as unknown as NpcDocument;
}

/**
 * The sheet input of a fresh token of a pack NPC (full health, full pools, no conditions), with its own
 * picture and its spells' rules texts; `magic` shows the spells section (the magic extension on).
 */
export function npcSheetInput(doc: NpcDocument, options: { magic?: boolean; editMode?: boolean } = {}): NpcSheetInput {
  const s = doc.system;
  const spellRules: Record<string, string> = {};
  for (const item of doc.items) if (item.type === "spell") spellRules[item._id] = String((item.system as { rules?: unknown }).rules ?? "");
  return {
    name: doc.name,
    img: doc.img,
    view: {
      attributes: s.attributes,
      skills: s.skills,
      knowledge: [],
      minRoll: s.minRoll,
      conditions: noConditions(),
      pools: { ...s.poolMax },
      actions: { max: s.actions },
      evasion: s.evasion,
      health: { value: s.health.max, max: s.health.max, boosts: 0 },
    },
    protection: s.protection,
    attacks: s.attacks,
    poolMax: s.poolMax,
    items: doc.items.map((item) => ({ id: item._id, name: item.name, img: item.img, type: item.type, system: item.system, sort: item.sort })),
    editMode: options.editMode ?? false,
    editable: true,
    magic: options.magic ?? false,
    arcana: (s as { arcana?: unknown }).arcana,
    spellRules,
    notes: { source: s.description, enriched: s.description },
    templateRoot: "templates/",
  };
}

/** Sample entries (sample.fixture.ts) that have a twin in the packs: the render shows the twin's name. */
const SAMPLE_TWINS: Record<string, { pack: string; key: string }> = {
  lHuman: { pack: "lineages", key: "lineage:human" },
  tHuman: { pack: "lineages", key: "template:human" },
  tSpy: { pack: "templates", key: "template:spy" },
  tRanger: { pack: "templates", key: "template:ranger:occupation-7" },
  kAcc: { pack: "knowledge", key: "knowledge:accounting" },
  wFoil: { pack: "weapons", key: "weapon:foil" },
  aCuirass: { pack: "armor", key: "armor:leather-cuirass" },
  gPack: { pack: "gear", key: "gear:backpack" },
  gTorch: { pack: "gear", key: "gear:torch" },
};

/** German names of the sample entries without a twin in the packs (test data of our own). */
const SAMPLE_NAMES_DE: Record<string, string> = {
  wPistol: "Dienstpistole",
  aShield: "Holzschild",
  gRope: "Seil (10 m)",
  gKit: "Verbandskasten",
  sBolt: "Feuerstrahl",
  qTwitch: "Nervöses Zucken",
};

/** The sample's name in the render's language: its pack twin's, else our German name. */
export function sampleName(id: string, english: string, lang: Lang): string {
  const twin = SAMPLE_TWINS[id];
  if (twin) return packDocument(twin.pack, lang, twin.key).name;
  return lang === "de" ? (SAMPLE_NAMES_DE[id] ?? english) : english;
}

/** The sample items with names in the render's language (numbers stay the sample's). */
export function localizedSampleItems(items: readonly SheetItem[], lang: Lang): SheetItem[] {
  return items.map((item) => {
    const localized = { ...item, name: sampleName(item.id, item.name, lang) };
    if (lang === "de" && item.id === "tRanger") localized.system = { ...(item.system as Record<string, unknown>), shadowName: "Schulden", shadow: "<p>Schuldet dem alten Förster einen Gefallen.</p>" };
    return localized;
  });
}

const NPC_DE = {
  name: "Hafenwache",
  attacks: { Truncheon: "Knüppel", "Whistle for help": "Nach Hilfe pfeifen" } as Record<string, string>,
  notes: { "Two more guards arrive in 1d6 rounds.": "Zwei weitere Wachen kommen in 1W6 Runden." } as Record<string, string>,
  description: "<p>Gelangweilt, unterbezahlt und leicht zu bestechen.</p>",
};

/** The sample NPC (sampleNpcInput) in the render's language: its name, attacks, notes and items. */
export function localizedSampleNpc(input: NpcSheetInput, lang: Lang): NpcSheetInput {
  const items = localizedSampleItems(input.items, lang);
  if (lang === "en") return { ...input, items };
  const attacks = Array.isArray(input.attacks)
    ? (input.attacks as Array<{ name: string; notes: string }>).map((a) => ({ ...a, name: NPC_DE.attacks[a.name] ?? a.name, notes: NPC_DE.notes[a.notes] ?? a.notes }))
    : input.attacks;
  const name = input.name === "Harbour Guard" ? NPC_DE.name : input.name;
  return { ...input, name, attacks, items, notes: { source: NPC_DE.description, enriched: NPC_DE.description } };
}

/** The sample character (sampleCharacterInput) in the render's language: lineage, items, notes, spell texts. */
export function localizedSampleCharacter(input: CharacterSheetInput, lang: Lang): CharacterSheetInput {
  const items = localizedSampleItems(input.items, lang);
  const lineage = input.lineage === "Human" ? sampleName("lHuman", "Human", lang) : input.lineage;
  if (lang === "en") return { ...input, items, lineage };
  const notes = "<p>Wuchs nahe der Grenze auf.</p>";
  const spellRules = { ...input.spellRules, sBolt: "<p>Ein Feuerstrahl trifft ein Ziel: Stärke Feuerschaden, Durchschlag gleich Magieniveau.</p>" };
  return { ...input, items, lineage, notes: { source: notes, enriched: notes }, spellRules };
}

/** German names of the item sheet samples (item-samples.fixture.ts): the pack twin's where one exists. */
const ITEM_SAMPLE_DE: Record<string, () => string> = {
  lineage: () => packDocument("lineages", "de", "lineage:human").name,
  template: () => packDocument("templates", "de", "template:spy").name,
  knowledge: () => packDocument("knowledge", "de", "knowledge:accounting").name,
  weapon: () => "Dienstpistole",
  weaponModification: () => "Rotpunktvisier",
  armor: () => packDocument("armor", "de", "armor:leather-cuirass").name,
  gear: () => "Verbandskasten",
  spell: () => "Feuerstrahl",
  spellTemplate: () => "Erweitert",
  quirk: () => "Nervöses Zucken",
};

/** An item sheet sample in the render's language: its name and texts (numbers stay the sample's). */
export function localizedSampleItemInput(input: ItemSheetInput, lang: Lang): ItemSheetInput {
  if (lang === "en") return input;
  const system: Record<string, unknown> = { ...(input.system as Record<string, unknown>) };
  if (input.type === "lineage") system.description = "<p>Die gewöhnliche Abstammung.</p>";
  if (input.type === "template") Object.assign(system, { shadowName: "Führungsoffizier", shadow: "<p>Jemand erteilt noch immer Befehle.</p>" });
  if (input.type === "weapon" && Array.isArray(system.modifications)) system.modifications = (system.modifications as Array<Record<string, unknown>>).map((m) => ({ ...m, name: m.name === "Suppressor" ? "Schalldämpfer" : m.name }));
  if (input.type === "spell" && Array.isArray(system.templates)) system.templates = (system.templates as Array<Record<string, unknown>>).map((t) => ({ ...t, name: t.name === "Widened" ? "Erweitert" : t.name }));
  return { ...input, name: ITEM_SAMPLE_DE[input.type]?.() ?? input.name, system };
}
