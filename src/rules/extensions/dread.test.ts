import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces } from "../dice/faces.ts";
import {
  DREAD_EFFECTS,
  DREAD_TABLE,
  dreadDurationHours,
  dreadEffect,
  dreadOdds,
  encounterStress,
  gainStressWithDread,
  parseCreatureStress,
  relieveStress,
  restWithDread,
  rollDread,
  creatureStressOutcome,
  restDreadRoll,
} from "./dread.ts";

const scripted = (faces: number[]) => {
  let i = 0;
  return () => faces[i++] ?? 1;
};

describe("dread table (rulebook 2026, Horror → Grauen)", () => {
  it("gives each effect at the boundaries of its row", () => {
    expect([3, 4].map(dreadEffect)).toEqual(["nausea", "nausea"]);
    expect([5, 8].map(dreadEffect)).toEqual(["fear", "fear"]);
    expect([9, 10].map(dreadEffect)).toEqual(["shock", "shock"]);
    expect([11, 12].map(dreadEffect)).toEqual(["panic", "panic"]);
    expect([13, 14].map(dreadEffect)).toEqual(["confusion", "confusion"]);
    expect([15, 16].map(dreadEffect)).toEqual(["hallucination", "hallucination"]);
    expect([17, 18].map(dreadEffect)).toEqual(["blindness", "blindness"]);
  });

  it("covers 3 to 18 without gaps or overlaps, in the table's order", () => {
    const totals = DREAD_TABLE.flatMap((row) => Array.from({ length: row.to - row.from + 1 }, (_, i) => row.from + i));
    expect(totals).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
    expect(DREAD_TABLE.map((r) => r.effect)).toEqual([...DREAD_EFFECTS]);
  });

  it("lasts a d6 minus Resistance hours, at least one", () => {
    expect(dreadDurationHours(6, 2)).toBe(4);
    expect(dreadDurationHours(3, 3)).toBe(1);
    expect(dreadDurationHours(1, 5)).toBe(1);
  });

  it("rolls three dice for the effect and a fourth for the duration", () => {
    expect(rollDread(scripted([6, 6, 5, 4]), 1)).toEqual({ dice: [6, 6, 5], total: 17, effect: "blindness", durationDie: 4, hours: 3 });
    expect(rollDread(scripted([1, 1, 1, 1]), 0)).toEqual({ dice: [1, 1, 1], total: 3, effect: "nausea", durationDie: 1, hours: 1 });
  });

  it("has the exact odds of 3d6 per row, matched by a Monte-Carlo run", () => {
    const odds = dreadOdds();
    expect(odds).toEqual({
      nausea: 4 / 216,
      fear: 52 / 216,
      shock: 52 / 216,
      panic: 52 / 216,
      confusion: 36 / 216,
      hallucination: 16 / 216,
      blindness: 4 / 216,
    });
    const faces = randomFaces(mulberry32(2026));
    const n = 60000;
    const seen = Object.fromEntries(DREAD_EFFECTS.map((e) => [e, 0])) as Record<string, number>;
    for (let i = 0; i < n; i++) seen[rollDread(faces, 0).effect] += 1;
    for (const effect of DREAD_EFFECTS) expect(Math.abs(seen[effect] / n - odds[effect])).toBeLessThan(0.01);
  });
});

describe("stress and dread (rulebook 2026, Horror → Grauen; Grauen und weiterer Stress)", () => {
  it("grips with dread on reaching max stress and keeps stress at max", () => {
    const result = gainStressWithDread({ stress: 8, baseStress: 0, dread: false }, 10, 3);
    expect(result).toEqual({ state: { stress: 10, baseStress: 0, dread: true }, gripped: true, rollTable: true });
  });

  it("below max stress only adds stress", () => {
    expect(gainStressWithDread({ stress: 2, baseStress: 0, dread: false }, 10, 3)).toEqual({
      state: { stress: 5, baseStress: 0, dread: false },
      gripped: false,
      rollTable: false,
    });
  });

  it("in dread leaves stress alone and rolls the table again for every new stress, never gripping twice", () => {
    const result = gainStressWithDread({ stress: 10, baseStress: 0, dread: true }, 10, 1);
    expect(result).toEqual({ state: { stress: 10, baseStress: 0, dread: true }, gripped: false, rollTable: true });
  });

  it("never lets stress drop below base stress (Horror → Basisstress)", () => {
    expect(gainStressWithDread({ stress: 4, baseStress: 3, dread: false }, 10, -5).state.stress).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: -20, max: 20 }), (stress, base, n) => {
        const next = gainStressWithDread({ stress, baseStress: base, dread: false }, 10, n).state;
        return next.stress >= base && next.stress <= 10;
      }),
    );
  });
});

describe("stress relief (rulebook 2026, Horror → Stress verringern)", () => {
  it("lowers stress by the activity's amount", () => {
    const state = { stress: 6, baseStress: 0, dread: false };
    expect(relieveStress(state, "meditation").stress).toBe(5);
    expect(relieveStress(state, "diary").stress).toBe(5);
    expect(relieveStress(state, "talk").stress).toBe(4);
    expect(relieveStress(state, "cat").stress).toBe(4);
    expect(relieveStress(state, "medication", 3).stress).toBe(3);
  });

  it("stops at base stress", () => {
    expect(relieveStress({ stress: 5, baseStress: 4, dread: false }, "talk").stress).toBe(4);
  });
});

describe("rest with dread (rulebook 2026, Wunden und Heilung → Die Rast; Horror → Grauen auflösen)", () => {
  it("sets stress to base stress without a roll when not in dread", () => {
    expect(restWithDread({ stress: 7, baseStress: 2, dread: false }, 10, false)).toEqual({
      state: { stress: 2, baseStress: 2, dread: false },
      tested: false,
      quirk: false,
      stillInDread: false,
      rollTable: false,
    });
  });

  it("ends dread on a passed stress test", () => {
    expect(restWithDread({ stress: 10, baseStress: 1, dread: true }, 10, true)).toEqual({
      state: { stress: 1, baseStress: 1, dread: false },
      tested: true,
      quirk: false,
      stillInDread: false,
      rollTable: false,
    });
  });

  it("on a failed stress test raises base stress by 1, owes a quirk and still ends dread", () => {
    expect(restWithDread({ stress: 10, baseStress: 1, dread: true }, 10, false)).toEqual({
      state: { stress: 2, baseStress: 2, dread: false },
      tested: true,
      quirk: true,
      stillInDread: false,
      rollTable: false,
    });
  });

  it("keeps dread for good once base stress exceeds max stress (Horror → Basisstress)", () => {
    const result = restWithDread({ stress: 6, baseStress: 6, dread: true }, 6, false);
    expect(result.state).toEqual({ stress: 6, baseStress: 7, dread: true });
    expect(result.stillInDread).toBe(true);
    expect(result.rollTable).toBe(false);
  });

  it("grips again when base stress reaches max stress (our reading)", () => {
    const result = restWithDread({ stress: 6, baseStress: 5, dread: true }, 6, false);
    expect(result.state).toEqual({ stress: 6, baseStress: 6, dread: true });
    expect(result.rollTable).toBe(true);
  });
});

describe("creature stress X/Y (rulebook 2026, Horror → Stress)", () => {
  it("reads X/Y and gives X on a pass and Y on a failure", () => {
    const spectre = parseCreatureStress("1/2") ?? { pass: -1, fail: -1 };
    expect(spectre).toEqual({ pass: 1, fail: 2 });
    expect(encounterStress([spectre], true)).toBe(1);
    expect(encounterStress([spectre], false)).toBe(2);
  });

  it("refuses what is not X/Y", () => {
    expect(parseCreatureStress("2")).toBeNull();
    expect(parseCreatureStress("a/b")).toBeNull();
    expect(parseCreatureStress("-1/2")).toBeNull();
  });

  it("counts one stress entry for a group met at once", () => {
    expect(encounterStress([{ pass: 1, fail: 2 }, { pass: 0, fail: 3 }, { pass: 1, fail: 1 }], false)).toBe(3);
    expect(encounterStress([], false)).toBe(0);
  });
});

describe("the rest's stress test in dread (rulebook 2026, Horror → Grauen auflösen)", () => {
  it("rolls Logic + Willpower only when gripped by dread", () => {
    expect(restDreadRoll({ stress: 5, baseStress: 0, dread: false }, 10, 4, 5, scripted([6, 6, 6, 6])).roll).toBeNull();
    const passed = restDreadRoll({ stress: 10, baseStress: 0, dread: true }, 10, 2, 5, scripted([5, 1]));
    expect(passed.roll?.passed).toBe(true);
    expect(passed.state).toEqual({ stress: 0, baseStress: 0, dread: false });
    const failed = restDreadRoll({ stress: 10, baseStress: 0, dread: true }, 10, 2, 5, scripted([4, 1]));
    expect(failed.quirk).toBe(true);
    expect(failed.state).toEqual({ stress: 1, baseStress: 1, dread: false });
  });

  it("applies a creature's X/Y to a rolled stress test (Horror → Stress)", () => {
    expect(creatureStressOutcome(1, { pass: 1, fail: 2 })).toEqual({ passed: true, stress: 1 });
    expect(creatureStressOutcome(0, { pass: 1, fail: 2 })).toEqual({ passed: false, stress: 2 });
  });
});
