import { describe, expect, it } from "vitest";
import { percent, range, signed } from "./handlebars-helpers.ts";

describe("handlebars helpers", () => {
  it("signs modifiers with a real minus sign", () => {
    expect([signed(2), signed(-1), signed(0), signed("x")]).toEqual(["+2", "−1", "±0", ""]);
  });
  it("formats probabilities as percentages and never shows NaN", () => {
    expect(percent(1 / 3)).toBe("33.3 %");
    expect(percent(1)).toBe("100 %");
    expect(percent(1 / 3, "de")).toBe("33,3 %");
    expect(percent(Number.NaN)).toBe("–");
  });
  it("builds bounded ranges for pips", () => {
    expect(range(3)).toEqual([0, 1, 2]);
    expect(range(-2)).toEqual([]);
    expect(range("abc")).toEqual([]);
    expect(range(1e9)).toHaveLength(100);
  });
});
