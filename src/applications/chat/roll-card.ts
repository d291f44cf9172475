/**
 * The Phase Six roll card in Foundry's chat. Messages of a PhaseSixRoll carry no HTML content of
 * their own: Foundry asks the roll to render (`Roll#render`), so the card is rebuilt from the stored
 * roll on every render — after a reload, after an update, and per viewer (whisper/blind rolls render
 * the private version for those who may not see them; buttons only for the roll's owner and GMs).
 */
import { PhaseSixRoll } from "../../dice/roll.ts";
import { actionStates } from "../../rules/roll-request/index.ts";
import { templatePath } from "../templates.ts";
import { canActFor, translate } from "../rolling-actor.ts";
import { rollCardContext } from "./roll-card-context.ts";
import { ROLL_ACTION_QUERY, actorOfRoll, handleRollActionQuery, isRollAction, phaseSixRollOf, requestRollAction } from "./roll-actions.ts";

export const ROLL_CARD_TEMPLATE = templatePath("chat/roll-card.hbs");

/** Render the card of a roll for the current user. */
export async function renderRollCard(roll: PhaseSixRoll, options: { flavor?: string | undefined; isPrivate: boolean }): Promise<string> {
  const actor = actorOfRoll(roll);
  const user = game.user;
  const canAct = actor ? canActFor(actor, user) : user.isGM;
  let pools;
  try {
    pools = actor?.system.rollView().pools;
  } catch (error) {
    console.warn("phasesix | could not read the rolling actor's dice pools", error);
  }
  const context = rollCardContext(
    {
      data: roll.phasesix,
      score: roll.score,
      ...(roll.phasesix.scoring === "attack" ? { attack: roll.attackScore } : {}),
      actions: actionStates(pools, roll.chains.length, canAct),
      isPrivate: options.isPrivate,
      flavor: options.flavor,
    },
    translate,
  );
  return foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, context);
}

/** Wire the card's buttons after Foundry rendered a message. */
export function bindRollCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!phaseSixRollOf(message)) return;
  const buttons = Array.from(html.querySelectorAll<HTMLButtonElement>("button[data-phasesix-action]"));
  for (const button of buttons) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const action = button.dataset.phasesixAction;
      if (!isRollAction(action)) return;
      const enabled = buttons.filter((b) => !b.disabled);
      for (const b of enabled) b.disabled = true;
      requestRollAction(message, action)
        .catch((error: unknown) => console.error("phasesix | roll action failed", error))
        .finally(() => {
          for (const b of enabled) if (b.isConnected) b.disabled = false;
        });
    });
  }
}

/** Re-render the recent cards of an actor when its dice pools change (buttons enable/disable). */
function refreshCardsOf(actor: Actor.Implementation): void {
  const chat = ui.chat as unknown as { updateMessage?: (message: ChatMessage.Implementation) => Promise<void> } | undefined;
  if (typeof chat?.updateMessage !== "function") return;
  for (const message of game.messages.contents.slice(-30)) {
    const roll = phaseSixRollOf(message);
    if (roll && roll.phasesix.actorUuid === actor.uuid) void chat.updateMessage(message);
  }
}

/** Keep Dice So Nice from throwing a Phase Six roll's faces all at once: we show them wave by wave. */
function skipDiceSoNice(messageId: string, interception: { willTrigger3DRoll: boolean }): void {
  const message = game.messages.get(messageId);
  if (message && phaseSixRollOf(message)) interception.willTrigger3DRoll = false;
}

/** Register the card renderer, the button binding, the GM query and the Dice So Nice hook (at init). */
export function registerRollCards(): void {
  PhaseSixRoll.cardRenderer = renderRollCard;
  CONFIG.queries[ROLL_ACTION_QUERY] = handleRollActionQuery;
  Hooks.on("renderChatMessageHTML", (message, html) => bindRollCard(message, html));
  Hooks.on("updateActor", (actor) => refreshCardsOf(actor));
  // A module's hook, unknown to fvtt-types: registered through a plain signature.
  const untypedHooks = Hooks as unknown as { on(hook: string, fn: (messageId: string, interception: { willTrigger3DRoll: boolean }) => void): number };
  untypedHooks.on("diceSoNiceMessagePreProcess", skipDiceSoNice);
  // Older Dice So Nice versions only offer the "Processed" hook; newer ones warn when it is mutated,
  // so it is only touched when the "PreProcess" hook did not already decide.
  untypedHooks.on("diceSoNiceMessageProcessed", (messageId, interception) => {
    if (interception.willTrigger3DRoll) skipDiceSoNice(messageId, interception);
  });
}
