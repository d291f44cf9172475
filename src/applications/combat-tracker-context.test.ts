import { describe, expect, it } from "vitest";
import type { ActionsInput } from "./combat-tracker-context.ts";
import { MAX_PIPS, actionsView, isOpponent } from "./combat-tracker-context.ts";

const input = (patch: Partial<ActionsInput> = {}): ActionsInput => ({
  combatantId: "c",
  actions: 1,
  max: 2,
  pendingLoss: 0,
  isOwner: true,
  active: false,
  started: true,
  bonusDice: 1,
  destinyDice: 1,
  canStealFromSomeone: true,
  ...patch,
});

describe("the tracker's action pips", () => {
  it("draws one pip per maximum action, filled for each available one", () => {
    expect(actionsView(input()).pips).toEqual([
      { index: 0, filled: true, extra: false, state: "reaction", label: "PHASESIX.Combat.Pip.reaction" },
      { index: 1, filled: false, extra: false, state: "spent", label: "PHASESIX.Combat.Pip.spent" },
    ]);
  });

  it("draws extra pips for actions beyond the maximum", () => {
    const pips = actionsView(input({ actions: 3, max: 2 })).pips;
    expect(pips.map((p) => [p.filled, p.extra])).toEqual([
      [true, false],
      [true, false],
      [true, true],
    ]);
  });

  it("draws no pips for an unconscious combatant without actions, and never more than the cap", () => {
    expect(actionsView(input({ actions: 0, max: 0 })).pips).toEqual([]);
    expect(actionsView(input({ actions: 50, max: 2 })).pips).toHaveLength(MAX_PIPS);
  });

  it("lets only owners act, and only once the combat has started", () => {
    expect(actionsView(input({ isOwner: false }))).toMatchObject({ canSpend: false, showButtons: false, canBuy: false, canSteal: false });
    expect(actionsView(input({ started: false }))).toMatchObject({ canSpend: false, showButtons: false });
    expect(actionsView(input())).toMatchObject({ canSpend: true, showButtons: true, canBuy: true, canSteal: true });
  });

  it("disables buying without a bonus die and stealing without a destiny die or a target", () => {
    expect(actionsView(input({ bonusDice: 0 })).canBuy).toBe(false);
    expect(actionsView(input({ destinyDice: 0 })).canSteal).toBe(false);
    expect(actionsView(input({ canStealFromSomeone: false })).canSteal).toBe(false);
  });

  it("says on the steal control why it is greyed out: no destiny die, nobody fighting, or only allies", () => {
    expect(actionsView(input()).stealHint).toBe("PHASESIX.Combat.Actions.StealHint");
    expect(actionsView(input({ destinyDice: 0 })).stealHint).toBe("PHASESIX.Combat.Actions.StealNoDestinyDie");
    expect(actionsView(input({ canStealFromSomeone: false })).stealHint).toBe("PHASESIX.Combat.Actions.StealNobody");
    expect(actionsView(input({ canStealFromSomeone: false, onlyAllies: true })).stealHint).toBe("PHASESIX.Combat.Actions.StealOnlyAllies");
  });

  it("offers spending only with an action left", () => {
    expect(actionsView(input({ actions: 0 })).canSpend).toBe(false);
  });

  it("shows badges for recoil, aiming, accurate attack, shield block and two weapons, only when active", () => {
    expect(actionsView(input()).badges).toEqual([]);
    const view = actionsView(input({ recoil: 2, aimingBonus: 4, accurate: 1, shieldBlock: true, twoWeapons: true }));
    expect(view.badges.map((b) => [b.key, b.value, b.label])).toEqual([
      ["recoil", "2", "PHASESIX.Combat.Badge.recoil"],
      ["aiming", "4", "PHASESIX.Combat.Badge.aiming"],
      ["accurate", "1", "PHASESIX.Combat.Badge.accurate"],
      ["shieldBlock", "", "PHASESIX.Combat.Badge.shieldBlock"],
      ["twoWeapons", "", "PHASESIX.Combat.Badge.twoWeapons"],
    ]);
  });
});

describe("the tracker says what each pip is and offers labelled controls", () => {
  it("an available action on the own turn, a saved reaction off it, a spent one", () => {
    expect(actionsView(input({ active: true, actions: 1 })).pips.map((p) => p.state)).toEqual(["available", "spent"]);
    expect(actionsView(input({ active: false, actions: 2 })).pips.map((p) => p.state)).toEqual(["reaction", "reaction"]);
    expect(actionsView(input({ active: true })).spendLabel).toBe("PHASESIX.Combat.Actions.SpendAction");
    expect(actionsView(input({ active: false })).spendLabel).toBe("PHASESIX.Combat.Actions.SpendReaction");
  });

  it("offers giving back only below the maximum", () => {
    expect(actionsView(input({ actions: 1, max: 2 })).canGiveBack).toBe(true);
    expect(actionsView(input({ actions: 2, max: 2 })).canGiveBack).toBe(false);
    expect(actionsView(input({ isOwner: false, actions: 0 })).canGiveBack).toBe(false);
  });

  it("lists aim, accurate attack, the shield block and two weapons in the options menu, for owners in a running combat", () => {
    expect(actionsView(input({ actions: 2 })).options.map((o) => [o.action, o.disabled])).toEqual([
      ["aim", false],
      ["accurate", false],
      ["raiseShield", false],
      ["twoWeaponsOn", false],
    ]);
    expect(actionsView(input({ actions: 1, shieldBlock: true, twoWeapons: true })).options.map((o) => [o.action, o.disabled])).toEqual([
      ["aim", false],
      ["accurate", false],
      ["lowerShield", false],
      ["twoWeaponsOff", false],
    ]);
    // Raising the shield block costs 2 actions; aiming and accuracy 1.
    expect(actionsView(input({ actions: 0 })).options.filter((o) => o.disabled).map((o) => o.action)).toEqual(["aim", "accurate", "raiseShield"]);
    expect(actionsView(input({ isOwner: false })).options).toEqual([]);
  });
});

describe("isOpponent: whom the steal dialog lists", () => {
  it("lists combatants of another disposition, never allies", () => {
    const FRIENDLY = 1;
    const HOSTILE = -1;
    const NEUTRAL = 0;
    expect(isOpponent(FRIENDLY, HOSTILE)).toBe(true);
    expect(isOpponent(FRIENDLY, NEUTRAL)).toBe(true);
    expect(isOpponent(FRIENDLY, FRIENDLY)).toBe(false);
    expect(isOpponent(HOSTILE, HOSTILE)).toBe(false);
  });

  it("lists everyone when a disposition is unknown (no token)", () => {
    expect(isOpponent(null, 1)).toBe(true);
    expect(isOpponent(1, null)).toBe(true);
  });
});
