/**
 * The builder's catalog from the repository's packs of one language, as `loadCatalog` builds it
 * from Foundry's compendium indexes (keys are the documents' compendium uuids), with the documents
 * themselves for `fromUuid`.
 */
import fs from "node:fs";
import path from "node:path";
import { buildCatalog } from "../../src/applications/builder/catalog.ts";
import type { CatalogEntry, LoadedCatalog } from "../../src/applications/builder/catalog.ts";

type Data = Record<string, unknown>;
const ROOT = path.join(import.meta.dirname, "..", "..");

/** The documents of the packs the builder reads, by catalog key. */
export function packDocuments(lang: "de" | "en"): Map<string, Data> {
  const out = new Map<string, Data>();
  for (const pack of ["lineages", "templates", "weapons", "armor", "gear"]) {
    const dir = path.join(ROOT, "packs", `${pack}-${lang}`);
    for (const file of fs.readdirSync(dir).sort()) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Data;
      if (typeof doc.type !== "string" || !doc.system) continue;
      out.set(`Compendium.phasesix.${pack}-${lang}.Item.${String(doc._id)}`, doc);
    }
  }
  return out;
}

/** The loaded catalog of those documents. */
export function packCatalog(docs: Map<string, Data>): LoadedCatalog {
  return buildCatalog(
    [...docs].map(([key, doc]): CatalogEntry => ({ key, name: String(doc.name), img: String(doc.img ?? ""), type: String(doc.type), system: doc.system, flags: doc.flags })),
  );
}

/** The catalog key of a document by type and name. */
export function keyOf(docs: Map<string, Data>, type: string, name: string): string {
  const found = [...docs].find(([, doc]) => doc.type === type && doc.name === name);
  if (!found) throw new Error(`${type} ${name} is not in the packs`);
  return found[0];
}
