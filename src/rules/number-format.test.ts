/**
 * The one number format (issue 30: "33.3 %" in a German world): chances, percentages, weights and
 * prices are written in the reader's language — a decimal comma in German, a point in English.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatNumber, formatPercent, formatWholePercent } from "./number-format.ts";
import { formatWeight } from "./items/gear.ts";

describe("the number format", () => {
  it("writes a chance with a decimal comma in German and a point in English", () => {
    expect(formatPercent(1 / 3, "de")).toBe("33,3");
    expect(formatPercent(1 / 3, "en")).toBe("33.3");
    expect(formatPercent(1 / 3)).toBe("33.3");
    expect(formatPercent(0.5, "de")).toBe("50,0");
  });

  it("never says 100 unless certain nor 0 unless impossible, in either language", () => {
    expect([formatPercent(0.99999, "de"), formatPercent(0.00001, "de"), formatPercent(0, "de"), formatPercent(1, "de")]).toEqual(["99,9", "0,1", "0", "100"]);
    expect([formatPercent(0.99999, "en"), formatPercent(0.00001, "en")]).toEqual(["99.9", "0.1"]);
  });

  it("writes weights and large numbers in the language's format", () => {
    expect(formatWeight(2500, "de")).toBe("2,5 kg");
    expect(formatWeight(2500, "en")).toBe("2.5 kg");
    expect(formatWeight(1234567, "de")).toBe("1.234,57 kg");
    expect(formatNumber(2000, "de", 0)).toBe("2.000");
    expect(formatNumber(2000, "en", 0)).toBe("2,000");
    expect(formatWholePercent(0.5787, "de")).toBe("58");
  });

  it("gives a dash for what is not a number and English for a locale the runtime does not know", () => {
    expect(formatNumber(Number.NaN, "de")).toBe("–");
    expect(formatPercent(Number.NaN, "de")).toBe("–");
    expect(formatNumber(1.5, "not a locale!")).toBe("1.5");
  });

  it("writes any number, however hostile, as text: a dash for NaN, the sign for infinity, never a throw", () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom("de", "en", "xx"), (value, locale) => {
        for (const text of [formatNumber(value, locale), formatPercent(value, locale), formatWholePercent(value, locale)]) {
          expect(typeof text).toBe("string");
          expect(text).not.toMatch(/NaN|undefined/);
        }
      }),
    );
  });

  it("reads back as the same number in German (comma for point, nothing else changes)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        expect(formatPercent(p, "de")).toBe(formatPercent(p, "en").replace(".", ","));
      }),
    );
  });
});
