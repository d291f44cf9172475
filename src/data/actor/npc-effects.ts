/**
 * Where a Phase Six effect change lands on an NPC. NPC values are typed in, not derived, so an
 * effect's modifier is added to the typed field itself through Foundry's own effect application
 * (the sheet shows the effect's result; the typed value stays in the source). Skills of an NPC are
 * typed too: an effect on an attribute does not move them. Career and spell points and knowledge
 * have no NPC field: such changes do nothing on an NPC.
 */
import type { Modifier } from "../../rules/catalog/index.ts";
import type { AspectKey } from "../../rules/catalog/index.ts";

const ASPECT_PATHS: Partial<Record<AspectKey, string>> = {
  actions: "system.actions",
  minRoll: "system.minRoll",
  maxHealth: "system.health.max",
  evasion: "system.evasion",
  protection: "system.protection.normal",
  bonusDice: "system.poolMax.bonusDice",
  rerolls: "system.poolMax.rerolls",
  destinyDice: "system.poolMax.destinyDice",
  maxArcana: "system.arcana.max",
  maxStress: "system.stress.max",
};

/** The NPC data path a modifier adds to, or null when an NPC has no such field. */
export function npcEffectPath(modifier: Modifier): string | null {
  switch (modifier.kind) {
    case "attribute":
      return `system.attributes.${modifier.key}`;
    case "skill":
      return `system.skills.${modifier.key}`;
    case "aspect":
      return ASPECT_PATHS[modifier.key] ?? null;
    case "knowledge":
      return null;
  }
}
