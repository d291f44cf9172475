import { readFileSync } from "node:fs";
import { scriptDiceFaces } from "../../tests/foundry/dice.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { dieFromFaces } from "../rules/index.ts";
import { chainLabel } from "./chains.ts";
import { PhaseSixDie, registerDice } from "./index.ts";

beforeAll(() => registerDice());

describe("chainLabel", () => {
  it("shows an exploded die as its faces and total, a plain die as its face", () => {
    expect(chainLabel(dieFromFaces([6, 6, 2]))).toBe("6+6+2 = 14");
    expect(chainLabel(dieFromFaces([4]))).toBe("4");
  });
});

describe("PhaseSixDie tooltip (core roll cards, e.g. initiative)", () => {
  it("lists one entry per die with its whole chain — the rogue's initiative 4, 5, 1, 6+6+5", async () => {
    const term = new PhaseSixDie({ number: 4 });
    scriptDiceFaces([4, 5, 1, 6, 6, 5]);
    await term.evaluate();
    const rolls = term.getTooltipData().rolls;
    expect(rolls.map((r) => r.result)).toEqual(["4", "5", "1", "6+6+5 = 17"]);
    expect(rolls[3].classes).toContain("exploded");
    expect(rolls[2].classes).toContain("min");
    expect(term.total).toBe(27);
  });

  it("gives each entry core's `die` class, so the chain style (not the d6 icon) applies to it", async () => {
    const term = new PhaseSixDie({ number: 2 });
    scriptDiceFaces([6, 2, 3]);
    await term.evaluate();
    // the selector in styles/_chat.scss that draws a chain as text in a box instead of over the d6 icon
    const scss = readFileSync(new URL("../../styles/_chat.scss", import.meta.url), "utf8");
    const selector = /\.dice-tooltip \.dice-rolls \.roll((?:\.[\w-]+)+) \{/.exec(scss);
    expect(selector).not.toBeNull();
    const needed = (selector?.[1] ?? "").split(".").filter(Boolean);
    expect(needed).toEqual(["die", "phasesix-chain"]);
    for (const roll of term.getTooltipData().rolls) {
      const classes = roll.classes.split(" ");
      for (const c of needed) expect(classes).toContain(c);
    }
  });
});
