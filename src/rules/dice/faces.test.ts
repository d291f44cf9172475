import { describe, expect, it } from "vitest";
import { mulberry32, randomFaces, rollInteger, scriptedFaces } from "./faces.ts";

describe("scriptedFaces", () => {
  it("yields the given faces in order", () => {
    const source = scriptedFaces([3, 6, 1]);
    expect([source(), source(), source()]).toEqual([3, 6, 1]);
  });

  it("throws a clear error when exhausted", () => {
    const source = scriptedFaces([2]);
    source();
    expect(() => source()).toThrow(/exhausted after 1 faces/);
  });

  it("rejects faces outside 1..6 up front", () => {
    expect(() => scriptedFaces([1, 7])).toThrow(RangeError);
    expect(() => scriptedFaces([0])).toThrow(RangeError);
    expect(() => scriptedFaces([2.5])).toThrow(RangeError);
  });

  it("is not affected by later changes to the given array", () => {
    const faces = [4];
    const source = scriptedFaces(faces);
    faces[0] = 1;
    expect(source()).toBe(4);
  });
});

describe("randomFaces", () => {
  it("with crypto yields every face 1..6 and nothing else, roughly uniformly", () => {
    const source = randomFaces();
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[source()]++;
    expect(counts[0]).toBe(0);
    // 10_000 expected per face, sd ≈ 91: 6 sd is a bound that cannot fail by luck in practice.
    for (let face = 1; face <= 6; face++) expect(Math.abs(counts[face] - n / 6)).toBeLessThan(6 * Math.sqrt((n * 5) / 36));
  });

  it("maps a [0,1) random function onto faces 1..6", () => {
    const values = [0, 0.1667, 0.34, 0.5, 0.67, 0.9999, 1];
    const source = randomFaces(() => values.shift() ?? 0);
    expect([source(), source(), source(), source(), source(), source(), source()]).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });
});

describe("mulberry32", () => {
  it("is deterministic for a seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});

describe("rollInteger", () => {
  it("yields 1..sides", () => {
    const random = mulberry32(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rollInteger(12, random));
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it("rejects a bad number of sides", () => {
    expect(() => rollInteger(0)).toThrow(RangeError);
  });
});
