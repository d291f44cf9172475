/**
 * Document images: Foundry core icons only (paths under `icons/svg/` that ship with every Foundry 13
 * install; all of them are named in fvtt-types' own sources). Each category has its own icon, so a
 * folder of 300 templates does not show one picture 300 times.
 */
import type { SpellSchoolKey, TemplateCategory } from "../../src/rules/catalog/index.ts";
import type { ArmorCategory, GearCategory, WeaponCategory } from "../../src/rules/items/vocabulary.ts";

export const IMAGES = {
  lineage: "icons/svg/mystery-man.svg",
  lineageTemplate: "icons/svg/aura.svg",
  knowledge: "icons/svg/book.svg",
  weaponModification: "icons/svg/dice-target.svg",
  bodyModification: "icons/svg/upgrade.svg",
  recipe: "icons/svg/poison.svg",
  spellTemplate: "icons/svg/light.svg",
  quirk: "icons/svg/terror.svg",
} as const;

export const TEMPLATE_IMAGES: Readonly<Record<TemplateCategory, string>> = {
  lineage: IMAGES.lineageTemplate,
  occupation: "icons/svg/hanging-sign.svg",
  education: "icons/svg/tower.svg",
  interests: "icons/svg/card-hand.svg",
  character: "icons/svg/statue.svg",
  talent: "icons/svg/upgrade.svg",
  environment: "icons/svg/village.svg",
};

export const WEAPON_IMAGES: Readonly<Record<WeaponCategory, string>> = {
  axes: "icons/svg/sword.svg",
  blades: "icons/svg/sword.svg",
  blunt: "icons/svg/sword.svg",
  polearms: "icons/svg/sword.svg",
  bows: "icons/svg/target.svg",
  slings: "icons/svg/target.svg",
  throwingWeapons: "icons/svg/target.svg",
  pistols: "icons/svg/combat.svg",
  rifles: "icons/svg/combat.svg",
  shotguns: "icons/svg/combat.svg",
  submachineGuns: "icons/svg/combat.svg",
  assaultRifles: "icons/svg/combat.svg",
  machineGuns: "icons/svg/combat.svg",
  heavyWeapons: "icons/svg/explosion.svg",
};

export const ARMOR_IMAGES: Readonly<Record<ArmorCategory, string>> = {
  clothing: "icons/svg/cowled.svg",
  light: "icons/svg/holy-shield.svg",
  medium: "icons/svg/holy-shield.svg",
  heavy: "icons/svg/holy-shield.svg",
  shield: "icons/svg/mage-shield.svg",
  headAndThroat: "icons/svg/holy-shield.svg",
  armsAndLegs: "icons/svg/holy-shield.svg",
};

export const GEAR_IMAGES: Readonly<Record<GearCategory, string>> = {
  firstAid: "icons/svg/regen.svg",
  vehicles: "icons/svg/wingfoot.svg",
  containers: "icons/svg/chest.svg",
  communication: "icons/svg/video.svg",
  oddities: "icons/svg/card-joker.svg",
  lights: "icons/svg/sun.svg",
  musicalInstruments: "icons/svg/sound.svg",
  provisions: "icons/svg/tankard.svg",
  animalSupplies: "icons/svg/pawprint.svg",
  trekkingGear: "icons/svg/mountain.svg",
  potionsAndPoisons: "icons/svg/poison.svg",
  throwables: "icons/svg/explosion.svg",
  tools: "icons/svg/ladder.svg",
  components: "icons/svg/acid.svg",
  surveillance: "icons/svg/eye.svg",
  other: "icons/svg/item-bag.svg",
};

export const SPELL_IMAGES: Readonly<Record<SpellSchoolKey, string>> = {
  damage: "icons/svg/lightning.svg",
  control: "icons/svg/paralysis.svg",
  transmutation: "icons/svg/portal.svg",
  healing: "icons/svg/angel.svg",
  illusion: "icons/svg/invisible.svg",
  divination: "icons/svg/eye.svg",
  revocation: "icons/svg/silenced.svg",
  summoning: "icons/svg/teleport.svg",
  enchantment: "icons/svg/fire-shield.svg",
};

/** Every image the importer uses. */
export const ALL_IMAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(IMAGES),
  ...Object.values(TEMPLATE_IMAGES),
  ...Object.values(WEAPON_IMAGES),
  ...Object.values(ARMOR_IMAGES),
  ...Object.values(GEAR_IMAGES),
  ...Object.values(SPELL_IMAGES),
]);
