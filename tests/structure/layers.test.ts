/**
 * One direction between the layers (docs/DEVELOPMENT.md → Architecture): every relative import in
 * src/ (type-only imports included: they are dependencies too) goes from a layer to one it may
 * import, and no two files import each other.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(import.meta.dirname, "..", "..", "src");

/** Layer of a file below src/: its top folder, or the file itself at the top. */
function layerOf(file: string): string {
  const [top] = path.relative(SRC, file).split(path.sep);
  return top.replace(/\.ts$/, "");
}

/** Which layers each layer may import (besides itself). Keep in step with docs/DEVELOPMENT.md. */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  rules: [],
  constants: [],
  // the hook names modules listen to and the one typed call of Hooks
  hooks: [],
  // the differences between Foundry 13 and 14, one small file each; the generation is read only here
  "foundry-compat": ["constants"],
  dice: ["rules", "constants", "foundry-compat"],
  data: ["rules", "constants", "foundry-compat"],
  settings: ["rules", "constants", "foundry-compat"],
  // a migration runs in one GM window at a time (gm-channel/once.ts)
  migration: ["rules", "constants", "foundry-compat", "gm-channel"],
  // sending a request to the active GM, refusals, serial queues: knows no query, no document (foundry-compat: deleting a key on 13 and 14)
  "gm-channel": ["constants", "foundry-compat"],
  // documents own the operations and send them by a query's name through the gm-channel
  documents: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "gm-channel"],
  // the GM side: query definitions, their registration, the authority checks; handlers call the documents' operations
  queries: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "gm-channel", "documents"],
  conditions: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "gm-channel", "documents", "queries"],
  applications: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "migration", "gm-channel", "documents", "queries", "conditions"],
  // integrations with other Foundry modules (Token Action HUD): they call what the sheets call
  modules: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "migration", "gm-channel", "documents", "queries", "conditions", "applications"],
  types: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "migration", "gm-channel", "documents", "queries", "conditions", "applications"],
  phasesix: ["rules", "constants", "hooks", "foundry-compat", "data", "dice", "settings", "migration", "gm-channel", "documents", "queries", "conditions", "applications", "modules"],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // tests and their fixtures live beside the code but are not part of the product's layers
    return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports and re-exports of a file (static, dynamic and type-only), resolved to paths. */
export function importsOf(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/gms),
    ...text.matchAll(/^\s*import\s+["'](\.{1,2}\/[^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) => path.normalize(path.join(path.dirname(file), specifier)));
}

const files = sourceFiles(SRC);
/** Imports between source files (the stylesheet import of the entry is no layer). */
const edges = files.flatMap((file) => importsOf(file).filter((target) => target.startsWith(SRC + path.sep) && target.endsWith(".ts")).map((target) => ({ from: file, to: target })));
const rel = (file: string) => path.relative(SRC, file);

describe("the layers of src/", () => {
  it("knows every top-level folder and file of src/", () => {
    for (const file of files) expect(Object.keys(MAY_IMPORT), rel(file)).toContain(layerOf(file));
  });

  it("imports only downward", () => {
    const wrong = edges
      .filter(({ from, to }) => layerOf(from) !== layerOf(to) && !MAY_IMPORT[layerOf(from)]?.includes(layerOf(to)))
      .map(({ from, to }) => `${rel(from)} → ${rel(to)}`);
    expect(wrong).toEqual([]);
  });

  it("has no two layers that may import each other", () => {
    const both = Object.entries(MAY_IMPORT).flatMap(([layer, allowed]) => allowed.filter((other) => layer < other && MAY_IMPORT[other]?.includes(layer)).map((other) => `${layer} ↔ ${other}`));
    expect(both).toEqual([]);
  });

  it("keeps the operations in documents: queries import documents, documents and the gm-channel never import queries", () => {
    expect(MAY_IMPORT.documents).not.toContain("queries");
    // the gm-channel knows no query and no document: the constants, and how the running Foundry deletes a key
    expect(MAY_IMPORT["gm-channel"]).toEqual(["constants", "foundry-compat"]);
    const against = edges.filter(({ from, to }) => ["documents", "gm-channel"].includes(layerOf(from)) && layerOf(to) === "queries").map(({ from, to }) => `${rel(from)} → ${rel(to)}`);
    expect(against).toEqual([]);
    expect(edges.some(({ from, to }) => layerOf(from) === "queries" && layerOf(to) === "documents")).toBe(true);
  });

  it("has no two files that import each other", () => {
    const set = new Set(edges.map(({ from, to }) => `${from}|${to}`));
    const mutual = edges.filter(({ from, to }) => from < to && set.has(`${to}|${from}`)).map(({ from, to }) => `${rel(from)} ↔ ${rel(to)}`);
    expect(mutual).toEqual([]);
  });

  it("catches an import against the order (the check itself)", () => {
    const fake = path.join(SRC, "rules", "fake.ts");
    const [target] = importsOf(fake, 'import type { X } from "../documents/actor.ts";\nexport const y = 1;\n');
    expect(layerOf(target)).toBe("documents");
    expect(MAY_IMPORT.rules).not.toContain("documents");
  });
});

describe("the core's public index", () => {
  const index = fs.readFileSync(path.join(SRC, "rules", "index.ts"), "utf8");
  const exported = [...index.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(",")
      .map((name) => name.trim().replace(/^type\s+/, "").split(/\s+as\s+/).pop() ?? "")
      .filter(Boolean),
  );
  // the other layers of src/, and the scripts and the bench, which also use the core
  const ROOT = path.join(SRC, "..");
  const consumers = [...files.filter((file) => layerOf(file) !== "rules"), ...sourceFiles(path.join(ROOT, "scripts")), ...sourceFiles(path.join(ROOT, "bench"))];
  const outside = consumers.map((file) => fs.readFileSync(file, "utf8")).join("\n");

  it("exports only what the other layers use (building blocks stay inside the core)", () => {
    expect(exported.length).toBeGreaterThan(20);
    const unused = exported.filter((name) => !new RegExp(`\\b${name}\\b`).test(outside));
    expect(unused).toEqual([]);
  });
});
