/**
 * Every key of the shared catalog and of the item vocabulary has a label in both languages, under
 * the documented path (`PHASESIX.<Group>.<key>`), and German labels use the rulebook's terms.
 */
import "./foundry/data-fields.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { itemDataModels } from "../src/data/index.ts";
import {
  ASPECTS,
  ATTRIBUTES,
  CONDITIONS,
  DIFFICULTIES,
  ERAS,
  EXTENSIONS,
  PROTECTION_TYPES,
  SKILLS,
  SPELL_SCHOOL_ATTRIBUTE,
  TEMPLATE_CATEGORIES,
  WORLDS,
} from "../src/rules/catalog/index.ts";
import {
  ARMOR_CATEGORIES,
  ATTACK_MODES,
  DURATION_UNITS,
  GEAR_CATEGORIES,
  MODIFIER_KINDS,
  QUIRK_CATEGORIES,
  RARITIES,
  SPELL_SHAPES,
  SPELL_TEMPLATE_CATEGORIES,
  SPELL_TRADITIONS,
  SPELL_VARIANTS,
  WEAPON_CATEGORIES,
  WEAPON_MODIFICATION_CATEGORIES,
} from "../src/rules/items/vocabulary.ts";
import { MODIFIER_ERRORS } from "../src/rules/items/modifier.ts";

type Tree = { [key: string]: string | Tree };

function load(lang: string): Tree {
  return JSON.parse(readFileSync(new URL(`../lang/${lang}.json`, import.meta.url), "utf8")) as Tree;
}

const languages = { en: load("en"), de: load("de") };

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const groups: Record<string, readonly string[]> = {
  "PHASESIX.Attribute": ATTRIBUTES,
  "PHASESIX.Skill": SKILLS,
  "PHASESIX.Aspect": ASPECTS,
  "PHASESIX.Condition": CONDITIONS,
  "PHASESIX.TemplateCategory": TEMPLATE_CATEGORIES,
  "PHASESIX.Era": ERAS,
  "PHASESIX.Extension": EXTENSIONS,
  "PHASESIX.World": WORLDS,
  "PHASESIX.Difficulty": Object.keys(DIFFICULTIES),
  "PHASESIX.ProtectionType": PROTECTION_TYPES,
  "PHASESIX.SpellSchool": Object.keys(SPELL_SCHOOL_ATTRIBUTE),
  "PHASESIX.Item.WeaponCategory": WEAPON_CATEGORIES,
  "PHASESIX.Item.AttackMode": ATTACK_MODES,
  "PHASESIX.Item.WeaponModificationCategory": WEAPON_MODIFICATION_CATEGORIES,
  "PHASESIX.Item.ArmorCategory": ARMOR_CATEGORIES,
  "PHASESIX.Item.GearCategory": GEAR_CATEGORIES,
  "PHASESIX.Item.Rarity": RARITIES,
  "PHASESIX.Item.SpellTradition": SPELL_TRADITIONS,
  "PHASESIX.Item.SpellVariant": SPELL_VARIANTS,
  "PHASESIX.Item.SpellShape": SPELL_SHAPES,
  "PHASESIX.Item.DurationUnit": DURATION_UNITS,
  "PHASESIX.Item.SpellTemplateCategory": SPELL_TEMPLATE_CATEGORIES,
  "PHASESIX.Item.QuirkCategory": QUIRK_CATEGORIES,
  "PHASESIX.Item.ModifierKind": MODIFIER_KINDS,
};

describe("catalog labels", () => {
  for (const [lang, tree] of Object.entries(languages)) {
    it(`exist in ${lang} for every catalog and item-vocabulary key`, () => {
      const missing = Object.entries(groups).flatMap(([prefix, keys]) =>
        keys.map((key) => `${prefix}.${key}`).filter((path) => !lookup(tree, path)?.trim()),
      );
      expect(missing).toEqual([]);
    });

    it(`exist in ${lang} for every item type and modifier error`, () => {
      const paths = [
        ...["lineage", "template", "knowledge", "weapon", "weaponModification", "armor", "gear", "spell", "spellTemplate", "quirk"].map(
          (type) => `TYPES.Item.${type}`,
        ),
        ...Object.values(MODIFIER_ERRORS),
      ];
      expect(paths.filter((path) => !lookup(tree, path)?.trim())).toEqual([]);
    });
  }

  it("label every field of every item data model in both languages (Foundry's FIELDS convention)", () => {
    type Field = { fields?: Record<string, Field>; element?: Field };
    const paths: string[] = [];
    const walk = (field: Field, path: string) => {
      if (path) paths.push(path);
      for (const [name, inner] of Object.entries(field.fields ?? {})) walk(inner, path ? `${path}.${name}` : name);
      if (field.element) walk(field.element, `${path}.element`);
    };
    for (const Model of Object.values(itemDataModels)) {
      expect((Model as unknown as { LOCALIZATION_PREFIXES: string[] }).LOCALIZATION_PREFIXES).toEqual(["PHASESIX.Item"]);
      walk((Model as unknown as { schema: Field }).schema, "");
    }
    expect(paths.length).toBeGreaterThan(100);
    for (const tree of Object.values(languages)) {
      expect(paths.filter((path) => !lookup(tree, `PHASESIX.Item.FIELDS.${path}.label`)?.trim())).toEqual([]);
    }
    expect(lookup(languages.de, "PHASESIX.Item.FIELDS.damagePotential.label")).toBe("Schadenspotential");
    expect(lookup(languages.de, "PHASESIX.Item.FIELDS.aspects.careerPoints.label")).toBe("Werdegangspunkte");
  });

  it("give every choice of every item data model a label key that exists in both languages", () => {
    type Field = { fields?: Record<string, Field>; element?: Field; options?: { choices?: unknown } };
    const labelKeys: string[] = [];
    const walk = (field: Field) => {
      const choices = field.options?.choices;
      if (choices && typeof choices === "object" && !Array.isArray(choices)) labelKeys.push(...Object.values(choices as Record<string, string>));
      Object.values(field.fields ?? {}).forEach(walk);
      if (field.element) walk(field.element);
    };
    for (const Model of Object.values(itemDataModels)) walk((Model as unknown as { schema: Field }).schema);
    expect(labelKeys).toContain("PHASESIX.Item.AttackMode.burst");
    expect(labelKeys).toContain("PHASESIX.Era.sciFi");
    for (const tree of Object.values(languages)) expect(labelKeys.filter((key) => !lookup(tree, key)?.trim())).toEqual([]);
  });

  it("use the German rulebook's terms", () => {
    const de = languages.de;
    expect(ATTRIBUTES.map((key) => lookup(de, `PHASESIX.Attribute.${key}`))).toEqual([
      "Bildung",
      "Logik",
      "Gewissenhaftigkeit",
      "Willenskraft",
      "Auffassungsgabe",
      "Charme",
      "Geschick",
      "Kraft",
      "Attraktivität",
      "Ausdauer",
      "Resistenz",
      "Schnelligkeit",
    ]);
    expect(lookup(de, "PHASESIX.Skill.deception")).toBe("Täuschen und Betrügen");
    expect(lookup(de, "PHASESIX.Skill.handToHand")).toBe("Nahkampf");
    expect(lookup(de, "PHASESIX.Aspect.careerPoints")).toBe("Werdegangspunkte");
    expect(lookup(de, "PHASESIX.TemplateCategory.environment")).toBe("Lebensumstände");
    expect(lookup(de, "PHASESIX.SpellSchool.revocation")).toBe("Widerrufung");
  });

  it("use the English edition's terms", () => {
    const en = languages.en;
    expect(lookup(en, "PHASESIX.Attribute.apprehension")).toBe("Apprehension");
    expect(lookup(en, "PHASESIX.Skill.handToHand")).toBe("Hand to Hand Combat");
    expect(lookup(en, "PHASESIX.Era.middleAges")).toBe("Medieval Ages, Vikings and Crusades");
  });
});
