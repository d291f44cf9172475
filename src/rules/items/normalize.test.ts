import { describe, expect, it } from "vitest";
import { normalizeCharges, normalizeKey, normalizeNameList, normalizeProtection, normalizeWeight } from "./normalize.ts";

describe("tolerant item data", () => {
  it("reads protection as a number of normal units or as appendix letters", () => {
    expect(normalizeProtection(3)).toEqual({ normal: 3 });
    expect(normalizeProtection("N N C")).toMatchObject({ normal: 2, critical: 1, fire: 0 });
    expect(normalizeProtection({ fire: 1 })).toEqual({ fire: 1 });
  });

  it("reads charges as one number", () => {
    expect(normalizeCharges(5)).toEqual({ value: 5, max: 5 });
    expect(normalizeCharges({ value: 1, max: 5 })).toEqual({ value: 1, max: 5 });
  });

  it("reads a comma-separated list of names", () => {
    expect(normalizeNameList("Spy, Soldier ,")).toEqual(["Spy", "Soldier"]);
    expect(normalizeNameList(["Spy"])).toEqual(["Spy"]);
  });

  it("reads kilograms into grams and leaves grams alone", () => {
    expect(normalizeWeight("2.50 kg")).toBe(2500);
    expect(normalizeWeight(300)).toBe(300);
    expect(normalizeWeight("300")).toBe("300");
  });

  it("touches only keys that are present", () => {
    const source: Record<string, unknown> = { charges: 2 };
    normalizeKey(source, "charges", normalizeCharges);
    normalizeKey(source, "protection", normalizeProtection);
    expect(source).toEqual({ charges: { value: 2, max: 2 } });
  });
});
