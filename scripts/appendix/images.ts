/**
 * Document images: Foundry core icons only (paths that ship with every Foundry 13 install; all of
 * them are named in fvtt-types' own sources).
 */
export const IMAGES = {
  lineage: "icons/svg/mystery-man.svg",
  template: "icons/svg/upgrade.svg",
  knowledge: "icons/svg/book.svg",
  weapon: "icons/svg/sword.svg",
  weaponModification: "icons/svg/target.svg",
  armor: "icons/svg/holy-shield.svg",
  shield: "icons/svg/mage-shield.svg",
  gear: "icons/svg/item-bag.svg",
  spell: "icons/svg/lightning.svg",
  spellTemplate: "icons/svg/light.svg",
  quirk: "icons/svg/terror.svg",
} as const;
