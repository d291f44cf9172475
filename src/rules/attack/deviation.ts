/**
 * Where a missed throw lands (RULES.md → Attacks: "throwing deviation (d12 clock direction, d6
 * metres)"; rulebook "Abweichung"): a throw without a single success misses and deviates. The dice
 * are {@link rollDeviation} of special.ts (d12 clock hour seen by the thrower looking at the target:
 * 12 = beyond the target, 3 = to its right, 6 = back towards the thrower, 9 = to its left; d6 metres).
 * This module turns a deviation into a landing point in plane coordinates (Foundry's canvas: x to
 * the right, y downwards) so the canvas layer only has to draw it.
 */
import type { Deviation } from "./special.ts";
import { rollDeviation } from "./special.ts";
import type { DeviationDirection } from "../ruleset/ruleset.ts";

/**
 * A point in plane coordinates (x to the right, y downwards, like the canvas), with its height in
 * metres where the map has heights (a token's elevation; Foundry 14's scene levels).
 */
export interface PlanePoint {
  x: number;
  y: number;
  elevation?: number;
}

/** Whether a throw deviates: only a throw without a single success (a miss). */
export function throwDeviates(successes: number): boolean {
  return successes < 1;
}

/** A missed throw's deviation, or null when the throw had a success. Dice from `random` ([0, 1)). */
export function throwOutcome(successes: number, random: () => number = Math.random, direction: DeviationDirection = "d12"): Deviation | null {
  return throwDeviates(successes) ? rollDeviation(random, direction) : null;
}

/**
 * Where the thrown object lands: `deviation.metres` away from the target in the clock direction
 * seen from the thrower (12 o'clock = the line thrower → target, continued). `unitsPerMetre`
 * converts metres to plane units (on the canvas: grid size / grid distance in metres). When thrower
 * and target stand on the same point (or one right above the other), 12 o'clock is "up" (−y).
 * Heights: the object deviates along the ground at the target's height and lands there (the landing
 * point carries the target's elevation; ours — the rulebook measures the deviation on the ground and
 * says nothing of heights), so a throw at a target on another level lands on that level.
 */
export function landingPoint(thrower: PlanePoint, target: PlanePoint, deviation: Deviation, unitsPerMetre = 1): PlanePoint {
  const dx = target.x - thrower.x;
  const dy = target.y - thrower.y;
  const length = Math.hypot(dx, dy);
  const forward = length > 0 ? { x: dx / length, y: dy / length } : { x: 0, y: -1 };
  // Clockwise by 90° with y pointing down: "3 o'clock" is the thrower's right.
  const right = { x: -forward.y, y: forward.x };
  const angle = ((deviation.clock % 12) * Math.PI) / 6;
  const distance = deviation.metres * unitsPerMetre;
  const along = Math.cos(angle) * distance;
  const across = Math.sin(angle) * distance;
  const point: PlanePoint = { x: round(target.x + forward.x * along + right.x * across), y: round(target.y + forward.y * along + right.y * across) };
  return target.elevation === undefined ? point : { ...point, elevation: target.elevation };
}

/** Rounded to 1e-9 so that e.g. cos(90°) gives exactly 0. */
function round(value: number): number {
  const r = Math.round(value * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}
