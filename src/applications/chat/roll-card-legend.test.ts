import { describe, expect, it } from "vitest";
import { dieFromFaces, scoreCheck } from "../../rules/index.ts";
import type { PhaseSixRollData } from "../../dice/roll.ts";
import { rollCardContext } from "./roll-card-context.ts";

const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);
const data: PhaseSixRollData = { scoring: "check", minRoll: 5, critThreshold: 11, canCrit: true, destinyReroll: false, spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, log: [] };

describe("check card legend", () => {
  it("explains only the marks the roll shows: explosion, critical, a one", () => {
    const score = scoreCheck([dieFromFaces([6, 6, 2]), dieFromFaces([1]), dieFromFaces([4])], { minRoll: 5 });
    const ctx = rollCardContext({ data, score, isPrivate: false }, t);
    expect(ctx.legend.map((l) => l.key)).toEqual(["exploded", "critical", "one"]);
    expect(ctx.legend[1].text).toBe('PHASESIX.Chat.Legend.Critical {"threshold":11}');
  });

  it("shows no legend for plain dice, nor on a private card", () => {
    const plain = scoreCheck([dieFromFaces([4]), dieFromFaces([5])], { minRoll: 5 });
    expect(rollCardContext({ data, score: plain, isPrivate: false }, t).legend).toEqual([]);
    const marked = scoreCheck([dieFromFaces([6, 3])], { minRoll: 5 });
    expect(rollCardContext({ data, score: marked, isPrivate: true }, t).legend).toEqual([]);
  });
});
