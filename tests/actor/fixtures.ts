/**
 * Item sources as the item data models store them (src/data/item/**), for the actor-layer tests:
 * the Human lineage and the appendix templates Human, Spy and Ranger, a Leather Cuirass and a Foil.
 * Phase Six content © Sven Bröckling, CC BY-NC-SA 4.0 (phasesix.org).
 */
import type { ItemLike } from "../../src/data/actor/item-inputs.ts";

export const HUMAN_LINEAGE_ITEM: ItemLike = {
  _id: "lineageHuman0001",
  name: "Human",
  type: "lineage",
  system: {
    aspects: { careerPoints: 20, actions: 2, minRoll: 5, maxHealth: 10, evasion: 0, protection: 0, bonusDice: 0, rerolls: 0, destinyDice: 0, maxArcana: 0, spellPoints: 0, maxStress: 8 },
    attributeStart: 1,
    templateName: "Human",
  },
};

const tags = { eras: [], extensions: [], worlds: [] };

export const HUMAN_TEMPLATE_ITEM: ItemLike = {
  _id: "templateHuman001",
  name: "Human",
  type: "template",
  system: {
    category: "lineage",
    cost: 0,
    requires: [],
    ...tags,
    modifiers: [
      { kind: "aspect", key: "bonusDice", value: 2 },
      { kind: "aspect", key: "rerolls", value: 2 },
    ],
  },
};

export const SPY_ITEM: ItemLike = {
  _id: "templateSpy00001",
  name: "Spy",
  type: "template",
  system: {
    category: "occupation",
    cost: 11,
    requires: [],
    ...tags,
    modifiers: [
      { kind: "attribute", key: "quickness", value: 2 },
      { kind: "skill", key: "stealth", value: 2 },
      { kind: "skill", key: "deception", value: 2 },
      { kind: "skill", key: "perception", value: 2 },
      { kind: "skill", key: "communication", value: 1 },
    ],
  },
};

export const RANGER_ITEM: ItemLike = {
  _id: "templateRanger01",
  name: "Ranger",
  type: "template",
  system: {
    category: "occupation",
    cost: 7,
    requires: [],
    ...tags,
    modifiers: [
      { kind: "attribute", key: "strength", value: 1 },
      { kind: "skill", key: "orientation", value: 2 },
      { kind: "skill", key: "communication", value: -1 },
      { kind: "skill", key: "nature", value: 2 },
      { kind: "skill", key: "shooting", value: 1 },
    ],
  },
};

/** Talent "Evade", 11: evasion +2, Quickness +1. */
export const EVADE_ITEM: ItemLike = {
  _id: "templateEvade001",
  name: "Evade",
  type: "template",
  system: { category: "talent", cost: 11, requires: [], ...tags, modifiers: [{ kind: "aspect", key: "evasion", value: 2 }, { kind: "attribute", key: "quickness", value: 1 }] },
};

export const CUIRASS_ITEM: ItemLike = {
  _id: "armorCuirass0001",
  name: "Leather Cuirass",
  type: "armor",
  system: { equipped: true, encumbrance: 1, protection: { normal: 3, critical: 1, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0 }, cover: 0, concealment: 0 },
};

export const FOIL_ITEM: ItemLike = {
  _id: "weaponFoil000001",
  name: "Foil",
  type: "weapon",
  system: { equipped: true, encumbrance: 0, concealment: 5 },
};

/** The Human + Spy + Ranger character's items. */
export const SPY_RANGER_ITEMS: ItemLike[] = [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, SPY_ITEM, RANGER_ITEM, CUIRASS_ITEM, FOIL_ITEM];

/** A mage (not from the appendix): Spell Casting +1, Conscientiousness +4 (5), Logic +2 (3), Willpower +1 (2), 6 arcana. */
export const MAGE_TEMPLATE: ItemLike = {
  _id: "templateMage0001",
  name: "Mage",
  type: "template",
  system: {
    category: "talent",
    cost: 0,
    requires: [],
    ...tags,
    modifiers: [
      { kind: "skill", key: "spellCasting", value: 1 },
      { kind: "attribute", key: "conscientiousness", value: 4 },
      { kind: "attribute", key: "logic", value: 2 },
      { kind: "attribute", key: "willpower", value: 1 },
      { kind: "aspect", key: "maxArcana", value: 6 },
    ],
  },
};
