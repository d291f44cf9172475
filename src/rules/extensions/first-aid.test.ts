import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { noConditions } from "../character/defaults.ts";
import type { ResourceLimits, ResourceState } from "../character/types.ts";
import { stateAfterFirstAid, firstAidAmount, firstAidCheck, firstAidOutcome, hasSupplies, suppliesAfter } from "./first-aid.ts";

const limits: ResourceLimits = { maxHealth: 10, pools: { bonusDice: 2, rerolls: 2, destinyDice: 0 }, maxArcana: 0, maxStress: 8 };

function state(partial: Partial<ResourceState> = {}): ResourceState {
  return { wounds: 0, boosts: 0, poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, arcanaSpent: 0, stress: 0, ticks: 0, conditions: noConditions(), ...partial };
}

describe("first aid amount", () => {
  it("is half the successes rounded up", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(firstAidAmount)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it("treats negative or broken successes as none", () => {
    expect(firstAidAmount(-3)).toBe(0);
    expect(firstAidAmount(Number.NaN)).toBe(0);
  });
});

describe("firstAidOutcome", () => {
  it("heals ceil(successes/2) wounds, stops bleeding and uses a charge on success", () => {
    expect(firstAidOutcome(3)).toEqual({ success: true, wounds: 2, boosts: 0, stopsBleeding: true, stabilizes: false, stillDying: false, usesCharge: true });
  });

  it("gives boosts instead of healing with the variant 'boosts'", () => {
    expect(firstAidOutcome(5, "boosts")).toMatchObject({ wounds: 0, boosts: 3, stopsBleeding: true });
  });

  it("does nothing and costs no charge without a success", () => {
    expect(firstAidOutcome(0)).toEqual({ success: false, wounds: 0, boosts: 0, stopsBleeding: false, stabilizes: false, stillDying: false, usesCharge: false });
  });

  it("stabilises a dying patient when the successes reach the Dying counter", () => {
    expect(firstAidOutcome(2, "boosts", 2)).toMatchObject({ stabilizes: true, stillDying: false });
    expect(firstAidOutcome(1, "boosts", 2)).toMatchObject({ stabilizes: false, stillDying: true });
    expect(firstAidOutcome(4, "heal", 5)).toMatchObject({ stabilizes: false, stillDying: true, wounds: 2 });
    expect(firstAidOutcome(5, "heal", 5)).toMatchObject({ stabilizes: true, stillDying: false, wounds: 3 });
  });

  it("rolls the First Aid skill", () => {
    expect(firstAidCheck()).toEqual({ kind: "skill", key: "firstAid", options: { diceModifier: 0, minRollModifier: 0 } });
  });
});

describe("stateAfterFirstAid", () => {
  it("heals wounds and ends bleeding on the patient", () => {
    const before = state({ wounds: 6, conditions: { ...noConditions(), bleeding: 2, shocked: 1 } });
    const after = stateAfterFirstAid(before, limits, firstAidOutcome(3));
    expect(after.wounds).toBe(4);
    expect(after.conditions).toEqual({ ...noConditions(), shocked: 1 });
    expect(before.wounds).toBe(6);
  });

  it("gives boosts and leaves wounds with the variant 'boosts'", () => {
    const after = stateAfterFirstAid(state({ wounds: 6, boosts: 1 }), limits, firstAidOutcome(4, "boosts"));
    expect(after).toMatchObject({ wounds: 6, boosts: 3 });
  });

  it("heals a dying patient with fewer successes than Dying but leaves them dying", () => {
    const dying = state({ wounds: 10, conditions: { ...noConditions(), dying: 3 } });
    const after = stateAfterFirstAid(dying, limits, firstAidOutcome(2, "heal", 3));
    expect(after.wounds).toBe(9);
    expect(after.conditions.dying).toBe(3);
  });

  it("stabilises a dying patient with successes ≥ Dying in one roll, and heals", () => {
    const dying = state({ wounds: 10, conditions: { ...noConditions(), dying: 3 } });
    const after = stateAfterFirstAid(dying, limits, firstAidOutcome(3, "heal", 3));
    expect(after.wounds).toBe(8);
    expect(after.conditions.dying).toBe(0);
  });

  it("keeps a dying patient dying under the boosts variant unless stabilised", () => {
    const dying = state({ wounds: 10, conditions: { ...noConditions(), dying: 3 } });
    expect(stateAfterFirstAid(dying, limits, firstAidOutcome(2, "boosts", 3)).conditions.dying).toBe(3);
    expect(stateAfterFirstAid(dying, limits, firstAidOutcome(3, "boosts", 3)).conditions.dying).toBe(0);
  });

  it("never heals more wounds than there are, and never touches boosts when healing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 40 }), (wounds, boosts, successes) => {
        const after = stateAfterFirstAid(state({ wounds, boosts }), limits, firstAidOutcome(successes));
        expect(after.wounds).toBe(Math.max(0, wounds - Math.ceil(successes / 2)));
        expect(after.boosts).toBe(boosts);
      }),
    );
  });
});

describe("supplies", () => {
  it("loses one charge per successful use only", () => {
    const bandages = { value: 3, max: 5 };
    expect(suppliesAfter(bandages, firstAidOutcome(2))).toEqual({ value: 2, max: 5 });
    expect(suppliesAfter(bandages, firstAidOutcome(0))).toEqual({ value: 3, max: 5 });
  });

  it("cannot be used when its charges are gone; items without charges always can", () => {
    expect(hasSupplies({ value: 0, max: 5 })).toBe(false);
    expect(hasSupplies({ value: 1, max: 5 })).toBe(true);
    expect(hasSupplies({ value: 0, max: 0 })).toBe(true);
  });
});

describe("first aid on a modified patient (Körpermodifikationen → Auswirkungen von Biolast)", () => {
  it("raises the min roll by half the patient's Biolast, rounded up", () => {
    expect(firstAidCheck(3).options.minRollModifier).toBe(3);
    expect(firstAidCheck().options.minRollModifier).toBe(0);
  });
});
