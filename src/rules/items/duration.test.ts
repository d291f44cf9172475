import { describe, expect, it } from "vitest";
import { resolveDuration } from "./duration.ts";

const casting = { power: 3, magicLevel: 3 };

describe("spell durations", () => {
  it("resolve the appendix's formulas for a casting", () => {
    expect(resolveDuration("power", casting)).toEqual({ kind: "fixed", amount: 3 });
    expect(resolveDuration("Power+Magic level", casting)).toEqual({ kind: "fixed", amount: 6 });
    expect(resolveDuration("(power+magicLevel)*2", casting)).toEqual({ kind: "fixed", amount: 12 });
    expect(resolveDuration("(Power+Magic level)*10", { power: 2, magicLevel: 3 })).toEqual({ kind: "fixed", amount: 50 });
    expect(resolveDuration("Spell Power", casting)).toEqual({ kind: "fixed", amount: 3 });
    expect(resolveDuration("8", casting)).toEqual({ kind: "fixed", amount: 8 });
  });

  it("turn a trailing d6 into a number of dice", () => {
    expect(resolveDuration("Magic Level d6", casting)).toEqual({ kind: "dice", dice: 3 });
    expect(resolveDuration("Power*2 d6", casting)).toEqual({ kind: "dice", dice: 6 });
    expect(resolveDuration("4d6", casting)).toEqual({ kind: "dice", dice: 4 });
    expect(resolveDuration("(magicLevel+1) W6", casting)).toEqual({ kind: "dice", dice: 4 });
  });

  it("give null for instant or unreadable durations", () => {
    expect(resolveDuration("", casting)).toBeNull();
    expect(resolveDuration("Special", casting)).toBeNull();
    expect(resolveDuration("power +", casting)).toBeNull();
    expect(resolveDuration("(power", casting)).toBeNull();
    expect(resolveDuration("power/0", casting)).toBeNull();
  });

  it("never resolve below 0", () => {
    expect(resolveDuration("power-10", casting)).toEqual({ kind: "fixed", amount: 0 });
  });
});
