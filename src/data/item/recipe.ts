/**
 * A brewing recipe (Rezept; RULES.md → Brewing; rulebook 2026, chapter "Synthese und Brauen"): its
 * chapter, difficulty, yield and ingredients (amount and unit as the appendix gives them, linked to
 * the gear item of the same stable key where one exists), and its effect in our own words.
 */
import { RECIPE_CATEGORIES, RECIPE_DIFFICULTY_KEYS } from "../../rules/extensions/brewing.ts";
import { choice, contentTags, html, int, MAX_AMOUNT, text } from "./fields.ts";

const { ArrayField, SchemaField } = foundry.data.fields;

function recipeSchema() {
  return {
    description: html(),
    category: choice(RECIPE_CATEGORIES, "potionsAndTinctures", "PHASESIX.Recipe.Category"),
    difficulty: choice(RECIPE_DIFFICULTY_KEYS, "simple", "PHASESIX.Recipe.Difficulty"),
    /** Doses one successful brew yields. */
    yield: int(1, 0, 1000),
    ingredients: new ArrayField(
      new SchemaField({
        name: text(),
        amount: int(1, 0, MAX_AMOUNT),
        unit: text(),
        /** Stable key of the gear item this ingredient is (`gear:…`), "" when none. */
        key: text(),
      }),
      { required: true, nullable: false, initial: () => [] },
    ),
    /** Stable key of the gear item the recipe makes (`gear:…`), "" when there is none: brewing then makes a new potion. */
    product: text(),
    rules: html(),
    ...contentTags(),
  };
}
export type RecipeSchema = ReturnType<typeof recipeSchema>;

/** System data of the `recipe` item type. */
export class RecipeData extends foundry.abstract.TypeDataModel<RecipeSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): RecipeSchema {
    return recipeSchema();
  }
}
