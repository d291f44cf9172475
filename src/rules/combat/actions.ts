/**
 * The action economy of one combatant as a small state machine (RULES.md → Combat).
 *
 * - Everyone starts a combat with 0 actions.
 * - At the start of its own turn a combatant's actions refresh to its maximum (0 while unconscious,
 *   +1 for two-weapon fighting), minus actions stolen from it while it had none (pending loss).
 * - Actions not used stay available as reactions until that refresh; a reaction costs 1 action.
 * - A bonus die buys +1 action at once (may exceed the maximum); a destiny die steals one action
 *   (see steal.ts). Spending dice costs no action.
 *
 * Every function is pure: it returns a new state or a rejection with a reason key
 * (`PHASESIX.Combat.Reason.<key>` in the lang files); it never mutates its input.
 */
import type { AimingWeapons } from "../ruleset/ruleset.ts";

/** The per-combatant numbers the action rules act on. All are non-negative integers. */
export interface CombatantState {
  /** Actions available right now (on the own turn or saved as reactions). */
  actions: number;
  /** Actions stolen while none were available: subtracted at the next refresh. */
  pendingLoss: number;
  /** Firearm attacks made directly one after the other this round (recoil steps for the next one). */
  recoil: number;
  /** Actions invested in aiming for the next attack. */
  aiming: number;
  /** Actions invested in an accurate attack (min roll −1 each; may span rounds; broken by any other action). */
  accurate: number;
  /** A raised shield block (lasts until lowered). */
  shieldBlock: boolean;
}

/** Why a request was refused; the label is `PHASESIX.Combat.Reason.<key>`. */
export type CombatReason =
  | "noAction"
  | "notEnoughActions"
  | "noBonusDie"
  | "noDestinyDie"
  | "atMaximum"
  | "notOwnTurn"
  | "aimingAtMaximum"
  | "accurateAtMaximum"
  | "shieldAlreadyRaised"
  | "cannotAimMode"
  | "invalidCount";

/** The outcome of a state transition. */
export type ActionResult = { ok: true; state: CombatantState } | { ok: false; reason: CombatReason };

/** What decides the size of a refresh. */
export interface RefreshInput {
  /** The actor's actions per round (lineage + templates). */
  max: number;
  /** Unconscious combatants refresh to 0 (RULES.md → Conditions → Unconscious). */
  unconscious?: boolean;
  /** Two weapons of the same kind give one more action per round. */
  twoWeapons?: boolean;
}

/** The state every combatant enters a combat with: 0 actions, nothing pending. */
export function initialCombatantState(): CombatantState {
  return { actions: 0, pendingLoss: 0, recoil: 0, aiming: 0, accurate: 0, shieldBlock: false };
}

/** The maximum a refresh restores before the pending loss: 0 unconscious, else max (+1 two weapons). */
export function refreshMaximum(input: RefreshInput): number {
  if (input.unconscious) return 0;
  const max = Math.max(0, Math.trunc(input.max));
  return max + (input.twoWeapons ? 1 : 0);
}

/**
 * Refresh at the start of the combatant's own turn: actions = refresh maximum − pending loss (never
 * below 0). A stolen action is lost in *this* round only ("in dieser Runde nicht mehr zur
 * Verfügung"): whatever the refresh cannot absorb is gone, never carried into the next round.
 * Recoil does not carry into a new turn.
 */
export function refreshActions(state: CombatantState, input: RefreshInput): CombatantState {
  const full = refreshMaximum(input);
  const lost = Math.min(full, state.pendingLoss);
  return { ...state, actions: full - lost, pendingLoss: 0, recoil: 0 };
}

/** What an action was spent on; attacks, aiming and accurate attacks drive recoil and the bonuses. */
export type ActionKind = "action" | "reaction" | "firearmAttack" | "attack" | "aim" | "accurate";

/**
 * Spend `count` actions (default 1) on the own turn or as a reaction off-turn. Needs that many
 * available actions. A firearm attack adds a recoil step; any other action between two firearm
 * attacks resets recoil; an attack uses up the aiming and the accurate-attack investment; aiming
 * and accurate attacks add to theirs; any other action breaks an accurate attack in preparation.
 */
export function spendActions(state: CombatantState, count = 1, kind: ActionKind = "action"): ActionResult {
  if (!Number.isInteger(count) || count < 1) return { ok: false, reason: "invalidCount" };
  if (state.actions < 1) return { ok: false, reason: "noAction" };
  if (state.actions < count) return { ok: false, reason: "notEnoughActions" };
  const next: CombatantState = { ...state, actions: state.actions - count, recoil: 0, accurate: 0 };
  switch (kind) {
    case "firearmAttack":
      next.recoil = state.recoil + 1;
      next.aiming = 0;
      break;
    case "attack":
      next.aiming = 0;
      break;
    case "aim":
      next.aiming = state.aiming + count;
      break;
    case "accurate":
      next.accurate = state.accurate + count;
      break;
    default:
      break;
  }
  return { ok: true, state: next };
}

/**
 * Give back one action (undo of a spend from the tracker or a cancelled roll). It cannot raise the
 * actions above the refresh maximum: actions beyond it come only from bonus or destiny dice.
 */
export function giveBackAction(state: CombatantState, maximum: number): ActionResult {
  if (state.actions >= maximum) return { ok: false, reason: "atMaximum" };
  return { ok: true, state: { ...state, actions: state.actions + 1 } };
}

/** Spend a bonus die for +1 action at once, usable as a reaction; it may exceed the maximum. */
export function bonusDieAction(state: CombatantState, bonusDice: number): ActionResult {
  if (bonusDice < 1) return { ok: false, reason: "noBonusDie" };
  return { ok: true, state: { ...state, actions: state.actions + 1 } };
}

/**
 * A new round starts: recoil never carries across rounds (RULES.md → Attacks → recoil), and neither
 * does an action stolen for a turn that never came (RULES.md → Combat: a destiny steal is never
 * carried into the next round).
 */
export function startRound(state: CombatantState): CombatantState {
  return state.recoil === 0 && state.pendingLoss === 0 ? state : { ...state, recoil: 0, pendingLoss: 0 };
}

/**
 * The attack modes that can be aimed (RULES.md → critical threshold: "Bei Nahkampfwaffen und beim
 * Einzelschuss"): melee and single shot — never burst, flechette or thrown.
 */
export const AIMABLE_MODES = ["melee", "single"] as const;

/** Whether an attack in this mode can use aiming actions (2026 Tirakan book, `aimingWeapons` "every": any mode). */
export function canAimWith(mode: string, aimingWeapons: AimingWeapons = "meleeAndSingleShot"): boolean {
  return aimingWeapons === "every" || (AIMABLE_MODES as readonly string[]).includes(mode);
}

/** Aiming options: the bonus per action (2, variant "web" 1) and its cap (the Perception value). */
export interface AimInput {
  perception: number;
  bonusPerAction?: number;
  /** The attack mode aimed with, when known: only melee and single shot can aim. */
  mode?: string;
}

/** The critical-threshold bonus of `aiming` invested actions, at most Perception (never negative). */
export function aimingBonus(aiming: number, input: AimInput): number {
  const per = input.bonusPerAction ?? 2;
  return Math.max(0, Math.min(aiming * per, input.perception));
}

/**
 * Invest one action in aiming (melee or single shot) for the next attack. Refused for any other
 * mode, and once the bonus already reaches the Perception cap, since a further action would buy
 * nothing.
 */
export function aim(state: CombatantState, input: AimInput): ActionResult {
  if (input.mode !== undefined && !canAimWith(input.mode)) return { ok: false, reason: "cannotAimMode" };
  if (aimingBonus(state.aiming, input) >= Math.max(0, input.perception)) return { ok: false, reason: "aimingAtMaximum" };
  return spendActions(state, 1, "aim");
}

/**
 * Invest one action in an accurate attack: −1 min roll per action, at most Perception (RULES.md →
 * Attacks: accurate attack; the floor of 2 is the min roll's own). Refused once at the cap.
 */
export function prepareAccurate(state: CombatantState, perception: number): ActionResult {
  if (state.accurate >= Math.max(0, perception)) return { ok: false, reason: "accurateAtMaximum" };
  return spendActions(state, 1, "accurate");
}

/** Hit while aiming: the gathered aiming bonus is lost (RULES.md → Attacks → aiming). */
export function loseAiming(state: CombatantState): CombatantState {
  return state.aiming === 0 ? state : { ...state, aiming: 0 };
}

/** Actions a shield block costs. */
export const SHIELD_BLOCK_ACTIONS = 2;

/** Raise a shield block: 2 actions, in the own turn only; it lasts until lowered. */
export function raiseShieldBlock(state: CombatantState, ownTurn: boolean): ActionResult {
  if (state.shieldBlock) return { ok: false, reason: "shieldAlreadyRaised" };
  if (!ownTurn) return { ok: false, reason: "notOwnTurn" };
  const spent = spendActions(state, SHIELD_BLOCK_ACTIONS);
  return spent.ok ? { ok: true, state: { ...spent.state, shieldBlock: true } } : spent;
}

/** Lower the shield block; costs no action. */
export function lowerShieldBlock(state: CombatantState): CombatantState {
  return state.shieldBlock ? { ...state, shieldBlock: false } : state;
}
