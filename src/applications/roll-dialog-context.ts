/**
 * The roll dialog as plain data (pure: no Foundry globals; the caller passes a translator): the
 * difficulty (−2 … +4 by name, or a free value), situational min-roll and dice modifiers, bonus and
 * destiny dice to add up front (at most what the actor has), whether to apply conditions, the
 * conditions that apply to this roll, the resulting dice and min roll with their explanation, and the
 * EXACT chance of success from the core's odds (RULES.md → Dice).
 */
import type { ActorRollView } from "../rules/catalog/index.ts";
import { DEFAULT_RULESET, type DifficultyLevel, type Ruleset } from "../rules/ruleset/index.ts";
import { destinyMinRoll } from "../rules/index.ts";
import { profileUnder } from "../rules/attack/hit-dice.ts";
import type { AimingVariant } from "../rules/index.ts";
import { attackCost } from "../rules/combat/index.ts";
import {
  prepareAttack,
  prepareCheck,
  requestOdds,
  type AttackOptions,
  type AttackRequest,
  type CheckKind,
  type CheckOptions,
  type PreparedCheck,
} from "../rules/roll-request/index.ts";
import type { Translate } from "./chat/roll-card-context.ts";
import type { ExtensionPart } from "../rules/extensions/index.ts";
import { signedNumber } from "./chat/roll-card-context.ts";
import { percentText } from "./number-locale.ts";

/** What the dialog's form holds. */
export interface RollDialogState {
  /** A difficulty value (−2 … +4) or "free" for {@link freeDifficulty}. */
  difficulty: number | "free";
  freeDifficulty: number;
  minRollModifier: number;
  diceModifier: number;
  bonusDice: number;
  destinyDice: number;
  applyConditions: boolean;
  rollMode: string;
  /** Attacks only (RULES.md → Attacks and damage). */
  aimActions: number;
  accurateActions: number;
  massiveActions: number;
  precedingAttacks: number;
  walking: boolean;
  offHand: boolean;
  supported: boolean;
  disarm: boolean;
  /** A demonic attack (a demon's, demonic magic): demonic protection works against it. */
  demonic: boolean;
  /** A K.O. attack (blunt weapon or object; no wounds, the target resists or is knocked out). */
  knockout: boolean;
  /** A coup de grâce on an unconscious, sleeping or dying target. */
  coupDeGrace: boolean;
  /** Metres to the target (optional range rule). */
  distance: number;
}

/** The attacker's combatant in a running combat, as the tracker holds it. */
export interface DialogTracker {
  /** Actions available now. */
  actions: number;
  aiming: number;
  accurate: number;
  recoil: number;
}

/** What is rolled: a check of a trait, or a weapon attack's hit roll. */
export interface DialogTarget {
  kind: CheckKind;
  key: string;
  attack?: AttackRequest;
  aimingVariant?: AimingVariant;
  /** The attacker's tracker state when a combat is running (the attack's action cost is shown). */
  tracker?: DialogTracker;
  /** The optional range rule is on: the dialog asks for the distance. */
  rangeBands?: boolean;
  /** The world's ruleset (difficulty levels, combat rules); absent: the 2025 edition. */
  ruleset?: Ruleset;
  /** What an extension rule presets in the modifier fields (a casting's school attribute…), part by part. */
  presets?: readonly ExtensionPart[];
}

/** Largest free difficulty / modifier the dialog accepts (the book uses +9). */
export const MODIFIER_LIMIT = 20;

export function defaultDialogState(rollMode = "publicroll"): RollDialogState {
  return {
    difficulty: 0,
    freeDifficulty: 0,
    minRollModifier: 0,
    diceModifier: 0,
    bonusDice: 0,
    destinyDice: 0,
    applyConditions: true,
    rollMode,
    aimActions: 0,
    accurateActions: 0,
    massiveActions: 0,
    precedingAttacks: 0,
    walking: false,
    offHand: false,
    supported: false,
    disarm: false,
    demonic: false,
    knockout: false,
    coupDeGrace: false,
    distance: 0,
  };
}

function clampInt(value: unknown, min: number, max: number, fallback = 0): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return fallback;
  return n < min ? min : n > max ? max : n;
}

/**
 * Read the form's (flat) data into a state: numbers are truncated and clamped (bonus and destiny dice
 * to what the actor has), unknown difficulties become "free".
 */
export function readDialogState(
  data: Record<string, unknown>,
  pools: ActorRollView["pools"],
  fallbackRollMode: string,
  difficulties: readonly DifficultyLevel[] = DEFAULT_RULESET.difficulties,
): RollDialogState {
  const rawDifficulty = data.difficulty;
  const named = difficulties.map((d) => d.modifier);
  const asNumber = Number(rawDifficulty);
  const difficulty = rawDifficulty !== "free" && rawDifficulty !== "" && named.includes(asNumber) ? asNumber : "free";
  return {
    difficulty,
    freeDifficulty: clampInt(data.freeDifficulty, -MODIFIER_LIMIT, MODIFIER_LIMIT),
    minRollModifier: clampInt(data.minRollModifier, -MODIFIER_LIMIT, MODIFIER_LIMIT),
    diceModifier: clampInt(data.diceModifier, -MODIFIER_LIMIT, MODIFIER_LIMIT),
    bonusDice: clampInt(data.bonusDice, 0, Math.max(0, pools.bonusDice)),
    destinyDice: clampInt(data.destinyDice, 0, Math.max(0, pools.destinyDice)),
    applyConditions: data.applyConditions === undefined ? true : checked(data.applyConditions),
    rollMode: typeof data.rollMode === "string" && data.rollMode ? data.rollMode : fallbackRollMode,
    aimActions: clampInt(data.aimActions, 0, MODIFIER_LIMIT),
    accurateActions: clampInt(data.accurateActions, 0, MODIFIER_LIMIT),
    massiveActions: clampInt(data.massiveActions, 0, MODIFIER_LIMIT),
    precedingAttacks: clampInt(data.precedingAttacks, 0, MODIFIER_LIMIT),
    walking: checked(data.walking),
    offHand: checked(data.offHand),
    supported: checked(data.supported),
    disarm: checked(data.disarm),
    demonic: checked(data.demonic),
    knockout: checked(data.knockout),
    coupDeGrace: checked(data.coupDeGrace),
    distance: clampInt(data.distance, 0, MAX_DISTANCE),
  };
}

/** Largest distance in metres the dialog accepts. */
export const MAX_DISTANCE = 100_000;

function checked(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

/** The attack options a state stands for. */
export function attackStateOptions(state: RollDialogState, aimingVariant: AimingVariant = "book"): AttackOptions {
  return {
    ...stateOptions(state),
    aimActions: state.aimActions,
    accurateActions: state.accurateActions,
    massiveActions: state.massiveActions,
    precedingAttacks: state.precedingAttacks,
    walking: state.walking,
    offHand: state.offHand,
    supported: state.supported,
    disarm: state.disarm,
    demonic: state.demonic,
    knockout: state.knockout,
    coupDeGrace: state.coupDeGrace,
    aimingVariant,
  };
}

/** The attack options for a target: with the distance when the optional range rule is on. */
function targetAttackOptions(target: DialogTarget, state: RollDialogState): AttackOptions {
  const base = attackStateOptions(state, target.aimingVariant);
  const options = target.ruleset ? { ...base, rules: target.ruleset.combat } : base;
  return target.rangeBands ? { ...options, rangeBands: true, distance: state.distance } : options;
}

/** Prepare what the state stands for: the check, or the attack's hit roll. */
export function prepareTarget(view: ActorRollView, target: DialogTarget, state: RollDialogState): PreparedCheck {
  const difficulties = target.ruleset ? { difficulties: target.ruleset.difficulties } : {};
  return target.attack
    ? prepareAttack(view, target.attack, { ...targetAttackOptions(target, state), ...difficulties })
    : prepareCheck(view, target.kind, target.key, { ...stateOptions(state), ...difficulties });
}

/** The check options a state stands for. */
export function stateOptions(state: RollDialogState): CheckOptions {
  return {
    difficulty: state.difficulty === "free" ? state.freeDifficulty : state.difficulty,
    minRollModifier: state.minRollModifier,
    diceModifier: state.diceModifier,
    bonusDice: state.bonusDice,
    destinyDice: state.destinyDice,
    applyConditions: state.applyConditions,
  };
}

/** The numbers the dialog updates live as the options change. */
export interface RollDialogSummary {
  dice: number;
  destinyDice: number;
  minRoll: number;
  destinyMinRoll: number;
  odds: number;
  oddsText: string;
  diceExplanation: string;
  minRollExplanation: string;
  noDiceWarning: boolean;
  conditions: Array<{ label: string; text: string }>;
  critThreshold: number;
  canCrit: boolean;
  possible: boolean;
  /** An attack in a running combat: the actions it costs now and those available. */
  actions: null | { cost: number; available: number; missing: boolean; text: string };
}

/** The attack's action cost against the tracker (null outside combat or for a check). */
function actionSummary(target: DialogTarget, state: RollDialogState, t: Translate): RollDialogSummary["actions"] {
  if (!target.attack || !target.tracker) return null;
  const tracker = target.tracker;
  const cost = attackCost(
    { actions: tracker.actions, aiming: tracker.aiming, accurate: tracker.accurate, recoil: tracker.recoil, pendingLoss: 0, shieldBlock: false },
    { mode: target.attack.mode, aimActions: state.aimActions, accurateActions: state.accurateActions, massiveActions: state.massiveActions },
    target.ruleset?.combat.aimingWeapons,
  );
  const missing = tracker.actions < cost.total;
  const text = t(missing ? "PHASESIX.Dialog.Attack.ActionsMissing" : "PHASESIX.Dialog.Attack.ActionsCost", { cost: cost.total, available: tracker.actions });
  return { cost: cost.total, available: tracker.actions, missing, text };
}

export type RollDialogContext = {
  title: string;
  state: RollDialogState;
  free: boolean;
  difficulties: Array<{ value: string; label: string; selected: boolean }>;
  /** One line naming the edition whose difficulty scale the list shows. */
  edition: string;
  bonusMax: number;
  destinyMax: number;
  rollModes: Array<{ value: string; label: string; selected: boolean }>;
  /** The i18n key naming the mode field: "Message mode" on Foundry 14, "Roll mode" on 13 (default). */
  modeLabel?: string;
  summary: RollDialogSummary;
  /** What an extension rule presets, in words (empty for a plain check). */
  presets: Array<{ label: string; text: string }>;
  /** Attack fields to offer, or null for a check. */
  attack: null | { canAim: boolean; recoil: boolean; melee: boolean; range: boolean; tracker: string };
};

/** The tracker's values the dialog started from, in words ("" outside combat). */
function trackerText(tracker: DialogTracker | undefined, t: Translate): string {
  if (!tracker) return "";
  return t("PHASESIX.Dialog.Attack.FromTracker", { actions: tracker.actions, aiming: tracker.aiming, accurate: tracker.accurate, recoil: tracker.recoil });
}

/**
 * The explanation's parts with the situational modifier told apart: the presets of an extension rule
 * by name, the rest (what the user changed) as circumstances.
 */
function withPresets(parts: PreparedCheck["diceParts"], presets: readonly ExtensionPart[], target: ExtensionPart["target"]): PreparedCheck["diceParts"] {
  const own = presets.filter((p) => p.target === target);
  if (own.length === 0) return parts;
  const situational = "PHASESIX.Roll.Part.Situational";
  const total = parts.filter((p) => p.label === situational).reduce((sum, p) => sum + p.value, 0);
  const rest = total - own.reduce((sum, p) => sum + p.value, 0);
  const named = own.map((p) => ({ label: p.label, value: p.value }));
  const others = parts.filter((p) => p.label !== situational);
  return [others[0], ...named, ...(rest !== 0 ? [{ label: situational, value: rest }] : []), ...others.slice(1)].filter((p) => p !== undefined);
}

/** The presets of an extension rule in words ("Willpower: +3 dice"). */
export function presetLines(presets: readonly ExtensionPart[], t: Translate): Array<{ label: string; text: string }> {
  return presets.map((p) => ({
    label: t(p.label),
    text: p.target === "dice" ? t("PHASESIX.Chat.ConditionDice", { change: signedNumber(p.value) }) : t("PHASESIX.Chat.ConditionMinRoll", { change: signedNumber(p.value) }),
  }));
}

function explain(parts: PreparedCheck["diceParts"], t: Translate): string {
  return parts.map((p, i) => `${t(p.label, p.data)} ${i === 0 ? String(p.value) : signedNumber(p.value)}`).join(" · ");
}

/** The live numbers for a state (also used to update the open dialog without re-rendering it). */
export function rollDialogSummary(view: ActorRollView, target: DialogTarget, state: RollDialogState, t: Translate): RollDialogSummary {
  const check = prepareTarget(view, target, state);
  const odds = requestOdds(check);
  return {
    dice: check.dice,
    destinyDice: check.destinyDice,
    minRoll: check.minRoll,
    destinyMinRoll: destinyMinRoll(check.minRoll),
    odds,
    oddsText: percentText(odds, t),
    diceExplanation: explain(target.presets ? withPresets(check.diceParts, target.presets, "dice") : check.diceParts, t),
    minRollExplanation: explain(target.presets ? withPresets(check.minRollParts, target.presets, "minRoll") : check.minRollParts, t),
    noDiceWarning: check.pool <= 0,
    conditions: check.conditions.map((c) => ({
      label: t(`PHASESIX.Condition.${c.key}`),
      text: c.target === "dice" ? t("PHASESIX.Chat.ConditionDice", { change: signedNumber(c.change) }) : t("PHASESIX.Chat.ConditionMinRoll", { change: signedNumber(c.change) }),
    })),
    critThreshold: check.critThreshold,
    canCrit: check.attack?.canCrit ?? true,
    possible: check.attack?.possible ?? true,
    actions: actionSummary(target, state, t),
  };
}

/** The whole dialog context. `rollModes` are Foundry's roll modes (value → i18n label). */
export function rollDialogContext(
  view: ActorRollView,
  request: DialogTarget & { actorName: string },
  state: RollDialogState,
  rollModes: Record<string, string>,
  t: Translate,
): RollDialogContext {
  const check = prepareCheck(view, request.kind, request.key);
  const trait = request.attack
    ? `${request.attack.weaponName} (${t(`PHASESIX.Item.AttackMode.${request.attack.mode}`)})`
    : (check.name ?? t(check.label));
  const profile = request.attack ? profileUnder(request.attack.mode, request.ruleset?.combat) : null;
  const ruleset = request.ruleset ?? DEFAULT_RULESET;
  return {
    title: t("PHASESIX.Dialog.Title", { name: request.actorName, trait }),
    state,
    free: state.difficulty === "free",
    difficulties: [
      ...ruleset.difficulties.map(({ key, modifier }) => ({
        value: String(modifier),
        label: `${signedNumber(modifier)} ${t(`PHASESIX.Difficulty.${key}`)}`,
        selected: state.difficulty === modifier,
      })),
      { value: "free", label: t("PHASESIX.Dialog.FreeDifficulty"), selected: state.difficulty === "free" },
    ],
    edition: t("PHASESIX.Edition.DifficultyScale", { edition: ruleset.edition, scale: ruleset.difficulties.filter((d) => d.modifier > 0).map((d) => signedNumber(d.modifier)).join(" / ") }),
    bonusMax: Math.max(0, view.pools.bonusDice),
    destinyMax: Math.max(0, view.pools.destinyDice),
    rollModes: Object.entries(rollModes).map(([value, label]) => ({ value, label: t(label), selected: value === state.rollMode })),
    summary: rollDialogSummary(view, request, state, t),
    presets: presetLines(request.presets ?? [], t),
    attack:
      profile && request.attack
        ? {
            canAim: profile.canAim,
            recoil: profile.recoil,
            melee: request.attack.mode === "melee",
            range: request.rangeBands === true && (request.attack.range ?? 0) > 0,
            tracker: trackerText(request.tracker, t),
          }
        : null,
  };
}
