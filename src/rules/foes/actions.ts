/**
 * How a foe's action is rolled (RULES.md → Foes): the block gives its dice pool, rolled as it stands.
 * An attack goes through the attack core like a character's weapon attack — hit dice = attack skill
 * + damage potential, so the damage potential is the pool minus the skill the table gives the foe;
 * melee when it has no range beyond 2 m (reach), a ranged single attack otherwise. A check rolls the
 * pool as a Mind check (Willpower + the difference).
 */
import type { AttributeKey, SkillKey } from "../catalog/index.ts";
import type { FoeAction } from "./statblock.ts";
import { count, finite, whole } from "../guard.ts";

/** Beyond this reach (metres) an action is a ranged attack. */
export const MELEE_REACH = 2;

/** What to roll for one action of a foe with the given attributes and skills. */
export type FoeActionRoll =
  | { kind: "attack"; mode: "melee" | "single"; skill: SkillKey; damagePotential: number; range?: number; demonic: boolean }
  | { kind: "check"; attribute: AttributeKey; diceModifier: number };

/**
 * What to roll for `action` (module comment). Dice, range and the foe's values must be finite (else
 * a RangeError naming them): dice count from 0, a range below 0 is none.
 */
export function foeActionRoll(action: Pick<FoeAction, "kind" | "dice" | "range" | "demonic">, values: { attributes: Record<AttributeKey, number>; skills: Record<SkillKey, number> }): FoeActionRoll {
  const dice = count("foe action dice", action.dice);
  if (action.kind === "check") return { kind: "check", attribute: "willpower", diceModifier: dice - whole("willpower", values.attributes.willpower) };
  const range = Math.max(0, finite("foe action range", action.range));
  const ranged = range > MELEE_REACH;
  const skill: SkillKey = ranged ? "shooting" : "handToHand";
  return {
    kind: "attack",
    mode: ranged ? "single" : "melee",
    skill,
    damagePotential: dice - whole(skill, values.skills[skill]),
    ...(ranged ? { range } : {}),
    demonic: action.demonic === true,
  };
}
