/**
 * Initiative (RULES.md → Combat → Initiative): default roll Quickness exploding dice and add all die
 * totals; variant "web" rolls one exploding d6 + Quickness. Ties: higher Quickness, then higher Deftness.
 */
import { finite, whole } from "./guard.ts";
import type { FaceSource } from "./dice/faces.ts";
import type { DieChain } from "./dice/pool.ts";
import { MAX_POOL, rollPool } from "./dice/pool.ts";
import { diceAfterShock } from "./check/modifiers.ts";
import { initiativeTotal } from "./dice/score.ts";

/** Which initiative rule the world uses. */
export type InitiativeVariant = "book" | "web";

/** A rolled initiative. */
export interface InitiativeRoll {
  dice: DieChain[];
  total: number;
}

/** Tie-break values are clamped to this range so they cannot outweigh a point of total. */
export const INITIATIVE_TIEBREAK_LIMIT = 49;

/**
 * Dice rolled for initiative: Quickness dice (none when ≤ 0), or one die in the "web" variant; Shocked
 * X takes X of them (rulebook-de → Zustände → Geschockt: fewer dice on every roll, initiative included).
 */
export function initiativeDice(quickness: number, variant: InitiativeVariant = "book", shocked = 0): number {
  const base = variant === "web" ? 1 : Number.isFinite(quickness) ? Math.max(0, Math.trunc(quickness)) : 0;
  return diceAfterShock(Math.min(base, MAX_POOL), { shocked });
}

/**
 * The initiative total of rolled dice: the sum of die totals, plus Quickness in the "web" variant.
 */
export function initiativeFromDice(dice: readonly DieChain[], quickness: number, variant: InitiativeVariant = "book"): number {
  return initiativeTotal(dice) + (variant === "web" ? whole("quickness", quickness) : 0);
}

/** Roll initiative for a combatant with the given Quickness (and Shocked level). */
export function rollInitiative(quickness: number, source: FaceSource, variant: InitiativeVariant = "book", shocked = 0): InitiativeRoll {
  const dice = rollPool(initiativeDice(quickness, variant, shocked), source);
  return { dice, total: initiativeFromDice(dice, quickness, variant) };
}

function clampTiebreak(value: number): number {
  const v = Math.trunc(value);
  return v > INITIATIVE_TIEBREAK_LIMIT ? INITIATIVE_TIEBREAK_LIMIT : v < -INITIATIVE_TIEBREAK_LIMIT ? -INITIATIVE_TIEBREAK_LIMIT : v;
}

/**
 * One sortable number that orders by total, then Quickness, then Deftness (higher first):
 * total + Quickness/100 + Deftness/10000, with Quickness and Deftness clamped to −49…49 (so the
 * tie-breaks stay inside ±0.5 of the total and Deftness inside one Quickness step) and the result
 * rounded to 4 decimals. E.g. total 27, Quickness 4, Deftness 3 → 27.0403.
 */
export function initiativeSortValue(total: number, quickness: number, deftness: number): number {
  const value = whole("total", total, 1_000_000) + clampTiebreak(finite("quickness", quickness)) / 100 + clampTiebreak(finite("deftness", deftness)) / 10000;
  return Math.round(value * 10000) / 10000;
}

/** A combatant's initiative for sorting. */
export interface InitiativeEntry {
  total: number;
  quickness: number;
  deftness: number;
}

/** Comparator putting the combatant who acts first first (higher total, Quickness, Deftness). */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return finite("total", b.total - a.total) || finite("quickness", b.quickness - a.quickness) || finite("deftness", b.deftness - a.deftness);
}
