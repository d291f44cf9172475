/**
 * Character templates of the appendix (`templates_<world>_<lang>.tex`): per entry the name, the
 * category (the section), the cost, the modifiers (attribute/skill/aspect/knowledge with a signed
 * value), magic traditions it opens, skill requirements, the shadow names (the italic labels — never
 * their rules prose) and the era/extension icons.
 */
import type { EraKey, ExtensionKey, SkillKey, TemplateCategory } from "../../src/rules/catalog/index.ts";
import type { SpellTradition } from "../../src/rules/items/vocabulary.ts";
import { knowledgeByName } from "./knowledge.ts";
import type { Language } from "./labels.ts";
import { labelKey, rowMeaning, skillByLabel, tagsOfIcons } from "./labels.ts";
import { clean, commandArgs, entries, icons, integer, italicLabels, sections, tableRows, withoutProse } from "./latex.ts";

/** Section titles of the template chapter, [English, German]. */
export const CATEGORY_TITLES: Record<TemplateCategory, [string, string]> = {
  lineage: ["Lineage", "Abstammung"],
  occupation: ["Occupation", "Beruf"],
  education: ["Education", "Bildung"],
  interests: ["Interests", "Interessen"],
  character: ["Character", "Charakter"],
  talent: ["Talent", "Talent"],
  environment: ["Environment", "Lebensumstände"],
};

export interface TemplateModifier {
  kind: "attribute" | "skill" | "aspect" | "knowledge";
  key: string;
  value: number;
}

export interface ParsedTemplate {
  name: string;
  category: TemplateCategory;
  cost: number;
  modifiers: TemplateModifier[];
  /** Magic traditions the template opens (rows with the value "True"). */
  traditions: SpellTradition[];
  /** Rows that are no modifier (the rest minimum roll), by key. */
  unsupported: Array<{ key: string; value: number }>;
  /** Skill minimums ("Requires shooting of 5 or more"). */
  skillRequirements: Array<{ skill: SkillKey; min: number }>;
  shadowNames: string[];
  eras: EraKey[];
  extensions: ExtensionKey[];
  unknownIcons: string[];
}

function categoryOf(title: string): TemplateCategory {
  for (const [key, labels] of Object.entries(CATEGORY_TITLES) as Array<[TemplateCategory, [string, string]]>) {
    if (labels.some((label) => labelKey(label) === labelKey(title))) return key;
  }
  throw new Error(`Unknown template category "${title}"`);
}

/** Name and cost of a heading `Spy \hfill \small{11 \trans{reputation_label}}`. */
export function templateHeading(heading: string): { name: string; cost: number } {
  const [namePart] = heading.split("\\hfill");
  const small = commandArgs(heading, "small")[0];
  const cost = small ? integer(small.arg) : null;
  if (cost === null) throw new Error(`No cost in template heading "${heading}"`);
  return { name: clean(namePart), cost };
}

const REQUIREMENT_PATTERNS = [/Requires (.+?) of (\d+) or more/gi, /Benötigt eine?n? (.+?) (?:Fähigkeit|Wert) von (\d+) oder (?:höher|mehr)/gi];

/** Skill minimums written as a sentence in the entry. */
export function skillRequirements(body: string): Array<{ skill: SkillKey; min: number }> {
  const text = withoutProse(body);
  const found: Array<{ skill: SkillKey; min: number }> = [];
  for (const pattern of REQUIREMENT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const skill = skillByLabel(match[1]);
      if (!skill) throw new Error(`Unknown skill in requirement "${match[0]}"`);
      found.push({ skill, min: Number(match[2]) });
    }
  }
  return found;
}

/** Italic labels of a dice table ("1-2", "3-5", "6": Well equipped) are no shadow names. */
const DICE_RANGE = /^\d+(\s*[-–]\s*\d+)?$/;

/** One template entry of a section. */
export function parseTemplate(heading: string, body: string, category: TemplateCategory, language: Language): ParsedTemplate {
  const { name, cost } = templateHeading(heading);
  const template: ParsedTemplate = {
    name,
    category,
    cost,
    modifiers: [],
    traditions: [],
    unsupported: [],
    skillRequirements: skillRequirements(body),
    shadowNames: italicLabels(body).filter((label) => !DICE_RANGE.test(label)),
    eras: [],
    extensions: [],
    unknownIcons: [],
  };
  for (const row of tableRows(body)) {
    const meaning = rowMeaning(row.label);
    if (meaning.kind === "tradition") {
      if (row.value.trim().toLowerCase().startsWith("true")) template.traditions.push(meaning.key);
      continue;
    }
    const value = integer(row.value);
    if (value === null) throw new Error(`Template "${name}": no number in row "${row.label} & ${row.value}"`);
    if (meaning.kind === "unsupported") {
      template.unsupported.push({ key: meaning.key, value });
    } else if (meaning.kind === "knowledge") {
      const definition = knowledgeByName(meaning.key);
      if (!definition) throw new Error(`Template "${name}": cannot place the row "${row.label} & ${row.value}" (no attribute, skill, aspect or knowledge of knowledge.ts)`);
      template.modifiers.push({ kind: "knowledge", key: definition[language], value });
    } else {
      template.modifiers.push({ kind: meaning.kind, key: meaning.key, value });
    }
  }
  const tags = tagsOfIcons(icons(body));
  template.eras = tags.eras;
  template.extensions = tags.extensions;
  template.unknownIcons = tags.unknown;
  return template;
}

/** Every template of a template chapter, in book order. */
export function parseTemplates(tex: string, language: Language): ParsedTemplate[] {
  return sections(tex).flatMap((section) => {
    const category = categoryOf(section.title);
    return entries(section.body).map((entry) => parseTemplate(entry.heading, entry.body, category, language));
  });
}
