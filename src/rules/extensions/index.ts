/**
 * The extension rules: first aid, magic (casting, side effects, magic level, duel, artefacts),
 * horror (stress test) and pantheon (favor, invocations). Pure; see each module for its rule.
 */
export type { FirstAidVariant, FirstAidOutcome } from "./first-aid.ts";
export { firstAidCheck, firstAidAmount, firstAidOutcome, stateAfterFirstAid, hasSupplies, suppliesAfter } from "./first-aid.ts";
export type { MagicLevelEffects, ExtensionCheckRequest, CastingInput, CastingRequest, CastingOutcome } from "./magic.ts";
export {
  DEFAULT_MAGIC_LEVEL,
  CHAOTIC_ABOVE,
  ALWAYS_SIDE_EFFECTS_FROM,
  REDIRECT_ARCANA_COST,
  magicLevelEffects,
  castingRequest,
  castingOutcome,
} from "./magic.ts";
export type { DuelOutcome } from "./duel.ts";
export { duelCheck, magicDuel, takesOverSpell } from "./duel.ts";
export type { ArtefactInput, ArtefactOutcome, ArtefactUse } from "./artefact.ts";
export {
  INFINITE_ARTEFACT_TOTAL,
  isInfiniteArtefact,
  createArtefact,
  artefactUse,
  unlocksArtefact,
  storeHolds,
  storeAfterSideEffects,
} from "./artefact.ts";
export type { StressTestOutcome } from "./horror.ts";
export { stressTestRequest, stressTestDice, stressTestOutcome } from "./horror.ts";
export type { PrayerForm, PrayerFormRule, InvocationFlag, InvocationChecklist, InvocationModifierPart, PrayerOutcome } from "./pantheon.ts";
export {
  DEFAULT_FAITH_LEVEL,
  FAVOR_LIMIT,
  PRAYER_FORMS,
  PRAYER_FORM_RULES,
  INVOCATION_FLAGS,
  INVOCATION_FLAG_KEYS,
  emptyChecklist,
  favorModifier,
  invocationModifiers,
  invocationMinRollModifier,
  invocationMinRoll,
  prayerChecks,
  prayerOutcome,
  shockPrayerBonus,
  silentPrayerFavor,
  ceremonialServiceFavor,
  favorAfter,
  rollEnsoulment,
} from "./pantheon.ts";
export type { DreadEffect, DreadRoll, DreadState, DreadStressResult, DreadRestResult, StressReliefActivity, CreatureStress } from "./dread.ts";
export {
  DREAD_EFFECTS,
  DREAD_TABLE,
  STRESS_RELIEF,
  STRESS_RELIEF_ACTIVITIES,
  dreadEffect,
  dreadDurationHours,
  rollDread,
  dreadOdds,
  stressFloor,
  gainStressWithDread,
  relieveStress,
  restWithDread,
  parseCreatureStress,
  encounterStress,
  creatureStressOutcome,
  restDreadRoll,
  gripWithDread,
  THERAPY_KINDS,
  DEFAULT_THERAPY_RELIEF,
  therapyLowersBaseStress,
  therapyOptions,
} from "./dread.ts";
export type { TherapyKind } from "./dread.ts";
export type { MagicAspectRules, CasterAspects, AspectRefusal } from "./magic-aspects.ts";
export { NO_MAGIC_ASPECTS, TIRAKAN_MAGIC_ASPECTS, casterAspects, aspectRefusal, spellCanDamage } from "./magic-aspects.ts";
export type { SpellLearningRules, OriginSource, OriginRefusal } from "./origins.ts";
export { ORIGINS, LINEAGE_ONLY_ORIGIN, ORIGIN_TITLES, unlockedOrigins, originRefusal, originOfTitle, spellAttribute } from "./origins.ts";
export type { Century, LevelSource, LevelSettings } from "./century.ts";
export { CENTURIES, DEFAULT_CENTURY, MAGIC_LEVEL_BY_CENTURY, FAITH_LEVEL_BY_CENTURY, toCentury, romanCentury, centuryLevels, worldLevels } from "./century.ts";
export type { PrayerRules } from "./grace.ts";
export { PRAYER_COST_RANGES_2026, prayerCostRange, prayerCost, singingCheckRequest, singingCounts } from "./grace.ts";
export type { FavorTerm, GraceWord } from "./grace-wording.ts";
export { graceWordKey, graceWords, prayerResultLine } from "./grace-wording.ts";
export type { BodyRegion, BodyLocation, BodyModificationType, BodyModificationActivation, FittedModification, RegionLoad, BodyModificationState, SwitchRefusal, SwitchOnConsequence, SurgeryKind } from "./body-modifications.ts";
export {
  BODY_REGIONS,
  BODY_LOCATIONS,
  REGION_OF,
  HUMAN_MOUNTING_POINTS,
  BODY_MODIFICATION_TYPES,
  BODY_MODIFICATION_ACTIVATIONS,
  SURPLUS_DISCHARGE_FROM,
  SWITCH_ACTIONS,
  DISCHARGE_FAILURE,
  isRunning,
  regionLoads,
  biolastPenalty,
  biolastMinRollIncrease,
  bodyModificationState,
  switchRefusal,
  switchOnConsequence,
  rollFailureDice,
  surgeryMinRoll,
  isMedicine,
  medicineKnowledge,
  surgeryKind,
  surgeryCheck,
  surgeryOutcome,
  onlineAfterRest,
  creationEnergyBalance,
} from "./body-modifications.ts";
export type { RecipeCategory, RecipeDifficulty, LabEquipment, Surroundings, SynthesisRule, SynthesisSetup, SynthesisPart, SynthesisModifiers, SynthesisResult, SynthesisRoll, QualityEntry, MishapEntry, SynthesisOdds } from "./brewing.ts";
export {
  RECIPE_CATEGORIES,
  RECIPE_DIFFICULTIES,
  RECIPE_DIFFICULTY_KEYS,
  LAB_EQUIPMENT,
  LAB_EQUIPMENT_KEYS,
  SURROUNDINGS,
  SURROUNDINGS_KEYS,
  SYNTHESIS_RULES,
  synthesisModifiers,
  synthesisResult,
  synthesisOdds,
  onesOf,
  qualityEntry,
  mishapEntry,
} from "./brewing.ts";
export type { ExtensionPart } from "./parts.ts";
export { castingParts, stressTestParts } from "./parts.ts";
