/** Roll-request assembly for checks: request, odds, and the actions a rolled check allows. */
export type { CheckKind, CheckOptions, PreparedCheck, PreparedAttack, AppliedCondition, ExplanationPart } from "./request.ts";
export type { AttackRequest, AttackOptions } from "./attack.ts";
export { prepareAttack } from "./attack.ts";
export { CHECK_KINDS, EVASION_KEY, prepareCheck, conditionsFor, difficultyLabel } from "./request.ts";
export { requestOdds, formatPercent } from "./odds.ts";
export type { RollAction, ActionState, DisabledReason } from "./actions.ts";
export { ROLL_ACTIONS, ACTION_POOL, actionStates } from "./actions.ts";
