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

/**
 * A DOM class test that is false for the nodes of a Foundry 14 detached window (another realm):
 * `instanceof HTMLElement`, `HTMLInputElement`, `Element`, `Node`, `SVGElement` …, and the events those
 * windows dispatch (`instanceof DragEvent` …).
 */
export const REALM_SENSITIVE = /\binstanceof\s+(?:HTML\w*|SVG\w*|Element|Node|Text|DocumentFragment|\w*Event)\b/;

/** Product lines outside src/foundry-compat/ matching `pattern` (comments included: a rule in prose is quoted in backticks there). */
function linesOutsideCompat(pattern: RegExp): string[] {
  return productFiles(SRC)
    .filter((file) => !file.startsWith(COMPAT + path.sep))
    .flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line))
        .map(({ index }) => `${path.relative(SRC, file)}:${index + 1}`),
    );
}

describe("nodes of a detached window (Foundry 14)", () => {
  it("are never tested with a realm-sensitive instanceof outside src/foundry-compat/ (elements.ts tests them in every window)", () => {
    expect(linesOutsideCompat(REALM_SENSITIVE)).toEqual([]);
  });

  it("the check would catch one", () => {
    expect(REALM_SENSITIVE.test("if (event.target instanceof HTMLElement) go();")).toBe(true);
    expect(REALM_SENSITIVE.test("const form = el instanceof HTMLFormElement ? el : null;")).toBe(true);
    expect(REALM_SENSITIVE.test("if (event instanceof DragEvent) drop();")).toBe(true);
    expect(REALM_SENSITIVE.test("if (item instanceof PhaseSixItem) use();")).toBe(false);
    expect(REALM_SENSITIVE.test("if (isHTMLElement(event.target)) go();")).toBe(false);
  });
});

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
