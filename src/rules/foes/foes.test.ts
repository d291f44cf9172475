import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ATTRIBUTES, SKILLS } from "../catalog/index.ts";
import { scriptedFaces } from "../dice/faces.ts";
import { rollPool } from "../dice/pool.ts";
import { scoreAttack } from "../dice/score.ts";
import { resolveDamage } from "../attack/damage.ts";
import { applyFoeTraits, creatureStressGained, foeActionRoll, defaultFoeEvasion, FOE_DEFAULTS, FOE_ROLLS, FOE_STRESS_SOURCES, foeRollValues, groupStress, initiativeGroups, stressNeedsSetting, stressSourceAfterEdit } from "./index.ts";

describe("a foe's rolls outside its actions (RULES.md → Foes: one table)", () => {
  const stats = { strength: 3, dexterity: 1, mind: 2 };
  const { attributes, skills } = foeRollValues(stats);

  it("initiative (Quickness) and dodge read Dexterity", () => {
    expect(FOE_ROLLS.initiative).toBe("dexterity");
    expect(attributes.quickness).toBe(1);
    expect(defaultFoeEvasion(stats.dexterity)).toBe(1);
  });

  it("a saving roll and Resistance against a K.O. read Strength; Perception reads Mind", () => {
    expect(attributes.resistance).toBe(3);
    expect(attributes.strength).toBe(3);
    expect(skills.perception).toBe(2);
    expect(skills.handToHand).toBe(3);
    expect(skills.shooting).toBe(1);
    expect(skills.stealth).toBe(1);
  });

  it("every attribute and skill reads one of the three values", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (strength, dexterity, mind) => {
        const v = foeRollValues({ strength, dexterity, mind });
        for (const key of ATTRIBUTES) expect([strength, dexterity, mind]).toContain(v.attributes[key]);
        for (const key of SKILLS) expect([strength, dexterity, mind]).toContain(v.skills[key]);
      }),
    );
  });

  it("defaults: 2 actions and minimum roll 5 (phasesix.org's foe model)", () => {
    expect(FOE_DEFAULTS).toMatchObject({ actions: 2, minRoll: 5 });
  });
});

describe("resistances and weaknesses in the attack core", () => {
  it("a zombie's bite (Poison 1) against a foe resisting poison deals its wounds, no Poisoned", () => {
    const hits = scoreAttack(rollPool(5, scriptedFaces([5, 6, 2, 3, 1, 4])), { minRoll: 5 }); // 5, 6+2=8 → 2 hits
    const r = resolveDamage({ hits, weapon: { conditions: { poisoned: 1 } }, protection: { variant: "none" }, traits: { resistances: ["fire", "poison"], weaknesses: [{ trait: "fire", value: 1 }] } });
    expect(r.wounds).toBe(2);
    expect(r.conditions).toEqual({});
    expect(r.conditionsResisted).toEqual(["poisoned"]);
  });

  it("a weakness to fire raises Burning by its value; a resisted condition stays off", () => {
    const hits = { hits: 1, criticalHits: 0, extraWounds: [] };
    const r = resolveDamage({
      hits,
      weapon: { piercing: 1, conditions: { burning: 2, shocked: 1 } },
      protection: { variant: "flat", value: 0 },
      traits: { resistances: ["shock"], weaknesses: [{ trait: "fire", value: 1 }] },
    });
    expect(r).toMatchObject({ wounds: 1, conditions: { burning: 3 }, conditionsResisted: ["shocked"], conditionsRaised: ["burning"] });
  });

  it("no traits: conditions pass unchanged (characters, NPCs)", () => {
    expect(applyFoeTraits({ bleeding: 2 }, null)).toEqual({ conditions: { bleeding: 2 }, resisted: [], raised: [] });
    const r = resolveDamage({ hits: { hits: 1, criticalHits: 0, extraWounds: [] }, weapon: { conditions: { bleeding: 1 } }, protection: { variant: "none" } });
    expect(r.conditions).toEqual({ bleeding: 1 });
    expect(r.conditionsResisted).toBeUndefined();
  });

  it("traits without a condition (magic, cold) change nothing in the damage step", () => {
    expect(applyFoeTraits({ burning: 1 }, { resistances: ["magic", "cold"], weaknesses: [{ trait: "light", value: 2 }] }).conditions).toEqual({ burning: 1 });
  });
});

describe("a foe's stress source: not in the book until the GM sets it (issue 33)", () => {
  const stored = { passed: 0, failed: 1, source: "default" as const };
  it("an edit that changes X or Y marks the value as the GM's", () => {
    expect(stressSourceAfterEdit(stored, { passed: 1 })).toBe("gm");
    expect(stressSourceAfterEdit(stored, { failed: "3" })).toBe("gm");
    expect(stressSourceAfterEdit({ passed: 1, failed: 2, source: "book" }, { passed: 1, failed: 3 })).toBe("gm");
  });
  it("a form that submits the stored values unchanged changes nothing; a source the GM picks in the form stands", () => {
    expect(stressSourceAfterEdit(stored, { passed: 0, failed: 1, source: "default" })).toBeNull();
    expect(stressSourceAfterEdit(stored, {})).toBeNull();
    // the form submits the stored source with the changed value: still the GM's value
    expect(stressSourceAfterEdit(stored, { passed: 2, failed: 1, source: "default" })).toBe("gm");
    // the GM picks "default" again for a value of their own: kept as picked
    expect(stressSourceAfterEdit({ passed: 1, failed: 1, source: "gm" }, { passed: 0, source: "default" })).toBeNull();
    expect(stressSourceAfterEdit(stored, { passed: 2, source: "book" })).toBeNull();
    expect(stressSourceAfterEdit({ passed: 2, failed: 3, source: "gm" }, { passed: 4 })).toBeNull();
  });
  it("the sheet asks for a value only while it is our default (the book's example and the GM's value stand)", () => {
    expect(stressNeedsSetting("default")).toBe(true);
    expect(stressNeedsSetting(undefined)).toBe(true);
    expect(stressNeedsSetting("book")).toBe(false);
    expect(stressNeedsSetting("gm")).toBe(false);
    expect(FOE_STRESS_SOURCES).toEqual(["default", "book", "gm"]);
  });
});

describe("creature stress X/Y (2026 Horror → Stress)", () => {
  it("a passed test gains X, a failed one Y", () => {
    expect(creatureStressGained(1, { passed: 1, failed: 2 })).toEqual({ passed: true, stress: 1 });
    expect(creatureStressGained(0, { passed: 1, failed: 2 })).toEqual({ passed: false, stress: 2 });
  });

  it("a group met at once: one test against the largest X and the largest Y", () => {
    expect(groupStress([{ passed: 1, failed: 2 }, { passed: 0, failed: 3 }])).toEqual({ passed: 1, failed: 3 });
    expect(groupStress([])).toEqual({ passed: 0, failed: 0 });
  });
});

describe("identical foes roll initiative once (our group rule)", () => {
  it("the first of each foe key rolls, the others follow it; others roll for themselves", () => {
    const { roll, follow } = initiativeGroups([
      { id: "z1", foeKey: "foe:zombie" },
      { id: "pc", foeKey: null },
      { id: "z2", foeKey: "foe:zombie" },
      { id: "w1", foeKey: "foe:wolf" },
      { id: "z3", foeKey: "foe:zombie" },
    ]);
    expect(roll).toEqual(["z1", "pc", "w1"]);
    expect([...follow]).toEqual([
      ["z2", "z1"],
      ["z3", "z1"],
    ]);
  });
});

describe("a foe's action roll (RULES.md → Foes)", () => {
  const values = foeRollValues({ strength: 3, dexterity: 2, mind: 1 });
  const bite = { kind: "attack" as const, dice: 5, range: 0, demonic: false };

  it("an attack rolls the block's dice: skill + damage potential = the pool", () => {
    const roll = foeActionRoll(bite, values);
    expect(roll).toEqual({ kind: "attack", mode: "melee", skill: "handToHand", damagePotential: 2, demonic: false });
    if (roll.kind === "attack") expect(values.skills[roll.skill] + roll.damagePotential).toBe(5);
  });

  it("an action with a range beyond 2 m is a ranged single attack with that range", () => {
    expect(foeActionRoll({ kind: "attack", dice: 6, range: 5, demonic: true }, values)).toEqual({ kind: "attack", mode: "single", skill: "shooting", damagePotential: 4, range: 5, demonic: true });
  });

  it("a check rolls the pool as Willpower plus the difference", () => {
    const roll = foeActionRoll({ kind: "check", dice: 6, range: 0, demonic: false }, values);
    expect(roll).toEqual({ kind: "check", attribute: "willpower", diceModifier: 5 });
  });
});
