/**
 * Test fixture: one sample item of every item type, built through the real item data models (on the
 * Foundry data stand-ins) and their schema tree, as the item sheet gathers them. Only tests import this.
 */
import "../../../../tests/foundry/data-fields.ts";
import { itemDataModels } from "../../../data/index.ts";
import { schemaTree } from "../item-schema.ts";
import type { ItemSheetInput } from "./item.ts";
import { SAMPLE_PORTRAIT } from "./sample.fixture.ts";

export type ItemType = keyof typeof itemDataModels;
export const ITEM_TYPES = Object.keys(itemDataModels) as ItemType[];

/** Source data of each sample (names and numbers of the rulebook appendix). */
const SOURCES: Record<ItemType, { name: string; system: Record<string, unknown> }> = {
  lineage: { name: "Human", system: { templateName: "Human", description: "<p>The default lineage.</p>" } },
  template: {
    name: "Spy",
    system: {
      category: "occupation",
      cost: 11,
      modifiers: [
        { kind: "attribute", key: "quickness", value: 2 },
        { kind: "skill", key: "stealth", value: 2 },
        { kind: "knowledge", key: "Cryptography", value: 1 },
      ],
      shadowName: "Handler",
      shadow: "<p>Someone still gives orders.</p>",
    },
  },
  knowledge: { name: "Accounting", system: { skill: "investigation", value: 2 } },
  weapon: {
    name: "Service Pistol",
    system: {
      category: "pistols",
      skill: "shooting",
      modes: ["single", "burst"],
      damagePotential: 2,
      piercing: 1,
      range: 25,
      capacity: 12,
      ammunition: 9,
      modifications: [{ name: "Suppressor", category: "barrel", concealment: -2, range: -5 }],
      eras: ["modern"],
    },
  },
  weaponModification: { name: "Red Dot Sight", system: { category: "sights", accuracy: 1, price: 120 } },
  armor: { name: "Leather Cuirass", system: { category: "light", protection: { normal: 3, critical: 1 }, encumbrance: 1 } },
  gear: { name: "First Aid Kit", system: { category: "firstAid", quantity: 1, charges: { value: 3, max: 5 }, weight: 500 } },
  spell: { name: "Fire Bolt", system: { school: "damage", variant: "fire", arcanaCost: 2, power: 3, range: 20, templates: [{ name: "Widened", power: 1, arcana: 1 }] } },
  spellTemplate: { name: "Widened", system: { category: "basic", power: 1, arcana: 1, shape: "cone" } },
  quirk: { name: "Nervous Twitch", system: { category: "physicalCharacteristics", modifiers: [{ kind: "attribute", key: "deftness", value: -1 }] } },
  bodyModification: {
    name: "Neural Enhancer",
    system: { category: "enhancement", activation: "passive", price: 2000, rarity: "rare", biolast: 3, energy: 2, sockets: [{ location: "head", points: 1 }], modifiers: [{ kind: "attribute", key: "logic", value: 1 }], extensions: ["bodyMods"] },
  },
  recipe: {
    name: "Simple wound tincture",
    system: { category: "potionsAndTinctures", difficulty: "simple", yield: 1, ingredients: [{ name: "Water", amount: 130, unit: "oth", key: "" }] },
  },
};

/** The item sheet input of the sample item of `type` (values as the data model initializes them). */
export function sampleItemInput(type: ItemType, overrides: Partial<ItemSheetInput> = {}): ItemSheetInput {
  const Model = itemDataModels[type] as unknown as { new (source: unknown): object; schema: { fields: Record<string, unknown> } };
  const source = SOURCES[type];
  return {
    id: `sample${type}`,
    name: source.name,
    img: SAMPLE_PORTRAIT,
    type,
    system: new Model(source.system),
    tree: schemaTree(Model.schema.fields),
    editable: true,
    enriched: {},
    templateRoot: "templates/",
    ...overrides,
  };
}
