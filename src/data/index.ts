import { CharacterData } from "./actor/character.ts";
import { NpcData } from "./actor/npc.ts";

/** Actor sub-types and their data models; registered into CONFIG.Actor.dataModels. */
export const actorDataModels = {
  character: CharacterData,
  npc: NpcData,
} as const;

/** Item sub-types and their data models; registered into CONFIG.Item.dataModels. */
export const itemDataModels = {} as const;

export { CharacterData, NpcData };
