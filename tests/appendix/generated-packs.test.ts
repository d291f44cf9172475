/**
 * Checks of the committed pack sources the appendix importer wrote: every document fits the item
 * data model it is for (cleaning changes nothing, validation passes), knowledge named by templates
 * exists in the same language, counts match the appendix, and — where the appendix is present —
 * a fresh import gives exactly the committed files.
 */
import "../foundry/data-fields.ts";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KnowledgeData } from "../../src/data/item/knowledge.ts";
import { LineageData } from "../../src/data/item/lineage.ts";
import { TemplateData } from "../../src/data/item/template.ts";
import { buildPacks } from "../../scripts/appendix/packs.ts";
import { DEFAULT_APPENDIX, readChapter } from "../../scripts/appendix/import.ts";
import { PACK_LABELS } from "../../scripts/appendix/manifest.ts";
import { IMAGES } from "../../scripts/appendix/images.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PACKS = path.join(ROOT, "packs");

interface Doc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  img?: string;
  folder?: string | null;
  system?: Record<string, unknown>;
}

const MODELS: Record<string, new (data: Record<string, unknown>) => { toObject(): Record<string, unknown> }> = {
  template: TemplateData as never,
  lineage: LineageData as never,
  knowledge: KnowledgeData as never,
};

const ourPacks = Object.keys(PACK_LABELS)
  .flatMap((base) => [`${base}-de`, `${base}-en`])
  .filter((name) => fs.existsSync(path.join(PACKS, name)));

function readPack(name: string): Doc[] {
  return fs
    .readdirSync(path.join(PACKS, name))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(PACKS, name, f), "utf8")) as Doc);
}

const items = (pack: string) => readPack(pack).filter((d) => d._key.startsWith("!items!"));

describe("imported pack sources", () => {
  it("include lineages, templates and knowledge in both languages", () => {
    for (const base of ["lineages", "templates", "knowledge"]) {
      expect(ourPacks).toContain(`${base}-de`);
      expect(ourPacks).toContain(`${base}-en`);
    }
  });

  it.each(ourPacks)("%s: every item fits its data model unchanged", (pack) => {
    for (const doc of items(pack)) {
      const Model = MODELS[doc.type ?? ""];
      if (!Model) continue;
      const model = new Model(structuredClone(doc.system ?? {}));
      expect(model.toObject(), `${pack}/${doc.name}`).toEqual(doc.system);
    }
  });

  it.each(ourPacks)("%s: items use a core icon and existing folders", (pack) => {
    const docs = readPack(pack);
    const folders = new Set(docs.filter((d) => d._key.startsWith("!folders!")).map((d) => d._id));
    const images = new Set<string>(Object.values(IMAGES));
    for (const doc of docs.filter((d) => d._key.startsWith("!items!"))) {
      expect(images.has(doc.img ?? ""), `${doc.name}: ${doc.img}`).toBe(true);
      if (doc.folder) expect(folders.has(doc.folder), doc.name).toBe(true);
    }
  });

  it("German and English packs hold the same number of documents of each type", () => {
    for (const base of Object.keys(PACK_LABELS).filter((b) => ourPacks.includes(`${b}-de`))) {
      const count = (pack: string) => readPack(pack).map((d) => d.type ?? "folder").sort();
      expect(count(`${base}-de`), base).toEqual(count(`${base}-en`));
    }
  });

  it.each(["de", "en"])("every knowledge a %s template names is defined once in the knowledge pack", (language) => {
    const knowledge = items(`knowledge-${language}`).map((d) => d.name);
    expect(new Set(knowledge).size).toBe(knowledge.length);
    const templates = [...items(`templates-${language}`), ...items(`lineages-${language}`)].filter((d) => d.type === "template");
    const named = new Set(
      templates.flatMap((t) => (t.system?.modifiers as Array<{ kind: string; key: string }>).filter((m) => m.kind === "knowledge").map((m) => m.key)),
    );
    expect([...named].sort()).toEqual([...knowledge].sort());
  });

  it("lineage items name their lineage template in the same pack", () => {
    for (const language of ["de", "en"]) {
      const docs = items(`lineages-${language}`);
      const templateNames = new Set(docs.filter((d) => d.type === "template").map((d) => d.name));
      const lineages = docs.filter((d) => d.type === "lineage");
      expect(lineages.length).toBeGreaterThan(0);
      for (const lineage of lineages) expect(templateNames.has(String(lineage.system?.templateName))).toBe(true);
    }
  });

  it("the Spy costs 11 and gives the modifiers of the appendix, with the shadow's name and our own text", () => {
    const spy = items("templates-en").find((d) => d.name === "Spy");
    expect(spy?.system).toMatchObject({
      category: "occupation",
      cost: 11,
      shadowName: "Rival",
      modifiers: [
        { kind: "attribute", key: "quickness", value: 2 },
        { kind: "skill", key: "stealth", value: 2 },
        { kind: "skill", key: "deception", value: 2 },
        { kind: "skill", key: "perception", value: 2 },
        { kind: "skill", key: "communication", value: 1 },
      ],
      eras: [],
      worlds: [],
    });
    expect(String(spy?.system?.shadow)).toContain("competes");
    const spion = items("templates-de").find((d) => d.name === "Spion");
    expect(spion?.system).toMatchObject({ cost: 11, shadowName: "Rivale" });
  });
});

describe.skipIf(!fs.existsSync(DEFAULT_APPENDIX))("imported packs against the appendix", () => {
  const fresh = buildPacks((kind) => readChapter(DEFAULT_APPENDIX, kind));

  it("a fresh import gives exactly the committed documents", () => {
    for (const [pack, documents] of Object.entries(fresh)) {
      const committed = new Map(readPack(pack).map((d) => [d._id, d]));
      expect(committed.size, pack).toBe(documents.length);
      for (const document of documents) expect(committed.get(document._id), `${pack}/${document.name}`).toEqual(document);
    }
  });

  it("has one template document per distinct template entry of the three world chapters", () => {
    const distinct = new Set<string>();
    for (const { en } of readChapter(DEFAULT_APPENDIX, "templates")) {
      for (const section of en.split("\\section{").slice(1)) {
        const category = section.slice(0, section.indexOf("}"));
        for (const box of section.split("\\begin{tcolorbox}").slice(1)) distinct.add(category + box.split("\\end{tcolorbox}")[0].replace(/\s+/g, " "));
      }
    }
    const templates = [...items("templates-en"), ...items("lineages-en")].filter((d) => d.type === "template");
    expect(templates.length).toBe(distinct.size);
  });
});
