/**
 * Keeps the status effects of Phase Six conditions in step with the actor's counters, both ways:
 * - the actor's `system.conditions.<key>` changes (sheet, combat saves, wounds) → the status
 *   effect is created, renamed ("Bleeding 2") or deleted;
 * - a user toggles a condition in the token HUD → the counter becomes 1 (on) or 0 (off).
 * Only the client of the user who made the change acts, so nothing runs twice.
 */
import type { ConditionKey } from "../rules/catalog/index.ts";
import { CONDITIONS } from "../rules/catalog/index.ts";
import { actorConditions, setActorCondition } from "../documents/combat-actor.ts";
import { CONDITION_ICONS, STATUS_EFFECT_IDS, isConditionStatus, planEffectSync } from "./status-effects.ts";
import { serialized } from "../gm-channel/serialized.ts";

/** The actor's status effect of a condition, if any. */
function conditionEffect(actor: Actor.Implementation, key: ConditionKey): ActiveEffect.Implementation | undefined {
  return actor.effects.find((effect) => effect.statuses.has(key));
}

/**
 * Bring one condition's status effect in line with the actor's counter. Syncs of one actor run one
 * after another on this client, each reading the counter and the effects afresh inside the queue:
 * two quick counter clicks (two updates, two hooks) create the status effect once — without it both
 * would read "no effect yet" before the first creation came back, and the server refuses the
 * second with an error (the effect's id is fixed).
 */
export function syncConditionEffect(actor: Actor.Implementation, key: ConditionKey): Promise<void> {
  return serialized(`Conditions.${actor.uuid ?? actor.id ?? ""}`, () => syncNow(actor, key));
}

async function syncNow(actor: Actor.Implementation, key: ConditionKey): Promise<void> {
  const value = actorConditions(actor)[key];
  const effect = conditionEffect(actor, key);
  const plan = planEffectSync(value, effect ?? null, game.i18n.localize(`PHASESIX.Condition.${key}`));
  switch (plan.action) {
    case "create":
      // the status's static id, so the token HUD's toggle finds this effect
      await ActiveEffect.implementation.create(
        { _id: STATUS_EFFECT_IDS[key], name: plan.name, img: CONDITION_ICONS[key], statuses: [key] },
        { parent: actor, keepId: true },
      );
      break;
    case "rename":
      await effect?.update({ name: plan.name });
      break;
    case "delete":
      await effect?.delete();
      break;
    case "none":
      break;
  }
}

/** `updateActor` hook: sync every condition whose counter was part of the change. */
export async function onUpdateActor(actor: Actor.Implementation, changes: object, _options: unknown, userId: string): Promise<void> {
  if (userId !== game.user.id) return;
  const conditions = (changes as { system?: { conditions?: Partial<Record<ConditionKey, unknown>> } }).system?.conditions;
  if (!conditions) return;
  for (const key of CONDITIONS) if (key in conditions) await syncConditionEffect(actor, key);
}

/**
 * `updateActor` hook on every client (display only): when condition counters changed, redraw the
 * status icons of the actor's tokens on this client's canvas so the counters show the new numbers.
 */
export function redrawConditionCounters(actor: Actor.Implementation, changes: object): void {
  const conditions = (changes as { system?: { conditions?: object } }).system?.conditions;
  if (!conditions) return;
  for (const token of actor.getActiveTokens()) token.renderFlags.set({ redrawEffects: true });
}

/** The condition keys of an effect's statuses. */
function effectConditions(effect: ActiveEffect.Implementation): ConditionKey[] {
  return [...effect.statuses].filter(isConditionStatus);
}

/** The actor an effect belongs to, if it sits directly on one. */
function effectActor(effect: ActiveEffect.Implementation): Actor.Implementation | null {
  const parent = effect.parent;
  return parent instanceof Actor ? (parent as Actor.Implementation) : null;
}

/** `createActiveEffect` hook: a condition toggled on in the token HUD gets counter 1. */
export async function onCreateActiveEffect(effect: ActiveEffect.Implementation, _options: unknown, userId: string): Promise<void> {
  const actor = effectActor(effect);
  if (userId !== game.user.id || !actor) return;
  const values = actorConditions(actor);
  for (const key of effectConditions(effect)) {
    if (values[key] <= 0) await setActorCondition(actor, key, 1);
    else await syncConditionEffect(actor, key);
  }
}

/** `deleteActiveEffect` hook: a condition toggled off in the token HUD gets counter 0. */
export async function onDeleteActiveEffect(effect: ActiveEffect.Implementation, _options: unknown, userId: string): Promise<void> {
  const actor = effectActor(effect);
  if (userId !== game.user.id || !actor) return;
  const values = actorConditions(actor);
  for (const key of effectConditions(effect)) if (values[key] > 0) await setActorCondition(actor, key, 0);
}
