/**
 * The public API of the Phase Six rules core (pure TypeScript, no Foundry). Import from here.
 */
export type { FaceSource } from "./dice/faces.ts";
export { randomFaces, scriptedFaces, mulberry32, rollInteger } from "./dice/faces.ts";
export type { DieChain, FaceRequest, RollPoolOptions } from "./dice/pool.ts";
export { rollPool, rollPoolAsync, rollDie, dieFromFaces, DEFAULT_MAX_CHAIN, MAX_POOL } from "./dice/pool.ts";
export type { ScoreOptions, ScoredDie, CheckScore, AttackScore } from "./dice/score.ts";
export {
  scoreCheck,
  scoreAttack,
  initiativeTotal,
  clampMinRoll,
  clampCritThreshold,
  destinyMinRoll,
  critSteps,
  dieSucceeds,
  hasSideEffects,
  DEFAULT_CRIT_THRESHOLD,
  LOWEST_MIN_ROLL,
  DESTINY_MIN_ROLL,
  CRIT_STEP,
} from "./dice/score.ts";
export type { OddsOptions, SuccessOddsOptions, HitChances } from "./dice/odds.ts";
export {
  successProbability,
  successDistribution,
  expectedSuccesses,
  hitChances,
  attackDistribution,
  explodingTail,
} from "./dice/odds.ts";
export type {
  ConditionLevels,
  RollKind,
  CheckRequest,
  CheckModifierSource,
  CheckModifier,
  ResolvedCheck,
} from "./check/modifiers.ts";
export {
  resolveCheck,
  conditionModifiers,
  difficultyModifier,
  rollKindForSkill,
  rollKindForAttribute,
} from "./check/modifiers.ts";
export type { RollState, RollStateOptions, RollSetup } from "./check/reroll.ts";
export {
  startRoll,
  rollStateFrom,
  scoreRoll,
  scoreRollAsAttack,
  addBonusDie,
  addDestinyDie,
  canReroll,
  rerollAll,
  rerollWithDestiny,
} from "./check/reroll.ts";
export type { InitiativeVariant, InitiativeRoll, InitiativeEntry } from "./initiative.ts";
export {
  initiativeDice,
  initiativeFromDice,
  rollInitiative,
  initiativeSortValue,
  compareInitiative,
  INITIATIVE_TIEBREAK_LIMIT,
} from "./initiative.ts";
export type { GroupRollResult } from "./group-roll.ts";
export { resolveGroupRoll } from "./group-roll.ts";
export { concealmentDice, concealmentSpotted } from "./concealment.ts";
export type { AttackModeProfile, UnarmedWeapon, HitDiceInput, HitDiceResult } from "./attack/hit-dice.ts";
export { ATTACK_MODE_PROFILES, unarmedWeapon, massiveAttackDice, attackHitDice } from "./attack/hit-dice.ts";
export type {
  AimingVariant,
  RecoilEvent,
  RangeBand,
  AttackRollInput,
  AttackModifierSource,
  AttackModifier,
  AttackRollSetup,
} from "./attack/min-roll.ts";
export {
  attackRollSetup,
  recoilPenalty,
  nextRecoilStreak,
  rangeBand,
  cappedActionBonus,
  RECOIL_STEP,
} from "./attack/min-roll.ts";
export { removeCriticals, removeHits, plainHits } from "./attack/hits.ts";
export type { CoverResult } from "./attack/cover.ts";
export { coverRoll, applyCover, effectiveCover, shieldCover, HUNKERED_COVER, DEFAULT_SHIELD_COVER } from "./attack/cover.ts";
export type { DodgeInput } from "./attack/defence.ts";
export { canDodge, canParry, dodgeCheck, applyDodge, parrySuccesses, applyParry } from "./attack/defence.ts";
export type {
  ProtectionVariant,
  ProtectionPool,
  ProtectionAttack,
  ProtectionResult,
  ProtectionLimits,
  FlatProtectionResult,
} from "./attack/protection.ts";
export {
  spendProtection,
  planProtection,
  applyProtection,
  applyFlatProtection,
  armourDamagePercent,
  PROTECTION_CONDITION,
} from "./attack/protection.ts";
export type { WeaponDamage, WoundsResult } from "./attack/wounds.ts";
export { woundsDealt } from "./attack/wounds.ts";
export type { Deviation } from "./attack/special.ts";
export { knockedOut, disarmed, resistanceAttribute, specialAttackTakesEffect, coupDeGrace, deviation, rollDeviation, deviationOffset } from "./attack/special.ts";
export type { ResistedAttack } from "./attack/special.ts";
export type { ProtectionChoice, DamageInput, DamageResult } from "./attack/damage.ts";
export { resolveDamage } from "./attack/damage.ts";
export * from "./extensions/index.ts";
export * from "./ruleset/index.ts";
