/**
 * A spell template (Zauberschablone): category, spell-point cost and what it changes on a spell
 * (rulebook-de.md → Zauberschablonen). Applied to a learned spell, its changes are copied into the
 * spell's `templates` list.
 */
import type { SpellTemplateChanges } from "../../rules/items/spell.ts";
import { SPELL_TEMPLATE_CATEGORIES } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, html } from "./fields.ts";
import { spellChangeFields } from "./spell-change.ts";

function spellTemplateSchema() {
  return {
    description: html(),
    category: choice(SPELL_TEMPLATE_CATEGORIES, "basic", "PHASESIX.Item.SpellTemplateCategory"),
    ...spellChangeFields(),
    rules: html(),
    ...contentTags(["magic"]),
  };
}
export type SpellTemplateSchema = ReturnType<typeof spellTemplateSchema>;

/** System data of the `spellTemplate` item type. */
export class SpellTemplateData extends foundry.abstract.TypeDataModel<SpellTemplateSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): SpellTemplateSchema {
    return spellTemplateSchema();
  }

  /** What it changes on a spell. */
  get changes(): SpellTemplateChanges {
    return {
      spellPoints: this.spellPoints,
      arcana: this.arcana,
      power: this.power,
      range: this.range,
      actions: this.actions,
      school: this.school,
      variant: this.variant,
      shape: this.shape,
    };
  }

  /** The entry to push onto a spell's `system.templates` when this template is applied. */
  applicationFor(name: string) {
    return {
      name,
      spellPoints: this.spellPoints,
      arcana: this.arcana,
      power: this.power,
      range: this.range,
      actions: this.actions,
      school: this.school,
      variant: this.variant,
      shape: this.shape,
    };
  }
}
