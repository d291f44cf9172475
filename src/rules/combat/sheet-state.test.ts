import { describe, expect, it } from "vitest";
import { movementWithShieldBlock, protectionPoolEntry } from "./sheet-state.ts";

describe("protection pool on the sheet", () => {
  it("shows spent and left, never below 0 nor above the maximum", () => {
    expect(protectionPoolEntry(3, 1)).toEqual({ max: 3, spent: 1, left: 2 });
    expect(protectionPoolEntry(3, 5)).toEqual({ max: 3, spent: 3, left: 0 });
    expect(protectionPoolEntry(2, -1)).toEqual({ max: 2, spent: 0, left: 2 });
    expect(protectionPoolEntry(Number.NaN, 1)).toEqual({ max: 0, spent: 0, left: 0 });
  });
});

describe("shield block", () => {
  it("halves movement while it lasts (walk 3 m → 1.5 m, run 7 m → 3.5 m)", () => {
    expect(movementWithShieldBlock(3, true)).toBe(1.5);
    expect(movementWithShieldBlock(7, true)).toBe(3.5);
    expect(movementWithShieldBlock(7, false)).toBe(7);
  });
});
