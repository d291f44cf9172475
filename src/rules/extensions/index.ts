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
export type { ExtensionPart } from "./parts.ts";
export { castingParts, stressTestParts } from "./parts.ts";
