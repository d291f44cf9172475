/**
 * Honest stand-ins for Foundry VTT 13's compendium packs of Items (`CompendiumCollection`), read from
 * the repository's pack sources and system.json, as far as the compendium browser uses them:
 * `documentName`, `collection` ("phasesix.<name>"), `title` (the pack's label), `visible` (true),
 * `metadata` (`name`, `packageName` "phasesix", `packageType` "system"), and `getIndex({ fields })`,
 * which — like Foundry's — returns every document's `_id`, `uuid`, `name`, `img` and `type` plus the
 * requested fields (`system` whole or dotted paths), as plain objects. Folders are left out.
 */
import fs from "node:fs";
import path from "node:path";

type Data = Record<string, unknown>;
const ROOT = path.join(import.meta.dirname, "..", "..");

function pick(doc: Data, field: string): [string, unknown] | null {
  const parts = field.split(".");
  let value: unknown = doc;
  for (const part of parts) {
    if (typeof value !== "object" || value === null) return null;
    value = (value as Data)[part];
  }
  return value === undefined ? null : [field, value];
}

function setPath(target: Data, field: string, value: unknown): void {
  const parts = field.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Data;
  node[parts[parts.length - 1]] = structuredClone(value);
}

export class StandInItemPack {
  readonly documentName = "Item";
  readonly visible = true;
  readonly collection: string;
  readonly metadata: { name: string; packageName: string; packageType: string };
  indexCalls = 0;
  readonly #docs: Data[];

  constructor(
    name: string,
    readonly title: string,
    docs: Data[],
    packageType = "system",
  ) {
    this.collection = `${packageType === "world" ? "world" : "phasesix"}.${name}`;
    this.metadata = { name, packageName: packageType === "world" ? "world" : "phasesix", packageType };
    this.#docs = docs;
  }

  async getIndex({ fields = [] }: { fields?: string[] } = {}): Promise<Array<Data & { _id: string }>> {
    this.indexCalls++;
    return this.#docs.map((doc) => {
      const entry: Data & { _id: string } = { _id: String(doc._id), uuid: `Compendium.${this.collection}.Item.${String(doc._id)}`, name: doc.name, img: doc.img, type: doc.type };
      for (const field of fields) {
        const found = pick(doc, field);
        if (found) setPath(entry, found[0], found[1]);
      }
      return entry;
    });
  }
}

/** Every Item pack of the system (both languages), as system.json declares them. */
export function systemItemPacks(): StandInItemPack[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as { packs: Array<{ name: string; label: string; type: string; path: string }> };
  return manifest.packs
    .filter((p) => p.type === "Item")
    .map((p) => {
      const dir = path.join(ROOT, p.path);
      const docs = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Data)
        .filter((d) => typeof d.type === "string");
      return new StandInItemPack(p.name, p.label, docs);
    });
}
