/**
 * The book's foe a converted campaign foe is named like (our foe compendia, either language, for the
 * world's world): what the campaign menus ask to offer "Link to the book's statblock" (./book-link.ts
 * links, loaded on first use).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { worldRules } from "../../settings.ts";

type Rec = Record<string, unknown>;

/** A plain object (not an array). */
export function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Our foe compendia, in the order they are searched. */
export const BOOK_FOE_PACKS = [`${SYSTEM_ID}.foes-de`, `${SYSTEM_ID}.foes-en`] as const;

/** A foe of our compendium. */
export interface BookFoe {
  uuid: string;
  name: string;
}

interface IndexedPack {
  collection: string;
  /** The compendium index Foundry loads at start-up (name, type and `CONFIG.Actor.compendiumIndexFields`, our world tags among them). */
  index: Iterable<Rec>;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

function currentWorld(): string | null {
  try {
    return worldRules().world;
  } catch {
    return null;
  }
}

/** The book's foe called `name` (either language) that belongs to the world's world, or null (read from the loaded indexes). */
export function bookNamesake(name: string): BookFoe | null {
  const world = currentWorld();
  for (const id of BOOK_FOE_PACKS) {
    const pack = game.packs.get(id) as unknown as IndexedPack | undefined;
    if (!pack) continue;
    for (const entry of pack.index) {
      if (typeof entry.name !== "string" || !sameName(entry.name, name) || entry.type !== "foe") continue;
      const flags = isRecord(entry.flags) && isRecord(entry.flags[SYSTEM_ID]) ? entry.flags[SYSTEM_ID] : {};
      const worlds = Array.isArray(flags.worlds) ? flags.worlds : [];
      if (world && worlds.length > 0 && !worlds.includes(world)) continue;
      const uuid = typeof entry.uuid === "string" ? entry.uuid : `Compendium.${pack.collection}.Actor.${String(entry._id)}`;
      return { uuid, name: entry.name };
    }
  }
  return null;
}

