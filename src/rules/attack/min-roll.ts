/**
 * Minimum roll and critical threshold of an attack (RULES.md → Attacks and damage): conditions,
 * recoil with compensation, walking, range bands (optional rule), disarming, off hand, supported
 * weapon, accurate attack, aiming.
 */
import { MAX_COUNT, count, finite, whole } from "../guard.ts";
import type { AttackMode } from "../items/vocabulary.ts";
import type { ConditionLevels } from "../check/modifiers.ts";
import { conditionModifiers } from "../check/modifiers.ts";
import { DEFAULT_CRIT_THRESHOLD, clampCritThreshold, clampMinRoll } from "../dice/score.ts";
import { profileUnder, type AttackModeRules } from "./hit-dice.ts";
import type { CombatRules } from "../ruleset/ruleset.ts";

/** Aiming: book −2 threshold per action; variant "web" −1 per action (RULES.md → critical threshold). */
export type AimingVariant = "book" | "web";

/** Recoil per directly following firearm attack before compensation. */
export const RECOIL_STEP = 2;

/**
 * Recoil penalty on min roll and crit threshold (RULES.md → Attacks): +2 per firearm attack that
 * directly preceded this one in the same round, each step lowered by the weapon's recoil
 * compensation (compensation 2 removes it).
 */
export function recoilPenalty(precedingAttacks: number, compensation = 0): number {
  return count("precedingAttacks", precedingAttacks) * Math.max(0, RECOIL_STEP - count("compensation", compensation));
}

/** What happened since the last attack, for tracking the recoil streak. */
export type RecoilEvent = "firearmAttack" | "otherAction" | "newRound";

/**
 * The recoil streak after an event: a firearm attack extends it, any other action or a new round
 * resets it (recoil never carries across rounds). Feed the streak *before* an attack to
 * {@link recoilPenalty}.
 */
export function nextRecoilStreak(streak: number, event: RecoilEvent): number {
  return event === "firearmAttack" ? Math.min(MAX_COUNT, count("streak", streak) + 1) : 0;
}

/** Range band of the optional range rule: within range, up to double (+2), beyond (impossible). */
export type RangeBand = "normal" | "far" | "outOfRange";

/** The range band of a distance against the weapon's range (optional rule, RULES.md → Attacks). */
export function rangeBand(distance: number, weaponRange: number): RangeBand {
  if (Number.isNaN(distance) || Number.isNaN(weaponRange)) throw new RangeError(`rangeBand: distance and range must be numbers, got ${distance} and ${weaponRange}`);
  if (distance <= weaponRange) return "normal";
  if (distance <= 2 * weaponRange) return "far";
  return "outOfRange";
}

/** Everything that moves an attack's min roll or crit threshold. */
export interface AttackRollInput {
  mode: AttackMode;
  /** The attacker's minimum roll (lineage and templates). */
  minRoll: number;
  difficulty?: number;
  /** The attacker's conditions (poisoned, burning, hunkered; shocked goes on the dice). */
  conditions?: ConditionLevels;
  walking?: boolean;
  /** Firearm attacks directly before this one in the same round, and the weapon's compensation. */
  recoil?: { precedingAttacks: number; compensation?: number };
  /** Only when the optional range rule is on. */
  range?: { distance: number; weaponRange: number };
  /** Disarming attack: +3. */
  disarm?: boolean;
  /** Off-hand weapon in two-weapon fighting: +1. */
  offHand?: boolean;
  /** Supported weapon: −1. */
  supported?: boolean;
  /** Accurate attack: −1 per action, at most Perception. */
  accurateActions?: number;
  /** Aiming actions: lower the crit threshold (melee and single shot only), at most Perception. */
  aimActions?: number;
  /** Caps accurate attack and aiming bonuses. */
  perception?: number;
  aimingVariant?: AimingVariant;
  /** A weapon's change of the threshold (modifications; −1 = crits one step earlier). */
  weaponCritThreshold?: number;
  /** Any other min roll modifiers, already summed. */
  extraMinRoll?: number;
  /** The ruleset's combat rules: disarm modifier, attack modes, recoil, aiming (absent: 2025). */
  rules?: AttackModeRules & Pick<CombatRules, "disarmMinRoll">;
}

/** Where an attack modifier comes from, for the chat card. */
export type AttackModifierSource =
  | "difficulty"
  | "poisoned"
  | "burning"
  | "hunkered"
  | "walking"
  | "recoil"
  | "range"
  | "disarm"
  | "offHand"
  | "supported"
  | "accurate"
  | "aim"
  | "weapon"
  | "other";

/** One modifier on the min roll and/or crit threshold. */
export interface AttackModifier {
  source: AttackModifierSource;
  minRoll: number;
  critThreshold: number;
}

/** An attack's min roll and crit threshold. */
export interface AttackRollSetup {
  minRoll: number;
  critThreshold: number;
  canCrit: boolean;
  /** False when the target is out of range under the optional range rule. */
  possible: boolean;
  modifiers: AttackModifier[];
}

/**
 * The bonus of invested actions, capped by Perception: accurate attack 1 per action, aiming 2 per action
 * (variant "web": 1) — RULES.md → Attacks and damage.
 */
export function cappedActionBonus(actions: number, perAction: number, perception: number): number {
  return Math.max(0, Math.min(count("actions", actions) * count("perAction", perAction), whole("perception", perception)));
}

/**
 * Min roll M and crit threshold C of an attack (RULES.md → Attacks and damage):
 * M = min roll + difficulty + poisoned + burning + hunkered + walking (+1) + recoil + range (+2) +
 * disarm (+3) + off hand (+1) − supported (1) − accurate attack, never below 2;
 * C = 11 + recoil − aiming (+ weapon modification), only for modes that can crit; burst never crits
 * and cannot aim.
 */
export function attackRollSetup(input: AttackRollInput): AttackRollSetup {
  const profile = profileUnder(input.mode, input.rules);
  const modifiers: AttackModifier[] = [];
  const add = (source: AttackModifierSource, minRoll: number, critThreshold = 0): void => {
    if (minRoll !== 0 || critThreshold !== 0) modifiers.push({ source, minRoll, critThreshold });
  };
  let possible = true;
  if (input.difficulty) add("difficulty", whole("difficulty", input.difficulty));
  for (const m of conditionModifiers(input.conditions, { attack: true })) {
    if (m.source === "poisoned" || m.source === "burning" || m.source === "hunkered") add(m.source, m.minRoll);
  }
  if (input.walking) add("walking", 1);
  if (input.recoil && profile.recoil) {
    const penalty = recoilPenalty(input.recoil.precedingAttacks, input.recoil.compensation ?? 0);
    add("recoil", penalty, penalty);
  }
  if (input.range) {
    const band = rangeBand(input.range.distance, input.range.weaponRange);
    if (band === "far") add("range", 2);
    if (band === "outOfRange") possible = false;
  }
  if (input.disarm) add("disarm", input.rules?.disarmMinRoll ?? 3);
  if (input.offHand) add("offHand", 1);
  if (input.supported) add("supported", -1);
  const perception = input.perception ?? 0;
  if (input.accurateActions) add("accurate", -cappedActionBonus(input.accurateActions, 1, perception));
  if (input.aimActions && profile.canAim) {
    add("aim", 0, -cappedActionBonus(input.aimActions, input.aimingVariant === "web" ? 1 : 2, perception));
  }
  if (input.weaponCritThreshold) add("weapon", 0, whole("weaponCritThreshold", input.weaponCritThreshold));
  if (input.extraMinRoll) add("other", whole("extraMinRoll", input.extraMinRoll));
  let minRoll = finite("minRoll", input.minRoll);
  let critThreshold = DEFAULT_CRIT_THRESHOLD;
  for (const m of modifiers) {
    minRoll += m.minRoll;
    critThreshold += m.critThreshold;
  }
  return {
    minRoll: clampMinRoll(minRoll),
    critThreshold: clampCritThreshold(critThreshold),
    canCrit: profile.canCrit,
    possible,
    modifiers,
  };
}
