import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dieFromFaces } from "../dice/pool.ts";
import { scoreCheck } from "../dice/score.ts";
import { artefactUse, createArtefact, isInfiniteArtefact, storeAfterSideEffects, storeHolds, unlocksArtefact } from "./artefact.ts";

/** A scored roll at 5+ from the faces of each die (e.g. [6, 6, 6, 6, 6, 1] = 31). */
function roll(...dice: number[][]) {
  return scoreCheck(dice.map((faces) => dieFromFaces(faces)), { minRoll: 5 });
}

describe("createArtefact", () => {
  it("holds one use per success and costs arcana × uses", () => {
    const outcome = createArtefact({ score: roll([5], [5], [2]), arcanaCost: 2, arcana: 10, magicKnowledge: 3 });
    expect(outcome).toEqual({ created: true, infinite: false, uses: 2, arcanaPaid: 4, wounds: 0, level: 3 });
  });

  it("binds only as many uses as the arcana left pays for", () => {
    const outcome = createArtefact({ score: roll([5], [5], [5], [5]), arcanaCost: 3, arcana: 7, magicKnowledge: 2 });
    expect(outcome).toMatchObject({ created: true, uses: 2, arcanaPaid: 6 });
  });

  it("makes nothing on a failed roll, which still costs the spell's arcana once", () => {
    const outcome = createArtefact({ score: roll([4], [2]), arcanaCost: 2, arcana: 5, magicKnowledge: 1 });
    expect(outcome).toEqual({ created: false, infinite: false, uses: 0, arcanaPaid: 2, wounds: 0, level: 1 });
  });

  it("makes an infinite artefact when a successful die reaches 30: successes count twice, the rest is paid in wounds", () => {
    const score = roll([6, 6, 6, 6, 6, 1], [5]);
    expect(score.successes).toBe(6); // 31: 1 + 4 critical steps; 5: 1
    const outcome = createArtefact({ score, arcanaCost: 1, arcana: 6, magicKnowledge: 4 });
    expect(outcome).toEqual({ created: true, infinite: true, uses: null, arcanaPaid: 6, wounds: 6, level: 4 });
  });

  it("does not make an infinite artefact from a total of 29", () => {
    expect(isInfiniteArtefact(roll([6, 6, 6, 6, 5]).dice)).toBe(false);
    expect(isInfiniteArtefact(roll([6, 6, 6, 6, 6, 1]).dice)).toBe(true);
  });
});

describe("artefact use", () => {
  it("is free with Magic Knowledge at least the artefact's level", () => {
    expect(artefactUse(4, 3)).toEqual({ free: true, successesNeeded: 0 });
    expect(artefactUse(3, 3)).toEqual({ free: true, successesNeeded: 0 });
  });

  it("otherwise needs a Spell Casting roll with the difference in successes", () => {
    const use = artefactUse(1, 4);
    expect(use).toEqual({ free: false, successesNeeded: 3 });
    expect(unlocksArtefact(use, 2)).toBe(false);
    expect(unlocksArtefact(use, 3)).toBe(true);
  });
});

describe("arcana stores", () => {
  it("hold when the bearer's Magic Knowledge successes reach the stored arcana", () => {
    expect(storeHolds(3, 3)).toBe(true);
    expect(storeHolds(2, 3)).toBe(false);
  });

  it("lose one arcana per 1 among one d6 per stored arcana", () => {
    expect(storeAfterSideEffects(4, [1, 3, 1, 6])).toBe(2);
    expect(storeAfterSideEffects(2, [1, 1, 1, 1])).toBe(0);
  });
});

describe("artefact properties", () => {
  it("never holds more uses than successes, never costs more arcana than is left, and pays wounds only when infinite", () => {
    const die = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }).map((faces) => {
      const chain: number[] = [];
      for (const face of faces) {
        chain.push(face);
        if (face !== 6) break;
      }
      return chain;
    });
    fc.assert(
      fc.property(fc.array(die, { maxLength: 10 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 20 }), (dice, arcanaCost, arcana) => {
        const score = roll(...dice);
        const outcome = createArtefact({ score, arcanaCost, arcana, magicKnowledge: 2 });
        expect(outcome.arcanaPaid).toBeLessThanOrEqual(arcana);
        if (!outcome.infinite) {
          expect(outcome.wounds).toBe(0);
          expect(outcome.uses ?? 0).toBeLessThanOrEqual(score.successes);
        } else {
          expect(outcome.arcanaPaid + outcome.wounds).toBe(arcanaCost * score.successes * 2);
        }
      }),
    );
  });
});
