/**
 * The one place the Foundry side builds the world's ruleset (src/rules/ruleset) from the settings:
 * the rulebook edition, the world settings (world, era, extensions, levels, variants, optional
 * rules) and the GM's starting reputation. Data models, sheets, dialogs, cards and the tracker call
 * {@link currentRuleset} and pass the value to the rules core; none of them asks which edition is on.
 * Reads the settings only when they are registered: without them (tests, before `init`) every value
 * is its default, i.e. the 2025 edition on Terra.
 */
import { DEFAULT_WORLD_RULES, type WorldRules } from "../rules/catalog/world-rules.ts";
import { ERAS, WORLDS, type EraKey, type WorldKey } from "../rules/catalog/index.ts";
import { DEFAULT_CENTURY } from "../rules/extensions/century.ts";
import { buildRuleset, isEdition, DEFAULT_EDITION, type Ruleset, type RulesetInput } from "../rules/ruleset/index.ts";

const SYSTEM = "phasesix";

interface SettingsLike {
  settings: { has(key: string): boolean };
  get(namespace: string, key: string): unknown;
}

function settings(): SettingsLike | null {
  const g = globalThis as { game?: { settings?: unknown } };
  const s = g.game?.settings as Partial<SettingsLike> | undefined;
  return s && typeof s.get === "function" && s.settings && typeof s.settings.has === "function" ? (s as SettingsLike) : null;
}

/** The world settings as the rules core's {@link WorldRules}; each unregistered setting is its default. */
export function worldRulesFromSettings(): WorldRules {
  const s = settings();
  const read = (key: string): unknown => (s?.settings.has(`${SYSTEM}.${key}`) ? s.get(SYSTEM, key) : undefined);
  const bool = (key: string, fallback: boolean): boolean => {
    const v = read(key);
    return typeof v === "boolean" ? v : fallback;
  };
  const num = (key: string, fallback: number): number => {
    const v = read(key);
    return typeof v === "number" && Number.isFinite(v) ? v : fallback;
  };
  const d = DEFAULT_WORLD_RULES;
  const world = read("world");
  const era = read("era");
  return {
    world: (WORLDS as readonly unknown[]).includes(world) ? (world as WorldKey) : d.world,
    era: (ERAS as readonly unknown[]).includes(era) ? (era as EraKey) : d.era,
    extensions: {
      magic: bool("extension.magic", d.extensions.magic),
      horror: bool("extension.horror", d.extensions.horror),
      pantheon: bool("extension.pantheon", d.extensions.pantheon),
      bodyMods: bool("extension.bodyMods", d.extensions.bodyMods),
      alchemy: bool("extension.alchemy", d.extensions.alchemy),
    },
    magicLevel: num("magicLevel", d.magicLevel),
    faithLevel: num("faithLevel", d.faithLevel),
    variants: {
      initiative: read("initiativeVariant") === "web" ? "web" : "pool",
      protection: read("protectionVariant") === "flat" ? "flat" : "pool",
      aiming: read("aimingVariant") === "web" ? "web" : "rulebook",
      firstAid: read("firstAidVariant") === "boosts" ? "boosts" : "heal",
    },
    optional: { rangeBands: bool("rangeBands", d.optional.rangeBands), armourDamage: bool("armourDamage", d.optional.armourDamage) },
  };
}

/** The last ruleset built and its input: every actor's preparation asks, and the settings rarely change. */
let last: { input: RulesetInput; ruleset: Ruleset } | null = null;

/** Whether two inputs hold the same values (plain objects and primitives; `Object.is` on each value). */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.hasOwn(b, key) || !sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * The world's ruleset, built from the settings (the 2025 edition on Terra while they cannot be read).
 * The same settings give the same value (built once, shared: callers read it and never change it).
 */
export function currentRuleset(): Ruleset {
  const s = settings();
  const read = (key: string): unknown => (s?.settings.has(`${SYSTEM}.${key}`) ? s.get(SYSTEM, key) : undefined);
  const edition = read("edition");
  const startingReputation = read("startingReputation");
  const startingCapital = read("startingCapital");
  const century = read("century");
  const input: RulesetInput = {
    edition: isEdition(edition) ? edition : DEFAULT_EDITION,
    world: worldRulesFromSettings(),
    startingReputation: typeof startingReputation === "number" ? startingReputation : undefined,
    startingCapital: typeof startingCapital === "number" ? startingCapital : undefined,
    century: typeof century === "number" ? century : DEFAULT_CENTURY,
    overrideMagicLevel: read("magicLevelOverride") === true,
    overrideFaithLevel: read("faithLevelOverride") === true,
    brewingOptional: read("brewing") === true,
  };
  if (last === null || !sameValues(last.input, input)) last = { input, ruleset: buildRuleset(input) };
  return last.ruleset;
}
