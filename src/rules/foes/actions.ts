/**
 * How a foe's action is rolled (RULES.md → Foes): the block gives its dice pool, rolled as it stands.
 * An attack goes through the attack core like a character's weapon attack — hit dice = attack skill
 * + damage potential, so the damage potential is the pool minus the skill the table gives the foe;
 * melee when it has no range beyond 2 m (reach), a ranged single attack otherwise. A check rolls the
 * pool as a Mind check (Willpower + the difference).
 */
import type { AttributeKey, SkillKey } from "../catalog/index.ts";
import type { FoeAction } from "./statblock.ts";

/** Beyond this reach (metres) an action is a ranged attack. */
export const MELEE_REACH = 2;

/** What to roll for one action of a foe with the given attributes and skills. */
export type FoeActionRoll =
  | { kind: "attack"; mode: "melee" | "single"; skill: SkillKey; damagePotential: number; range?: number; demonic: boolean }
  | { kind: "check"; attribute: AttributeKey; diceModifier: number };

export function foeActionRoll(action: Pick<FoeAction, "kind" | "dice" | "range" | "demonic">, values: { attributes: Record<AttributeKey, number>; skills: Record<SkillKey, number> }): FoeActionRoll {
  const dice = Math.max(0, Math.trunc(action.dice));
  if (action.kind === "check") return { kind: "check", attribute: "willpower", diceModifier: dice - values.attributes.willpower };
  const ranged = action.range > MELEE_REACH;
  const skill: SkillKey = ranged ? "shooting" : "handToHand";
  return {
    kind: "attack",
    mode: ranged ? "single" : "melee",
    skill,
    damagePotential: dice - values.skills[skill],
    ...(ranged ? { range: action.range } : {}),
    demonic: action.demonic,
  };
}
