import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces, scriptedFaces } from "./faces.ts";
import { dieFromFaces, rollDie, rollPool, rollPoolAsync } from "./pool.ts";
import type { FaceRequest } from "./pool.ts";

describe("rollPool", () => {
  it("rolls Hagen's 5 dice breadth-first: 4,2,6,6,1 then 6,1 then 1", () => {
    const dice = rollPool(5, scriptedFaces([4, 2, 6, 6, 1, 6, 1, 1]));
    expect(dice.map((d) => d.faces)).toEqual([[4], [2], [6, 6, 1], [6, 1], [1]]);
    expect(dice.map((d) => d.total)).toEqual([4, 2, 13, 7, 1]);
    expect(Math.max(...dice.map((d) => d.total))).toBe(13);
  });

  it("throws all sixes again in die order before a second re-throw (breadth-first, not depth-first)", () => {
    const dice = rollPool(2, scriptedFaces([6, 6, 1, 2]));
    expect(dice.map((d) => d.faces)).toEqual([[6, 1], [6, 2]]);
  });

  it("uses exactly the faces it needs", () => {
    const source = scriptedFaces([1, 2, 3]);
    rollPool(3, source);
    expect(() => source()).toThrow(/exhausted/);
  });

  it("rolls nothing for a pool of zero or less", () => {
    const source = scriptedFaces([]);
    expect(rollPool(0, source)).toEqual([]);
    expect(rollPool(-3, source)).toEqual([]);
  });

  it("rejects a non-integer or absurd count with a RangeError", () => {
    const source = randomFaces();
    expect(() => rollPool(2.5, source)).toThrow(RangeError);
    expect(() => rollPool(Number.NaN, source)).toThrow(RangeError);
    expect(() => rollPool(1001, source)).toThrow(/more than the allowed 1000/);
  });

  it("marks destiny dice", () => {
    expect(rollPool(2, scriptedFaces([3, 4]), { destiny: true }).every((d) => d.destiny)).toBe(true);
    expect(rollPool(1, scriptedFaces([3]))[0].destiny).toBe(false);
  });

  it("stops a chain at maxChain faces even on a six", () => {
    const die = rollPool(1, () => 6, { maxChain: 5 })[0];
    expect(die.faces).toEqual([6, 6, 6, 6, 6]);
    expect(die.total).toBe(30);
    expect(rollPool(1, () => 6)[0].faces).toHaveLength(100);
  });

  it("rejects a bad maxChain", () => {
    expect(() => rollPool(1, () => 3, { maxChain: 0 })).toThrow(RangeError);
  });

  it("keeps every chain well-formed: sixes until the last face, total = sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer(), (count, seed) => {
        const dice = rollPool(count, randomFaces(mulberry32(seed)));
        expect(dice).toHaveLength(count);
        for (const die of dice) {
          expect(die.total).toBe(die.faces.reduce((a, b) => a + b, 0));
          die.faces.slice(0, -1).forEach((face) => expect(face).toBe(6));
          expect(die.faces[die.faces.length - 1]).not.toBe(6);
        }
      }),
    );
  });
});

describe("rollDie and dieFromFaces", () => {
  it("roll one exploding die / build one from faces", () => {
    expect(rollDie(scriptedFaces([6, 6, 3]), { destiny: true })).toEqual({ faces: [6, 6, 3], total: 15, destiny: true });
    expect(dieFromFaces([6, 2])).toEqual({ faces: [6, 2], total: 8, destiny: false });
  });
});

describe("rollPoolAsync (faces entered one at a time)", () => {
  it("asks wave by wave like a player at the table: 5 dice at 14+ from the book, 4,2,6,6,1 then 6,1 then 1", async () => {
    const faces = [4, 2, 6, 6, 1, 6, 1, 1];
    const asked: FaceRequest[] = [];
    const chains = await rollPoolAsync(5, async (request) => {
      asked.push(request);
      return faces[asked.length - 1];
    });
    expect(chains.map((c) => c.total)).toEqual([4, 2, 13, 7, 1]);
    expect(asked.map((r) => `${r.die}@${r.wave}`)).toEqual(["0@0", "1@0", "2@0", "3@0", "4@0", "2@1", "3@1", "2@2"]);
  });

  it("gives exactly what rollPool gives for the same faces", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 200, maxLength: 200 }), async (count, faces) => {
        const sync = rollPool(count, scriptedFaces(faces), { maxChain: 5 });
        let i = 0;
        const async = await rollPoolAsync(count, async () => faces[i++], { maxChain: 5 });
        expect(async).toEqual(sync);
      }),
    );
  });
});
