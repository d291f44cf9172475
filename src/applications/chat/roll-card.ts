/**
 * The Phase Six roll card in Foundry's chat. Messages of a PhaseSixRoll carry no HTML content of
 * their own: Foundry asks the roll to render (`Roll#render`), so the card is rebuilt from the stored
 * roll on every render — after a reload, after an update, and per viewer (whisper/blind rolls render
 * the private version for those who may not see them; buttons only for the roll's owner and GMs).
 */
import { PhaseSixRoll } from "../../dice/roll.ts";
import { SpellData } from "../../data/item/spell.ts";
import { actionStates } from "../../rules/roll-request/index.ts";
import { templatePath } from "../templates.ts";
import { asRollingActor, canActFor, translate } from "../rolling-actor.ts";
import { rollCardContext } from "./roll-card-context.ts";
import { ROLL_ACTION_QUERY, actorOfRoll, handleRollActionQuery, isRollAction, phaseSixRollOf, requestRollAction } from "./roll-actions.ts";

export const ROLL_CARD_TEMPLATE = templatePath("chat/roll-card.hbs");

/**
 * What each card on this client last showed of its actor (its buttons and the dice left in each
 * pool), by roll: an actor update re-renders only the cards where this changes.
 */
const shownActions = new WeakMap<PhaseSixRoll, string>();

/** The part of a card that depends on the actor: each button's state and the dice left. */
function actionSignature(states: ReturnType<typeof actionStates>): string {
  return states.map((s) => `${s.action}:${s.enabled ? 1 : 0}:${s.left ?? "-"}`).join("|");
}

/** The actor's current dice pools, or undefined when they cannot be read. */
function poolsOf(actor: ReturnType<typeof actorOfRoll>) {
  try {
    return actor?.system.rollView().pools;
  } catch (error) {
    console.warn("phasesix | could not read the rolling actor's dice pools", error);
    return undefined;
  }
}

/** The enriched rules text of the caster's spell item `itemId` ("" when gone or without text). */
async function spellRulesOf(actor: ReturnType<typeof actorOfRoll>, itemId: string | undefined): Promise<string> {
  if (!actor || !itemId) return "";
  const items = (actor as unknown as { items?: { get(id: string): { system: unknown } | undefined } }).items;
  const item = items?.get(itemId);
  const rules = item?.system instanceof SpellData ? item.system.rules : "";
  if (rules.trim() === "") return "";
  // The spell's text is its owners' (links in it: enrichers.ts → documentSource).
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(rules, { secrets: false, relativeTo: item as never });
}

/** Render the card of a roll for the current user. */
export async function renderRollCard(roll: PhaseSixRoll, options: { flavor?: string | undefined; isPrivate: boolean }): Promise<string> {
  const actor = actorOfRoll(roll);
  const user = game.user;
  const canAct = actor ? canActFor(actor, user) : user.isGM;
  const pools = poolsOf(actor);
  const actions = actionStates(pools, roll.chains.length, canAct);
  // a private card (someone else's whisper or blind roll) shows no buttons, whatever the pools
  shownActions.set(roll, options.isPrivate ? "private" : actionSignature(actions));
  const context = rollCardContext(
    {
      data: roll.phasesix,
      score: roll.score,
      ...(roll.phasesix.scoring === "attack" ? { attack: roll.attackScore } : {}),
      actions,
      isPrivate: options.isPrivate,
      flavor: options.flavor,
      spellRules: options.isPrivate ? "" : await spellRulesOf(actor, roll.phasesix.spell?.itemId),
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
        .catch((error: unknown) => {
          console.error("phasesix | roll action failed", error);
          ui.notifications?.error(game.i18n.localize("PHASESIX.Chat.Error.Failed"));
        })
        .finally(() => {
          for (const b of enabled) if (b.isConnected) b.disabled = false;
        });
    });
  }
}

/** How many of the latest messages an actor update looks at. */
const RECENT_MESSAGES = 30;

/**
 * `updateActor` hook: when the actor's dice pools changed, re-render on this client the recent
 * cards of that actor whose buttons or dice left now differ from what they show — only on the
 * clients of users who may act for the actor (the others see no buttons) and only those cards.
 */
export function refreshCardsOf(actor: Actor.Implementation, changes: object): void {
  const system = (changes as { system?: { pools?: unknown } }).system;
  if (system?.pools === undefined) return;
  const chat = ui.chat as unknown as { updateMessage?: (message: ChatMessage.Implementation) => Promise<void> } | undefined;
  if (typeof chat?.updateMessage !== "function") return;
  const rolling = asRollingActor(actor);
  if (!rolling || !canActFor(rolling, game.user)) return;
  const pools = poolsOf(rolling);
  for (const message of game.messages.contents.slice(-RECENT_MESSAGES)) {
    const roll = phaseSixRollOf(message);
    if (!roll || roll.phasesix.actorUuid !== actor.uuid) continue;
    const shown = shownActions.get(roll);
    // never rendered here (nothing stale to show), private, or still current: left alone
    if (shown === undefined || shown === "private" || shown === actionSignature(actionStates(pools, roll.chains.length, true))) continue;
    void chat.updateMessage(message);
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
  Hooks.on("updateActor", (actor, changes) => refreshCardsOf(actor, changes));
  // A module's hook, unknown to fvtt-types: registered through a plain signature.
  const untypedHooks = Hooks as unknown as { on(hook: string, fn: (messageId: string, interception: { willTrigger3DRoll: boolean }) => void): number };
  untypedHooks.on("diceSoNiceMessagePreProcess", skipDiceSoNice);
  // Older Dice So Nice versions only offer the "Processed" hook; newer ones warn when it is mutated,
  // so it is only touched when the "PreProcess" hook did not already decide.
  untypedHooks.on("diceSoNiceMessageProcessed", (messageId, interception) => {
    if (interception.willTrigger3DRoll) skipDiceSoNice(messageId, interception);
  });
}
