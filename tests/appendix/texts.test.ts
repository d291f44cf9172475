/**
 * Our own rules/effect texts in scripts/appendix/texts/<kind>.json: read strictly, put into the
 * entry's rules field by key, and an unknown key stops the import. Also counts the entries whose
 * effect text is still empty.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendixFromEnv, readChapter } from "../../scripts/appendix/import.ts";
import { buildPacks } from "../../scripts/appendix/packs.ts";
import { keyOf } from "../../scripts/appendix/documents.ts";
import { paragraphs, readTexts } from "../../scripts/appendix/texts.ts";

function textsDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "appendix-texts-"));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

describe("text files", () => {
  it("are read by key with both languages", () => {
    const table = readTexts(textsDir({ "spell.json": { "spell:bogus": { en: "Makes a fake.", de: "Erzeugt eine Täuschung." } } }));
    expect(table.get("spell:bogus")).toEqual({ en: "Makes a fake.", de: "Erzeugt eine Täuschung." });
  });

  it("refuse an unknown kind, a key of another kind and a missing language", () => {
    expect(() => readTexts(textsDir({ "spells.json": {} }))).toThrow(/unknown kind "spells"/);
    expect(() => readTexts(textsDir({ "gear.json": { "spell:bogus": { en: "a", de: "b" } } }))).toThrow(/not a gear key/);
    expect(() => readTexts(textsDir({ "gear.json": { "gear:rope": { en: "a" } } }))).toThrow(/non-empty "en" and "de"/);
  });

  it("become escaped HTML paragraphs", () => {
    expect(paragraphs("Power × 2 <m>.\n\nSecond & last.")).toBe("<p>Power × 2 &lt;m&gt;.</p><p>Second &amp; last.</p>");
  });

  it("the committed text files are valid", () => {
    expect(() => readTexts()).not.toThrow();
  });
});

const APPENDIX = appendixFromEnv();
describe.skipIf(!APPENDIX)("texts in an import (needs PHASESIX_APPENDIX)", () => {
  const read = (kind: string) => readChapter(APPENDIX ?? "", kind);

  it("land in the rules field of the entry with that key, in both languages", () => {
    const packs = buildPacks(read, new Map([["spell:bogus", { en: "Makes a fake.", de: "Erzeugt eine Täuschung." }]]));
    const en = packs["spells-en"].find((d) => keyOf(d) === "spell:bogus");
    const de = packs["spells-de"].find((d) => keyOf(d) === "spell:bogus");
    expect(en && "system" in en ? en.system.rules : null).toBe("<p>Makes a fake.</p>");
    expect(de && "system" in de ? de.system.rules : null).toBe("<p>Erzeugt eine Täuschung.</p>");
  });

  it("a key that matches no entry stops the import", () => {
    expect(() => buildPacks(read, new Map([["spell:no-such-spell", { en: "x", de: "y" }]]))).toThrow(/match no entry: spell:no-such-spell/);
  });
});
