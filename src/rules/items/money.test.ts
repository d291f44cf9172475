import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ERAS, WORLDS } from "../catalog/index.ts";
import { MONEY_LIMIT, currencyUnit, defaultCurrencyUnit, purchase } from "./money.ts";

describe("money", () => {
  it("pays a price from the character's money", () => {
    expect(purchase(240, 50)).toEqual({ ok: true, cost: 50, left: 190 });
    expect(purchase(240, 50, 3)).toEqual({ ok: true, cost: 150, left: 90 });
    expect(purchase(50, 50)).toEqual({ ok: true, cost: 50, left: 0 });
  });

  it("pays nothing and names the shortfall when the money is not enough", () => {
    expect(purchase(40, 50)).toEqual({ ok: false, cost: 50, shortfall: 10 });
    expect(purchase(0, 1)).toEqual({ ok: false, cost: 1, shortfall: 1 });
  });

  it("treats bad numbers as 0 and never goes negative or beyond the maximum", () => {
    expect(purchase(Number.NaN, 0)).toEqual({ ok: true, cost: 0, left: 0 });
    expect(purchase(100, -5)).toEqual({ ok: true, cost: 0, left: 100 });
    expect(purchase(100, 2.9)).toEqual({ ok: true, cost: 2, left: 98 });
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 2 * MONEY_LIMIT }), fc.integer({ min: -10, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (money, price, quantity) => {
        const result = purchase(money, price, quantity);
        if (result.ok) {
          expect(result.left).toBeGreaterThanOrEqual(0);
          expect(result.left + result.cost).toBe(Math.min(MONEY_LIMIT, Math.max(0, money)));
        } else expect(result.shortfall).toBeGreaterThan(0);
      }),
    );
  });

  it("names a unit for every world and era, the setting first", () => {
    expect(defaultCurrencyUnit("tirakan", "middleAges")).toBe("Gulden");
    expect(defaultCurrencyUnit("terra", "middleAges")).toBe("Taler");
    expect(defaultCurrencyUnit("terra", "modern")).toBe("Euro");
    for (const world of WORLDS) for (const era of ERAS) expect(defaultCurrencyUnit(world, era)).not.toBe("");
    expect(currencyUnit("  Credits ", "terra", "sciFi")).toBe("Credits");
    expect(currencyUnit("", "terra", "victorian")).toBe("Taler");
  });
});
