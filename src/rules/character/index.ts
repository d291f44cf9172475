/**
 * The character core's public API: derived values, career rules, resources, rest, migrations.
 */
export type * from "./types.ts";
export { deriveCharacter, knowledgeKey, SOURCE, templateKnowledgeId, isKnowledgeItemId, TEMPLATE_KNOWLEDGE_PREFIX } from "./derive.ts";
export { explain, keyed, named, safeInt, atLeast } from "./explained.ts";
export { DEFAULT_ASPECTS, DEFAULT_ATTRIBUTE_START, DEAD_AT_DYING, CONDITION_MAX, emptyCharacterInput, noConditions, zeroAspects } from "./defaults.ts";
export type { Payment } from "./payment.ts";
export { paymentOf } from "./payment.ts";
export type { CareerCheck, FinishedCareer } from "./career.ts";
export { checkTemplate, checkLineage, checkAvailability, finishCreation, CAREER_REASON } from "./career.ts";
export type { CreationWord } from "./creation-wording.ts";
export { CREATION_WORDS, CREATION_WORDING_KEYS, creationWordKey, creationLeftover } from "./creation-wording.ts";
export {
  takeWounds,
  receiveDying,
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
  isDying,
  stabilizes,
  stabilize,
} from "./resources.ts";
export type { RestInput, RestResult } from "./rest.ts";
export { rest, restMinRoll } from "./rest.ts";
export { CURRENT_DATA_VERSION, migrateActorSystem, migrateActorSystemInPlace } from "./migration.ts";
export type { EffectProblem, ReadChange, ReadEffect } from "./effects.ts";
export { EFFECT_KEY_PREFIX, EFFECT_MODE_ADD, effectKeys, effectModifierSources, isPhaseSixEffectKey, readEffect, readEffectChange } from "./effects.ts";
export type {
  BuilderCatalog,
  BuilderDraft,
  BuilderEquipment,
  BuilderLineage,
  BuilderMode,
  BuilderResult,
  BuilderState,
  BuilderStep,
  BuilderTemplate,
  Choice,
  EquipmentInputs,
  EquipmentKind,
  FinishPlan,
  NpcFields,
  TemplateFilter,
} from "./builder.ts";
export {
  BUILDER_REASON,
  BUILDER_STEPS,
  EQUIPMENT_KINDS,
  builderDerived,
  builderInput,
  builderPreview,
  buyEquipment,
  categoriesOf,
  startingMoney,
  paysReputation,
  checkEquipmentPick,
  checkLineagePick,
  checkTemplatePick,
  equipmentChoices,
  finish,
  goToStep,
  lineageChoices,
  lineageTemplateOf,
  moneySpent,
  newDraft,
  npcFields,
  pickLineage,
  pickTemplate,
  pointsLeft,
  readDraft,
  returnEquipment,
  setMoney,
  settle,
  stepBy,
  stepsOf,
  templateChoices,
  unpickTemplate,
} from "./builder.ts";
export type { Award, AwardRecipient } from "./builder-reputation.ts";
export { MAX_AWARD, MAX_AWARDED, awardAmount, awardReputation } from "./builder-reputation.ts";
export { ORIGIN_REASON, checkSpellOrigin } from "./spell-origin.ts";
export { SPELL_TEMPLATE_REASON, checkSpellTemplate, spellTemplateInEdition } from "./spell-template-edition.ts";
