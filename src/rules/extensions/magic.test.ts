import { describe, expect, it } from "vitest";
import { dieFromFaces } from "../dice/pool.ts";
import { scoreCheck } from "../dice/score.ts";
import type { ArmorPiece } from "../items/armor.ts";
import { emptyProtection } from "../items/armor.ts";
import { castingOutcome, castingRequest, magicLevelEffects } from "./magic.ts";
import type { CastingInput } from "./magic.ts";

const attributes = {
  education: 1,
  logic: 2,
  conscientiousness: 5,
  willpower: 3,
  apprehension: 1,
  charm: 2,
  deftness: 1,
  strength: 4,
  attractiveness: 1,
  endurance: 1,
  resistance: 1,
  quickness: 1,
};

function skills(spellCasting: number) {
  return { spellCasting } as CastingInput["view"]["skills"];
}

function armor(category: string, encumbrance: number, worn = true): ArmorPiece {
  return { protection: emptyProtection(), encumbrance, worn, condition: 100, category };
}

function input(partial: Partial<CastingInput> = {}): CastingInput {
  return {
    spell: { school: "healing", arcanaCost: 2, power: 1 },
    view: { attributes, skills: skills(1) },
    armor: [],
    arcana: 4,
    magicLevel: 3,
    ...partial,
  };
}

describe("magicLevelEffects", () => {
  it("is calm up to 5, chaotic above 5, always with side effects from 6", () => {
    expect(magicLevelEffects(3)).toEqual({ chaotic: false, alwaysSideEffects: false });
    expect(magicLevelEffects(5)).toEqual({ chaotic: false, alwaysSideEffects: false });
    expect(magicLevelEffects(6)).toEqual({ chaotic: true, alwaysSideEffects: true });
  });
});

describe("castingRequest", () => {
  it("rolls Spell Casting plus the school's attribute (Luta: 1 + Conscientiousness 5 = 6 dice)", () => {
    const request = castingRequest(input());
    expect(request.dice).toBe(6);
    expect(request.check).toEqual({ kind: "skill", key: "spellCasting", options: { diceModifier: 5, minRollModifier: 0 } });
  });

  it("uses the school's attribute: Damage rolls with Strength", () => {
    const request = castingRequest(input({ spell: { school: "damage", arcanaCost: 1, power: 1 } }));
    expect(request.check.options.diceModifier).toBe(4);
    expect(request.dice).toBe(5);
  });

  it("adds worn heavy armour's encumbrance to the min roll, nothing for light or unworn armour", () => {
    const request = castingRequest(input({ armor: [armor("heavy", 2), armor("light", 1), armor("heavy", 3, false)] }));
    expect(request.armorMinRoll).toBe(2);
    expect(request.check.options.minRollModifier).toBe(2);
  });

  it("cannot be cast with less arcana left than it costs", () => {
    expect(castingRequest(input({ arcana: 1 })).canCast).toBe(false);
    expect(castingRequest(input({ arcana: 2 })).canCast).toBe(true);
  });

  it("carries the magic level's chaos", () => {
    expect(castingRequest(input({ magicLevel: 7 }))).toMatchObject({ chaotic: true, alwaysSideEffects: true });
  });
});

describe("castingOutcome", () => {
  it("reproduces the book: 3,4,5,5,3,1 at 5+ with power 1 → 2 successes, power 3", () => {
    const score = scoreCheck([3, 4, 5, 5, 3, 1].map((face) => dieFromFaces([face])), { minRoll: 5 });
    const outcome = castingOutcome(score, { power: 1, arcanaCost: 2 }, 3);
    expect(outcome).toMatchObject({ success: true, successes: 2, power: 3, sideEffects: false, arcanaPaid: 2 });
  });

  it("pays the arcana cost even when the spell fails", () => {
    const score = scoreCheck([2, 3].map((face) => dieFromFaces([face])), { minRoll: 5 });
    expect(castingOutcome(score, { power: 1, arcanaCost: 3 }, 3)).toMatchObject({ success: false, power: 0, arcanaPaid: 3 });
  });

  it("has side effects with exactly two first throws of 1, success or not", () => {
    const score = scoreCheck([1, 1, 5].map((face) => dieFromFaces([face])), { minRoll: 5 });
    expect(castingOutcome(score, { power: 1, arcanaCost: 1 }, 3).sideEffects).toBe(true);
    const three = scoreCheck([1, 1, 1].map((face) => dieFromFaces([face])), { minRoll: 5 });
    expect(castingOutcome(three, { power: 1, arcanaCost: 1 }, 3).sideEffects).toBe(false);
  });

  it("always has side effects at magic level 6 or more", () => {
    const score = scoreCheck([6, 5].map((face) => dieFromFaces(face === 6 ? [6, 2] : [face])), { minRoll: 5 });
    expect(castingOutcome(score, { power: 1, arcanaCost: 1 }, 6).sideEffects).toBe(true);
    expect(castingOutcome(score, { power: 1, arcanaCost: 1 }, 5).sideEffects).toBe(false);
  });
});

describe("casting with body modifications (Körpermodifikationen → Auswirkungen von Biolast)", () => {
  it("adds half the caster's Biolast, rounded up, to the spell's min roll", () => {
    expect(castingRequest({ ...input(), biolastMinRoll: 4 }).check.options.minRollModifier).toBe(4);
  });
});
