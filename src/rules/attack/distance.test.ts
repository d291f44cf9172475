import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { attackDistance } from "./distance.ts";
import { rangeBand } from "./min-roll.ts";

describe("the distance the range rule reads", () => {
  it("is the distance across the map when both stand at the same height", () => {
    expect(attackDistance(25)).toBe(25);
    expect(attackDistance(25, 0)).toBe(25);
    expect(attackDistance(0, 0)).toBe(0);
  });

  it("counts the difference in height as the other leg of a right triangle (a shooter on a roof 30 m up, 40 m away: 50 m)", () => {
    expect(attackDistance(40, 30)).toBe(50);
    expect(attackDistance(40, -30)).toBe(50);
    expect(attackDistance(0, 12)).toBe(12);
  });

  it("moves a target out of a weapon's range band by height alone (30 m range: 25 m across, 20 m below is far)", () => {
    expect(rangeBand(attackDistance(25), 30)).toBe("normal");
    expect(rangeBand(attackDistance(25, 20), 30)).toBe("far");
  });

  it("is never shorter than either leg and never longer than their sum", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (across, height) => {
        const d = attackDistance(across, height);
        expect(d).toBeGreaterThanOrEqual(Math.max(across, Math.abs(height)) - 1e-9);
        expect(d).toBeLessThanOrEqual(across + Math.abs(height) + 1e-9);
      }),
    );
  });

  it("refuses what is no distance with a RangeError", () => {
    expect(() => attackDistance(-1)).toThrow(RangeError);
    expect(() => attackDistance(Number.NaN)).toThrow(RangeError);
    expect(() => attackDistance(5, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
