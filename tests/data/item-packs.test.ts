/**
 * Every Item shipped in packs/ fits its data model exactly: it validates, and cleaning changes
 * nothing it stores (no value is clamped, rounded or dropped on the way into a world). Fields a
 * pack document leaves out get their defaults, as in Foundry.
 */
import "../foundry/data-fields.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";

type Source = Record<string, unknown>;
type Model = new (data: Source) => { toObject(): Source };

const packsDir = new URL("../../packs/", import.meta.url).pathname;

function packItems(): Array<{ file: string; type: string; system: Source }> {
  const items: Array<{ file: string; type: string; system: Source }> = [];
  for (const pack of readdirSync(packsDir)) {
    const dir = join(packsDir, pack);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
      const doc = JSON.parse(readFileSync(join(dir, file), "utf8")) as Source;
      if (typeof doc._key === "string" && doc._key.startsWith("!items!") && typeof doc.type === "string") {
        items.push({ file: `${pack}/${file}`, type: doc.type, system: (doc.system ?? {}) as Source });
      }
    }
  }
  return items;
}

describe("items in the packs", () => {
  const items = packItems();

  it("exist", () => {
    expect(items.length).toBeGreaterThan(100);
  });

  it("have a registered item type", () => {
    const unknown = items.filter((item) => !(item.type in itemDataModels)).map((item) => `${item.file}: ${item.type}`);
    expect(unknown).toEqual([]);
  });

  it("validate against their data model and survive cleaning unchanged", () => {
    const problems: string[] = [];
    for (const item of items) {
      const ModelClass = (itemDataModels as unknown as Record<string, Model | undefined>)[item.type];
      if (!ModelClass) continue;
      try {
        const cleaned = new ModelClass(item.system).toObject();
        for (const key of Object.keys(item.system)) {
          if (JSON.stringify(cleaned[key]) !== JSON.stringify(item.system[key])) {
            problems.push(`${item.file}: ${key} ${JSON.stringify(item.system[key])} → ${JSON.stringify(cleaned[key])}`);
          }
        }
      } catch (error) {
        problems.push(`${item.file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
