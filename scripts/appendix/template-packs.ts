/**
 * Pack documents from the template chapters: lineages (a lineage item with the Human start values
 * and its free lineage template), templates (grouped in folders by category) and knowledge (each
 * knowledge the templates name, once, with its linked skill and value 0 — the templates give the
 * value, the item gives the skill).
 */
import { TEMPLATE_CATEGORIES } from "../../src/rules/catalog/index.ts";
import type { SkillKey, TemplateCategory } from "../../src/rules/catalog/index.ts";
import { HUMAN_ASPECTS, HUMAN_ATTRIBUTE_START } from "../../src/rules/items/lineage.ts";
import type { Keyed } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import { documentId, folderSource, itemSource } from "./documents.ts";
import type { FolderSource, ItemSource, PackDocument } from "./documents.ts";
import { IMAGES, TEMPLATE_IMAGES } from "./images.ts";
import { entryKeys } from "./keys.ts";
import { displayName, shadowName } from "./names.ts";
import { KNOWLEDGE, knowledgeByName } from "./knowledge.ts";
import type { Language } from "./labels.ts";
import type { ParsedTemplate } from "./templates.ts";
import { CATEGORY_TITLES } from "./templates.ts";
import { shadowRule, shadowText } from "./shadows.ts";
import { TEMPLATE_RULES } from "./template-rules.ts";

const LANGUAGE_INDEX: Record<Language, 0 | 1> = { en: 0, de: 1 };

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The template's special rule in our own words (TEMPLATE_RULES), or "". Requirements, traditions and the rest minimum roll are fields of their own. */
export function templateDescription(englishName: string, language: Language): string {
  const rule = TEMPLATE_RULES[englishName];
  return rule ? `<p>${escapeHtml(rule[language])}</p>` : "";
}

/** One ability of a lineage (Flying, Night vision…): its name in `language` and our rule text. */
export function lineageAbilities(entry: Keyed<ParsedTemplate>, language: Language): Array<{ name: string; rules: string }> {
  return entry.en.shadowNames.map((enName, i) => {
    const raw = language === "en" ? enName : (entry.de.shadowNames[i] ?? enName);
    return { name: shadowName(enName, raw, language), rules: shadowRule(entry.en.name, enName, language) };
  });
}

/** The `system` of a template item (field names of src/data/item/template.ts). */
export function templateSystem(entry: Keyed<ParsedTemplate>, language: Language): Record<string, unknown> {
  const template = entry[language];
  const lineage = template.category === "lineage";
  const rest = template.unsupported.find((row) => row.key === "restMinRoll");
  return {
    description: templateDescription(entry.en.name, language),
    category: template.category,
    cost: template.cost,
    modifiers: template.modifiers.map((m) => ({ kind: m.kind, key: m.key, value: m.value })),
    requires: [],
    skillRequirements: template.skillRequirements.map((r) => ({ skill: r.skill, min: r.min })),
    traditions: [...template.traditions],
    restMinRoll: rest?.value ?? 0,
    abilities: lineage ? lineageAbilities(entry, language) : [],
    shadowName: lineage ? "" : entry.en.shadowNames.map((en, i) => shadowName(en, language === "en" ? en : (entry.de.shadowNames[i] ?? en), language)).join(", "),
    shadow: lineage ? "" : shadowText(entry, language),
    eras: [...template.eras],
    extensions: [...template.extensions],
    worlds: worldTags(entry.worlds),
  };
}

/** The `system` of a lineage item: Human start values (the appendix gives no others) and its template. */
export function lineageSystem(entry: Keyed<ParsedTemplate>, language: Language): Record<string, unknown> {
  return {
    description: "",
    aspects: { ...HUMAN_ASPECTS },
    attributeStart: HUMAN_ATTRIBUTE_START,
    templateName: displayName(entry.key, entry[language].name, language),
    templateKey: entry.key,
    eras: [...entry[language].eras],
    extensions: [...entry[language].extensions],
    worlds: worldTags(entry.worlds),
  };
}

/** Folder names of the lineages pack, [English, German]. */
export const LINEAGE_FOLDERS = { lineages: ["Lineages", "Abstammungen"], templates: ["Lineage templates", "Abstammungsschablonen"] } as const;

/** The lineage key of a lineage template entry: `lineage:<slug>` (its template keeps the template key). */
export function lineageKey(entry: Keyed<ParsedTemplate>): string {
  return `lineage:${entry.key.slice("template:".length)}`;
}

/** The lineages pack: per lineage template a lineage item and the template itself, in two folders. */
export function lineageDocuments(templates: readonly Keyed<ParsedTemplate>[], language: Language): PackDocument[] {
  const pack = `lineages-${language}`;
  const l = LANGUAGE_INDEX[language];
  const lineageFolder = folderSource(pack, "lineages", LINEAGE_FOLDERS.lineages[l], 0);
  const templateFolder = folderSource(pack, "templates", LINEAGE_FOLDERS.templates[l], 100);
  const lineages = templates.filter((t) => t.en.category === "lineage");
  const items = lineages.flatMap((entry, i) => [
    itemSource({
      id: documentId(pack, lineageKey(entry)),
      key: lineageKey(entry),
      name: displayName(entry.key, entry[language].name, language),
      type: "lineage",
      img: IMAGES.lineage,
      system: lineageSystem(entry, language),
      folder: lineageFolder._id,
      sort: i * 100,
    }),
    itemSource({
      id: documentId(pack, entry.key),
      key: entry.key,
      name: displayName(entry.key, entry[language].name, language),
      type: "template",
      img: IMAGES.lineageTemplate,
      system: templateSystem(entry, language),
      folder: templateFolder._id,
      sort: i * 100,
    }),
  ]);
  return [lineageFolder, templateFolder, ...items];
}

/** The templates pack: every non-lineage template, in a folder per category, in book order. */
export function templateDocuments(templates: readonly Keyed<ParsedTemplate>[], language: Language): PackDocument[] {
  const pack = `templates-${language}`;
  const l = LANGUAGE_INDEX[language];
  const others = templates.filter((t) => t.en.category !== "lineage");
  const folders = new Map<TemplateCategory, FolderSource>(
    TEMPLATE_CATEGORIES.filter((c) => c !== "lineage").map((category, i) => [category, folderSource(pack, category, CATEGORY_TITLES[category][l], i * 100)]),
  );
  const items = others.map((entry, i) =>
    itemSource({
      id: documentId(pack, entry.key),
      key: entry.key,
      name: displayName(entry.key, entry[language].name, language),
      type: "template",
      img: TEMPLATE_IMAGES[entry.en.category],
      system: templateSystem(entry, language),
      folder: folders.get(entry.en.category)?._id ?? null,
      sort: i * 100,
    }),
  );
  return [...folders.values(), ...items];
}

/** The knowledge pack: every knowledge any template names, with its linked skill; worlds from those templates. */
export function knowledgeDocuments(templates: readonly Keyed<ParsedTemplate>[], language: Language): ItemSource[] {
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
  const keys = entryKeys("knowledge", definitions.map((d) => d.en), () => []);
  return definitions.map((definition, i) =>
    itemSource({
      id: documentId(pack, keys[i]),
      key: keys[i],
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
