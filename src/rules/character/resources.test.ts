import { describe, expect, it } from "vitest";
import { noConditions } from "./defaults.ts";
import { addBoost, addCondition, gainStress, heal, isDying, removeCondition, restorePool, setCondition, spendPool, stabilize, stabilizes, takeWounds } from "./resources.ts";
import type { ResourceLimits, ResourceState } from "./types.ts";

const limits: ResourceLimits = { maxHealth: 10, pools: { bonusDice: 2, rerolls: 2, destinyDice: 0 }, maxArcana: 3, maxStress: 8 };

function state(partial: Partial<ResourceState> = {}): ResourceState {
  return { wounds: 0, boosts: 0, poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, arcanaSpent: 0, stress: 0, ticks: 0, conditions: noConditions(), ...partial };
}

describe("takeWounds", () => {
  it("takes boosts first, then health", () => {
    const after = takeWounds(state({ boosts: 2 }), limits, 3);
    expect(after.boosts).toBe(0);
    expect(after.wounds).toBe(1);
  });

  it("sets Dying 1 and removes every other condition when health and boosts reach 0", () => {
    const before = state({ wounds: 8, conditions: { ...noConditions(), bleeding: 2, shocked: 1, hunkered: 1 } });
    const after = takeWounds(before, limits, 5);
    expect(after.wounds).toBe(10);
    expect(after.conditions).toEqual({ ...noConditions(), dying: 1 });
    expect(before.conditions.bleeding).toBe(2);
  });

  it("does not make a character with boosts left dying", () => {
    const after = takeWounds(state({ wounds: 9, boosts: 2 }), limits, 2);
    expect(after.boosts).toBe(0);
    expect(after.wounds).toBe(9);
    expect(after.conditions.dying).toBe(0);
  });

  it("raises Dying by further wounds, up to death at 6", () => {
    const dying = state({ wounds: 10, conditions: { ...noConditions(), dying: 2 } });
    expect(takeWounds(dying, limits, 2).conditions.dying).toBe(4);
    expect(takeWounds(dying, limits, 9).conditions.dying).toBe(6);
  });

  it("ignores zero and negative wounds", () => {
    expect(takeWounds(state({ wounds: 3 }), limits, -4).wounds).toBe(3);
  });
});

describe("heal and boosts", () => {
  it("heals wounds but never below 0 and never ends Dying (only stabilising does)", () => {
    const after = heal(state({ wounds: 10, conditions: { ...noConditions(), dying: 2 } }), limits, 3);
    expect(after.wounds).toBe(7);
    expect(after.conditions.dying).toBe(2);
    expect(heal(state({ wounds: 2 }), limits, 5).wounds).toBe(0);
  });

  it("stabilises Dying only with successes ≥ its counter in one roll", () => {
    const dying3 = state({ wounds: 10, conditions: { ...noConditions(), dying: 3, bleeding: 0 } });
    expect([0, 1, 2, 3, 4].map((n) => stabilizes(3, n))).toEqual([false, false, false, true, true]);
    expect(stabilize(dying3, 2).conditions.dying).toBe(3);
    expect(stabilize(dying3, 3).conditions.dying).toBe(0);
    expect(stabilize(dying3, 3).wounds).toBe(10);
    expect(dying3.conditions.dying).toBe(3);
    // not dying, or dead: nothing to stabilise
    expect(stabilizes(0, 5)).toBe(false);
    expect(stabilizes(6, 9)).toBe(false);
    expect(stabilize(state({ conditions: { ...noConditions(), dying: 6 } }), 9).conditions.dying).toBe(6);
    expect([0, 1, 5, 6].map(isDying)).toEqual([false, true, true, false]);
  });

  it("adds boosts that are not healed", () => {
    const boosted = addBoost(state(), 2);
    expect(boosted.boosts).toBe(2);
    expect(heal(boosted, limits, 5).boosts).toBe(2);
  });
});

describe("dice pools", () => {
  it("spends dice while the pool has them and refuses when empty", () => {
    const once = spendPool(state(), limits, "bonusDice");
    expect(once?.poolsSpent.bonusDice).toBe(1);
    const twice = once && spendPool(once, limits, "bonusDice");
    expect(twice?.poolsSpent.bonusDice).toBe(2);
    expect(twice && spendPool(twice, limits, "bonusDice")).toBeNull();
    expect(spendPool(state(), limits, "destinyDice")).toBeNull();
  });

  it("restores dice up to the maximum", () => {
    expect(restorePool(state({ poolsSpent: { bonusDice: 2, rerolls: 0, destinyDice: 0 } }), "bonusDice", 5).poolsSpent.bonusDice).toBe(0);
  });
});

describe("stress", () => {
  it("adds stress below the maximum", () => {
    expect(gainStress(state({ stress: 3 }), limits, 2)).toMatchObject({ state: { stress: 5, ticks: 0 }, tick: false });
  });

  it("gives a tick and resets stress at the maximum", () => {
    expect(gainStress(state({ stress: 7, ticks: 1 }), limits, 1)).toMatchObject({ state: { stress: 0, ticks: 2 }, tick: true });
  });
});

describe("conditions", () => {
  it("keeps counters within their bounds", () => {
    expect(setCondition(state(), "dying", 9).conditions.dying).toBe(6);
    expect(setCondition(state(), "hunkered", 3).conditions.hunkered).toBe(1);
    expect(addCondition(state(), "bleeding", 2).conditions.bleeding).toBe(2);
    expect(addCondition(state(), "poisoned", -2).conditions.poisoned).toBe(0);
    expect(removeCondition(state({ conditions: { ...noConditions(), shocked: 3 } }), "shocked").conditions.shocked).toBe(0);
  });
});
