/**
 * The world's ruleset for the Foundry layer: built once from the settings in `src/data/ruleset.ts`
 * (the data models need it too), re-exported here for applications, cards and the tracker.
 */
export { currentRuleset, worldRulesFromSettings } from "./data/ruleset.ts";
