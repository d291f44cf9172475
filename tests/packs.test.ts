import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import { compilePacks } from "../scripts/packs.mjs";
import { PACK_SOURCES } from "../scripts/paths.mjs";

interface SourceDoc { _id: string; _key: string; name: string; pages?: SourceDoc[] }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith(".json") ? [path.join(dir, e.name)] : [],
  );
}

const packDirs = fs
  .readdirSync(PACK_SOURCES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe("pack sources", () => {
  it.each(packDirs)("%s: every document has an _id and a _key the CLI will not skip", (pack) => {
    for (const file of sourceFiles(path.join(PACK_SOURCES, pack))) {
      const doc = JSON.parse(fs.readFileSync(file, "utf8")) as SourceDoc;
      expect(doc._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(doc._key, file).toMatch(new RegExp(`^!\\w+!${doc._id}$`));
    }
  });
});

describe("packs pipeline", () => {
  it("compiles a source folder into LevelDB and reads the same documents back", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-packs-"));
    const src = path.join(tmp, "src", "sample");
    fs.mkdirSync(src, { recursive: true });
    const doc = {
      _id: "SampleItem000001",
      _key: "!items!SampleItem000001",
      name: "Seil / Rope",
      type: "gear",
      img: "icons/svg/item-bag.svg",
      system: { quantity: 2 },
      effects: [],
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    };
    fs.writeFileSync(path.join(src, "rope.json"), JSON.stringify(doc));
    fs.writeFileSync(path.join(src, "no-key.json"), JSON.stringify({ _id: "NoKey00000000001", name: "skipped" }));

    const compiled = await compilePacks(path.join(tmp, "src"), path.join(tmp, "packs"));
    expect(compiled).toEqual(["sample"]);

    const out = path.join(tmp, "extracted");
    await extractPack(path.join(tmp, "packs", "sample"), out, { documentType: "Item" });
    const files = fs.readdirSync(out);
    expect(files).toHaveLength(1);
    const back = JSON.parse(fs.readFileSync(path.join(out, files[0]), "utf8")) as typeof doc;
    expect(back.name).toBe("Seil / Rope");
    expect(back.system).toEqual({ quantity: 2 });
    expect(back._id).toBe(doc._id);
  });

  // The shipped packs compiled and read back: tests/release/package.test.ts, on the one build of the unit tests.
});
