import { describe, expect, it } from "vitest";
import type { ActionsInput } from "./combat-tracker-context.ts";
import { MAX_PIPS, actionsView } from "./combat-tracker-context.ts";

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
      { index: 0, filled: true, extra: false },
      { index: 1, filled: false, extra: false },
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
