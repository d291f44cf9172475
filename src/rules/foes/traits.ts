/**
 * Resistances and weaknesses of a foe acting on an attack against it (RULES.md → Foes). The rulebook
 * lists resistances and gives them no further wording; our reading: a resisted Fire, Poison or Shock
 * means the foe takes no Burning, Poisoned or Shocked from the attack (its wounds still count). A
 * weakness is not in the appendix; a GM may give one: the named condition, when inflicted, rises by
 * the weakness's value (an editable number, default 1). Traits without a condition (cold, magic,
 * water, light, physical damage, stealing actions) are shown to the GM, who rules them.
 */
import type { WeaponCondition } from "../items/vocabulary.ts";
import { WEAPON_CONDITIONS } from "../items/vocabulary.ts";
import type { FoeTrait } from "./statblock.ts";
import { TRAIT_CONDITION } from "./statblock.ts";
import { count } from "../guard.ts";

/** The default raise of a weakness (our reading; editable per foe). */
export const DEFAULT_WEAKNESS_VALUE = 1;

/** A foe's resistances and weaknesses as the damage step reads them. */
export interface FoeTraits {
  resistances: readonly FoeTrait[];
  weaknesses: ReadonlyArray<{ trait: FoeTrait; value: number }>;
}

/** What the traits did to the conditions of one attack. */
export interface TraitOutcome {
  conditions: Partial<Record<WeaponCondition, number>>;
  /** Conditions the attack carried that the foe resists (not applied). */
  resisted: WeaponCondition[];
  /** Conditions raised by a weakness. */
  raised: WeaponCondition[];
}

/** The conditions an attack inflicts after the defender's resistances and weaknesses. */
export function applyFoeTraits(conditions: Partial<Record<WeaponCondition, number>>, traits: FoeTraits | null | undefined): TraitOutcome {
  if (!traits) return { conditions: { ...conditions }, resisted: [], raised: [] };
  const resisted = new Set<WeaponCondition>();
  for (const trait of traits.resistances) {
    const condition = TRAIT_CONDITION[trait];
    if (condition) resisted.add(condition);
  }
  const out: Partial<Record<WeaponCondition, number>> = {};
  const outcome: TraitOutcome = { conditions: out, resisted: [], raised: [] };
  for (const condition of WEAPON_CONDITIONS) {
    const value = count(condition, conditions[condition] ?? 0);
    if (value <= 0) continue;
    if (resisted.has(condition)) {
      outcome.resisted.push(condition);
      continue;
    }
    const raise = traits.weaknesses.filter((w) => TRAIT_CONDITION[w.trait] === condition).reduce((sum, w) => sum + count("weakness", w.value), 0);
    out[condition] = count(condition, value + raise);
    if (raise > 0) outcome.raised.push(condition);
  }
  return outcome;
}
