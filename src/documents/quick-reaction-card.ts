/**
 * The chat card of a Quick Reaction the GM re-rolled from the tracker (2026 edition): the
 * round-start card's template with only its Quick Reaction part.
 */
import { postRoundStartCard, type QuickReactionEntry } from "./combat-round.ts";

/** Post the re-rolled Quick Reactions (hidden combatants whispered to the GMs). */
export async function postQuickReactionCard(entries: readonly QuickReactionEntry[]): Promise<void> {
  const round = game.combat?.round ?? 1;
  await postRoundStartCard(round, [], entries);
}
