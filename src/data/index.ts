import { CharacterData } from "./actor/character.ts";
import { NpcData } from "./actor/npc.ts";
import { FoeData } from "./actor/foe.ts";
import { ArmorData } from "./item/armor.ts";
import { GearData } from "./item/gear.ts";
import { KnowledgeData } from "./item/knowledge.ts";
import { LineageData } from "./item/lineage.ts";
import { QuirkData } from "./item/quirk.ts";
import { SpellData } from "./item/spell.ts";
import { SpellTemplateData } from "./item/spell-template.ts";
import { TemplateData } from "./item/template.ts";
import { WeaponData } from "./item/weapon.ts";
import { WeaponModificationData } from "./item/weapon-modification.ts";
import { BodyModificationData } from "./item/body-modification.ts";
import { RecipeData } from "./item/recipe.ts";

/** Actor sub-types and their data models; registered into CONFIG.Actor.dataModels. */
export const actorDataModels = {
  character: CharacterData,
  npc: NpcData,
} as const;

/**
 * Every actor sub-type registered at run time: the typed ones plus `foe`, which extends NpcData and is
 * kept out of the fvtt-types configuration (a subclass there makes the Actor types circular); code
 * reaches a foe's data by `instanceof FoeData`.
 */
export const registeredActorDataModels = { ...actorDataModels, foe: FoeData } as const;

/** Item sub-types and their data models; registered into CONFIG.Item.dataModels. */
export const itemDataModels = {
  lineage: LineageData,
  template: TemplateData,
  knowledge: KnowledgeData,
  weapon: WeaponData,
  weaponModification: WeaponModificationData,
  armor: ArmorData,
  gear: GearData,
  spell: SpellData,
  spellTemplate: SpellTemplateData,
  quirk: QuirkData,
  bodyModification: BodyModificationData,
  recipe: RecipeData,
} as const;

export { CharacterData, NpcData, FoeData };
export {
  ArmorData,
  GearData,
  KnowledgeData,
  LineageData,
  QuirkData,
  SpellData,
  SpellTemplateData,
  TemplateData,
  WeaponData,
  WeaponModificationData,
  BodyModificationData,
  RecipeData,
};
