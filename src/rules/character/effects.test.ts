import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES } from "../catalog/index.ts";
import { HUMAN, HUMAN_SPY_RANGER, characterInput } from "./appendix.fixture.ts";
import { deriveCharacter } from "./derive.ts";
import { EFFECT_MODE_ADD, effectInteger, effectKeys, effectModifierSources, readEffect, readEffectChange } from "./effects.ts";

const add = (key: string, value: string) => ({ key, mode: EFFECT_MODE_ADD, value });

describe("readEffectChange: which Phase Six value an effect change adds to", () => {
  it("reads attributes, skills, aspects and knowledge by key", () => {
    expect(readEffectChange(add("phasesix.attribute.strength", "+2"))).toEqual({ kind: "modifier", modifier: { kind: "attribute", key: "strength", value: 2 } });
    expect(readEffectChange(add("phasesix.skill.shooting", "-1"))).toEqual({ kind: "modifier", modifier: { kind: "skill", key: "shooting", value: -1 } });
    expect(readEffectChange(add("phasesix.aspect.minRoll", "1"))).toEqual({ kind: "modifier", modifier: { kind: "aspect", key: "minRoll", value: 1 } });
    expect(readEffectChange(add("phasesix.knowledge.Accounting", "3"))).toEqual({ kind: "modifier", modifier: { kind: "knowledge", key: "Accounting", value: 3 } });
  });

  it("leaves keys that are not ours to Foundry", () => {
    expect(readEffectChange(add("system.biography", "x"))).toEqual({ kind: "foreign" });
  });

  it("reports unknown keys, other modes and values that are not whole numbers", () => {
    expect(readEffectChange(add("phasesix.attribute.luck", "1"))).toMatchObject({ kind: "problem", problem: "unknownKey" });
    expect(readEffectChange(add("phasesix.skill", "1"))).toMatchObject({ kind: "problem", problem: "unknownKey" });
    expect(readEffectChange({ key: "phasesix.attribute.strength", mode: 5, value: "3" })).toMatchObject({ kind: "problem", problem: "notAdd" });
    expect(readEffectChange(add("phasesix.attribute.strength", "1.5"))).toMatchObject({ kind: "problem", problem: "notInteger" });
    expect(readEffectChange(add("phasesix.attribute.strength", "@strength"))).toMatchObject({ kind: "problem", problem: "notInteger" });
  });

  it("accepts only whole numbers of at most six digits", () => {
    expect(effectInteger(" +4 ")).toBe(4);
    expect(effectInteger("-0")).toBe(0);
    expect(effectInteger("1e3")).toBeNull();
    expect(effectInteger("9999999")).toBeNull();
    expect(effectInteger("")).toBeNull();
  });
});

describe("readEffect / effectModifierSources", () => {
  it("collects an effect's modifiers under its name and lists its problems", () => {
    const read = readEffect({ name: "Adrenaline", changes: [add("phasesix.attribute.quickness", "1"), add("phasesix.attribute.nope", "1"), add("system.x", "1")] });
    expect(read.source).toEqual({ name: "Adrenaline", modifiers: [{ kind: "attribute", key: "quickness", value: 1 }] });
    expect(read.problems).toEqual([{ key: "phasesix.attribute.nope", problem: "unknownKey" }]);
  });

  it("adds nothing for effects without a Phase Six change", () => {
    expect(effectModifierSources([{ name: "Invisible", changes: [] }])).toEqual([]);
  });

  it("offers a key for every attribute, skill and aspect", () => {
    const keys = effectKeys().map((k) => k.key);
    expect(keys).toContain("phasesix.attribute.conscientiousness");
    expect(keys).toContain("phasesix.skill.empathy");
    expect(keys).toContain("phasesix.aspect.maxHealth");
    for (const key of keys) expect(readEffectChange(add(key, "1")).kind).toBe("modifier");
  });
});

describe("deriveCharacter with active effects (the same derivation as templates)", () => {
  it("a drug raising Strength raises Strength, the skills on it and shows in the tooltip", () => {
    const base = deriveCharacter(HUMAN_SPY_RANGER);
    const drugged = deriveCharacter({ ...HUMAN_SPY_RANGER, effects: [{ name: "Berserker draught", changes: [add("phasesix.attribute.strength", "2")] }] });
    expect(drugged.attributes.strength.value).toBe(base.attributes.strength.value + 2);
    expect(drugged.skills.handToHand.value).toBe(base.skills.handToHand.value + 2);
    expect(drugged.attributes.strength.parts).toContainEqual({ source: "Berserker draught", value: 2 });
  });

  it("a wound penalty raises the minimum roll; a blessing lowers it, never below 2", () => {
    const hurt = deriveCharacter(characterInput({ lineage: HUMAN, effects: [{ name: "Broken arm", changes: [add("phasesix.aspect.minRoll", "1")] }] }));
    expect(hurt.minRoll.value).toBe(6);
    const blessed = deriveCharacter(characterInput({ lineage: HUMAN, effects: [{ name: "Blessing", changes: [add("phasesix.aspect.minRoll", "-9")] }] }));
    expect(blessed.minRoll.value).toBe(2);
  });

  it("an effect naming a knowledge adds it with the linked skill's dice", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, knowledgeLinks: { poisons: "nature" }, effects: [{ name: "Herbal lore", changes: [add("phasesix.knowledge.Poisons", "2")] }] }));
    const poisons = d.knowledge.find((k) => k.name === "Poisons");
    expect(poisons?.value.value).toBe(2);
    expect(poisons?.dice.value).toBe(2 + d.skills.nature.value);
  });

  it("property: an effect adding n to an attribute changes exactly that attribute by n", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTRIBUTES), fc.integer({ min: -20, max: 20 }), (attribute, n) => {
        const base = deriveCharacter(HUMAN_SPY_RANGER);
        const d = deriveCharacter({ ...HUMAN_SPY_RANGER, effects: [{ name: "E", changes: [add(`phasesix.attribute.${attribute}`, String(n))] }] });
        for (const key of ATTRIBUTES) expect(d.attributes[key].value).toBe(base.attributes[key].value + (key === attribute ? n : 0));
      }),
    );
  });
});
