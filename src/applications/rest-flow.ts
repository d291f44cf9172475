/**
 * Resting (6 hours) as the sheet's Rest button does it, for every caller (the sheet, Token Action
 * HUD): a confirmation, then the actor rolls and posts the result (PhaseSixActor#rest), and body
 * modifications switched off come back online; on Foundry 14 the actor's effects that end with a
 * rest expire (src/foundry-compat/rest-expiry.ts).
 */
import { dialogClasses } from "../constants.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import { modificationsBackOnline } from "./body-mods.ts";
import { dialogBeside, type WindowHost } from "../foundry-compat/windows.ts";
import { expireEffectsAfterRest } from "../foundry-compat/rest-expiry.ts";

/** True when the actor rested. `host`: the sheet asked from (the confirmation opens in its window, Foundry 14). */
export async function restWithConfirmation(actor: PhaseSixActor, host?: WindowHost): Promise<boolean> {
  const confirmed = await dialogBeside(host).confirm({
    classes: dialogClasses(),
    window: { title: game.i18n.localize("PHASESIX.Sheet.Rest") },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.localize("PHASESIX.Sheet.RestConfirm"))}</p>`,
    yes: { label: game.i18n.localize("PHASESIX.UI.RestNow"), icon: "fa-solid fa-bed" },
    no: { label: game.i18n.localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
  });
  if (!confirmed || !(await actor.rest())) return false;
  await modificationsBackOnline(actor);
  await expireEffectsAfterRest(actor).catch((error: unknown) => console.warn("phasesix | effects ending with the rest were not ended", error));
  return true;
}
