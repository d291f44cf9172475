import { describe, expect, it } from "vitest";
import { canPlaceIn, canUse, chargesAfterUse, formatWeight, gramsFromKg, highestConcealment, totalWeight } from "./gear.ts";

describe("weights", () => {
  it("read appendix kilograms into whole grams", () => {
    expect(gramsFromKg("2.50 kg")).toBe(2500);
    expect(gramsFromKg("0.30")).toBe(300);
    expect(gramsFromKg("1,2 kg")).toBe(1200);
    expect(gramsFromKg("0.05")).toBe(50);
    expect(() => gramsFromKg("heavy")).toThrow(/No weight/);
  });

  it("show grams as kilograms in the locale", () => {
    expect(formatWeight(2500)).toBe("2.5 kg");
    expect(formatWeight(2500, "de")).toBe("2,5 kg");
    expect(formatWeight(15)).toBe("0.02 kg");
  });

  it("sum stacks by quantity", () => {
    expect(totalWeight([{ weight: 300, quantity: 3 }, { weight: 5000, quantity: 1 }])).toBe(5900);
  });
});

describe("charges", () => {
  it("lose one per successful use and block use at 0", () => {
    const kit = { value: 1, max: 5 };
    expect(canUse(kit)).toBe(true);
    const used = chargesAfterUse(kit);
    expect(used).toEqual({ value: 0, max: 5 });
    expect(canUse(used)).toBe(false);
    expect(chargesAfterUse(used)).toEqual({ value: 0, max: 5 });
  });

  it("never run out on items without charges", () => {
    expect(canUse({ value: 0, max: 0 })).toBe(true);
    expect(chargesAfterUse({ value: 0, max: 0 })).toEqual({ value: 0, max: 0 });
  });
});

describe("concealment", () => {
  it("is the highest among carried things", () => {
    expect(highestConcealment([{ concealment: 2 }, { concealment: 5 }, { concealment: 0 }])).toBe(5);
    expect(highestConcealment([])).toBe(0);
  });
});

describe("containers", () => {
  const items = [
    { id: "bag", container: "", isContainer: true },
    { id: "box", container: "bag", isContainer: true },
    { id: "rope", container: "", isContainer: false },
  ];

  it("accept items into containers and allow taking them out", () => {
    expect(canPlaceIn(items, "rope", "box")).toBe(true);
    expect(canPlaceIn(items, "rope", "")).toBe(true);
  });

  it("refuse non-containers, missing ones, the item itself and loops", () => {
    expect(canPlaceIn(items, "bag", "rope")).toBe(false);
    expect(canPlaceIn(items, "rope", "nowhere")).toBe(false);
    expect(canPlaceIn(items, "bag", "bag")).toBe(false);
    expect(canPlaceIn(items, "bag", "box")).toBe(false);
  });
});
