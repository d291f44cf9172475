/**
 * The campaign module phasesix.org builds for Foundry 14 (the site's `campaigns/foundry.py`), as far
 * as our conversion reads it (RULES.md → Campaigns from phasesix.org). The module's id is
 * `phasesix-campaign-<pk>`; on the GM's `ready` it imports its `data/export.json` into the world
 * compendia `world.<module>-{actors,items,journals,scenes}`. Each actor has the module's own sub-type
 * `<module>.phasesix` and the system data `{ category, description, details }`: `category` is
 * `foe`, `npc` (a site character used as NPC) or `character` (an essential NPC), `description` is
 * HTML, `details` the values of that category — a foe's statblock (`Foe.as_dict()`), an NPC's
 * `{ health, stress }`, an essential NPC's `{ mind, will, body }`. Its flag
 * `flags.<module>.source` is `"<category>:<pk>"` and stays the same across re-exports.
 *
 * Everything here reads untrusted JSON: strings are trimmed, numbers coerced and clamped, anything
 * else ignored, so a broken export yields a sane (possibly empty) value, never an exception.
 */

/** The prefix of the site's campaign module ids. */
export const CAMPAIGN_MODULE_PREFIX = "phasesix-campaign-";

/** The sub-type name the module registers for its actors (`<module>.phasesix`). */
export const CAMPAIGN_ACTOR_SUBTYPE = "phasesix";

/** The three kinds of actor the site exports. */
export const CAMPAIGN_CATEGORIES = ["foe", "npc", "character"] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** Upper bound of a value read from the export (the statblock's own bound). */
export const EXPORT_VALUE_MAX = 99;

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A trimmed string, or "" for anything else. */
export function exportText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A whole number from a number or a numeric string, clamped to min..max; `fallback` for anything else. */
export function exportInt(value: unknown, fallback: number, min = 0, max = EXPORT_VALUE_MAX): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  const v = Math.trunc(n);
  return v < min ? min : v > max ? max : v;
}

/** Strings of a list (others dropped), trimmed, without empty ones. */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(exportText).filter((s) => s !== "") : [];
}

/** Whether `id` is a campaign module's id (`phasesix-campaign-<digits>`). */
export function isCampaignModuleId(id: unknown): id is string {
  return typeof id === "string" && new RegExp(`^${CAMPAIGN_MODULE_PREFIX}\\d+$`).test(id);
}

/** The actor type a campaign module registers (`phasesix-campaign-7.phasesix`). */
export function campaignActorType(moduleId: string): string {
  return `${moduleId}.${CAMPAIGN_ACTOR_SUBTYPE}`;
}

/** The module of a campaign actor type ("phasesix-campaign-7.phasesix" → "phasesix-campaign-7"), or null. */
export function campaignModuleOfType(type: unknown): string | null {
  if (typeof type !== "string" || !type.endsWith(`.${CAMPAIGN_ACTOR_SUBTYPE}`)) return null;
  const module = type.slice(0, -(CAMPAIGN_ACTOR_SUBTYPE.length + 1));
  return isCampaignModuleId(module) ? module : null;
}

/** The world compendium the module imports its actors into (`world.<module>-actors`). */
export function campaignActorsPack(moduleId: string): string {
  return `world.${moduleId}-actors`;
}

/** The module of a campaign's actor compendium ("world.phasesix-campaign-7-actors" → "phasesix-campaign-7"), or null. */
export function campaignModuleOfPack(collection: unknown): string | null {
  if (typeof collection !== "string") return null;
  const match = new RegExp(`^world\\.(${CAMPAIGN_MODULE_PREFIX}\\d+)-actors$`).exec(collection);
  return match ? match[1] : null;
}

/** One actor of a campaign module, read from its stored source. */
export interface CampaignActor {
  /** The module id (`phasesix-campaign-<pk>`). */
  module: string;
  /** The document id the site gave it (deterministic across re-exports). */
  id: string;
  name: string;
  img: string;
  category: CampaignCategory;
  /** HTML (the site renders its Markdown). */
  description: string;
  /** The category's values (see the module comment), unread. */
  details: unknown;
  /** `flags.<module>.source`: "<category>:<pk>", the same across re-exports. */
  source: string;
}

/**
 * A campaign actor from a document's source (`toObject()` of a world actor or a compendium entry),
 * or null when it is no actor of a campaign module's sub-type or has no category we know.
 */
export function readCampaignActor(source: unknown): CampaignActor | null {
  if (!isRecord(source)) return null;
  const module = campaignModuleOfType(source.type);
  if (!module) return null;
  const system = isRecord(source.system) ? source.system : {};
  const category = exportText(system.category);
  if (!(CAMPAIGN_CATEGORIES as readonly string[]).includes(category)) return null;
  const id = exportText(source._id);
  const flags = isRecord(source.flags) && isRecord(source.flags[module]) ? source.flags[module] : {};
  const flagged = exportText(flags.source);
  return {
    module,
    id,
    name: exportText(source.name),
    img: exportText(source.img),
    category: category as CampaignCategory,
    description: typeof system.description === "string" ? system.description : "",
    details: system.details,
    source: flagged !== "" ? flagged : `${category}:${id}`,
  };
}

/** One action of a site foe (`FoeAction.as_dict()`): its name, its dice ("skill") and its effect text. */
export interface SiteFoeAction {
  name: string;
  /** The dice pool (the site calls it skill; default 6 there). */
  skill: number;
  /** The effect as the GM wrote it on the site (the site's markup). */
  effect: string;
}

/** A site foe (`Foe.as_dict()`), coerced. Defaults are the site model's own. */
export interface SiteFoe {
  name: string;
  shortDescription: string;
  /** The foe type's name in the export's language ("Untoter", "Animal", …). */
  type: string;
  health: number;
  movement: number;
  strength: number;
  dexterity: number;
  mind: number;
  stressPassed: number;
  stressFailed: number;
  resistances: string[];
  weaknesses: string[];
  actions: SiteFoeAction[];
  /** Extension identifiers ("tirakan", "nexus", "magic", …). */
  extensions: string[];
}

/** The site foe model's defaults (health 6, movement 4, Strength/Dexterity/Mind 2, stress 0/0, action dice 6). */
export const SITE_FOE_DEFAULTS = { health: 6, movement: 4, strength: 2, dexterity: 2, mind: 2, stress: 0, actionSkill: 6 } as const;

/** A site foe's values from an actor's `details`. */
export function siteFoe(details: unknown): SiteFoe {
  const d = isRecord(details) ? details : {};
  const actions = Array.isArray(d.actions) ? d.actions.filter(isRecord) : [];
  return {
    name: exportText(d.name),
    shortDescription: exportText(d.short_description),
    type: exportText(d.type),
    health: exportInt(d.health, SITE_FOE_DEFAULTS.health),
    movement: exportInt(d.movement, SITE_FOE_DEFAULTS.movement),
    strength: exportInt(d.strength, SITE_FOE_DEFAULTS.strength),
    dexterity: exportInt(d.dexterity, SITE_FOE_DEFAULTS.dexterity),
    mind: exportInt(d.mind, SITE_FOE_DEFAULTS.mind),
    stressPassed: exportInt(d.stress_test_succeeded_stress, SITE_FOE_DEFAULTS.stress),
    stressFailed: exportInt(d.stress_test_failed_stress, SITE_FOE_DEFAULTS.stress),
    resistances: texts(d.resistances),
    weaknesses: texts(d.weaknesses),
    actions: actions.map((a) => ({ name: exportText(a.name), skill: exportInt(a.skill, SITE_FOE_DEFAULTS.actionSkill), effect: typeof a.effect === "string" ? a.effect : "" })),
    extensions: texts(d.extensions),
  };
}

/** A site character used as NPC: its current health and stress (the site's defaults: 6 and 0). */
export function siteNpc(details: unknown): { health: number; stress: number } {
  const d = isRecord(details) ? details : {};
  return { health: exportInt(d.health, 6, 0, 999), stress: exportInt(d.stress, 0, 0, 999) };
}

/** An essential NPC's Mind, Will and Body (the Essential rules' attributes; 0 on the site by default). */
export function siteEssential(details: unknown): { mind: number; will: number; body: number } {
  const d = isRecord(details) ? details : {};
  return { mind: exportInt(d.mind, 0), will: exportInt(d.will, 0), body: exportInt(d.body, 0) };
}

/**
 * The plain text of a site text (an action's effect): HTML tags and Markdown emphasis removed, the
 * basic entities decoded, white space collapsed. Only for reading keywords and showing the text.
 */
export function plainText(value: string): string {
  return value
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}
