/**
 * Who sees a roll's card. Foundry 13 calls it the roll mode: the user's choice is the `core.rollMode`
 * setting, the choices are `CONFIG.Dice.rollModes` (publicroll, gmroll, blindroll, selfroll) and
 * `Roll#toMessage(data, { rollMode })` applies one. Foundry 14 calls it the message mode: the choice is
 * `core.messageMode`, the choices are `CONFIG.ChatMessage.modes` (public, gm, blind, self, ic — modules may
 * add more) and `Roll#toMessage(data, { messageMode })` applies one; the 13 names are deprecated there
 * (until 16) and `core.rollMode` no longer follows the chat's selector.
 *
 * The rest of the system says "mode" and passes the running generation's names through unchanged; a mode
 * written in the other generation's words (a macro or module written for 13 running on 14, or the
 * reverse) is translated by {@link messageModeName}.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** Foundry 13's roll modes and the Foundry 14 message mode each became. */
const ROLL_MODE_TO_MESSAGE_MODE: Readonly<Record<string, string>> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
/** Foundry 14's message modes as Foundry 13 roll modes (an in-character message is public there). */
const MESSAGE_MODE_TO_ROLL_MODE: Readonly<Record<string, string>> = { public: "publicroll", ic: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };

/** The mode the user chose in the chat (the running generation's names). */
export function currentMessageMode(): string {
  const chosen = isFoundry14OrLater() ? game.settings.get("core", "messageMode" as never) : game.settings.get("core", "rollMode");
  const fallback = isFoundry14OrLater() ? "public" : "publicroll";
  return typeof chosen === "string" && chosen ? chosen : fallback;
}

/** A mode in the running generation's words, whichever generation's words it was given in. */
export function messageModeName(mode: string): string {
  if (isFoundry14OrLater()) return ROLL_MODE_TO_MESSAGE_MODE[mode] ?? mode;
  return MESSAGE_MODE_TO_ROLL_MODE[mode] ?? mode;
}

/** The i18n key naming the choice in a dialog: the running Foundry's own word (message mode / roll mode). */
export function messageModeLabel(): string {
  return isFoundry14OrLater() ? "PHASESIX.Dialog.MessageMode" : "PHASESIX.Dialog.RollMode";
}

interface ModeDescriptor {
  label: string;
}

/** The modes a roll dialog offers, value → i18n label, in the running Foundry's order. */
export function messageModeChoices(): Record<string, string> {
  const config = CONFIG as unknown as { ChatMessage?: { modes?: Record<string, ModeDescriptor> }; Dice: { rollModes: Record<string, string | ModeDescriptor> } };
  const modes: Record<string, string | ModeDescriptor> = (isFoundry14OrLater() ? config.ChatMessage?.modes : config.Dice.rollModes) ?? {};
  return Object.fromEntries(Object.entries(modes).map(([value, mode]) => [value, typeof mode === "string" ? mode : mode.label]));
}

/**
 * A roll's chat message data with `mode` applied (whisper and blind as the running Foundry sets them),
 * not yet created: `Roll#toMessage(data, { messageMode })` on 14, `{ rollMode }` on 13.
 */
export async function rollMessageData(roll: Roll.Any, data: Roll.MessageData, mode: string): Promise<ChatMessage.CreateData> {
  const named = messageModeName(mode);
  const options = isFoundry14OrLater() ? { messageMode: named, create: false as const } : { rollMode: named, create: false as const };
  // Each generation's types know only their own option's name; the shape is right for the running one.
  return (await roll.toMessage(data, options as unknown as { rollMode: ChatMessage.PassableRollMode; create: false })) as ChatMessage.CreateData;
}
