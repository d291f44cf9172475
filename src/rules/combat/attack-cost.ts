/**
 * What an attack takes from the attacker's action state (RULES.md → Combat, Attacks and damage),
 * pure. The tracker already holds the aiming and accurate-attack actions invested before (the
 * tracker's Aim / Accurate buttons spent them) and the recoil streak of this round; the attack
 * dialog starts from them and the user may change them. What the dialog asks beyond what the
 * tracker holds is paid now:
 *
 * - the attack itself: 1 action;
 * - aiming actions beyond the tracker's (melee and single shot only, see {@link canAimWith});
 * - accurate-attack actions beyond the tracker's;
 * - massive attack: one extra action per +3 dice (melee only);
 * - a supported weapon: one action to support it (rulebook-de → Waffe abstützen: "Das Abstützen
 *   dauert eine Aktion"). The tracker keeps no "supported" state, so each supported attack pays it
 *   (our reading; the GM may give the action back from the tracker).
 *
 * Paying more aiming or accurate actions now is an action between two firearm attacks, so it breaks
 * the recoil streak (the attack then starts a new one).
 */
import type { AttackMode } from "../items/vocabulary.ts";
import type { ActionKind, ActionResult, CombatantState } from "./actions.ts";
import { canAimWith, spendActions } from "./actions.ts";
import { SUPPORT_ACTIONS } from "../attack/requirements.ts";
import type { AimingWeapons } from "../ruleset/ruleset.ts";

/** Attack modes fired from a firearm (they build the recoil streak). */
const FIREARM_MODES: readonly AttackMode[] = ["single", "burst", "flechette"];

/** Whether an attack in this mode is a firearm attack (recoil). */
export function isFirearmMode(mode: AttackMode): boolean {
  return FIREARM_MODES.includes(mode);
}

/** What the attacker chose in the dialog. */
export interface AttackChoice {
  mode: AttackMode;
  aimActions?: number;
  accurateActions?: number;
  massiveActions?: number;
  /** The weapon is supported for this attack (SUPPORT_ACTIONS). */
  supported?: boolean;
}

/** The actions an attack costs now, by purpose. */
export interface AttackCost {
  attack: number;
  aim: number;
  accurate: number;
  massive: number;
  /** Supporting the weapon (only present when supported). */
  support?: number;
  total: number;
}

function nat(value: number | undefined): number {
  const v = Math.trunc(value ?? 0);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

/** What the tracker offers as the dialog's starting values for an attack in `mode`. */
export interface TrackerAttackOptions {
  aimActions: number;
  accurateActions: number;
  precedingAttacks: number;
}

/**
 * The dialog's starting values from the tracker: its aiming (only for modes that can aim), its
 * accurate-attack actions and, for firearm attacks, the recoil streak (firearm attacks directly
 * before this one in this round).
 */
export function trackerAttackOptions(state: CombatantState, mode: AttackMode, aimingWeapons?: AimingWeapons): TrackerAttackOptions {
  return {
    aimActions: canAimWith(mode, aimingWeapons) ? state.aiming : 0,
    accurateActions: state.accurate,
    precedingAttacks: isFirearmMode(mode) ? state.recoil : 0,
  };
}

/** The actions this attack costs now, given what the tracker already holds. */
export function attackCost(state: CombatantState, choice: AttackChoice, aimingWeapons?: AimingWeapons): AttackCost {
  const aim = canAimWith(choice.mode, aimingWeapons) ? Math.max(0, nat(choice.aimActions) - state.aiming) : 0;
  const accurate = Math.max(0, nat(choice.accurateActions) - state.accurate);
  const massive = choice.mode === "melee" ? nat(choice.massiveActions) : 0;
  const attack = 1;
  const support = choice.supported ? SUPPORT_ACTIONS : 0;
  return { attack, aim, accurate, massive, ...(support > 0 ? { support } : {}), total: attack + aim + accurate + massive + support };
}

/** One spend of the attack, as the tracker's action operations express it. */
export interface AttackSpend {
  count: number;
  kind: ActionKind;
}

/**
 * The attack as a sequence of ordinary spends: first the additional aiming and accurate actions,
 * then the attack with its massive-attack actions (a firearm attack extends the recoil streak and
 * every attack uses up the aiming and accurate investment).
 */
export function attackSpends(cost: AttackCost, mode: AttackMode): AttackSpend[] {
  const spends: AttackSpend[] = [];
  if ((cost.support ?? 0) > 0) spends.push({ count: cost.support ?? 0, kind: "action" });
  if (cost.aim > 0) spends.push({ count: cost.aim, kind: "aim" });
  if (cost.accurate > 0) spends.push({ count: cost.accurate, kind: "accurate" });
  spends.push({ count: cost.attack + cost.massive, kind: isFirearmMode(mode) ? "firearmAttack" : "attack" });
  return spends;
}

/** Apply the attack's spends in order; the first refusal is returned and nothing is changed. */
export function spendAttack(state: CombatantState, choice: AttackChoice): ActionResult {
  const cost = attackCost(state, choice);
  if (state.actions < 1) return { ok: false, reason: "noAction" };
  if (state.actions < cost.total) return { ok: false, reason: "notEnoughActions" };
  let next = state;
  for (const spend of attackSpends(cost, choice.mode)) {
    const result = spendActions(next, spend.count, spend.kind);
    if (!result.ok) return result;
    next = result.state;
  }
  return { ok: true, state: next };
}

/**
 * What the GM's forced attack does when actions are missing: the attack happens, the actions drop
 * to 0 (never below) and the rest of the state moves as a paid attack would move it.
 */
export function forceAttack(state: CombatantState, choice: AttackChoice): CombatantState {
  const cost = attackCost(state, choice);
  const rich = { ...state, actions: Math.max(state.actions, cost.total) };
  const paid = spendAttack(rich, choice);
  const after = paid.ok ? paid.state : rich;
  return { ...after, actions: Math.max(0, state.actions - cost.total) };
}
