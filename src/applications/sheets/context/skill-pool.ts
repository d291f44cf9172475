/**
 * What a skill rolls, for the sheets (issue 24: "a skill shows the pool it rolls"): the dice and the
 * min roll of a plain check of that skill as the core prepares it for the roll dialog
 * (`prepareCheck`: the skill value — its base attribute plus every modifier — and the conditions that
 * change this kind of roll), so the sheet and the dialog never disagree.
 */
import type { ActorRollView, SkillKey } from "../../../rules/catalog/index.ts";
import { prepareCheck } from "../../../rules/roll-request/index.ts";
import type { Localize } from "./localize.ts";

export interface SkillPoolView {
  /** Dice the skill rolls (never below 0). */
  dice: number;
  minRoll: number;
  /** "Rolls 3 dice at 5+" (the value's accessible name and tooltip). */
  text: string;
  /** A condition changes the dice or the min roll of this skill (the sheet marks it). */
  changed: boolean;
}

/** The pool a check of `key` rolls for the actor `view`. */
export function skillPool(view: ActorRollView, key: SkillKey, t: Localize): SkillPoolView {
  const check = prepareCheck(view, "skill", key);
  const dice = Math.max(0, check.dice);
  const conditions = check.conditions.map((c) => t(`PHASESIX.Condition.${c.key}`)).join(", ");
  const text = t("PHASESIX.Sheet.SkillPool.Rolls", { dice, min: check.minRoll });
  return {
    dice,
    minRoll: check.minRoll,
    text: conditions ? `${text} (${t("PHASESIX.Sheet.SkillPool.With", { conditions })})` : text,
    changed: check.conditions.length > 0,
  };
}

/** The view when it holds everything a roll reads (the NPC sheet's input may be partial), else null. */
export function checkableView(view: Partial<ActorRollView> | undefined): ActorRollView | null {
  if (!view) return null;
  const { attributes, skills, knowledge, minRoll, conditions, pools, actions, evasion, health } = view;
  if (!attributes || !skills || !knowledge || minRoll === undefined || !conditions || !pools || !actions || evasion === undefined || !health) return null;
  return { attributes, skills, knowledge, minRoll, conditions, pools, actions, evasion, health };
}
