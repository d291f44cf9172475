import { describe, expect, it } from "vitest";
import { stressTestDice, stressTestOutcome, stressTestRequest } from "./horror.ts";

const view = {
  attributes: {
    education: 1,
    logic: 3,
    conscientiousness: 1,
    willpower: 2,
    apprehension: 1,
    charm: 1,
    deftness: 1,
    strength: 1,
    attractiveness: 1,
    endurance: 1,
    resistance: 1,
    quickness: 1,
  },
};

describe("stress test", () => {
  it("rolls Logic + Willpower dice", () => {
    expect(stressTestDice(view)).toBe(5);
    expect(stressTestRequest(view)).toEqual({ kind: "attribute", key: "logic", options: { diceModifier: 2, minRollModifier: 0 } });
  });

  it("passes with one success and costs no stress", () => {
    expect(stressTestOutcome(1, 2)).toEqual({ passed: true, stress: 0 });
  });

  it("fails without a success and costs the stress the GM named", () => {
    expect(stressTestOutcome(0, 2)).toEqual({ passed: false, stress: 2 });
    expect(stressTestOutcome(0)).toEqual({ passed: false, stress: 1 });
  });
});
