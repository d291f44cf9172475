/**
 * The rulebook's foes as the importer writes them (packs/foes-de, packs/foes-en): every document fits
 * the foe data model, twins agree, folders and icons per category; against the appendix (where
 * PHASESIX_APPENDIX names it): every foe of the six chapter files is in the packs with the numbers the
 * appendix gives, every prose action has our entry, and a fresh import equals the committed packs.
 */
import "../foundry/data-fields.ts";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FoeData } from "../../src/data/actor/foe.ts";
import { appendixFromEnv, readChapter } from "../../scripts/appendix/import.ts";
import { FOE_IMAGES, foeDocuments, readFoeActions } from "../../scripts/appendix/foe-packs.ts";
import { parseEffect, parseFoes } from "../../scripts/appendix/foes.ts";
import { NAME_OVERRIDES } from "../../scripts/appendix/names.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

interface Action {
  name: string;
  kind: string;
  dice: number;
  piercing: number;
  conditions: Record<string, number>;
  range: number;
  notes: string;
}
interface Doc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  img?: string;
  folder?: string | null;
  system?: {
    health: { max: number };
    statblock: { category: string; strength: number; dexterity: number; mind: number; movement: number; resistances: string[]; actions: Action[] };
    [key: string]: unknown;
  };
  flags?: { phasesix?: { key?: string; worlds?: string[] } };
}

function readPack(name: string): Doc[] {
  const dir = path.join(ROOT, "packs", name);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Doc);
}
const actors = (pack: string) => readPack(pack).filter((d) => d._key.startsWith("!actors!"));

describe("the foe packs", () => {
  it.each(["foes-de", "foes-en"])("%s: every foe fits the foe data model unchanged", (pack) => {
    for (const doc of actors(pack)) {
      expect(doc.type).toBe("foe");
      const model = new (FoeData as unknown as new (data: Record<string, unknown>) => { toObject(): Record<string, unknown> })(structuredClone(doc.system ?? {}));
      const clean = model.toObject() as Doc["system"];
      expect(clean?.statblock, doc.name).toEqual(doc.system?.statblock);
      expect(clean?.health.max, doc.name).toBe(doc.system?.health.max);
    }
  });

  it("German and English twins share keys and every number; only names and texts differ", () => {
    const numbers = (d: Doc) => ({
      key: d.flags?.phasesix,
      health: d.system?.health,
      block: { ...d.system?.statblock, actions: d.system?.statblock.actions.map((a) => ({ ...a, name: "", notes: "" })) },
    });
    const en = new Map(actors("foes-en").map((d) => [d._id, d]));
    const de = actors("foes-de");
    expect(de.length).toBe(en.size);
    for (const doc of de) {
      const twin = [...en.values()].find((e) => e.flags?.phasesix?.key === doc.flags?.phasesix?.key);
      expect(twin, doc.name).toBeDefined();
      if (twin) expect(numbers(doc), doc.name).toEqual(numbers(twin));
    }
  });

  it("each category is a folder with its own icon", () => {
    const docs = readPack("foes-en");
    const folders = new Map(docs.filter((d) => d._key.startsWith("!folders!")).map((d) => [d._id, d.name]));
    expect(new Set(Object.values(FOE_IMAGES)).size).toBe(Object.keys(FOE_IMAGES).length);
    for (const doc of actors("foes-en")) {
      expect(folders.has(doc.folder ?? ""), doc.name).toBe(true);
      expect(doc.img).toBe(FOE_IMAGES[doc.system?.statblock.category as keyof typeof FOE_IMAGES]);
    }
  });

  it("a foe in several world files belongs to each of them; one in all three carries no world tag", () => {
    const byKey = new Map(actors("foes-en").map((d) => [d.flags?.phasesix?.key, d.flags?.phasesix?.worlds]));
    expect(byKey.get("foe:zombie")).toEqual([]);
    expect(byKey.get("foe:vampire-spawn")).toEqual(["terra", "nexus"]);
    expect(byKey.get("foe:hellish-berserker")).toEqual(["nexus"]);
  });

  it("the effect parser reads keywords in both languages and refuses prose", () => {
    expect(parseEffect("Piercing 1, Bleeding 1")).toEqual({ piercing: 1, conditions: { bleeding: 1 }, range: 0 });
    expect(parseEffect("Geschockt 2, 5 Meter Reichweite")).toEqual({ piercing: 0, conditions: { shocked: 2 }, range: 5 });
    expect(parseEffect("Durchschlag 2, Vergiftet 1")).toEqual({ piercing: 2, conditions: { poisoned: 1 }, range: 0 });
    expect(parseEffect("The victim is held fast.")).toBeNull();
    expect(parseEffect("Piercing 1, Disoriented 1")).toBeNull();
  });

  it("the prose table's entries are complete in both languages", () => {
    for (const [key, entry] of readFoeActions()) {
      expect(entry.en.trim(), key).not.toBe("");
      expect(entry.de.trim(), key).not.toBe("");
    }
  });
});

const APPENDIX = appendixFromEnv();
describe.skipIf(!APPENDIX)("the foe packs against the appendix (PHASESIX_APPENDIX)", () => {
  const dir = APPENDIX ?? "";
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^foes_\w+_(de|en)\.tex$/.test(f)) : [];

  it("reads six chapter files", () => {
    expect(files.sort()).toEqual(["foes_nexus_de.tex", "foes_nexus_en.tex", "foes_phasesix_de.tex", "foes_phasesix_en.tex", "foes_tirakan_de.tex", "foes_tirakan_en.tex"]);
  });

  it.each(files)("%s: every foe is parsed, and its wounds, values, movement and action dice are those of a committed foe", (file) => {
    const tex = fs.readFileSync(path.join(dir, file), "utf8");
    const language = file.endsWith("_de.tex") ? "de" : "en";
    // An independent count of the entries and their numbers, straight from the LaTeX.
    const blocks = tex.split("\\subsection*{").slice(1);
    const parsed = parseFoes(tex);
    expect(parsed.length).toBe(blocks.length);
    const docs = actors(`foes-${language}`);
    for (const block of blocks) {
      const name = block.slice(0, block.indexOf("}")).trim();
      const number = (label: string) => Number(new RegExp(`${label}\\}:\\} & (\\d+)`).exec(block)?.[1]);
      const dice = [...block.matchAll(/^\s*\\textbf\{[^{}\\]*\}\s*\((\d+)\)\\\\/gm)].map((m) => Number(m[1]));
      // The appendix's name, or one our override table gave the foe.
      const match = docs.filter((d) => d.name === name || NAME_OVERRIDES[d.flags?.phasesix?.key ?? ""]?.[language] === d.name);
      const found = match.find(
        (d) =>
          d.system?.health.max === number("wounds_label") &&
          d.system.statblock.movement === number("movement_label") &&
          d.system.statblock.strength === number("strength_label") &&
          d.system.statblock.dexterity === number("dexterity_label") &&
          d.system.statblock.mind === number("mind_label") &&
          JSON.stringify(d.system.statblock.actions.map((a) => a.dice)) === JSON.stringify(dice),
      );
      expect(found, `${file}: ${name}`).toBeDefined();
    }
  });

  it("a fresh import gives exactly the committed foe documents", () => {
    const fresh = foeDocuments((kind) => readChapter(dir, kind));
    for (const pack of ["foes-de", "foes-en"]) {
      const committed = new Map(readPack(pack).map((d) => [d._id, d]));
      expect(fresh[pack].length).toBe(committed.size);
      for (const doc of fresh[pack]) expect(committed.get(doc._id), `${pack}/${doc.name}`).toEqual(doc);
    }
  });

  it("an action with prose and no entry of ours stops the import", () => {
    const table = new Map(readFoeActions());
    table.delete("foe:gorilla/grip");
    expect(() => foeDocuments((kind) => readChapter(dir, kind), table)).toThrow(/foe:gorilla\/grip.*foe-actions\.json/);
  });

  it("an entry of ours that matches no action stops the import", () => {
    const table = new Map(readFoeActions());
    table.set("foe:gorilla/no-such-action", { kind: "check", en: "x", de: "y" });
    expect(() => foeDocuments((kind) => readChapter(dir, kind), table)).toThrow(/match no action: foe:gorilla\/no-such-action/);
  });
});
