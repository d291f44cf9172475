/**
 * Honest stand-in of a Foundry 13 Item compendium (`CompendiumCollection`) for the few calls our
 * code makes: `collection` ("phasesix.lineages-en"), `documentName`, `getIndex({ fields })` — which,
 * like Foundry's, holds `_id`, `name`, `type`, `img` and only the extra field paths asked for — and
 * `getDocument(id)`, whose result has `toObject()` (a copy of the source).
 */
import fs from "node:fs";
import path from "node:path";

type Source = Record<string, unknown> & { _id: string };

function at(source: Record<string, unknown>, dotted: string): unknown {
  let current: unknown = source;
  for (const part of dotted.split(".")) current = typeof current === "object" && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  return current;
}

function put(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split(".");
  let current = target;
  for (const part of parts.slice(0, -1)) {
    current[part] = (current[part] as Record<string, unknown> | undefined) ?? {};
    current = current[part] as Record<string, unknown>;
  }
  current[parts[parts.length - 1]] = value;
}

export class StandInPack {
  readonly documentName = "Item";

  constructor(
    readonly collection: string,
    private readonly sources: readonly Source[],
  ) {}

  /** A pack of the system's own pack sources (`packs/<name>/*.json`, items only). */
  static fromPackSources(name: string): StandInPack {
    const dir = path.join(import.meta.dirname, "..", "..", "packs", name);
    const sources = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Source & { _key: string })
      .filter((source) => source._key.startsWith("!items!"));
    return new StandInPack(`phasesix.${name}`, sources);
  }

  async getIndex(options: { fields?: readonly string[] } = {}): Promise<Array<Record<string, unknown>>> {
    return this.sources.map((source) => {
      const entry: Record<string, unknown> = { _id: source._id, name: source.name, type: source.type, img: source.img };
      for (const field of options.fields ?? []) if (at(source, field) !== undefined) put(entry, field, structuredClone(at(source, field)));
      return entry;
    });
  }

  async getDocument(id: string): Promise<{ toObject(): Record<string, unknown> } | null> {
    const source = this.sources.find((s) => s._id === id);
    return source ? { toObject: () => structuredClone(source) } : null;
  }
}
