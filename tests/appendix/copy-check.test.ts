/**
 * Our texts are our own words: no display text of a pack (rules, descriptions, shadows, lineage
 * abilities, embedded items of the NPCs, the pages of the guide and of the rules reference) and no text file shares a run of COPY_RUN words with the
 * appendix prose of its language. The run finder itself is checked on a small example everywhere;
 * the packs against the appendix where PHASESIX_APPENDIX names it (CI).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COPY_RUN, appendixRuns, copiedRuns, wordsOf } from "../../scripts/appendix/copy-check.ts";
import { appendixFromEnv } from "../../scripts/appendix/import.ts";
import { readTexts } from "../../scripts/appendix/texts.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

interface System {
  description?: string;
  rules?: string;
  shadow?: string;
  abilities?: Array<{ rules?: string }>;
  /** A foe's actions: their notes are our texts too. */
  statblock?: { actions?: Array<{ notes?: string }> };
}
interface Doc {
  name: string;
  system?: System;
  items?: Array<{ name: string; system?: System }>;
  /** A journal's pages (the guide, the rules reference). */
  pages?: Array<{ name: string; text?: { content?: string } }>;
}

function textsOf(name: string, system: System | undefined): Array<{ where: string; text: string }> {
  const s = system ?? {};
  return [s.description, s.rules, s.shadow, ...(s.abilities ?? []).map((a) => a.rules), ...(s.statblock?.actions ?? []).map((a) => a.notes)]
    .filter((t): t is string => typeof t === "string" && t.trim() !== "")
    .map((text) => ({ where: name, text }));
}

function packTexts(language: "en" | "de"): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const pack of fs.readdirSync(path.join(ROOT, "packs")).filter((p) => p.endsWith(`-${language}`))) {
    for (const file of fs.readdirSync(path.join(ROOT, "packs", pack)).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "packs", pack, file), "utf8")) as Doc;
      out.push(...textsOf(`${pack}/${doc.name}`, doc.system));
      for (const item of doc.items ?? []) out.push(...textsOf(`${pack}/${doc.name}/${item.name}`, item.system));
      for (const page of doc.pages ?? []) if (page.text?.content) out.push({ where: `${pack}/${doc.name}/${page.name}`, text: page.text.content });
    }
  }
  return out;
}

describe("the copy check", () => {
  it("finds a shared run of words regardless of case, punctuation, tags and LaTeX", () => {
    const appendix = new Set<string>();
    const words = wordsOf("The \\textbf{caster} creates an illusion that replaces any object, of the same shape.");
    for (let i = 0; i + COPY_RUN <= words.length; i++) appendix.add(words.slice(i, i + COPY_RUN).join(" "));
    expect(copiedRuns("<p>Look: the caster CREATES an illusion, that replaces any object!</p>", appendix)).toEqual([
      "the caster creates an illusion that replaces any",
      "caster creates an illusion that replaces any object",
    ]);
    expect(copiedRuns("An illusion takes the place of one object of about the same shape.", appendix)).toEqual([]);
  });
});

describe("what the copy check reads", () => {
  it.each(["en", "de"] as const)("%s: every page of the guide and of the rules reference is among the packs' texts", (language) => {
    const read = new Set(packTexts(language).map((t) => t.where));
    for (const pack of [`guide-${language}`, `reference-${language}`]) {
      const dir = path.join(ROOT, "packs", pack);
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
        const journal = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Doc;
        expect(journal.pages?.length ?? 0, pack).toBeGreaterThan(10);
        for (const page of journal.pages ?? []) expect(read.has(`${pack}/${journal.name}/${page.name}`), `${pack}: ${page.name}`).toBe(true);
      }
    }
  });
});

const APPENDIX = appendixFromEnv();
describe.skipIf(!APPENDIX)(`own words: no run of ${COPY_RUN} words from the appendix (needs PHASESIX_APPENDIX)`, () => {
  it.each(["en", "de"] as const)("%s: the packs' texts", (language) => {
    const runs = appendixRuns(APPENDIX ?? "", language);
    const copied = packTexts(language).flatMap(({ where, text }) => copiedRuns(text, runs).slice(0, 1).map((run) => `${where}: "${run}"`));
    expect(copied).toEqual([]);
  });

  it.each(["en", "de"] as const)("%s: the text files", (language) => {
    const runs = appendixRuns(APPENDIX ?? "", language);
    const copied = [...readTexts()].flatMap(([key, text]) => copiedRuns(text[language], runs).slice(0, 1).map((run) => `${key}: "${run}"`));
    expect(copied).toEqual([]);
  });
});
