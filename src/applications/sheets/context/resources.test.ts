import { describe, expect, it } from "vitest";
import { conditionViews, poolView, poolViews } from "./resources.ts";

describe("dice pools", () => {
  it("shows current of max with one pip per die, filled for those left", () => {
    const pool = poolView("bonusDice", 1, 3);
    expect(pool).toMatchObject({ current: 1, max: 3, canSpend: true, canRestore: true, label: "PHASESIX.Sheet.Pool.bonusDice" });
    expect(pool.pips.map((p) => p.filled)).toEqual([true, false, false]);
  });

  it("cannot spend from an empty pool or restore a full one", () => {
    expect(poolView("rerolls", 0, 2)).toMatchObject({ canSpend: false, canRestore: true });
    expect(poolView("rerolls", 2, 2)).toMatchObject({ canSpend: true, canRestore: false });
  });

  it("reads missing and broken values as 0", () => {
    expect(poolViews(undefined, { destinyDice: "x" }).map((p) => [p.key, p.current, p.max])).toEqual([
      ["bonusDice", 0, 0],
      ["rerolls", 0, 0],
      ["destinyDice", 0, 0],
    ]);
  });
});

describe("conditions", () => {
  it("lists every condition in rulebook order with its counter clamped to its bounds", () => {
    const views = conditionViews({ dying: 9, shocked: 2, hunkered: 3, poisoned: -1 });
    expect(views.map((v) => v.key)).toEqual(["dying", "unconscious", "shocked", "burning", "bleeding", "poisoned", "hunkered"]);
    expect(views.find((v) => v.key === "dying")).toMatchObject({ value: 6, canIncrease: false, active: true });
    expect(views.find((v) => v.key === "shocked")).toMatchObject({ value: 2, canDecrease: true, toggle: false });
    expect(views.find((v) => v.key === "hunkered")).toMatchObject({ value: 1, toggle: true });
    expect(views.find((v) => v.key === "poisoned")).toMatchObject({ value: 0, active: false, canDecrease: false });
  });
});
