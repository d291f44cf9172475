/**
 * A quirk (Tick) of the horror extension: gained when stress reaches its maximum; category, signed
 * modifiers on the character, rules text (rulebook-de.md → Horror → Ticks).
 */
import type { Modifier } from "../../rules/catalog/index.ts";
import { toModifiers } from "../../rules/items/modifier.ts";
import { QUIRK_CATEGORIES } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, html, modifierList } from "./fields.ts";

function quirkSchema() {
  return {
    description: html(),
    category: choice(QUIRK_CATEGORIES, "madnessAndVisions", "PHASESIX.Item.QuirkCategory"),
    modifiers: modifierList(),
    /** Its effect in play, in our own words. */
    rules: html(),
    ...contentTags(["horror"]),
  };
}
export type QuirkSchema = ReturnType<typeof quirkSchema>;

/** System data of the `quirk` item type. */
export class QuirkData extends foundry.abstract.TypeDataModel<QuirkSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): QuirkSchema {
    return quirkSchema();
  }

  /** The checked modifiers for the character's derived values. */
  get modifierList(): Modifier[] {
    return toModifiers(this.modifiers);
  }
}
