/**
 * The initiative card as plain data for `templates/chat/initiative-card.hbs` (pure; the caller passes
 * a translator): the dice as chains ("6+6+2 = 14"), what they were rolled for in words — "3 dice for
 * Quickness 3, summed", "1 die + Quickness 4", fewer when shocked — and the total. Never the formula
 * ("3dp"), which means nothing at the table.
 */
import { chainLabel } from "../../dice/chains.ts";
import type { DieChain } from "../../rules/index.ts";
import type { InitiativeOnRoll } from "../../dice/initiative-roll.ts";
import type { Translate } from "./roll-card-context.ts";

export interface InitiativeCardInput {
  chains: readonly DieChain[];
  /** What the roll was rolled for (absent: a formula typed by the GM). */
  basis: InitiativeOnRoll | null;
  /** Numbers added to the dice (the web variant's Quickness). */
  added: number;
  total: number;
  isPrivate: boolean;
}

export type InitiativeCardContext = {
  isPrivate: boolean;
  title: string;
  basisText: string;
  dice: Array<{ chain: string; css: string }>;
  noDiceText: string;
  totalText: string;
};

/** "1 die" / "3 dice". */
function diceText(n: number, t: Translate): string {
  return n === 1 ? t("PHASESIX.Initiative.Card.Dice.one") : t("PHASESIX.Initiative.Card.Dice.many", { n });
}

/** What the dice were rolled for, in words. */
function basisText(input: InitiativeCardInput, t: Translate): string {
  const dice = diceText(input.chains.length, t);
  const basis = input.basis;
  let text: string;
  if (!basis) text = input.added === 0 ? dice : `${dice} ${input.added < 0 ? "−" : "+"} ${Math.abs(input.added)}`;
  else if (basis.variant === "web") text = t("PHASESIX.Initiative.Card.Web", { dice, quickness: basis.quickness });
  else text = t("PHASESIX.Initiative.Card.Book", { dice, quickness: basis.quickness });
  if (basis && basis.shocked > 0) text += ` (${t("PHASESIX.Initiative.Card.Shocked", { n: basis.shocked })})`;
  return text;
}

export function initiativeCardContext(input: InitiativeCardInput, t: Translate): InitiativeCardContext {
  return {
    isPrivate: input.isPrivate,
    title: t("PHASESIX.Initiative.Card.Title"),
    basisText: input.isPrivate ? "" : basisText(input, t),
    dice: input.isPrivate ? [] : input.chains.map((chain) => ({ chain: chainLabel(chain), css: chain.faces.length > 1 ? "exploded" : "" })),
    noDiceText: t("PHASESIX.Initiative.Card.NoDice"),
    totalText: input.isPrivate ? "?" : String(input.total),
  };
}
