import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { conditionModifiers, difficultyModifier, resolveCheck, rollKindForAttribute, rollKindForSkill } from "./modifiers.ts";

describe("resolveCheck", () => {
  it("a +3 check raises a human's 5+ to 8+; a −1 check lowers it to 4+ (Hagen's locks)", () => {
    expect(resolveCheck({ pool: 3, minRoll: 5, difficulty: 3 }).minRoll).toBe(8);
    expect(resolveCheck({ pool: 3, minRoll: 5, difficulty: difficultyModifier("easy") }).minRoll).toBe(4);
  });

  it("goes beyond impossible: +9 gives 14+", () => {
    expect(resolveCheck({ pool: 5, minRoll: 5, difficulty: 9 }).minRoll).toBe(14);
  });

  it("never drops the min roll below 2", () => {
    expect(resolveCheck({ pool: 3, minRoll: 3, difficulty: -2, extraMinRoll: -4 }).minRoll).toBe(2);
  });

  it("shocked X rolls X dice fewer, down to nothing", () => {
    const r = resolveCheck({ pool: 4, minRoll: 5, conditions: { shocked: 2 } });
    expect(r.dice).toBe(2);
    const none = resolveCheck({ pool: 1, minRoll: 5, conditions: { shocked: 3 } });
    expect(none.dice).toBe(0);
    expect(none.poolAfterModifiers).toBe(-2);
  });

  it("poisoned X raises every roll's min roll by X", () => {
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { poisoned: 2 } }).minRoll).toBe(7);
  });

  it("burning X raises only Perception and attacks", () => {
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { burning: 2 } }).minRoll).toBe(5);
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { burning: 2 }, kind: { perception: true } }).minRoll).toBe(7);
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { burning: 2 }, kind: { attack: true } }).minRoll).toBe(7);
  });

  it("hunkered raises Physis rolls and attacks by 1, not Persona rolls", () => {
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { hunkered: 1 }, kind: rollKindForSkill("acrobatics") }).minRoll).toBe(6);
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { hunkered: 1 }, kind: rollKindForAttribute("strength") }).minRoll).toBe(6);
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { hunkered: 1 }, kind: { attack: true } }).minRoll).toBe(6);
    expect(resolveCheck({ pool: 4, minRoll: 5, conditions: { hunkered: 1 }, kind: rollKindForSkill("persuasion") }).minRoll).toBe(5);
  });

  it("walking adds 1", () => {
    expect(resolveCheck({ pool: 4, minRoll: 5, walking: true }).minRoll).toBe(6);
  });

  it("saves ignore condition penalties", () => {
    const r = resolveCheck({ pool: 4, minRoll: 5, conditions: { shocked: 2, poisoned: 3, hunkered: 1 }, kind: { save: true, physical: true } });
    expect(r.dice).toBe(4);
    expect(r.minRoll).toBe(5);
    expect(conditionModifiers({ poisoned: 3 }, { save: true })).toEqual([]);
  });

  it("lists every modifier that applied, for the chat card", () => {
    const r = resolveCheck({ pool: 4, minRoll: 5, difficulty: 1, walking: true, conditions: { poisoned: 1, shocked: 1 } });
    expect(r.modifiers.map((m) => m.source).sort()).toEqual(["difficulty", "poisoned", "shocked", "walking"]);
  });

  it("Perception is flagged, Physis skills are physical", () => {
    expect(rollKindForSkill("perception")).toEqual({ physical: false, perception: true });
    expect(rollKindForSkill("shooting").physical).toBe(true);
  });

  it("property: more poison or difficulty never lowers the min roll, more shock never adds dice", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 12 }), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: -2, max: 9 }), (pool, minRoll, level, difficulty) => {
        const a = resolveCheck({ pool, minRoll, difficulty, conditions: { poisoned: level, shocked: level } });
        const b = resolveCheck({ pool, minRoll, difficulty: difficulty + 1, conditions: { poisoned: level + 1, shocked: level + 1 } });
        expect(b.minRoll).toBeGreaterThanOrEqual(a.minRoll);
        expect(b.dice).toBeLessThanOrEqual(a.dice);
        expect(a.dice).toBeGreaterThanOrEqual(0);
        expect(a.minRoll).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
