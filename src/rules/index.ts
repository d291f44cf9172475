/**
 * The public API of the Phase Six rules core (pure TypeScript, no Foundry). Import from here.
 */
export type { FaceSource } from "./dice/faces.ts";
export { randomFaces, scriptedFaces, mulberry32, rollInteger } from "./dice/faces.ts";
export type { DieChain, RollPoolOptions } from "./dice/pool.ts";
export { rollPool, rollDie, dieFromFaces, DEFAULT_MAX_CHAIN, MAX_POOL } from "./dice/pool.ts";
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
