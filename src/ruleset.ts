/**
 * The one place the Foundry layer builds the ruleset (src/rules/ruleset) from the world settings:
 * the rulebook edition, the world's settings (world, era, extensions, levels, variants, optional
 * rules) and the GM's starting reputation. Sheets, dialogs, cards and the tracker call
 * {@link currentRuleset} and pass the value down to the rules core; none of them asks which edition
 * is on.
 */
import { SYSTEM_ID } from "./constants.ts";
import { worldRules } from "./settings.ts";
import { buildRuleset, DEFAULT_RULESET, isEdition, type Ruleset } from "./rules/ruleset/index.ts";

/** The world's ruleset, built from the settings; the default (2025, Terra) while the settings cannot be read yet. */
export function currentRuleset(): Ruleset {
  try {
    const edition: unknown = game.settings.get(SYSTEM_ID, "edition");
    const startingReputation: unknown = game.settings.get(SYSTEM_ID, "startingReputation");
    return buildRuleset({
      edition: isEdition(edition) ? edition : "2025",
      world: worldRules(),
      startingReputation: typeof startingReputation === "number" ? startingReputation : undefined,
    });
  } catch {
    return DEFAULT_RULESET;
  }
}
