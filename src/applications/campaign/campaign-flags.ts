/**
 * What a converted campaign actor carries (`flags.phasesix.campaign`: module, source, category,
 * version, the site's values of the last conversion, the book statblock it is linked to), and finding
 * the actor converted from a source. Read by the conversion, the book link, the menus and the sheets.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { CampaignCategory, SiteValues } from "../../rules/campaign/index.ts";

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A world actor as the conversion reads and writes it. */
export interface ConvertedDocument {
  id: string | null;
  uuid: string;
  name: string;
  type: string;
  flags: unknown;
  toObject(): unknown;
  update(changes: Rec): Promise<unknown>;
}

/** The campaign flags of a converted actor (`flags.phasesix.campaign`), or null for any other actor. */
export function campaignFlags(actor: { flags?: unknown } | null | undefined): { module: string; source: string; category: CampaignCategory; version: string; values: SiteValues; linked: string | null } | null {
  const flags = isRecord(actor?.flags) && isRecord(actor.flags[SYSTEM_ID]) ? actor.flags[SYSTEM_ID] : null;
  const campaign = flags && isRecord(flags.campaign) ? flags.campaign : null;
  if (!campaign || typeof campaign.module !== "string" || typeof campaign.source !== "string") return null;
  return {
    module: campaign.module,
    source: campaign.source,
    category: (typeof campaign.category === "string" ? campaign.category : "foe") as CampaignCategory,
    version: typeof campaign.version === "string" ? campaign.version : "",
    values: (isRecord(campaign.values) ? campaign.values : {}) as SiteValues,
    linked: typeof campaign.linked === "string" && campaign.linked !== "" ? campaign.linked : null,
  };
}

/** The world actor converted from `source` of `module` before, or undefined. */
export function convertedActorOf(module: string, source: string): ConvertedDocument | undefined {
  return [...(game.actors as unknown as Iterable<ConvertedDocument>)].find((a) => {
    const flags = campaignFlags(a);
    return flags?.module === module && flags.source === source;
  });
}

