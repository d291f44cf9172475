/**
 * Which content a world offers: every template, weapon, armour piece, item, spell… is tagged with the
 * eras, extensions and worlds it belongs to (the appendix's icons). Content outside the world's
 * choice is hidden from choices, never deleted (RULES.md → World settings).
 *
 * This is the ONE availability rule: the career checks (rules/character/career.ts), the character
 * builder and any filter of sheet drops or compendia call {@link isAvailable} or
 * {@link unavailableBecause}; the data layer's `isAvailableInWorld` feeds it the world settings.
 */
import type { EraKey, ExtensionKey, WorldKey } from "../catalog/index.ts";

/** The tags a content item carries. An empty list means "not restricted" (the appendix's cube icon). */
export interface ContentTags {
  eras: readonly string[];
  extensions: readonly string[];
  worlds: readonly string[];
}

/**
 * A world's choice: its era, the active extensions, the world. A `null` era or world means "no
 * restriction" (settings not readable, e.g. outside a world).
 */
export interface ContentSetting {
  era: EraKey | null;
  extensions: readonly ExtensionKey[];
  world: WorldKey | null;
}

/** Why content is not available: the first failing tag, or null when it is available. */
export type Unavailability = { tag: "era" } | { tag: "extension"; extension: string } | { tag: "world" } | null;

/**
 * Why content is not available in a setting, or null when it is: its eras must include the setting's
 * era (or be empty), at least one of its extensions must be active (or it names none), and its worlds
 * must include the setting's world (or be empty). An item tagged "Magic" and "Horror" belongs to
 * either extension.
 */
export function unavailableBecause(tags: ContentTags, setting: ContentSetting): Unavailability {
  if (setting.era !== null && tags.eras.length > 0 && !tags.eras.includes(setting.era)) return { tag: "era" };
  // Body modifications (`bodyMods`) are an extension setting like magic (on by default).
  const active = (key: string) => (setting.extensions as readonly string[]).includes(key);
  if (tags.extensions.length > 0 && !tags.extensions.some(active)) return { tag: "extension", extension: tags.extensions[0] };
  if (setting.world !== null && tags.worlds.length > 0 && !tags.worlds.includes(setting.world)) return { tag: "world" };
  return null;
}

/** Whether content is available in a setting (see {@link unavailableBecause}). */
export function isAvailable(tags: ContentTags, setting: ContentSetting): boolean {
  return unavailableBecause(tags, setting) === null;
}
