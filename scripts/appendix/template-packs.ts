/**
 * Pack documents from the template chapters: lineages (a lineage item with the Human start values
 * and its free lineage template), templates (grouped in folders by category) and knowledge (each
 * knowledge the templates name, once, with its linked skill and value 0 — the templates give the
 * value, the item gives the skill).
 */
import { TEMPLATE_CATEGORIES } from "../../src/rules/catalog/index.ts";
import type { SkillKey, TemplateCategory } from "../../src/rules/catalog/index.ts";
import { HUMAN_ASPECTS, HUMAN_ATTRIBUTE_START } from "../../src/rules/items/lineage.ts";
import type { Merged } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import { folderSource, itemSource, packIds } from "./documents.ts";
import type { FolderSource, ItemSource, PackDocument } from "./documents.ts";
import { IMAGES } from "./images.ts";
import { KNOWLEDGE, knowledgeByName } from "./knowledge.ts";
import type { Language } from "./labels.ts";
import { SKILL_LABELS, TRADITION_LABELS } from "./labels.ts";
import type { ParsedTemplate } from "./templates.ts";
import { CATEGORY_TITLES } from "./templates.ts";
import { shadowText } from "./shadows.ts";
import { TEMPLATE_RULES } from "./template-rules.ts";

const LANGUAGE_INDEX: Record<Language, 0 | 1> = { en: 0, de: 1 };

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/**
 * The description we write: the template's special rule in our own words (TEMPLATE_RULES) and what
 * the schema has no field for — skill requirements, magic traditions, the rest minimum roll — as
 * short sentences built from the entry's facts.
 */
export function templateDescription(template: ParsedTemplate, language: Language, englishName = template.name): string {
  const l = LANGUAGE_INDEX[language];
  const lines: string[] = [];
  const rule = TEMPLATE_RULES[englishName];
  if (rule) lines.push(rule[language]);
  for (const requirement of template.skillRequirements) {
    const skill = SKILL_LABELS[requirement.skill][l];
    lines.push(language === "de" ? `Voraussetzung: ${skill} ${requirement.min} oder höher.` : `Requires ${skill} ${requirement.min} or higher.`);
  }
  if (template.traditions.length > 0) {
    const names = template.traditions.map((t) => TRADITION_LABELS[t][l]).join(", ");
    lines.push(language === "de" ? `Öffnet die Magietradition: ${names}.` : `Opens the magic tradition: ${names}.`);
  }
  for (const row of template.unsupported) {
    if (row.key === "restMinRoll") {
      lines.push(language === "de" ? `Mindestwurf bei der Rast ${signed(row.value)}.` : `Minimum roll when resting ${signed(row.value)}.`);
    }
  }
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

/** The `system` of a template item (field names of src/data/item/template.ts). */
export function templateSystem(entry: Merged<ParsedTemplate>, language: Language): Record<string, unknown> {
  const template = entry[language];
  const shadowName = template.shadowNames.join(", ");
  return {
    description: templateDescription(template, language, entry.en.name),
    category: template.category,
    cost: template.cost,
    modifiers: template.modifiers.map((m) => ({ kind: m.kind, key: m.key, value: m.value })),
    requires: [],
    shadowName,
    shadow: shadowText(entry, language),
    eras: [...template.eras],
    extensions: [...template.extensions],
    worlds: worldTags(entry.worlds),
  };
}

/** The `system` of a lineage item: Human start values (the appendix gives no others) and its template. */
export function lineageSystem(entry: Merged<ParsedTemplate>, language: Language): Record<string, unknown> {
  return {
    description: "",
    aspects: { ...HUMAN_ASPECTS },
    attributeStart: HUMAN_ATTRIBUTE_START,
    templateName: entry[language].name,
    eras: [...entry[language].eras],
    extensions: [...entry[language].extensions],
    worlds: worldTags(entry.worlds),
  };
}

function identity(template: ParsedTemplate): string {
  return [template.category, template.cost, JSON.stringify(template.modifiers)].join("|");
}

/** Folder names of the lineages pack, [English, German]. */
export const LINEAGE_FOLDERS = { lineages: ["Lineages", "Abstammungen"], templates: ["Lineage templates", "Abstammungsschablonen"] } as const;

/** The lineages pack: per lineage template a lineage item and the template itself, in two folders. */
export function lineageDocuments(templates: readonly Merged<ParsedTemplate>[], language: Language): PackDocument[] {
  const pack = `lineages-${language}`;
  const l = LANGUAGE_INDEX[language];
  const lineageFolder = folderSource(pack, LINEAGE_FOLDERS.lineages[l], 0);
  const templateFolder = folderSource(pack, LINEAGE_FOLDERS.templates[l], 100);
  const lineages = templates.filter((t) => t.en.category === "lineage");
  const lineageIds = packIds(`${pack}:lineage`, lineages.map((t) => t[language].name), lineages.map((t) => identity(t.en)));
  const templateIds = packIds(`${pack}:template`, lineages.map((t) => t[language].name), lineages.map((t) => identity(t.en)));
  const items = lineages.flatMap((entry, i) => [
    itemSource({
      id: lineageIds[i],
      name: entry[language].name,
      type: "lineage",
      img: IMAGES.lineage,
      system: lineageSystem(entry, language),
      folder: lineageFolder._id,
      sort: i * 100,
    }),
    itemSource({
      id: templateIds[i],
      name: entry[language].name,
      type: "template",
      img: IMAGES.template,
      system: templateSystem(entry, language),
      folder: templateFolder._id,
      sort: i * 100,
    }),
  ]);
  return [lineageFolder, templateFolder, ...items];
}

/** The templates pack: every non-lineage template, in a folder per category, in book order. */
export function templateDocuments(templates: readonly Merged<ParsedTemplate>[], language: Language): PackDocument[] {
  const pack = `templates-${language}`;
  const l = LANGUAGE_INDEX[language];
  const others = templates.filter((t) => t.en.category !== "lineage");
  const folders = new Map<TemplateCategory, FolderSource>(
    TEMPLATE_CATEGORIES.filter((c) => c !== "lineage").map((category, i) => [category, folderSource(pack, CATEGORY_TITLES[category][l], i * 100)]),
  );
  const ids = packIds(pack, others.map((t) => t[language].name), others.map((t) => `${t.en.category}|${identity(t.en)}`));
  const items = others.map((entry, i) =>
    itemSource({
      id: ids[i],
      name: entry[language].name,
      type: "template",
      img: IMAGES.template,
      system: templateSystem(entry, language),
      folder: folders.get(entry.en.category)?._id ?? null,
      sort: i * 100,
    }),
  );
  return [...folders.values(), ...items];
}

/** The knowledge pack: every knowledge any template names, with its linked skill; worlds from those templates. */
export function knowledgeDocuments(templates: readonly Merged<ParsedTemplate>[], language: Language): ItemSource[] {
  const pack = `knowledge-${language}`;
  const used = new Map<string, Set<string>>();
  for (const entry of templates) {
    for (const modifier of entry.en.modifiers) {
      if (modifier.kind !== "knowledge") continue;
      const definition = knowledgeByName(modifier.key);
      if (!definition) continue;
      const worlds = used.get(definition.en) ?? new Set<string>();
      for (const world of entry.worlds) worlds.add(world);
      used.set(definition.en, worlds);
    }
  }
  const definitions = KNOWLEDGE.filter((d) => used.has(d.en));
  const ids = packIds(pack, definitions.map((d) => d[language]), definitions.map(() => ""));
  return definitions.map((definition, i) =>
    itemSource({
      id: ids[i],
      name: definition[language],
      type: "knowledge",
      img: IMAGES.knowledge,
      system: knowledgeSystem(definition.skill, [...(used.get(definition.en) ?? [])] as Parameters<typeof worldTags>[0]),
      sort: i * 100,
    }),
  );
}

/** The `system` of a knowledge item (field names of src/data/item/knowledge.ts). */
export function knowledgeSystem(skill: SkillKey, worlds: Parameters<typeof worldTags>[0]): Record<string, unknown> {
  return { description: "", skill, value: 0, eras: [], extensions: [], worlds: worldTags(worlds) };
}
