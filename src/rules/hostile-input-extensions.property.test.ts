/**
 * Hostile numbers against the rest of the core's public API (src/rules/index.ts): the extensions
 * (first aid, magic, duel, artefacts, horror, dread, pantheon, grace, century, body modifications,
 * brewing), the ruleset and the roll-state, protection and special-attack helpers that
 * hostile-input.property.test.ts does not reach. Every call returns a finite, sane result (no NaN or
 * Infinity anywhere in it, counts ≥ 0) or throws a RangeError. A last test lists the index's
 * exported functions and fails when one is neither exercised here or in the core file nor on the
 * commented list of functions that take no numbers.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as core from "./index.ts";
import { attackDistribution } from "./dice/odds.ts";
import {
  BODY_LOCATIONS,
  LAB_EQUIPMENT_KEYS,
  PRAYER_FORMS,
  RECIPE_DIFFICULTY_KEYS,
  STRESS_RELIEF_ACTIVITIES,
  SURROUNDINGS_KEYS,
  addBonusDie,
  addDestinyDie,
  artefactUse,
  biolastMinRollIncrease,
  biolastPenalty,
  bodyModificationState,
  buildRuleset,
  castingRequest,
  castingParts,
  stressTestParts,
  centuryLevels,
  ceremonialServiceFavor,
  createArtefact,
  creationEnergyBalance,
  creatureStressOutcome,
  diceAfterShock,
  dieFromFaces,
  disarmed,
  deviation,
  dreadDurationHours,
  dreadEffect,
  emptyChecklist,
  encounterStress,
  favorAfter,
  favorModifier,
  firstAidAmount,
  firstAidCheck,
  firstAidOutcome,
  gainStressWithDread,
  hasSupplies,
  invocationMinRoll,
  invocationMinRollModifier,
  invocationModifiers,
  isInfiniteArtefact,
  magicDuel,
  magicLevelEffects,
  mishapEntry,
  onesOf,
  planProtection,
  prayerChecks,
  prayerCost,
  prayerCostRange,
  prayerOutcome,
  qualityEntry,
  randomFaces,
  regionLoads,
  relieveStress,
  gripWithDread,
  therapyLowersBaseStress,
  therapyOptions,
  rerollAll,
  rerollWithDestiny,
  restDreadRoll,
  restWithDread,
  rollDeviation,
  rollDread,
  rollFailureDice,
  rollInitiative,
  rollPool,
  rollPoolAsync,
  rollStateFrom,
  romanCentury,
  scoreRoll,
  scoreRollAsAttack,
  shieldCover,
  shockPrayerBonus,
  silentPrayerFavor,
  singingCheckRequest,
  singingCounts,
  specialAttackTakesEffect,
  spendProtection,
  stateAfterFirstAid,
  storeAfterSideEffects,
  storeHolds,
  stressFloor,
  stressTestDice,
  stressTestOutcome,
  stressTestRequest,
  surgeryCheck,
  surgeryOutcome,
  prayerResultLine,
  suppliesAfter,
  surgeryMinRoll,
  synthesisModifiers,
  synthesisOdds,
  synthesisResult,
  takesOverSpell,
  toCentury,
  unarmedWeapon,
  unlocksArtefact,
  worldLevels,
  type DreadState,
  type FittedModification,
} from "./index.ts";
import { ATTRIBUTES, SKILLS } from "./catalog/index.ts";
import { PRAYER_COST_RANGES_2026 } from "./extensions/grace.ts";

/** Numbers a corrupted world or a hostile module might pass (as in hostile-input.property.test.ts). */
const hostile = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -1, -1e9, 1e9, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5, 2.5),
  fc.integer({ min: -20, max: 40 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: false }),
);
const runs = { numRuns: 100 };

/** Either a RangeError, or the value `check` accepts. */
function finiteOrRangeError<T>(call: () => T, check: (value: T) => void = saneDeep): void {
  let value: T;
  try {
    value = call();
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return;
  }
  check(value);
}

/** The path of the first number in `value` that is not finite (NaN, ±Infinity), or null. */
function nonFinite(value: unknown, path = "result"): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} = ${value}`;
  if (value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFinite(inner, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** Every number anywhere in `value` is finite (one assertion, however large the result). */
function saneDeep(value: unknown): void {
  expect(nonFinite(value)).toBeNull();
}
/** Each named field of `value` is a count: finite and ≥ 0 (null, for "infinite", allowed). */
function counts<T extends object>(...keys: (keyof T)[]): (value: T) => void {
  return (value) => {
    saneDeep(value);
    const bad = keys.filter((key) => {
      const v = value[key] as unknown;
      return v !== null && (typeof v !== "number" || v < 0);
    });
    expect(bad).toEqual([]);
  };
}
const isCount = (v: number) => {
  saneDeep(v);
  expect(v).toBeGreaterThanOrEqual(0);
};
const sixes = () => 6;
const faces = (r: number) => randomFaces(() => (Number.isFinite(r) ? Math.abs(r) % 1 : 0.5));

describe("hostile numbers: roll state, initiative, protection, special attacks", () => {
  it("diceAfterShock, rollInitiative, unarmedWeapon, shieldCover, disarmed, specialAttackTakesEffect, deviation", () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        finiteOrRangeError(() => diceAfterShock(a, { shocked: b }), isCount);
        finiteOrRangeError(() => rollInitiative(a, sixes, "book", b));
        finiteOrRangeError(() => unarmedWeapon(a, b));
        finiteOrRangeError(() => shieldCover(a));
        finiteOrRangeError(() => disarmed(a, b));
        finiteOrRangeError(() => specialAttackTakesEffect("knockout", a, b));
        finiteOrRangeError(() => deviation(a, b));
        finiteOrRangeError(() => rollDeviation(() => (Number.isFinite(a) ? Math.abs(a) % 1 : 0.5)));
      }),
      runs,
    );
  });

  it("attackDistribution, rollPoolAsync (bounded)", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (n, m, c) => {
        finiteOrRangeError(() => attackDistribution(n > 20 ? 20 : n, { minRoll: m, critThreshold: c }));
        try {
          const dice = await rollPoolAsync(n, async () => 6, { maxChain: 3 });
          expect(dice.length).toBeLessThanOrEqual(1000);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("rollStateFrom, scoreRoll, scoreRollAsAttack, addBonusDie, addDestinyDie, rerollAll, rerollWithDestiny", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (n, m, c) => {
        const dice = rollPool(3, sixes, { maxChain: 2 });
        finiteOrRangeError(() => rollStateFrom(dice, { minRoll: m, critThreshold: c }), (state) => {
          finiteOrRangeError(() => scoreRoll(state), (s) => isCount(s.successes));
          finiteOrRangeError(() => scoreRollAsAttack(state), (s) => isCount(s.hits));
          finiteOrRangeError(() => addBonusDie(state, sixes, { maxChain: n }));
          finiteOrRangeError(() => addDestinyDie(state, sixes, { maxChain: n }));
          finiteOrRangeError(() => rerollAll(state, sixes, { maxChain: n }));
          finiteOrRangeError(() => rerollWithDestiny(state, sixes, { maxChain: n }));
        });
      }),
      runs,
    );
  });

  it("spendProtection, planProtection", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (units, hits, crit, pierce) => {
        const attack = { hits, criticalHits: crit, extraWounds: [crit], piercing: pierce };
        finiteOrRangeError(() => spendProtection({ normal: units, fire: units }, attack, ["normal", "fire"], { normal: pierce }));
        finiteOrRangeError(() => planProtection({ normal: units }, attack, { hits: pierce, criticalHits: units }, { normal: pierce }));
      }),
      runs,
    );
  });
});

describe("hostile numbers: first aid, magic, duel, artefacts, horror", () => {
  it("first aid: check, amount, outcome, state, supplies", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (s, d, v) => {
        finiteOrRangeError(() => firstAidCheck(s));
        finiteOrRangeError(() => firstAidAmount(s), isCount);
        finiteOrRangeError(() => firstAidOutcome(s, "heal", d), (o) => {
          saneDeep(o);
          const state = { wounds: v, boosts: v, poolsSpent: { bonusDice: v, rerolls: v, destinyDice: v }, arcanaSpent: v, stress: v, ticks: v, conditions: {} as Parameters<typeof stateAfterFirstAid>[0]["conditions"] };
          const limits = { maxHealth: d, pools: { bonusDice: d, rerolls: d, destinyDice: d }, maxArcana: d, maxStress: d };
          finiteOrRangeError(() => stateAfterFirstAid(state, limits, o), (next) => {
            counts<typeof next>("wounds", "boosts", "arcanaSpent", "stress", "ticks")(next);
            expect(Object.values(next.poolsSpent).every((n) => n >= 0)).toBe(true);
          });
          finiteOrRangeError(() => suppliesAfter({ value: v, max: d }, o), counts("value", "max"));
        });
        finiteOrRangeError(() => hasSupplies({ value: v, max: d }));
      }),
      runs,
    );
  });

  it("magic level, casting request, duel, artefacts", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        const attributes = Object.fromEntries(ATTRIBUTES.map((k) => [k, a])) as Record<(typeof ATTRIBUTES)[number], number>;
        const skills = Object.fromEntries(SKILLS.map((k) => [k, b])) as Record<(typeof SKILLS)[number], number>;
        finiteOrRangeError(() => magicLevelEffects(a));
        finiteOrRangeError(
          () => castingRequest({ spell: { school: "damage", arcanaCost: a, power: b }, view: { attributes, skills }, armor: [], arcana: b, magicLevel: c, biolastMinRoll: a }),
          (request) => {
            counts<typeof request>("dice", "arcanaCost", "armorMinRoll")(request);
            expect(request.dice).toBeLessThanOrEqual(1000);
          },
        );
        finiteOrRangeError(() => castingParts({ school: "damage", check: { kind: "skill", key: "spellcasting", options: { diceModifier: a, minRollModifier: b } }, armorMinRoll: c }));
        finiteOrRangeError(() => magicDuel(a, b), counts("wounds"));
        finiteOrRangeError(() => takesOverSpell(a, b));
        const dice = [{ ...dieFromFaces([6]), total: c, success: true, extraSuccesses: a }];
        finiteOrRangeError(() => isInfiniteArtefact(dice));
        finiteOrRangeError(() => createArtefact({ score: { successes: a, dice }, arcanaCost: b, arcana: c, magicKnowledge: a }), counts("uses", "arcanaPaid", "wounds", "level"));
        finiteOrRangeError(
          () => artefactUse(a, b),
          (use) => {
            counts<typeof use>("successesNeeded")(use);
            finiteOrRangeError(() => unlocksArtefact(use, c));
          },
        );
        finiteOrRangeError(() => storeHolds(a, b));
        finiteOrRangeError(() => storeAfterSideEffects(a, [b, c]), isCount);
        finiteOrRangeError(() => stressTestDice({ attributes }), (dice) => {
          isCount(dice);
          expect(dice).toBeLessThanOrEqual(1000);
        });
        finiteOrRangeError(() => stressTestRequest({ attributes }));
        finiteOrRangeError(() => stressTestParts(stressTestRequest({ attributes })));
        finiteOrRangeError(() => stressTestParts({ options: { diceModifier: a, minRollModifier: b } }));
        finiteOrRangeError(() => stressTestOutcome(a, b), counts("stress"));
      }),
      runs,
    );
  });
});

describe("hostile numbers: dread, pantheon, grace, century", () => {
  it("dread: effect, duration, roll, stress gain, relief, rest, creatures", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom(...STRESS_RELIEF_ACTIVITIES), (a, b, c, activity) => {
        const state: DreadState = { stress: a, baseStress: b, dread: false };
        finiteOrRangeError(() => dreadEffect(a));
        finiteOrRangeError(() => dreadDurationHours(a, b), isCount);
        finiteOrRangeError(() => rollDread(faces(a), b));
        finiteOrRangeError(() => stressFloor(state), isCount);
        const stressCounts = counts<DreadState>("stress", "baseStress");
        finiteOrRangeError(() => gainStressWithDread(state, b, c), (next) => stressCounts(next.state));
        finiteOrRangeError(() => relieveStress(state, activity, c), stressCounts);
        finiteOrRangeError(() => restWithDread(state, c, true), (next) => stressCounts(next.state));
        const creature = { pass: a, fail: b };
        finiteOrRangeError(() => encounterStress([creature], false), isCount);
        finiteOrRangeError(() => creatureStressOutcome(c, creature));
        finiteOrRangeError(() => restDreadRoll(state, a, b > 50 ? 50 : b, c, sixes));
        finiteOrRangeError(() => gripWithDread(state, c), (next) => stressCounts(next.state));
        finiteOrRangeError(() => therapyLowersBaseStress(state, c), stressCounts);
        finiteOrRangeError(() => therapyOptions(["baseStress", "quirk"], state, c));
      }),
      runs,
    );
  });

  it("pantheon: favor, invocation modifiers and min roll, prayers, service, ensoulment", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom(...PRAYER_FORMS), (a, b, c, form) => {
        const checklist = emptyChecklist();
        finiteOrRangeError(() => favorModifier(a));
        finiteOrRangeError(() => invocationModifiers(checklist, a, b));
        finiteOrRangeError(() => invocationMinRollModifier(checklist, a, b));
        finiteOrRangeError(() => invocationMinRoll(c, checklist, a, b));
        finiteOrRangeError(() => prayerChecks(form, checklist, a, b));
        finiteOrRangeError(() => prayerOutcome(form, [a, b], c));
        finiteOrRangeError(() => shockPrayerBonus(a));
        finiteOrRangeError(() => silentPrayerFavor(a));
        finiteOrRangeError(() => ceremonialServiceFavor(a, b, c));
        finiteOrRangeError(() => favorAfter(a, b));
        const format = (key: string, data?: Record<string, string | number>) => `${key} ${String(data?.n ?? "")}`;
        finiteOrRangeError(() => prayerResultLine(true, a, "grace", format), (line) => expect(line).not.toMatch(/NaN|Infinity/));
      }),
      runs,
    );
  });

  it("grace and century: prayer costs, singing, levels", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom(...PRAYER_FORMS), (a, b, c, form) => {
        const rules = { costRanges: PRAYER_COST_RANGES_2026, singingCheck: "performance" as const };
        finiteOrRangeError(() => prayerCostRange(rules, form));
        finiteOrRangeError(() => prayerCost(rules, form, a));
        finiteOrRangeError(() => singingCheckRequest(rules));
        finiteOrRangeError(() => singingCounts(rules, a));
        finiteOrRangeError(() => toCentury(a));
        finiteOrRangeError(() => romanCentury(a));
        finiteOrRangeError(() => centuryLevels(a));
        finiteOrRangeError(() => worldLevels("century", { century: a, magicLevel: b, faithLevel: c, overrideMagicLevel: false, overrideFaithLevel: true }));
      }),
      runs,
    );
  });
});

describe("hostile numbers: body modifications, brewing, ruleset", () => {
  it("body modifications: loads, biolast, state, failure dice, surgery, energy", () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom(...BODY_LOCATIONS), (a, b, c, location) => {
        const mod: FittedModification = { id: "m", name: "m", biolast: a, energy: b, activation: "passive", active: true, offline: false, location, points: c };
        finiteOrRangeError(() => regionLoads([mod]), (loads) => loads.forEach(counts("used", "available")));
        finiteOrRangeError(() => biolastPenalty(a));
        finiteOrRangeError(() => biolastMinRollIncrease(a));
        finiteOrRangeError(() => bodyModificationState([mod]), counts("baseBiolast", "biolast", "penalty", "minRollIncrease", "produced", "drawn"));
        finiteOrRangeError(() => rollFailureDice(a, sixes), (r) => {
          isCount(r.failures);
          expect(r.faces.length).toBeLessThanOrEqual(1000);
        });
        finiteOrRangeError(() => surgeryMinRoll(a, b));
        finiteOrRangeError(() => creationEnergyBalance([mod]));
        finiteOrRangeError(() => surgeryCheck("medicine", a), (check) => counts<typeof check.options>("minRollModifier")(check.options));
        finiteOrRangeError(() => surgeryOutcome(b > 0 ? "fit" : "remove", c));
      }),
      runs,
    );
  });

  it("brewing: modifiers, result, odds, ones, quality and mishap tables", () => {
    fc.assert(
      fc.property(
        hostile,
        hostile,
        hostile,
        fc.constantFrom(...RECIPE_DIFFICULTY_KEYS),
        fc.constantFrom(...LAB_EQUIPMENT_KEYS),
        fc.constantFrom(...SURROUNDINGS_KEYS),
        (a, b, c, difficulty, equipment, surroundings) => {
          finiteOrRangeError(
            () => synthesisModifiers({ difficulty, relatedSkill: false, equipment, surroundings, suitableSubstitutes: a, riskySubstitutes: b }),
            (mods) => {
              saneDeep(mods);
              finiteOrRangeError(() => synthesisResult({ successes: a, ones: b }, mods));
              finiteOrRangeError(() => synthesisOdds(a, b, mods, c));
            },
          );
          finiteOrRangeError(() => onesOf({ dice: [{ ...dieFromFaces([1]), total: a, success: false, extraSuccesses: 0 }] }), isCount);
          finiteOrRangeError(() => qualityEntry(a));
          finiteOrRangeError(() => mishapEntry(a));
        },
      ),
      runs,
    );
  });

  it("buildRuleset with hostile reputation and century", () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        finiteOrRangeError(() => buildRuleset({ edition: "2026", startingReputation: a, century: b }));
      }),
      runs,
    );
  });
});

/**
 * Exported functions that take no numbers (nothing hostile to throw at them): parsers of text,
 * predicates on flags and names, constant tables, and the ruleset's difficulty lookup by key.
 */
const TAKES_NO_NUMBERS = [
  "casterAspects", // templates (traditions)
  "aspectRefusal", // rules flags, an origin name, caster flags
  "spellCanDamage", // rules flags, an origin name
  "duelCheck", // no arguments
  "emptyChecklist", // no arguments
  "dreadOdds", // no arguments
  "isEdition", // an unknown value, compared against the edition names
  "parseCreatureStress", // a text
  "unlockedOrigins", // templates (names and traditions)
  "originRefusal", // rules, an origin name, templates
  "originOfTitle", // a title
  "spellAttribute", // a school key
  "isRunning", // flags
  "switchRefusal", // flags
  "switchOnConsequence", // reads energy, but its only numbers go through bodyModificationState (covered)
  "onlineAfterRest", // flags
  "rollEnsoulment", // a face source only
  "difficultyOf", // a ruleset and a key
  "graceWordKey", // a term and a word
  "graceWords", // a term and a translation function
  "isMedicine", // a name
  "medicineKnowledge", // knowledge entries, found by name
  "surgeryKind", // a flag
];

describe("every exported function of the core's index meets hostile numbers", () => {
  it("is exercised by a hostile-input property or listed as taking no numbers", () => {
    const tests = ["hostile-input.property.test.ts", "hostile-input-extensions.property.test.ts"].map((f) => readFileSync(new URL(f, import.meta.url), "utf8")).join("\n");
    const exercised = (name: string) => new RegExp(`\\b${name}\\(`).test(tests.replace(/TAKES_NO_NUMBERS = \[[\s\S]*?\];/, ""));
    const functions = Object.entries(core)
      .filter(([, v]) => typeof v === "function")
      .map(([k]) => k);
    expect(functions.length).toBeGreaterThan(100);
    const missing = functions.filter((name) => !exercised(name) && !TAKES_NO_NUMBERS.includes(name));
    expect(missing).toEqual([]);
    expect(TAKES_NO_NUMBERS.filter((name) => !functions.includes(name))).toEqual([]);
  });
});
