/**
 * Contracts between the layers: plain shapes that the data models produce and the rolls, sheets
 * and combat consume. Keep them small and stable; extend by adding optional fields.
 */
import type { AspectKey, AttributeKey, ConditionKey, SkillKey } from "./index.ts";

/** One signed change a template (or other source) makes to a character. */
export type Modifier =
  | { kind: "attribute"; key: AttributeKey; value: number }
  | { kind: "skill"; key: SkillKey; value: number }
  | { kind: "aspect"; key: AspectKey; value: number }
  /** A knowledge by name (e.g. "Accounting"); it adds the knowledge or raises it. */
  | { kind: "knowledge"; key: string; value: number };

/** The dice pools a character spends from. */
export type DicePoolKey = "bonusDice" | "rerolls" | "destinyDice";

/**
 * What an actor (character or NPC) offers to rolls, combat and sheets after prepareDerivedData.
 * Both actor data models implement `rollView(): ActorRollView`.
 */
export interface ActorRollView {
  attributes: Record<AttributeKey, number>;
  skills: Record<SkillKey, number>;
  /** Knowledge with its dice already computed (knowledge value + linked skill value). */
  knowledge: Array<{ id: string; name: string; skill: SkillKey; value: number; dice: number }>;
  /** The character's own minimum roll (lineage + templates), before difficulty and conditions. */
  minRoll: number;
  conditions: Record<ConditionKey, number>;
  /** Current (spendable) dice in each pool. */
  pools: Record<DicePoolKey, number>;
  actions: { max: number };
  evasion: number;
  health: { value: number; max: number; boosts: number };
}
