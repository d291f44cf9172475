/**
 * Imports the rulebook appendix into pack sources: `npm run import:appendix -- <appendixDir>`
 * (= `node --import tsx scripts/appendix/import.ts <appendixDir>`; without the argument the
 * environment variable PHASESIX_APPENDIX names the folder). `<appendixDir>` is the appendix folder of
 * a checkout of the Phase Six rulebook sources (README.md here). Run by hand by a developer when the
 * appendix changes; never at build or run time (users do not have the appendix). It rewrites the JSON
 * files of the packs it owns (scripts/appendix/packs.ts), files them in system.json, and prints what
 * it wrote and which keys needed a discriminator.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WORLDS } from "../../src/rules/catalog/index.ts";
import type { WorldKey } from "../../src/rules/catalog/index.ts";
import { buildPacks } from "./packs.ts";
import { writePack } from "./documents.ts";
import { updateManifest } from "./manifest.ts";
import { DISCRIMINATED } from "./keys.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The environment variable that names the appendix folder (for the tests and when no argument is given). */
export const APPENDIX_ENV = "PHASESIX_APPENDIX";

/** The appendix folder named by PHASESIX_APPENDIX, or null when it is unset or does not exist. */
export function appendixFromEnv(): string | null {
  const dir = process.env[APPENDIX_ENV];
  return dir && fs.existsSync(dir) ? path.resolve(dir) : null;
}
export const PACKS_ROOT = path.join(ROOT, "packs");

/** The file name of a chapter for a world and language: ("templates", "terra", "de") → templates_phasesix_de.tex. */
export function chapterFile(kind: string, world: WorldKey, language: "en" | "de"): string {
  return `${kind}_${world === "terra" ? "phasesix" : world}_${language}.tex`;
}

/** Chapters the appendix has for some worlds only (recipes: Terra and Tirakan, none for NEXUS). */
export const CHAPTER_WORLDS: Readonly<Partial<Record<string, readonly WorldKey[]>>> = { recipes: ["terra", "tirakan"] };

/** Reads the chapter `kind` of every world (or of those in CHAPTER_WORLDS) and language from `dir`. */
export function readChapter(dir: string, kind: string): Array<{ world: WorldKey; en: string; de: string }> {
  return (CHAPTER_WORLDS[kind] ?? WORLDS).map((world) => ({
    world,
    en: fs.readFileSync(path.join(dir, chapterFile(kind, world, "en")), "utf8"),
    de: fs.readFileSync(path.join(dir, chapterFile(kind, world, "de")), "utf8"),
  }));
}

function main(): void {
  const given = process.argv[2] ?? process.env[APPENDIX_ENV];
  if (!given) throw new Error(`Usage: npm run import:appendix -- <appendix folder of the Phase Six rulebook sources> (or set ${APPENDIX_ENV})`);
  const dir = path.resolve(given);
  if (!fs.existsSync(dir)) throw new Error(`Appendix folder not found: ${dir}`);
  const packs = buildPacks((kind) => readChapter(dir, kind));
  for (const [pack, documents] of Object.entries(packs)) {
    console.info(`${pack}: ${writePack(PACKS_ROOT, pack, documents)} documents`);
  }
  for (const [kind, keys] of DISCRIMINATED) if (keys.length > 0) console.info(`keys with a discriminator (${kind}): ${keys.join(", ")}`);
  updateManifest(ROOT);
  console.info("system.json: packs and pack folders updated");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
