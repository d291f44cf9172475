import { scriptDiceFaces } from "../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../tests/foundry/game.ts";
import { installDiceSoNice, removeDiceSoNice } from "../../tests/foundry/dice-so-nice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { dieFromFaces } from "../rules/index.ts";
import { showThrows, waveRoll } from "./dice-so-nice.ts";

beforeEach(() => {
  const user = new StandInUser("p1", "Anna");
  installGame({ users: [user], user });
  scriptDiceFaces([]);
});

describe("showThrows", () => {
  it("shows Hagen's throw wave by wave: 4,2,6,6,1 then 6,1 then 1", async () => {
    const shown = installDiceSoNice();
    const hagen = [dieFromFaces([4]), dieFromFaces([2]), dieFromFaces([6, 6, 1]), dieFromFaces([6, 1]), dieFromFaces([1])];
    await showThrows(hagen);
    expect(shown.map((s) => s.faces)).toEqual([[4, 2, 6, 6, 1], [6, 1], [1]]);
    expect(shown.every((s) => s.synchronize)).toBe(true);
  });

  it("throws destiny dice apart, after the normal dice, and keeps the audience of the roll mode", async () => {
    const shown = installDiceSoNice();
    await showThrows([dieFromFaces([6, 3]), dieFromFaces([5], true), dieFromFaces([2])], { whisper: ["gm"], blind: true });
    expect(shown.map((s) => s.faces)).toEqual([[6, 2], [3], [5]]);
    expect(shown.every((s) => s.blind && s.whisper?.[0] === "gm")).toBe(true);
  });

  it("does nothing without Dice So Nice", async () => {
    removeDiceSoNice();
    await expect(showThrows([dieFromFaces([4])])).resolves.toBeUndefined();
  });
});

describe("waveRoll", () => {
  it("is a plain evaluated d6 roll showing exactly the wave's faces", () => {
    const roll = waveRoll([6, 6, 1]);
    expect(roll.total).toBe(13);
    expect(roll.dice.flatMap((d) => d.results.map((r) => r.result))).toEqual([6, 6, 1]);
    expect(roll.formula).toBe("3d6");
  });
});
