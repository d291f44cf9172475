/**
 * Active Effects of Phase Six. Changes whose key starts with `phasesix.` (attribute, skill, aspect,
 * knowledge: src/rules/character/effects.ts) are not written onto the actor by Foundry:
 * - on a character they are read by the derivation, like a template's modifiers, so they show in the
 *   value tooltips under the effect's name;
 * - on an NPC, whose values are typed in, they add to the typed field (npc-effects.ts).
 * Every other key is applied by Foundry as usual.
 */
import { EFFECT_MODE_ADD, readEffectChange } from "../rules/character/index.ts";
import { CharacterData } from "../data/actor/character.ts";
import { npcEffectPath } from "../data/actor/npc-effects.ts";

export class PhaseSixActiveEffect extends ActiveEffect {
  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): ReturnType<ActiveEffect["apply"]> {
    const read = readEffectChange({ key: change.key, mode: change.mode ?? EFFECT_MODE_ADD, value: String(change.value) });
    if (read.kind === "foreign") return super.apply(actor, change);
    if (read.kind === "problem" || actor.system instanceof CharacterData) return {};
    const path = npcEffectPath(read.modifier);
    if (!path) return {};
    return super.apply(actor, { ...change, key: path, value: String(read.modifier.value) });
  }
}
