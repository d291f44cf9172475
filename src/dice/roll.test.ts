import { scriptDiceFaces } from "../../tests/foundry/dice.ts";
import { describe, expect, it, beforeAll } from "vitest";
import { scriptedFaces } from "../rules/dice/faces.ts";
import { prepareCheck } from "../rules/roll-request/index.ts";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { PhaseSixDie, PhaseSixRoll, phaseSixFormula, registerDice } from "./index.ts";

beforeAll(() => registerDice());

/** A check of `dice` dice at 5+ (sample human), rolled with the given faces. */
async function rolled(dice: number, faces: number[], options: { destinyDice?: number; difficulty?: number } = {}): Promise<PhaseSixRoll> {
  const view = sampleRollView({ attributes: { ...sampleRollView().attributes, willpower: dice } });
  const roll = PhaseSixRoll.forCheck(prepareCheck(view, "attribute", "willpower", options));
  scriptDiceFaces(faces);
  await roll.evaluate();
  return roll;
}

describe("registerDice", () => {
  it("registers the dp term and PhaseSixRoll without replacing Foundry's default Roll", () => {
    expect(CONFIG.Dice.terms.p).toBe(PhaseSixDie);
    expect(CONFIG.Dice.rolls[0]).not.toBe(PhaseSixRoll);
    expect(CONFIG.Dice.rolls).toContain(PhaseSixRoll);
    registerDice();
    expect(CONFIG.Dice.rolls.filter((r) => r === PhaseSixRoll)).toHaveLength(1);
  });
});

describe("PhaseSixRoll", () => {
  it("writes normal and destiny dice as dp terms", () => {
    expect(phaseSixFormula(4)).toBe("4dp");
    expect(phaseSixFormula(-2, 1)).toBe("0dp + 1dpdestiny");
  });

  it("rolls Hagen's courage +9 (5 dice at 14+) breadth-first and keeps each chain: best 13, failed", async () => {
    const roll = await rolled(5, [4, 2, 6, 6, 1, 6, 1, 1], { difficulty: 9 });
    expect(roll.chains.map((c) => c.faces)).toEqual([[4], [2], [6, 6, 1], [6, 1], [1]]);
    expect(roll.chains.map((c) => c.total)).toEqual([4, 2, 13, 7, 1]);
    expect(roll.phasesix.minRoll).toBe(14);
    expect(roll.total).toBe(0);
    expect(roll.score.passed).toBe(false);
  });

  it("totals successes with critical extras (4,5,5,14 at 5+ → 3 + 1 extra = 4)", async () => {
    const roll = await rolled(4, [4, 5, 5, 6, 6, 2]);
    expect(roll.chains.map((c) => c.total)).toEqual([4, 5, 5, 14]);
    expect(roll.total).toBe(4);
    expect(roll.score.criticalDice).toBe(1);
  });

  it("throws destiny dice apart; they succeed on min(4, M)", async () => {
    const roll = await rolled(2, [1, 2, 4], { destinyDice: 1, difficulty: 3 });
    expect(roll.formula).toBe("2dp + 1dpdestiny");
    expect(roll.chains).toEqual([
      { faces: [1], total: 1, destiny: false },
      { faces: [2], total: 2, destiny: false },
      { faces: [4], total: 4, destiny: true },
    ]);
    expect(roll.total).toBe(1);
  });

  it("survives the chat message round trip: chains, score options, log and total", async () => {
    const roll = await rolled(3, [6, 2, 3, 6, 2]);
    const { roll: next } = roll.withAction("bonusDie", "Anna", scriptedFaces([5]));
    const json = JSON.stringify(next.toJSON());
    const restored = PhaseSixRoll.fromData(JSON.parse(json) as Roll.Data);
    expect(restored).toBeInstanceOf(PhaseSixRoll);
    expect(restored.chains).toEqual(next.chains);
    expect(restored.chains[0]).toEqual({ faces: [6, 6, 2], total: 14, destiny: false });
    expect(restored.total).toBe(next.total);
    expect(restored.phasesix).toEqual(next.phasesix);
    expect(restored.phasesix.log).toEqual([{ action: "bonusDie", user: "Anna" }]);
    expect(restored.phasesix.check?.label).toBe("PHASESIX.Attribute.willpower");
    expect(restored.score).toEqual(next.score);
  });
});

describe("PhaseSixRoll.withAction", () => {
  it("adds one bonus die without touching the original roll, and notes what was spent", async () => {
    const roll = await rolled(2, [1, 2]);
    const { roll: next, thrown } = roll.withAction("bonusDie", "Anna", scriptedFaces([6, 5]));
    expect(thrown).toEqual([{ faces: [6, 5], total: 11, destiny: false }]);
    expect(next.chains.map((c) => c.total)).toEqual([1, 2, 11]);
    expect(next.total).toBe(2);
    expect(next.formula).toBe("3dp");
    expect(next.phasesix.spent.bonusDice).toBe(1);
    expect(roll.chains).toHaveLength(2);
    expect(roll.total).toBe(0);
  });

  it("adds a bonus die to a roll of no dice (pool ≤ 0)", async () => {
    const roll = await rolled(0, []);
    expect(roll.chains).toEqual([]);
    const { roll: next } = roll.withAction("bonusDie", "Anna", scriptedFaces([5]));
    expect(next.total).toBe(1);
  });

  it("adds a destiny die as its own term that succeeds on 4 even at 8+", async () => {
    const roll = await rolled(2, [1, 2], { difficulty: 3 });
    const { roll: next } = roll.withAction("destinyDie", "Anna", scriptedFaces([4]));
    expect(next.formula).toBe("2dp + 1dpdestiny");
    expect(next.total).toBe(1);
    expect(next.phasesix.spent.destinyDice).toBe(1);
  });

  it("rerolls the whole roll including added dice", async () => {
    const roll = await rolled(2, [1, 2]);
    const { roll: withBonus } = roll.withAction("bonusDie", "Anna", scriptedFaces([3]));
    const { roll: next, thrown } = withBonus.withAction("reroll", "Anna", scriptedFaces([5, 6, 1, 2]));
    expect(thrown.map((c) => c.total)).toEqual([5, 8, 1]);
    expect(next.total).toBe(2);
    expect(next.phasesix.spent).toEqual({ bonusDice: 1, rerolls: 1, destinyDice: 0 });
    expect(next.phasesix.log.map((l) => l.action)).toEqual(["bonusDie", "reroll"]);
  });

  it("after a destiny reroll every die succeeds on min(4, M)", async () => {
    const roll = await rolled(3, [1, 1, 1], { difficulty: 4 });
    const { roll: next } = roll.withAction("destinyReroll", "Anna", scriptedFaces([4, 4, 3]));
    expect(next.phasesix.destinyReroll).toBe(true);
    expect(next.total).toBe(2);
    const restored = PhaseSixRoll.fromData(JSON.parse(JSON.stringify(next.toJSON())) as Roll.Data);
    expect(restored.total).toBe(2);
    expect(restored.score.successes).toBe(2);
  });
});
