import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { successProbability } from "../dice/odds.ts";
import { sampleRollView } from "./fixtures.ts";
import { prepareCheck, difficultyLabel } from "./request.ts";
import { formatPercent, requestOdds } from "./odds.ts";
import { actionStates } from "./actions.ts";

const withConditions = (c: Partial<Record<"shocked" | "poisoned" | "burning" | "hunkered", number>>) =>
  sampleRollView({ conditions: { ...sampleRollView().conditions, ...c } });

describe("prepareCheck", () => {
  it("rolls an attribute with its value as dice at the actor's min roll", () => {
    const view = sampleRollView({ attributes: { ...sampleRollView().attributes, strength: 4 } });
    const r = prepareCheck(view, "attribute", "strength");
    expect(r).toMatchObject({ dice: 4, pool: 4, minRoll: 5, critThreshold: 11, label: "PHASESIX.Attribute.strength", conditions: [] });
  });

  it("reproduces the book: lock picking 3 dice at -1 → 4+, at +3 → 8+", () => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, mechanics: 3 } });
    expect(prepareCheck(view, "skill", "mechanics", { difficulty: -1 }).minRoll).toBe(4);
    expect(prepareCheck(view, "skill", "mechanics", { difficulty: 3 })).toMatchObject({ dice: 3, minRoll: 8 });
  });

  it("rolls knowledge with knowledge value + linked skill as dice (Etikette 3 + Kommunikation 2 = 5)", () => {
    const r = prepareCheck(sampleRollView(), "knowledge", "k1");
    expect(r).toMatchObject({ dice: 5, name: "Etikette", label: "PHASESIX.Skill.communication" });
  });

  it("removes Shocked X dice from every roll", () => {
    const r = prepareCheck(withConditions({ shocked: 1 }), "skill", "empathy");
    expect(r.dice).toBe(1);
    expect(r.conditions).toEqual([{ key: "shocked", value: 1, target: "dice", change: -1 }]);
  });

  it("raises the min roll by Poisoned X on every roll", () => {
    expect(prepareCheck(withConditions({ poisoned: 2 }), "attribute", "logic").minRoll).toBe(7);
  });

  it("applies Burning X only to Perception (and knowledge linked to it)", () => {
    const view = sampleRollView({
      conditions: { ...withConditions({ burning: 2 }).conditions },
      knowledge: [{ id: "t", name: "Spurenlesen", skill: "perception", value: 1, dice: 3 }],
    });
    expect(prepareCheck(view, "skill", "perception").minRoll).toBe(7);
    expect(prepareCheck(view, "knowledge", "t").minRoll).toBe(7);
    expect(prepareCheck(view, "skill", "empathy").minRoll).toBe(5);
    expect(prepareCheck(view, "attribute", "apprehension").minRoll).toBe(5);
  });

  it("applies Hunkered +1 (whatever its counter) to Physis attributes and physical skills only", () => {
    const view = withConditions({ hunkered: 3 });
    expect(prepareCheck(view, "attribute", "quickness").minRoll).toBe(6);
    expect(prepareCheck(view, "skill", "acrobatics").minRoll).toBe(6);
    expect(prepareCheck(view, "skill", "shooting").minRoll).toBe(6);
    expect(prepareCheck(view, "attribute", "charm").minRoll).toBe(5);
    expect(prepareCheck(view, "skill", "perception").minRoll).toBe(5);
  });

  it("can ignore conditions (e.g. saves at the start of a round)", () => {
    const view = withConditions({ shocked: 1, poisoned: 2, hunkered: 1 });
    expect(prepareCheck(view, "attribute", "endurance", { applyConditions: false })).toMatchObject({ dice: 2, minRoll: 5, conditions: [] });
  });

  it("adds situational dice and min-roll modifiers, and bonus dice to the dice rolled", () => {
    const r = prepareCheck(sampleRollView(), "skill", "driving", { diceModifier: 1, minRollModifier: 1, bonusDice: 2, destinyDice: 1 });
    expect(r).toMatchObject({ pool: 3, dice: 5, bonusDice: 2, destinyDice: 1, minRoll: 6 });
  });

  it("rolls only bonus dice when the pool is 0 or less", () => {
    const view = withConditions({ shocked: 4 });
    const r = prepareCheck(view, "skill", "driving", { bonusDice: 1 });
    expect(r.pool).toBe(-2);
    expect(r.dice).toBe(1);
  });

  it("never lets the min roll drop below 2 and explains the clamp", () => {
    const view = sampleRollView({ minRoll: 3 });
    const r = prepareCheck(view, "attribute", "charm", { difficulty: -2, minRollModifier: -1 });
    expect(r.rawMinRoll).toBe(0);
    expect(r.minRoll).toBe(2);
    expect(r.minRollParts.at(-1)).toEqual({ label: "PHASESIX.Roll.Part.Floor", data: { floor: 2 }, value: 2 });
  });

  it("explains every number: parts sum to the pool and to the raw min roll", () => {
    fc.assert(
      fc.property(
        fc.record({ shocked: fc.nat(4), poisoned: fc.nat(4), burning: fc.nat(4), hunkered: fc.nat(2) }),
        fc.integer({ min: -3, max: 9 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom("perception", "shooting", "politics"),
        (conditions, difficulty, minRollModifier, diceModifier, skill) => {
          const r = prepareCheck(withConditions(conditions), "skill", skill, { difficulty, minRollModifier, diceModifier });
          expect(r.diceParts.reduce((s, p) => s + p.value, 0)).toBe(r.pool);
          expect(r.minRollParts.reduce((s, p) => s + p.value, 0)).toBe(r.minRoll);
          expect(r.minRoll).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });

  it("names the standard difficulties and leaves free values unnamed", () => {
    expect(difficultyLabel(-2)).toBe("PHASESIX.Difficulty.veryEasy");
    expect(difficultyLabel(4)).toBe("PHASESIX.Difficulty.impossible");
    expect(difficultyLabel(9)).toBeUndefined();
    const r = prepareCheck(sampleRollView(), "skill", "courage", { difficulty: 9 });
    expect(r.minRollParts[1]).toEqual({ label: "PHASESIX.Roll.Part.Difficulty", value: 9 });
  });

  it("rolls evasion as dice at the own min roll, hunkered counts (physical), shocked takes dice", () => {
    const view = sampleRollView({ evasion: 4, conditions: { ...sampleRollView().conditions, hunkered: 1, shocked: 1 } });
    expect(prepareCheck(view, "evasion", "evasion")).toMatchObject({ baseDice: 4, dice: 3, minRoll: 6, label: "PHASESIX.Sheet.Evasion" });
    // A dodge: the min roll raised by the attacker's hits (here 2).
    expect(prepareCheck(sampleRollView({ evasion: 3 }), "evasion", "evasion", { minRollModifier: 2 })).toMatchObject({ dice: 3, minRoll: 7 });
    expect(() => prepareCheck(view, "evasion", "quickness")).toThrow(RangeError);
  });

  it("rejects unknown keys and non-integer options", () => {
    expect(() => prepareCheck(sampleRollView(), "attribute", "luck")).toThrow(RangeError);
    expect(() => prepareCheck(sampleRollView(), "skill", "strength")).toThrow(RangeError);
    expect(() => prepareCheck(sampleRollView(), "knowledge", "nope")).toThrow(RangeError);
    expect(() => prepareCheck(sampleRollView(), "skill", "courage", { difficulty: 1.5 })).toThrow(RangeError);
  });
});

describe("requestOdds", () => {
  it("equals the core's exact odds for the request's numbers", () => {
    const r = prepareCheck(withConditions({ poisoned: 1 }), "skill", "courage", { destinyDice: 1, difficulty: 2 });
    expect(requestOdds(r)).toBe(successProbability(2, { minRoll: 8, destinyDice: 1, critThreshold: 11 }));
  });

  it("is 1/3 for one die at 5+ and 0 without dice", () => {
    const view = sampleRollView({ attributes: { ...sampleRollView().attributes, charm: 1 } });
    expect(requestOdds(prepareCheck(view, "attribute", "charm"))).toBeCloseTo(1 / 3, 12);
    expect(requestOdds(prepareCheck(withConditions({ shocked: 2 }), "attribute", "charm"))).toBe(0);
  });

  it("formats percentages without claiming certainty that is not there", () => {
    expect(formatPercent(1 / 3)).toBe("33.3");
    expect(formatPercent(0.99999)).toBe("99.9");
    expect(formatPercent(0.00001)).toBe("0.1");
    expect(formatPercent(0)).toBe("0");
    expect(formatPercent(1)).toBe("100");
  });
});

describe("actionStates", () => {
  const pools = { bonusDice: 1, rerolls: 0, destinyDice: 2 };
  it("enables an action only with dice left in its pool", () => {
    const states = actionStates(pools, 3, true);
    expect(states.map((s) => [s.action, s.enabled, s.reason])).toEqual([
      ["bonusDie", true, undefined],
      ["destinyDie", true, undefined],
      ["reroll", false, "EmptyPool"],
      ["destinyReroll", true, undefined],
    ]);
    expect(states[0].left).toBe(1);
  });

  it("disables rerolls of a roll without dice, but still allows adding dice", () => {
    const states = actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 1 }, 0, true);
    expect(states.filter((s) => s.enabled).map((s) => s.action)).toEqual(["bonusDie", "destinyDie"]);
    expect(states.find((s) => s.action === "reroll")?.reason).toBe("NoDice");
  });

  it("disables everything for viewers who are neither owner nor GM, and without an actor", () => {
    expect(actionStates(pools, 3, false).every((s) => !s.enabled && s.reason === "NoPermission")).toBe(true);
    expect(actionStates(undefined, 3, true).every((s) => !s.enabled && s.reason === "NoActor")).toBe(true);
  });
});
