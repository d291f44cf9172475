/**
 * Hotbar macros (issue 5 → Macros): drag an attribute, skill or knowledge from a sheet — or a weapon
 * — to the hotbar to get a macro that rolls it. The macro rolls for the speaker (the selected token's
 * actor, else the user's character) and falls back to the actor it was dragged from, so one "Perception"
 * macro serves whichever character the player controls. A weapon macro finds the weapon by name.
 */
import type { MacroRoll } from "./macro-data.ts";
import { macroRollOf, macroSource } from "./macro-data.ts";
import { WeaponData } from "../data/item/weapon.ts";
import { PhaseSixActor } from "../documents/actor.ts";
import { record } from "./sheets/context/coerce.ts";
import { rollAttackFromSheet, rollCheckFromSheet, weaponAttack } from "./sheets/roll-bridge.ts";
import { asRollingActor } from "./rolling-actor.ts";
import { skipRollDialog } from "./keybindings.ts";
import { uuidOf } from "../foundry-compat/stored.ts";

export type { MacroRoll, RollDragData } from "./macro-data.ts";
export { macroDragData, macroRollOf, macroSource } from "./macro-data.ts";

/** The actor a macro rolls for: the speaker's (selected token, else own character), else the one it was dragged from. */
function speakerActor(fallbackUuid: string): PhaseSixActor | null {
  const speaker = ChatMessage.getSpeaker();
  const candidates: unknown[] = [
    speaker.token ? game.actors.tokens[speaker.token] : undefined,
    speaker.actor ? game.actors.get(speaker.actor) : undefined,
    game.user.character,
    fallbackUuid ? fromUuidSync(fallbackUuid as `Actor.${string}`) : undefined,
  ];
  for (const candidate of candidates) if (candidate instanceof PhaseSixActor) return candidate;
  return null;
}

/** The id of an actor's knowledge called `name` (case and spaces ignored), or null. */
function knowledgeIdByName(actor: PhaseSixActor, name: string): string | null {
  const wanted = name.trim().toLocaleLowerCase();
  const rolling = asRollingActor(actor);
  const found = rolling?.system.rollView().knowledge.find((k) => k.name.trim().toLocaleLowerCase() === wanted && k.id !== "");
  return found ? found.id : null;
}

/** Runs a macro's roll (the global `phasesix.rollMacro`). */
export async function rollMacro(roll: MacroRoll): Promise<void> {
  const actor = speakerActor(roll.actorUuid);
  if (!actor) {
    ui.notifications.warn(game.i18n.localize("PHASESIX.Sheet.NoActor"));
    return;
  }
  if (roll.kind === "knowledge") {
    // Knowledge is rolled by the rolling actor's own knowledge of that name.
    const id = knowledgeIdByName(actor, roll.key);
    if (id === null) ui.notifications.warn(game.i18n.format("PHASESIX.Sheet.MacroUnknown", { name: actor.name }));
    else await rollCheckFromSheet(actor, { kind: "knowledge", key: id, skipDialog: skipRollDialog(null) });
    return;
  }
  if (roll.kind !== "weapon") {
    await rollCheckFromSheet(actor, { kind: roll.kind, key: roll.key, skipDialog: skipRollDialog(null) });
    return;
  }
  const weapon = actor.items.find((item) => item.type === "weapon" && item.name === roll.name);
  if (!weapon) {
    ui.notifications.warn(game.i18n.format("PHASESIX.Sheet.MacroUnknown", { name: actor.name }));
    return;
  }
  const system: unknown = weapon.system;
  if (!(system instanceof WeaponData)) return;
  // The same attack path as the sheet: dialog from the tracker, actions and ammunition spent.
  const request = weaponAttack(weapon, system.attackModes[0] ?? "melee", skipRollDialog(null));
  if (request) await rollAttackFromSheet(actor, request);
}

/** The label of a roll for the macro's name. */
function rollLabel(roll: MacroRoll): string {
  if (roll.kind === "weapon") return roll.name;
  if (roll.kind === "knowledge") return roll.key;
  if (roll.kind === "evasion") return game.i18n.localize("PHASESIX.Sheet.Evasion");
  return game.i18n.localize(roll.kind === "attribute" ? `PHASESIX.Attribute.${roll.key}` : `PHASESIX.Skill.${roll.key}`);
}

/** Whether the hotbar is locked: the `locked` of the bar the hook passes (Foundry 13's Hotbar), else of `ui.hotbar`. */
function hotbarLocked(bar: unknown): boolean {
  const locked = record(bar).locked;
  return typeof locked === "boolean" ? locked : record(ui.hotbar).locked === true;
}

/**
 * The `hotbarDrop` hook: a dragged trait or an owned weapon becomes a roll macro in the slot (an
 * existing macro with the same command is reused). Returns false when it handled the drop. A locked
 * hotbar takes nothing: core's handling goes on and, the bar being locked, does nothing either.
 */
export function onHotbarDrop(bar: unknown, data: unknown, slot: number): boolean {
  if (hotbarLocked(bar)) return true;
  let roll = macroRollOf(data);
  const d = record(data);
  if (!roll && d.type === "Item" && typeof d.uuid === "string") {
    const item: unknown = fromUuidSync(d.uuid as `Item.${string}`);
    if (item instanceof Item && item.parent && (item.type === "weapon" || item.type === "knowledge")) {
      roll = item.type === "weapon" ? { kind: "weapon", name: item.name, actorUuid: uuidOf(item.parent) } : { kind: "knowledge", key: item.name, actorUuid: uuidOf(item.parent) };
    }
  }
  if (!roll) return true;
  void createRollMacro(roll, slot);
  return false;
}

async function createRollMacro(roll: MacroRoll, slot: number): Promise<void> {
  const { name, command } = macroSource(roll, rollLabel(roll));
  const existing = game.macros.find((macro) => macro.command === command && macro.author?.id === game.user.id);
  const macro = existing ?? (await Macro.implementation.create({ name, type: "script", command, img: "icons/svg/d20-grey.svg" }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}
