import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_AWARD, MAX_AWARDED, awardAmount, awardReputation } from "./builder-reputation.ts";

describe("reputation awards", () => {
  it("adds the amount to each character's awarded reputation", () => {
    expect(awardReputation([{ id: "a", name: "Ada", awarded: 3 }, { id: "b", name: "Bo", awarded: 0 }], 5)).toEqual([
      { id: "a", name: "Ada", before: 3, after: 8, gained: 5 },
      { id: "b", name: "Bo", before: 0, after: 5, gained: 5 },
    ]);
  });

  it("caps the stored total at the field's maximum and reports what was really added", () => {
    expect(awardReputation([{ id: "a", name: "Ada", awarded: MAX_AWARDED - 2 }], 5)[0]).toMatchObject({ after: MAX_AWARDED, gained: 2 });
  });

  it("accepts only whole amounts from 1 to the maximum", () => {
    expect(awardAmount("4")).toBe(4);
    expect(awardAmount(2.7)).toBe(2);
    for (const bad of [0, -3, "", "x", Number.NaN, MAX_AWARD + 1, null]) expect(awardAmount(bad)).toBeNull();
  });

  it("never lowers anyone's reputation", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: MAX_AWARDED + 10 })), fc.integer({ min: -50, max: 5000 }), (totals, amount) => {
        const awards = awardReputation(totals.map((awarded, i) => ({ id: `${i}`, name: `${i}`, awarded })), amount);
        for (const award of awards) {
          expect(award.after).toBeGreaterThanOrEqual(award.before);
          expect(award.after).toBeLessThanOrEqual(MAX_AWARDED);
          expect(award.gained).toBe(award.after - award.before);
        }
      }),
    );
  });
});
