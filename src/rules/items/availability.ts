/**
 * Which content a world offers: every template, weapon, armour piece, item, spell… is tagged with the
 * eras, extensions and worlds it belongs to (the appendix's icons). Content outside the world's
 * choice is hidden from choices, never deleted (RULES.md → World settings).
 */
import type { EraKey, ExtensionKey, WorldKey } from "../catalog/index.ts";

/** The tags a content item carries. An empty list means "not restricted" (the appendix's cube icon). */
export interface ContentTags {
  eras: readonly string[];
  extensions: readonly string[];
  worlds: readonly string[];
}

/** A world's choice: its era, the active extensions, the world. */
export interface ContentSetting {
  era: EraKey;
  extensions: readonly ExtensionKey[];
  world: WorldKey;
}

/**
 * Whether content is available in a setting: its eras include the setting's era (or are empty), at
 * least one of its extensions is active (or it names none), and its worlds include the setting's
 * world (or are empty). An item tagged "Magic" and "Horror" belongs to either extension.
 */
export function isAvailable(tags: ContentTags, setting: ContentSetting): boolean {
  const eraOk = tags.eras.length === 0 || tags.eras.includes(setting.era);
  const extensionOk =
    tags.extensions.length === 0 || tags.extensions.some((key) => (setting.extensions as readonly string[]).includes(key));
  const worldOk = tags.worlds.length === 0 || tags.worlds.includes(setting.world);
  return eraOk && extensionOk && worldOk;
}
