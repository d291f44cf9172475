/**
 * Imports the rulebook appendix into pack sources: `npm run import:appendix`
 * (= `node --import tsx scripts/appendix/import.ts [appendixDir]`). Run by hand by a developer when the
 * appendix changes; never at build or run time (CI and users do not have the appendix). It rewrites
 * the JSON files of the packs it owns (scripts/appendix/packs.ts), files them in system.json, and
 * prints what it wrote.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WORLDS } from "../../src/rules/catalog/index.ts";
import type { WorldKey } from "../../src/rules/catalog/index.ts";
import { buildPacks } from "./packs.ts";
import { writePack } from "./documents.ts";
import { updateManifest } from "./manifest.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DEFAULT_APPENDIX = path.resolve(ROOT, "..", "shared", "data", "rulebook-appendix");
export const PACKS_ROOT = path.join(ROOT, "packs");

/** The file name of a chapter for a world and language: ("templates", "terra", "de") → templates_phasesix_de.tex. */
export function chapterFile(kind: string, world: WorldKey, language: "en" | "de"): string {
  return `${kind}_${world === "terra" ? "phasesix" : world}_${language}.tex`;
}

/** Reads the chapter `kind` of every world and language from `dir`. */
export function readChapter(dir: string, kind: string): Array<{ world: WorldKey; en: string; de: string }> {
  return WORLDS.map((world) => ({
    world,
    en: fs.readFileSync(path.join(dir, chapterFile(kind, world, "en")), "utf8"),
    de: fs.readFileSync(path.join(dir, chapterFile(kind, world, "de")), "utf8"),
  }));
}

function main(): void {
  const dir = path.resolve(process.argv[2] ?? DEFAULT_APPENDIX);
  if (!fs.existsSync(dir)) throw new Error(`Appendix folder not found: ${dir}`);
  const packs = buildPacks((kind) => readChapter(dir, kind));
  for (const [pack, documents] of Object.entries(packs)) {
    console.info(`${pack}: ${writePack(PACKS_ROOT, pack, documents)} documents`);
  }
  updateManifest(ROOT);
  console.info("system.json: packs and pack folders updated");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
