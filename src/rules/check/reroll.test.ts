import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces, scriptedFaces } from "../dice/faces.ts";
import {
  addBonusDie,
  addDestinyDie,
  canReroll,
  rerollAll,
  rerollWithDestiny,
  rollStateFrom,
  scoreRoll,
  scoreRollAsAttack,
  startRoll,
} from "./reroll.ts";

describe("roll state", () => {
  it("a pool of 0 or less rolls nothing and fails", () => {
    const state = startRoll({ dice: -2, minRoll: 5 }, scriptedFaces([]));
    expect(state.dice).toEqual([]);
    expect(scoreRoll(state).passed).toBe(false);
  });

  it("a bonus die can save a failed roll, one at a time, even from a pool of 0", () => {
    let state = startRoll({ dice: 0, minRoll: 5 }, scriptedFaces([]));
    state = addBonusDie(state, scriptedFaces([3]));
    expect(scoreRoll(state).passed).toBe(false);
    state = addBonusDie(state, scriptedFaces([5]));
    expect(scoreRoll(state).successes).toBe(1);
    expect(state.dice).toHaveLength(2);
    expect(state.spent.bonusDice).toBe(2);
  });

  it("a bonus die explodes like any die", () => {
    const state = addBonusDie(startRoll({ dice: 0, minRoll: 9 }, scriptedFaces([])), scriptedFaces([6, 3]));
    expect(state.dice[0].total).toBe(9);
    expect(scoreRoll(state).passed).toBe(true);
  });

  it("a reroll throws the whole roll again, added dice included, at no extra dice cost", () => {
    let state = startRoll({ dice: 2, minRoll: 5 }, scriptedFaces([1, 2]));
    state = addBonusDie(state, scriptedFaces([3]));
    state = rerollAll(state, scriptedFaces([5, 4, 6, 6, 1]));
    expect(state.dice.map((d) => d.total)).toEqual([5, 4, 13]);
    expect(scoreRoll(state).successes).toBe(1 + 2);
    expect(state.spent).toEqual({ bonusDice: 1, rerolls: 1, destinyDice: 0 });
  });

  it("a roll of no dice cannot be re-rolled into a success", () => {
    const empty = startRoll({ dice: 0, minRoll: 5 }, scriptedFaces([]));
    expect(canReroll(empty)).toBe(false);
    expect(scoreRoll(rerollAll(empty, scriptedFaces([]))).passed).toBe(false);
    expect(scoreRoll(rerollWithDestiny(empty, scriptedFaces([]))).passed).toBe(false);
  });

  it("a destiny die as bonus succeeds on 4 at Hagen's 14+", () => {
    let state = startRoll({ dice: 5, minRoll: 14 }, scriptedFaces([4, 2, 6, 6, 1, 6, 1, 1]));
    expect(scoreRoll(state).passed).toBe(false);
    state = addDestinyDie(state, scriptedFaces([4]));
    expect(state.dice[5].destiny).toBe(true);
    expect(scoreRoll(state).successes).toBe(1);
    expect(state.spent.destinyDice).toBe(1);
  });

  it("a destiny reroll re-rolls everything, then every die succeeds on min(4, M)", () => {
    let state = startRoll({ dice: 3, minRoll: 10 }, scriptedFaces([1, 2, 3]));
    state = rerollWithDestiny(state, scriptedFaces([4, 3, 5]));
    expect(state.destinyReroll).toBe(true);
    expect(scoreRoll(state).successes).toBe(2);
    // A bonus die added afterwards belongs to that roll too.
    expect(scoreRoll(addBonusDie(state, scriptedFaces([4]))).successes).toBe(3);
    // At M = 3 the destiny reroll does not make it harder.
    const low = rerollWithDestiny(startRoll({ dice: 1, minRoll: 3 }, scriptedFaces([1])), scriptedFaces([3]));
    expect(scoreRoll(low).successes).toBe(1);
  });

  it("a normal reroll after a destiny reroll ends the destiny benefit", () => {
    let state = rerollWithDestiny(startRoll({ dice: 1, minRoll: 10 }, scriptedFaces([1])), scriptedFaces([4]));
    state = rerollAll(state, scriptedFaces([4]));
    expect(state.destinyReroll).toBe(false);
    expect(scoreRoll(state).passed).toBe(false);
  });

  it("a reroll keeps destiny dice as destiny dice, thrown apart from the others", () => {
    let state = startRoll({ dice: 2, minRoll: 8 }, scriptedFaces([1, 1]));
    state = addDestinyDie(state, scriptedFaces([1]));
    // normal dice first (2 faces), then the destiny die (1 face)
    state = rerollAll(state, scriptedFaces([2, 3, 4]));
    expect(state.dice.map((d) => [d.total, d.destiny])).toEqual([[2, false], [3, false], [4, true]]);
    expect(scoreRoll(state).successes).toBe(1);
  });

  it("scores an attack state with its crit settings (a burst never crits)", () => {
    const burst = startRoll({ dice: 2, minRoll: 5, canCrit: false }, scriptedFaces([6, 5, 5]));
    expect(scoreRollAsAttack(burst)).toEqual({ hits: 2, criticalHits: 0, extraWounds: [] });
    const single = startRoll({ dice: 2, minRoll: 5 }, scriptedFaces([6, 5, 5]));
    expect(scoreRollAsAttack(single)).toEqual({ hits: 1, criticalHits: 1, extraWounds: [0] });
  });

  it("survives a JSON round trip and re-scores the same", () => {
    let state = startRoll({ dice: 4, minRoll: 6 }, randomFaces(mulberry32(3)));
    state = addDestinyDie(state, randomFaces(mulberry32(4)));
    const copy = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(scoreRoll(copy)).toEqual(scoreRoll(state));
    expect(scoreRoll(rollStateFrom(copy.dice, copy))).toEqual(scoreRoll(state));
  });

  it("property: bonus dice never lower successes; rerolls keep the dice count", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10 }), fc.integer({ min: 2, max: 15 }), fc.integer(), (n, minRoll, seed) => {
        const source = randomFaces(mulberry32(seed));
        const state = startRoll({ dice: n, minRoll }, source);
        const more = addBonusDie(state, source);
        expect(scoreRoll(more).successes).toBeGreaterThanOrEqual(scoreRoll(state).successes);
        expect(rerollAll(more, source).dice).toHaveLength(more.dice.length);
        expect(state.dice).toHaveLength(Math.max(0, n));
      }),
    );
  });
});
