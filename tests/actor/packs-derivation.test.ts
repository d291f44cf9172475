/**
 * Every template of the shipped packs (both languages) on the Human, derived by the character core
 * and checked against a plain recomputation from the template's own modifiers (RULES.md → Character:
 * attributes = start + modifiers, skills = base attribute + modifiers, aspects = lineage start +
 * modifiers; evasion adds ceil((Quickness + Deftness) / 2)): each value names the lineage first and
 * then every template that changes it, in template order, with its value. Guards the derivation's
 * modifier index against losing, doubling or reordering a modifier.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, SKILL_BASE, SKILLS } from "../../src/rules/catalog/index.ts";
import type { AspectKey } from "../../src/rules/catalog/index.ts";
import { deriveCharacter, emptyCharacterInput, knowledgeKey } from "../../src/rules/character/index.ts";
import type { CharacterDerived, CharacterInput, Explained, LineageInput, TemplateInput } from "../../src/rules/character/index.ts";
import { itemKey, lineageInput, templateInput } from "../../src/data/actor/item-inputs.ts";

const PACKS = path.join(import.meta.dirname, "..", "..", "packs");

function packSources(pack: string): Array<Record<string, unknown>> {
  const dir = path.join(PACKS, pack);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>);
}

/** The parts a value gets from the templates: each template's modifiers of that kind and key, in order. */
function templateParts(templates: readonly TemplateInput[], kind: string, key: string) {
  return templates.flatMap((t) => t.modifiers.filter((m) => m.kind === kind && m.key === key).map((m) => ({ source: t.name, value: m.value })));
}

function total(parts: ReadonlyArray<{ value: number }>): number {
  return parts.reduce((sum, part) => sum + part.value, 0);
}

/** The derived values this test recomputes, as plain data (parts without their i18n flag). */
function view(derived: CharacterDerived) {
  const values = (e: Explained) => ({ value: e.value, parts: e.parts.map((part) => ({ source: part.source, value: part.value })) });
  return {
    attributes: ATTRIBUTES.map((key) => values(derived.attributes[key])),
    skills: SKILLS.map((key) => values(derived.skills[key])),
    aspects: [derived.minRoll, derived.actions, derived.maxHealth, derived.maxStress, derived.maxArcana, derived.spellPoints.total, derived.careerPoints.total, derived.pools.bonusDice, derived.pools.rerolls, derived.pools.destinyDice].map(values),
    evasion: derived.evasion.value,
    knowledge: new Map(derived.knowledge.map((k) => [knowledgeKey(k.name), k.value.value])),
  };
}

/** The same values recomputed from the lineage and the templates' modifiers. */
function recomputed(lineage: LineageInput, templates: readonly TemplateInput[]): ReturnType<typeof view> {
  const explained = (parts: Array<{ source: string; value: number }>, floor = -Infinity) => ({ value: Math.max(floor, total(parts)), parts });
  const attributes = ATTRIBUTES.map((key) => explained([{ source: "PHASESIX.Actor.Source.Lineage", value: lineage.attributeStart }, ...templateParts(templates, "attribute", key)]));
  const attribute = (key: (typeof ATTRIBUTES)[number]) => attributes[ATTRIBUTES.indexOf(key)].value;
  const aspect = (key: AspectKey, floor?: number) => explained([{ source: "PHASESIX.Actor.Source.Lineage", value: lineage.aspects[key] }, ...templateParts(templates, "aspect", key)], floor);
  const knowledge = new Map<string, number>();
  for (const t of templates) for (const m of t.modifiers) if (m.kind === "knowledge") knowledge.set(knowledgeKey(m.key), (knowledge.get(knowledgeKey(m.key)) ?? 0) + m.value);
  return {
    attributes,
    skills: SKILLS.map((key) => explained([{ source: `PHASESIX.Attribute.${SKILL_BASE[key]}`, value: attribute(SKILL_BASE[key]) }, ...templateParts(templates, "skill", key)])),
    aspects: [aspect("minRoll", 2), aspect("actions", 0), aspect("maxHealth", 0), aspect("maxStress", 0), aspect("maxArcana", 0), aspect("spellPoints", 0), aspect("careerPoints"), aspect("bonusDice", 0), aspect("rerolls", 0), aspect("destinyDice", 0)],
    evasion: aspect("evasion").value + Math.ceil((attribute("quickness") + attribute("deftness")) / 2),
    knowledge,
  };
}

describe.each(["en", "de"] as const)("templates of the %s packs, derived on the Human", (lang) => {
  const human = packSources(`lineages-${lang}`).find((doc) => doc.type === "lineage" && itemKey(doc) === "lineage:human");
  if (!human) throw new Error(`no Human lineage in packs/lineages-${lang}`);
  const lineage = lineageInput(human);
  const templates = [...packSources(`lineages-${lang}`), ...packSources(`templates-${lang}`)].filter((doc) => doc.type === "template").map((doc) => templateInput(doc));
  const character = (list: TemplateInput[]): CharacterInput => ({ ...emptyCharacterInput(), lineage, templates: list });

  it("has templates with modifiers to check", () => {
    expect(templates.filter((t) => t.modifiers.length > 0).length).toBeGreaterThan(100);
  });

  it("gives each template's modifiers alone, and nothing else", () => {
    expect(templates.map((template) => view(deriveCharacter(character([template]))))).toEqual(templates.map((template) => recomputed(lineage, [template])));
  });

  it("sums the modifiers of many templates at once, in template order", () => {
    const groups = Array.from({ length: Math.ceil(templates.length / 20) }, (_, i) => templates.slice(i * 20, i * 20 + 20));
    expect(groups.map((some) => view(deriveCharacter(character(some))))).toEqual(groups.map((some) => recomputed(lineage, some)));
  });
});
