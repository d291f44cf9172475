/**
 * Rules and effect texts in our own words, one JSON file per entry kind in `scripts/appendix/texts/`
 * (`spell.json`, `gear.json`, `weaponModification.json`, `shadow.json`…), each of the form
 * `{ "<key>": { "en": "…", "de": "…" } }` with the entry's stable key (keys.ts). The importer puts the
 * text into the entry's rules field (`rules`; `description` for templates, lineages and knowledge),
 * replacing a built-in text of ours for the same entry. Plain text; a blank line starts a new
 * paragraph. `shadow.json` is keyed `shadow:<slug of the English shadow name>` and replaces the
 * shadow's rule (shadows.ts). A key that matches no entry, a file of an unknown kind, or a text
 * missing a language stops the import.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENTRY_KINDS } from "./keys.ts";
import type { Language } from "./labels.ts";

export const TEXTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "texts");

/** Kinds a text file may be for: the entry kinds and `shadow`. */
export const TEXT_KINDS: readonly string[] = [...ENTRY_KINDS, "shadow"];

export type TextTable = ReadonlyMap<string, Record<Language, string>>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A plain text as HTML paragraphs (a blank line separates paragraphs). */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p.replace(/\s*\n\s*/g, " "))}</p>`)
    .join("");
}

/** Reads every `<kind>.json` of `dir` (none: an empty table); throws on anything it cannot place. */
export function readTexts(dir: string = TEXTS_DIR): TextTable {
  const table = new Map<string, Record<Language, string>>();
  if (!fs.existsSync(dir)) return table;
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    const kind = file.slice(0, -".json".length);
    if (!TEXT_KINDS.includes(kind)) throw new Error(`texts/${file}: unknown kind "${kind}" (one of ${TEXT_KINDS.join(", ")})`);
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown;
    if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error(`texts/${file}: not an object of keys`);
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (!key.startsWith(`${kind}:`)) throw new Error(`texts/${file}: key "${key}" is not a ${kind} key`);
      const entry = value as Partial<Record<Language, unknown>> | null;
      const en = entry?.en;
      const de = entry?.de;
      if (typeof en !== "string" || typeof de !== "string" || en.trim() === "" || de.trim() === "") {
        throw new Error(`texts/${file}: "${key}" needs a non-empty "en" and "de" text`);
      }
      if (table.has(key)) throw new Error(`texts/${file}: "${key}" given twice`);
      table.set(key, { en, de });
    }
  }
  return table;
}

let active: TextTable = new Map();
const usedKeys = new Set<string>();

/** Makes `table` the texts of the running import (buildPacks) and forgets earlier use. */
export function useTexts(table: TextTable): void {
  active = table;
  usedKeys.clear();
}

/** The text of `key` in `language` from the running import's text files, or null. */
export function textOf(key: string, language: Language): string | null {
  const entry = active.get(key);
  if (!entry) return null;
  usedKeys.add(key);
  return entry[language];
}

/** Keys of the text files that matched no entry. */
export function unusedTextKeys(): string[] {
  return [...active.keys()].filter((key) => !usedKeys.has(key));
}
