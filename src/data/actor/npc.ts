import { resourceField } from "./fields.ts";

/** The schema of a non-player character (compact foe). Later issues extend it. */
function npcSchema() {
  return {
    health: resourceField(10, 10),
    arcana: resourceField(0, 0),
  };
}
export type NpcSchema = ReturnType<typeof npcSchema>;

/** System data of the `npc` actor type. */
export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> {
  static override defineSchema(): NpcSchema {
    return npcSchema();
  }
}
