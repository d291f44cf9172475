/**
 * The one entry point for rolling a check of an actor — from sheets, macros and GM tools:
 * `rollCheck(actor, { kind, key, skipDialog })`. It opens the roll dialog (unless `skipDialog`, e.g.
 * shift-click), spends the bonus and destiny dice chosen up front from the actor, rolls a
 * PhaseSixRoll through the core, shows the throws in Dice So Nice wave by wave, and posts the chat
 * card with the chosen roll mode (public, GM, blind, self).
 */
import { PhaseSixRoll } from "../dice/roll.ts";
import { showThrows } from "../dice/dice-so-nice.ts";
import { prepareCheck, type CheckKind, type CheckOptions } from "../rules/roll-request/index.ts";
import { asRollingActor } from "./rolling-actor.ts";
import { RollDialog } from "./roll-dialog.ts";
import { stateOptions, type RollDialogState } from "./roll-dialog-context.ts";

export interface RollCheckRequest {
  kind: CheckKind;
  /** Attribute key, skill key or knowledge id. */
  key: string;
  /** Roll at once with the defaults (or `options`), without the dialog. */
  skipDialog?: boolean;
  /** Preset options: the dialog's initial values, or what is rolled when skipping it. */
  options?: CheckOptions;
  /** Extra text on the chat message (e.g. the weapon of an attack). */
  flavor?: string;
  /** Roll mode when skipping the dialog; default the user's current one. */
  rollMode?: string;
}

/** The user ids of a message's whisper field (ids, users, or an iterable of them). */
function userIds(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || !(Symbol.iterator in value)) return [];
  return Array.from(value as Iterable<unknown>)
    .map((u) => (typeof u === "string" ? u : ((u as { id?: unknown }).id ?? "")))
    .filter((id): id is string => typeof id === "string" && id !== "");
}

/** Initial dialog values from preset options. */
function initialState(options: CheckOptions = {}): Partial<RollDialogState> {
  const state: Partial<RollDialogState> = {};
  if (options.difficulty !== undefined) state.difficulty = options.difficulty >= -2 && options.difficulty <= 4 ? options.difficulty : "free";
  if (options.difficulty !== undefined) state.freeDifficulty = options.difficulty;
  if (options.minRollModifier !== undefined) state.minRollModifier = options.minRollModifier;
  if (options.diceModifier !== undefined) state.diceModifier = options.diceModifier;
  if (options.applyConditions !== undefined) state.applyConditions = options.applyConditions;
  return state;
}

/**
 * Roll a check of `actor`. Resolves with the chat message, or null when the dialog was cancelled, the
 * actor cannot roll, or the up-front dice could not be spent.
 */
export async function rollCheck(actor: Actor.Implementation, request: RollCheckRequest): Promise<ChatMessage.Implementation | null> {
  const rolling = asRollingActor(actor);
  if (!rolling) {
    ui.notifications?.warn("PHASESIX.Roll.Error.NoRollView", { localize: true });
    return null;
  }
  const view = rolling.system.rollView();
  let options: CheckOptions = request.options ?? {};
  let rollMode = request.rollMode ?? String(game.settings.get("core", "rollMode"));
  if (!request.skipDialog) {
    const choice = await RollDialog.prompt({ view, kind: request.kind, key: request.key, actorName: actor.name ?? "", initial: initialState(options) });
    if (!choice) return null;
    options = stateOptions(choice.state);
    rollMode = choice.state.rollMode;
  }
  const check = prepareCheck(view, request.kind, request.key, options);
  if (check.bonusDice > 0 && !(await rolling.spendPool("bonusDice", check.bonusDice))) return null;
  if (check.destinyDice > 0 && !(await rolling.spendPool("destinyDice", check.destinyDice))) return null;
  const roll = PhaseSixRoll.forCheck(check, { actorUuid: actor.uuid, sideEffects: request.kind === "skill" && request.key === "spellCasting" });
  await roll.evaluate();
  const messageData = await roll.toMessage(
    { speaker: ChatMessage.getSpeaker({ actor }), ...(request.flavor ? { flavor: request.flavor } : {}) },
    { rollMode: rollMode as ChatMessage.PassableRollMode, create: false },
  );
  await showThrows(roll.chains, { whisper: userIds(messageData.whisper), blind: messageData.blind ?? false });
  return (await ChatMessage.create(messageData)) ?? null;
}
