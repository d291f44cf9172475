import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gramsFromKgInput, kgFromGrams } from "./gear.ts";

const MAX = 100_000_000;

describe("weights edited in kilograms, stored in whole grams (issue 24)", () => {
  it("gives a stored weight back unchanged after a round trip through the kg field", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (grams) => {
        // The field shows kgFromGrams; the browser submits that number (or its text) unchanged.
        expect(gramsFromKgInput(kgFromGrams(grams), MAX)).toBe(grams);
        expect(gramsFromKgInput(String(kgFromGrams(grams)), MAX)).toBe(grams);
      }),
    );
  });

  it("reads the rulebook's kilograms, with either decimal sign, into whole grams", () => {
    expect(kgFromGrams(1200)).toBe(1.2);
    expect(kgFromGrams(15)).toBe(0.015);
    expect(gramsFromKgInput(2.5, MAX)).toBe(2500);
    expect(gramsFromKgInput("0,3", MAX)).toBe(300);
    expect(gramsFromKgInput("1.20 kg", MAX)).toBe(1200);
    expect(gramsFromKgInput(0.0004, MAX)).toBe(0);
    expect(gramsFromKgInput(1.2345, MAX)).toBe(1235);
    expect(gramsFromKgInput(0, MAX)).toBe(0);
  });

  it("refuses what is no weight: empty, text, negative, not finite, above the largest weight", () => {
    for (const bad of [null, undefined, "", "heavy", "1.2.3", -0.5, "-1", Number.NaN, Number.POSITIVE_INFINITY, MAX / 1000 + 0.001]) {
      expect(gramsFromKgInput(bad, MAX)).toBeNull();
    }
    expect(gramsFromKgInput(MAX / 1000, MAX)).toBe(MAX);
  });
});
