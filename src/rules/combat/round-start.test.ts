import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ConditionKey } from "../catalog/index.ts";
import { randomFaces } from "../index.ts";
import { mulberry32, scriptedFaces } from "../dice/faces.ts";
import type { RoundStartInput } from "./round-start.ts";
import { hasRoundStartSave, rollRoundStartSaves } from "./round-start.ts";

const none: Record<ConditionKey, number> = { dying: 0, unconscious: 0, shocked: 0, burning: 0, bleeding: 0, poisoned: 0, hunkered: 0 };

const input = (conditions: Partial<Record<ConditionKey, number>>, attrs: Partial<RoundStartInput["attributes"]> = {}): RoundStartInput => ({
  conditions: { ...none, ...conditions },
  attributes: { resistance: 2, willpower: 2, endurance: 2, ...attrs },
  minRoll: 5,
});

describe("start-of-round condition saves", () => {
  it("rolls nothing for a character without saved conditions", () => {
    const out = rollRoundStartSaves(input({ burning: 2, hunkered: 1 }), scriptedFaces([]));
    expect(out).toEqual({ conditions: { ...none, burning: 2, hunkered: 1 }, saves: [], wounds: 0, dead: false });
    expect(hasRoundStartSave(out.conditions)).toBe(false);
  });

  it("raises Dying by 1 on a failed Resistance roll and leaves it on a success", () => {
    expect(rollRoundStartSaves(input({ dying: 2 }), scriptedFaces([1, 4])).conditions.dying).toBe(3);
    expect(rollRoundStartSaves(input({ dying: 2 }), scriptedFaces([5, 1])).conditions.dying).toBe(2);
  });

  it("kills the character when Dying reaches 6 and rolls no further saves", () => {
    const out = rollRoundStartSaves(input({ dying: 5, bleeding: 2 }), scriptedFaces([2, 3]));
    expect(out.dead).toBe(true);
    expect(out.conditions.dying).toBe(6);
    expect(out.saves).toHaveLength(1);
    expect(out.wounds).toBe(0);
  });

  it("wakes an unconscious character when Willpower successes reach the value", () => {
    expect(rollRoundStartSaves(input({ unconscious: 2 }), scriptedFaces([5, 6, 1])).conditions.unconscious).toBe(0);
    expect(rollRoundStartSaves(input({ unconscious: 2 }), scriptedFaces([5, 4])).conditions.unconscious).toBe(2);
  });

  it("lowers Shocked and Poisoned by their successes, never below 0", () => {
    const out = rollRoundStartSaves(input({ shocked: 3, poisoned: 1 }, { endurance: 2, resistance: 3 }), scriptedFaces([5, 5, 6, 1, 1, 6, 2]));
    // Endurance 2: 5, 5 → 2 successes; Resistance 3: 6,1,1 then 6, 2 → 14 (a crit: 2 successes) → poisoned 1 − 2 → 0.
    expect(out.conditions.shocked).toBe(1);
    expect(out.conditions.poisoned).toBe(0);
    expect(out.saves.map((s) => [s.condition, s.successes])).toEqual([
      ["shocked", 2],
      ["poisoned", 2],
    ]);
  });

  it("deals Bleeding X wounds on a failed Endurance roll and none on a success; bleeding stays", () => {
    const failed = rollRoundStartSaves(input({ bleeding: 3 }), scriptedFaces([1, 2]));
    expect(failed.wounds).toBe(3);
    expect(failed.conditions.bleeding).toBe(3);
    expect(rollRoundStartSaves(input({ bleeding: 3 }), scriptedFaces([6, 1, 2])).wounds).toBe(0);
  });

  it("fails a save with an attribute of 0 or less without rolling", () => {
    const out = rollRoundStartSaves(input({ dying: 1 }, { resistance: 0 }), scriptedFaces([]));
    expect(out.conditions.dying).toBe(2);
    expect(out.saves[0].dice).toEqual([]);
  });

  it("rolls the saves in the order Dying, Unconscious, Shocked, Bleeding, Poisoned with the own min roll", () => {
    const out = rollRoundStartSaves(
      { ...input({ dying: 1, unconscious: 1, shocked: 1, bleeding: 1, poisoned: 1 }, { resistance: 1, willpower: 1, endurance: 1 }), minRoll: 3 },
      scriptedFaces([3, 3, 3, 3, 3]),
    );
    expect(out.saves.map((s) => s.condition)).toEqual(["dying", "unconscious", "shocked", "bleeding", "poisoned"]);
    expect(out.saves.every((s) => s.successes === 1)).toBe(true);
  });
});

describe("round start properties", () => {
  it("keeps every counter within 0…6 for Dying and never negative, and wounds only come from Bleeding", () => {
    const arbCount = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(
        fc.record({ dying: arbCount, unconscious: arbCount, shocked: arbCount, bleeding: arbCount, poisoned: arbCount }),
        fc.record({ resistance: fc.integer({ min: -1, max: 6 }), willpower: fc.integer({ min: -1, max: 6 }), endurance: fc.integer({ min: -1, max: 6 }) }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer(),
        (conditions, attributes, minRoll, seed) => {
          const out = rollRoundStartSaves({ conditions: { ...none, ...conditions }, attributes, minRoll }, randomFaces(mulberry32(seed)));
          for (const value of Object.values(out.conditions)) expect(value).toBeGreaterThanOrEqual(0);
          expect(out.conditions.dying).toBeLessThanOrEqual(6);
          expect(out.dead).toBe(out.conditions.dying >= 6);
          expect(out.wounds).toBe(out.saves.filter((s) => s.condition === "bleeding").reduce((sum, s) => sum + s.wounds, 0));
          expect(out.wounds === 0 || out.wounds === conditions.bleeding).toBe(true);
          for (const save of out.saves) expect(save.after).toBeLessThanOrEqual(save.condition === "dying" ? save.before + 1 : save.before);
        },
      ),
    );
  });
});
