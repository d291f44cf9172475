/**
 * The combat rules of Phase Six (pure): the combatant action state machine, stealing with destiny
 * dice and its GM-side validation, turn order, and the start-of-round condition saves.
 */
export type { CombatantState, CombatReason, ActionResult, RefreshInput, ActionKind, AimInput } from "./actions.ts";
export {
  initialCombatantState,
  refreshMaximum,
  refreshActions,
  spendActions,
  giveBackAction,
  bonusDieAction,
  startRound,
  aimingBonus,
  aim,
  prepareAccurate,
  loseAiming,
  raiseShieldBlock,
  lowerShieldBlock,
  SHIELD_BLOCK_ACTIONS,
  AIMABLE_MODES,
  canAimWith,
} from "./actions.ts";
export type { StealMode, StealOutcome, StealRejection, StealRequestFacts } from "./steal.ts";
export { stealAction, stealableActions, validateStealRequest } from "./steal.ts";
export type { TurnOrderEntry } from "./turn-order.ts";
export { compareTurnOrder, sortTurnOrder, reactionOrder } from "./turn-order.ts";
export type { SavedCondition, SaveAttribute, RoundStartInput, SaveResult, RoundStartOutcome } from "./round-start.ts";
export { rollRoundStartSaves, hasRoundStartSave, SAVED_CONDITIONS, SAVE_ATTRIBUTE, DYING_DEATH } from "./round-start.ts";
export type { AttackChoice, AttackCost, AttackSpend, TrackerAttackOptions } from "./attack-cost.ts";
export { attackCost, attackSpends, spendAttack, forceAttack, trackerAttackOptions, isFirearmMode } from "./attack-cost.ts";
export type { ProtectionPoolEntry } from "./sheet-state.ts";
export { protectionPoolEntry, movementWithShieldBlock } from "./sheet-state.ts";
export { rollQuickReaction, withQuickReaction, holdsQuickReaction } from "./quick-reaction.ts";
export type { QuickReactionInput, QuickReactionResult } from "./quick-reaction.ts";
export type { MovementMode, MovementReach, MovementFacts, MovementStop, EffectiveReach, MovementLeg, MovementCost } from "./movement.ts";
export { MOVEMENT_MODES, reachFromQuickness, reachFromFoeMovement, effectiveReach, movementCost, legSummary, metresPerUnit } from "./movement.ts";
