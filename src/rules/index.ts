/**
 * The public API of the Phase Six rules core (pure TypeScript, no Foundry). Import from here.
 */
export type { FaceSource } from "./dice/faces.ts";
export { randomFaces, rollInteger } from "./dice/faces.ts";
export type { DieChain } from "./dice/pool.ts";
export { rollPool, rollPoolAsync, dieFromFaces } from "./dice/pool.ts";
export type { ScoredDie, CheckScore, AttackScore } from "./dice/score.ts";
export { scoreCheck, scoreAttack, destinyMinRoll, DEFAULT_CRIT_THRESHOLD } from "./dice/score.ts";

export { successProbability, explodingTail } from "./dice/odds.ts";
export type { CheckRequest } from "./check/modifiers.ts";
export { diceAfterShock } from "./check/modifiers.ts";
export type { RollState } from "./check/reroll.ts";
export { rollStateFrom, scoreRoll, scoreRollAsAttack, addBonusDie, addDestinyDie, rerollAll, rerollWithDestiny } from "./check/reroll.ts";

export { initiativeDice, rollInitiative, initiativeSortValue } from "./initiative.ts";

export { resolveGroupRoll } from "./group-roll.ts";
export { concealmentDice } from "./concealment.ts";

export { unarmedWeapon } from "./attack/hit-dice.ts";
export type { AimingVariant } from "./attack/min-roll.ts";

export type { CoverResult } from "./attack/cover.ts";
export { shieldCover, DEFAULT_SHIELD_COVER } from "./attack/cover.ts";

export { dodgeCheck, applyDodge, parrySuccesses } from "./attack/defence.ts";
export type { ProtectionPool } from "./attack/protection.ts";
export { spendProtection, planProtection, applyFlatProtection, armourDamagePercent } from "./attack/protection.ts";

export type { Deviation } from "./attack/special.ts";
export { disarmed, resistanceAttribute, specialAttackTakesEffect, coupDeGrace, deviation, rollDeviation } from "./attack/special.ts";
export type { ResistedAttack } from "./attack/special.ts";
export type { DamageInput, DamageResult } from "./attack/damage.ts";
export { resolveDamage } from "./attack/damage.ts";
export * from "./extensions/index.ts";
export * from "./ruleset/index.ts";
