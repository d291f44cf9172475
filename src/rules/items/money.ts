/**
 * Money (rulebook-de → Währung): every campaign has a currency table, prices are given in its main
 * unit, and whether money matters is up to the group. The books name examples (Euro, Dollar, Taler,
 * Gulden for Tirakan's realms, Yuan) but no currency per era, so the unit is a world setting; when it
 * is left empty, {@link defaultCurrencyUnit} gives our documented default: Gulden in Tirakan (the
 * book's example), Taler in the eras before the world wars, Euro from then on.
 *
 * {@link purchase} is the one payment rule: the character sheet's purchase on drop uses it, and any
 * other place that pays for an item should too.
 */
import type { EraKey, WorldKey } from "../catalog/index.ts";

/** Largest amount of money a character holds (the character's currency field's maximum). */
export const MONEY_LIMIT = 999_999_999;

const PRE_MODERN_ERAS: readonly EraKey[] = ["antiquity", "middleAges", "victorian"];

/** Our default main currency unit of a world and era (used while the world setting is empty). */
export function defaultCurrencyUnit(world: WorldKey, era: EraKey): string {
  if (world === "tirakan") return "Gulden";
  return PRE_MODERN_ERAS.includes(era) ? "Taler" : "Euro";
}

/** The unit to show: the world setting when it names one, else the default of world and era. */
export function currencyUnit(setting: string, world: WorldKey, era: EraKey): string {
  const unit = setting.trim();
  return unit !== "" ? unit : defaultCurrencyUnit(world, era);
}

export type Purchase = { ok: true; cost: number; left: number } | { ok: false; cost: number; shortfall: number };

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/**
 * Paying `quantity` × `price` from `money` (whole, non-negative amounts; anything else counts as 0).
 * Enough money: the money left. Not enough: nothing is paid and the shortfall says how much is missing.
 */
export function purchase(money: number, price: number, quantity = 1): Purchase {
  const have = Math.min(MONEY_LIMIT, whole(money));
  const cost = Math.min(MONEY_LIMIT + 1, whole(price) * whole(quantity));
  return cost <= have ? { ok: true, cost, left: have - cost } : { ok: false, cost, shortfall: cost - have };
}
