import { describe, expect, it } from "vitest";
import { actionsView, type ActionsInput } from "./combat-tracker-context.ts";

const base: ActionsInput = { combatantId: "c1", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 0, destinyDice: 0, canStealFromSomeone: false };

describe("the tracker's Quick Reaction pip (2026 combat chapter → Beginn des Kampfes)", () => {
  it("shows a held Quick Reaction as its own pip state, not as an ordinary reaction", () => {
    const view = actionsView({ ...base, quickReaction: true });
    expect(view.pips.map((p) => p.state)).toEqual(["quickReaction", "spent"]);
    expect(view.pips[0].label).toBe("PHASESIX.Combat.Pip.quickReaction");
  });

  it("shows an ordinary reaction without one (2025, or after the first turn)", () => {
    expect(actionsView(base).pips.map((p) => p.state)).toEqual(["reaction", "spent"]);
  });
});
