/**
 * What the spell-origin gate reads from an actor's items (src/rules/extensions/origins.ts): each
 * template's unlocked origins (`traditions`) and whether it is the lineage's template, and a spell's
 * origin (`tradition`, the appendix section it stands in).
 */
import type { OriginSource } from "../rules/extensions/index.ts";

interface ItemLikeSource {
  type?: string | null;
  system?: unknown;
}

function systemOf(item: ItemLikeSource): Record<string, unknown> {
  return typeof item.system === "object" && item.system !== null ? (item.system as Record<string, unknown>) : {};
}

/** The origin sources of an actor's templates. */
export function originSourcesOf(items: Iterable<ItemLikeSource>): OriginSource[] {
  const sources: OriginSource[] = [];
  for (const item of items) {
    if (item.type !== "template") continue;
    const system = systemOf(item);
    const traditions = Array.isArray(system.traditions) ? system.traditions.filter((t): t is string => typeof t === "string") : [];
    sources.push({ traditions, lineage: system.category === "lineage" });
  }
  return sources;
}

/** A spell's origin key ("" when it has none). */
export function spellOriginOf(item: ItemLikeSource): string {
  const tradition = systemOf(item).tradition;
  return typeof tradition === "string" ? tradition : "";
}
