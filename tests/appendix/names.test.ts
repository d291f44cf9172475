/**
 * Review of the committed pack names (issue: "an English table and a German table each see only
 * correct names in their language"): no English pack name, folder, shadow or lineage ability name
 * contains a German-only letter or a German word from the list below, and no German one an English
 * word from the other list. Names the two languages share (brands, Latin, proper names) pass.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACK_LABELS } from "../../scripts/appendix/manifest.ts";

const PACKS = path.resolve(import.meta.dirname, "..", "..", "packs");

/** Letters English never uses. */
const GERMAN_LETTERS = /[äöüÄÖÜß]/;

/** German words that are not English (whole words, case-insensitive). */
const GERMAN_WORDS = [
  "der", "die", "das", "und", "des", "dem", "den", "mit", "von", "für", "zur", "zum", "aus", "eines", "einer", "ein", "eine",
  "bier", "brot", "leib", "laib", "morphin", "spritze", "krug", "schatulle", "jadeschatulle", "zahn", "logbuch", "kapitäns",
  "schwarzer", "tod", "gestaltwandler", "angst", "verfolgungsangst", "jäger", "haut", "schattenhaut", "bogen", "dörrobst",
  "flöte", "kraut", "trank", "zauber", "schild", "rüstung", "gewehr98", "bewegen", "nahkampf", "odem", "sturm", "dornensturm",
  "griff", "urform", "metamorphose", "philologe", "köcher", "wandlung", "elementar", "elementarer", "goldnugget", "silberorchidee",
  "bovist", "leuchtender", "mondschattenbogen", "kummet", "scheiben", "puppen", "zikadenvorvall", "zikadenvorfall", "sud", "vorvall", "antike",
];

/** English words that are not German (whole words, case-insensitive). */
const ENGLISH_WORDS = [
  "the", "of", "and", "with", "for", "from", "worse", "than", "life", "psychic", "paper", "hard", "armor", "armour", "pump",
  "action", "beauty", "board", "statue", "helmet", "sight", "suppressor", "low", "profile", "soft", "concealable", "vest",
  "incident", "incicdent", "cicada", "shot", "magic", "folk", "lizard", "rerebrace", "glitter", "bag", "power", "pauldrons",
  "poleyns", "teleporter",
];

interface Doc {
  _key: string;
  name: string;
  system?: { shadowName?: string; abilities?: Array<{ name: string }> };
}

function names(language: "de" | "en"): Array<{ pack: string; name: string }> {
  const out: Array<{ pack: string; name: string }> = [];
  for (const base of Object.keys(PACK_LABELS)) {
    const pack = `${base}-${language}`;
    for (const file of fs.readdirSync(path.join(PACKS, pack)).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(PACKS, pack, file), "utf8")) as Doc;
      out.push({ pack, name: doc.name });
      for (const shadow of (doc.system?.shadowName ?? "").split(", ").filter(Boolean)) out.push({ pack, name: shadow });
      for (const ability of doc.system?.abilities ?? []) out.push({ pack, name: ability.name });
    }
  }
  return out;
}

function words(name: string): string[] {
  return name.toLowerCase().split(/[^a-zäöüß0-9']+/).filter(Boolean);
}

describe("pack names are in their pack's language", () => {
  it("English packs: no German-only letters or German words", () => {
    const german = new Set(GERMAN_WORDS);
    const wrong = names("en").filter(({ name }) => GERMAN_LETTERS.test(name) || words(name).some((w) => german.has(w)));
    expect(wrong.map((w) => `${w.pack}: ${w.name}`)).toEqual([]);
  });

  it("German packs: no English words", () => {
    const english = new Set(ENGLISH_WORDS);
    const wrong = names("de").filter(({ name }) => words(name).some((w) => english.has(w)));
    expect(wrong.map((w) => `${w.pack}: ${w.name}`)).toEqual([]);
  });

  it("the review itself catches the names the appendix got wrong", () => {
    const german = new Set(GERMAN_WORDS);
    const english = new Set(ENGLISH_WORDS);
    for (const name of ["Schattenhaut", "Bier", "Der Zikadenvorvall", "Mondschattenbogen"]) {
      expect(GERMAN_LETTERS.test(name) || words(name).some((w) => german.has(w)), name).toBe(true);
    }
    for (const name of ["Worse than life", "Psychic Paper", "Hard Armor", "Pump Action", "Cicada Incicdent", "Lizard Folk Magic"]) {
      expect(words(name).some((w) => english.has(w)), name).toBe(true);
    }
  });
});
