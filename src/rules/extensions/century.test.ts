import { describe, expect, it } from "vitest";
import { CENTURIES, DEFAULT_CENTURY, centuryLevels, romanCentury, toCentury, worldLevels } from "./century.ts";

describe("Tirakan's centuries (rulebook 2026, Magie → Magieniveau; Pantheon → Glaubensniveau)", () => {
  it("give the magic level I 1 · II 2 · III 3 · IV 4 · V 5 · VI 4 · VII 3 · VIII 2 · IX 1 · X 0", () => {
    expect(CENTURIES.map((c) => centuryLevels(c).magicLevel)).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1, 0]);
  });

  it("give the faith level I–V 1 · VI 2 · VII 3 · VIII 4 · IX 5 · X 6", () => {
    expect(CENTURIES.map((c) => centuryLevels(c).faithLevel)).toEqual([1, 1, 1, 1, 1, 2, 3, 4, 5, 6]);
  });

  it("in the fifth century casts at magic level 5", () => {
    expect(worldLevels("century", { century: 5, magicLevel: 3, faithLevel: 3, overrideMagicLevel: false, overrideFaithLevel: false })).toEqual({
      magicLevel: 5,
      faithLevel: 1,
    });
  });

  it("lets the GM override either level", () => {
    const settings = { century: 5, magicLevel: 2, faithLevel: 6, overrideMagicLevel: true, overrideFaithLevel: false };
    expect(worldLevels("century", settings)).toEqual({ magicLevel: 2, faithLevel: 1 });
    expect(worldLevels("century", { ...settings, overrideMagicLevel: false, overrideFaithLevel: true })).toEqual({ magicLevel: 5, faithLevel: 6 });
  });

  it("keeps the GM's levels where the ruleset does not follow the century", () => {
    expect(worldLevels("gm", { century: 5, magicLevel: 3, faithLevel: 4, overrideMagicLevel: false, overrideFaithLevel: false })).toEqual({ magicLevel: 3, faithLevel: 4 });
  });

  it("reads bad input as the default century VII (levels 3/3) and writes Roman numerals", () => {
    expect(toCentury(Number.NaN)).toBe(DEFAULT_CENTURY);
    expect(toCentury(11)).toBe(7);
    expect(centuryLevels(DEFAULT_CENTURY)).toEqual({ magicLevel: 3, faithLevel: 3 });
    expect(romanCentury(5)).toBe("V");
    expect(romanCentury(10)).toBe("X");
  });
});
