import { describe, expect, it } from "vitest";
import { ATTRIBUTES, SKILLS } from "../catalog/index.ts";
import { BANKER, DRUNKARD, EVADE, HUMAN, HUMAN_SPY_RANGER, HUMAN_TEMPLATE, SPY, characterInput } from "./appendix.fixture.ts";
import { deriveCharacter, isKnowledgeItemId, templateKnowledgeId, SOURCE } from "./derive.ts";

/*
 * Human + Spy + Ranger, by hand:
 * attributes start at 1. Spy: Quickness +2 → 3. Ranger: Strength +1 → 2. Everything else 1.
 * skills = base attribute + modifiers:
 *   stealth (Conscientiousness 1) +2 = 3; deception (Charm 1) +2 = 3; perception (Apprehension 1) +2 = 3;
 *   communication (Education 1) +1 −1 = 1; orientation (Apprehension 1) +2 = 3; nature (Education 1) +2 = 3;
 *   shooting (Deftness 1) +1 = 2; handToHand, throwing (Strength 2) = 2; all others = 1.
 * aspects: min roll 5, actions 2, max health 10, max stress 8; bonus dice 2, rerolls 2, destiny 0 (Human template).
 * evasion = 0 + ceil((Quickness 3 + Deftness 1) / 2) = 2, − Leather Cuirass encumbrance 1 = 1.
 * protection: cuirass N N N C → normal 3, critical 1; total 4.
 * walk = 3 + 1 = 4, run = 3 + 5 = 8, crawl = ceil(3/2) + 1 = 3.
 * stress test = Logic 1 + Willpower 1 = 2; rest = Resistance 1 + Endurance 1 + Willpower 1 = 3;
 * arcana rest = Charm 1 + Conscientiousness 1 + Willpower 1 = 3. concealment = max(Foil 5, Short Sword 2) = 5.
 * career points: 20, spent 11 + 7 = 18 (Human template free), left 2.
 */
describe("deriveCharacter: Human + Spy + Ranger from the appendix", () => {
  const d = deriveCharacter(HUMAN_SPY_RANGER);

  it("adds template modifiers to the lineage's attribute start", () => {
    const values = Object.fromEntries(ATTRIBUTES.map((key) => [key, d.attributes[key].value]));
    expect(values).toEqual({
      education: 1,
      logic: 1,
      conscientiousness: 1,
      willpower: 1,
      apprehension: 1,
      charm: 1,
      deftness: 1,
      strength: 2,
      attractiveness: 1,
      endurance: 1,
      resistance: 1,
      quickness: 3,
    });
  });

  it("computes every skill from its base attribute plus modifiers", () => {
    const expected: Record<string, number> = Object.fromEntries(SKILLS.map((key) => [key, 1]));
    Object.assign(expected, { stealth: 3, deception: 3, perception: 3, communication: 1, orientation: 3, nature: 3, shooting: 2, handToHand: 2, throwing: 2 });
    expect(Object.fromEntries(SKILLS.map((key) => [key, d.skills[key].value]))).toEqual(expected);
  });

  it("explains a skill by its attribute and every template", () => {
    expect(d.skills.communication.parts).toEqual([
      { source: "PHASESIX.Attribute.education", value: 1, i18n: true },
      { source: "Spy", value: 1 },
      { source: "Ranger", value: -1 },
    ]);
  });

  it("takes aspects from the lineage and the free Human template", () => {
    expect(d.minRoll.value).toBe(5);
    expect(d.actions.value).toBe(2);
    expect(d.maxHealth.value).toBe(10);
    expect(d.maxStress.value).toBe(8);
    expect(d.pools.bonusDice.value).toBe(2);
    expect(d.pools.rerolls.value).toBe(2);
    expect(d.pools.destinyDice.value).toBe(0);
  });

  it("computes evasion with the worn armour's encumbrance", () => {
    expect(d.evasion.value).toBe(1);
    expect(d.evasion.parts).toContainEqual({ source: "Leather Cuirass", value: -1 });
    expect(d.evasion.parts).toContainEqual({ source: SOURCE.halfQuicknessDeftness, value: 2, i18n: true });
  });

  it("fills the protection pool with the armour's typed units", () => {
    expect(d.protection.normal.value).toBe(3);
    expect(d.protection.critical.value).toBe(1);
    expect(d.protection.fire.value).toBe(0);
    expect(d.protectionTotal).toBe(4);
  });

  it("derives movement, test dice and concealment", () => {
    expect([d.movement.walk.value, d.movement.run.value, d.movement.crawl.value]).toEqual([4, 8, 3]);
    expect(d.stressTestDice.value).toBe(2);
    expect(d.restDice.value).toBe(3);
    expect(d.arcanaRestDice.value).toBe(3);
    expect(d.concealment).toEqual({ value: 5, parts: [{ source: "Foil", value: 5 }] });
  });

  it("counts career points spent on everything but the lineage template", () => {
    expect(d.careerPoints.total.value).toBe(20);
    expect(d.careerPoints.spent.value).toBe(18);
    expect(d.careerPoints.left).toBe(2);
    expect(d.reputation.left).toBe(0);
  });
});

describe("deriveCharacter: other rules", () => {
  it("lets attributes drop to 0 and below (Drunkard: Apprehension 1 − 2 = −1, Perception −1 − 1 = −2)", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [DRUNKARD] }));
    expect(d.attributes.apprehension.value).toBe(-1);
    expect(d.skills.perception.value).toBe(-2);
    expect(d.pools.destinyDice.value).toBe(1);
    // a negative cost gives career points: 20 − (−5) = 25 left
    expect(d.careerPoints.left).toBe(25);
  });

  it("adds a knowledge named by a template and raises a knowledge item of that name", () => {
    const alone = deriveCharacter(characterInput({ lineage: HUMAN, templates: [BANKER] }));
    expect(alone.knowledge).toHaveLength(1);
    expect(alone.knowledge[0]).toMatchObject({ name: "Accounting", skill: null });
    expect(alone.knowledge[0].dice.value).toBe(2);

    const withItem = deriveCharacter(
      characterInput({ lineage: HUMAN, templates: [BANKER], knowledge: [{ id: "k1", name: "accounting ", skill: "mechanics", value: 1 }] }),
    );
    expect(withItem.knowledge).toHaveLength(1);
    // knowledge 1 + Banker 2 = 3; Mechanics = Logic (1 + 2) = 3 → dice 6
    expect(withItem.knowledge[0].value.value).toBe(3);
    expect(withItem.knowledge[0].dice.value).toBe(6);
    expect(withItem.knowledge[0].id).toBe("k1");
  });

  it("links a knowledge named only by a template to the skill the world knows for it", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [BANKER], knowledgeLinks: { accounting: "investigation" } }));
    // Accounting 2 + Investigation (Apprehension 1) = 3
    expect(d.knowledge[0]).toMatchObject({ name: "Accounting", skill: "investigation" });
    expect(d.knowledge[0].dice.value).toBe(3);
  });

  it("gives a knowledge only templates grant a stable id that is no item id, so it can be rolled", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [BANKER], knowledgeLinks: { accounting: "investigation" } }));
    expect(d.knowledge[0].id).toBe(templateKnowledgeId(" Accounting"));
    expect(isKnowledgeItemId(d.knowledge[0].id)).toBe(false);
    expect(isKnowledgeItemId("k1")).toBe(true);
    expect(isKnowledgeItemId("")).toBe(false);
  });

  it("raises evasion with templates and lowers it with carried weapons (Evade: 0 + 2 + ceil((2 + 1) / 2) − 1 = 3)", () => {
    const d = deriveCharacter(
      characterInput({
        lineage: HUMAN,
        templates: [EVADE],
        weapons: [{ id: "w", name: "Halberd", carried: true, encumbrance: 1, concealment: 0 }, { id: "w2", name: "Spear", carried: false, encumbrance: 3, concealment: 9 }],
      }),
    );
    expect(d.evasion.value).toBe(3);
    expect(d.concealment.value).toBe(0);
  });

  it("rolls Empathy on Conscientiousness, not Charm (Conscientiousness 1 + 2 = 3, Charm 1 + 4 = 5 → Empathy 3)", () => {
    const d = deriveCharacter(
      characterInput({
        lineage: HUMAN,
        otherModifiers: [
          {
            name: "Test",
            modifiers: [
              { kind: "attribute", key: "conscientiousness", value: 2 },
              { kind: "attribute", key: "charm", value: 4 },
            ],
          },
        ],
      }),
    );
    expect(d.skills.empathy.value).toBe(3);
    expect(d.skills.empathy.parts[0]).toEqual({ source: "PHASESIX.Attribute.conscientiousness", value: 3, i18n: true });
  });

  it("takes the best (lowest) cover of the worn shields, each shield's own value", () => {
    const shield = (id: string, cover: number, worn = true) => ({ id, name: id, worn, encumbrance: 0, protection: {}, cover, concealment: 0 });
    const cover = (armor: ReturnType<typeof shield>[]) => deriveCharacter(characterInput({ lineage: HUMAN, armor })).shieldCover;
    expect(cover([shield("round", 5), shield("tower", 4)])).toBe(4);
    expect(cover([shield("round", 5), shield("tower", 4, false)])).toBe(5);
    expect(cover([shield("buckler", 6), shield("none", 0)])).toBe(6);
    expect(cover([shield("none", 0)])).toBe(0);
    expect(cover([])).toBe(0);
  });

  it("uses the Human start values when there is no lineage", () => {
    const d = deriveCharacter(characterInput());
    expect(d.careerPoints.total.value).toBe(20);
    expect(d.minRoll.value).toBe(5);
    expect(d.attributes.logic.value).toBe(1);
    expect(d.minRoll.parts[0]).toEqual({ source: SOURCE.defaults, value: 5, i18n: true });
  });

  it("never lets the min roll fall below 2", () => {
    const d = deriveCharacter(
      characterInput({ lineage: HUMAN, otherModifiers: [{ name: "Blessing", modifiers: [{ kind: "aspect", key: "minRoll", value: -9 }] }] }),
    );
    expect(d.minRoll.value).toBe(2);
  });

  it("splits career points and reputation after creation is finished", () => {
    const d = deriveCharacter(
      characterInput({
        lineage: HUMAN,
        templates: [HUMAN_TEMPLATE, SPY, EVADE],
        career: { finished: true, creationTemplateIds: ["tHuman", "tSpy"], convertedPoints: 9, reputationAwarded: 10 },
      }),
    );
    expect(d.careerPoints.spent.value).toBe(11);
    expect(d.reputation.earned.value).toBe(19);
    expect(d.reputation.spent.value).toBe(11);
    expect(d.reputation.left).toBe(8);
  });

  it("flags magic from the extension and from arcana or spell points", () => {
    const caster = deriveCharacter(
      characterInput({
        lineage: HUMAN,
        otherModifiers: [{ name: "Wizard", modifiers: [{ kind: "aspect", key: "spellPoints", value: 5 }] }],
        spellPointsSpent: 2,
        context: { era: null, extensions: ["magic"], world: null },
      }),
    );
    expect(caster.magic).toEqual({ extension: true, caster: true });
    expect(caster.spellPoints.left).toBe(3);
    expect(deriveCharacter(characterInput({ lineage: HUMAN })).magic).toEqual({ extension: false, caster: false });
  });

  it("counts learned spells (with their templates) and a manual adjustment as spent spell points", () => {
    const d = deriveCharacter(
      characterInput({
        lineage: HUMAN,
        otherModifiers: [{ name: "Arcane School", modifiers: [{ kind: "aspect", key: "spellPoints", value: 10 }] }],
        spells: [{ id: "s1", name: "Fireball", spellPoints: 5 }, { id: "s2", name: "Light", spellPoints: 1 }],
        spellPointsSpent: 2,
      }),
    );
    expect(d.spellPoints.spent).toBe(8);
    expect(d.spellPoints.left).toBe(2);
    expect(d.spellPoints.spentBy.parts).toEqual([
      { source: "Fireball", value: 5 },
      { source: "Light", value: 1 },
      { source: SOURCE.spellPointsAdjustment, value: 2, i18n: true },
    ]);
  });

  it("keeps the Human start in explanations", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [SPY] }));
    expect(d.attributes.quickness.parts).toEqual([
      { source: SOURCE.lineage, value: 1, i18n: true },
      { source: "Spy", value: 2 },
    ]);
  });
});
