import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { clampInt, flag, int, list, oneOf, record, text } from "./coerce.ts";

describe("coercion for sheets", () => {
  it("turns anything into a finite integer", () => {
    expect(int(3.9)).toBe(3);
    expect(int("7")).toBe(7);
    expect(int(" ")).toBe(0);
    expect(int(null, 5)).toBe(5);
    expect(int(Number.NaN)).toBe(0);
    expect(int(Infinity)).toBe(0);
    fc.assert(fc.property(fc.anything(), (value) => Number.isFinite(int(value))));
  });

  it("reads strings, flags, records, lists and keys defensively", () => {
    expect(text(5)).toBe("5");
    expect(text({})).toBe("");
    expect(flag("true")).toBe(true);
    expect(flag(1)).toBe(false);
    expect(record([1])).toEqual({});
    expect(list("a")).toEqual([]);
    expect(oneOf("b", ["a", "b"] as const, "a")).toBe("b");
    expect(oneOf("z", ["a", "b"] as const, "a")).toBe("a");
    expect(clampInt("12", 0, 10)).toBe(10);
  });
});
