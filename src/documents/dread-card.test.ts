import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dreadCardContext } from "./dread-card.ts";

const t = (key: string, data?: Record<string, string>): string => (data ? `${key} ${JSON.stringify(data)}` : key);

describe("the dread card never shows NaN (issue 32 → hostile numbers)", () => {
  it("shows a hostile Resistance, total or duration as whole finite numbers", () => {
    fc.assert(
      fc.property(fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -3, 2.5), (bad) => {
        const context = dreadCardContext("Mara", { dice: [bad, 2, 3], total: bad, effect: "fear", durationDie: bad, hours: bad }, true, bad, t);
        expect(JSON.stringify(context)).not.toMatch(/NaN|Infinity|null/);
        expect(context.dice.every(Number.isFinite)).toBe(true);
        expect(Number.isFinite(context.total)).toBe(true);
      }),
      { seed: 32 },
    );
    expect(dreadCardContext("Mara", { dice: [1, 2, 3], total: 6, effect: "fear", durationDie: 4, hours: 3 }, true, 1, t).durationDie).toBe('PHASESIX.Dread.Card.DurationDie {"die":"4","resistance":"1"}');
  });
});
