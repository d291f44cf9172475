/**
 * Test fixture: a sample character and NPC for the context unit tests and the browser tests. The
 * derived values come from the real character core (deriveCharacter) over the appendix fixture, the
 * items are plain snapshots like the sheet class builds from embedded items. Only tests import this.
 */
import { deriveCharacter } from "../../../rules/character/index.ts";
import type { ResourceState } from "../../../rules/character/index.ts";
import { HUMAN_SPY_RANGER } from "../../../rules/character/appendix.fixture.ts";
import type { CharacterSheetInput, ExtensionFlags } from "./character.ts";
import type { SheetItem } from "./items.ts";
import type { NpcSheetInput } from "./npc.ts";
import type { ActorRollView } from "../../../rules/catalog/index.ts";

const img = (name: string) => `icons/svg/${name}.svg`;

/** A portrait that renders outside Foundry too (a plain silhouette as an SVG data URL). */
export const SAMPLE_PORTRAIT =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#8a8577"/>' +
      '<circle cx="50" cy="38" r="18" fill="#d9d6c7"/><path d="M14 100c4-24 18-34 36-34s32 10 36 34z" fill="#d9d6c7"/></svg>',
  );

export const SAMPLE_ITEMS: SheetItem[] = [
  { id: "lHuman", name: "Human", img: img("mystery-man"), type: "lineage", system: { templateName: "Human" } },
  { id: "tHuman", name: "Human", img: img("mystery-man"), type: "template", system: { category: "lineage", cost: 0 } },
  { id: "tSpy", name: "Spy", img: img("eye"), type: "template", system: { category: "occupation", cost: 11 } },
  { id: "tRanger", name: "Ranger", img: img("pawprint"), type: "template", system: { category: "environment", cost: 6, shadowName: "Debt", shadow: "<p>Owes the old forester a favour.</p>" } },
  { id: "kAcc", name: "Accounting", img: img("book"), type: "knowledge", system: { skill: "investigation", value: 2 } },
  {
    id: "wFoil",
    name: "Foil",
    img: img("sword"),
    type: "weapon",
    system: { category: "blades", modes: ["melee"], damagePotential: 1, piercing: 0, range: 1, capacity: 0, carried: true, conditions: { bleeding: 1 } },
  },
  {
    id: "wPistol",
    name: "Service Pistol",
    img: img("target"),
    type: "weapon",
    system: { category: "pistols", modes: ["single", "burst"], damagePotential: 2, piercing: 1, range: 25, capacity: 12, ammunition: 9, carried: true },
  },
  { id: "aCuirass", name: "Leather Cuirass", img: img("shield"), type: "armor", system: { category: "light", worn: true, encumbrance: 1, protection: { normal: 3, critical: 1 } } },
  { id: "aShield", name: "Wooden Shield", img: img("shield"), type: "armor", system: { category: "shield", worn: false, encumbrance: 1, cover: 5, protection: {} } },
  { id: "gPack", name: "Backpack", img: img("chest"), type: "gear", system: { category: "containers", isContainer: true, quantity: 1, weight: 1200 } },
  { id: "gRope", name: "Rope (10 m)", img: img("net"), type: "gear", system: { category: "trekkingGear", container: "gPack", quantity: 1, weight: 1500 } },
  { id: "gKit", name: "First Aid Kit", img: img("regen"), type: "gear", system: { category: "firstAid", quantity: 1, charges: { value: 3, max: 5 }, weight: 500 } },
  { id: "gTorch", name: "Torch", img: img("fire"), type: "gear", system: { category: "lights", quantity: 3, weight: 400 } },
  { id: "sBolt", name: "Fire Bolt", img: img("fire"), type: "spell", system: { school: "damage", arcanaCost: 2, power: 3, range: 20, actions: 1 } },
  { id: "qTwitch", name: "Nervous Twitch", img: img("daze"), type: "quirk", system: { category: "physicalCharacteristics" } },
];

export const SAMPLE_RESOURCES: ResourceState = {
  wounds: 3,
  boosts: 2,
  poolsSpent: { bonusDice: 1, rerolls: 0, destinyDice: 0 },
  arcanaSpent: 0,
  stress: 3,
  ticks: 1,
  conditions: { dying: 0, unconscious: 0, shocked: 2, burning: 0, bleeding: 1, poisoned: 0, hunkered: 1 },
};

export const ALL_EXTENSIONS: ExtensionFlags = { magic: true, horror: true, pantheon: true };

/** The sample character (Human Spy Ranger of the appendix) as the sheet class would gather it. */
export function sampleCharacterInput(overrides: Partial<CharacterSheetInput> = {}): CharacterSheetInput {
  const derived = deriveCharacter({
    ...HUMAN_SPY_RANGER,
    knowledge: [{ id: "kAcc", name: "Accounting", skill: "investigation", value: 2 }],
    context: { era: null, extensions: ["magic", "horror", "pantheon"], world: null },
  });
  const value = <K extends string>(entries: Record<K, { value: number }>) => Object.fromEntries(Object.entries<{ value: number }>(entries).map(([key, e]) => [key, e.value])) as Record<K, number>;
  // As CharacterData#rollView: the derived values with the sample's conditions and pools.
  const rollView: ActorRollView = {
    attributes: value(derived.attributes),
    skills: value(derived.skills),
    knowledge: derived.knowledge.flatMap((k) => (k.skill ? [{ id: k.id, name: k.name, skill: k.skill, value: k.value.value, dice: k.dice.value }] : [])),
    minRoll: derived.minRoll.value,
    conditions: { ...SAMPLE_RESOURCES.conditions },
    pools: { bonusDice: 1, rerolls: 2, destinyDice: 0 },
    actions: { max: derived.actions.value },
    evasion: derived.evasion.value,
    health: { value: 7, max: 10, boosts: 2 },
  };
  return {
    name: "Mara Kessler",
    img: SAMPLE_PORTRAIT,
    lineage: "Human",
    derived,
    resources: SAMPLE_RESOURCES,
    items: SAMPLE_ITEMS,
    extensions: ALL_EXTENSIONS,
    editMode: false,
    editable: true,
    creationFinished: false,
    currency: 240,
    favor: 2,
    notes: { source: "<p>Grew up near the border.</p>", enriched: "<p>Grew up near the border.</p>" },
    activeTab: "attributes",
    locale: "en",
    templateRoot: "templates/",
    protectionSpent: { normal: 1 },
    shieldBlock: false,
    rollView,
    spellRules: { sBolt: "<p>A jet of fire hits one target: Power fire damage, Piercing equal to Magic level.</p>" },
    ...overrides,
  };
}

/** A sample NPC (a guard) with a sword and a rifle. */
export function sampleNpcInput(overrides: Partial<NpcSheetInput> = {}): NpcSheetInput {
  const attributes = { education: 1, logic: 1, conscientiousness: 2, willpower: 2, apprehension: 3, charm: 1, deftness: 3, strength: 3, attractiveness: 1, endurance: 3, resistance: 2, quickness: 2 };
  const skills = {
    intimidation: 4, empathy: 2, stealth: 2, orientation: 3, politics: 1, religion: 2, courage: 3, deception: 1, persuasion: 2, investigation: 3,
    perception: 5, acrobatics: 3, performance: 1, firstAid: 3, driving: 3, history: 1, communication: 1, mechanics: 1, handToHand: 5, nature: 1,
    shooting: 6, throwing: 3, magicKnowledge: 1, spellCasting: 2,
  };
  return {
    name: "Harbour Guard",
    img: SAMPLE_PORTRAIT,
    view: {
      attributes,
      skills,
      knowledge: [],
      minRoll: 5,
      conditions: { dying: 0, unconscious: 0, shocked: 1, burning: 0, bleeding: 0, poisoned: 0, hunkered: 0 },
      pools: { bonusDice: 1, rerolls: 0, destinyDice: 0 },
      actions: { max: 2 },
      evasion: 2,
      health: { value: 5, max: 6, boosts: 0 },
    },
    protection: { normal: 2, critical: 1 },
    attacks: [
      { name: "Truncheon", skill: "handToHand", dice: 6, wounds: 1, piercing: 0, range: "1 m", notes: "" },
      { name: "Whistle for help", skill: "", dice: 0, wounds: 0, piercing: 0, range: "", notes: "Two more guards arrive in 1d6 rounds." },
    ],
    poolMax: { bonusDice: 2, rerolls: 0, destinyDice: 0 },
    items: SAMPLE_ITEMS.filter((item) => item.type === "weapon"),
    editMode: false,
    editable: true,
    magic: false,
    notes: { source: "", enriched: "<p>Bored, underpaid, and easily bribed.</p>" },
    templateRoot: "templates/",
    ...overrides,
  };
}
