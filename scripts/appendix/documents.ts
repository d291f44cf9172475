/**
 * Pack source documents: deterministic ids, Item and Folder documents in the shape the Foundry CLI
 * compiles (`_id`, `_key`), and writing one JSON file per document into `packs/<pack>/`.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 16-character alphanumeric id derived from the parts (same parts → same id, so re-imports keep ids). */
export function documentId(...parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest();
  let id = "";
  for (let i = 0; i < 16; i++) id += ID_ALPHABET[digest[i] % ID_ALPHABET.length];
  return id;
}

export interface ItemSource {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  effects: never[];
  folder: string | null;
  sort: number;
  ownership: { default: number };
  flags: Record<string, unknown>;
}

export interface FolderSource {
  _id: string;
  _key: string;
  name: string;
  type: "Item" | "Actor";
  folder: null;
  sorting: "a" | "m";
  sort: number;
  color: null;
  description: string;
  flags: Record<string, unknown>;
}

/** An Actor document of a pack (the foe compendia). */
export interface ActorSource {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  prototypeToken: Record<string, unknown>;
  items: never[];
  effects: never[];
  folder: string | null;
  sort: number;
  ownership: { default: number };
  flags: Record<string, unknown>;
}

export type PackDocument = ItemSource | FolderSource | ActorSource;

/** An Item document of a pack. */
export function itemSource(args: {
  id: string;
  /** The entry's stable key (keys.ts), stored as `flags.phasesix.key`. */
  key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  folder?: string | null;
  sort?: number;
}): ItemSource {
  return {
    _id: args.id,
    _key: `!items!${args.id}`,
    name: args.name,
    type: args.type,
    img: args.img,
    system: args.system,
    effects: [],
    folder: args.folder ?? null,
    sort: args.sort ?? 0,
    ownership: { default: 0 },
    flags: { phasesix: { key: args.key } },
  };
}

/** Whether a pack document is an Item (not a Folder). */
export function isItem(document: PackDocument): document is ItemSource {
  return document._key.startsWith("!items!");
}

/** The stable key of a pack document (`flags.phasesix.key`), or "" for folders. */
export function keyOf(document: PackDocument): string {
  const phasesix = document.flags.phasesix as { key?: unknown } | undefined;
  return typeof phasesix?.key === "string" ? phasesix.key : "";
}

/** A Folder document of a pack (Item folders group a pack's content by category); its id derives from the category key. */
export function folderSource(pack: string, category: string, name: string, sort: number): FolderSource {
  const id = documentId(pack, "folder", category);
  return { _id: id, _key: `!folders!${id}`, name, type: "Item", folder: null, sorting: "a", sort, color: null, description: "", flags: {} };
}

/** A file-system friendly form of a name: "Täuschen und Betrügen" → "tauschen-und-betrugen". */
export function slug(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return plain.slice(0, 48) || "document";
}

/**
 * Writes a pack's documents as `packs/<pack>/<slug>_<id>.json` (2-space JSON, trailing newline),
 * after removing the JSON files a previous import wrote there. Returns the number of files written.
 */
export function writePack(packsRoot: string, pack: string, documents: readonly PackDocument[]): number {
  const dir = path.join(packsRoot, pack);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) if (file.endsWith(".json")) fs.rmSync(path.join(dir, file));
  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document._id)) throw new Error(`Duplicate id ${document._id} (${document.name}) in pack ${pack}`);
    ids.add(document._id);
    const prefix = document._key.startsWith("!folders!") ? "folder-" : "";
    fs.writeFileSync(path.join(dir, `${prefix}${slug(document.name)}_${document._id}.json`), `${JSON.stringify(document, null, 2)}\n`);
  }
  return documents.length;
}
