/**
 * The dice stand-ins behave as Foundry 13's dice do where our code can tell (client/dice/roll.mjs,
 * terms/term.mjs, dice.mjs, operator.mjs, numeric.mjs, read in Foundry 13.350), so a test that
 * passes on them does not pass by a leniency Foundry does not have. The one that mattered: every
 * evaluated term — and an OperatorTerm is evaluated from its construction on — refuses a second
 * evaluation ("… has already been evaluated and is now immutable").
 */
import { describe, expect, it } from "vitest";
import { Die, NumericTerm, OperatorTerm, Roll, RollTerm, scriptDiceFaces } from "./dice.ts";

describe("terms are evaluated once, ever", () => {
  it("an OperatorTerm is evaluated from its construction on, and evaluating it throws", () => {
    const plus = new OperatorTerm({ operator: "+" });
    expect(plus._evaluated).toBe(true);
    expect(() => plus.evaluate()).toThrow("The OperatorTerm has already been evaluated and is now immutable");
  });

  it("an OperatorTerm restored from data is evaluated whatever the data says", () => {
    const restored = RollTerm.fromData({ class: "OperatorTerm", operator: "-", evaluated: false, options: {} });
    expect(restored).toBeInstanceOf(OperatorTerm);
    expect(restored._evaluated).toBe(true);
  });

  it("a number is evaluated once; the second evaluation throws", () => {
    const two = new NumericTerm({ number: "2" });
    expect(two.number).toBe(2);
    void two.evaluate();
    expect(() => two.evaluate()).toThrow("The NumericTerm has already been evaluated and is now immutable");
  });

  it("a die constructed with results is evaluated", () => {
    expect(new Die({ number: 1, faces: 6, results: [{ result: 3, active: true }] })._evaluated).toBe(true);
    expect(new Die({ number: 1, faces: 6 })._evaluated).toBe(false);
  });

  it("a restored term is evaluated unless the data says otherwise", () => {
    expect(RollTerm.fromData({ class: "Die", number: 1, faces: 6, results: [], modifiers: [], options: {} })._evaluated).toBe(true);
    expect(RollTerm.fromData({ class: "Die", number: 1, faces: 6, results: [], modifiers: [], options: {}, evaluated: false })._evaluated).toBe(false);
  });
});

describe("Roll", () => {
  it("evaluates once; the second evaluation throws, also after a round trip through JSON", async () => {
    scriptDiceFaces([4, 2]);
    const roll = await new Roll("1d6 + 1d6 + 3").evaluate();
    expect(roll.total).toBe(9);
    await expect(roll.evaluate()).rejects.toThrow("The Roll has already been evaluated and is now immutable");
    const restored = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as Record<string, unknown>);
    await expect(restored.evaluate()).rejects.toThrow("immutable");
    expect(restored.terms.every((t) => t._evaluated)).toBe(true);
  });

  it("its parsed operators are evaluated and its dice are not; evaluating skips the operators", async () => {
    const roll = new Roll("2d6 - 1");
    expect(roll.terms.map((t) => t._evaluated)).toEqual([false, true, false]);
    scriptDiceFaces([6, 5]);
    await roll.evaluate();
    expect(roll.total).toBe(10);
  });

  it("reads its formula from the terms and its total as 0 before evaluation", () => {
    const roll = new Roll("1d6");
    expect(roll.total).toBe(0);
    roll.terms.push(new OperatorTerm({ operator: "+" }), new NumericTerm({ number: 2 }));
    expect(roll.formula).toBe("1d6 + 2");
  });

  it("fromTerms takes evaluated terms or unevaluated ones (operators aside), never a mixture", () => {
    const evaluated = new Die({ number: 1, faces: 6, results: [{ result: 5, active: true }] });
    expect(Roll.fromTerms([evaluated, new OperatorTerm({ operator: "+" }), new Die({ number: 1, faces: 6, results: [{ result: 2, active: true }] })]).total).toBe(7);
    expect(() => Roll.fromTerms([evaluated, new OperatorTerm({ operator: "+" }), new Die({ number: 1, faces: 6 })])).toThrow("either all evaluated, or none evaluated");
  });

  it("a modifier the stand-in does not implement is refused rather than ignored", async () => {
    scriptDiceFaces([6, 6, 1]);
    await expect(new Roll("2d6x").evaluate()).rejects.toThrow("not implemented here");
  });
});
