/**
 * The tick card's button and the prompt of a tick (2025 edition, src/documents/actor-tick.ts): the
 * owner of the character (or a GM) chooses an owed tick from the quirk compendium of the content
 * language; the quirk is added to the character and one fewer is owed. The button is wired on every
 * render of the card — after a reload and on every client — from the actor the card's flags name,
 * and shows disabled, with the reason, to whoever cannot choose (not the owner, nothing owed).
 */
import { CharacterData } from "../../data/actor/character.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { quirkChosen } from "../../documents/actor-dread.ts";
import { setTickPrompt, tickCardOf } from "../../documents/actor-tick.ts";
import { pickQuirk } from "../sheets/edition-extensions.ts";

/** Quirks still to choose for `actor` (0 for a non-character). */
export function quirksOwedOf(actor: Actor.Implementation | null | undefined): number {
  const system: unknown = actor?.system;
  return system instanceof CharacterData ? Math.max(0, system.dread.quirksOwed) : 0;
}

/** Why the current user cannot choose a tick for `actor` now ("" when they can). */
function chooseRefusal(actor: Actor.Implementation | null): string {
  if (!actor) return game.i18n.localize("PHASESIX.Chat.Disabled.NoActor");
  if (!actor.isOwner) return game.i18n.format("PHASESIX.Notify.NotOwner", { name: actor.name ?? "" });
  if (quirksOwedOf(actor) <= 0) return game.i18n.format("PHASESIX.Horror.Tick.NoneOwed", { name: actor.name ?? "" });
  return "";
}

/**
 * Choose one owed quirk for `actor` (the sheet's button, the card's button, the prompt): the
 * edition's words — a 2025 tick, a 2026 quirk after dread. Nothing happens when the dialog is
 * cancelled; the quirk stays owed.
 */
export async function chooseOwedQuirk(actor: Actor.Implementation): Promise<boolean> {
  const refusal = chooseRefusal(actor);
  if (refusal) {
    ui.notifications.warn(refusal);
    return false;
  }
  const dread = currentRuleset().horror.onMaxStress === "dread";
  const quirk = await pickQuirk(dread ? undefined : { title: "PHASESIX.Horror.Tick.Choose", hint: "PHASESIX.Horror.Tick.ChooseHint" });
  if (!quirk) return false;
  const created = await actor.createEmbeddedDocuments("Item", [quirk]);
  if (!created || created.length === 0) return false;
  await quirkChosen(actor);
  return true;
}

/** The prompt on the client that caused the tick: only the owner is asked (a GM's click asks the GM). */
async function promptTick(actor: Actor.Implementation): Promise<void> {
  if (actor.isOwner && quirksOwedOf(actor) > 0) await chooseOwedQuirk(actor);
}

/** `renderChatMessageHTML`: wire a tick card's button for this user. */
export function bindTickCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const flag = tickCardOf(message);
  const button = html.querySelector<HTMLButtonElement>("button[data-phasesix-tick-choose]");
  if (!flag || !button) return;
  const actor = fromUuidSync(flag.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  const refusal = chooseRefusal(actor);
  if (refusal) {
    button.disabled = true;
    button.dataset.tooltip = refusal;
    button.setAttribute("aria-label", `${button.textContent?.trim() ?? ""} — ${refusal}`);
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    if (!actor) return;
    button.disabled = true;
    chooseOwedQuirk(actor)
      .catch((error: unknown) => {
        console.error("phasesix | choosing the tick failed", error);
        ui.notifications.error(game.i18n.localize("PHASESIX.Chat.Error.Failed"));
        return false;
      })
      .then(() => {
        // Still owed (cancelled, or more than one): the button stays usable.
        if (button.isConnected) button.disabled = quirksOwedOf(actor) <= 0;
      })
      .catch(() => undefined);
  });
}

/** init: the prompt a tick opens and the card's button. */
export function registerTickCards(): void {
  setTickPrompt(promptTick);
  Hooks.on("renderChatMessageHTML", (message, html) => bindTickCard(message, html));
}
