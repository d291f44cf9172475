/**
 * Registration of the Phase Six conditions: the status list, the token class with counters and
 * the hooks that keep effects and counters in step.
 */
import { configureStatusEffects } from "./status-config.ts";
import { onCreateActiveEffect, onDeleteActiveEffect, onUpdateActor, redrawConditionCounters } from "./sync.ts";
import { PhaseSixToken } from "./token.ts";
import { announceConditionChanges, rememberConditions } from "./condition-hooks.ts";

/** init: replace CONFIG.statusEffects (13 an array, 14 keyed by id with `order`) and the token class. */
export function configureConditions(): void {
  configureStatusEffects();
  CONFIG.Token.objectClass = PhaseSixToken;
}

/** init: the hooks of the condition sync. */
export function registerConditionHooks(): void {
  Hooks.on("updateActor", (actor, changes, options, userId) => void onUpdateActor(actor, changes, options, userId));
  Hooks.on("updateActor", (actor, changes) => redrawConditionCounters(actor, changes));
  // phasesix.conditionChanged for modules: the counters before the update travel in its options.
  Hooks.on("preUpdateActor", (actor, changes, options) => void rememberConditions(actor, changes, options));
  Hooks.on("updateActor", (actor, changes, options, userId) => void announceConditionChanges(actor, changes, options, userId));
  Hooks.on("createActiveEffect", (effect, options, userId) => void onCreateActiveEffect(effect, options, userId));
  Hooks.on("deleteActiveEffect", (effect, options, userId) => void onDeleteActiveEffect(effect, options, userId));
}

export { PhaseSixToken };
