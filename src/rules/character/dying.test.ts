/**
 * Dying (rulebook-de → Zustände des Charakters → Sterbend; → Der Kampf → Besondere Angriffe → Coup de
 * grâce; RULES.md → Conditions → Dying): an attack on a dying character raises Dying by the wounds it
 * inflicts, also after first aid or a rest gave back hearts without stabilising; receiving Dying in any
 * way removes every other condition.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONDITIONS } from "../catalog/index.ts";
import { noConditions } from "./defaults.ts";
import { addCondition, heal, receiveDying, setCondition, takeWounds } from "./resources.ts";
import { rest } from "./rest.ts";
import { stateAfterFirstAid, firstAidOutcome } from "../extensions/first-aid.ts";
import { scriptedFaces } from "../dice/faces.ts";
import type { ResourceLimits, ResourceState } from "./types.ts";

const limits: ResourceLimits = { maxHealth: 10, pools: { bonusDice: 2, rerolls: 2, destinyDice: 0 }, maxArcana: 3, maxStress: 8 };

function state(partial: Partial<ResourceState> = {}): ResourceState {
  return { wounds: 0, boosts: 0, poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, arcanaSpent: 0, stress: 0, ticks: 0, conditions: noConditions(), ...partial };
}

const everyCondition = { dying: 0, unconscious: 2, shocked: 1, burning: 3, bleeding: 2, poisoned: 1, hunkered: 1 };

describe("an attack on a dying character (Sterbend: 'um die Anzahl der zugefügten Wunden erhöht')", () => {
  it("raises Dying by the wounds after first aid healed hearts without stabilising", () => {
    const down = state({ wounds: 10, conditions: { ...noConditions(), dying: 2 } });
    // First aid with 1 success: heals ceil(1 / 2) = 1 wound; 1 < Dying 2 does not stabilise.
    const aided = stateAfterFirstAid(down, limits, firstAidOutcome(1, "heal", 2));
    expect(aided.wounds).toBe(9);
    expect(aided.conditions.dying).toBe(2);
    const hit = takeWounds(aided, limits, 1);
    expect(hit.conditions.dying).toBe(3);
    expect(hit.wounds).toBe(10);
  });

  it("raises Dying by the wounds after a rest gave back hearts (rest never stabilises)", () => {
    const down = state({ wounds: 10, conditions: { ...noConditions(), dying: 1 } });
    const input = { restDice: 4, arcanaRestDice: 0, stressTestDice: 0, minRoll: 5, magic: false, horror: false };
    const rested = rest(down, limits, input, scriptedFaces([5, 5, 5, 1])).state;
    expect(rested.wounds).toBe(7);
    expect(rested.conditions.dying).toBe(1);
    const hit = takeWounds(rested, limits, 2);
    expect(hit.conditions.dying).toBe(3);
    expect(hit.wounds).toBe(9);
  });

  it("raises Dying also when boosts take the wounds, and stops at death (6)", () => {
    const boosted = state({ wounds: 10, boosts: 3, conditions: { ...noConditions(), dying: 4 } });
    const hit = takeWounds(boosted, limits, 3);
    expect(hit.boosts).toBe(0);
    expect(hit.conditions.dying).toBe(6);
  });

  it("raises Dying by exactly the wounds for any healed-but-dying state (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 12 }), (wounds, dying, n) => {
        const hit = takeWounds(state({ wounds, conditions: { ...noConditions(), dying } }), limits, n);
        expect(hit.conditions.dying).toBe(Math.min(6, dying + n));
      }),
    );
  });

  it("healing alone never ends Dying", () => {
    expect(heal(state({ wounds: 10, conditions: { ...noConditions(), dying: 3 } }), limits, 10).conditions.dying).toBe(3);
  });
});

describe("receiving Dying removes every other condition (Sterbend: 'so werden alle anderen Zustände entfernt')", () => {
  it("through wounds that take health and boosts to 0", () => {
    const after = takeWounds(state({ wounds: 9, conditions: { ...everyCondition } }), limits, 1);
    expect(after.conditions).toEqual({ ...noConditions(), dying: 1 });
  });

  it("through a coup de grâce or any other setting of Dying (setCondition, addCondition)", () => {
    const set = setCondition(state({ conditions: { ...everyCondition } }), "dying", 3);
    expect(set.conditions).toEqual({ ...noConditions(), dying: 3 });
    const added = addCondition(state({ conditions: { ...everyCondition } }), "dying", 1);
    expect(added.conditions).toEqual({ ...noConditions(), dying: 1 });
    expect(receiveDying(state({ conditions: { ...everyCondition } }), 2).conditions).toEqual({ ...noConditions(), dying: 2 });
  });

  it("a character already Dying keeps what it got since (only receiving Dying clears)", () => {
    const dying = state({ conditions: { ...noConditions(), dying: 2, bleeding: 1 } });
    expect(setCondition(dying, "dying", 4).conditions).toEqual({ ...noConditions(), dying: 4, bleeding: 1 });
  });

  it("leaves no other condition for any starting conditions (property)", () => {
    const levels = fc.record(Object.fromEntries(CONDITIONS.map((k) => [k, fc.integer({ min: 0, max: 5 })])) as Record<(typeof CONDITIONS)[number], fc.Arbitrary<number>>);
    fc.assert(
      fc.property(levels, fc.integer({ min: 1, max: 6 }), (conditions, level) => {
        const after = setCondition(state({ conditions: { ...conditions, dying: 0 } }), "dying", level);
        expect(after.conditions).toEqual({ ...noConditions(), dying: level });
      }),
    );
  });
});
