/**
 * System data of a Phase Six combatant: its action economy in the current combat
 * (RULES.md → Combat). The rules live in `src/rules/combat`; this model only stores the numbers.
 */
import type { CombatantState } from "../rules/combat/index.ts";

const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** Highest number of actions a combatant can hold (bonus and destiny dice may exceed the maximum). */
export const MAX_COMBAT_ACTIONS = 20;

/** Moves remembered per combatant for their undo (the latest; Foundry clears its own history each turn). */
export const MAX_RECORDED_MOVES = 30;

function count(initial: number, max: number) {
  return new NumberField({ required: true, nullable: false, integer: true, min: 0, max, initial });
}

function combatantSchema() {
  return {
    actions: new SchemaField({
      /** Available actions (on the own turn or saved as reactions). Everyone starts with 0. */
      value: count(0, MAX_COMBAT_ACTIONS),
      /** The refresh maximum at the last refresh (the actor's actions, 0 unconscious, +1 two weapons). */
      max: count(0, MAX_COMBAT_ACTIONS),
    }),
    /** Actions stolen while none were available: lost at the next refresh. */
    pendingLoss: count(0, MAX_COMBAT_ACTIONS),
    /** Firearm attacks made directly one after the other this round (recoil steps of the next one). */
    recoil: count(0, MAX_COMBAT_ACTIONS),
    /** Actions invested in aiming for the next attack. */
    aiming: count(0, MAX_COMBAT_ACTIONS),
    /** Actions invested in an accurate attack (may span rounds). */
    accurate: count(0, MAX_COMBAT_ACTIONS),
    /** A raised shield block (lasts until lowered; halves movement). */
    shieldBlock: new BooleanField({ required: true, initial: false }),
    /** Fighting with two weapons of the same kind: +1 action at each refresh. */
    twoWeapons: new BooleanField({ required: true, initial: false }),
    /** 2026 edition: a Quick Reaction was granted at combat start (its one action is reaction-only until the first turn). */
    quickReaction: new BooleanField({ required: true, initial: false }),
    /** The combatant's first own turn has refreshed its actions in this combat (Quick Reaction ends then). */
    hadTurn: new BooleanField({ required: true, initial: false }),
    /** Token moves that spent actions this turn (Foundry's movement id, actions): an undo gives them back. */
    moves: new ArrayField(
      new SchemaField({
        id: new StringField({ required: true, nullable: false, blank: false }),
        actions: count(1, MAX_COMBAT_ACTIONS),
      }),
    ),
  };
}
export type CombatantSchema = ReturnType<typeof combatantSchema>;

/** The `base` combatant type's data model. */
export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return combatantSchema();
  }

  /** The numbers the pure action rules act on. */
  get state(): CombatantState {
    return {
      actions: this.actions.value,
      pendingLoss: this.pendingLoss,
      recoil: this.recoil,
      aiming: this.aiming,
      accurate: this.accurate,
      shieldBlock: this.shieldBlock,
    };
  }
}

/** The update data that stores a rules state on a combatant (with the refresh maximum, if given). */
export function combatantStateUpdate(state: CombatantState, max?: number): Record<string, number | boolean> {
  const update: Record<string, number | boolean> = {
    "system.actions.value": Math.min(MAX_COMBAT_ACTIONS, state.actions),
    "system.pendingLoss": Math.min(MAX_COMBAT_ACTIONS, state.pendingLoss),
    "system.recoil": Math.min(MAX_COMBAT_ACTIONS, state.recoil),
    "system.aiming": Math.min(MAX_COMBAT_ACTIONS, state.aiming),
    "system.accurate": Math.min(MAX_COMBAT_ACTIONS, state.accurate),
    "system.shieldBlock": state.shieldBlock,
  };
  if (max !== undefined) update["system.actions.max"] = Math.min(MAX_COMBAT_ACTIONS, Math.max(0, max));
  return update;
}

/** Combatant sub-types and their data models; registered into CONFIG.Combatant.dataModels. */
export const combatantDataModels = {
  base: CombatantData,
} as const;
