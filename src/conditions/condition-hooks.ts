/**
 * `phasesix.conditionChanged` for modules (README → Hooks for modules): once per changed condition
 * counter, on the client of the user who made the change — whatever made it (the sheet, the token
 * HUD, an attack's wounds, the round start's saves, an enricher's toggle).
 *
 * `preUpdateActor` (on that client) remembers the counters the update touches in the update's
 * options, which Foundry hands on to `updateActor`; `updateActor` compares them with the stored ones.
 */
import { CONDITIONS, type ConditionKey } from "../rules/catalog/index.ts";
import { actorConditions } from "../documents/combat-actor.ts";
import { SYSTEM_HOOKS, callAfterHook } from "../hooks.ts";

/** What the hook receives besides the actor. */
export interface ConditionChange {
  key: ConditionKey;
  value: number;
  previous: number;
}

/** The option key under which the counters before the update travel (per actor id). */
const OPTION = "phasesixConditionsBefore";

type Before = Record<string, Partial<Record<ConditionKey, number>>>;

/** The condition keys an update names. */
function touched(changes: object): ConditionKey[] {
  const conditions = (changes as { system?: { conditions?: object } }).system?.conditions;
  return conditions ? CONDITIONS.filter((key) => key in conditions) : [];
}

/** `preUpdateActor`: remember the counters the update touches. */
export function rememberConditions(actor: Actor.Implementation, changes: object, options: object): void {
  const keys = touched(changes);
  if (keys.length === 0) return;
  const current = actorConditions(actor);
  const store = options as Record<string, unknown>;
  const before = (store[OPTION] ?? {}) as Before;
  before[actor.id ?? ""] = Object.fromEntries(keys.map((key) => [key, current[key]]));
  store[OPTION] = before;
}

/** `updateActor`: on the updating user's client, one `phasesix.conditionChanged` per counter that changed. */
export function announceConditionChanges(actor: Actor.Implementation, changes: object, options: object, userId: string): ConditionChange[] {
  if (userId !== game.user.id) return [];
  const before = ((options as Record<string, unknown>)[OPTION] as Before | undefined)?.[actor.id ?? ""];
  if (!before) return [];
  const now = actorConditions(actor);
  const changed = touched(changes)
    .filter((key) => before[key] !== undefined && before[key] !== now[key])
    .map((key) => ({ key, value: now[key], previous: before[key] ?? 0 }));
  for (const change of changed) callAfterHook(SYSTEM_HOOKS.conditionChanged, actor, change);
  return changed;
}
