/**
 * Foundry versions are an adapter: every difference between Foundry 13 and 14 lives in src/foundry-compat/
 * (one small file per difference). Nothing else reads the running generation — no `game.release`, no
 * `generation` comparison spread through sheets and cards.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(import.meta.dirname, "..", "..", "src");
const COMPAT = path.join(SRC, "foundry-compat");

function productFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** What reads the Foundry version: the release data, the version string, or the generation number. */
export const READS_GENERATION = /\bgame\.(release|version)\b|\brelease\.generation\b|\bfoundryGeneration\s*\(|\bisFoundry14OrLater\s*\(/;

describe("Foundry 13/14 differences", () => {
  it("are read only inside src/foundry-compat/", () => {
    const outside = productFiles(SRC)
      .filter((file) => !file.startsWith(COMPAT + path.sep))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => READS_GENERATION.test(line))
          .map(({ index }) => `${path.relative(SRC, file)}:${index + 1}`),
      );
    expect(outside).toEqual([]);
  });

  it("are told apart by the generation read in one place: generation.ts reads the release, the other compat files ask it", () => {
    const READS_RELEASE = /\bgame\.(release|version)\b|\brelease\.generation\b/;
    const readers = productFiles(COMPAT)
      .filter((file) => fs.readFileSync(file, "utf8").split("\n").some((line) => READS_RELEASE.test(line) && !/^\s*(\*|\/\/)/.test(line)))
      .map((file) => path.relative(SRC, file));
    expect(readers).toEqual([path.join("foundry-compat", "generation.ts")]);
  });

  it("the check would catch a generation branch in a sheet", () => {
    expect(READS_GENERATION.test("if (game.release.generation >= 14) doIt();")).toBe(true);
    expect(READS_GENERATION.test("const v14 = isFoundry14OrLater();")).toBe(true);
    expect(READS_GENERATION.test("const modes = messageModes();")).toBe(false);
  });
});
