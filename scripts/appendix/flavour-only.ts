/**
 * Gear whose appendix entry only says what the thing is (bread, a silver ring, a bag, an empty
 * entry, a plant's folklore) and gives nothing to play by: it keeps an empty rules text on purpose.
 * The list is `flavour-only.json` beside this file (stable keys). Every other gear item, weapon
 * modification and spell has a rules text of ours (texts/*.json or gear-rules.ts); the pack tests
 * count the rest down to zero. A key here that matches no entry, or whose entry has a rules text,
 * stops the import.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FLAVOUR_ONLY_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "flavour-only.json");

export function readFlavourOnly(file: string = FLAVOUR_ONLY_FILE): ReadonlySet<string> {
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(data) || !data.every((k) => typeof k === "string" && /^gear:/.test(k))) {
    throw new Error(`${path.basename(file)}: must be a list of gear keys`);
  }
  if (new Set(data).size !== data.length) throw new Error(`${path.basename(file)}: a key is listed twice`);
  return new Set(data as string[]);
}
