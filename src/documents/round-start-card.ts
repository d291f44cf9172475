/**
 * The round-start card's headings (pure, so the card is tested in the browser without Foundry): the
 * card is titled by what it holds — the condition saves, or, when nobody rolled a save (the first
 * round of a 2026 combat), the Quick Reaction rolls; the Quick Reaction part gets its own smaller
 * heading only below saves.
 */
type I18n = { localize(key: string): string; format(key: string, data: Record<string, string>): string };

export interface RoundStartHeadings {
  /** The card's title. */
  title: string;
  /** The heading of the Quick Reaction part below the saves ("" when the card holds nothing else). */
  quickTitle: string;
}

export function roundStartHeadings(round: number, counts: { saves: number; quickReactions: number }, i18n: I18n): RoundStartHeadings {
  const quick = i18n.localize("PHASESIX.Edition.QuickReaction.CardTitle");
  if (counts.saves === 0 && counts.quickReactions > 0) return { title: i18n.format("PHASESIX.Combat.RoundStart.QuickTitle", { round: String(round), quick }), quickTitle: "" };
  return { title: i18n.format("PHASESIX.Combat.RoundStart.Title", { round: String(round) }), quickTitle: counts.quickReactions > 0 ? quick : "" };
}
