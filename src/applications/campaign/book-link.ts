/**
 * A converted campaign foe that is one of the book's (the same name in our foe compendium, German or
 * English, for the world's world) can be linked to the book's statblock instead of the site's, and
 * unlinked again (README → Campaigns from phasesix.org). Linking writes the book foe's statblock,
 * wounds, evasion, actions per round, minimum roll, stable key and world tags; name, portrait,
 * description, the source flag and everything of the fight (wounds, conditions, effects) stay. A
 * re-sync then takes no statblock value from the site. Unlinking writes the site's statblock back
 * (the values kept from the last conversion).
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { Json } from "../../rules/campaign/index.ts";
import { campaignKey, siteStatblockUpdate } from "../../rules/campaign/index.ts";
import { translate } from "../rolling-actor.ts";
import type { ConvertedDocument } from "./campaign-flags.ts";
import { campaignFlags } from "./campaign-flags.ts";

import { bookNamesake, isRecord, type BookFoe } from "./book-namesake.ts";

export { BOOK_FOE_PACKS, bookNamesake, type BookFoe } from "./book-namesake.ts";

type Rec = Record<string, unknown>;


/** The update that gives a converted foe the book foe's statblock (source: the book foe's `toObject()`). */
export function bookStatblockUpdate(book: unknown, foe: BookFoe): Record<string, unknown> {
  const source = isRecord(book) ? book : {};
  const system = isRecord(source.system) ? source.system : {};
  const flags = isRecord(source.flags) && isRecord(source.flags[SYSTEM_ID]) ? source.flags[SYSTEM_ID] : {};
  const health = isRecord(system.health) ? system.health : {};
  return {
    "system.statblock": structuredClone(system.statblock),
    "system.health.max": health.max,
    "system.evasion": system.evasion,
    "system.actions": system.actions,
    "system.minRoll": system.minRoll,
    [`flags.${SYSTEM_ID}.key`]: typeof flags.key === "string" ? flags.key : "",
    [`flags.${SYSTEM_ID}.worlds`]: Array.isArray(flags.worlds) ? [...(flags.worlds as unknown[])] : [],
    [`flags.${SYSTEM_ID}.campaign.linked`]: foe.uuid,
    [`flags.${SYSTEM_ID}.campaign.linkedName`]: foe.name,
  };
}

/**
 * Renders an open sheet of the actor with its window frame, so the header menu offers the other
 * entry (Foundry rebuilds the header controls only when a render passes window options).
 */
function refreshHeaderMenu(actor: ConvertedDocument): void {
  const sheet: unknown = (actor as unknown as { sheet?: unknown }).sheet;
  if (isRecord(sheet) && sheet.rendered === true && typeof sheet.render === "function") void (sheet.render as (options: Rec) => Promise<unknown>).call(sheet, { window: {} });
}

/** Links a converted foe to the book's statblock of the same name; false (with a notice) when there is none. */
export async function linkToBook(actor: ConvertedDocument): Promise<boolean> {
  const flags = campaignFlags(actor);
  if (!game.user.isGM || !flags || actor.type !== "foe") return false;
  const foe = bookNamesake(actor.name);
  const book: unknown = foe ? await fromUuid(foe.uuid as never) : null;
  if (!foe || !isRecord(book) || typeof book.toObject !== "function") {
    ui.notifications.warn(translate("PHASESIX.Campaign.NoNamesake", { name: actor.name }));
    return false;
  }
  await actor.update(bookStatblockUpdate((book.toObject as () => unknown).call(book), foe));
  refreshHeaderMenu(actor);
  ui.notifications.info(translate("PHASESIX.Campaign.Linked", { name: actor.name, book: foe.name }));
  return true;
}

/** Gives a linked foe the site's statblock back (as kept from the last conversion). */
export async function unlinkFromBook(actor: ConvertedDocument): Promise<boolean> {
  const flags = campaignFlags(actor);
  if (!game.user.isGM || !flags?.linked) return false;
  const update: Record<string, Json> = {
    ...siteStatblockUpdate(flags.values),
    [`flags.${SYSTEM_ID}.key`]: campaignKey(flags.module, flags.source),
    [`flags.${SYSTEM_ID}.worlds`]: flags.values.worlds ?? [],
    [`flags.${SYSTEM_ID}.campaign.linked`]: "",
  };
  await actor.update(update);
  refreshHeaderMenu(actor);
  ui.notifications.info(translate("PHASESIX.Campaign.Unlinked", { name: actor.name }));
  return true;
}
