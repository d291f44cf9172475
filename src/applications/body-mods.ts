/**
 * Switching a body modification on or off from the character sheet (RULES.md → Body modifications):
 * passive ones never switch, offline ones not until the next rest; in a running combat the switch
 * costs one action. Switching on with a surplus of 10 mA or more rolls Resistance at min roll +
 * surplus (failure: 1 wound and Shocked 1); with a deficit it rolls as many dice as the deficit and
 * the player chooses which modifications each 1 takes offline. The character only changes itself.
 */
import { dialogClasses } from "../constants.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import type { PhaseSixItem } from "../documents/item.ts";
import { BodyModificationData } from "../data/item/body-modification.ts";
import { CharacterData } from "../data/actor/character.ts";
import { itemInputs } from "../data/actor/item-inputs.ts";
import { DISCHARGE_FAILURE, SWITCH_ACTIONS, rollFailureDice, switchOnConsequence, switchRefusal } from "../rules/extensions/body-modifications.ts";
import { randomFaces } from "../rules/dice/faces.ts";
import { attackerCombatant } from "./attack-flow.ts";
import { phaseSixRollOf } from "./chat/roll-actions.ts";
import { rollCheck } from "./roll-check.ts";
import { escapeHtml } from "./sheets/context/explain.ts";

function format(key: string, data: Record<string, string | number>): string {
  return game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
}

async function post(actor: PhaseSixActor, title: string, lines: string[]): Promise<void> {
  const content = `<div class="phasesix bodymod-card"><h3>${escapeHtml(title)}</h3>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</div>`;
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content });
}

/** Lets the player choose `count` running modifications to take offline (until the next rest). */
async function chooseOffline(actor: PhaseSixActor, count: number): Promise<string[]> {
  const candidates = actor.items.filter((i) => i.system instanceof BodyModificationData && !i.system.offline);
  if (candidates.length <= count) return candidates.map((i) => i.id ?? "");
  const boxes = candidates.map((i) => `<label class="phasesix-check"><input type="checkbox" name="${escapeHtml(i.id ?? "")}"> ${escapeHtml(i.name)}</label>`).join("");
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title: game.i18n.localize("PHASESIX.BodyMod.ChooseOffline") },
    content: `<p>${escapeHtml(format("PHASESIX.BodyMod.DeficitResult", { failures: count, faces: "" }))}</p>${boxes}`,
    ok: { label: game.i18n.localize("PHASESIX.BodyMod.ChooseOffline") },
  });
  const ids = answer && typeof answer === "object" ? Object.entries(answer as Record<string, unknown>).filter(([, on]) => on === true).map(([id]) => id) : [];
  // fewer chosen than failed: the first ones in the list fail as well
  for (const item of candidates) if (ids.length < count && !ids.includes(item.id ?? "")) ids.push(item.id ?? "");
  return ids.slice(0, count);
}

/** Switches `item` of `actor` on or off; false when refused or when the combat action could not be paid. */
export async function switchBodyModification(actor: PhaseSixActor, item: PhaseSixItem): Promise<boolean> {
  const system: unknown = item.system;
  if (!(system instanceof BodyModificationData) || !(actor.system instanceof CharacterData)) return false;
  const refusal = switchRefusal(system);
  if (refusal) {
    ui.notifications.warn(format(refusal === "passive" ? "PHASESIX.BodyMod.CannotSwitchPassive" : "PHASESIX.BodyMod.CannotSwitchOffline", { item: item.name }));
    return false;
  }
  const combatant = attackerCombatant(actor);
  if (combatant && !(await combatant.spendActions(SWITCH_ACTIONS, "action"))) return false;
  const on = !system.active;
  if (!on) {
    await item.update({ system: { active: false } } as Item.UpdateData);
    await post(actor, format("PHASESIX.BodyMod.SwitchedOff", { actor: actor.name, item: item.name }), []);
    return true;
  }
  const consequence = switchOnConsequence(itemInputs(actor.items).bodyModifications, item.id ?? "");
  await item.update({ system: { active: true } } as Item.UpdateData);
  await post(actor, format("PHASESIX.BodyMod.SwitchedOn", { actor: actor.name, item: item.name }), []);
  if (consequence.kind === "discharge") {
    const message = await rollCheck(actor, {
      kind: "attribute",
      key: "resistance",
      options: { minRollModifier: consequence.minRollIncrease },
      flavor: format("PHASESIX.BodyMod.DischargeTitle", { value: consequence.surplus }),
    });
    const roll = message ? phaseSixRollOf(message) : null;
    if (roll && roll.score.successes === 0) {
      await actor.applyWounds(DISCHARGE_FAILURE.wounds);
      await actor.addCondition("shocked", DISCHARGE_FAILURE.shocked);
      await post(actor, format("PHASESIX.BodyMod.DischargeTitle", { value: consequence.surplus }), [game.i18n.localize("PHASESIX.BodyMod.DischargeFailed")]);
    }
  } else if (consequence.kind === "failures") {
    const rolled = rollFailureDice(consequence.dice, randomFaces());
    await post(actor, format("PHASESIX.BodyMod.DeficitTitle", { dice: consequence.dice }), [format("PHASESIX.BodyMod.DeficitResult", { failures: rolled.failures, faces: rolled.faces.join(", ") })]);
    if (rolled.failures > 0) {
      const ids = await chooseOffline(actor, rolled.failures);
      await actor.updateEmbeddedDocuments("Item", ids.map((_id) => ({ _id, "system.offline": true, "system.active": false })));
    }
  }
  return true;
}

/** After a rest every modification an energy deficit took offline works again. */
export async function modificationsBackOnline(actor: PhaseSixActor): Promise<void> {
  const offline = actor.items.filter((i) => i.system instanceof BodyModificationData && i.system.offline);
  if (offline.length > 0) await actor.updateEmbeddedDocuments("Item", offline.map((i) => ({ _id: i.id ?? "", "system.offline": false })));
}
