/**
 * Switching a body modification on or off from the character sheet (RULES.md → Body modifications):
 * passive ones never switch, offline ones not until the next rest; in a running combat the switch
 * costs one action. Switching on with a surplus of 10 mA or more rolls Resistance at min roll +
 * surplus (failure: 1 wound and Shocked 1); with a deficit it rolls as many dice as the deficit and
 * the player chooses which modifications each 1 takes offline. The character only changes itself.
 *
 * Fitting or removing one is a surgery: the surgeon's Medicine roll at min roll + its Biolast; a
 * passed roll marks it fitted or removed on the patient (through the GM when the surgeon's player
 * does not own the patient), a failed one changes nothing.
 */
import { dialogBeside, type WindowHost } from "../foundry-compat/windows.ts";
import { dialogClasses } from "../constants.ts";
import type { PhaseSixActor } from "../documents/actor.ts";
import type { PhaseSixItem } from "../documents/item.ts";
import { BodyModificationData } from "../data/item/body-modification.ts";
import { CharacterData } from "../data/actor/character.ts";
import { itemInputs } from "../data/actor/item-inputs.ts";
import { DISCHARGE_FAILURE, SWITCH_ACTIONS, medicineKnowledge, rollFailureDice, surgeryCheck, surgeryKind, surgeryOutcome, switchOnConsequence, switchRefusal } from "../rules/extensions/body-modifications.ts";
import type { ActorRollView } from "../rules/catalog/index.ts";
import { foundryFaces } from "../dice/faces.ts";
import { attackerCombatant } from "./attack-flow.ts";
import { phaseSixRollOf } from "./chat/roll-actions.ts";
import { rollCheck } from "./roll-check.ts";
import { escapeHtml } from "./sheets/context/explain.ts";
import { speakerOf, uuidOf } from "../foundry-compat/stored.ts";

function format(key: string, data: Record<string, string | number>): string {
  return game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
}

async function post(actor: PhaseSixActor, title: string, lines: string[]): Promise<void> {
  const content = `<div class="phasesix bodymod-card"><h3>${escapeHtml(title)}</h3>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</div>`;
  await ChatMessage.create({ speaker: speakerOf(actor), content });
}

/** Lets the player choose `count` running modifications to take offline (until the next rest). */
async function chooseOffline(actor: PhaseSixActor, count: number, host?: WindowHost): Promise<string[]> {
  const candidates = actor.items.filter((i) => i.system instanceof BodyModificationData && !i.system.offline);
  if (candidates.length <= count) return candidates.map((i) => i.id ?? "");
  const boxes = candidates.map((i) => `<label class="phasesix-check"><input type="checkbox" name="${escapeHtml(i.id ?? "")}"> ${escapeHtml(i.name)}</label>`).join("");
  const answer: unknown = await dialogBeside(host).input({
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
export async function switchBodyModification(actor: PhaseSixActor, item: PhaseSixItem, host?: WindowHost): Promise<boolean> {
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
    const rolled = rollFailureDice(consequence.dice, foundryFaces());
    await post(actor, format("PHASESIX.BodyMod.DeficitTitle", { dice: consequence.dice }), [format("PHASESIX.BodyMod.DeficitResult", { failures: rolled.failures, faces: rolled.faces.join(", ") })]);
    if (rolled.failures > 0) {
      const ids = await chooseOffline(actor, rolled.failures, host);
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

function rollViewOf(actor: PhaseSixActor): ActorRollView | null {
  const model = actor.system as { rollView?: () => ActorRollView };
  return typeof model.rollView === "function" ? model.rollView() : null;
}

function knowsMedicine(actor: PhaseSixActor): boolean {
  return medicineKnowledge(rollViewOf(actor)?.knowledge ?? []) !== null;
}

/**
 * Who may operate on `patient` for this user: the actors the user owns (a roll is made for an
 * owned actor) with a Medicine knowledge, the controlled token's actor first, then the user's
 * character, then the patient, then the rest by name.
 */
export function surgeonCandidates(patient: PhaseSixActor): PhaseSixActor[] {
  const controlled = typeof canvas === "undefined" ? [] : (canvas?.tokens?.controlled ?? []);
  const first: unknown[] = [controlled.length === 1 ? controlled[0]?.actor : null, game.user?.character, patient];
  const world: unknown[] = game.actors ? [...game.actors] : [];
  const seen = new Set<unknown>();
  const rest = world.filter((a) => !first.includes(a)).sort((a, b) => String((a as { name?: unknown }).name).localeCompare(String((b as { name?: unknown }).name)));
  const out: PhaseSixActor[] = [];
  for (const candidate of [...first, ...rest]) {
    if (!candidate || seen.has(candidate) || typeof candidate !== "object" || !("system" in candidate)) continue;
    seen.add(candidate);
    const actor = candidate as PhaseSixActor;
    if (actor.isOwner && knowsMedicine(actor)) out.push(actor);
  }
  return out;
}

/** The surgeon: the only candidate, or the one the user picks (null: none, or the dialog closed). */
async function chooseSurgeon(patient: PhaseSixActor, host?: WindowHost): Promise<PhaseSixActor | null> {
  const candidates = surgeonCandidates(patient);
  if (candidates.length === 0) {
    ui.notifications.warn(game.i18n.localize("PHASESIX.BodyMod.NoSurgeon"));
    return null;
  }
  if (candidates.length === 1) return candidates[0] ?? null;
  const options = candidates.map((a, i) => `<option value="${i}"${i === 0 ? " selected" : ""}>${escapeHtml(a.name)}</option>`).join("");
  const answer: unknown = await dialogBeside(host).input({
    classes: dialogClasses(),
    window: { title: game.i18n.localize("PHASESIX.BodyMod.ChooseSurgeon") },
    content: `<div class="form-group"><label>${escapeHtml(game.i18n.localize("PHASESIX.BodyMod.Surgeon"))}</label><select name="surgeon">${options}</select></div>`,
    ok: { label: game.i18n.localize("PHASESIX.BodyMod.Surgery") },
  });
  if (!answer || typeof answer !== "object") return null;
  const index = Number((answer as Record<string, unknown>).surgeon);
  return Number.isInteger(index) ? (candidates[index] ?? null) : null;
}

/** What a surgery did; null when nothing was rolled (no Medicine knowledge, cancelled). */
export interface SurgeryResult {
  success: boolean;
  /** The modification's state afterwards. */
  fitted: boolean;
}

/**
 * A surgery on `item` of `patient` by `surgeon` (default: the only owned actor with Medicine, or the one the user picks): fits a removed
 * modification or removes a fitted one. Rolls the surgeon's Medicine knowledge through the roll
 * dialog at min roll + the modification's Biolast; the card names the patient, and a passed roll
 * changes the modification (a patient the surgeon's player does not own through the GM, citing the
 * roll). A failure changes nothing. The result is posted.
 */
export async function performSurgery(patient: PhaseSixActor, item: PhaseSixItem, options: { surgeon?: PhaseSixActor; skipDialog?: boolean; host?: WindowHost } = {}): Promise<SurgeryResult | null> {
  if (item.type !== "bodyModification") return null;
  // read defensively: an embedded item's system may be plain data
  const system = item.system as { installed?: unknown; biolast?: unknown };
  const isInstalled = system.installed !== false;
  const kind = surgeryKind(isInstalled);
  const modBiolast = typeof system.biolast === "number" ? system.biolast : 0;
  const surgeon = options.surgeon ?? (await chooseSurgeon(patient, options.host));
  if (!surgeon) return null;
  const knowledge = medicineKnowledge(rollViewOf(surgeon)?.knowledge ?? []);
  if (!knowledge) {
    ui.notifications.warn(format("PHASESIX.BodyMod.NoMedicine", { surgeon: surgeon.name }));
    return null;
  }
  const names = { surgeon: surgeon.name, patient: patient.name, item: item.name };
  const title = format(kind === "fit" ? "PHASESIX.BodyMod.FitTitle" : "PHASESIX.BodyMod.RemoveTitle", names);
  const check = surgeryCheck(knowledge.id, modBiolast);
  let message: ChatMessage.Implementation | null = null;
  try {
    message = await rollCheck(surgeon, { kind: check.kind, key: check.key, skipDialog: options.skipDialog ?? false, options: { ...check.options }, flavor: title, targets: [uuidOf(patient)], ...(options.host ? { host: options.host } : {}) });
  } catch (error) {
    console.error("phasesix | surgery roll failed", error);
    ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    return null;
  }
  const roll = message ? phaseSixRollOf(message) : null;
  if (!message || !roll) return null;
  const outcome = surgeryOutcome(kind, roll.score.successes);
  if (outcome.fitted === null) {
    await post(surgeon, title, [format("PHASESIX.BodyMod.SurgeryFailed", names)]);
    return { success: false, fitted: isInstalled };
  }
  const successes = Math.max(1, Math.min(100, roll.score.successes));
  const applied = await patient.operate({ op: "surgery", itemId: item.id ?? "", fitted: outcome.fitted, successes }, { messageId: message.id ?? "" });
  if (!applied) return null;
  await post(surgeon, title, [format(outcome.fitted ? "PHASESIX.BodyMod.Fitted" : "PHASESIX.BodyMod.Removed", names)]);
  return { success: true, fitted: outcome.fitted };
}
