import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { effectiveReach, legSummary, metresPerUnit, movementCost, reachFromFoeMovement, reachFromQuickness } from "./movement.ts";

// Rulebook 2025 and 2026, combat chapter → "Akteur und Aktionen": gehen Schnelligkeit + 1 m, rennen
// Schnelligkeit + 5 m, robben Schnelligkeit / 2 + 1 m (aufgerundet, nur In der Hocke); each one Handlung.

describe("movement reach", () => {
  it("is Quickness + 1 m walking, + 5 m running, ⌈Quickness / 2⌉ + 1 m crawling", () => {
    expect(reachFromQuickness(3)).toEqual({ walk: 4, run: 8, crawl: 3 });
    expect(reachFromQuickness(2)).toEqual({ walk: 3, run: 7, crawl: 2 });
    expect(reachFromQuickness(0)).toEqual({ walk: 1, run: 5, crawl: 1 });
  });

  it("never goes below 0 m, and bad input counts as Quickness 0", () => {
    expect(reachFromQuickness(-7)).toEqual({ walk: 0, run: 0, crawl: 0 });
    expect(reachFromQuickness(Number.NaN)).toEqual({ walk: 1, run: 5, crawl: 1 });
  });

  it("reads a foe's movement as its walk (run + 4 m, crawl as a character's; 0 does not move)", () => {
    expect(reachFromFoeMovement(4)).toEqual({ walk: 4, run: 8, crawl: 3 });
    expect(reachFromFoeMovement(3)).toEqual({ walk: 3, run: 7, crawl: 2 });
    expect(reachFromFoeMovement(0)).toEqual({ walk: 0, run: 0, crawl: 0 });
  });

  it("is halved by a raised shield block, halves kept (walk 3 m → 1.5 m)", () => {
    const { reach } = effectiveReach(reachFromQuickness(2), { shieldBlock: true });
    expect(reach).toEqual({ walk: 1.5, run: 3.5, crawl: 1 });
  });

  it("allows only crawling while hunkered, walking and running otherwise", () => {
    expect(effectiveReach(reachFromQuickness(2), { conditions: { hunkered: 1 } }).modes).toEqual(["crawl"]);
    expect(effectiveReach(reachFromQuickness(2)).modes).toEqual(["walk", "run"]);
  });

  it("stops a Dying or unconscious token, and one without reach", () => {
    expect(effectiveReach(reachFromQuickness(2), { conditions: { dying: 1 } }).stopped).toBe("incapacitated");
    expect(effectiveReach(reachFromQuickness(2), { conditions: { unconscious: 2 } }).stopped).toBe("incapacitated");
    expect(effectiveReach(reachFromQuickness(-9)).stopped).toBe("noReach");
    expect(effectiveReach(reachFromQuickness(2)).stopped).toBeNull();
  });
});

describe("action cost of a move", () => {
  const standing = effectiveReach(reachFromQuickness(3)); // walk 4, run 8

  it("costs nothing for no move", () => {
    expect(movementCost(0, standing)).toMatchObject({ actions: 0, mode: null, legs: [] });
  });

  it("is one action walking within Quickness + 1 m", () => {
    expect(movementCost(4, standing)).toMatchObject({ actions: 1, mode: "walk" });
    expect(movementCost(1.5, standing)).toMatchObject({ actions: 1, mode: "walk" });
  });

  it("is one action running within Quickness + 5 m", () => {
    expect(movementCost(4.5, standing)).toMatchObject({ actions: 1, mode: "run" });
    expect(movementCost(8, standing)).toMatchObject({ actions: 1, mode: "run" });
  });

  it("adds a run per further Quickness + 5 m, the last leg a walk when it fits", () => {
    const twelve = movementCost(12, standing);
    expect(twelve.actions).toBe(2);
    expect(twelve.legs).toEqual([
      { mode: "run", metres: 8 },
      { mode: "walk", metres: 4 },
    ]);
    expect(movementCost(13, standing)).toMatchObject({ actions: 2, mode: "run" });
    expect(movementCost(17, standing).actions).toBe(3);
  });

  it("crawls every leg while hunkered (Quickness 3: 3 m per action)", () => {
    const hunkered = effectiveReach(reachFromQuickness(3), { conditions: { hunkered: 1 } });
    expect(movementCost(3, hunkered)).toMatchObject({ actions: 1, mode: "crawl" });
    const seven = movementCost(7, hunkered);
    expect(seven.actions).toBe(3);
    expect(seven.legs.every((leg) => leg.mode === "crawl")).toBe(true);
  });

  it("costs twice as many actions with a raised shield block", () => {
    const blocked = effectiveReach(reachFromQuickness(3), { shieldBlock: true }); // walk 2, run 4
    expect(movementCost(8, standing).actions).toBe(1);
    expect(movementCost(8, blocked).actions).toBe(2);
    expect(movementCost(2, blocked)).toMatchObject({ actions: 1, mode: "walk" });
  });

  it("cannot be paid at all by a Dying token", () => {
    const dying = effectiveReach(reachFromQuickness(3), { conditions: { dying: 1 } });
    expect(movementCost(1, dying)).toMatchObject({ actions: Infinity, stopped: "incapacitated", mode: null });
    expect(movementCost(0, dying).actions).toBe(0);
  });

  it("tolerates the rounding of measured distances (8.0000001 m is still one run)", () => {
    expect(movementCost(8 + 1e-9, standing).actions).toBe(1);
  });

  it("always covers the distance with legs no longer than their reach (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 12 }), fc.boolean(), fc.boolean(), fc.double({ min: 0.01, max: 200, noNaN: true }), (q, hunkered, shield, d) => {
        const effective = effectiveReach(reachFromQuickness(q), { conditions: { hunkered: hunkered ? 1 : 0 }, shieldBlock: shield });
        const cost = movementCost(d, effective);
        if (effective.stopped) return cost.actions === Infinity;
        const covered = cost.legs.reduce((sum, leg) => sum + leg.metres, 0);
        const fits = cost.legs.every((leg) => leg.metres <= effective.reach[leg.mode] + 1e-6);
        const longest = Math.max(...effective.modes.map((mode) => effective.reach[mode]));
        return Math.abs(covered - d) < 1e-6 && fits && cost.actions === Math.max(1, Math.ceil(d / longest - 1e-6));
      }),
    );
  });
});

describe("ruler wording helpers", () => {
  it("groups consecutive legs of one mode", () => {
    const cost = movementCost(20, effectiveReach(reachFromQuickness(3)));
    expect(legSummary(cost.legs)).toEqual([
      { mode: "run", count: 2 },
      { mode: "walk", count: 1 },
    ]);
  });

  it("converts scene units into metres", () => {
    expect(metresPerUnit("m")).toBe(1);
    expect(metresPerUnit("ft")).toBeCloseTo(0.3048);
    expect(metresPerUnit(" Km ")).toBe(1000);
    expect(metresPerUnit("")).toBe(1);
  });
});
