/**
 * A lineage (Abstammung): the start values of a character's aspects and attributes, and the name of
 * its free lineage template (rulebook-de.md → Abstammung und Werdegangspunkte). Defaults: Human.
 */
import { ASPECTS } from "../../rules/catalog/index.ts";
import type { AspectKey } from "../../rules/catalog/index.ts";
import { ASPECT_BOUNDS, HUMAN_ASPECTS, HUMAN_ATTRIBUTE_START } from "../../rules/items/lineage.ts";
import { contentTags, html, int, text } from "./fields.ts";

const { SchemaField } = foundry.data.fields;

function lineageSchema() {
  const aspects = Object.fromEntries(
    ASPECTS.map((key) => [key, int(HUMAN_ASPECTS[key], ASPECT_BOUNDS[key].min, ASPECT_BOUNDS[key].max)]),
  ) as Record<AspectKey, ReturnType<typeof int>>;
  return {
    description: html(),
    /** Start value of every aspect (career points 20, actions 2, min roll 5, max health 10, max stress 8…). */
    aspects: new SchemaField(aspects),
    /** Start value of every Persona and Physis attribute. */
    attributeStart: int(HUMAN_ATTRIBUTE_START, -5, 10),
    /** Name of the lineage template that comes free with this lineage (e.g. "Human"). */
    templateName: text(),
    /**
     * Stable key of that template (`flags.phasesix.key`, e.g. "template:human"): the link the
     * character uses, looked up in the lineage's own compendium first; the name is the fallback.
     */
    templateKey: text(),
    ...contentTags(),
  };
}
export type LineageSchema = ReturnType<typeof lineageSchema>;

/** System data of the `lineage` item type. */
export class LineageData extends foundry.abstract.TypeDataModel<LineageSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): LineageSchema {
    return lineageSchema();
  }

  /** The start values as a plain record (for the character's derived values). */
  get startAspects(): Record<AspectKey, number> {
    return Object.fromEntries(ASPECTS.map((key) => [key, this.aspects[key]])) as Record<AspectKey, number>;
  }
}
