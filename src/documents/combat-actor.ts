/**
 * What combat reads from and does to an actor, in one place. Both actor data models implement
 * `rollView(): ActorRollView` (catalog/contracts.ts); the resource methods (spend a pool die, set a
 * condition, take wounds, refill protection) belong to the character issue's PhaseSixActor. This
 * adapter finds them by name so combat works with whatever subset exists, and falls back to
 * reading nothing / doing nothing with a clear result instead of throwing.
 */
import type { ActorRollView, ConditionKey, DicePoolKey } from "../rules/catalog/index.ts";
import { CONDITIONS } from "../rules/catalog/index.ts";

/** Actions per round when an actor offers no roll view (the human lineage's 2). */
export const FALLBACK_ACTIONS = 2;

/** A value that may have a method of the given name. */
type MaybeMethod<K extends string, F> = { [P in K]?: F };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The roll view of an actor's system data, or null when its data model offers none. */
export function actorRollView(actor: Actor.Implementation | null | undefined): ActorRollView | null {
  const system: unknown = actor?.system;
  if (!isObject(system)) return null;
  const method = (system as MaybeMethod<"rollView", () => ActorRollView>).rollView;
  return typeof method === "function" ? method.call(system) : null;
}

/** The actor's actions per round (its refresh maximum before conditions and two weapons). */
export function actorMaxActions(actor: Actor.Implementation | null | undefined): number {
  return actorRollView(actor)?.actions.max ?? FALLBACK_ACTIONS;
}

/** The actor's condition values (all 0 when unknown). */
export function actorConditions(actor: Actor.Implementation | null | undefined): Record<ConditionKey, number> {
  const known = actorRollView(actor)?.conditions;
  const out = {} as Record<ConditionKey, number>;
  for (const key of CONDITIONS) out[key] = known?.[key] ?? 0;
  return out;
}

/** Current dice in one of the actor's pools (0 when unknown). */
export function actorPool(actor: Actor.Implementation | null | undefined, pool: DicePoolKey): number {
  return actorRollView(actor)?.pools[pool] ?? 0;
}

/** Call an actor document method by name when it exists; true when it was called. */
async function callActorMethod(actor: Actor.Implementation, names: readonly string[], ...args: unknown[]): Promise<boolean> {
  const target = actor as unknown as Record<string, unknown>;
  for (const name of names) {
    const method = target[name];
    if (typeof method === "function") {
      await (method as (...a: unknown[]) => unknown).apply(actor, args);
      return true;
    }
  }
  return false;
}

/** Spend one die of a pool through the actor's resource method; false when it has none or cannot. */
export async function spendActorDie(actor: Actor.Implementation, pool: DicePoolKey): Promise<boolean> {
  if (actorPool(actor, pool) < 1) return false;
  return callActorMethod(actor, ["spendPool", "spendDice", "spendResource"], pool, 1);
}

/** Set a condition's counter through the actor's condition method. */
export async function setActorCondition(actor: Actor.Implementation, key: ConditionKey, value: number): Promise<boolean> {
  return callActorMethod(actor, ["setCondition"], key, value);
}

/** Deal wounds (boosts first, dying when health reaches 0) through the actor's wound method. */
export async function woundActor(actor: Actor.Implementation, wounds: number): Promise<boolean> {
  if (wounds < 1) return true;
  return callActorMethod(actor, ["takeWounds", "applyWounds", "takeDamage"], wounds);
}

/** Refill the actor's protection pool after a combat (RULES.md → protection pool restored). */
export async function refillActorProtection(actor: Actor.Implementation): Promise<boolean> {
  return callActorMethod(actor, ["refillProtection", "restoreProtection", "resetProtection"]);
}
