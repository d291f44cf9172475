import { describe, expect, it } from "vitest";
import { scriptedFaces } from "../dice/faces.ts";
import { noConditions } from "./defaults.ts";
import { rest, restMinRoll } from "./rest.ts";
import type { ResourceLimits, ResourceState } from "./types.ts";

const limits: ResourceLimits = { maxHealth: 10, pools: { bonusDice: 2, rerolls: 2, destinyDice: 1 }, maxArcana: 5, maxStress: 8 };
const tired: ResourceState = {
  wounds: 6,
  boosts: 2,
  poolsSpent: { bonusDice: 2, rerolls: 1, destinyDice: 1 },
  arcanaSpent: 4,
  stress: 3,
  ticks: 0,
  conditions: noConditions(),
};
const dice = { restDice: 3, arcanaRestDice: 3, stressTestDice: 2, minRoll: 5 };

describe("rest", () => {
  it("heals one wound per success, refreshes pools and removes boosts", () => {
    // rest dice 3 at 5+: 5, 2, 6→6→1 (total 13, a critical: 2 successes) → 3 successes
    const result = rest(tired, limits, { ...dice, magic: false, horror: false }, scriptedFaces([5, 2, 6, 6, 1]));
    expect(result.healRoll.successes).toBe(3);
    expect(result.healed).toBe(3);
    expect(result.state.wounds).toBe(3);
    expect(result.state.boosts).toBe(0);
    expect(result.boostsLost).toBe(2);
    expect(result.state.poolsSpent).toEqual({ bonusDice: 0, rerolls: 0, destinyDice: 0 });
    expect(result.state.arcanaSpent).toBe(4);
    expect(result.state.stress).toBe(3);
    expect(result.arcanaRoll).toBeNull();
  });

  it("restores one arcana per success with magic and lowers stress by 1 on a passed stress test with horror", () => {
    // heal 1, 1, 1 → 0; arcana 5, 5, 4 → 2; stress test 6→3 (9), 1 → passed
    const result = rest(tired, limits, { ...dice, magic: true, horror: true }, scriptedFaces([1, 1, 1, 5, 5, 4, 6, 1, 3]));
    expect(result.healed).toBe(0);
    expect(result.state.wounds).toBe(6);
    expect(result.arcanaRestored).toBe(2);
    expect(result.state.arcanaSpent).toBe(2);
    expect(result.stressRoll?.passed).toBe(true);
    expect(result.state.stress).toBe(2);
  });

  it("keeps stress when the stress test fails", () => {
    const result = rest(tired, limits, { ...dice, magic: false, horror: true }, scriptedFaces([1, 1, 1, 2, 3]));
    expect(result.stressRoll?.passed).toBe(false);
    expect(result.state.stress).toBe(3);
  });

  it("heals a dying character's wounds but does not end Dying", () => {
    const dying: ResourceState = { ...tired, wounds: 10, boosts: 0, conditions: { ...noConditions(), dying: 2 } };
    // rest dice 3 at 5+: 5, 5, 6→1 (7) → 3 successes, more than Dying 2: still no stabilising
    const result = rest(dying, limits, { ...dice, magic: false, horror: false }, scriptedFaces([5, 5, 6, 1]));
    expect(result.healed).toBe(3);
    expect(result.state.wounds).toBe(7);
    expect(result.state.conditions.dying).toBe(2);
    expect(result.stillDying).toBe(true);
    expect(rest(tired, limits, { ...dice, magic: false, horror: false }, scriptedFaces([1, 1, 1])).stillDying).toBe(false);
  });

  it("rolls nothing for a pool of 0 dice or less", () => {
    const result = rest(tired, limits, { ...dice, restDice: -1, magic: false, horror: false }, scriptedFaces([]));
    expect(result.healRoll.dice).toHaveLength(0);
    expect(result.state.wounds).toBe(6);
  });
});

describe("the rest's minimum roll", () => {
  it("adds the templates' rest minimum roll to the character's own (Accomplished Sleeper −1: 5 → 4)", () => {
    expect(restMinRoll(5, [{ restMinRoll: -1 }, {}])).toBe(4);
    expect(restMinRoll(5, [])).toBe(5);
    expect(restMinRoll(6, [{ restMinRoll: 1 }, { restMinRoll: 1 }])).toBe(8);
  });

  it("never goes below the lowest minimum roll", () => {
    expect(restMinRoll(3, [{ restMinRoll: -5 }])).toBe(2);
  });
});
