/**
 * The initiative card in Foundry's chat: core's initiative message carries a PhaseSixInitiativeRoll
 * and no content of its own, so Foundry asks the roll to render and the card is rebuilt from the
 * stored roll on every render (after a reload, for every viewer; a private roll shows nothing).
 */
import { PhaseSixInitiativeRoll } from "../../dice/initiative-roll.ts";
import { templatePath } from "../templates.ts";
import { translate } from "../rolling-actor.ts";
import { initiativeCardContext } from "./initiative-card-context.ts";

export const INITIATIVE_CARD_TEMPLATE = templatePath("chat/initiative-card.hbs");

/** Render the initiative card of a roll for the current user. */
export async function renderInitiativeCard(roll: PhaseSixInitiativeRoll, options: { isPrivate: boolean }): Promise<string> {
  const context = initiativeCardContext({ chains: roll.chains, basis: roll.initiative, added: roll.added, total: roll.total ?? 0, isPrivate: options.isPrivate }, translate);
  return foundry.applications.handlebars.renderTemplate(INITIATIVE_CARD_TEMPLATE, context);
}

/** init: the card renderer. */
export function registerInitiativeCards(): void {
  PhaseSixInitiativeRoll.cardRenderer = renderInitiativeCard;
}
