/**
 * Phase Six dice and Foundry 13's dice fulfillment ("Configure Dice"): a player who set d6 to
 * manual entry types the first throw of every die into the RollResolver, then is asked for each
 * explosion one face at a time; others get Foundry's RNG. `evaluateSync` works (with the RNG).
 */
import { scriptDiceFaces, typeManualFaces } from "../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareCheck } from "../rules/roll-request/index.ts";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { PhaseSixDie, PhaseSixRoll, registerDice } from "./index.ts";

beforeAll(() => registerDice());

const player = new StandInUser("p1", "Anna");

function configure(diceConfiguration: Record<string, string>): void {
  installGame({ users: [player], user: player, settings: { "core.diceConfiguration": diceConfiguration } });
}

/** A check of `dice` dice at 5+ (the sample's Logic set to `dice`). */
function check(dice: number): PhaseSixRoll {
  const view = sampleRollView({ attributes: { ...sampleRollView().attributes, logic: dice } });
  return PhaseSixRoll.forCheck(prepareCheck(view, "attribute", "logic"));
}

describe("dice fulfillment of Phase Six dice", () => {
  it("asks a player with manual d6 for the first throws, then for each explosion wave", async () => {
    configure({ d6: "manual" });
    scriptDiceFaces([]); // the RNG must not be used
    // form: 6, 2, 6; explosions: wave 1 → 6 (die 1), 3 (die 3); wave 2 → 1 (die 1)
    const asked = typeManualFaces([6, 2, 6, 6, 3, 1]);
    const roll = check(3);
    await roll.evaluate();
    expect(roll.chains.map((c) => c.faces)).toEqual([[6, 6, 1], [2], [6, 3]]);
    expect(asked).toEqual([
      { denomination: "d6", explode: true },
      { denomination: "d6", explode: true },
      { denomination: "d6", explode: true },
    ]);
    expect(roll.total).toBe(3); // at 5+: 13 → 2 successes (critical at 11), 2 → 0, 9 → 1
  });

  it("rolls digitally for a player without a manual d6, and for a roll that may not ask (private)", async () => {
    configure({});
    scriptDiceFaces([6, 2, 4]);
    const asked = typeManualFaces([1, 1, 1]);
    const roll = check(2);
    await roll.evaluate();
    expect(roll.chains.map((c) => c.faces)).toEqual([[6, 4], [2]]);
    expect(asked).toEqual([]);

    configure({ d6: "manual" });
    scriptDiceFaces([5, 3]);
    const none = typeManualFaces([1, 1]);
    const quiet = check(2);
    await quiet.evaluate({ allowInteractive: false });
    expect(quiet.chains.map((c) => c.total)).toEqual([5, 3]);
    expect(none).toEqual([]);
  });

  it("takes a face that is not 1–6 from the RNG instead", async () => {
    configure({ d6: "manual" });
    scriptDiceFaces([4]);
    typeManualFaces([9, 5]);
    const roll = check(2);
    await roll.evaluate();
    expect(roll.chains.map((c) => c.total)).toEqual([4, 5]);
  });
});

describe("PhaseSixRoll.evaluateSync", () => {
  it("throws the dice with Foundry's RNG and scores them", () => {
    configure({ d6: "manual" });
    // breadth-first: 6, 6, 1, then the two sixes go on with 5 and 2
    scriptDiceFaces([6, 6, 1, 5, 2]);
    const roll = check(3);
    roll.evaluateSync();
    expect(roll.chains.map((c) => c.total)).toEqual([11, 8, 1]);
    expect(roll.total).toBe(3); // at 5+: 11 → 2 successes (critical), 8 → 1, 1 → 0
  });

  it("minimizes and maximizes like evaluate", () => {
    const low = check(3);
    low.evaluateSync({ minimize: true });
    expect(low.chains.map((c) => c.total)).toEqual([1, 1, 1]);
    const high = check(2);
    high.evaluateSync({ maximize: true });
    expect(high.chains.map((c) => c.total)).toEqual([6, 6]);
  });
});

describe("a core Roll with Phase Six dice (the initiative formula)", () => {
  it("evaluates synchronously with Foundry's RNG: the total is the sum of the chains", () => {
    configure({ d6: "manual" });
    // breadth-first: 6, 3, 2, then the six goes on with 4
    scriptDiceFaces([6, 3, 2, 4]);
    const roll = new Roll("3dp").evaluateSync();
    const [die] = roll.dice;
    expect(die).toBeInstanceOf(PhaseSixDie);
    expect((die as PhaseSixDie).chains.map((c) => c.total)).toEqual([10, 3, 2]);
    expect(roll.total).toBe(15);
  });

  it("still asks a player with manual d6 when evaluated asynchronously", async () => {
    configure({ d6: "manual" });
    scriptDiceFaces([]);
    typeManualFaces([5, 1]);
    const roll = await new Roll("2dp").evaluate();
    expect(roll.total).toBe(6);
  });
});
