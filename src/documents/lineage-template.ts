/**
 * The free lineage template comes with the lineage (RULES.md → Character → Creation; rulebook-de
 * "Die Abstammungsschablone"): when a lineage is added to a character that has no lineage template
 * yet, its template (by the lineage's `templateName`) is looked up among the world's items, then in
 * the Item compendia, and added too.
 */
import type { ItemLike } from "../data/actor/item-inputs.ts";
import { lineageInput, templateInput } from "../data/actor/item-inputs.ts";
import { knowledgeKey } from "../rules/character/index.ts";

/** Whether `item` is the lineage template called `name`. */
export function isLineageTemplateNamed(item: ItemLike, name: string): boolean {
  return item.type === "template" && templateInput(item).category === "lineage" && knowledgeKey(item.name ?? "") === knowledgeKey(name);
}

/** The template name a new lineage brings, or null when the character needs none. */
export function missingLineageTemplate(lineage: ItemLike, owned: Iterable<ItemLike>): string | null {
  const name = lineageInput(lineage).templateName.trim();
  if (name === "") return null;
  for (const item of owned) if (item.type === "template" && templateInput(item).category === "lineage") return null;
  return name;
}

/** Source data (without `_id`) of the lineage template `name` from world items or the compendia; null if none. */
export async function findLineageTemplate(name: string): Promise<Record<string, unknown> | null> {
  for (const item of game.items) {
    if (isLineageTemplateNamed(item, name)) return withoutId(item.toObject() as unknown as Record<string, unknown>);
  }
  for (const pack of game.packs) {
    if (pack.documentName !== "Item") continue;
    // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts system paths.
    const index = await pack.getIndex({ fields: ["system.category" as never] });
    for (const entry of index) {
      const candidate = entry as ItemLike & { _id: string };
      if (!isLineageTemplateNamed(candidate, name)) continue;
      const document = await pack.getDocument(candidate._id);
      if (document) return withoutId(document.toObject() as unknown as Record<string, unknown>);
    }
  }
  return null;
}

function withoutId(source: Record<string, unknown>): Record<string, unknown> {
  const { _id: _ignored, ...rest } = source;
  return rest;
}
