import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scriptedFaces } from "./dice/faces.ts";
import { compareInitiative, initiativeDice, initiativeSortValue, rollInitiative } from "./initiative.ts";
import type { InitiativeEntry } from "./initiative.ts";

describe("initiative", () => {
  it("the rogue with Quickness 4 rolls 4,5,1,17 for 27", () => {
    const roll = rollInitiative(4, scriptedFaces([4, 5, 1, 6, 6, 5]));
    expect(roll.dice.map((d) => d.total)).toEqual([4, 5, 1, 17]);
    expect(roll.total).toBe(27);
  });

  it("variant web rolls one exploding die and adds Quickness", () => {
    expect(initiativeDice(4, "web")).toBe(1);
    expect(rollInitiative(4, scriptedFaces([6, 2]), "web").total).toBe(12);
  });

  it("Quickness 0 or less rolls no dice in the book rule", () => {
    expect(initiativeDice(0)).toBe(0);
    expect(rollInitiative(-1, scriptedFaces([])).total).toBe(0);
  });

  it("sort value: 27 with Quickness 4 and Deftness 3 is 27.0403", () => {
    expect(initiativeSortValue(27, 4, 3)).toBe(27.0403);
  });

  it("ties go to higher Quickness, then higher Deftness", () => {
    expect(initiativeSortValue(10, 3, 1)).toBeGreaterThan(initiativeSortValue(10, 2, 9));
    expect(initiativeSortValue(10, 3, 2)).toBeGreaterThan(initiativeSortValue(10, 3, 1));
    expect(initiativeSortValue(11, -5, -5)).toBeGreaterThan(initiativeSortValue(10, 49, 49));
  });

  const entry = fc.record({
    total: fc.integer({ min: -20, max: 200 }),
    quickness: fc.integer({ min: -49, max: 49 }),
    deftness: fc.integer({ min: -49, max: 49 }),
  });

  it("property: the sort value orders exactly like total, then Quickness, then Deftness", () => {
    fc.assert(
      fc.property(entry, entry, (a: InitiativeEntry, b: InitiativeEntry) => {
        const byValue = Math.sign(initiativeSortValue(b.total, b.quickness, b.deftness) - initiativeSortValue(a.total, a.quickness, a.deftness));
        expect(byValue).toBe(Math.sign(compareInitiative(a, b)));
      }),
    );
  });

  it("property: out-of-range tie-breaks never outweigh a point of total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (total, q, d) => {
        const v = initiativeSortValue(total, q, d);
        expect(v).toBeGreaterThan(total - 0.5);
        expect(v).toBeLessThan(total + 0.5);
      }),
    );
  });
});
