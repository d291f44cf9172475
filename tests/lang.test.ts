import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/paths.mjs";

type Tree = { [key: string]: string | Tree };

/** Flattens nested language JSON the way Foundry does ("A.B.C" → value). */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const load = (lang: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(ROOT, "lang", `${lang}.json`), "utf8")) as Tree);

describe("language files", () => {
  const en = load("en");
  const de = load("de");

  it("have exactly the same keys", () => {
    const onlyEn = [...en.keys()].filter((k) => !de.has(k));
    const onlyDe = [...de.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyDe }).toEqual({ onlyEn: [], onlyDe: [] });
  });

  it("have no empty values", () => {
    const empty = [...en, ...de].filter(([, v]) => v.trim() === "").map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it("keep the system's strings under PHASESIX or TYPES", () => {
    const stray = [...en.keys()].filter((k) => !k.startsWith("PHASESIX.") && !k.startsWith("TYPES."));
    expect(stray).toEqual([]);
  });

  it("name every actor type declared in system.json", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    for (const [doc, types] of Object.entries(manifest.documentTypes)) {
      for (const type of Object.keys(types)) {
        expect(en.get(`TYPES.${doc}.${type}`), `en TYPES.${doc}.${type}`).toBeTruthy();
        expect(de.get(`TYPES.${doc}.${type}`), `de TYPES.${doc}.${type}`).toBeTruthy();
      }
    }
  });
});
