/**
 * What the roll layer needs from an actor: the character helper's contract
 * (`actor.system.rollView(): ActorRollView`, `actor.spendPool(pool, n)`, see
 * src/rules/catalog/index.ts) plus Foundry's permission test. Checked at run time so rolls
 * degrade gracefully for actors whose data model does not offer it.
 */
import type { ActorRollView, DicePoolKey } from "../rules/catalog/index.ts";

export interface RollingActor {
  readonly uuid: string;
  readonly name: string;
  readonly system: { rollView(): ActorRollView };
  spendPool(pool: DicePoolKey, n?: number): Promise<unknown>;
  testUserPermission(user: User.Implementation, permission: "OWNER"): boolean;
}

/** The actor as a {@link RollingActor}, or null when it does not offer the roll contract. */
export function asRollingActor(actor: unknown): RollingActor | null {
  if (typeof actor !== "object" || actor === null) return null;
  const candidate = actor as { system?: { rollView?: unknown }; spendPool?: unknown; testUserPermission?: unknown };
  if (typeof candidate.system?.rollView !== "function") return null;
  if (typeof candidate.spendPool !== "function" || typeof candidate.testUserPermission !== "function") return null;
  return actor as RollingActor;
}

/** Whether a user may spend the actor's dice and act on its rolls: the GM or an owner. */
export function canActFor(actor: RollingActor, user: User.Implementation): boolean {
  return user.isGM || actor.testUserPermission(user, "OWNER");
}

/** `game.i18n` as the pure layers' translator. */
export function translate(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
}
