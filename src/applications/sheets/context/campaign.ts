/**
 * What the foe and NPC sheets show of an actor converted from a phasesix.org campaign (README →
 * Campaigns from phasesix.org): the campaign it comes from, the book statblock it is linked to, and an
 * essential NPC's Mind, Will and Body as the site gives them. Pure: read from the actor's flags.
 */
import { SYSTEM_ID } from "../../../constants.ts";
import { int, record, text } from "./coerce.ts";
import type { Localize } from "./localize.ts";

/** The campaign part of a sheet's context, or null for an actor that was not converted. */
export interface CampaignMark {
  /** "From the phasesix.org campaign …". */
  source: string;
  /** "statblock of the book's …", when a foe is linked to the book's statblock. */
  linked: string | null;
  /** An essential NPC's values (label keys and numbers), or null. */
  essential: Array<{ key: string; label: string; value: number }> | null;
}

/** The campaign mark of an actor's flags; `title` names the campaign (its module's title, or its id). */
export function campaignMark(flags: unknown, title: (module: string) => string, t: Localize): CampaignMark | null {
  const campaign = record(record(record(flags)[SYSTEM_ID]).campaign);
  const module = text(campaign.module);
  if (module === "") return null;
  const linkedName = text(campaign.linkedName);
  const essentialValues = record(campaign.essential);
  const essential = text(campaign.category) === "character" ? (["mind", "will", "body"] as const).map((key) => ({ key, label: `PHASESIX.Campaign.Essential.${key}`, value: Math.max(0, int(essentialValues[key])) })) : null;
  return {
    source: t("PHASESIX.Campaign.Source", { title: title(module) }),
    linked: text(campaign.linked) !== "" ? t("PHASESIX.Campaign.LinkedTo", { name: linkedName }) : null,
    essential,
  };
}
