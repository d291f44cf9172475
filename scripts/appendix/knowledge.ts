/**
 * Every knowledge the appendix's templates name, defined once with its linked skill
 * (RULES.md → Character: "the packs define each knowledge once with its linked skill — our choice
 * where the books are silent"). The rulebook itself gives one: Etikette (Kommunikation).
 * Our choices, by the skill a roll on that knowledge would most plausibly use:
 *
 * | English            | Deutsch             | skill          |
 * | ------------------ | ------------------- | -------------- |
 * | Accounting         | Buchhaltung         | investigation  |
 * | Administration     | Verwaltung          | politics       |
 * | Aeronautics        | Luftfahrt           | driving        |
 * | Alchemy            | Alchemie            | nature         |
 * | Ancient Relics     | Altertümer          | history        |
 * | Astronomy          | Astronomie          | nature         |
 * | Chemistry          | Chemie              | nature         |
 * | Computer Science   | Informatik          | mechanics      |
 * | Cooking            | Kochen              | nature         |
 * | Elder Knowledge    | Älteres Wissen      | history        |
 * | Electronics        | Elektronik          | mechanics      |
 * | Esoterism          | Esoterik            | religion       |
 * | Etiquette          | Etikette            | communication  | (rulebook example)
 * | Explosives         | Sprengstoffe        | mechanics      |
 * | General Knowledge  | Allgemeinwissen     | history        |
 * | Hacking            | Hacken              | mechanics      |
 * | Heraldry           | Heraldik            | history        |
 * | Interrogation      | Verhören            | intimidation   |
 * | Law                | Recht               | politics       |
 * | Lock picking       | Schlossknacken      | mechanics      |
 * | Mathematics        | Mathematik          | mechanics      |
 * | Medical science    | Medizin             | firstAid       |
 * | Mining             | Bergbau             | mechanics      |
 * | Music              | Musik               | performance    |
 * | Myths and legends  | Mythen und Legenden | history        |
 * | Petrography        | Gesteinskunde       | nature         |
 * | Reading/Writing    | Lesen/Schreiben     | communication  |
 * | Rhetoric           | Rhetorik            | persuasion     |
 * | Riding             | Reiten              | driving        | (Fahren covers everything one steers)
 * | Seafaring          | Seefahrt            | driving        |
 * | Statesmanship      | Staatskunst         | politics       |
 * | Swimming           | Schwimmen           | acrobatics     |
 * | Vehicles           | Fahrzeuge           | driving        |
 * | Warfare            | Kriegsführung       | history        |
 * | Xenos Knowledge    | Xenoswissen         | nature         |
 * | Zoology            | Zoologie            | nature         |
 */
import type { SkillKey } from "../../src/rules/catalog/index.ts";
import { labelKey } from "./labels.ts";

export interface KnowledgeDefinition {
  en: string;
  de: string;
  skill: SkillKey;
}

export const KNOWLEDGE: readonly KnowledgeDefinition[] = [
  { en: "Accounting", de: "Buchhaltung", skill: "investigation" },
  { en: "Administration", de: "Verwaltung", skill: "politics" },
  { en: "Aeronautics", de: "Luftfahrt", skill: "driving" },
  { en: "Alchemy", de: "Alchemie", skill: "nature" },
  { en: "Ancient Relics", de: "Altertümer", skill: "history" },
  { en: "Astronomy", de: "Astronomie", skill: "nature" },
  { en: "Chemistry", de: "Chemie", skill: "nature" },
  { en: "Computer Science", de: "Informatik", skill: "mechanics" },
  { en: "Cooking", de: "Kochen", skill: "nature" },
  { en: "Elder Knowledge", de: "Älteres Wissen", skill: "history" },
  { en: "Electronics", de: "Elektronik", skill: "mechanics" },
  { en: "Esoterism", de: "Esoterik", skill: "religion" },
  { en: "Etiquette", de: "Etikette", skill: "communication" },
  { en: "Explosives", de: "Sprengstoffe", skill: "mechanics" },
  { en: "General Knowledge", de: "Allgemeinwissen", skill: "history" },
  { en: "Hacking", de: "Hacken", skill: "mechanics" },
  { en: "Heraldry", de: "Heraldik", skill: "history" },
  { en: "Interrogation", de: "Verhören", skill: "intimidation" },
  { en: "Law", de: "Recht", skill: "politics" },
  { en: "Lock picking", de: "Schlossknacken", skill: "mechanics" },
  { en: "Mathematics", de: "Mathematik", skill: "mechanics" },
  { en: "Medical science", de: "Medizin", skill: "firstAid" },
  { en: "Mining", de: "Bergbau", skill: "mechanics" },
  { en: "Music", de: "Musik", skill: "performance" },
  { en: "Myths and legends", de: "Mythen und Legenden", skill: "history" },
  { en: "Petrography", de: "Gesteinskunde", skill: "nature" },
  { en: "Reading/Writing", de: "Lesen/Schreiben", skill: "communication" },
  { en: "Rhetoric", de: "Rhetorik", skill: "persuasion" },
  { en: "Riding", de: "Reiten", skill: "driving" },
  { en: "Seafaring", de: "Seefahrt", skill: "driving" },
  { en: "Statesmanship", de: "Staatskunst", skill: "politics" },
  { en: "Swimming", de: "Schwimmen", skill: "acrobatics" },
  { en: "Vehicles", de: "Fahrzeuge", skill: "driving" },
  { en: "Warfare", de: "Kriegsführung", skill: "history" },
  { en: "Xenos Knowledge", de: "Xenoswissen", skill: "nature" },
  { en: "Zoology", de: "Zoologie", skill: "nature" },
];

/** Spellings of the appendix corrected to the name the knowledge item carries. */
export const KNOWLEDGE_SPELLING: Readonly<Record<string, string>> = {
  Astronimy: "Astronomy",
};

const BY_LABEL = new Map<string, KnowledgeDefinition>();
for (const definition of KNOWLEDGE) {
  BY_LABEL.set(labelKey(definition.en), definition);
  BY_LABEL.set(labelKey(definition.de), definition);
}

/** The definition of a knowledge named in either language (after spelling fixes), or null. */
export function knowledgeByName(name: string): KnowledgeDefinition | null {
  return BY_LABEL.get(labelKey(KNOWLEDGE_SPELLING[name.trim()] ?? name)) ?? null;
}
