/**
 * The appendix's brewing recipes (`recipes_<world>_<lang>.tex`): per entry its chapter (the section),
 * difficulty, yield and ingredients with amount, unit and gear category; the ingredient is linked to
 * the gear item whose raw English name it carries. Preparation and effect prose is not imported (our
 * effect texts: texts/recipe.json). A recipe without a yield keeps the data model's default of 1 (one
 * dose; the field is editable). Anything the parser cannot place stops the import.
 */
import type { RecipeCategory, RecipeDifficulty } from "../../src/rules/extensions/brewing.ts";
import { RECIPE_CATEGORIES } from "../../src/rules/extensions/brewing.ts";
import type { Keyed } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import type { PackDocument } from "./documents.ts";
import { equipmentDocuments } from "./equipment-packs.ts";
import { IMAGES } from "./images.ts";
import type { Language } from "./labels.ts";
import { labelKey } from "./labels.ts";
import { braced, clean, entries, integer, sections, tableRows } from "./latex.ts";

export const RECIPE_TITLES: Record<RecipeCategory, [string, string]> = {
  potionsAndTinctures: ["Potions and Tinctures", "Tränke und Tinkturen"],
  poisonsAndDrugs: ["Poisons and Drugs", "Gifte und Drogen"],
};

const DIFFICULTY_LABELS: Record<RecipeDifficulty, [string, string]> = {
  simple: ["simple", "Einfach"],
  medium: ["medium", "Mittel"],
  hard: ["difficult", "Schwer"],
};

/** The yield of a recipe whose entry names none (the data model's default, editable). */
export const DEFAULT_RECIPE_YIELD = 1;

function lookup<K extends string>(table: Record<K, [string, string]>, label: string, what: string, name: string): K {
  const wanted = labelKey(label);
  for (const [key, labels] of Object.entries(table) as Array<[K, [string, string]]>) if (labels.some((l) => labelKey(l) === wanted)) return key;
  throw new Error(`Recipe "${name}": cannot place the ${what} "${label}"`);
}

export interface ParsedIngredient {
  name: string;
  amount: number;
  unit: string;
  /** The gear category the appendix names (in the chapter's language). */
  category: string;
}

export interface ParsedRecipe {
  name: string;
  category: RecipeCategory;
  difficulty: RecipeDifficulty;
  yield: number;
  ingredients: ParsedIngredient[];
}

/** One `\item \textbf{Name} (amount unit), \textit{Category}.` line. */
function ingredient(item: string, recipe: string): ParsedIngredient {
  const bold = item.indexOf("\\textbf{");
  if (bold < 0) throw new Error(`Recipe "${recipe}": cannot read the ingredient "${item.slice(0, 60)}"`);
  const { content, end } = braced(item, bold + "\\textbf".length);
  const rest = item.slice(end);
  const amountOpen = rest.indexOf("(");
  let depth = 0;
  let amountClose = -1;
  for (let i = amountOpen; i >= 0 && i < rest.length; i++) {
    if (rest[i] === "(") depth++;
    else if (rest[i] === ")" && --depth === 0) {
      amountClose = i;
      break;
    }
  }
  const category = /\\textit\{([^}]*)\}/.exec(rest);
  if (amountOpen < 0 || amountClose < 0 || !category) throw new Error(`Recipe "${recipe}": cannot read the ingredient "${clean(content)}"`);
  const amountText = rest.slice(amountOpen + 1, amountClose).trim();
  const match = /^(\d+)\s*(.*)$/.exec(amountText);
  if (!match) throw new Error(`Recipe "${recipe}": cannot read the amount "${amountText}" of "${clean(content)}"`);
  return { name: clean(content), amount: Number(match[1]), unit: clean(match[2].replace(/\s*\([^)]*\)\s*$/, "")), category: clean(category[1]) };
}

/** The recipes of one chapter file. */
export function parseRecipes(tex: string): ParsedRecipe[] {
  return sections(tex).flatMap((section) => {
    const category = lookup(RECIPE_TITLES, section.title, "section", section.title);
    return entries(section.body).map((entry) => {
      const name = clean(entry.heading);
      const rows = tableRows(entry.body);
      for (const row of rows) if (row.label !== "difficulty_label" && row.label !== "yield_label") throw new Error(`Recipe "${name}": cannot place the row "${row.label}"`);
      const difficulty = rows.find((r) => r.label === "difficulty_label");
      if (!difficulty) throw new Error(`Recipe "${name}": no difficulty`);
      const yieldRow = rows.find((r) => r.label === "yield_label");
      const yieldValue = yieldRow ? integer(yieldRow.value) : DEFAULT_RECIPE_YIELD;
      if (yieldValue === null) throw new Error(`Recipe "${name}": no number in its yield "${yieldRow?.value ?? ""}"`);
      const list = /\\begin\{denseitemize\}([\s\S]*?)\\end\{denseitemize\}/.exec(entry.body.slice(entry.body.indexOf("ingredients_label")));
      if (!entry.body.includes("ingredients_label") || !list) throw new Error(`Recipe "${name}": no ingredients`);
      const ingredients = list[1].split("\\item").slice(1).map((item) => ingredient(item, name));
      if (ingredients.length === 0) throw new Error(`Recipe "${name}": no ingredients`);
      return { name, category, difficulty: lookup(DIFFICULTY_LABELS, clean(difficulty.value), "difficulty", name), yield: yieldValue, ingredients };
    });
  });
}

/** What must agree between an English recipe and its German twin: difficulty, yield, amounts. */
export function recipeFacts(recipe: ParsedRecipe): unknown {
  return [recipe.category, recipe.difficulty, recipe.yield, recipe.ingredients.map((i) => i.amount)];
}

/**
 * Recipes whose product the gear chapter lists under another name (issue 33: the recipe and the gear
 * item of one potion must be the same thing): recipe key → gear key. Every other recipe's product is
 * the gear item of the recipe's raw English name (none where the gear chapter has no such item).
 */
export const RECIPE_PRODUCTS: Readonly<Record<string, string>> = {
  "recipe:snakeoil": "gear:snake-oil",
  "recipe:laughing-potion": "gear:laughter-potion",
  "recipe:morphine": "gear:morphin",
  "recipe:venom-of-a-flying-snake": "gear:flying-snake-venom-vial",
  "recipe:magic-potion-a-full-carafe": "gear:arcane-potion-carafe",
};

/** The `system` of a recipe item; `gearKey` links an ingredient's raw English name to a gear item's key. */
export function recipeSystem(entry: Keyed<ParsedRecipe>, language: Language, gearKey: (englishName: string) => string): Record<string, unknown> {
  const recipe = entry[language];
  return {
    description: "",
    category: recipe.category,
    difficulty: recipe.difficulty,
    yield: recipe.yield,
    ingredients: recipe.ingredients.map((ingredient, i) => ({ name: ingredient.name, amount: ingredient.amount, unit: ingredient.unit, key: gearKey(entry.en.ingredients[i].name) })),
    product: RECIPE_PRODUCTS[entry.key] ?? gearKey(entry.en.name),
    rules: "",
    eras: [],
    extensions: [],
    worlds: worldTags(entry.worlds),
  };
}

export function recipeDocuments(entries: readonly Keyed<ParsedRecipe>[], language: Language, gearKey: (englishName: string) => string): PackDocument[] {
  return equipmentDocuments<ParsedRecipe, RecipeCategory>({
    pack: `recipes-${language}`,
    kind: "recipe",
    language,
    entries,
    order: RECIPE_CATEGORIES,
    titles: RECIPE_TITLES,
    type: "recipe",
    img: () => IMAGES.recipe,
    system: (entry) => recipeSystem(entry, language, gearKey),
  });
}
