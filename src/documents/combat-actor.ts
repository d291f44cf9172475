/**
 * What combat reads from and does to an actor, in one place. Both actor data models implement
 * `rollView(): ActorRollView` (catalog/index.ts); the resource methods (`spendPool`,
 * `setCondition`, `applyWounds`, `refillProtection`) belong to the character issue's PhaseSixActor.
 * Combat reaches them through this adapter by their shape rather than by class, so the same code
 * runs on the test stand-ins; an actor without them reads as empty and changes nothing.
 */
import type { ActorRollView, ConditionKey, DicePoolKey } from "../rules/catalog/index.ts";
import { CONDITIONS } from "../rules/catalog/index.ts";
import type { MovementReach } from "../rules/combat/index.ts";
import { reachFromQuickness } from "../rules/combat/index.ts";

/** Actions per round when an actor offers no roll view (the human lineage's 2). */
export const FALLBACK_ACTIONS = 2;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The roll view of an actor's system data, or null when its data model offers none. */
export function actorRollView(actor: Actor.Implementation | null | undefined): ActorRollView | null {
  const system: unknown = actor?.system;
  if (!isObject(system)) return null;
  const method = system.rollView;
  return typeof method === "function" ? (method as () => ActorRollView).call(system) : null;
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

/** The resource methods of the character issue's PhaseSixActor that combat calls. */
interface ActorResourceMethods {
  spendPool(pool: DicePoolKey, n?: number): Promise<boolean>;
  setCondition(key: ConditionKey, value: number): Promise<boolean>;
  applyWounds(n: number): Promise<boolean>;
  refillProtection(): Promise<void>;
}

/** The actor's resource method of that name, bound, or null when the actor has none. */
function resourceMethod<K extends keyof ActorResourceMethods>(actor: Actor.Implementation, name: K): ActorResourceMethods[K] | null {
  const method: unknown = (actor as unknown as Partial<ActorResourceMethods>)[name];
  return typeof method === "function" ? (method.bind(actor) as ActorResourceMethods[K]) : null;
}

/** Spend one die of a pool through the actor's `spendPool`; false when it has none or cannot. */
export async function spendActorDie(actor: Actor.Implementation, pool: DicePoolKey): Promise<boolean> {
  if (actorPool(actor, pool) < 1) return false;
  const spend = resourceMethod(actor, "spendPool");
  return spend ? spend(pool, 1) : false;
}

/** Set a condition's counter through the actor's `setCondition`. */
export async function setActorCondition(actor: Actor.Implementation, key: ConditionKey, value: number): Promise<boolean> {
  const set = resourceMethod(actor, "setCondition");
  return set ? set(key, value) : false;
}

/** Deal wounds (boosts first, Dying when health reaches 0) through the actor's `applyWounds`. */
export async function woundActor(actor: Actor.Implementation, wounds: number): Promise<boolean> {
  if (wounds < 1) return true;
  const apply = resourceMethod(actor, "applyWounds");
  return apply ? apply(wounds) : false;
}

/** Refill the actor's protection pool after a combat (RULES.md → protection pool restored). */
export async function refillActorProtection(actor: Actor.Implementation): Promise<boolean> {
  const refill = resourceMethod(actor, "refillProtection");
  if (!refill) return false;
  await refill();
  return true;
}

/**
 * Metres one action moves walking, running and crawling: the actor's own `movementReach()` (the
 * character's derived movement, an NPC's Quickness, a foe's block), else from its Quickness.
 */
export function actorMovementReach(actor: Actor.Implementation | null | undefined): MovementReach {
  const system: unknown = actor?.system;
  if (isObject(system) && typeof system.movementReach === "function") return (system.movementReach as () => MovementReach).call(system);
  return reachFromQuickness(actorRollView(actor)?.attributes.quickness ?? 0);
}
