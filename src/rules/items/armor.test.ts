import { describe, expect, it } from "vitest";
import type { ArmorPiece } from "./armor.ts";
import { PROTECTION_TYPES } from "../catalog/index.ts";
import {
  castingMinRollPenalty,
  conditionAfterStops,
  emptyProtection,
  parseProtectionCode,
  PROTECTION_LETTER_TYPES,
  PROTECTION_LETTERS_DE,
  PROTECTION_LETTERS_EN,
  protectionCode,
  protectionPool,
  protectionUnits,
  wornEncumbrance,
} from "./armor.ts";

function piece(code: string, overrides: Partial<ArmorPiece> = {}): ArmorPiece {
  return { protection: parseProtectionCode(code).protection, encumbrance: 1, worn: true, condition: 100, category: "light", ...overrides };
}

describe("protection codes", () => {
  it("read the appendix notation into units per type", () => {
    const { protection, unknown } = parseProtectionCode("N N N C");
    expect(protection).toEqual({ ...emptyProtection(), normal: 3, critical: 1 });
    expect(unknown).toEqual([]);
    expect(protectionUnits(protection)).toBe(4);
  });

  it("read D as demonic protection and report letters we have no protection type for", () => {
    const { protection, unknown } = parseProtectionCode("N D S H R X");
    expect(protection).toEqual({ ...emptyProtection(), normal: 1, shock: 1, sticky: 1, reflection: 1, demonic: 1 });
    expect(unknown).toEqual(["X"]);
  });

  it("read the German letters of the 2026 book (gear_de.tex → Schutz): a riot suit \"N N K G D\" keeps its critical and its poison unit", () => {
    const { protection, unknown } = parseProtectionCode("N N K G D");
    expect(protection).toEqual({ ...emptyProtection(), normal: 2, critical: 1, poison: 1, demonic: 1 });
    expect(unknown).toEqual([]);
    expect(parseProtectionCode("N N N K").protection).toEqual({ ...emptyProtection(), normal: 3, critical: 1 });
  });

  it("read both letter sets alike, and a mix (K = C critical, G = P poison; every other letter is the same in both books)", () => {
    expect(parseProtectionCode("N C H B P F R S D").protection).toEqual(parseProtectionCode("N K H B G F R S D").protection);
    expect(parseProtectionCode("K C G P").protection).toEqual({ ...emptyProtection(), critical: 2, poison: 2 });
    for (const type of PROTECTION_TYPES) {
      expect(PROTECTION_LETTER_TYPES[PROTECTION_LETTERS_EN[type]]).toBe(type);
      expect(PROTECTION_LETTER_TYPES[PROTECTION_LETTERS_DE[type]]).toBe(type);
    }
    expect(parseProtectionCode("n k g").protection).toEqual({ ...emptyProtection(), normal: 1, critical: 1, poison: 1 });
    expect(parseProtectionCode("CONSTRUCTOR __proto__").unknown).toEqual(["CONSTRUCTOR", "__proto__"]);
  });

  it("write the German letters when asked", () => {
    expect(protectionCode({ ...emptyProtection(), normal: 2, critical: 1, poison: 1, demonic: 1 }, PROTECTION_LETTERS_DE)).toBe("N N K G D");
    expect(protectionCode({ ...emptyProtection(), normal: 2, critical: 1, poison: 1, demonic: 1 })).toBe("N N C P D");
  });

  it("write units back in the same notation", () => {
    expect(protectionCode({ ...emptyProtection(), normal: 2, critical: 1, fire: 1 })).toBe("N N C F");
    expect(protectionCode(emptyProtection())).toBe("");
  });
});

describe("protection pool", () => {
  it("sums the units of worn, unbroken pieces per type", () => {
    const pool = protectionPool([
      piece("N N N C"),
      piece("N B", { worn: false }),
      piece("C C", { condition: 0 }),
      piece("N F"),
    ]);
    expect(pool).toEqual({ ...emptyProtection(), normal: 4, critical: 1, fire: 1 });
  });

  it("counts encumbrance of worn pieces only, and heavy armour for casting", () => {
    const pieces = [piece("N", { encumbrance: 2 }), piece("N", { encumbrance: 3, category: "heavy" }), piece("N", { encumbrance: 4, worn: false, category: "heavy" })];
    expect(wornEncumbrance(pieces)).toBe(5);
    expect(castingMinRollPenalty(pieces)).toBe(3);
  });
});

describe("optional armour damage", () => {
  it("costs 10 % condition per two hits stopped, never below 0", () => {
    expect(conditionAfterStops(100, 1)).toBe(100);
    expect(conditionAfterStops(100, 2)).toBe(90);
    expect(conditionAfterStops(100, 5)).toBe(80);
    expect(conditionAfterStops(10, 6)).toBe(0);
    expect(conditionAfterStops(50, -3)).toBe(50);
  });
});
