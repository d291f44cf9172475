import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeWorlds, pairLanguages, worldTags } from "../../scripts/appendix/bilingual.ts";
import { documentId, folderSource, itemSource, keyOf, slug, writePack } from "../../scripts/appendix/documents.ts";
import { entryKeys } from "../../scripts/appendix/keys.ts";
import { withImportedPacks } from "../../scripts/appendix/manifest.ts";

describe("pack document ids", () => {
  it("are 16 alphanumerics, the same for the same pack and name, different otherwise", () => {
    const id = documentId("templates-de", "Spion");
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(documentId("templates-de", "Spion")).toBe(id);
    expect(documentId("templates-en", "Spion")).not.toBe(id);
    expect(documentId("templates-de", "Spion2")).not.toBe(id);
  });

  it("give items an !items! key, their stable key in flags.phasesix.key, and folders a !folders! key", () => {
    const item = itemSource({ id: "A".repeat(16), key: "gear:rope", name: "n", type: "gear", img: "i", system: {} });
    expect(item._key).toBe(`!items!${"A".repeat(16)}`);
    expect(item.flags).toEqual({ phasesix: { key: "gear:rope" } });
    expect(keyOf(item)).toBe("gear:rope");
    const folder = folderSource("gear-de", "tools", "Werkzeuge", 0);
    expect(folder._key).toBe(`!folders!${folder._id}`);
    expect(folder.type).toBe("Item");
  });
});

describe("stable entry keys", () => {
  it("are <kind>:<slug of the English name>, plain where the name is unique", () => {
    expect(entryKeys("template", ["Spy", "Täuschen"], () => [])).toEqual(["template:spy", "template:tauschen"]);
  });

  it("tell namesakes apart by the first discriminator level that separates them all", () => {
    const keys = entryKeys("template", ["Ranger", "Spy", "Ranger"], (i) => [["occupation", "", "occupation"][i], ["7", "", "10"][i]]);
    expect(keys).toEqual(["template:ranger:occupation-7", "template:spy", "template:ranger:occupation-10"]);
    expect(entryKeys("template", ["Evade", "Evade"], (i) => [["talent", "character"][i]])).toEqual(["template:evade:talent", "template:evade:character"]);
  });

  it("stop the import on a collision no discriminator resolves", () => {
    expect(() => entryKeys("gear", ["Rope", "Rope"], () => ["tools"])).toThrow(/Key collision: 2 gear entries are called "Rope"/);
  });
});

describe("writing a pack", () => {
  it("replaces the previous import's files and refuses duplicate ids", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "appendix-pack-"));
    const a = itemSource({ id: documentId("x", "Täuschen"), key: "gear:t", name: "Täuschen und Betrügen", type: "gear", img: "i", system: {} });
    expect(writePack(root, "x", [a])).toBe(1);
    const b = itemSource({ id: documentId("x", "Seil"), key: "gear:s", name: "Seil", type: "gear", img: "i", system: {} });
    writePack(root, "x", [b]);
    expect(fs.readdirSync(path.join(root, "x"))).toEqual([`seil_${b._id}.json`]);
    expect(JSON.parse(fs.readFileSync(path.join(root, "x", `seil_${b._id}.json`), "utf8"))).toEqual(b);
    expect(() => writePack(root, "x", [b, b])).toThrow(/Duplicate id/);
    expect(slug("Täuschen und Betrügen")).toBe("tauschen-und-betrugen");
  });
});

describe("pairing languages and merging worlds", () => {
  const en = [{ name: "Spy", cost: 11 }, { name: "Ranger", cost: 7 }];
  const de = [{ name: "Spion", cost: 11 }, { name: "Förster", cost: 7 }];

  it("pairs entries by position when their facts agree", () => {
    expect(pairLanguages(en, de, (e) => e.cost, "t")).toEqual([
      { en: en[0], de: de[0] },
      { en: en[1], de: de[1] },
    ]);
  });

  it("stops on a count or fact mismatch instead of pairing wrongly", () => {
    expect(() => pairLanguages(en, de.slice(0, 1), (e) => e.cost, "t")).toThrow(/2 English entries but 1 German/);
    expect(() => pairLanguages(en, [de[1], de[0]], (e) => e.cost, "t")).toThrow(/"Spy" and "Förster"/);
  });

  it("merges an entry of several worlds into one, tagged with those worlds; all three means no tag", () => {
    const pairs = pairLanguages(en, de, (e) => e.cost, "t");
    const merged = mergeWorlds(
      [
        { world: "tirakan", pairs: [pairs[1]] },
        { world: "terra", pairs },
        { world: "nexus", pairs: [pairs[1]] },
      ],
      (pair) => pair.en.name,
    );
    expect(merged.map((m) => [m.en.name, m.worlds])).toEqual([
      ["Ranger", ["terra", "tirakan", "nexus"]],
      ["Spy", ["terra"]],
    ]);
    expect(worldTags(merged[0].worlds)).toEqual([]);
    expect(worldTags(merged[1].worlds)).toEqual(["terra"]);
  });
});

describe("manifest entries", () => {
  it("adds a pack per existing folder into the language pack folders and keeps other packs", () => {
    const manifest = {
      packs: [{ name: "guide", label: "Guide", path: "packs/guide", type: "JournalEntry", system: "phasesix", ownership: {}, flags: {} }],
      packFolders: [{ name: "Phase Six", sorting: "m", color: "#000000", packs: ["guide"], folders: [] }],
    };
    const result = withImportedPacks(manifest, new Set(["templates-de", "templates-en", "guide"]));
    expect(result.packs.map((p) => p.name)).toEqual(["guide", "templates-de", "templates-en"]);
    expect(result.packs[1]).toMatchObject({ label: "Phase Six – Schablonen", path: "packs/templates-de", type: "Item" });
    expect(result.packFolders.map((f) => [f.name, f.packs])).toEqual([
      ["Phase Six", ["guide"]],
      ["Phase Six (Deutsch)", ["templates-de"]],
      ["Phase Six (English)", ["templates-en"]],
    ]);
    expect(withImportedPacks(result, new Set(["templates-de", "templates-en", "guide"]))).toEqual(result);
  });

  it("keeps the packs of other generators (the NPC compendium) in their place and in the language folders", () => {
    const entry = (name: string, type = "Item") => ({ name, label: name, path: `packs/${name}`, type, system: "phasesix", ownership: {}, flags: {} });
    const manifest = {
      packs: [entry("guide", "JournalEntry"), entry("templates-de"), entry("templates-en"), entry("npcs-de", "Actor"), entry("npcs-en", "Actor")],
      packFolders: [
        { name: "Phase Six (Deutsch)", sorting: "m", color: "#7a2c0e", packs: ["templates-de", "npcs-de"], folders: [] },
        { name: "Phase Six (English)", sorting: "m", color: "#7a2c0e", packs: ["templates-en", "npcs-en"], folders: [] },
      ],
    };
    const result = withImportedPacks(manifest, new Set(["templates-de", "templates-en", "spells-de", "spells-en"]));
    expect(result.packs.map((p) => p.name)).toEqual(["guide", "templates-de", "spells-de", "templates-en", "spells-en", "npcs-de", "npcs-en"]);
    expect(result.packFolders.map((f) => f.packs)).toEqual([
      ["templates-de", "spells-de", "npcs-de"],
      ["templates-en", "spells-en", "npcs-en"],
    ]);
  });
});
