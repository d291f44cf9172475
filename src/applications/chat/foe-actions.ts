/**
 * What the attack card reads of a foe (RULES.md → Foes): an action of its block as the card's weapon
 * (wounds, piercing, conditions, demonic), and the resistances and weaknesses the damage step applies.
 */
import { FoeData } from "../../data/actor/foe.ts";
import type { CardWeapon, SpecialAttack } from "../../rules/attack/card.ts";
import type { FoeTraits } from "../../rules/foes/index.ts";
import { MELEE_REACH } from "../../rules/foes/index.ts";
import type { WeaponCondition } from "../../rules/items/vocabulary.ts";
import { WEAPON_CONDITIONS } from "../../rules/items/vocabulary.ts";

/** The foe data of an actor, or null for anyone else. */
export function foeDataOf(actor: Actor.Implementation | null | undefined): FoeData | null {
  const system: unknown = actor?.system;
  return system instanceof FoeData ? system : null;
}

/** A foe's resistances and weaknesses; null for anyone else. */
export function foeTraitsOf(actor: Actor.Implementation): FoeTraits | null {
  return foeDataOf(actor)?.traits() ?? null;
}

/** The card weapon of a foe's action called `name`; null when the actor is no foe or has no such action. */
export function foeCardWeapon(actor: Actor.Implementation, name: string, melee: boolean, special: SpecialAttack): CardWeapon | null {
  const action = foeDataOf(actor)?.statblock.actions.find((a) => a.name === name && a.kind === "attack");
  if (!action) return null;
  const conditions: Partial<Record<WeaponCondition, number>> = {};
  for (const key of WEAPON_CONDITIONS) {
    const value = action.conditions[key] ?? 0;
    if (value > 0) conditions[key] = value;
  }
  return { name, wounds: action.wounds, piercing: action.piercing, conditions, melee, special, ...(action.demonic ? { demonic: true } : {}) };
}

/** A foe's melee attack actions (reach up to 2 m), which it can parry with: index, name and dice. */
export function foeParryActions(actor: Actor.Implementation): Array<{ index: number; name: string; dice: number }> {
  const actions = foeDataOf(actor)?.statblock.actions ?? [];
  return actions.flatMap((a, index) => (a.kind === "attack" && a.range <= MELEE_REACH ? [{ index, name: a.name, dice: a.dice }] : []));
}
