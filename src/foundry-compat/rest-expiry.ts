/**
 * Effects that end with a rest (a drug's crash, a night's blessing):
 * - Foundry 14: an effect's duration may name an expiry event; Phase Six registers the event
 *   `phasesixRest` (CONFIG.ActiveEffect.expiryEvents, label "After a rest" in the effect editor's
 *   Duration tab) and, after an actor rested, tells Foundry's effect registry, which ends that actor's
 *   effects expiring then (`ActiveEffect.registry.refresh`, as CONFIG.ActiveEffect.expiryAction says).
 * - Foundry 13 has no expiry events: nothing is registered and a rest ends no effect, as before.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** The expiry event of a rest. */
export const REST_EXPIRY_EVENT = "phasesixRest";

/** init: offer "After a rest" as an effect's expiry event (Foundry 14). */
export function registerRestExpiryEvent(): void {
  if (!isFoundry14OrLater()) return;
  const config = CONFIG.ActiveEffect as unknown as { expiryEvents?: Record<string, string> };
  config.expiryEvents ??= {};
  config.expiryEvents[REST_EXPIRY_EVENT] = "PHASESIX.Effect.ExpiryRest";
}

interface EffectRegistry {
  refresh(event: string, context?: { actors?: Set<unknown> }): Promise<void>;
}

/** After `actor` rested: its effects that expire at a rest end (Foundry 14; nothing on 13). */
export async function expireEffectsAfterRest(actor: object): Promise<void> {
  if (!isFoundry14OrLater()) return;
  const registry = (ActiveEffect as unknown as { registry?: EffectRegistry }).registry;
  await registry?.refresh(REST_EXPIRY_EVENT, { actors: new Set([actor]) });
}
