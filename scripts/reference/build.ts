/**
 * Generates the rules reference compendium: `npm run build:reference`
 * (= `node --import tsx scripts/reference/build.ts`). Run by hand after scripts/reference/rules-reference.ts
 * or the item packs change (after `npm run import:appendix`); its output is committed.
 *
 * For each language it writes one JournalEntry (`packs/reference-<lang>`) with a text page per chapter
 * of scripts/reference/rules-reference.ts, in order. The chapters' texts are HTML with three kinds of
 * placeholders, resolved here so that every link points at a document that exists:
 * - `@item[<stable key>]` or `@item[<stable key>]{label}`: the pack document of that language whose
 *   `flags.phasesix.key` is the key (label: its name), as `@UUID[Compendium.phasesix.<pack>.<Type>.<id>]{label}`;
 *   a key no pack of the language holds fails;
 * - `@page[<page>]{label}`: another page of the reference (its page key);
 * - `@guide[<page id suffix>]{label}`: a page of the guide (`PsDeChecks000000` is `Checks`); a page
 *   the guide does not have fails.
 * The roll enrichers (`[[/check <key> difficulty=N]]`, `[[/attack]]`, `[[/condition <key>]]`) stay
 * as written: Foundry turns them into buttons when it shows the page. Tables get the class
 * `phasesix-reference-table` (styles/_reference.scss).
 * It also declares `reference-de` / `reference-en` in system.json, each in its language's pack folder.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Manifest } from "../appendix/manifest.ts";
import { PACK_FOLDERS } from "../appendix/manifest.ts";
import { REFERENCE_PAGES } from "./rules-reference.ts";
import type { ReferencePage } from "./rules-reference.ts";

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PACKS_ROOT = path.join(ROOT, "packs");

/** The reference pack of a language. */
export function referencePack(language: Language): string {
  return `reference-${language}`;
}

const TITLE_CASE: Readonly<Record<Language, string>> = { en: "En", de: "De" };

/** The JournalEntry id of a language's reference (16 characters, fixed). */
export function journalId(language: Language): string {
  return `PsRules${TITLE_CASE[language]}Journal`;
}

/** A page's id: `PsRef` + language + the page key, padded with 0 to 16 characters (fixed). */
export function pageId(language: Language, key: string): string {
  const id = `PsRef${TITLE_CASE[language]}${key}`;
  if (id.length > 16 || !/^[A-Za-z0-9]+$/.test(id)) throw new Error(`reference page key "${key}" makes no 16-character id`);
  return id.padEnd(16, "0");
}

/** The UUID of a reference page. */
export function pageUuid(language: Language, key: string): string {
  return `Compendium.phasesix.${referencePack(language)}.JournalEntry.${journalId(language)}.JournalEntryPage.${pageId(language, key)}`;
}

/** The UUID of a guide page from its id suffix (`Checks` → `PsDeChecks000000`). */
export function guidePageUuid(language: Language, suffix: string): string {
  const journal = `PsGuide${TITLE_CASE[language]}Journal`;
  return `Compendium.phasesix.guide-${language}.JournalEntry.${journal}.JournalEntryPage.${`Ps${TITLE_CASE[language]}${suffix}`.padEnd(16, "0")}`;
}

/** One document of a pack source, as far as links need it. */
interface PackDoc {
  _id: string;
  _key: string;
  name: string;
  flags?: { phasesix?: { key?: string } };
  pages?: Array<{ _id: string }>;
}

/** Where each stable key of a language's packs lives: its UUID and name. */
export interface LinkIndex {
  items: Map<string, { uuid: string; name: string }>;
  guidePages: Set<string>;
}

const DOCUMENT_TYPES: ReadonlyArray<[prefix: string, type: string]> = [
  ["!items!", "Item"],
  ["!actors!", "Actor"],
];

/** Reads the committed packs of a language (not the reference itself). Two documents with one key fail. */
export function readLinkIndex(language: Language, packsRoot = PACKS_ROOT): LinkIndex {
  const items = new Map<string, { uuid: string; name: string }>();
  const guidePages = new Set<string>();
  for (const pack of fs.readdirSync(packsRoot).filter((p) => p.endsWith(`-${language}`) && p !== referencePack(language))) {
    const dir = path.join(packsRoot, pack);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PackDoc;
      if (pack === `guide-${language}`) {
        for (const page of doc.pages ?? []) guidePages.add(`Compendium.phasesix.${pack}.JournalEntry.${doc._id}.JournalEntryPage.${page._id}`);
        continue;
      }
      const key = doc.flags?.phasesix?.key;
      const type = DOCUMENT_TYPES.find(([prefix]) => doc._key.startsWith(prefix))?.[1];
      if (!key || !type) continue;
      if (items.has(key)) throw new Error(`${pack}: the key "${key}" is held twice`);
      items.set(key, { uuid: `Compendium.phasesix.${pack}.${type}.${doc._id}`, name: doc.name });
    }
  }
  return { items, guidePages };
}

/** A chapter's HTML with every placeholder resolved into an `@UUID[…]{…}` link; an unknown target fails. */
export function resolveLinks(html: string, language: Language, index: LinkIndex, pageKeys: ReadonlySet<string>, where: string): string {
  return html
    .replace(/@item\[([^\]]+)\](?:\{([^}]*)\})?/g, (_all, key: string, label: string | undefined) => {
      const target = index.items.get(key);
      if (!target) throw new Error(`${where} (${language}): no pack document with the key "${key}"`);
      return `@UUID[${target.uuid}]{${label ?? target.name}}`;
    })
    .replace(/@page\[([^\]]+)\]\{([^}]*)\}/g, (_all, key: string, label: string) => {
      if (!pageKeys.has(key)) throw new Error(`${where} (${language}): no reference page "${key}"`);
      return `@UUID[${pageUuid(language, key)}]{${label}}`;
    })
    .replace(/@guide\[([^\]]+)\]\{([^}]*)\}/g, (_all, suffix: string, label: string) => {
      const uuid = guidePageUuid(language, suffix);
      if (!index.guidePages.has(uuid)) throw new Error(`${where} (${language}): the guide has no page "${suffix}"`);
      return `@UUID[${uuid}]{${label}}`;
    });
}

/** A JournalEntry text page of the reference. */
export interface ReferencePageDocument {
  _id: string;
  _key: string;
  name: string;
  type: "text";
  title: { show: true; level: 1 };
  text: { format: 1; content: string };
  sort: number;
  ownership: { default: -1 };
  flags: { phasesix: { referencePage: string; chapters: string[]; editionsDiffer: boolean } };
}

/** The JournalEntry of a language's reference. */
export interface ReferenceJournal {
  _id: string;
  _key: string;
  name: string;
  folder: null;
  sort: 0;
  ownership: { default: 0 };
  flags: Record<string, never>;
  pages: ReferencePageDocument[];
}

/** The class of the pages' tables (styles/_reference.scss draws them the same in both themes). */
export const TABLE_CLASS = "phasesix-reference-table";

export const JOURNAL_NAMES: Readonly<Record<Language, string>> = {
  en: "Phase Six — Rules reference",
  de: "Phase Six — Regelreferenz",
};

function pageDocument(page: ReferencePage, index: number, language: Language, links: LinkIndex, keys: ReadonlySet<string>): ReferencePageDocument {
  const id = pageId(language, page.key);
  return {
    _id: id,
    _key: `!journal.pages!${journalId(language)}.${id}`,
    name: page.title[language],
    type: "text",
    title: { show: true, level: 1 },
    text: { format: 1, content: resolveLinks(page.content[language], language, links, keys, page.key).replaceAll("<table>", `<table class="${TABLE_CLASS}">`) },
    sort: (index + 1) * 100000,
    ownership: { default: -1 },
    flags: { phasesix: { referencePage: page.key, chapters: [...page.chapters], editionsDiffer: page.editionsDiffer } },
  };
}

/** The reference journal of each language from the chapters (default: scripts/reference/rules-reference.ts). */
export function buildReference(pages: readonly ReferencePage[] = REFERENCE_PAGES, packsRoot = PACKS_ROOT): Record<Language, ReferenceJournal> {
  const keys = new Set(pages.map((p) => p.key));
  if (keys.size !== pages.length) throw new Error("two reference pages share a key");
  const out = {} as Record<Language, ReferenceJournal>;
  for (const language of LANGUAGES) {
    const links = readLinkIndex(language, packsRoot);
    out[language] = {
      _id: journalId(language),
      _key: `!journal!${journalId(language)}`,
      name: JOURNAL_NAMES[language],
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
      pages: pages.map((page, i) => pageDocument(page, i, language, links, keys)),
    };
  }
  return out;
}

/** The file of a language's journal in its pack folder. */
export function journalFile(language: Language): string {
  return `reference_${journalId(language)}.json`;
}

/** The text a journal is written as (2-space JSON, trailing newline). */
export function fileText(journal: ReferenceJournal): string {
  return `${JSON.stringify(journal, null, 2)}\n`;
}

/** Writes both packs, replacing what a previous run wrote. */
export function writeReference(journals: Record<Language, ReferenceJournal>, packsRoot = PACKS_ROOT): void {
  for (const language of LANGUAGES) {
    const dir = path.join(packsRoot, referencePack(language));
    fs.mkdirSync(dir, { recursive: true });
    for (const file of fs.readdirSync(dir)) if (file.endsWith(".json")) fs.rmSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, journalFile(language)), fileText(journals[language]));
  }
}

// ---------------------------------------------------------------------------------------------
// system.json

/** The pack labels: i18n keys, localized by Foundry like the guide's. */
export const REFERENCE_PACK_LABELS: Readonly<Record<Language, string>> = {
  en: "PHASESIX.Reference.Pack.en",
  de: "PHASESIX.Reference.Pack.de",
};

/** The manifest with the reference packs declared (JournalEntry packs) and filed into the language folders; other entries untouched. */
export function withReferencePacks(manifest: Manifest): Manifest {
  const names = new Set<string>(LANGUAGES.map(referencePack));
  const entry = (language: Language) => ({
    name: referencePack(language),
    label: REFERENCE_PACK_LABELS[language],
    path: `packs/${referencePack(language)}`,
    type: "JournalEntry",
    system: "phasesix",
    ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
    flags: {},
  });
  // Before the NPC packs (which their generator moves last), after everything else.
  const packs = manifest.packs.filter((p) => !names.has(p.name));
  const npcs = packs.findIndex((p) => p.name.startsWith("npcs-"));
  packs.splice(npcs < 0 ? packs.length : npcs, 0, entry("de"), entry("en"));
  const packFolders = manifest.packFolders.map((folder) => {
    const language = LANGUAGES.find((l) => PACK_FOLDERS[l] === folder.name);
    const rest = folder.packs.filter((p) => !names.has(p));
    if (!language) return { ...folder, packs: rest };
    // Before the NPC pack (which its generator files last), after the imported packs (which the importer files first).
    const npcs = rest.indexOf(`npcs-${language}`);
    return { ...folder, packs: npcs < 0 ? [...rest, referencePack(language)] : [...rest.slice(0, npcs), referencePack(language), ...rest.slice(npcs)] };
  });
  for (const language of LANGUAGES) {
    if (!packFolders.some((f) => f.name === PACK_FOLDERS[language])) throw new Error(`system.json has no pack folder "${PACK_FOLDERS[language]}"`);
  }
  return { ...manifest, packs, packFolders };
}

function updateManifest(root: string): void {
  const file = path.join(root, "system.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  fs.writeFileSync(file, `${JSON.stringify(withReferencePacks(manifest), null, 2)}\n`);
}

function main(): void {
  const journals = buildReference();
  writeReference(journals);
  for (const language of LANGUAGES) console.info(`${referencePack(language)}: ${journals[language].pages.length} pages`);
  updateManifest(ROOT);
  console.info("system.json: reference packs declared");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
