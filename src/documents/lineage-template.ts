/**
 * The free lineage template comes with the lineage (RULES.md → Character → Creation; rulebook-de
 * "Die Abstammungsschablone"): when a lineage is added to a character that has no lineage template
 * yet, its template is looked up and added too. The link is the template's stable key (the lineage's
 * `templateKey`, the template's `flags.phasesix.key`), searched first in the compendium the lineage
 * came from (so an English lineage gets the English template), then among the world's items, then
 * in the other compendia of the same language. A lineage without a key (made by hand) names its
 * template by `templateName`, which is then matched by name.
 */
import type { ItemLike } from "../data/actor/item-inputs.ts";
import { itemKey, lineageInput, templateInput } from "../data/actor/item-inputs.ts";
import { knowledgeKey } from "../rules/character/index.ts";

/** Which lineage template a lineage brings, and the compendium (collection id) the lineage came from. */
export interface LineageTemplateRef {
  key: string;
  name: string;
  /** "phasesix.lineages-en" when the lineage was taken from that compendium, else null. */
  pack: string | null;
}

/** An item as the lookup sees it: with its flags and where it was copied from. */
export type SourcedItem = ItemLike & { _stats?: { compendiumSource?: string | null } | null };

/** The compendium collection id of `Compendium.<package>.<pack>.Item.<id>`, or null. */
export function packOfUuid(uuid: string | null | undefined): string | null {
  const match = /^Compendium\.([^.]+)\.([^.]+)\.Item\.[^.]+$/.exec(uuid ?? "");
  return match ? `${match[1]}.${match[2]}` : null;
}

/** The language suffix of a pack name ("phasesix.lineages-en" → "-en"), or null. */
function languageOf(pack: string | null): string | null {
  return /-(de|en)$/.exec(pack ?? "")?.[0] ?? null;
}

/** Whether `item` is the lineage template the ref names: by key when the ref has one, else by name. */
export function isLineageTemplateFor(item: ItemLike, ref: Pick<LineageTemplateRef, "key" | "name">): boolean {
  if (item.type !== "template" || templateInput(item).category !== "lineage") return false;
  return ref.key !== "" ? itemKey(item) === ref.key : knowledgeKey(item.name ?? "") === knowledgeKey(ref.name);
}

/** The lineage template a new lineage brings, or null when the character needs none. */
export function missingLineageTemplate(lineage: SourcedItem, owned: Iterable<ItemLike>): LineageTemplateRef | null {
  const input = lineageInput(lineage);
  const key = input.templateKey?.trim() ?? "";
  const name = input.templateName.trim();
  if (key === "" && name === "") return null;
  for (const item of owned) if (item.type === "template" && templateInput(item).category === "lineage") return null;
  return { key, name, pack: packOfUuid(lineage._stats?.compendiumSource) };
}

/** The compendia to search, in order: the lineage's own, then the others of its language (all when unknown). */
export function packOrder<P extends { collection: string }>(packs: Iterable<P>, own: string | null): P[] {
  const all = [...packs];
  const language = languageOf(own);
  const first = all.filter((p) => p.collection === own);
  const rest = all.filter((p) => p.collection !== own && (language === null || languageOf(p.collection) === language));
  return [...first, ...rest];
}

/** Source data (without `_id`) of the lineage template of `ref` from the compendia and world items; null if none. */
export async function findLineageTemplate(ref: LineageTemplateRef): Promise<Record<string, unknown> | null> {
  const packs = [...game.packs].filter((pack) => pack.documentName === "Item");
  const search = async (pack: (typeof packs)[number]) => {
    // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts system/flag paths.
    const index = await pack.getIndex({ fields: ["system.category" as never, "flags.phasesix.key" as never] });
    for (const entry of index) {
      const candidate = entry as ItemLike & { _id: string };
      if (!isLineageTemplateFor(candidate, ref)) continue;
      const document = await pack.getDocument(candidate._id);
      if (document) return withoutId(document.toObject() as unknown as Record<string, unknown>);
    }
    return null;
  };
  const ordered = packOrder(packs, ref.pack);
  const own = ordered[0]?.collection === ref.pack ? ordered.shift() : undefined;
  if (own) {
    const found = await search(own);
    if (found) return found;
  }
  for (const item of game.items) {
    if (isLineageTemplateFor(item as unknown as ItemLike, ref)) return withoutId(item.toObject() as unknown as Record<string, unknown>);
  }
  for (const pack of ordered) {
    const found = await search(pack);
    if (found) return found;
  }
  return null;
}

function withoutId(source: Record<string, unknown>): Record<string, unknown> {
  const { _id: _ignored, ...rest } = source;
  return rest;
}
