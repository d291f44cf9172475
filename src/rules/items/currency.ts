/**
 * Currency tables (2026 rulebook, chapter Ausrüstung → Währung). The Tirakan book names the Asgoran
 * system, valid nearly everywhere in Tirakan's realms: prices are in Gulden; 1 Gulden = 100 Deut;
 * 250 Gulden buy one golden Unze; 4 Unzen make one Barren. Every other book (and the 2025 edition)
 * assigns a currency table per campaign with one main unit and names no sub-units: there the table
 * is null and the world's currency unit setting names the one unit (money.ts).
 *
 * A character stores money as whole main units (Gulden, `system.currency`) plus the smaller coin
 * (Deut, `system.currencyMinor`, 0–99). All arithmetic here is in the smallest unit, whole numbers.
 */
import { MONEY_LIMIT } from "./money.ts";

/** One denomination: its key (i18n `PHASESIX.Currency.<key>`) and its worth in the table's smallest unit. */
export interface Denomination {
  key: string;
  /** Worth in the smallest unit (Deut: 1, Gulden: 100, Unze: 25,000, Barren: 100,000). */
  value: number;
}

/** A currency table: its denominations, largest first, and which of them prices are given in. */
export interface CurrencyTable {
  key: string;
  /** Largest first; the last one is the smallest unit (value 1). */
  denominations: readonly Denomination[];
  /** The main unit: prices and the stored `currency` count in it. */
  main: string;
}

/** The Asgoran currency of the Tirakan book (Ausrüstung → Währung). */
export const ASGORAN_CURRENCY: CurrencyTable = {
  key: "asgoran",
  denominations: [
    { key: "barren", value: 4 * 250 * 100 },
    { key: "unze", value: 250 * 100 },
    { key: "gulden", value: 100 },
    { key: "deut", value: 1 },
  ],
  main: "gulden",
};

/** The worth of one unit in the smallest one; RangeError for a key the table does not have. */
export function unitValue(table: CurrencyTable, key: string): number {
  const found = table.denominations.find((d) => d.key === key);
  if (!found) throw new RangeError(`currency: "${key}" is no unit of the ${table.key} table`);
  return found.value;
}

/** How many smallest units make one main unit (Gulden: 100 Deut). */
export function minorPerMain(table: CurrencyTable): number {
  return unitValue(table, table.main);
}

/** The largest amount a character holds, in the smallest unit (the stored fields' limits). */
export function moneyLimitOf(table: CurrencyTable): number {
  return MONEY_LIMIT * minorPerMain(table) + minorPerMain(table) - 1;
}

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/** A character's money (whole main units + the smaller coin) in the smallest unit. */
export function totalOf(table: CurrencyTable, main: number, minor: number): number {
  const per = minorPerMain(table);
  return Math.min(moneyLimitOf(table), whole(main) * per + Math.min(per - 1, whole(minor)));
}

/** A total in the smallest unit as the stored pair: whole main units and the rest (0 … per − 1). */
export function storedOf(table: CurrencyTable, total: number): { main: number; minor: number } {
  const per = minorPerMain(table);
  const t = Math.min(moneyLimitOf(table), whole(total));
  return { main: Math.floor(t / per), minor: t % per };
}

/**
 * A total broken into the table's coins, largest first (1,023 Gulden 50 Deut → 1 Barren, 0 Unzen,
 * 23 Gulden, 50 Deut). Every denomination is listed, zeros included.
 */
export function breakdown(table: CurrencyTable, total: number): Array<{ key: string; count: number }> {
  let rest = whole(total);
  return table.denominations.map((d) => {
    const count = Math.floor(rest / d.value);
    rest -= count * d.value;
    return { key: d.key, count };
  });
}

/** The result of changing money by an amount of one unit. */
export type MoneyChange = { ok: true; main: number; minor: number } | { ok: false; shortfall: number };

/**
 * Money after adding (`sign` 1) or paying (`sign` −1) `amount` of `unit` (e.g. 3 Unzen), as the stored
 * pair. Paying more than there is changes nothing and says the shortfall in the smallest unit.
 * RangeError for an unknown unit.
 */
export function changeMoney(table: CurrencyTable, money: { main: number; minor: number }, amount: number, unit: string, sign: 1 | -1): MoneyChange {
  const delta = whole(amount) * unitValue(table, unit);
  const have = totalOf(table, money.main, money.minor);
  if (sign < 0 && delta > have) return { ok: false, shortfall: delta - have };
  return { ok: true, ...storedOf(table, sign < 0 ? have - delta : have + delta) };
}
