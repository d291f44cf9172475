/**
 * A knowledge (Wissen): free-form, tied to one skill; dice = knowledge value + that skill's value
 * (RULES.md → Character). Templates name a knowledge; the pack defines it once with its skill.
 */
import { SKILLS } from "../../rules/catalog/index.ts";
import { choice, contentTags, html, int } from "./fields.ts";

function knowledgeSchema() {
  return {
    description: html(),
    /** The skill whose value adds to this knowledge's dice. */
    skill: choice(SKILLS, "history", "PHASESIX.Skill"),
    value: int(1, -20, 20),
    ...contentTags(),
  };
}
export type KnowledgeSchema = ReturnType<typeof knowledgeSchema>;

/** System data of the `knowledge` item type. */
export class KnowledgeData extends foundry.abstract.TypeDataModel<KnowledgeSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): KnowledgeSchema {
    return knowledgeSchema();
  }

  /** Dice of a roll on this knowledge for a character with `skillValue` in the linked skill. */
  dice(skillValue: number): number {
    return this.value + skillValue;
  }
}
