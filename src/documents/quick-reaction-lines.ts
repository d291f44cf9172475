/**
 * The Quick Reaction rolls (2026 edition) as lines of the round-start card: pure, so the card is
 * tested in the browser without Foundry.
 */
import type { QuickReactionResult } from "../rules/combat/index.ts";

/** One combatant's Quick Reaction roll (2026 edition), for the round-start card. */
export interface QuickReactionEntry {
  name: string;
  hidden: boolean;
  result: QuickReactionResult;
}

/** The card's view of the Quick Reaction rolls: dice as chains, one sentence each. */
export function quickReactionCardLines(
  entries: readonly QuickReactionEntry[],
  i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string },
): Array<{ name: string; dice: string; result: string; css: string }> {
  return entries.map(({ name, result }) => ({
    name,
    dice: result.dice.length ? result.dice.map((die) => die.faces.join("+")).join(", ") : "—",
    result: i18n.format(result.granted ? "PHASESIX.Edition.QuickReaction.Granted" : "PHASESIX.Edition.QuickReaction.None", { successes: String(result.successes) }),
    css: result.granted ? "good" : "bad",
  }));
}

