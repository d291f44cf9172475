/**
 * Our rules texts must be our own words: no run of {@link COPY_RUN} words may appear in the
 * appendix's prose of the same language. The appendix's chapters become a set of word runs
 * (lower case, letters and digits only, LaTeX commands and HTML tags dropped); a text is checked
 * against that set. Used by the pack tests (where the appendix is present) and when writing texts.
 */
import fs from "node:fs";
import path from "node:path";
import { clean } from "./latex.ts";

/** The shortest word run that counts as copied. */
export const COPY_RUN = 8;

/** The words of a text: tags and LaTeX dropped, lower case, letters and digits only. */
export function wordsOf(text: string): string[] {
  return clean(text.replace(/<[^>]*>/g, " "))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean);
}

function runsOf(words: readonly string[], length: number): string[] {
  const runs: string[] = [];
  for (let i = 0; i + length <= words.length; i++) runs.push(words.slice(i, i + length).join(" "));
  return runs;
}

/** Every run of `length` words of the appendix chapters of `language` in `dir`. */
export function appendixRuns(dir: string, language: "en" | "de", length: number = COPY_RUN): Set<string> {
  const runs = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(`_${language}.tex`))) {
    for (const run of runsOf(wordsOf(fs.readFileSync(path.join(dir, file), "utf8")), length)) runs.add(run);
  }
  return runs;
}

/** The runs of `text` that the appendix has too (empty: our own words). */
export function copiedRuns(text: string, appendix: ReadonlySet<string>, length: number = COPY_RUN): string[] {
  return runsOf(wordsOf(text), length).filter((run) => appendix.has(run));
}
