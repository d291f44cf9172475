/**
 * The item data models validate and clean what they store (integers, bounds, catalog choices),
 * and their derived helpers compute what sheets show. Runs against the stand-ins of
 * foundry.data.fields in tests/foundry/data-fields.ts.
 */
import "../foundry/data-fields.ts";
import { describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";

const {
  armor: ArmorData,
  gear: GearData,
  knowledge: KnowledgeData,
  lineage: LineageData,
  quirk: QuirkData,
  spell: SpellData,
  spellTemplate: SpellTemplateData,
  template: TemplateData,
  weapon: WeaponData,
  weaponModification: WeaponModificationData,
} = itemDataModels;

type Source = Record<string, unknown>;

/** Builds a model from plain source data, as Foundry does for `item.system`. */
function build<T>(Model: new (data: Source) => T, data: Source = {}): T {
  return new Model(data);
}

describe("every item type", () => {
  it("can be created empty with valid defaults", () => {
    for (const Model of Object.values(itemDataModels)) {
      expect(() => build(Model as unknown as new (data: Source) => object)).not.toThrow();
    }
  });
});

describe("lineage", () => {
  it("defaults to the Human start values", () => {
    const human = build(LineageData);
    expect(human.startAspects).toEqual({
      careerPoints: 20,
      actions: 2,
      minRoll: 5,
      maxHealth: 10,
      evasion: 0,
      protection: 0,
      bonusDice: 0,
      rerolls: 0,
      destinyDice: 0,
      maxArcana: 0,
      spellPoints: 0,
      maxStress: 8,
    });
    expect(human.attributeStart).toBe(1);
  });

  it("clamps aspects into their bounds and rounds them to integers", () => {
    const odd = build(LineageData, { aspects: { minRoll: 1, actions: 2.6, maxHealth: 500 } });
    expect(odd.aspects.minRoll).toBe(2);
    expect(odd.aspects.actions).toBe(3);
    expect(odd.aspects.maxHealth).toBe(100);
  });

  it("rejects a value that is not a number with the field named", () => {
    expect(() => build(LineageData, { attributeStart: "many" })).toThrow(/attributeStart: must be an integer/);
  });
});

describe("template", () => {
  const spy = {
    category: "occupation",
    cost: 11,
    shadowName: "Rival",
    modifiers: [
      { kind: "attribute", key: "quickness", value: 2 },
      { kind: "skill", key: "stealth", value: 2 },
      { kind: "skill", key: "deception", value: 2 },
      { kind: "skill", key: "perception", value: 2 },
      { kind: "skill", key: "communication", value: 1 },
    ],
    eras: [],
  };

  it("stores the appendix's Spy and offers its modifiers as the shared contract", () => {
    const template = build(TemplateData, spy);
    expect(template.cost).toBe(11);
    expect(template.hasShadow).toBe(true);
    expect(template.modifierList).toContainEqual({ kind: "attribute", key: "quickness", value: 2 });
    expect(template.modifierList).toHaveLength(5);
  });

  it("allows negative costs", () => {
    expect(build(TemplateData, { cost: -3 }).cost).toBe(-3);
  });

  it("rejects a category outside the catalog", () => {
    expect(() => build(TemplateData, { category: "wizard" })).toThrow(/category: wizard is not a valid choice/);
  });

  it("rejects a modifier whose key does not belong to its kind", () => {
    expect(() => build(TemplateData, { modifiers: [{ kind: "attribute", key: "stealth", value: 1 }] })).toThrow(
      /modifiers\.0: is not a valid modifier: attribute "stealth"/,
    );
  });

  it("keeps knowledge modifiers by name and lineage templates recognisable", () => {
    const banker = build(TemplateData, { modifiers: [{ kind: "knowledge", key: "Accounting", value: 2 }] });
    expect(banker.modifierList).toEqual([{ kind: "knowledge", key: "Accounting", value: 2 }]);
    expect(build(TemplateData, { category: "lineage" }).isLineageTemplate).toBe(true);
  });

  it("rejects an era outside the catalog and drops unknown source keys", () => {
    expect(() => build(TemplateData, { eras: ["stoneAge"] })).toThrow(/eras\.0: stoneAge is not a valid choice/);
    const template = build(TemplateData, { colour: "red" }) as unknown as Source;
    expect("colour" in template).toBe(false);
  });
});

describe("knowledge", () => {
  it("adds its value to the linked skill's value", () => {
    const accounting = build(KnowledgeData, { skill: "mechanics", value: 2 });
    expect(accounting.dice(3)).toBe(5);
  });
});

describe("weapon", () => {
  const ak47 = {
    category: "assaultRifles",
    skill: "shooting",
    modes: ["burst", "single"],
    weight: 3800,
    price: 2500,
    piercing: 1,
    range: 40,
    concealment: 5,
    capacity: 30,
    ammunition: 30,
    damagePotential: 3,
  };

  it("stores the appendix's AK 47 and computes hit dice per mode", () => {
    const weapon = build(WeaponData, ak47);
    expect(weapon.hitDice(4, "burst")).toBe(9);
    expect(weapon.hitDice(4, "single")).toBe(7);
    expect(weapon.hitDiceLabel("Schießen", "burst")).toBe("Schießen + 3 + 2");
    expect(weapon.canCrit("burst")).toBe(false);
    expect(weapon.isRanged).toBe(true);
    expect(weapon.isMelee).toBe(false);
  });

  it("applies fitted modifications to the values attacks use", () => {
    const weapon = build(WeaponData, {
      ...ak47,
      modifications: [
        { name: "Medium Suppressor", category: "barrel", concealment: -2, piercing: -1 },
        { name: "2x Scope", category: "sights", critThreshold: -1 },
      ],
    });
    expect(weapon.stats).toMatchObject({ concealment: 3, piercing: 0, critThreshold: -1, damagePotential: 3 });
    expect(weapon.baseStats.concealment).toBe(5);
  });

  it("checks ammunition for a burst", () => {
    expect(build(WeaponData, { ...ak47, ammunition: 2 }).canAttack("burst")).toBe(false);
    expect(build(WeaponData, { ...ak47, ammunition: 2 }).canAttack("single")).toBe(true);
  });

  it("lists the conditions it inflicts", () => {
    const axe = build(WeaponData, { conditions: { bleeding: 1 } });
    expect(axe.inflicted).toEqual([{ key: "bleeding", value: 1 }]);
  });

  it("rejects an unknown attack mode and clamps negative damage potential to 0", () => {
    expect(() => build(WeaponData, { modes: ["laser"] })).toThrow(/modes\.0: laser is not a valid choice/);
    expect(build(WeaponData, { damagePotential: -2 }).damagePotential).toBe(0);
  });

  it("falls back to the skill's mode when no mode is stored", () => {
    expect(build(WeaponData, { skill: "throwing", modes: [] }).attackModes).toEqual(["thrown"]);
    expect(build(WeaponData, { skill: "shooting", modes: [] }).attackModes).toEqual(["single"]);
  });
});

describe("weapon modification", () => {
  it("keeps signed changes and produces the entry fitted to a weapon", () => {
    const suppressor = build(WeaponModificationData, { category: "barrel", price: 200, concealment: -2, piercing: -1 });
    expect(suppressor.fittingFor("Medium Suppressor")).toMatchObject({ name: "Medium Suppressor", category: "barrel", concealment: -2, piercing: -1 });
  });
});

describe("armor", () => {
  it("stores typed protection units and shows the appendix notation", () => {
    const cuirass = build(ArmorData, { category: "light", encumbrance: 1, protection: { normal: 3, critical: 1 }, weight: 2500, price: 250 });
    expect(cuirass.units).toBe(4);
    expect(cuirass.protectionCode).toBe("N N N C");
    expect(cuirass.piece).toMatchObject({ worn: true, condition: 100, encumbrance: 1 });
  });

  it("gives every shield its own cover value, 5+ by default, 0..6 and whole", () => {
    expect(build(ArmorData, { category: "shield" }).cover).toBe(5);
    expect(build(ArmorData, { category: "shield" }).shieldCover).toBe(5);
    expect(build(ArmorData, { category: "shield", cover: 4 }).shieldCover).toBe(4);
    expect(build(ArmorData, { category: "shield", cover: 0 }).shieldCover).toBeNull();
    expect(build(ArmorData, { category: "light", cover: 4 }).shieldCover).toBeNull();
    expect(build(ArmorData, { category: "shield", cover: 9 }).cover).toBe(6);
    expect(build(ArmorData, { category: "shield", cover: -1 }).cover).toBe(0);
    expect(build(ArmorData, { category: "shield", cover: 4.4 }).cover).toBe(4);
  });

  it("keeps condition between 0 and 100 %", () => {
    expect(build(ArmorData, { condition: 130 }).condition).toBe(100);
    expect(build(ArmorData, { condition: -5 }).condition).toBe(0);
  });
});

describe("gear", () => {
  it("stores a first aid kit with charges", () => {
    const kit = build(GearData, { category: "firstAid", weight: 5000, price: 100, concealment: 2, charges: { value: 5, max: 5 }, quantity: 2 });
    expect(kit.usable).toBe(true);
    expect(kit.hasCharges).toBe(true);
    expect(kit.stackWeight).toBe(10000);
    expect(build(GearData, { charges: { value: 0, max: 5 } }).usable).toBe(false);
  });

  it("rejects an unknown rarity and treats null quantity as the default", () => {
    expect(() => build(GearData, { rarity: "epic" })).toThrow(/rarity: epic is not a valid choice/);
    expect(build(GearData, { quantity: null }).quantity).toBe(1);
  });

  it("recognises artifacts", () => {
    expect(build(GearData).isArtifact).toBe(false);
    expect(build(GearData, { artifact: { level: 3, uses: 2 } }).isArtifact).toBe(true);
  });
});

describe("spell and spell template", () => {
  it("apply templates to a learned spell", () => {
    const powerful = build(SpellTemplateData, { category: "basic", spellPoints: 3, power: 1 });
    const school = build(SpellTemplateData, { category: "school", spellPoints: 7, school: "damage" });
    const spell = build(SpellData, {
      tradition: "whiteMagic",
      school: "healing",
      spellPoints: 3,
      arcanaCost: 2,
      power: 1,
      templates: [powerful.applicationFor("Powerful Spell"), school.applicationFor("Damage")],
    });
    expect(spell.stats).toMatchObject({ power: 2, spellPoints: 13, school: "damage", arcanaCost: 2 });
    expect(spell.castingAttribute).toBe("strength");
    expect(spell.baseStats.school).toBe("healing");
  });

  it("let a template leave school, variant and shape unchanged with blank values", () => {
    const template = build(SpellTemplateData);
    expect(template.changes).toMatchObject({ school: "", variant: "", shape: "" });
    expect(() => build(SpellTemplateData, { school: "necromancy" })).toThrow(/school: necromancy is not a valid choice/);
  });

  it("store the duration as a formula and a unit", () => {
    const spell = build(SpellData, { duration: { formula: "power", unit: "rounds" }, concentration: true });
    expect(spell.duration).toEqual({ formula: "power", unit: "rounds" });
    expect(spell.resolvedDuration(4, 3)).toEqual({ kind: "fixed", amount: 4 });
    expect(build(SpellData, { duration: { formula: "magicLevel d6", unit: "minutes" } }).resolvedDuration(1, 3)).toEqual({ kind: "dice", dice: 3 });
    expect(build(SpellData).resolvedDuration(4, 3)).toBeNull();
    expect(() => build(SpellData, { duration: { unit: "fortnights" } })).toThrow(/duration\.unit: fortnights is not a valid choice/);
  });
});

describe("quirk", () => {
  it("offers its modifiers", () => {
    const schizophrenia = build(QuirkData, {
      category: "madnessAndVisions",
      modifiers: [
        { kind: "attribute", key: "logic", value: 1 },
        { kind: "attribute", key: "charm", value: -1 },
        { kind: "skill", key: "performance", value: 2 },
        { kind: "skill", key: "communication", value: -2 },
      ],
    });
    expect(schizophrenia.modifierList).toHaveLength(4);
    expect(schizophrenia.modifierList[1]).toEqual({ kind: "attribute", key: "charm", value: -1 });
  });
});

describe("updates", () => {
  it("clean and validate like creation", () => {
    const weapon = build(WeaponData, { damagePotential: 2 });
    (weapon as unknown as { updateSource(changes: Source): void }).updateSource({ "conditions.burning": 2, damagePotential: 4.4 });
    expect(weapon.conditions.burning).toBe(2);
    expect(weapon.damagePotential).toBe(4);
    expect(() => (weapon as unknown as { updateSource(changes: Source): void }).updateSource({ skill: "magic" })).toThrow(
      /skill: magic is not a valid choice/,
    );
    expect(weapon.skill).toBe("handToHand");
  });
});

describe("hand-written shorthand", () => {
  it("is read into the stored shapes instead of being reset", () => {
    expect(build(ArmorData, { protection: "N N C", weight: "2.50 kg" })).toMatchObject({ protection: { normal: 2, critical: 1 }, weight: 2500 });
    expect(build(ArmorData, { protection: 2 }).protection.normal).toBe(2);
    expect(build(GearData, { charges: 5 }).charges).toEqual({ value: 5, max: 5 });
    expect(build(TemplateData, { requires: "Spy, Soldier" }).requires).toEqual(["Spy", "Soldier"]);
    expect(build(WeaponData, { weight: "3.80 kg" }).weight).toBe(3800);
  });
});

describe("extension defaults", () => {
  it("put new spells and spell templates into the magic extension and quirks into horror", () => {
    expect(build(SpellData).extensions).toEqual(["magic"]);
    expect(build(SpellTemplateData).extensions).toEqual(["magic"]);
    expect(build(QuirkData).extensions).toEqual(["horror"]);
    expect(build(WeaponData).extensions).toEqual([]);
    expect(build(SpellData, { extensions: [] }).extensions).toEqual([]);
  });
});
