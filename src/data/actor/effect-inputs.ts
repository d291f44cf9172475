/**
 * The actor's active effects as character-core inputs (src/rules/character/effects.ts): every effect
 * that applies to the actor (its own and those its items transfer) and is on — not disabled, not
 * suppressed. Condition status effects carry no changes and so add nothing. The changes are read where
 * the running Foundry keeps them (`changes`/`mode` on 13, `system.changes`/`type` on 14: no deprecated
 * getter in the derivation).
 */
import type { EffectInput } from "../../rules/character/index.ts";
import { effectChangeRows, type EffectWithChanges } from "../../foundry-compat/effect-changes.ts";

/** The part of a Foundry ActiveEffect the derivation reads (its changes where the running Foundry keeps them). */
export interface EffectLike extends EffectWithChanges {
  name: string;
  active: boolean;
}

/** The part of a Foundry Actor that yields its applicable effects. */
export interface EffectHolder {
  allApplicableEffects?: () => Iterable<EffectLike>;
}

/** The active effects of `actor` (none for an actor without effects, e.g. while it is being built). */
export function activeEffectInputs(actor: EffectHolder | null | undefined): EffectInput[] {
  if (!actor || typeof actor.allApplicableEffects !== "function") return [];
  const effects: EffectInput[] = [];
  for (const effect of actor.allApplicableEffects()) {
    if (!effect.active) continue;
    effects.push({ name: effect.name, changes: effectChangeRows(effect) });
  }
  return effects;
}
