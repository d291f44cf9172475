import { SYSTEM_ID } from "./constants.ts";
import { ERAS, WORLDS, type EraKey, type WorldKey } from "./rules/catalog/index.ts";
import { DEFAULT_WORLD_RULES, worldPreset, type WorldRules } from "./rules/catalog/world-rules.ts";
import { currencyUnit } from "./rules/items/money.ts";
import { DEFAULT_CENTURY } from "./rules/extensions/century.ts";
import { DEFAULT_EDITION, DEFAULT_STARTING_CAPITAL, DEFAULT_STARTING_REPUTATION, EDITIONS } from "./rules/ruleset/ruleset.ts";

/**
 * World and client settings of Phase Six, as one table registered in the `init` hook.
 * RULES.md → World settings: era, extensions, world, variants and optional rules.
 * Labels: `PHASESIX.Settings.<Key>.Name/Hint`, choices `PHASESIX.Settings.<Key>.<Choice>`.
 */

type Choices = Record<string, string>;
interface SettingRow {
  type: typeof Number | typeof String | typeof Boolean;
  default: number | string | boolean;
  config?: boolean;
  scope?: "world" | "client";
  choices?: Choices;
  range?: { min: number; max: number; step: number };
  requiresReload?: boolean;
  onChange?: (value: unknown) => void;
}

const label = (key: string) => `PHASESIX.Settings.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
function choices(key: string, values: readonly string[], group?: string): Choices {
  return Object.fromEntries(values.map((v) => [v, group ? `PHASESIX.${group}.${v}` : `${label(key)}.${v}`]));
}

/** Applies a world's era/extension preset when the GM picks it (Tirakan, NEXUS). */
function applyWorldPreset(value: unknown): void {
  if (!game.user.isActiveGM) return;
  const preset = worldPreset(value as WorldKey);
  if (preset.era) void game.settings.set(SYSTEM_ID, "era", preset.era);
  if (preset.extensions) {
    for (const [ext, on] of Object.entries(preset.extensions)) {
      void game.settings.set(SYSTEM_ID, `extension.${ext as "magic" | "horror" | "pantheon" | "bodyMods" | "alchemy"}`, on);
    }
  }
}

/**
 * An extension was turned on or off: open actor sheets render again, so its tab appears or goes
 * (on every client: a world setting's onChange runs on each).
 */
export function refreshActorSheets(): void {
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof foundry.applications.sheets.ActorSheetV2 && app.rendered) void app.render();
  }
}

/** The languages of the packs (each item and guide pack exists once per language). */
export const CONTENT_LANGUAGES = ["de", "en"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** The content-language setting: follow the game's language, one language, or both. */
export const CONTENT_LANGUAGE_CHOICES = ["game", ...CONTENT_LANGUAGES, "both"] as const;
export type ContentLanguageSetting = (typeof CONTENT_LANGUAGE_CHOICES)[number];

/** Who pays for token moves in a running combat: players' moves (the GM moves freely), everyone's, or nobody's. */
export const MOVEMENT_ACTION_CHOICES = ["players", "everyone", "off"] as const;
export type MovementActionSetting = (typeof MOVEMENT_ACTION_CHOICES)[number];

const d = DEFAULT_WORLD_RULES;
export const SETTINGS = {
  dataVersion: { type: Number, default: 0, config: false },
  edition: { type: String, default: DEFAULT_EDITION, choices: choices("edition", EDITIONS), onChange: refreshActorSheets },
  startingReputation: { type: Number, default: DEFAULT_STARTING_REPUTATION, range: { min: 0, max: 100, step: 1 } },
  /** Both editions: the GM sets the starting capital (2026: usually 2,000; 2025 names no sum, 2,000 is ours). */
  startingCapital: { type: Number, default: DEFAULT_STARTING_CAPITAL },
  world: { type: String, default: d.world, choices: choices("world", WORLDS, "World"), onChange: applyWorldPreset },
  era: { type: String, default: d.era, choices: choices("era", ERAS, "Era") },
  "extension.magic": { type: Boolean, default: d.extensions.magic },
  "extension.horror": { type: Boolean, default: d.extensions.horror },
  "extension.pantheon": { type: Boolean, default: d.extensions.pantheon },
  "extension.bodyMods": { type: Boolean, default: d.extensions.bodyMods },
  "extension.alchemy": { type: Boolean, default: d.extensions.alchemy },
  magicLevel: { type: Number, default: d.magicLevel, range: { min: 0, max: 10, step: 1 } },
  faithLevel: { type: Number, default: d.faithLevel, range: { min: 0, max: 10, step: 1 } },
  century: { type: Number, default: DEFAULT_CENTURY, range: { min: 1, max: 10, step: 1 } },
  magicLevelOverride: { type: Boolean, default: false },
  faithLevelOverride: { type: Boolean, default: false },
  initiativeVariant: { type: String, default: d.variants.initiative, choices: choices("initiativeVariant", ["pool", "web"]) },
  protectionVariant: { type: String, default: d.variants.protection, choices: choices("protectionVariant", ["pool", "flat"]) },
  aimingVariant: { type: String, default: d.variants.aiming, choices: choices("aimingVariant", ["rulebook", "web"]) },
  firstAidVariant: { type: String, default: d.variants.firstAid, choices: choices("firstAidVariant", ["heal", "boosts"]) },
  rangeBands: { type: Boolean, default: d.optional.rangeBands },
  armourDamage: { type: Boolean, default: d.optional.armourDamage },
  movementActions: { type: String, default: "players", choices: choices("movementActions", MOVEMENT_ACTION_CHOICES) },
  /** The party panel above the Players list (src/applications/party): shown, and folded to its header. */
  partyPanel: { type: Boolean, default: true, scope: "client" },
  partyPanelCollapsed: { type: Boolean, default: false, scope: "client", config: false },
  /** 2025 edition: the optional rule "brewing and synthesis" (the 2026 edition plays it in every world). */
  brewing: { type: Boolean, default: false, onChange: refreshActorSheets },
  contentLanguage: { type: String, default: "game", choices: choices("contentLanguage", CONTENT_LANGUAGE_CHOICES) },
  welcomeShown: { type: Boolean, default: false, config: false },
  compendiumFilter: { type: Boolean, default: true, scope: "client" },
  currencyUnit: { type: String, default: "" },
} as const satisfies Record<string, SettingRow>;

export type SettingKey = keyof typeof SETTINGS;

/** What higher layers do when a setting changes (the settings layer does not import them: src/phasesix.ts passes them in). */
export type SettingReactions = Partial<Record<SettingKey, (value: unknown) => void>>;

/**
 * What runs when a setting changes: its row's own handler or the reaction passed in for it; every
 * extension switch re-renders the open actor sheets.
 */
export function onChangeOf(key: SettingKey, row: SettingRow, reactions: SettingReactions = {}): ((value: unknown) => void) | undefined {
  return row.onChange ?? reactions[key] ?? (key.startsWith("extension.") ? refreshActorSheets : undefined);
}

/** Registers every row of the table (init hook), with the reactions of higher layers. */
export function registerSettings(reactions: SettingReactions = {}): void {
  for (const [key, row] of Object.entries(SETTINGS) as Array<[SettingKey, SettingRow]>) {
    const name = label(key.replace(/\.(\w)/, (_, c: string) => c.toUpperCase()));
    game.settings.register(SYSTEM_ID, key, {
      name: `${name}.Name`,
      hint: `${name}.Hint`,
      scope: row.scope ?? "world",
      config: row.config ?? true,
      type: row.type,
      // The table's default matches the key's type declared in src/types/foundry-config.d.ts; TypeScript
      // cannot relate the two through the loop's union of keys, hence this one narrowing cast.
      default: row.default as never,
      ...(row.choices ? { choices: row.choices } : {}),
      ...(row.range ? { range: row.range } : {}),
      ...(onChangeOf(key, row, reactions) ? { onChange: onChangeOf(key, row, reactions) } : {}),
      requiresReload: row.requiresReload ?? false,
    });
  }
}

/** Whether the world's magic extension is on; false when the settings cannot be read (yet). */
export function magicExtensionOn(): boolean {
  try {
    return worldRules().extensions.magic;
  } catch {
    return false;
  }
}

/** The world's rules as one plain value for the rules core. */
export function worldRules(): WorldRules {
  const get = (key: SettingKey): unknown => game.settings.get(SYSTEM_ID, key);
  return {
    world: get("world") as WorldKey,
    era: get("era") as EraKey,
    extensions: {
      magic: Boolean(get("extension.magic")),
      horror: Boolean(get("extension.horror")),
      pantheon: Boolean(get("extension.pantheon")),
      bodyMods: Boolean(get("extension.bodyMods")),
      alchemy: Boolean(get("extension.alchemy")),
    },
    magicLevel: Number(get("magicLevel")),
    faithLevel: Number(get("faithLevel")),
    variants: {
      initiative: get("initiativeVariant") === "web" ? "web" : "pool",
      protection: get("protectionVariant") === "flat" ? "flat" : "pool",
      aiming: get("aimingVariant") === "web" ? "web" : "rulebook",
      firstAid: get("firstAidVariant") === "boosts" ? "boosts" : "heal",
    },
    optional: { rangeBands: Boolean(get("rangeBands")), armourDamage: Boolean(get("armourDamage")) },
  };
}

/** The world's main currency unit: the setting when it names one, else the default of its world and era. */
export function worldCurrencyUnit(): string {
  const rules = worldRules();
  const setting: unknown = game.settings.get(SYSTEM_ID, "currencyUnit");
  return currencyUnit(typeof setting === "string" ? setting : "", WORLDS.includes(rules.world) ? rules.world : "terra", ERAS.includes(rules.era) ? rules.era : "modern");
}
