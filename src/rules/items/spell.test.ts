import { describe, expect, it } from "vitest";
import type { SpellStats, SpellTemplateChanges } from "./spell.ts";
import { applySpellTemplates, canPayArcana, castingAttribute, castingDice, spellPointsLeft } from "./spell.ts";

const healing: SpellStats = {
  school: "healing",
  variant: "nature",
  shape: "none",
  spellPoints: 3,
  arcanaCost: 2,
  power: 1,
  range: 0,
  actions: 2,
};

function template(changes: Partial<SpellTemplateChanges>): SpellTemplateChanges {
  return { spellPoints: 0, arcana: 0, power: 0, range: 0, actions: 0, school: "", variant: "", shape: "", ...changes };
}

describe("spell templates", () => {
  it("add their changes: Powerful Spell twice and Long Range", () => {
    const powerful = template({ spellPoints: 3, power: 1 });
    const longRange = template({ spellPoints: 2, range: 20 });
    const result = applySpellTemplates(healing, [powerful, powerful, longRange]);
    expect(result).toMatchObject({ spellPoints: 11, power: 3, range: 20, arcanaCost: 2, actions: 2 });
  });

  it("never lower arcana cost or actions below 1 (Easy to cast, Quick Cast)", () => {
    const easy = template({ spellPoints: 5, arcana: -1 });
    const quick = template({ spellPoints: 3, actions: -1 });
    const result = applySpellTemplates(healing, [easy, easy, quick, quick]);
    expect(result.arcanaCost).toBe(1);
    expect(result.actions).toBe(1);
  });

  it("leave a spell that costs no arcana at 0", () => {
    const result = applySpellTemplates({ ...healing, arcanaCost: 0 }, [template({ arcana: -1 })]);
    expect(result.arcanaCost).toBe(0);
  });

  it("change school, variant and shape; the last template wins and unknown schools are ignored", () => {
    const result = applySpellTemplates(healing, [
      template({ school: "summoning" }),
      template({ school: "damage", variant: "fire" }),
      template({ school: "nonsense", shape: "sphere", arcana: 1 }),
    ]);
    expect(result).toMatchObject({ school: "damage", variant: "fire", shape: "sphere", arcanaCost: 3 });
    expect(castingAttribute(result.school)).toBe("strength");
  });
});

describe("casting", () => {
  it("rolls Spell Casting + the school's attribute (Luta: 1 + 5 Conscientiousness = 6)", () => {
    expect(castingAttribute("healing")).toBe("conscientiousness");
    expect(castingAttribute("revocation")).toBe("logic");
    expect(castingDice(1, 5)).toBe(6);
  });

  it("needs the arcana cost available", () => {
    expect(canPayArcana(2, 2)).toBe(true);
    expect(canPayArcana(1, 2)).toBe(false);
  });

  it("counts spell points left after learned spells", () => {
    expect(spellPointsLeft(10, [3, 5])).toBe(2);
    expect(spellPointsLeft(10, [])).toBe(10);
  });
});
