/**
 * Active Effects of Phase Six. Changes whose key starts with `phasesix.` (attribute, skill, aspect,
 * knowledge: src/rules/character/effects.ts) are not written onto the actor by Foundry:
 * - on a character they are read by the derivation, like a template's modifiers, so they show in the
 *   value tooltips under the effect's name;
 * - on an NPC or foe, whose values are typed in, they add to the typed field (npc-effects.ts).
 * Every other key is applied by Foundry as usual.
 *
 * {@link routeEffectChange} decides this once for both Foundry generations: Foundry 13 calls the
 * instance `apply` below; Foundry 14 calls the static `applyChange`, which
 * src/foundry-compat/effect-application.ts routes the same way (installed in `init`, src/phasesix.ts).
 */
import { EFFECT_MODE_ADD, readEffectChange } from "../rules/character/index.ts";
import { CharacterData } from "../data/actor/character.ts";
import { NpcData } from "../data/actor/npc.ts";
import { npcEffectPath } from "../data/actor/npc-effects.ts";
import type { ChangeRoute } from "../foundry-compat/effect-application.ts";

/** Where a change lands on `actor`: Foundry's own (not ours), nowhere (a character, a problem, no NPC field), or the NPC's typed field. */
export function routeEffectChange(actor: unknown, change: { key: string; mode: number; value: string }): ChangeRoute {
  const read = readEffectChange(change);
  if (read.kind === "foreign") return { kind: "foreign" };
  const system = (actor as { system?: unknown } | null)?.system;
  // Only an NPC or foe (FoeData extends NpcData) has typed fields to add to; a character's derivation
  // reads the change, and Foundry 14 may hand an effect's change to an item or token as well.
  if (read.kind === "problem" || system instanceof CharacterData || !(system instanceof NpcData)) return { kind: "none" };
  const path = npcEffectPath(read.modifier);
  return path ? { kind: "apply", key: path, value: String(read.modifier.value) } : { kind: "none" };
}

export class PhaseSixActiveEffect extends ActiveEffect {
  /** Foundry 13's application of one change (14 never calls it: see the module comment). */
  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): ReturnType<ActiveEffect["apply"]> {
    // 13's change: key, numeric mode, value (typed so that the v14 types, which dropped `mode`, read it too).
    const { key, mode, value } = change as unknown as { key?: string; mode?: number | null; value: string };
    const routed = routeEffectChange(actor, { key: key ?? "", mode: mode ?? EFFECT_MODE_ADD, value: String(value) });
    if (routed.kind === "foreign") return super.apply(actor, change);
    if (routed.kind === "none") return {};
    return super.apply(actor, { ...change, key: routed.key, value: routed.value });
  }
}
