import { describe, expect, it } from "vitest";
import { scriptedFaces } from "../dice/faces.ts";
import { holdsQuickReaction, rollQuickReaction, withQuickReaction } from "./quick-reaction.ts";
import { initialCombatantState } from "./index.ts";
import { refreshActions } from "./actions.ts";

describe("Quick Reaction (2026 combat chapter → Beginn des Kampfes)", () => {
  it("rolls Apprehension at the normal minimum roll: one success gives the Quick Reaction", () => {
    const r = rollQuickReaction({ apprehension: 3, minRoll: 5 }, scriptedFaces([2, 5, 1]));
    expect(r.successes).toBe(1);
    expect(r.granted).toBe(true);
    expect(r.dice.map((d) => d.total)).toEqual([2, 5, 1]);
  });

  it("without a success gives nothing: no actions until the first turn, as in 2025", () => {
    const r = rollQuickReaction({ apprehension: 2, minRoll: 5 }, scriptedFaces([4, 3]));
    expect(r.granted).toBe(false);
    expect(withQuickReaction(initialCombatantState(), r.granted).actions).toBe(0);
  });

  it("lets an incapacitated participant roll nothing", () => {
    expect(rollQuickReaction({ apprehension: 4, minRoll: 5, incapacitated: true }, scriptedFaces([6, 6, 6, 6]))).toEqual({ dice: [], successes: 0, granted: false });
  });

  it("gives one action before the first turn, which that turn's refresh replaces", () => {
    const before = withQuickReaction(initialCombatantState(), true);
    expect(before.actions).toBe(1);
    expect(holdsQuickReaction(true, before.actions)).toBe(true);
    const after = refreshActions(before, { max: 2, unconscious: false, twoWeapons: false });
    expect(after.actions).toBe(2);
    // a used or stolen Quick Reaction is gone
    expect(holdsQuickReaction(true, 0)).toBe(false);
  });

  it("leaves 0 actions when the GM takes it back (a re-roll that fails)", () => {
    expect(withQuickReaction({ ...initialCombatantState(), actions: 1 }, false).actions).toBe(0);
  });
});
