import { describe, expect, it } from "vitest";
import { actionsWhileIncapacitated, incapacitated, reactionRefusal } from "./reactions.ts";

describe("reactions", () => {
  it("a participant with a saved action may react once to an action", () => {
    expect(reactionRefusal({ actions: 1, reactedToThisAction: false })).toBeNull();
    expect(reactionRefusal({ actions: 3, reactedToThisAction: true })).toBe("alreadyReacted");
  });

  it("Dying means no reactions, whatever the Unconscious counter and saved actions say", () => {
    expect(reactionRefusal({ actions: 2, reactedToThisAction: false, conditions: { dying: 1, unconscious: 0 } })).toBe("dying");
    expect(reactionRefusal({ actions: 2, reactedToThisAction: false, conditions: { unconscious: 1 } })).toBe("unconscious");
  });

  it("no saved action, no reaction (in a combat)", () => {
    expect(reactionRefusal({ actions: 0, reactedToThisAction: false })).toBe("noAction");
  });

  it("Dying means 0 actions", () => {
    expect(incapacitated({ dying: 2 })).toBe(true);
    expect(actionsWhileIncapacitated(2, { dying: 1 })).toBe(0);
    expect(actionsWhileIncapacitated(2, {})).toBe(2);
  });
});
