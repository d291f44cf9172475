/**
 * Generates the NPC compendium: `npm run build:npcs` (= `node --import tsx scripts/npcs/build.ts`).
 * Run by hand after the item packs change (after `npm run import:appendix`); its output is committed.
 *
 * For each NPC of scripts/npcs/npcs.ts and each language it
 * - resolves the lineage, templates, weapons, armour and gear by their stable keys in the committed
 *   pack sources of that language (`packs/<pack>-<lang>`), failing loudly on a key it cannot find or
 *   that names a document of another kind;
 * - derives the NPC's values through the builder's NPC quick build (`settle` and `finish` of
 *   src/rules/character/builder.ts on the catalog `buildCatalog` makes of those packs): the lineage
 *   brings its lineage template, every template passes the quick build's checks (not twice,
 *   requirements, skill minimums, availability in each era and world the NPC is tagged with), and the
 *   embedded equipment is worn and carried (its protection, encumbrance and concealment count);
 * - embeds copies of the weapons, armour and gear, and of a caster's spells (each of a tradition
 *   its templates unlock, together within its spell points); creatures get their natural attacks by
 *   the unarmed rules;
 * - writes an `npc` Actor document (`!actors!<id>`, embedded items `!actors.items!<actor>.<item>`),
 *   filed into a folder per world (creatures into their own folder),
 * and declares `npcs-de` / `npcs-en` in system.json, inside the language pack folders.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSIONS } from "../../src/rules/catalog/index.ts";
import type { EraKey, ExtensionKey, WorldKey } from "../../src/rules/catalog/index.ts";
import type { BuilderState, CharacterInput, NpcFields } from "../../src/rules/character/index.ts";
import { builderDerived, checkAvailability, emptyCharacterInput, checkTemplatePick, deriveCharacter, finish, lineageTemplateOf, newDraft, settle } from "../../src/rules/character/index.ts";
import { attackHitDice, unarmedWeapon } from "../../src/rules/attack/hit-dice.ts";
import type { ItemLike } from "../../src/data/actor/item-inputs.ts";
import { availabilityOf, itemInputs, itemKey } from "../../src/data/actor/item-inputs.ts";
import { buildCatalog } from "../../src/applications/builder/catalog.ts";
import type { CatalogEntry, LoadedCatalog } from "../../src/applications/builder/catalog.ts";
import { documentId, slug } from "../appendix/documents.ts";
import { PACK_FOLDERS } from "../appendix/manifest.ts";
import type { Manifest } from "../appendix/manifest.ts";
import type { Bilingual, NpcDefinition } from "./npcs.ts";
import { NPCS } from "./npcs.ts";

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PACKS_ROOT = path.join(ROOT, "packs");

/** The NPC pack of a language. */
export function npcPack(language: Language): string {
  return `npcs-${language}`;
}

/** The item packs an NPC is built from, and the document type each holds. */
const SOURCE_PACKS = { lineages: "lineage", templates: "template", weapons: "weapon", armor: "armor", gear: "gear", spells: "spell" } as const;
type SourcePack = keyof typeof SOURCE_PACKS;
/** Packs whose entries the builder's catalog does not offer (only embedded by key). */
const NOT_IN_CATALOG: readonly SourcePack[] = ["spells"];

/** An item document of a pack source. */
export interface SourceItem {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  effects?: unknown[];
  flags: Record<string, unknown>;
}

/** The item packs of one language: documents by stable key, with the pack each came from. */
export interface SourceIndex {
  language: Language;
  byKey: Map<string, { pack: string; doc: SourceItem }>;
  /** The builder's catalog of those packs (keys are compendium uuids, as in Foundry). */
  catalog: LoadedCatalog;
}

function uuidOf(pack: string, doc: SourceItem): string {
  return `Compendium.phasesix.${pack}.Item.${doc._id}`;
}

/** Reads the committed item packs of a language. Two documents with one key fail. */
export function readSources(language: Language, packsRoot = PACKS_ROOT): SourceIndex {
  const byKey = new Map<string, { pack: string; doc: SourceItem }>();
  const entries: CatalogEntry[] = [];
  for (const base of Object.keys(SOURCE_PACKS) as SourcePack[]) {
    const pack = `${base}-${language}`;
    const dir = path.join(packsRoot, pack);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as SourceItem;
      if (!doc._key.startsWith("!items!")) continue;
      const key = itemKey(doc);
      if (key === "") throw new Error(`${pack}/${file} has no stable key (flags.phasesix.key)`);
      if (byKey.has(key)) throw new Error(`Stable key ${key} is used twice in the ${language} packs`);
      byKey.set(key, { pack, doc });
      if (NOT_IN_CATALOG.includes(base)) continue;
      entries.push({ key: uuidOf(pack, doc), name: doc.name, img: doc.img, type: doc.type, system: doc.system, flags: doc.flags });
    }
  }
  return { language, byKey, catalog: buildCatalog(entries) };
}

/** The document of a stable key, which must be of `type`; fails loudly otherwise. */
export function resolve(sources: SourceIndex, npc: NpcDefinition, key: string, type: string): { pack: string; doc: SourceItem } {
  const found = sources.byKey.get(key);
  if (!found) throw new Error(`NPC ${npc.key}: the ${sources.language} packs have no entry with the key "${key}"`);
  if (found.doc.type !== type) throw new Error(`NPC ${npc.key}: "${key}" is a ${found.doc.type}, not a ${type}`);
  return found;
}

/** An embedded copy of a pack item: the pack's data, worn or carried, with an id of its own. */
export interface EmbeddedItem extends SourceItem {
  folder: null;
  sort: number;
  ownership: { default: number };
  _stats: { compendiumSource: string };
}

/** The embedded items of an NPC (weapons, armour, gear in the order given), with ids derived from `actorId`. */
export function embeddedItems(npc: NpcDefinition, sources: SourceIndex, actorId: string): EmbeddedItem[] {
  const refs: Array<[string, string]> = [
    ...npc.weapons.map((key): [string, string] => [key, "weapon"]),
    ...npc.armor.map((key): [string, string] => [key, "armor"]),
    ...npc.gear.map((key): [string, string] => [key, "gear"]),
    ...(npc.spells ?? []).map((key): [string, string] => [key, "spell"]),
  ];
  return refs.map(([key, type], index) => {
    const { pack, doc } = resolve(sources, npc, key, type);
    if ((doc.effects ?? []).length > 0) throw new Error(`NPC ${npc.key}: "${key}" carries effects, which the NPC generator does not embed yet`);
    const id = documentId(npcPack(sources.language), npc.key, key, String(index));
    const system = structuredClone(doc.system);
    if (type === "armor") system.worn = true;
    else if (type !== "spell") system.carried = true;
    return {
      _id: id,
      _key: `!actors.items!${actorId}.${id}`,
      name: doc.name,
      type: doc.type,
      img: doc.img,
      system,
      effects: [],
      folder: null,
      sort: (index + 1) * 100,
      ownership: { default: 0 },
      flags: structuredClone(doc.flags),
      _stats: { compendiumSource: uuidOf(pack, doc) },
    };
  });
}

/** Every (era, world) the NPC is tagged with: the quick build's checks run in each. */
function contexts(npc: NpcDefinition): Array<{ era: EraKey; world: WorldKey }> {
  return npc.eras.flatMap((era) => npc.worlds.map((world) => ({ era, world })));
}

/** The core input of an NPC: nothing but its embedded equipment, in a world of `era` and `world` with every extension on. */
export function baseInput(items: readonly ItemLike[], era: EraKey | null, world: WorldKey | null): CharacterInput {
  const inputs = itemInputs(items);
  return {
    ...emptyCharacterInput({ era, extensions: [...EXTENSIONS], world }),
    otherModifiers: inputs.otherModifiers,
    armor: inputs.armor,
    weapons: inputs.weapons,
    gear: inputs.gear,
  };
}

/** The builder's NPC quick-build state for an NPC: its equipment as the base, its lineage and templates as the draft. */
export function quickBuildState(npc: NpcDefinition, sources: SourceIndex, items: readonly ItemLike[], era: EraKey | null, world: WorldKey | null): BuilderState {
  const uuid = (key: string, type: string) => {
    const { pack, doc } = resolve(sources, npc, key, type);
    return uuidOf(pack, doc);
  };
  return {
    base: baseInput(items, era, world),
    catalog: sources.catalog.catalog,
    draft: { ...newDraft("npc"), lineage: uuid(npc.lineage, "lineage"), templates: npc.templates.map((key) => uuid(key, "template")) },
  };
}

/**
 * A caster's spells must belong to a tradition one of its templates unlocks (`traditions`) and
 * cost no more spell points together than its build gives; fails loudly otherwise.
 */
export function checkSpells(npc: NpcDefinition, sources: SourceIndex, spellPoints: number): void {
  const spells = npc.spells ?? [];
  if (spells.length === 0) return;
  const traditions = new Set(npc.templates.flatMap((key) => {
    const value = resolve(sources, npc, key, "template").doc.system.traditions;
    return Array.isArray(value) ? value.map(String) : [];
  }));
  let cost = 0;
  for (const key of spells) {
    const system = resolve(sources, npc, key, "spell").doc.system;
    const tradition = String(system.tradition ?? "");
    if (!traditions.has(tradition)) throw new Error(`NPC ${npc.key}: ${key} is ${tradition} magic, which none of its templates unlocks (${[...traditions].join(", ") || "none"})`);
    cost += Number(system.spellPoints ?? 0);
  }
  if (cost > spellPoints) throw new Error(`NPC ${npc.key}: its spells cost ${cost} spell points, its build gives ${spellPoints}`);
}

/** What the quick build derives for an NPC, checked in every era and world it is tagged with. */
export interface DerivedNpc {
  fields: NpcFields;
  concealment: number;
  /** Names of the lineage and of the templates (lineage template first), in the pack's language. */
  lineageName: string;
  templateNames: string[];
  /** Career points the templates cost and the points creation allows (the lineage's). */
  careerPoints: { spent: number; total: number };
}

export function deriveNpc(npc: NpcDefinition, sources: SourceIndex, items: readonly ItemLike[]): DerivedNpc {
  if (npc.eras.length === 0 || npc.worlds.length === 0) throw new Error(`NPC ${npc.key}: needs at least one era and one world`);
  let result: DerivedNpc | null = null;
  for (const { era, world } of contexts(npc)) {
    const state = quickBuildState(npc, sources, items, era, world);
    const settled = settle(state);
    if (settled.lineage !== state.draft.lineage) throw new Error(`NPC ${npc.key}: the lineage ${npc.lineage} is not allowed in ${era}/${world}`);
    let partial: BuilderState = { ...state, draft: { ...state.draft, templates: [] } };
    for (const [index, template] of state.draft.templates.entries()) {
      const check = checkTemplatePick(partial, template);
      if (!check.ok) throw new Error(`NPC ${npc.key}: ${npc.templates[index]} refused in ${era}/${world}: ${check.reason} ${JSON.stringify(check.data)}`);
      partial = { ...partial, draft: { ...partial.draft, templates: [...partial.draft.templates, template] } };
    }
    for (const item of items) {
      const check = checkAvailability(availabilityOf(item), state.base.context);
      if (!check.ok) throw new Error(`NPC ${npc.key}: ${item.name ?? ""} is not available in ${era}/${world} (${check.reason})`);
    }
    const lineageEntry = sources.catalog.catalog.lineages.find((l) => l.key === state.draft.lineage);
    if (!lineageEntry) throw new Error(`NPC ${npc.key}: ${npc.lineage} is not a lineage of the builder's catalog`);
    const lineageTemplate = lineageTemplateOf(sources.catalog.catalog, lineageEntry.lineage);
    if (!lineageTemplate) throw new Error(`NPC ${npc.key}: the lineage template of ${npc.lineage} is not in the packs`);
    const derivedState = builderDerived(state);
    checkSpells(npc, sources, derivedState.spellPoints.total.value);
    const { plan } = finish(state);
    if (!plan.npc) throw new Error(`NPC ${npc.key}: the quick build planned no fields`);
    result ??= {
      fields: plan.npc,
      concealment: deriveCharacter({ ...state.base, lineage: lineageEntry.lineage, templates: [lineageTemplate] }).concealment.value,
      lineageName: lineageEntry.lineage.name,
      templateNames: [lineageTemplate.name, ...npc.templates.map((key) => resolve(sources, npc, key, "template").doc.name)],
      careerPoints: { spent: derivedState.careerPoints.spent.value, total: derivedState.careerPoints.total.value },
    };
  }
  if (!result) throw new Error(`NPC ${npc.key}: nothing derived`);
  return result;
}

/** Texts of the generated documents, by language. */
const TEXT = {
  builtFrom: { en: "Built from", de: "Aufgebaut aus" },
  unarmed: { en: "unarmed rules", de: "Regeln für waffenlose Angriffe" },
  veteran: {
    en: (spent: number, total: number) => `Veteran: built with ${spent} career points, more than the ${total} of a new character.`,
    de: (spent: number, total: number) => `Veteran: mit ${spent} Werdegangspunkten aufgebaut, mehr als die ${total} eines neuen Charakters.`,
  },
  demonic: { en: "demonic", de: "dämonisch" },
  creatures: { en: "Creatures", de: "Kreaturen" },
  world: {
    terra: { en: "Terra", de: "Terra" },
    tirakan: { en: "Realms of Tirakan", de: "Tirakans Reiche" },
    nexus: { en: "NEXUS", de: "NEXUS" },
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The NPC's description: its line, what it is built from and, for creatures, the assumption made. */
export function descriptionHtml(npc: NpcDefinition, derived: DerivedNpc, language: Language): string {
  const parts = [`<p>${escapeHtml(npc.description[language])}</p>`];
  const build = `${derived.lineageName}; ${derived.templateNames.slice(1).join(", ")}`;
  parts.push(`<p><strong>${TEXT.builtFrom[language]}:</strong> ${escapeHtml(build)}.</p>`);
  if (derived.careerPoints.spent > derived.careerPoints.total) parts.push(`<p>${escapeHtml(TEXT.veteran[language](derived.careerPoints.spent, derived.careerPoints.total))}</p>`);
  if (npc.assumption) parts.push(`<p><em>${escapeHtml(npc.assumption[language])}</em></p>`);
  return parts.join("");
}

/** A natural attack by the unarmed rules (RULES.md → Attacks): Hand to Hand, +1 die with Quickness > 2, piercing 1 with Strength > 2. */
export function naturalAttack(name: Bilingual, fields: NpcFields, language: Language, demonic = false) {
  const weapon = unarmedWeapon(fields.attributes.quickness, fields.attributes.strength);
  const { dice } = attackHitDice({ mode: "melee", skill: fields.skills.handToHand, damagePotential: weapon.damagePotential });
  return {
    name: name[language],
    skill: "handToHand",
    dice: Math.max(0, dice),
    wounds: weapon.wounds,
    piercing: weapon.piercing,
    range: `${weapon.range} m`,
    notes: demonic ? `${TEXT.unarmed[language]}, ${TEXT.demonic[language]}` : TEXT.unarmed[language],
    demonic,
  };
}

/**
 * The attack rows of an NPC's embedded weapons (RULES.md → Attacks): one per weapon and attack
 * skill, hit dice = skill + damage potential (the burst bonus is the dialog's), the weapon's wounds,
 * piercing and range.
 */
export function weaponAttacks(items: readonly EmbeddedItem[], fields: NpcFields) {
  return items.flatMap((item) => {
    if (item.type !== "weapon") return [];
    const s = item.system as { skill?: unknown; damagePotential?: unknown; piercing?: unknown; range?: unknown; wounds?: unknown };
    const skill = s.skill === "shooting" || s.skill === "throwing" ? s.skill : "handToHand";
    const dp = Number(s.damagePotential ?? 0);
    const range = Number(s.range ?? 1);
    return [
      {
        name: item.name,
        skill,
        dice: Math.max(0, fields.skills[skill] + (Number.isFinite(dp) ? dp : 0)),
        wounds: Math.max(0, Number(s.wounds ?? 1) || 1),
        piercing: Math.max(0, Number(s.piercing ?? 0) || 0),
        range: `${Number.isFinite(range) && range > 0 ? range : 1} m`,
        notes: "",
        demonic: false,
      },
    ];
  });
}

export interface FolderDocument {
  _id: string;
  _key: string;
  name: string;
  type: "Actor";
  folder: null;
  sorting: "a";
  sort: number;
  color: null;
  description: string;
  flags: Record<string, unknown>;
}

export interface NpcDocument {
  _id: string;
  _key: string;
  name: string;
  type: "npc";
  img: string;
  system: NpcFields & { concealment: number; attacks: Array<ReturnType<typeof naturalAttack>>; description: string };
  prototypeToken: { name: string; texture: { src: string }; disposition: number; actorLink: boolean };
  items: EmbeddedItem[];
  effects: never[];
  folder: string;
  sort: number;
  ownership: { default: number };
  flags: { phasesix: { key: string; eras: EraKey[]; worlds: WorldKey[]; extensions: ExtensionKey[]; build: { lineage: string; templates: string[] } } };
}

function folderOf(npc: NpcDefinition): "creatures" | WorldKey {
  return npc.naturalAttacks ? "creatures" : npc.worlds[0];
}

function folderDocuments(language: Language): Map<string, FolderDocument> {
  const pack = npcPack(language);
  const names: Array<[string, string]> = [
    ["terra", TEXT.world.terra[language]],
    ["tirakan", TEXT.world.tirakan[language]],
    ["nexus", TEXT.world.nexus[language]],
    ["creatures", TEXT.creatures[language]],
  ];
  return new Map(
    names.map(([key, name], index) => {
      const id = documentId(pack, "folder", key);
      return [key, { _id: id, _key: `!folders!${id}`, name, type: "Actor", folder: null, sorting: "a", sort: (index + 1) * 100, color: null, description: "", flags: {} }];
    }),
  );
}

/**
 * The extensions an NPC needs (the compendium filter hides it in worlds without them): those of its
 * lineage, templates and embedded items, in the catalog's order.
 */
export function extensionsOf(npc: NpcDefinition, sources: SourceIndex): ExtensionKey[] {
  const keys = [npc.lineage, ...npc.templates, ...npc.weapons, ...npc.armor, ...npc.gear, ...(npc.spells ?? [])];
  const needed = new Set(keys.flatMap((key) => {
    const value = sources.byKey.get(key)?.doc.system.extensions;
    return Array.isArray(value) ? value.map(String) : [];
  }));
  return EXTENSIONS.filter((extension) => needed.has(extension));
}

/** One NPC as an Actor document of the pack of `sources.language`. */
export function npcDocument(npc: NpcDefinition, sources: SourceIndex, sort: number, folders: Map<string, FolderDocument>): NpcDocument {
  const language = sources.language;
  const id = documentId(npcPack(language), npc.key);
  const items = embeddedItems(npc, sources, id);
  const derived = deriveNpc(npc, sources, items);
  const name = npc.name[language];
  const folder = folders.get(folderOf(npc));
  if (!folder) throw new Error(`NPC ${npc.key}: no folder`);
  return {
    _id: id,
    _key: `!actors!${id}`,
    name,
    type: "npc",
    img: npc.img,
    system: {
      ...derived.fields,
      concealment: derived.concealment,
      attacks: [...weaponAttacks(items, derived.fields), ...(npc.naturalAttacks ?? []).map((attack) => naturalAttack(attack, derived.fields, language, npc.demonic === true))],
      description: descriptionHtml(npc, derived, language),
    },
    prototypeToken: { name, texture: { src: npc.img }, disposition: -1, actorLink: false },
    items,
    effects: [],
    folder: folder._id,
    sort,
    ownership: { default: 0 },
    flags: { phasesix: { key: npc.key, eras: [...npc.eras], worlds: [...npc.worlds], extensions: extensionsOf(npc, sources), build: { lineage: npc.lineage, templates: [...npc.templates] } } },
  };
}

/** The documents of both NPC packs, by pack name. NPC keys must be unique. */
export function buildNpcPacks(packsRoot = PACKS_ROOT, npcs: readonly NpcDefinition[] = NPCS): Record<string, Array<NpcDocument | FolderDocument>> {
  const keys = new Set<string>();
  for (const npc of npcs) {
    if (keys.has(npc.key)) throw new Error(`NPC key ${npc.key} is used twice`);
    keys.add(npc.key);
  }
  const out: Record<string, Array<NpcDocument | FolderDocument>> = {};
  for (const language of LANGUAGES) {
    const sources = readSources(language, packsRoot);
    const folders = folderDocuments(language);
    const documents: Array<NpcDocument | FolderDocument> = npcs.map((npc, index) => npcDocument(npc, sources, (index + 1) * 100, folders));
    const used = new Set(documents.map((doc) => doc.folder));
    out[npcPack(language)] = [...[...folders.values()].filter((folder) => used.has(folder._id)), ...documents];
  }
  return out;
}

/** The file name of a pack document: `<slug>_<id>.json`, folders prefixed with `folder-`. */
export function fileName(doc: NpcDocument | FolderDocument): string {
  return `${doc._key.startsWith("!folders!") ? "folder-" : ""}${slug(doc.name)}_${doc._id}.json`;
}

/** The text a document is written as (2-space JSON, trailing newline). */
export function fileText(doc: NpcDocument | FolderDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Writes the packs, replacing the JSON files a previous run wrote. */
export function writeNpcPacks(packs: Record<string, Array<NpcDocument | FolderDocument>>, packsRoot = PACKS_ROOT): void {
  for (const [pack, documents] of Object.entries(packs)) {
    const dir = path.join(packsRoot, pack);
    fs.mkdirSync(dir, { recursive: true });
    for (const file of fs.readdirSync(dir)) if (file.endsWith(".json")) fs.rmSync(path.join(dir, file));
    for (const doc of documents) fs.writeFileSync(path.join(dir, fileName(doc)), fileText(doc));
  }
}

// ---------------------------------------------------------------------------------------------
// system.json

export const NPC_PACK_LABELS: Readonly<Record<Language, string>> = {
  en: "Phase Six – NPCs and creatures",
  de: "Phase Six – NSC und Kreaturen",
};
/** The language folders of system.json the NPC packs are filed into (the importer's). */
export const LANGUAGE_FOLDERS: Readonly<Record<Language, string>> = PACK_FOLDERS;

/** The manifest with the NPC packs declared (Actor packs) and filed into the language folders; other entries untouched. */
export function withNpcPacks(manifest: Manifest): Manifest {
  const names = new Set<string>(LANGUAGES.map(npcPack));
  const packs = manifest.packs.filter((p) => !names.has(p.name));
  for (const language of ["de", "en"] as const) {
    packs.push({
      name: npcPack(language),
      label: NPC_PACK_LABELS[language],
      path: `packs/${npcPack(language)}`,
      type: "Actor",
      system: "phasesix",
      ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
      flags: {},
    });
  }
  const packFolders = manifest.packFolders.map((folder) => {
    const language = LANGUAGES.find((l) => LANGUAGE_FOLDERS[l] === folder.name);
    const rest = folder.packs.filter((p) => !names.has(p));
    return language ? { ...folder, packs: [...rest, npcPack(language)] } : { ...folder, packs: rest };
  });
  for (const language of LANGUAGES) {
    if (!packFolders.some((f) => f.name === LANGUAGE_FOLDERS[language])) throw new Error(`system.json has no pack folder "${LANGUAGE_FOLDERS[language]}"`);
  }
  return { ...manifest, packs, packFolders };
}

function updateManifest(root: string): void {
  const file = path.join(root, "system.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  fs.writeFileSync(file, `${JSON.stringify(withNpcPacks(manifest), null, 2)}\n`);
}

function main(): void {
  const packs = buildNpcPacks();
  writeNpcPacks(packs);
  for (const [pack, documents] of Object.entries(packs)) console.info(`${pack}: ${documents.filter((d) => d.type === "npc").length} NPCs`);
  updateManifest(ROOT);
  console.info("system.json: NPC packs declared");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
