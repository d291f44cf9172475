/**
 * Hostile numbers against the newer core (issue 32 → hostile numbers): foes, dread, Quick Reaction,
 * brewing, body modifications, grace and prayer, reputation awards, and the die helpers they share.
 * The contract of issue 18: every call returns a finite, sane result (no NaN or ±Infinity anywhere in
 * it, counts ≥ 0) or throws a clear RangeError — never a TypeError on an unknown key. Faces from any
 * face source are checked as `rollPool` checks its own: a source that lies (0, 7, 2.5, NaN) is a
 * RangeError, never a total. A last test walks the exports of these modules and fails when a function
 * is neither exercised here nor on the commented list of functions that take no numbers.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as foes from "./foes/index.ts";
import * as dread from "./extensions/dread.ts";
import * as quickReaction from "./combat/quick-reaction.ts";
import * as brewing from "./extensions/brewing.ts";
import * as bodyMods from "./extensions/body-modifications.ts";
import * as grace from "./extensions/grace.ts";
import * as pantheon from "./extensions/pantheon.ts";
import * as origins from "./extensions/origins.ts";
import * as reputation from "./character/builder-reputation.ts";
import * as hits from "./attack/hits.ts";
import { dieFromFaces, drawFace, rollPool } from "./dice/pool.ts";
import { ATTRIBUTES, SKILLS, type AttributeKey, type SkillKey } from "./catalog/index.ts";
import { PRAYER_COST_RANGES_2026 } from "./extensions/grace.ts";
import { PRAYER_FORMS } from "./extensions/pantheon.ts";
import { FOE_TRAITS } from "./foes/index.ts";
import { initialCombatantState } from "./combat/actions.ts";
import type { FaceSource } from "./dice/faces.ts";

/** Numbers a corrupted world or a hostile module might pass (as the other hostile-input suites). */
const hostile = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -1, -1e9, 1e9, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5, 2.5),
  fc.integer({ min: -20, max: 40 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: false }),
);
/** Keys a macro might pass where the core expects one of its own. */
const hostileKey = fc.constantFrom("", "unknown", "__proto__", "constructor", "toString", "hasOwnProperty", "valueOf");
const runs = { numRuns: 200, seed: 32 };

/** Either a RangeError, or the value `check` accepts. */
function finiteOrRangeError<T>(call: () => T, check: (value: T) => void = saneDeep): void {
  let value: T;
  try {
    value = call();
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(RangeError);
    return;
  }
  check(value);
}

/** The path of the first number in `value` that is not finite, or of a negative count, or null. */
function insane(value: unknown, path = "result"): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} = ${value}`;
  if (value === null || typeof value !== "object") return null;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  for (const [key, inner] of entries) {
    const found = insane(inner, `${path}.${String(key)}`);
    if (found) return found;
  }
  return null;
}
function saneDeep(value: unknown): void {
  expect(insane(value)).toBeNull();
}
/** The named numeric fields are counts: finite and ≥ 0. */
function counts(...keys: string[]): (value: unknown) => void {
  return (value) => {
    saneDeep(value);
    const record = value as Record<string, unknown>;
    expect(keys.filter((k) => typeof record[k] === "number" && (record[k] as number) < 0)).toEqual([]);
  };
}
const isCount = (v: number): void => {
  saneDeep(v);
  expect(v).toBeGreaterThanOrEqual(0);
};

/** A source that answers `face` (any number) every time: a lying source unless it is 1 … 6. */
const always =
  (face: number): FaceSource =>
  () =>
    face;
/** A source that cycles through `faces`. */
function cycling(faces: readonly number[]): FaceSource {
  let i = 0;
  return () => faces[i++ % faces.length];
}
const isFace = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 6;

describe("faces from any source are checked as rollPool checks its own", () => {
  it("drawFace, rollDread, rollFailureDice, rollEnsoulment, rollQuickReaction: a lying face is a RangeError, an honest one a result", () => {
    fc.assert(
      // The lie within the first four faces: each roll below draws at least four.
      fc.property(hostile, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), (lie, honest, position) => {
        const faces = [honest, honest, honest, honest, honest];
        faces[position] = lie;
        const source = cycling(faces);
        const lies = !isFace(lie);
        const expectFaces = <T>(call: () => T): void => {
          if (lies) expect(call).toThrow(RangeError);
          else finiteOrRangeError(call);
        };
        expectFaces(() => [drawFace(source), drawFace(source), drawFace(source), drawFace(source), drawFace(source)]);
        expectFaces(() => dread.rollDread(cycling(faces), 1));
        expectFaces(() => bodyMods.rollFailureDice(5, cycling(faces)));
        expectFaces(() => [0, 1, 2, 3, 4].map(() => pantheon.rollEnsoulment(source)));
        // rollPool's own rule (1 … 6) for the Quick Reaction's pool.
        if (!(lie >= 1 && lie <= 6)) expect(() => quickReaction.rollQuickReaction({ apprehension: 5, minRoll: 5, incapacitated: false }, cycling(faces))).toThrow(RangeError);
        if (!(lie >= 1 && lie <= 6)) expect(() => rollPool(5, cycling(faces))).toThrow(RangeError);
      }),
      runs,
    );
  });

  it("dieFromFaces: faces that no d6 shows, or a chain longer than the core's, are a RangeError; honest faces sum", () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 6 }), (faces) => {
        finiteOrRangeError(
          () => dieFromFaces(faces),
          (die) => {
            expect(faces.every(isFace)).toBe(true);
            expect(die.total).toBe(faces.reduce((a, b) => a + b, 0));
          },
        );
      }),
      runs,
    );
    expect(() => dieFromFaces(new Array<number>(1001).fill(6))).toThrow(RangeError);
  });
});

describe("hostile numbers: foes", () => {
  const stats = fc.record({ strength: hostile, dexterity: hostile, mind: hostile });

  it("foeRollValues, defaultFoeEvasion, foeActionRoll", () => {
    fc.assert(
      fc.property(stats, hostile, hostile, fc.constantFrom("attack", "check" as const), fc.boolean(), (s, dice, range, kind, demonic) => {
        finiteOrRangeError(() => foes.defaultFoeEvasion(s.dexterity), isCount);
        finiteOrRangeError(
          () => foes.foeRollValues(s),
          (values) => {
            saneDeep(values);
            finiteOrRangeError(() => foes.foeActionRoll({ kind, dice, range, demonic }, values));
          },
        );
        // Values a caller built itself (not through foeRollValues).
        const raw = {
          attributes: Object.fromEntries(ATTRIBUTES.map((k) => [k, s.mind])) as Record<AttributeKey, number>,
          skills: Object.fromEntries(SKILLS.map((k) => [k, s.strength])) as Record<SkillKey, number>,
        };
        finiteOrRangeError(() => foes.foeActionRoll({ kind, dice, range, demonic }, raw));
      }),
      runs,
    );
  });

  it("stressSourceAfterEdit: any stored or edited X/Y gives a source or nothing", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, fc.constantFrom(...foes.FOE_STRESS_SOURCES), (passed, failed, newPassed, newFailed, source) => {
        finiteOrRangeError(
          () => foes.stressSourceAfterEdit({ passed, failed, source }, { passed: newPassed, failed: newFailed }),
          (outcome) => expect(outcome === null || foes.FOE_STRESS_SOURCES.includes(outcome)).toBe(true),
        );
      }),
      runs,
    );
  });

  it("groupStress, creatureStressGained, applyFoeTraits, initiativeGroups", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ passed: hostile, failed: hostile }), { maxLength: 4 }), hostile, hostile, fc.subarray([...FOE_TRAITS]), (creatures, successes, value, resistances) => {
        finiteOrRangeError(() => foes.groupStress(creatures), counts("passed", "failed"));
        for (const c of creatures) finiteOrRangeError(() => foes.creatureStressGained(successes, c), counts("stress"));
        const weaknesses = FOE_TRAITS.map((trait) => ({ trait, value }));
        finiteOrRangeError(
          () => foes.applyFoeTraits({ bleeding: value, burning: value, poisoned: successes }, { resistances, weaknesses }),
          (outcome) => {
            saneDeep(outcome);
            for (const v of Object.values(outcome.conditions)) isCount(v);
          },
        );
        finiteOrRangeError(() => foes.initiativeGroups([{ id: "a", foeKey: "x" }, { id: "b", foeKey: "x" }, { id: "c", foeKey: null }]));
      }),
      runs,
    );
  });
});

describe("hostile numbers: dread, Quick Reaction, brewing, body modifications", () => {
  it("dread: effect, duration, stress floor, stress with dread, relief, rest, creature stress, rest roll", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.boolean(), (a, b, c, flag) => {
        const state = { stress: a, baseStress: b, dread: flag };
        finiteOrRangeError(() => dread.dreadEffect(a));
        finiteOrRangeError(() => dread.dreadDurationHours(a, b), isCount);
        finiteOrRangeError(() => dread.rollDread(always(4), a), counts("total", "durationDie", "hours"));
        finiteOrRangeError(() => dread.stressFloor({ baseStress: a }), isCount);
        finiteOrRangeError(() => dread.gainStressWithDread(state, b, c));
        for (const activity of dread.STRESS_RELIEF_ACTIVITIES) finiteOrRangeError(() => dread.relieveStress(state, activity, c));
        finiteOrRangeError(() => dread.restWithDread(state, b, flag));
        finiteOrRangeError(() => dread.encounterStress([{ pass: a, fail: b }], flag), isCount);
        finiteOrRangeError(() => dread.creatureStressOutcome(c, { pass: a, fail: b }), counts("stress"));
        finiteOrRangeError(() => dread.restDreadRoll(state, b, c > 50 ? 50 : c, a, always(5)));
        finiteOrRangeError(() => dread.gripWithDread(state, b));
        finiteOrRangeError(() => dread.therapyLowersBaseStress(state, c));
        finiteOrRangeError(() => dread.therapyOptions(dread.THERAPY_KINDS, state, c));
      }),
      runs,
    );
  });

  it("Quick Reaction: the roll, the state before the first turn, holding it", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.boolean(), (apprehension, minRoll, actions, granted) => {
        finiteOrRangeError(() => quickReaction.rollQuickReaction({ apprehension: apprehension > 200 ? 200 : apprehension, minRoll, incapacitated: false }, always(3)), counts("successes"));
        finiteOrRangeError(() => quickReaction.withQuickReaction({ ...initialCombatantState(), actions }, granted), counts("actions"));
        finiteOrRangeError(() => quickReaction.holdsQuickReaction(granted, actions));
      }),
      runs,
    );
  });

  it("brewing: an unknown difficulty, equipment or surroundings is a RangeError, never a TypeError", () => {
    fc.assert(
      fc.property(hostileKey, fc.constantFrom("difficulty", "equipment", "surroundings" as const), hostile, (key, field, n) => {
        const setup = { difficulty: "simple", relatedSkill: false, equipment: "basic", surroundings: "normal", suitableSubstitutes: n, riskySubstitutes: n, [field]: key } as unknown as brewing.SynthesisSetup;
        expect(() => brewing.synthesisModifiers(setup)).toThrow(RangeError);
        finiteOrRangeError(() => brewing.applies({ apply: { [key]: false } as never }, "difficulty"));
      }),
      runs,
    );
  });

  it("brewing: odds, result, ones and the tables for any numbers (the odds at any pool up to the cap)", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, fc.boolean(), (dice, minRoll, needed, crit, unstable) => {
        const modifiers = { successesNeeded: needed, instability: unstable, qualityTable: true, mishapTable: true };
        finiteOrRangeError(
          () => brewing.synthesisOdds(dice, minRoll, modifiers, crit),
          (odds) => {
            saneDeep(odds);
            expect(odds.highQuality + odds.success + odds.failure + odds.mishap).toBeCloseTo(1, 9);
          },
        );
        finiteOrRangeError(() => brewing.synthesisResult({ successes: dice, ones: minRoll }, modifiers));
        finiteOrRangeError(() => brewing.qualityEntry(dice));
        finiteOrRangeError(() => brewing.mishapEntry(dice));
        finiteOrRangeError(() => brewing.onesOf({ dice: [{ faces: [1], total: 1, destiny: false, success: false, extraSuccesses: 0 }] }), isCount);
      }),
      { numRuns: 60, seed: 32 },
    );
  });

  it("body modifications: loads, penalties, state, switching on, failure dice, surgery, energy", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.boolean(), (a, b, c, flag) => {
        const mod: bodyMods.FittedModification = { id: "m", name: "Arm", biolast: a, energy: b, activation: flag ? "activatable" : "passive", active: flag, offline: !flag, location: "leftArm", points: c };
        finiteOrRangeError(() => bodyMods.regionLoads([mod]));
        finiteOrRangeError(() => bodyMods.biolastPenalty(a), isCount);
        finiteOrRangeError(() => bodyMods.biolastMinRollIncrease(a), isCount);
        finiteOrRangeError(() => bodyMods.bodyModificationState([mod, { ...mod, id: "n", energy: c }]));
        finiteOrRangeError(() => bodyMods.switchOnConsequence([mod], "m"));
        finiteOrRangeError(() => bodyMods.rollFailureDice(a, always(2)), counts("failures"));
        finiteOrRangeError(() => bodyMods.surgeryMinRoll(a, b));
        finiteOrRangeError(() => bodyMods.surgeryCheck("k", a));
        finiteOrRangeError(() => bodyMods.surgeryOutcome(flag ? "fit" : "remove", a));
        finiteOrRangeError(() => bodyMods.creationEnergyBalance([mod]));
      }),
      runs,
    );
  });
});

describe("hostile numbers and keys: grace, prayer, reputation awards, criticals", () => {
  const rules = { costRanges: PRAYER_COST_RANGES_2026 };

  it("prayerCost, prayerCostRange, prayerChecks, prayerOutcome: any number for a known form, a RangeError for an unknown one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRAYER_FORMS), hostileKey, hostile, hostile, (form, unknown, a, b) => {
        finiteOrRangeError(() => grace.prayerCost(rules, form, a), isCount);
        finiteOrRangeError(() => grace.prayerCostRange(rules, form));
        finiteOrRangeError(() => pantheon.prayerChecks(form, pantheon.emptyChecklist(), a, b));
        finiteOrRangeError(() => pantheon.prayerOutcome(form, [a, b], b));
        const bad = unknown as pantheon.PrayerForm;
        expect(() => grace.prayerCost(rules, bad, a)).toThrow(RangeError);
        expect(() => grace.prayerCostRange(rules, bad)).toThrow(RangeError);
        expect(() => pantheon.prayerChecks(bad, pantheon.emptyChecklist(), a, b)).toThrow(RangeError);
        expect(() => pantheon.prayerOutcome(bad, [a], b)).toThrow(RangeError);
        finiteOrRangeError(() => grace.singingCounts({ singingCheck: "performance" }, a));
      }),
      runs,
    );
  });

  it("favor and invocation: modifiers, min roll, shock prayer, silent prayer, ceremonial service, favor after", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        const checklist = pantheon.emptyChecklist();
        finiteOrRangeError(() => pantheon.favorModifier(a));
        finiteOrRangeError(() => pantheon.invocationModifiers(checklist, a, b));
        finiteOrRangeError(() => pantheon.invocationMinRollModifier(checklist, a, b));
        finiteOrRangeError(() => pantheon.invocationMinRoll(c, checklist, a, b));
        finiteOrRangeError(() => pantheon.shockPrayerBonus(a), counts("bonus", "minutes"));
        finiteOrRangeError(() => pantheon.silentPrayerFavor(a), isCount);
        finiteOrRangeError(() => pantheon.ceremonialServiceFavor(a, b, c));
        finiteOrRangeError(() => pantheon.favorAfter(a, b));
      }),
      runs,
    );
  });

  it("awardAmount, awardReputation", () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        finiteOrRangeError(() => reputation.awardAmount(a));
        finiteOrRangeError(
          () => reputation.awardReputation([{ id: "x", name: "X", awarded: b }], a),
          (awards) => awards.forEach(counts("before", "after", "gained")),
        );
      }),
      runs,
    );
  });

  it("readFoeEffect, parseFoeEffect: hostile numbers written into an effect text give whole counts or stay unread", () => {
    const digits = fc.oneof(hostile.map((n) => String(n)), fc.stringMatching(/^[0-9]{1,400}$/));
    fc.assert(
      fc.property(digits, digits, (a, b) => {
        const text = `Durchschlag ${a}, Blutend ${b}, ${a} Meter Reichweite`;
        const { effect, unread } = foes.readFoeEffect(text);
        for (const n of [effect.piercing, effect.range, ...Object.values(effect.conditions)]) isCount(n);
        expect(unread.every((part) => text.includes(part))).toBe(true);
        const parsed = foes.parseFoeEffect(text);
        if (parsed) for (const n of [parsed.piercing, parsed.range, ...Object.values(parsed.conditions)]) isCount(n);
      }),
      runs,
    );
    expect(foes.readFoeEffect(`Durchschlag ${"9".repeat(400)}`).unread).toEqual([`Durchschlag ${"9".repeat(400)}`]);
  });

  it("removeCriticals, removeHits, plainHits: criticals with hostile extra wounds", () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 5 }), hostile, hostile, (extraWounds, n, m) => {
        finiteOrRangeError(
          () => hits.removeCriticals(extraWounds, n),
          (left) => left.forEach(isCount),
        );
        finiteOrRangeError(() => hits.removeHits({ hits: n, criticalHits: extraWounds.length, extraWounds }, n, m));
        finiteOrRangeError(() => hits.plainHits(n));
      }),
      runs,
    );
  });
});

/**
 * Exported functions of these modules that take no numbers: text, keys, flags and names.
 */
const TAKES_NO_NUMBERS = [
  "isRunning", // flags
  "switchRefusal", // flags
  "onlineAfterRest", // flags
  "isMedicine", // a name
  "medicineKnowledge", // knowledge entries, found by name
  "surgeryKind", // a flag
  "parseCreatureStress", // a text ("X/Y")
  "stressNeedsSetting", // a source key
  "dreadOdds", // no arguments
  "unlockedOrigins", // templates (names and traditions)
  "originRefusal", // rules, an origin name, templates
  "originOfTitle", // a title
  "spellAttribute", // a school key
  "emptyChecklist", // no arguments
  "singingCheckRequest", // rules
  "prayerFormRule", // a key (its unknown keys: RangeError, through prayerCost and prayerChecks above)
];

describe("every exported function of the newer core meets hostile numbers", () => {
  it("is exercised above or listed as taking no numbers", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(new URL(import.meta.url), "utf8").replace(/const TAKES_NO_NUMBERS = \[[\s\S]*?\];/, "");
    const modules = { foes, dread, quickReaction, brewing, bodyMods, grace, pantheon, origins, reputation, hits };
    const missing: string[] = [];
    for (const [name, module] of Object.entries(modules)) {
      for (const [key, value] of Object.entries(module)) {
        if (typeof value !== "function" || TAKES_NO_NUMBERS.includes(key)) continue;
        if (!new RegExp(`\\b${key}\\(`).test(source)) missing.push(`${name}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
