import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { landingPoint, throwDeviates, throwOutcome } from "./deviation.ts";
import { deviation } from "./special.ts";

/** A [0, 1) random function that yields the given faces for dice of the given sides, in order. */
function scripted(rolls: Array<[face: number, sides: number]>): () => number {
  let i = 0;
  return () => {
    const [face, sides] = rolls[i++];
    return (face - 0.5) / sides;
  };
}

describe("throwing deviation", () => {
  it("deviates only when the throw has no success", () => {
    expect(throwDeviates(0)).toBe(true);
    expect(throwDeviates(1)).toBe(false);
    expect(throwOutcome(2, scripted([]))).toBeNull();
  });

  it("a miss rolls the d12 for the direction first, then the d6 for the metres", () => {
    expect(throwOutcome(0, scripted([[3, 12], [4, 6]]))).toEqual({ clock: 3, metres: 4 });
    expect(throwOutcome(0, scripted([[12, 12], [1, 6]]))).toEqual({ clock: 12, metres: 1 });
  });

  // Thrower at the origin throwing "up" the canvas (−y) at a target 10 m away; 1 unit per metre.
  const thrower = { x: 0, y: 0 };
  const target = { x: 0, y: -10 };

  it("3 o'clock lands to the thrower's right of the target (the book's example)", () => {
    expect(landingPoint(thrower, target, deviation(3, 4))).toEqual({ x: 4, y: -10 });
  });

  it("12 lands beyond the target, 6 towards the thrower, 9 to the left", () => {
    expect(landingPoint(thrower, target, deviation(12, 2))).toEqual({ x: 0, y: -12 });
    expect(landingPoint(thrower, target, deviation(6, 2))).toEqual({ x: 0, y: -8 });
    expect(landingPoint(thrower, target, deviation(9, 5))).toEqual({ x: -5, y: -10 });
  });

  it("turns with the line of the throw and scales metres to canvas units", () => {
    // Throwing to the right (+x): 3 o'clock is down the canvas (+y); 100 px per metre.
    expect(landingPoint({ x: 0, y: 0 }, { x: 500, y: 0 }, deviation(3, 2), 100)).toEqual({ x: 500, y: 200 });
    // 1 o'clock: 30° right of the line, 6 m.
    const p = landingPoint(thrower, target, deviation(1, 6));
    expect(p.x).toBeCloseTo(3, 9);
    expect(p.y).toBeCloseTo(-10 - 6 * Math.cos(Math.PI / 6), 9);
  });

  it("thrower and target on one point: 12 o'clock is up the canvas", () => {
    expect(landingPoint(target, target, deviation(12, 3))).toEqual({ x: 0, y: -13 });
  });

  it("always lands exactly the rolled metres from the target", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (clock, metres, tx, ty) => {
          const p = landingPoint({ x: 0, y: 0 }, { x: tx, y: ty }, deviation(clock, metres), 2);
          expect(Math.hypot(p.x - tx, p.y - ty)).toBeCloseTo(metres * 2, 6);
        },
      ),
    );
  });
});

describe("throwing deviation with heights (a target on another level)", () => {
  it("deviates along the ground as before and lands at the target's height", () => {
    const high = { x: 0, y: 0, elevation: 10 };
    const low = { x: 0, y: -10, elevation: 0 };
    expect(landingPoint(high, low, deviation(12, 2))).toEqual({ x: 0, y: -12, elevation: 0 });
    expect(landingPoint(low, high, deviation(3, 2))).toEqual({ x: -2, y: 0, elevation: 10 });
  });

  it("without heights the landing point has none (a flat map, Foundry 13)", () => {
    expect(landingPoint({ x: 0, y: 0 }, { x: 0, y: -10 }, deviation(6, 1))).toEqual({ x: 0, y: -9 });
  });

  it("a thrower right above the target: 12 o'clock is up the canvas", () => {
    expect(landingPoint({ x: 5, y: 5, elevation: 8 }, { x: 5, y: 5, elevation: 0 }, deviation(12, 3))).toEqual({ x: 5, y: 2, elevation: 0 });
  });
});
