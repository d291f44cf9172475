/**
 * The rules reference says what the books say, and says so when a statement is our reading (issue 33,
 * part 4): the minimum roll's floor of 2+ is a book rule only for the accurate attack (both editions:
 * "kann aber 2 nicht unterschreiten"), everywhere else it is ours; the brewing chapter (2026,
 * "Formeln und Rezepte") prints the recipe levels as minimum rolls 5+/8+/11+, our +0/+3/+6 is a
 * reading; criticals get through a parry only in 2025 (2026 combat chapter → "Nahkampfangriffe
 * parieren": a critical success of the parry stops one). And every one of the 36 attributes and skills
 * has an entry — what it covers, under the UI's word, with a roll button — in both languages.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/paths.mjs";
import { LANGUAGES, journalFile, referencePack } from "../../scripts/reference/build.ts";
import type { Language, ReferenceJournal } from "../../scripts/reference/build.ts";
import { ATTRIBUTE_ENTRIES, SKILL_ENTRIES } from "../../scripts/reference/attributes-skills.ts";
import { ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import { loadTranslations } from "../browser/harness.ts";

function page(language: Language, key: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "packs", referencePack(language), journalFile(language)), "utf8")) as ReferenceJournal;
  return journal.pages.find((p) => p.flags.phasesix.referencePage === key)?.text.content ?? "";
}

function guidePage(language: Language, suffix: string): string {
  const file = path.join(ROOT, "packs", `guide-${language}`, `guide_PsGuide${language === "de" ? "De" : "En"}Journal.json`);
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { pages: Array<{ _id: string; text: { content: string } }> };
  return journal.pages.find((p) => p._id.startsWith(`Ps${language === "de" ? "De" : "En"}${suffix}`))?.text.content ?? "";
}

const OURS = { de: "Unsere Lesart", en: "Our reading" } as const;

describe("the reference marks our readings as ours", () => {
  for (const language of LANGUAGES) {
    it(`${language}: the minimum roll's floor of 2+ is ours, the book gives it for the accurate attack`, () => {
      const rolls = page(language, "Rolls");
      const floor = rolls.split("</p>").find((p) => p.includes("2+")) ?? "";
      expect(floor).toContain(OURS[language]);
      expect(floor).toMatch(language === "de" ? /genauen Angriff/ : /accurate attack/);
      expect(rolls).not.toMatch(/(sinkt nie unter 2\+|never drops below 2\+)\.<\/p>/);
    });

    it(`${language}: the recipe levels read as the book prints them (5+/8+/11+), +0/+3/+6 only as our reading`, () => {
      const brewing = page(language, "Brewing");
      const level = brewing.split("</li>").find((li) => li.includes("11+")) ?? "";
      for (const minRoll of ["5+", "8+", "11+"]) expect(level).toContain(minRoll);
      expect(level.indexOf("+6")).toBeGreaterThan(level.indexOf(OURS[language]));
    });

    it(`${language}: who picks a quirk is our reading (the player); neither edition's book says`, () => {
      const horror = page(language, "Horror");
      const quirks = horror.split("</li>").find((li) => li.includes("@UUID") && /quirk|Eigenart/i.test(li) && /(Spielerin|player)/.test(li)) ?? "";
      expect(quirks.toLowerCase()).toContain(OURS[language].toLowerCase());
    });

    it(`${language}: the guide's brewing page reads the recipe levels as the book prints them too`, () => {
      const brewing = guidePage(language, "Brewing");
      const level = brewing.split("</li>").find((li) => li.includes("11+")) ?? "";
      for (const minRoll of ["5+", "8+", "11+"]) expect(level).toContain(minRoll);
      expect(level.indexOf("+6")).toBeGreaterThan(level.indexOf(OURS[language]));
    });

    it(`${language}: the guide's checks page gives the 2+ floor as our reading too`, () => {
      const checks = guidePage(language, "Checks");
      const floor = checks.split(/(?<=\.)\s/).find((sentence) => sentence.includes("2+")) ?? "";
      expect(floor.toLowerCase()).toContain(OURS[language].toLowerCase());
    });

    it(`${language}: the guide's checks page gives both editions' difficulty levels (2026 rolls chapter → Schwierigkeitsgrade: +1, +3, +6, +12) and both editions' minimum roll`, () => {
      const checks = guidePage(language, "Checks");
      expect(checks).toMatch(/2025[^]*\+2[^]*\+3[^]*\+4/);
      expect(checks).toMatch(/2026[^]*\+3[^]*\+6[^]*\+12/);
      expect(checks).toContain(language === "de" ? "beginnt jeder Charakter bei 5+" : "every character starts at 5+");
    });

    it(`${language}: the guide's criticals page names the 2026 parry (a critical success of the parry stops a critical hit)`, () => {
      const criticals = guidePage(language, "Criticals");
      expect(criticals).not.toMatch(/durch jede Parade|always get through a parry/);
      expect(criticals).toContain("2025");
      expect(criticals).toContain("2026");
      expect(criticals).toContain("11+");
    });
  }
});

describe("every attribute and skill has an entry: what it covers, with a roll button", () => {
  it("the entries cover exactly the catalog's 12 attributes and 24 skills", () => {
    expect(Object.keys(ATTRIBUTE_ENTRIES).sort()).toEqual([...ATTRIBUTES].sort());
    expect(Object.keys(SKILL_ENTRIES).sort()).toEqual([...SKILLS].sort());
  });

  for (const language of LANGUAGES) {
    const values = page(language, "Values");
    const ui = loadTranslations(language);

    it(`${language}: each of the 36 rolls from its own row, named with the UI's word`, () => {
      for (const key of ATTRIBUTES) {
        const row = values.split("</tr>").find((r) => r.includes(`[[/check ${key} difficulty=0]]`)) ?? "";
        expect(row, key).toContain(`<strong>${ui.get(`PHASESIX.Attribute.${key}`) ?? "?"}</strong>`);
        expect(row.replace(/<[^>]+>/g, " ").split(/\s+/).length, key).toBeGreaterThan(12);
      }
      for (const key of SKILLS) {
        const row = values.split("</tr>").find((r) => r.includes(`[[/check ${key} difficulty=0]]`)) ?? "";
        expect(row, key).toContain(`<strong>${ui.get(`PHASESIX.Skill.${key}`) ?? "?"}</strong>`);
      }
      expect(values.match(/\[\[\/check \w+ difficulty=0\]\]/g)).toHaveLength(36);
    });

    it(`${language}: Empathy names its base attribute in both editions, the magic skills their NEXUS exception`, () => {
      const empathy = values.split("</tr>").find((r) => r.includes("[[/check empathy difficulty=0]]")) ?? "";
      expect(empathy).toContain("2025");
      expect(empathy).toContain("2026");
      expect(empathy).toContain(ui.get("PHASESIX.Attribute.charm") ?? "?");
      expect(empathy).toContain(ui.get("PHASESIX.Attribute.conscientiousness") ?? "?");
      for (const key of ["magicKnowledge", "spellCasting"]) expect(values.split("</tr>").find((r) => r.includes(`[[/check ${key} difficulty=0]]`))).toContain("NEXUS");
    });

    it(`${language}: Heimlichkeit covers keeping a secret (the book's Verschlossenheit), Auffassungsgabe the senses`, () => {
      const stealth = values.split("</tr>").find((r) => r.includes("[[/check stealth difficulty=0]]")) ?? "";
      expect(stealth).toMatch(language === "de" ? /Verschlossenheit/ : /secret/);
      const apprehension = values.split("</tr>").find((r) => r.includes("[[/check apprehension difficulty=0]]")) ?? "";
      expect(apprehension).toMatch(language === "de" ? /Sinnen/ : /sense/);
    });
  }

  it("the character page and the overview link to the entries", () => {
    for (const language of LANGUAGES) {
      expect(page(language, "Character")).toContain("PsRef" + (language === "de" ? "De" : "En") + "Values");
      expect(page(language, "Overview")).toContain("PsRef" + (language === "de" ? "De" : "En") + "Values");
    }
  });
});
