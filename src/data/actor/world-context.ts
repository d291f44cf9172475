/**
 * The world's era, extensions and world (RULES.md → World settings) as the character core's
 * {@link WorldContext}. Reads the `phasesix.era`, `phasesix.world` and `phasesix.extension.*`
 * settings when they are registered; without them (tests, a setting not yet registered) nothing is
 * restricted and no extension is active.
 */
import type { WorldContext } from "../../rules/character/index.ts";
import type { EraKey, ExtensionKey, WorldKey } from "../../rules/catalog/index.ts";
import { ERAS, WORLDS } from "../../rules/catalog/index.ts";
import type { Unavailability } from "../../rules/items/availability.ts";
import { unavailableBecause } from "../../rules/items/availability.ts";
import type { ItemLike } from "./item-inputs.ts";
import { availabilityOf } from "./item-inputs.ts";

const SYSTEM = "phasesix";
const TOGGLED_EXTENSIONS = ["magic", "horror", "pantheon", "bodyMods", "alchemy"] as const satisfies readonly ExtensionKey[];

/** No restriction: used when settings cannot be read. */
export const OPEN_WORLD: WorldContext = { era: null, extensions: [], world: null };

interface SettingsLike {
  settings: { has(key: string): boolean };
  get(namespace: string, key: string): unknown;
}

function settings(): SettingsLike | null {
  const g = globalThis as { game?: { settings?: unknown } };
  const s = g.game?.settings as Partial<SettingsLike> | undefined;
  return s && typeof s.get === "function" && s.settings && typeof s.settings.has === "function" ? (s as SettingsLike) : null;
}

function read(s: SettingsLike, key: string): unknown {
  return s.settings.has(`${SYSTEM}.${key}`) ? s.get(SYSTEM, key) : undefined;
}

/** The current world context from the settings. */
export function worldContext(): WorldContext {
  const s = settings();
  if (!s) return OPEN_WORLD;
  const era = read(s, "era");
  const world = read(s, "world");
  return {
    era: (ERAS as readonly unknown[]).includes(era) ? (era as EraKey) : null,
    world: (WORLDS as readonly unknown[]).includes(world) ? (world as WorldKey) : null,
    extensions: TOGGLED_EXTENSIONS.filter((key) => read(s, `extension.${key}`) === true),
  };
}

/**
 * Why an item (a document or a creation source) is not available in this world, or null when it is:
 * the items core's one availability rule over the item's tags and the world settings. Builders,
 * drop checks and compendium filters call this.
 */
export function worldUnavailability(item: ItemLike, context: WorldContext = worldContext()): Unavailability {
  return unavailableBecause(availabilityOf(item), context);
}

/** Whether an item is available in this world (see {@link worldUnavailability}). */
export function isAvailableInWorld(item: ItemLike, context: WorldContext = worldContext()): boolean {
  return worldUnavailability(item, context) === null;
}

/** The settings whose change alters derived character values. */
const WORLD_SETTING_KEYS = new Set(["era", "world", "edition", "startingReputation", ...TOGGLED_EXTENSIONS.map((key) => `extension.${key}`)].map((key) => `${SYSTEM}.${key}`));

/**
 * Foundry glue (init hook): when the GM changes the era, world or an extension, prepare the
 * world's actors again so magic/horror flags and the availability checks follow at once.
 */
export function watchWorldSettings(): void {
  const refresh = (setting: { key: string }) => {
    if (!WORLD_SETTING_KEYS.has(setting.key)) return;
    for (const actor of game.actors) {
      actor.prepareData();
      actor.render(false);
    }
  };
  Hooks.on("updateSetting", refresh);
  Hooks.on("createSetting", refresh);
}
