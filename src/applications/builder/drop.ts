/**
 * A drop on the character builder (issue 35: from the compendium browser, a compendium window or the
 * Items sidebar): the dropped item's uuid is a catalog key when the builder offers it — a lineage is
 * chosen, a template taken, a piece of equipment bought, each through the same transition as its
 * card's button (so every check of the card applies). Anything else is not the builder's.
 */
import { EQUIPMENT_KINDS } from "../../rules/character/index.ts";
import type { CatalogEntry } from "./catalog.ts";

/** What a drop does in the builder, or null when the builder does not offer the item. */
export type BuilderDrop = { action: "pickLineage" | "pickTemplate" | "buyEquipment"; key: string } | null;

/** The drop's item uuid from Foundry's drag data (`{ type: "Item", uuid }`), or null. */
export function droppedItemUuid(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, uuid } = data as { type?: unknown; uuid?: unknown };
  return type === "Item" && typeof uuid === "string" && uuid ? uuid : null;
}

/** The builder's transition for a dropped catalog key. */
export function builderDrop(uuid: string | null, entries: ReadonlyMap<string, CatalogEntry>): BuilderDrop {
  const entry = uuid ? entries.get(uuid) : undefined;
  if (!uuid || !entry) return null;
  if (entry.type === "lineage") return { action: "pickLineage", key: uuid };
  if (entry.type === "template") return { action: "pickTemplate", key: uuid };
  if ((EQUIPMENT_KINDS as readonly string[]).includes(entry.type)) return { action: "buyEquipment", key: uuid };
  return null;
}
