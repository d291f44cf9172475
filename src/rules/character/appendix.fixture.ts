/**
 * Test fixture: real content of the rulebook appendix (the appendix folder of the Phase Six rulebook
 * sources: templates_phasesix_en.tex, riot_gear_phasesix_en.tex, weapons_phasesix_en.tex), names and numbers
 * copied by hand. Phase Six content © Sven Bröckling, CC BY-NC-SA 4.0 (phasesix.org).
 * Only tests import this file.
 */
import type { CharacterInput, LineageInput, TemplateInput } from "./types.ts";
import { emptyCharacterInput } from "./defaults.ts";

/** The Human lineage (rulebook-de → Abstammung → Basisspiel; max stress 8 from the Horror list). */
export const HUMAN: LineageInput = {
  name: "Human",
  attributeStart: 1,
  templateName: "Human",
  aspects: {
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
  },
};

const always = { eras: [], extensions: [], worlds: [] } as const;

/** Lineage template "Human", 0: bonus dice +2, rerolls +2. */
export const HUMAN_TEMPLATE: TemplateInput = {
  id: "tHuman",
  name: "Human",
  category: "lineage",
  cost: 0,
  requires: [],
  ...always,
  modifiers: [
    { kind: "aspect", key: "bonusDice", value: 2 },
    { kind: "aspect", key: "rerolls", value: 2 },
  ],
};

/** Occupation "Spy", 11: Quickness +2, Stealth +2, Deception +2, Perception +2, Communication +1. */
export const SPY: TemplateInput = {
  id: "tSpy",
  name: "Spy",
  category: "occupation",
  cost: 11,
  requires: [],
  ...always,
  modifiers: [
    { kind: "attribute", key: "quickness", value: 2 },
    { kind: "skill", key: "stealth", value: 2 },
    { kind: "skill", key: "deception", value: 2 },
    { kind: "skill", key: "perception", value: 2 },
    { kind: "skill", key: "communication", value: 1 },
  ],
};

/** Occupation "Ranger", 7: Strength +1, Orientation +2, Communication −1, Nature +2, Shooting +1. */
export const RANGER: TemplateInput = {
  id: "tRanger",
  name: "Ranger",
  category: "occupation",
  cost: 7,
  requires: [],
  ...always,
  modifiers: [
    { kind: "attribute", key: "strength", value: 1 },
    { kind: "skill", key: "orientation", value: 2 },
    { kind: "skill", key: "communication", value: -1 },
    { kind: "skill", key: "nature", value: 2 },
    { kind: "skill", key: "shooting", value: 1 },
  ],
};

/** Occupation "Banker", 7 (Victorian to Modern): Logic +2, Deception +1, knowledge Accounting +2. */
export const BANKER: TemplateInput = {
  id: "tBanker",
  name: "Banker",
  category: "occupation",
  cost: 7,
  requires: [],
  eras: ["victorian", "worldWars", "coldWar", "modern"],
  extensions: [],
  worlds: [],
  modifiers: [
    { kind: "attribute", key: "logic", value: 2 },
    { kind: "skill", key: "deception", value: 1 },
    { kind: "knowledge", key: "Accounting", value: 2 },
  ],
};

/** Character "Drunkard", −5: destiny dice +1, Apprehension −2, Perception −1. */
export const DRUNKARD: TemplateInput = {
  id: "tDrunkard",
  name: "Drunkard",
  category: "character",
  cost: -5,
  requires: [],
  ...always,
  modifiers: [
    { kind: "aspect", key: "destinyDice", value: 1 },
    { kind: "attribute", key: "apprehension", value: -2 },
    { kind: "skill", key: "perception", value: -1 },
  ],
};

/** Talent "Evade", 11: evasion +2, Quickness +1. */
export const EVADE: TemplateInput = {
  id: "tEvade",
  name: "Evade",
  category: "talent",
  cost: 11,
  requires: [],
  ...always,
  modifiers: [
    { kind: "aspect", key: "evasion", value: 2 },
    { kind: "attribute", key: "quickness", value: 1 },
  ],
};

/** A character input with nothing on it but what is given. */
export function characterInput(partial: Partial<CharacterInput> = {}): CharacterInput {
  return { ...emptyCharacterInput(), ...partial };
}

/**
 * Human + Spy + Ranger, wearing a Leather Cuirass (encumbrance 1, protection N N N C) and carrying a
 * Foil (concealment 5, no encumbrance listed) and a Short Sword (concealment 2).
 */
export const HUMAN_SPY_RANGER: CharacterInput = characterInput({
  lineage: HUMAN,
  templates: [HUMAN_TEMPLATE, SPY, RANGER],
  armor: [{ id: "aCuirass", name: "Leather Cuirass", worn: true, encumbrance: 1, protection: { normal: 3, critical: 1 }, cover: 0, concealment: 0 }],
  weapons: [
    { id: "wFoil", name: "Foil", carried: true, encumbrance: 0, concealment: 5 },
    { id: "wSword", name: "Short Sword", carried: true, encumbrance: 0, concealment: 2 },
  ],
});
