import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { resolveGroupRoll } from "./group-roll.ts";

describe("group roll", () => {
  it("sums everyone's successes against the required count", () => {
    expect(resolveGroupRoll([2, 0, 3], 5)).toEqual({ successes: 5, required: 5, passed: true, missing: 0 });
    expect(resolveGroupRoll([{ successes: 1 }, { successes: 2 }], 4)).toEqual({ successes: 3, required: 4, passed: false, missing: 1 });
  });
  it("an empty group fails a roll that needs successes", () => {
    expect(resolveGroupRoll([], 1).passed).toBe(false);
  });
  it("property: passes exactly when the sum reaches the requirement", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10 })), fc.nat({ max: 40 }), (list, required) => {
        const sum = list.reduce((a, b) => a + b, 0);
        expect(resolveGroupRoll(list, required).passed).toBe(sum >= required);
      }),
    );
  });
});
