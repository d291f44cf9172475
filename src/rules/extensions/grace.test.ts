import { describe, expect, it } from "vitest";
import { PRAYER_COST_RANGES_2026, prayerCost, prayerCostRange, singingCheckRequest, singingCounts } from "./grace.ts";

const rules2026 = { term: "grace", costRanges: PRAYER_COST_RANGES_2026, sacredLanguage: "latin", singingCheck: "performance" } as const;
const rules2025 = { term: "favor", costRanges: {}, sacredLanguage: "doldag", singingCheck: "none" } as const;

describe("grace costs (rulebook 2026, Pantheon → Geringe Bitte; Anrufung)", () => {
  it("price the lesser plea 2–12 and the invocation 10–25", () => {
    expect(prayerCostRange(rules2026, "lesserPlea")).toEqual([2, 12]);
    expect(prayerCostRange(rules2026, "invocation")).toEqual([10, 25]);
    expect([1, 2, 7, 12, 13].map((c) => prayerCost(rules2026, "lesserPlea", c))).toEqual([2, 2, 7, 12, 12]);
    expect([0, 10, 18, 25, 40].map((c) => prayerCost(rules2026, "invocation", c))).toEqual([10, 10, 18, 25, 25]);
  });

  it("keep the fixed costs (Stoßgebet 2, Segen 5, Weihe 7)", () => {
    expect(prayerCost(rules2026, "shockPrayer", 9)).toBe(2);
    expect(prayerCost(rules2026, "blessing", 0)).toBe(5);
    expect(prayerCost(rules2026, "consecration", 0)).toBe(7);
  });

  it("leave the 2025 costs open (any whole cost ≥ 0)", () => {
    expect(prayerCostRange(rules2025, "invocation")).toBeNull();
    expect(prayerCost(rules2025, "invocation", 3)).toBe(3);
    expect(prayerCost(rules2025, "lesserPlea", -2)).toBe(0);
  });
});

describe("singing (rulebook 2026, Pantheon → Die Formen der Anrufung)", () => {
  it("needs a Performance check whose pass makes the −5 count", () => {
    expect(singingCheckRequest(rules2026)).toEqual({ kind: "skill", key: "performance", options: { diceModifier: 0, minRollModifier: 0 } });
    expect(singingCounts(rules2026, 1)).toBe(true);
    expect(singingCounts(rules2026, 0)).toBe(false);
    expect(singingCheckRequest(rules2025)).toBeNull();
    expect(singingCounts(rules2025, null)).toBe(true);
  });
});
