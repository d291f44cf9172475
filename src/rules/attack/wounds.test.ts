import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { woundsDealt } from "./wounds.ts";
import { coupDeGrace, deviation, deviationOffset, disarmed, knockedOut, resistanceAttribute, rollDeviation, specialAttackTakesEffect } from "./special.ts";
import { mulberry32 } from "../dice/faces.ts";

describe("wounds", () => {
  it("each hit through deals the weapon's wounds, default 1", () => {
    expect(woundsDealt({ hits: 3, criticalHits: 0, extraWounds: [] }).wounds).toBe(3);
    expect(woundsDealt({ hits: 3, criticalHits: 0, extraWounds: [] }, { wounds: 2 }).wounds).toBe(6);
  });

  it("megacriticals add one wound per step: 17 → +1, 23 → +2", () => {
    expect(woundsDealt({ hits: 1, criticalHits: 2, extraWounds: [1, 2] }).wounds).toBe(3 + 3);
  });

  it("the weapon's conditions are added when it deals wounds, minus the prevented ones", () => {
    const weapon = { conditions: { bleeding: 2, burning: 1 } };
    expect(woundsDealt({ hits: 1, criticalHits: 0, extraWounds: [] }, weapon).conditions).toEqual({ bleeding: 2, burning: 1 });
    expect(woundsDealt({ hits: 1, criticalHits: 0, extraWounds: [] }, weapon, ["burning"]).conditions).toEqual({ bleeding: 2 });
    expect(woundsDealt({ hits: 0, criticalHits: 0, extraWounds: [] }, weapon)).toEqual({ wounds: 0, conditions: {} });
  });

  it("property: wounds are never negative and grow with hits", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 }), fc.array(fc.nat({ max: 4 }), { maxLength: 4 }), fc.nat({ max: 3 }), (hits, extra, perHit) => {
        const a = woundsDealt({ hits, criticalHits: extra.length, extraWounds: extra }, { wounds: perHit });
        const b = woundsDealt({ hits: hits + 1, criticalHits: extra.length, extraWounds: extra }, { wounds: perHit });
        expect(a.wounds).toBeGreaterThanOrEqual(0);
        expect(b.wounds).toBeGreaterThanOrEqual(a.wounds);
      }),
    );
  });
});

describe("special attacks", () => {
  it("K.O.: knocked out unless the Resistance successes reach the hits", () => {
    expect(knockedOut(2, 1)).toBe(true);
    expect(knockedOut(2, 2)).toBe(false);
    expect(knockedOut(0, 0)).toBe(false);
  });
  it("disarm: disarmed unless the successes reach the attacker's hits", () => {
    expect(disarmed(3, 2)).toBe(true);
    expect(disarmed(3, 3)).toBe(false);
  });
  it("the target resists a K.O. with Resistance, a disarm with the better of Strength and Deftness", () => {
    const attributes = { resistance: 2, strength: 3, deftness: 4 };
    expect(resistanceAttribute("knockout", attributes)).toEqual({ attribute: "resistance", dice: 2 });
    expect(resistanceAttribute("disarm", attributes)).toEqual({ attribute: "deftness", dice: 4 });
    expect(resistanceAttribute("disarm", { ...attributes, deftness: 3 })).toEqual({ attribute: "strength", dice: 3 });
    expect(specialAttackTakesEffect("knockout", 2, 1)).toBe(true);
    expect(specialAttackTakesEffect("disarm", 2, 2)).toBe(false);
  });
  it("coup de grâce: dying at the successes, or a dying target's level rises by the wounds", () => {
    expect(coupDeGrace(3, 3, 0)).toBe(3);
    expect(coupDeGrace(2, 4, 2)).toBe(6);
    expect(coupDeGrace(0, 0, 1)).toBe(1);
  });
  it("deviation: d12 clock direction and d6 metres; 3 o'clock lands to the right", () => {
    expect(deviation(3, 4)).toEqual({ clock: 3, metres: 4 });
    expect(deviationOffset(deviation(3, 4))).toEqual({ x: 4, y: 0 });
    expect(deviationOffset(deviation(12, 2))).toEqual({ x: 0, y: 2 });
    expect(() => deviation(13, 1)).toThrow(RangeError);
    const d = rollDeviation(mulberry32(5));
    expect(d.clock).toBeGreaterThanOrEqual(1);
    expect(d.metres).toBeLessThanOrEqual(6);
  });
});
