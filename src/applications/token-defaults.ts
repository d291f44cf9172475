/**
 * Token HUD defaults (issue 5 → Token HUD): a new actor's prototype token shows health in bar 1 and
 * arcana in bar 2 (the derived `resources.*` bars declared as trackable in src/phasesix.ts), and a
 * new character's token is linked to it. Its bars are displayed always to the token's owners
 * (Foundry 13's default is not to display bars at all; the token configuration changes it). Conditions as status effects with counters are the combat
 * layer's (src/conditions). Values the creator set explicitly are kept.
 *
 * Disposition (issue 30): a player character's token is friendly, an NPC's and a foe's hostile —
 * what a GM expects when a party meets its opponents (Foundry's own default is hostile for every
 * token). The tracker tells opponents apart by it (stealing an action takes from another
 * disposition). The GM's prototype token overrides (core setting) still apply on top.
 */
import { record, text } from "./sheets/context/coerce.ts";

/** `CONST.TOKEN_DISPLAY_MODES.OWNER` (40): bars always shown to the token's owners and GMs. */
export const DEFAULT_DISPLAY_BARS = 40;

/** `CONST.TOKEN_DISPOSITIONS`: FRIENDLY 1, HOSTILE −1. */
export const DEFAULT_DISPOSITION: Readonly<Record<string, number>> = { character: 1, npc: -1, foe: -1 };

/** The prototype-token changes for a new actor of `type` whose creation data is `data`. */
export function prototypeTokenDefaults(type: string, data: unknown): Record<string, unknown> {
  const token = record(record(data).prototypeToken);
  const changes: Record<string, unknown> = {};
  if (!text(record(token.bar1).attribute)) changes["prototypeToken.bar1.attribute"] = "resources.health";
  if (!text(record(token.bar2).attribute)) changes["prototypeToken.bar2.attribute"] = "resources.arcana";
  if (token.displayBars === undefined) changes["prototypeToken.displayBars"] = DEFAULT_DISPLAY_BARS;
  if (type === "character" && token.actorLink === undefined) changes["prototypeToken.actorLink"] = true;
  const disposition = DEFAULT_DISPOSITION[type];
  if (disposition !== undefined && token.disposition === undefined) changes["prototypeToken.disposition"] = disposition;
  return changes;
}

/** The `preCreateActor` hook: applies {@link prototypeTokenDefaults} to the new actor's source. */
export function onPreCreateActor(actor: Actor.Implementation, data: unknown): void {
  const changes = prototypeTokenDefaults(actor.type, data);
  if (Object.keys(changes).length) actor.updateSource(changes);
}
