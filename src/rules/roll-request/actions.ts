/**
 * What can be done with a check after it was rolled (RULES.md → Dice): add a bonus die, add a
 * destiny die, reroll (spends a reroll), reroll with a destiny die. Each costs one from the actor's
 * matching pool; a reroll needs dice to re-roll (a roll with no dice cannot be re-rolled into a
 * success). Pure: the chat card shows each action enabled or disabled with the reason.
 */
import type { DicePoolKey } from "../catalog/index.ts";

export type RollAction = "bonusDie" | "destinyDie" | "reroll" | "destinyReroll";
export const ROLL_ACTIONS: readonly RollAction[] = ["bonusDie", "destinyDie", "reroll", "destinyReroll"];

/** The pool each action spends from. */
export const ACTION_POOL: Record<RollAction, DicePoolKey> = {
  bonusDie: "bonusDice",
  destinyDie: "destinyDice",
  reroll: "rerolls",
  destinyReroll: "destinyDice",
};

/** Why an action is not available: an i18n key under PHASESIX.Chat.Disabled. */
export type DisabledReason = "NoPermission" | "EmptyPool" | "NoDice" | "NoActor";

export interface ActionState {
  action: RollAction;
  pool: DicePoolKey;
  /** Dice left in the pool (undefined without an actor). */
  left: number | undefined;
  enabled: boolean;
  reason?: DisabledReason;
}

/**
 * The state of every action for a viewer. `pools` is the actor's current pools (undefined when the
 * actor is gone), `diceInRoll` the number of dice (normal + destiny) the roll holds now, `canAct`
 * whether the viewer is the roll's owner or a GM.
 */
export function actionStates(pools: Record<DicePoolKey, number> | undefined, diceInRoll: number, canAct: boolean): ActionState[] {
  return ROLL_ACTIONS.map((action) => {
    const pool = ACTION_POOL[action];
    const left = pools?.[pool];
    const base = { action, pool, left };
    if (!canAct) return { ...base, enabled: false, reason: "NoPermission" };
    if (left === undefined) return { ...base, enabled: false, reason: "NoActor" };
    if (left <= 0) return { ...base, enabled: false, reason: "EmptyPool" };
    if ((action === "reroll" || action === "destinyReroll") && diceInRoll <= 0) return { ...base, enabled: false, reason: "NoDice" };
    return { ...base, enabled: true };
  });
}
