/**
 * A phasesix.org campaign actor becomes one of ours (RULES.md → Campaigns from phasesix.org):
 * - a **foe** becomes a `foe`: wounds, movement, Strength, Dexterity, Mind, stress X/Y, resistances and
 *   weaknesses field by field; each action an action of the statblock whose damage, piercing,
 *   conditions and range are read from its effect text by the foes' one reader (`readFoeEffect`, the
 *   appendix importer's); an effect that is not all keywords keeps its text as the action's note and is
 *   marked for the GM's review. What the site does not export takes our foe defaults (2 actions,
 *   minimum roll 5, evasion = Dexterity);
 * - an **NPC** (a site character) becomes an `npc` whose health is the site's health (as max: the NPC
 *   is converted unhurt) and whose stress is the site's stress;
 * - an **essential NPC** becomes an `npc` that keeps the Essential rules' Mind, Will and Body, shown on
 *   its sheet (they are a different rule set's attributes: not mapped onto ours).
 * Name, portrait, description (HTML) and the module's source flag carry over. The values taken from the
 * site are kept on the actor (`flags.phasesix.campaign.values`), so a re-sync knows what the GM changed.
 */
import { WORLDS } from "../catalog/index.ts";
import type { WorldKey } from "../catalog/index.ts";
import { WEAPON_CONDITIONS } from "../items/vocabulary.ts";
import type { WeaponCondition } from "../items/vocabulary.ts";
import type { FoeAction, FoeCategory, FoeStressSource, FoeTrait } from "../foes/index.ts";
import { DEFAULT_WEAKNESS_VALUE, FOE_CATEGORY_TITLES, FOE_DEFAULTS, FOE_TRAIT_NAMES, defaultFoeEvasion, readFoeEffect } from "../foes/index.ts";
import type { CampaignActor, CampaignCategory, SiteFoeAction } from "./export.ts";
import { plainText, siteEssential, siteFoe, siteNpc } from "./export.ts";

/** A JSON value as stored in flags. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The values a conversion takes from the site, by name, and where each lives on the actor. */
export const CAMPAIGN_FIELDS = {
  name: "name",
  img: "img",
  description: "system.description",
  maxHealth: "system.health.max",
  evasion: "system.evasion",
  category: "system.statblock.category",
  strength: "system.statblock.strength",
  dexterity: "system.statblock.dexterity",
  mind: "system.statblock.mind",
  movement: "system.statblock.movement",
  stressPassed: "system.statblock.stress.passed",
  stressFailed: "system.statblock.stress.failed",
  resistances: "system.statblock.resistances",
  weaknesses: "system.statblock.weaknesses",
  actions: "system.statblock.actions",
  worlds: "flags.phasesix.worlds",
  stress: "system.stress.value",
  essentialMind: "flags.phasesix.campaign.essential.mind",
  essentialWill: "flags.phasesix.campaign.essential.will",
  essentialBody: "flags.phasesix.campaign.essential.body",
} as const;
export type CampaignField = keyof typeof CAMPAIGN_FIELDS;

/** The site's values of one actor, by field. */
export type SiteValues = Partial<Record<CampaignField, Json>>;

/** The fields of a foe's statblock: a foe linked to the book's statblock takes none of them from the site. */
export const STATBLOCK_FIELDS: ReadonlySet<CampaignField> = new Set(["maxHealth", "evasion", "category", "strength", "dexterity", "mind", "movement", "stressPassed", "stressFailed", "resistances", "weaknesses", "actions"]);

/** Where a converted foe's stress X/Y comes from: the campaign's author set it on the site (foes/stress.ts). */
export const SITE_STRESS_SOURCE: FoeStressSource = "gm";

/** The category a foe type falls back to when its name is none of the book's (the statblock's own default). */
export const FALLBACK_FOE_CATEGORY: FoeCategory = "human";

/** The portrait the site gives an actor without an image (Foundry's core silhouette). */
export const SITE_DEFAULT_IMAGE = "icons/svg/mystery-man.svg";

/** Our stress maximum of a converted NPC when the site's stress is lower (the NPC data model's default). */
export const NPC_STRESS_MAX = 8;

/** A converted foe action: the statblock's action, `review` set when its effect was not read in full. */
export type ConvertedFoeAction = FoeAction & { review: boolean };

/** One actor converted: its creation data and what the conversion could not place. */
export interface ConvertedActor {
  type: "foe" | "npc";
  category: CampaignCategory;
  /** Creation data (name, img, type, system, prototypeToken, flags) of the new world actor. */
  data: { name: string; img: string; type: "foe" | "npc"; system: Record<string, Json>; prototypeToken: Record<string, Json>; flags: Record<string, Json> };
  /** The site's values (stored in `flags.phasesix.campaign.values`). */
  values: SiteValues;
  /** Names of actions whose effect text was not all keywords (marked for the GM). */
  review: string[];
  /** Names the conversion could not place (a foe type, a resistance or weakness): kept in the report. */
  unplaced: string[];
}

/** What the Foundry layer adds: the module's version (for the report) and the key of the actor. */
export interface ConvertOptions {
  /** The campaign module's version at this conversion. */
  version: string;
}

/** The stable key of a converted foe (`flags.phasesix.key`): identical tokens of it roll initiative once. */
export function campaignKey(module: string, source: string): string {
  return `${module}/${source}`;
}

function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  if (Object.hasOwn(table, name)) return table[name];
  const lower = name.toLocaleLowerCase();
  const key = Object.keys(table).find((k) => k.toLocaleLowerCase() === lower);
  return key === undefined ? undefined : table[key];
}

function conditionsRecord(from: Partial<Record<WeaponCondition, number>>): Record<WeaponCondition, number> {
  return Object.fromEntries(WEAPON_CONDITIONS.map((c) => [c, from[c] ?? 0])) as Record<WeaponCondition, number>;
}

/** One site action as a statblock action (its effect read by the foes' one reader). */
export function convertFoeAction(action: SiteFoeAction, name: string): ConvertedFoeAction {
  const text = plainText(action.effect);
  const { effect, unread } = readFoeEffect(text);
  const review = unread.length > 0;
  return {
    name,
    kind: "attack",
    dice: action.skill,
    wounds: 1,
    piercing: effect.piercing,
    conditions: conditionsRecord(effect.conditions),
    range: effect.range,
    area: 0,
    demonic: false,
    notes: review ? text : "",
    review,
  };
}

/** Action names made unique within one foe ("Bite", "Bite (2)"): a re-sync matches actions by name. */
function uniqueNames(actions: readonly SiteFoeAction[], fallback: string): string[] {
  const seen = new Map<string, number>();
  return actions.map((a) => {
    const base = a.name || fallback;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

function traitsOf(names: readonly string[], unplaced: string[]): FoeTrait[] {
  const traits: FoeTrait[] = [];
  for (const name of names) {
    const trait = lookup(FOE_TRAIT_NAMES, name);
    if (!trait) unplaced.push(name);
    else if (!traits.includes(trait)) traits.push(trait);
  }
  return traits;
}

function set(target: Record<string, Json>, dotted: string, value: Json): void {
  const parts = dotted.split(".");
  let current = target;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    current = (typeof next === "object" && next !== null && !Array.isArray(next) ? next : (current[part] = {})) as Record<string, Json>;
  }
  current[parts[parts.length - 1]] = value;
}

/** The site's values of a campaign actor (the fields a conversion writes and a re-sync compares). */
function siteValues(actor: CampaignActor, fallbackActionName: string): { type: "foe" | "npc"; values: SiteValues; review: string[]; unplaced: string[] } {
  const common: SiteValues = { name: actor.name || actor.source, img: actor.img || SITE_DEFAULT_IMAGE, description: actor.description };
  if (actor.category === "npc") {
    const npc = siteNpc(actor.details);
    return { type: "npc", values: { ...common, maxHealth: npc.health, stress: npc.stress }, review: [], unplaced: [] };
  }
  if (actor.category === "character") {
    const e = siteEssential(actor.details);
    return { type: "npc", values: { ...common, essentialMind: e.mind, essentialWill: e.will, essentialBody: e.body }, review: [], unplaced: [] };
  }
  const foe = siteFoe(actor.details);
  const unplaced: string[] = [];
  const category = lookup(FOE_CATEGORY_TITLES, foe.type);
  if (!category && foe.type !== "") unplaced.push(foe.type);
  const names = uniqueNames(foe.actions, fallbackActionName);
  const actions = foe.actions.map((a, i) => convertFoeAction(a, names[i]));
  const worlds = WORLDS.filter((w) => foe.extensions.includes(w));
  const values: SiteValues = {
    ...common,
    maxHealth: foe.health,
    evasion: defaultFoeEvasion(foe.dexterity),
    category: category ?? FALLBACK_FOE_CATEGORY,
    strength: foe.strength,
    dexterity: foe.dexterity,
    mind: foe.mind,
    movement: foe.movement,
    stressPassed: foe.stressPassed,
    stressFailed: foe.stressFailed,
    resistances: traitsOf(foe.resistances, unplaced),
    weaknesses: traitsOf(foe.weaknesses, unplaced).map((trait) => ({ trait, value: DEFAULT_WEAKNESS_VALUE })),
    actions: actions as unknown as Json[],
    worlds: worlds.length === WORLDS.length ? [] : (worlds as WorldKey[]),
  };
  return { type: "foe", values, review: actions.filter((a) => a.review).map((a) => a.name), unplaced };
}

/**
 * The creation data of our actor for a campaign actor. `fallbackActionName` names an action the site
 * left unnamed (localized by the caller).
 */
export function convertCampaignActor(actor: CampaignActor, options: ConvertOptions, fallbackActionName = "Action"): ConvertedActor {
  const { type, values, review, unplaced } = siteValues(actor, fallbackActionName);
  const system: Record<string, Json> = {};
  const flags: Record<string, Json> = {};
  const root: Record<string, Json> = { system, flags };
  for (const [field, value] of Object.entries(values) as Array<[CampaignField, Json]>) {
    if (field === "name" || field === "img") continue;
    set(root, CAMPAIGN_FIELDS[field], value);
  }
  if (type === "foe") {
    system.actions = FOE_DEFAULTS.actions;
    system.minRoll = FOE_DEFAULTS.minRoll;
    // the campaign's author set the stress X/Y on the site: it is the GM's, not our "not in the book" default
    set(root, "system.statblock.stress.source", SITE_STRESS_SOURCE);
  }
  if (actor.category === "npc") set(root, "system.stress.max", Math.max(NPC_STRESS_MAX, Number(values.stress ?? 0)));
  const key = campaignKey(actor.module, actor.source);
  set(root, "flags.phasesix.key", key);
  set(root, "flags.phasesix.campaign.module", actor.module);
  set(root, "flags.phasesix.campaign.source", actor.source);
  set(root, "flags.phasesix.campaign.category", actor.category);
  set(root, "flags.phasesix.campaign.version", options.version);
  set(root, "flags.phasesix.campaign.values", values as Json);
  set(root, `flags.${actor.module}.source`, actor.source);
  const name = String(values.name);
  const img = String(values.img);
  const foe = type === "foe";
  return {
    type,
    category: actor.category,
    data: {
      name,
      img,
      type,
      system,
      prototypeToken: { name, texture: { src: img }, disposition: foe ? -1 : 0, actorLink: !foe },
      flags,
    },
    values,
    review,
    unplaced,
  };
}

/** The site's statblock as an update of the actor (a foe unlinked from the book's statblock gets it back). */
export function siteStatblockUpdate(values: SiteValues): Record<string, Json> {
  const update: Record<string, Json> = {};
  for (const field of STATBLOCK_FIELDS) if (values[field] !== undefined) update[CAMPAIGN_FIELDS[field]] = values[field];
  if (values.stressPassed !== undefined || values.stressFailed !== undefined) update["system.statblock.stress.source"] = SITE_STRESS_SOURCE;
  return update;
}
