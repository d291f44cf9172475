import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { healthView, heartsOf, MAX_HEARTS } from "./hearts.ts";

describe("hearts", () => {
  it("shows full hearts for health left, empty ones for wounds, and boosts after them", () => {
    const hearts = heartsOf(5, 2, 1);
    expect(hearts.map((h) => h.state)).toEqual(["full", "full", "full", "empty", "empty", "boost"]);
    expect(hearts.map((h) => h.action)).toEqual(["wound", "wound", "wound", "heal", "heal", "wound"]);
    expect(hearts.map((h) => h.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("clamps wounds to the maximum and ignores negative boosts", () => {
    expect(heartsOf(3, 9, -4).map((h) => h.state)).toEqual(["empty", "empty", "empty"]);
    expect(heartsOf(3, -2, 0).map((h) => h.state)).toEqual(["full", "full", "full"]);
  });

  it("turns broken data into numbers, never NaN", () => {
    const view = healthView("abc", undefined, Number.NaN);
    expect(view).toMatchObject({ value: 0, max: 0, boosts: 0, hearts: [] });
    expect(healthView("7", "2", null)).toMatchObject({ value: 5, max: 7, boosts: 0 });
  });

  it("never shows more than the heart limit and says so", () => {
    const view = healthView(200, 10, 5);
    expect(view.hearts).toHaveLength(MAX_HEARTS);
    expect(view.truncated).toBe(true);
    expect(view.value).toBe(190);
  });

  it("has as many full hearts as health left for any input", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 5 }), (max, wounds, boosts) => {
        const view = healthView(max, wounds, boosts);
        expect(view.hearts.filter((h) => h.state === "full")).toHaveLength(view.value);
        expect(view.hearts.filter((h) => h.state === "boost")).toHaveLength(Math.min(boosts, MAX_HEARTS - max));
      }),
    );
  });
});

describe("a heart says what its click will do before it costs health", () => {
  it("a full heart: health 3 → 2; an empty one: heals 3 → 4 (RULES.md → Wounds)", () => {
    const hearts = heartsOf(5, 2, 0);
    expect(hearts[0]).toMatchObject({ action: "wound", hint: "PHASESIX.Sheet.HeartHint.Wound", from: 3, to: 2 });
    expect(hearts[4]).toMatchObject({ action: "heal", hint: "PHASESIX.Sheet.HeartHint.Heal", from: 3, to: 4 });
  });

  it("with a boost the wound takes the boost first; at the last point the character becomes Dying", () => {
    expect(heartsOf(5, 2, 1)[0]).toMatchObject({ hint: "PHASESIX.Sheet.HeartHint.Boost", from: 1, to: 0 });
    expect(heartsOf(5, 4, 0)[0]).toMatchObject({ hint: "PHASESIX.Sheet.HeartHint.Dying", from: 1, to: 0 });
  });
});
