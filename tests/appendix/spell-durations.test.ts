/**
 * Twelve spells whose appendix table and rules prose give different durations (issue 25, "spell
 * stats and rules text agree on duration"): one source is followed per spell
 * (scripts/appendix/spell-durations.ts, docs/RULES.md → Magic), the packs' stats carry that duration
 * in both languages, and our rules text states the same one.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPELL_DURATION_CHOICES, chosenDuration } from "../../scripts/appendix/spell-durations.ts";
import { appendixFromEnv, readChapter } from "../../scripts/appendix/import.ts";
import { parseSpells } from "../../scripts/appendix/magic.ts";
import { resolveDuration } from "../../src/rules/items/duration.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

interface SpellDoc {
  name: string;
  system: { duration: { formula: string; unit: string }; rules: string };
  flags?: { phasesix?: { key?: string } };
}

function spells(language: "de" | "en"): Map<string, SpellDoc> {
  const dir = path.join(PACKS, `spells-${language}`);
  const out = new Map<string, SpellDoc>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as SpellDoc;
    const key = doc.flags?.phasesix?.key;
    if (key) out.set(key, doc);
  }
  return out;
}

/** How our rules text states the chosen duration, per spell and language. */
const STATED: Record<string, { en: string; de: string }> = {
  "spell:illusion": { en: "(Magic level + 1)d6 minutes", de: "(Magieniveau + 1)W6 Minuten" },
  "spell:banish-magic": { en: "Magic level + 1 minutes", de: "Magieniveau + 1 Minuten" },
  "spell:arrest": { en: "Power + Magic level combat rounds", de: "Stärke + Magieniveau Kampfrunden" },
  "spell:dance-of-death": { en: "Magic level hours", de: "Magieniveau Stunden" },
  "spell:animal-companion": { en: "Magic level hours", de: "Magieniveau Stunden" },
  "spell:domination": { en: "Lasts Power minutes", de: "Dauert Stärke Minuten" },
  "spell:bogus": { en: "(Magic level + 1)d6 minutes", de: "(Magieniveau + 1)W6 Minuten" },
  "spell:glitter": { en: "Magic level d6 minutes", de: "Magieniveau W6 Minuten" },
  "spell:ogre-s-breath": { en: "Magic level d6 minutes", de: "Magieniveau W6 Minuten" },
  "spell:venomous-bite": { en: "Magic level combat rounds", de: "Magieniveau Kampfrunden" },
  "spell:good-friend": { en: "lasts Magic level minutes", de: "hält Magieniveau Minuten" },
  "spell:ivy-coat": { en: "withers after an hour", de: "Nach einer Stunde verwelkt" },
};

const TWELVE = Object.keys(STATED);

describe("spell durations: stats and rules text follow one source", () => {
  it("a choice is documented for exactly the twelve spells whose table and prose disagree", () => {
    expect(Object.keys(SPELL_DURATION_CHOICES).sort()).toEqual([...TWELVE].sort());
    expect(Object.values(SPELL_DURATION_CHOICES).every((c) => c.reason.length > 10)).toBe(true);
  });

  it.each(TWELVE)("%s: both packs carry the chosen duration and our text states it", (key) => {
    const choice = SPELL_DURATION_CHOICES[key];
    for (const language of ["en", "de"] as const) {
      const doc = spells(language).get(key);
      expect(doc, `${key} in spells-${language}`).toBeDefined();
      expect(doc?.system.duration).toEqual(choice.duration);
      expect(doc?.system.rules).toContain(STATED[key][language]);
    }
  });

  it("the prose's magic level decides where it differs from the table: at magic level 5 Bogus lasts 6d6 minutes, Venomous bite 5 rounds", () => {
    const bogus = SPELL_DURATION_CHOICES["spell:bogus"].duration.formula;
    const bite = SPELL_DURATION_CHOICES["spell:venomous-bite"].duration.formula;
    expect(resolveDuration(bogus, { power: 2, magicLevel: 5 })).toEqual({ kind: "dice", dice: 6 });
    expect(resolveDuration(bite, { power: 2, magicLevel: 5 })).toEqual({ kind: "fixed", amount: 5 });
    // at the default magic level 3 the prose gives the table's numbers (4d6, 3 rounds)
    expect(resolveDuration(bogus, { power: 2, magicLevel: 3 })).toEqual({ kind: "dice", dice: 4 });
    expect(resolveDuration(bite, { power: 2, magicLevel: 3 })).toEqual({ kind: "fixed", amount: 3 });
  });

  it.each(TWELVE)("%s: the chosen formula resolves for a casting", (key) => {
    expect(resolveDuration(SPELL_DURATION_CHOICES[key].duration.formula, { power: 3, magicLevel: 3 })).not.toBeNull();
  });

  it("the importer stops when the appendix's table no longer says what a choice was made for", () => {
    expect(() => chosenDuration("spell:illusion", { formula: "(power*3)d6", unit: "minutes" })).toThrow(/spell:illusion/);
    expect(chosenDuration("spell:illusion", { formula: "(power*2)d6", unit: "minutes" })).toEqual({ formula: "(magicLevel+1)d6", unit: "minutes" });
    expect(chosenDuration("spell:fireball", { formula: "power", unit: "rounds" })).toEqual({ formula: "power", unit: "rounds" });
  });

  const dir = appendixFromEnv();
  it.skipIf(!dir)("each choice's table value is what the appendix's table says (PHASESIX_APPENDIX)", () => {
    const parsed = readChapter(dir ?? "", "spells").flatMap((chapter) => parseSpells(chapter.en));
    for (const key of TWELVE) {
      const name = spells("en").get(key)?.name ?? "";
      const tables = parsed.filter((s) => s.name.toLowerCase() === name.toLowerCase()).map((s) => s.duration);
      expect(tables.length, `${key} (${name}) in the appendix`).toBeGreaterThan(0);
      for (const table of tables) expect(table).toEqual(SPELL_DURATION_CHOICES[key].table);
    }
  });
});
