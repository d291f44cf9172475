/**
 * The one entry point for rolling a check of an actor — from sheets, macros and GM tools:
 * `rollCheck(actor, { kind, key, skipDialog })`. It opens the roll dialog (unless `skipDialog`, e.g.
 * shift-click), spends the bonus and destiny dice chosen up front from the actor, rolls a
 * PhaseSixRoll through the core, shows the throws in Dice So Nice wave by wave, and posts the chat
 * card with the chosen roll mode (public, GM, blind, self).
 */
import type { ExtensionPart } from "../rules/extensions/index.ts";
import { PhaseSixRoll, type SpellOnRoll } from "../dice/roll.ts";
import { showThrows } from "../dice/dice-so-nice.ts";
import { currentMessageMode, messageModeName, rollMessageData } from "../foundry-compat/message-mode.ts";
import type { AimingVariant } from "../rules/index.ts";
import type { AttackOptions, AttackRequest, CheckKind, CheckOptions, PreparedCheck } from "../rules/roll-request/index.ts";
import { skillForMode } from "../rules/items/weapon.ts";
import { asRollingActor } from "./rolling-actor.ts";
import type { AttackCard } from "../rules/attack/card.ts";
import { attackCardFlags, buildAttackCard } from "./chat/attack-card.ts";
import { ATTACK_HOOKS, callAllHooks } from "./chat/attack-hooks.ts";
import { RollDialog } from "./roll-dialog.ts";
import type { WindowHost } from "../foundry-compat/windows.ts";
import { currentRuleset } from "../data/ruleset.ts";
import type { Ruleset } from "../rules/ruleset/index.ts";
import { attackStateOptions, defaultDialogState, prepareTarget, type DialogTarget, type RollDialogState } from "./roll-dialog-context.ts";
import type { ActorRollView } from "../rules/catalog/index.ts";
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../hooks.ts";
import { afterThrow, attackerCombatant, beforeAttackRoll, dialogTracker, targetDistance, trackerOptions, weaponBound, weaponCanFire } from "./attack-flow.ts";
import { speakerOf, uuidOf } from "../foundry-compat/stored.ts";

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
  /**
   * Who sees the card when skipping the dialog (Foundry 14's message mode, 13's roll mode; either
   * generation's names are understood); default the user's current one.
   */
  rollMode?: string;
  /** A spell cast with this roll (Spell Casting): the card shows its power and side effects. */
  spell?: SpellOnRoll;
  /** The actors (uuids) the roll is made for (first aid's patient, a duel's rival), kept on the roll. */
  targets?: string[];
  /** What an extension rule presets in `options`, part by part (the dialog names each one). */
  presets?: readonly ExtensionPart[];
  /** The sheet (or element) the roll was started from: the dialog opens in its window (Foundry 14 pop-outs). */
  host?: WindowHost;
}

/** The user ids of a message's whisper field (ids, users, or an iterable of them). */
function userIds(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || !(Symbol.iterator in value)) return [];
  return Array.from(value as Iterable<unknown>)
    .map((u) => (typeof u === "string" ? u : ((u as { id?: unknown }).id ?? "")))
    .filter((id): id is string => typeof id === "string" && id !== "");
}

/** Initial dialog values from preset options (a difficulty the ruleset does not name is "free"). */
function initialState(options: AttackOptions = {}, ruleset: Ruleset = currentRuleset()): Partial<RollDialogState> {
  const state: Partial<RollDialogState> = {};
  if (options.difficulty !== undefined) {
    const difficulty = options.difficulty;
    state.difficulty = ruleset.difficulties.some((d) => d.modifier === difficulty) ? difficulty : "free";
    state.freeDifficulty = options.difficulty;
  }
  const numbers = ["minRollModifier", "diceModifier", "aimActions", "accurateActions", "massiveActions", "precedingAttacks", "distance"] as const;
  for (const key of numbers) if (options[key] !== undefined) state[key] = options[key];
  const flags = ["applyConditions", "walking", "offHand", "supported", "disarm"] as const;
  for (const key of flags) if (options[key] !== undefined) state[key] = options[key];
  return state;
}

/** The rules' aiming variant from the world's ruleset (book: −2 per action, web: −1). */
function aimingVariant(): AimingVariant {
  return currentRuleset().variants.aiming === "web" ? "web" : "book";
}

interface RollRequestBase {
  skipDialog?: boolean | undefined;
  options?: AttackOptions | undefined;
  flavor?: string | undefined;
  rollMode?: string | undefined;
  spell?: SpellOnRoll | undefined;
  targets?: string[] | undefined;
  host?: WindowHost;
  /** Message flags from the evaluated roll (the attack card, issue 10 defence). */
  flagsFor?: ((roll: PhaseSixRoll) => Record<string, unknown>) | undefined;
  /** Between the dialog and the dice (attacks): the check to roll, or null to stop. */
  beforeRoll?: ((check: PreparedCheck, state: RollDialogState, view: ActorRollView) => Promise<PreparedCheck | null>) | undefined;
  /** After the card is posted (attacks: a thrown miss deviates). */
  afterRoll?: ((roll: PhaseSixRoll) => Promise<unknown>) | undefined;
}

/**
 * What `phasesix.preRoll` receives (mutable): the check about to be rolled and who sees its card
 * (`rollMode`: Foundry 14's message mode, e.g. "gm"; 13's roll mode, e.g. "gmroll").
 */
export interface PreRollData {
  check: PreparedCheck;
  rollMode: string;
}

/**
 * Roll what `target` names for `actor`: the dialog (unless skipped), up-front dice spent, the roll
 * through the core, Dice So Nice, the chat card. Null when cancelled or the actor cannot roll.
 */
async function rollTarget(actor: Actor.Implementation, target: DialogTarget, request: RollRequestBase): Promise<ChatMessage.Implementation | null> {
  const rolling = asRollingActor(actor);
  if (!rolling) {
    ui.notifications?.warn("PHASESIX.Roll.Error.NoRollView", { localize: true });
    return null;
  }
  const view = rolling.system.rollView();
  target = { ruleset: currentRuleset(), ...target };
  // The mode in the running Foundry's words (Foundry 14: message modes; 13: roll modes).
  let rollMode = request.rollMode ? messageModeName(request.rollMode) : currentMessageMode();
  let state: RollDialogState = { ...defaultDialogState(rollMode), ...initialState(request.options) };
  try {
    prepareTarget(view, target, state);
  } catch (error) {
    // An unknown attribute/skill/knowledge (e.g. a macro for a deleted knowledge).
    console.warn("phasesix | cannot roll", target, error);
    ui.notifications?.warn(game.i18n.format("PHASESIX.Roll.Error.Unknown", { key: target.key }));
    return null;
  }
  if (!request.skipDialog) {
    const choice = await RollDialog.prompt({ ...target, view, actorName: actor.name ?? "", initial: state, ...(request.host ? { host: request.host } : {}) });
    if (!choice) return null;
    state = choice.state;
    rollMode = state.rollMode;
  } else {
    state = { ...state, bonusDice: request.options?.bonusDice ?? 0, destinyDice: request.options?.destinyDice ?? 0 };
  }
  let check: PreparedCheck = prepareTarget(view, target, state);
  // Modules may cancel (false) or change the check and the roll mode before anything is spent; an
  // attack's hit dice are then decided by `phasesix.preAttack` (beforeRoll).
  const preRoll: PreRollData = { check, rollMode };
  if (!callPreHook(SYSTEM_HOOKS.preRoll, actor, preRoll)) return null;
  check = preRoll.check;
  rollMode = messageModeName(preRoll.rollMode);
  if (request.beforeRoll) {
    const ready = await request.beforeRoll(check, state, view);
    if (!ready) return null;
    check = ready;
  } else if (check.attack && !check.attack.possible) {
    ui.notifications?.warn("PHASESIX.Dialog.Attack.OutOfRange", { localize: true });
    return null;
  }
  if (check.bonusDice > 0 && !(await rolling.spendPool("bonusDice", check.bonusDice))) return null;
  if (check.destinyDice > 0 && !(await rolling.spendPool("destinyDice", check.destinyDice))) return null;
  const roll = PhaseSixRoll.forCheck(check, {
    actorUuid: uuidOf(actor),
    sideEffects: !check.attack && check.kind === "skill" && check.key === "spellCasting",
    ...(request.spell ? { spell: request.spell } : {}),
    ...(request.targets ? { targets: [...request.targets] } : {}),
  });
  await roll.evaluate();
  const messageData = await rollMessageData(
    roll,
    {
      speaker: speakerOf(actor),
      ...(request.flavor ? { flavor: request.flavor } : {}),
      ...(request.flagsFor ? { flags: request.flagsFor(roll) } : {}),
    },
    rollMode,
  );
  await showThrows(roll.chains, { whisper: userIds(messageData.whisper), blind: messageData.blind ?? false });
  const message = (await ChatMessage.create(messageData)) ?? null;
  if (message) callAfterHook(SYSTEM_HOOKS.rolled, actor, message, roll);
  if (request.afterRoll) await request.afterRoll(roll);
  return message;
}

/**
 * Roll a check of `actor`. Resolves with the chat message, or null when the dialog was cancelled, the
 * actor cannot roll, or the up-front dice could not be spent.
 */
export function rollCheck(actor: Actor.Implementation, request: RollCheckRequest): Promise<ChatMessage.Implementation | null> {
  return rollTarget(actor, { kind: request.kind, key: request.key, ...(request.presets ? { presets: request.presets } : {}) }, request);
}

export interface RollAttackRequest extends AttackRequest {
  skipDialog?: boolean;
  /** Preset options (aiming, recoil, walking …): the dialog's initial values, or what is rolled. */
  options?: AttackOptions;
  flavor?: string;
  rollMode?: string;
  /** The weapon item attacked with (its ammunition is spent; a thrown miss deviates from it). */
  weapon?: Item.Implementation | null;
  /** GM: roll even when the combatant's actions are missing, without asking. */
  force?: boolean;
  /** The sheet (or element) the attack was started from: the dialog opens in its window (Foundry 14 pop-outs). */
  host?: WindowHost;
}

/** The range rule: the optional rule's setting in 2025, always on in 2026 (the ruleset decides). */
function rangeBandsOn(): boolean {
  return currentRuleset().combat.wrongDistanceCore || game.settings.get("phasesix", "rangeBands") === true;
}

/**
 * Roll a weapon attack's hit dice (RULES.md → Attacks): attack skill of the mode + damage potential +
 * mode bonus, min roll and critical threshold through the core; the card counts hits and critical
 * hits (none in burst). The one path of sheets, NPC sheets and macros: the dialog starts from the
 * combatant's tracker state, `phasesix.preAttack` may cancel or alter it, the attack spends its
 * actions and ammunition, a thrown miss deviates (attack-flow.ts). Damage and defence are applied
 * elsewhere (combat).
 */
export async function rollAttack(actor: Actor.Implementation, request: RollAttackRequest): Promise<ChatMessage.Implementation | null> {
  const { skipDialog, options, flavor, rollMode, weapon = null, force, host, ...attack } = request;
  if (weapon && weaponBound(weapon)) {
    ui.notifications?.warn(game.i18n.format("PHASESIX.Sheet.WeaponBound", { name: weapon.name }));
    return null;
  }
  if (weapon && !weaponCanFire(weapon, attack.mode)) {
    ui.notifications?.warn(game.i18n.format("PHASESIX.Sheet.NoAmmunition", { name: weapon.name }));
    return null;
  }
  const combatant = attackerCombatant(actor);
  const rangeBands = rangeBandsOn();
  const distance = rangeBands ? targetDistance(actor) : undefined;
  const presets: AttackOptions = { ...trackerOptions(combatant, attack.mode), ...(distance === undefined ? {} : { distance }), ...options };
  const tracker = dialogTracker(combatant);
  const target: DialogTarget = {
    kind: "skill",
    key: skillForMode(attack.mode),
    attack,
    aimingVariant: aimingVariant(),
    rangeBands,
    ...(tracker ? { tracker } : {}),
  };
  // --- Attack card (issue 10 defence): the user's targets, captured with the roll, in the message flags.
  const built: { card: AttackCard | null } = { card: null };
  const flagsFor = (roll: PhaseSixRoll) => {
    built.card = buildAttackCard(actor, { mode: attack.mode, weaponName: attack.weaponName, special: options?.disarm ? "disarm" : options?.knockout ? "knockout" : options?.coupDeGrace ? "coupDeGrace" : "none", ...(options?.demonic ? { demonic: true } : {}) }, roll);
    return attackCardFlags(built.card);
  };
  const message = await rollTarget(actor, target, {
    skipDialog,
    options: presets,
    flavor,
    rollMode,
    host,
    flagsFor,
    beforeRoll: (_check, state, view) => {
      const chosen = { ...attackStateOptions(state, target.aimingVariant), rules: currentRuleset().combat, difficulties: currentRuleset().difficulties };
      const withRange = rangeBands ? { ...chosen, rangeBands: true, distance: state.distance } : chosen;
      return beforeAttackRoll({ actor, view, attack, options: withRange, weapon, ...(force === undefined ? {} : { force }) });
    },
    afterRoll: async (roll) => {
      if (roll.phasesix.check?.attack?.mode === "thrown") await afterThrow(actor, weapon, roll.attackScore.hits + roll.attackScore.criticalHits);
    },
  });
  if (message && built.card) callAllHooks(ATTACK_HOOKS.attackRolled, message, built.card);
  return message;
}
