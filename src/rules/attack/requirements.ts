/**
 * What some combat actions require (rulebook-de → Der Kampf; RULES.md → Attacks and damage), pure:
 * each function returns null when the action is allowed, else the reason it is refused — a key of
 * `PHASESIX.Requirement.<key>` in the lang files, which the UI shows where it offers the action.
 *
 * - Schilder: "Schilder können verwendet werden, wenn der Charakter eine Einhandwaffe führt."
 * - Beidhändiges Kämpfen: two weapons of the same kind, both one-handed.
 * - Waffe abstützen: "in der Regel Schusswaffen ausser Bögen"; it takes one action.
 * - K.O. Angriff: "eine stumpfe Waffe … oder zumindest … einen stumpfen Gegenstand".
 * - Coup de grâce: only against an unconscious, sleeping or Dying target.
 * - Nahkampfangriffe parieren: "eine passende Nahkampfwaffe bereithält".
 * - Magie → Konzentration: "Solange er dies tut, kann er keine anderen Zauber wirken."
 * - Der Schutzpool: "steht nur im Kampf zur Verfügung"; refilled after the combat.
 *
 * Data: a weapon's kind is its category (Waffengattung); "blunt" is the rulebook's Hiebwaffen; a
 * weapon is one-handed unless marked two-handed (the item's `twoHanded` flag, default off); "in hand"
 * is what the character carries (the item's `carried` flag), as the sheets track no hands.
 */
import type { ConditionKey } from "../catalog/index.ts";

/** Why an action is refused; the label is `PHASESIX.Requirement.<key>`. */
export type RequirementRefusal =
  | "shieldNeedsOneHandedWeapon"
  | "twoWeaponsNeedPair"
  | "cannotSupport"
  | "knockoutNeedsBlunt"
  | "coupDeGraceTarget"
  | "parryNeedsMeleeWeapon"
  | "concentrating";

/** What the requirements read of a weapon. */
export interface RequirementWeapon {
  /** The weapon's kind (Waffengattung), e.g. "blades", "blunt", "bows". */
  category: string;
  /** Wielded with both hands (heavy axes, polearms, rifles…). */
  twoHanded: boolean;
  /** It can attack in melee. */
  melee: boolean;
  /** Its attack skill is Shooting (a firearm or bow). */
  shooting: boolean;
  /** Carried by the character (off: stored elsewhere, not at hand). */
  carried?: boolean;
}

/** Actions it takes to support a weapon (Waffe abstützen: "Das Abstützen dauert eine Aktion"). */
export const SUPPORT_ACTIONS = 1;

const atHand = (weapons: readonly RequirementWeapon[]) => weapons.filter((w) => w.carried !== false);

/** A shield needs a one-handed weapon at hand (Schilder). */
export function shieldRefusal(weapons: readonly RequirementWeapon[]): RequirementRefusal | null {
  return atHand(weapons).some((w) => !w.twoHanded) ? null : "shieldNeedsOneHandedWeapon";
}

/** Two-weapon fighting needs two one-handed weapons of the same kind at hand (Beidhändiges Kämpfen). */
export function twoWeaponsRefusal(weapons: readonly RequirementWeapon[]): RequirementRefusal | null {
  const counts = new Map<string, number>();
  for (const w of atHand(weapons)) if (!w.twoHanded) counts.set(w.category, (counts.get(w.category) ?? 0) + 1);
  return [...counts.values()].some((n) => n >= 2) ? null : "twoWeaponsNeedPair";
}

/** A weapon can be supported when it shoots and is no bow (Waffe abstützen). */
export function supportRefusal(weapon: RequirementWeapon | null): RequirementRefusal | null {
  return weapon && weapon.shooting && weapon.category !== "bows" ? null : "cannotSupport";
}

/** A K.O. attack needs a blunt weapon (K.O. Angriff); unarmed attacks and other weapons are refused. */
export function knockoutRefusal(weapon: RequirementWeapon | null): RequirementRefusal | null {
  return weapon && weapon.category === "blunt" ? null : "knockoutNeedsBlunt";
}

/**
 * A coup de grâce needs an unconscious, sleeping or Dying target (Coup de grâce). Sleeping is no
 * condition of the system: the caller says whether the GM vouches for it.
 */
export function coupDeGraceRefusal(conditions: Partial<Record<ConditionKey, number>>, sleeping = false): RequirementRefusal | null {
  const level = (key: ConditionKey) => conditions[key] ?? 0;
  return sleeping || level("unconscious") > 0 || level("dying") > 0 ? null : "coupDeGraceTarget";
}

/** Parrying needs a melee weapon at hand (Nahkampfangriffe parieren). */
export function parryRefusal(weapons: readonly RequirementWeapon[]): RequirementRefusal | null {
  return atHand(weapons).some((w) => w.melee) ? null : "parryNeedsMeleeWeapon";
}

/** A caster concentrating on a spell cannot cast another one (Konzentration). */
export function castRefusal(concentratingOn: number): RequirementRefusal | null {
  return concentratingOn > 0 ? "concentrating" : null;
}

/** The protection pool is used only in combat (Der Schutzpool); outside, the GM judges armour. */
export function protectionPoolApplies(inCombat: boolean): boolean {
  return inCombat;
}
