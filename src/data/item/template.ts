/**
 * A character template (Charakterschablone): category, career-point cost (may be negative), signed
 * modifiers, required templates, shadow rules text, and the eras/extensions/worlds it belongs to
 * (rulebook-de.md → Schablonen; RULES.md → Character).
 */
import { SKILLS, TEMPLATE_CATEGORIES } from "../../rules/catalog/index.ts";
import { SPELL_TRADITIONS } from "../../rules/items/vocabulary.ts";
import type { Modifier } from "../../rules/catalog/index.ts";
import { toModifiers } from "../../rules/items/modifier.ts";
import { choice, contentTags, html, int, keyList, modifierList, text } from "./fields.ts";
import { normalizeKey, normalizeNameList } from "../../rules/items/normalize.ts";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** Most skill minimums or lineage abilities a template may list. */
export const MAX_TEMPLATE_LIST = 20;

function templateSchema() {
  return {
    description: html(),
    category: choice(TEMPLATE_CATEGORIES, "occupation", "PHASESIX.TemplateCategory"),
    /** Career points (or reputation) it costs; negative costs give points back. */
    cost: int(0, -100, 100),
    modifiers: modifierList(),
    /**
     * Templates a character must have before taking this one: stable keys of pack templates
     * ("template:spy") or template names (a template without a key is matched by name).
     */
    requires: new ArrayField(new StringField({ required: true, nullable: false, blank: false, initial: "Template" }), {
      required: true,
      nullable: false,
      initial: () => [],
    }),
    /** Skill minimums a character must meet ("Requires Shooting 5 or more"): skill and value 0–30. */
    skillRequirements: new ArrayField(new SchemaField({ skill: choice(SKILLS, "shooting", "PHASESIX.Skill"), min: int(1, 0, 30) }), {
      required: true,
      nullable: false,
      initial: () => [],
      max: MAX_TEMPLATE_LIST,
    }),
    /** Magic traditions the template opens (its spells may be learned). */
    traditions: keyList(SPELL_TRADITIONS, "PHASESIX.Item.SpellTradition"),
    /** Change of the minimum roll when resting (the appendix's "rest minimum roll" row), −10…+10; 0 = none. */
    restMinRoll: int(0, -10, 10),
    /** Lineage abilities (Flying, Night vision…): name and our rule text; lineage templates only. */
    abilities: new ArrayField(new SchemaField({ name: text(), rules: text() }), {
      required: true,
      nullable: false,
      initial: () => [],
      max: MAX_TEMPLATE_LIST,
    }),
    /** The shadow's name ("Rival") and its rule, in our own words. */
    shadowName: text(),
    shadow: html(),
    ...contentTags(),
  };
}
export type TemplateSchema = ReturnType<typeof templateSchema>;

/** System data of the `template` item type. */
export class TemplateData extends foundry.abstract.TypeDataModel<TemplateSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): TemplateSchema {
    return templateSchema();
  }

  /** Requirements given as a comma-separated list of template names. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    normalizeKey(source, "requires", normalizeNameList);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(source);
    return source;
  }

  /** The checked modifiers (the shared `Modifier` contract) for the character's derived values. */
  get modifierList(): Modifier[] {
    return toModifiers(this.modifiers);
  }

  /** Whether this is a lineage template (free with its lineage, never bought with reputation). */
  get isLineageTemplate(): boolean {
    return this.category === "lineage";
  }

  /** Whether the template carries a shadow. */
  get hasShadow(): boolean {
    return this.shadowName !== "" || this.shadow !== "";
  }
}
