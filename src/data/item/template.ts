/**
 * A character template (Charakterschablone): category, career-point cost (may be negative), signed
 * modifiers, required templates, shadow rules text, and the eras/extensions/worlds it belongs to
 * (rulebook-de.md → Schablonen; RULES.md → Character).
 */
import { TEMPLATE_CATEGORIES } from "../../rules/catalog/index.ts";
import type { Modifier } from "../../rules/catalog/index.ts";
import { toModifiers } from "../../rules/items/modifier.ts";
import { choice, contentTags, html, int, modifierList, text } from "./fields.ts";
import { normalizeKey, normalizeNameList } from "../../rules/items/normalize.ts";

const { ArrayField, StringField } = foundry.data.fields;

function templateSchema() {
  return {
    description: html(),
    category: choice(TEMPLATE_CATEGORIES, "occupation", "PHASESIX.TemplateCategory"),
    /** Career points (or reputation) it costs; negative costs give points back. */
    cost: int(0, -100, 100),
    modifiers: modifierList(),
    /** Names of templates a character must have before taking this one. */
    requires: new ArrayField(new StringField({ required: true, nullable: false, blank: false, initial: "Template" }), {
      required: true,
      nullable: false,
      initial: () => [],
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
    return super.migrateData(source);
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
