/**
 * The character core's public API: derived values, career rules, resources, rest, migrations.
 */
export type * from "./types.ts";
export { deriveCharacter, knowledgeKey, SOURCE, templateKnowledgeId, isKnowledgeItemId, TEMPLATE_KNOWLEDGE_PREFIX } from "./derive.ts";
export { explain, keyed, named, safeInt, atLeast } from "./explained.ts";
export { DEFAULT_ASPECTS, DEFAULT_ATTRIBUTE_START, DEAD_AT_DYING, CONDITION_MAX, noConditions, zeroAspects } from "./defaults.ts";
export type { Payment } from "./payment.ts";
export { paymentOf } from "./payment.ts";
export type { CareerCheck, FinishedCareer } from "./career.ts";
export { checkTemplate, checkLineage, checkAvailability, finishCreation, CAREER_REASON } from "./career.ts";
export {
  takeWounds,
  heal,
  addBoost,
  spendPool,
  restorePool,
  spendArcana,
  restoreArcana,
  gainStress,
  setCondition,
  addCondition,
  removeCondition,
  currentHealth,
  poolCurrent,
  arcanaCurrent,
  isDead,
} from "./resources.ts";
export type { RestInput, RestResult } from "./rest.ts";
export { rest, restMinRoll } from "./rest.ts";
export { CURRENT_DATA_VERSION, migrateActorSystem, migrateActorSystemInPlace } from "./migration.ts";
