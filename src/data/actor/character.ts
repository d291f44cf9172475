import { resourceField } from "./fields.ts";

/** The schema of a player character. Later issues extend it (attributes, skills, career…). */
function characterSchema() {
  return {
    health: resourceField(10, 10),
    arcana: resourceField(0, 0),
  };
}
export type CharacterSchema = ReturnType<typeof characterSchema>;

/** System data of the `character` actor type. */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }
}
