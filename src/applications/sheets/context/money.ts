/**
 * The character sheet's money in a world with a currency table (2026 Tirakan book, Ausrüstung →
 * Währung: Gulden, Deut, Unze, Barren). The two inputs are the stored values (whole Gulden, and
 * Deut 0–99); the coins line shows the same money broken into Barren, Unzen, Gulden and Deut; the
 * exchange row adds or pays an amount of any coin (the sheet converts it with the core's
 * `changeMoney`). Without a table (every other world book) the sheet keeps its one money input.
 */
import { breakdown, minorPerMain, totalOf, type CurrencyTable } from "../../../rules/items/currency.ts";
import { int } from "./coerce.ts";

/** The i18n key of a coin's name. */
export function coinLabel(key: string): string {
  return `PHASESIX.Currency.${key}`;
}

export interface MoneyView {
  /** The stored smaller coin (Deut). */
  minor: number;
  minorMax: number;
  mainLabel: string;
  minorLabel: string;
  /** The money as the table's coins, largest first. */
  coins: Array<{ key: string; label: string; count: number }>;
  /** The coins an amount can be given in (exchange row). */
  units: Array<{ value: string; label: string; selected: boolean }>;
}

/** The money view of a table; null without one. */
export function moneyView(table: CurrencyTable | null | undefined, main: number, minor: number): MoneyView | null {
  if (!table) return null;
  const smallest = table.denominations[table.denominations.length - 1]?.key ?? table.main;
  const total = totalOf(table, int(main), int(minor));
  return {
    minor: total % minorPerMain(table),
    minorMax: minorPerMain(table) - 1,
    mainLabel: coinLabel(table.main),
    minorLabel: coinLabel(smallest),
    coins: breakdown(table, total).map((c) => ({ key: c.key, label: coinLabel(c.key), count: c.count })),
    units: table.denominations.map((d) => ({ value: d.key, label: coinLabel(d.key), selected: d.key === table.main })),
  };
}
