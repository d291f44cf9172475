/**
 * The actor's active effects as character-core inputs (src/rules/character/effects.ts): every effect
 * that applies to the actor (its own and those its items transfer) and is on — not disabled, not
 * suppressed. Condition status effects carry no changes and so add nothing.
 */
import type { EffectInput } from "../../rules/character/index.ts";

/** The part of a Foundry ActiveEffect the derivation reads. */
export interface EffectLike {
  name: string;
  active: boolean;
  changes: ReadonlyArray<{ key: string; mode: number; value: string }>;
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
    effects.push({ name: effect.name, changes: effect.changes.map((c) => ({ key: c.key, mode: c.mode, value: String(c.value) })) });
  }
  return effects;
}
