import "../foundry/data-fields.ts";
import { describe, expect, it } from "vitest";
import { CharacterData } from "../../src/data/actor/character.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import type { ItemLike } from "../../src/data/actor/item-inputs.ts";
import { itemInputs } from "../../src/data/actor/item-inputs.ts";
import { setKnowledgeLinks } from "../../src/data/actor/knowledge-links.ts";
import { ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import { templateKnowledgeId } from "../../src/rules/character/index.ts";
import { CUIRASS_ITEM, SPY_RANGER_ITEMS } from "./fixtures.ts";

function character(system: Record<string, unknown> = {}, items: ItemLike[] = SPY_RANGER_ITEMS): CharacterData {
  const model = new CharacterData(system, { parent: { items } } as never);
  model.prepareDerivedData();
  return model;
}

/** Every number anywhere in a value. */
function numbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbers(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) numbers(v, out);
  return out;
}

describe("CharacterData", () => {
  it("reads shield cover from each worn shield only, not from armour that keeps a cover value", () => {
    const armour = (id: string, category: string, cover: number): ItemLike => ({ _id: id, name: id, type: "armor", system: { category, worn: true, cover } });
    expect(character({}, [armour("leatherArmour01", "light", 4)]).derived.shieldCover).toBe(0);
    expect(character({}, [armour("leatherArmour01", "light", 4), armour("roundShield0001", "shield", 5)]).derived.shieldCover).toBe(5);
    expect(character({}, [armour("roundShield0001", "shield", 5), armour("towerShield0001", "shield", 4)]).derived.shieldCover).toBe(4);
  });

  it("derives Human + Spy + Ranger from its items (values computed by hand in derive.test.ts)", () => {
    const model = character();
    const view = model.rollView();
    expect(view.attributes.quickness).toBe(3);
    expect(view.attributes.strength).toBe(2);
    expect(view.skills.communication).toBe(1);
    expect(view.skills.stealth).toBe(3);
    expect(view.evasion).toBe(1);
    expect(view.minRoll).toBe(5);
    expect(view.actions.max).toBe(2);
    expect(view.pools).toEqual({ bonusDice: 2, rerolls: 2, destinyDice: 0 });
    expect(view.health).toEqual({ value: 10, max: 10, boosts: 0 });
    expect(model.derived.careerPoints.left).toBe(2);
    expect(model.derived.concealment.value).toBe(5);
    expect(model.resources.protection.normal).toEqual({ value: 3, max: 3 });
  });

  it("shows current resources from stored wounds, boosts and spent dice", () => {
    const model = character({ health: { wounds: 4, boosts: 1 }, pools: { bonusDice: { spent: 1 } }, protectionSpent: { normal: 2 } });
    expect(model.resources.health).toEqual({ value: 6, max: 10 });
    expect(model.resources.boosts).toBe(1);
    expect(model.resources.pools.bonusDice).toEqual({ value: 1, max: 2 });
    expect(model.resources.protection.normal).toEqual({ value: 1, max: 3 });
  });

  it("drops armour that is not worn from evasion and protection", () => {
    const unworn = { ...CUIRASS_ITEM, system: { ...(CUIRASS_ITEM.system as object), equipped: false } };
    const model = character({}, SPY_RANGER_ITEMS.map((item) => (item === CUIRASS_ITEM ? unworn : item)));
    expect(model.rollView().evasion).toBe(2);
    expect(model.resources.protection.normal.max).toBe(0);
  });

  it("never shows NaN for an empty character or items with broken data", () => {
    const broken: ItemLike[] = [
      { type: "lineage", name: "Odd", system: { aspects: { maxHealth: "ten" }, attributeStart: null } },
      { type: "template", name: "Weird", system: { cost: "x", modifiers: [{ kind: "skill", key: "nope", value: 3 }, { kind: "attribute", key: "logic", value: Number.NaN }, null] } },
      { type: "armor", name: "Rag", system: { protection: 2, encumbrance: Infinity } },
      { type: "knowledge", name: "Lore", system: { skill: "history", value: "2" } },
    ];
    for (const items of [[], broken]) {
      const model = character({}, items);
      for (const n of numbers(model.rollView())) expect(Number.isFinite(n)).toBe(true);
      for (const n of numbers(model.derived)) expect(Number.isFinite(n)).toBe(true);
      for (const n of numbers(model.resources)) expect(Number.isFinite(n)).toBe(true);
    }
    const empty = character({}, []);
    expect(Object.values(empty.rollView().attributes)).toEqual(ATTRIBUTES.map(() => 1));
    expect(Object.keys(empty.rollView().skills)).toEqual(SKILLS);
  });

  it("keeps stored numbers within their bounds (cleaning clamps like Foundry's NumberField)", () => {
    const model = new CharacterData({ health: { wounds: -1 }, conditions: { dying: 7, hunkered: 3 } });
    expect(model.health.wounds).toBe(0);
    expect(model.conditions.dying).toBe(6);
    expect(model.conditions.hunkered).toBe(1);
  });
});

describe("item mapping", () => {
  it("takes modifiers only from worn or carried equipment and always from quirks", () => {
    const inputs = itemInputs([
      { type: "quirk", name: "Nervous", system: { modifiers: [{ kind: "attribute", key: "willpower", value: -1 }] } },
      { type: "gear", name: "Goggles", system: { carried: false, modifiers: [{ kind: "skill", key: "perception", value: 1 }] } },
      { type: "gear", name: "Lens", system: { carried: true, concealment: 2, modifiers: [{ kind: "skill", key: "investigation", value: 1 }] } },
    ]);
    expect(inputs.otherModifiers.map((s) => s.name)).toEqual(["Nervous", "Lens"]);
    expect(inputs.gear.map((g) => [g.name, g.carried])).toEqual([["Goggles", false], ["Lens", true]]);
  });
});

describe("NpcData", () => {
  it("offers its typed-in values and knowledge dice to rolls", () => {
    const model = new NpcData(
      { attributes: { strength: 4 }, skills: { handToHand: 5, history: 2 }, actions: 3, minRoll: 4, evasion: 2, health: { max: 8, wounds: 3 }, poolMax: { bonusDice: 1 } },
      { parent: { items: [{ _id: "k1", type: "knowledge", name: "Heraldry", system: { skill: "history", value: 2 } }] } } as never,
    );
    model.prepareDerivedData();
    const view = model.rollView();
    expect(view.attributes.strength).toBe(4);
    expect(view.skills.handToHand).toBe(5);
    expect(view.actions.max).toBe(3);
    expect(view.minRoll).toBe(4);
    expect(view.health).toEqual({ value: 5, max: 8, boosts: 0 });
    expect(view.pools.bonusDice).toBe(1);
    expect(view.knowledge).toEqual([{ id: "k1", name: "Heraldry", skill: "history", value: 2, dice: 4 }]);
  });

  it("stores attacks with their dice", () => {
    const model = new NpcData({ attacks: [{ name: "Claws", skill: "handToHand", dice: 6, wounds: 2, piercing: 1, range: "1 m" }] });
    expect(model.attacks[0]).toMatchObject({ name: "Claws", dice: 6, wounds: 2, piercing: 1 });
  });
});

describe("weapon mapping", () => {
  it("uses the concealment after modifications when the weapon model offers it", () => {
    const inputs = itemInputs([{ type: "weapon", name: "Pistol", system: { carried: true, concealment: 3, stats: { concealment: 1 } } }]);
    expect(inputs.weapons[0].concealment).toBe(1);
  });
});

describe("knowledge links", () => {
  it("gives a template's knowledge the skill the world's knowledge items name", () => {
    const banker: ItemLike = {
      _id: "tBanker",
      type: "template",
      name: "Banker",
      system: { category: "occupation", cost: 7, modifiers: [{ kind: "knowledge", key: "Accounting", value: 2 }] },
    };
    const links = setKnowledgeLinks([
      { type: "knowledge", name: "Accounting", system: { skill: "investigation" } },
      { type: "knowledge", name: "accounting", system: { skill: "history" } },
      { type: "knowledge", name: "Broken", system: { skill: "flying" } },
      { type: "template", name: "Spy", system: {} },
    ]);
    expect(links).toEqual({ accounting: "investigation" });
    try {
      const model = character({}, [...SPY_RANGER_ITEMS, banker]);
      // Accounting 2 + Investigation (Apprehension 1) = 3; no item, so rolled by its template-knowledge id
      expect(model.rollView().knowledge).toEqual([
        { id: templateKnowledgeId("Accounting"), name: "Accounting", skill: "investigation", value: 2, dice: 3 },
      ]);
    } finally {
      setKnowledgeLinks([]);
    }
  });
});

describe("spell mapping", () => {
  it("counts a learned spell's cost after its spell templates", () => {
    const inputs = itemInputs([{ type: "spell", name: "Fireball", system: { spellPoints: 4, stats: { spellPoints: 7 } } }]);
    expect(inputs.spells).toEqual([{ id: "", name: "Fireball", spellPoints: 7 }]);
  });
});

describe("protection pool and concealment accessors", () => {
  it("gives the units left per type and the highest carried concealment", () => {
    const model = character({ protectionSpent: { normal: 2, critical: 1 } });
    expect(model.protectionPool()).toMatchObject({ normal: 1, critical: 0, fire: 0 });
    expect(model.concealmentValue()).toBe(5);
    const npc = new NpcData({ protection: { normal: 2 }, protectionSpent: { normal: 5 }, concealment: 3 });
    expect(npc.protectionPool().normal).toBe(0);
    expect(npc.concealmentValue()).toBe(3);
  });
});

describe("body modification mapping (Körpermodifikationen)", () => {
  it("fits every body modification at its chosen place and counts its modifiers only while it works", () => {
    const inputs = itemInputs([
      { _id: "n", type: "bodyModification", name: "Neural Enhancer", system: { activation: "passive", biolast: 3, energy: 2, sockets: [{ location: "head", points: 1 }], modifiers: [{ kind: "attribute", key: "logic", value: 1 }] } },
      { _id: "a", type: "bodyModification", name: "Cyber Arm", system: { activation: "activatable", active: false, biolast: 4, energy: 3, location: "rightArm", sockets: [{ location: "leftArm", points: 3 }, { location: "rightArm", points: 3 }], modifiers: [{ kind: "attribute", key: "strength", value: 2 }] } },
    ]);
    expect(inputs.bodyModifications.map((m) => [m.name, m.location, m.points, m.biolast])).toEqual([["Neural Enhancer", "head", 1, 3], ["Cyber Arm", "rightArm", 3, 4]]);
    expect(inputs.otherModifiers.map((s) => s.name)).toEqual(["Neural Enhancer"]);
  });
});
