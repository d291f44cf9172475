/**
 * The compendium browser's entries and filters (pure): every item of the content language's packs and
 * of the world as one list, filtered by type, category, world, era, extension, price and text, and by
 * whether it fits the world's era, world and extensions (the one availability rule,
 * `checkAvailability`), then sorted. The browser window (./browser-app.ts) only gathers the documents
 * and renders what this returns.
 */
import type { EraKey, ExtensionKey, WorldKey } from "../../rules/catalog/index.ts";
import { ERAS, EXTENSIONS, WORLDS } from "../../rules/catalog/index.ts";
import type { Availability, WorldContext } from "../../rules/character/index.ts";
import { checkAvailability, safeInt } from "../../rules/character/index.ts";
import { availabilityOf } from "../../data/actor/item-inputs.ts";
import { plainText } from "../builder/card-details.ts";
import { choiceLabelPrefix } from "../sheets/context/item-fields.ts";

/** An item as the browser reads it: a pack index entry with its system data, or a world item. */
export interface BrowserSource {
  uuid: string;
  name: string;
  img: string;
  type: string;
  system: unknown;
  flags?: unknown;
  /** Where it comes from: "world", or the pack's label. */
  source: string;
}

/** One entry of the list, with what the filters read already taken out of its system data. */
export interface BrowserEntry extends BrowserSource {
  /** The category key (null for types without one). */
  category: string | null;
  /** The i18n key of the category's label, or of the type's when there is no category. */
  categoryLabel: string;
  /** The price (weapons, armour, gear, body and weapon modifications; null for the others). */
  price: number | null;
  /** A template's career-point cost (null for other types). */
  cost: number | null;
  tags: Availability;
  /** Required templates (names or stable keys) and skill minimums ("shooting ≥ 5"). */
  requires: string[];
  skillRequirements: Array<{ skill: string; min: number }>;
  /** The rules text as plain text (what the text filter also searches). */
  rules: string;
  /** Lower-case name and rules text. */
  text: string;
}

/** The item types the browser lists, in the order of its type filter. */
export const BROWSER_TYPES = ["lineage", "template", "weapon", "armor", "gear", "weaponModification", "bodyModification", "spell", "spellTemplate", "knowledge", "quirk", "recipe"] as const;
export type BrowserType = (typeof BROWSER_TYPES)[number];

/** Types that carry a price. */
const PRICED = new Set(["weapon", "armor", "gear", "weaponModification", "bodyModification"]);

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
}

/** The category label prefix of each type, looked up once. */
const CATEGORY_PREFIX = new Map<string, string | null>();
function categoryPrefix(type: string): string | null {
  if (!CATEGORY_PREFIX.has(type)) CATEGORY_PREFIX.set(type, choiceLabelPrefix(type, "category"));
  return CATEGORY_PREFIX.get(type) ?? null;
}

/** Rules HTML as plain text; text without tags or entities needs only its spaces tidied (most of the packs' texts). */
function rulesText(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  return value.includes("<") || value.includes("&") ? plainText(value) : value.replace(/[ \t]+/g, " ").trim();
}

/** The browser's view of one item. */
export function browserEntry(source: BrowserSource): BrowserEntry {
  const s = record(source.system);
  const category = typeof s.category === "string" && s.category ? s.category : null;
  const prefix = category ? categoryPrefix(source.type) : null;
  const rules = rulesText(s.rules) || rulesText(s.description);
  const skillRequirements = Array.isArray(s.skillRequirements)
    ? s.skillRequirements.flatMap((r) => {
        const req = record(r);
        return typeof req.skill === "string" && req.skill ? [{ skill: req.skill, min: safeInt(req.min) }] : [];
      })
    : [];
  return {
    ...source,
    category,
    categoryLabel: prefix && category ? `${prefix}.${category}` : `TYPES.Item.${source.type}`,
    price: PRICED.has(source.type) ? Math.max(0, safeInt(s.price)) : null,
    cost: source.type === "template" ? safeInt(s.cost) : null,
    tags: availabilityOf({ type: source.type, system: source.system }),
    requires: strings(s.requires),
    skillRequirements,
    rules,
    text: `${source.name} ${rules}`.toLowerCase(),
  };
}

/** The browser's filters. "all" leaves a filter off. */
export interface BrowserFilter {
  type: BrowserType | "all";
  category: string | "all";
  world: WorldKey | "all";
  era: EraKey | "all";
  /** An extension the entry belongs to, "none" for entries of no extension. */
  extension: ExtensionKey | "none" | "all";
  /** Only what fits the world's era, world and extensions (the compendium filter's rule). */
  fitsWorld: boolean;
  /** Inclusive price bounds (entries without a price pass only while both are null). */
  priceMin: number | null;
  priceMax: number | null;
  /** Words that must all occur in the name or the rules text. */
  text: string;
  source: "all" | "world" | "packs";
  sort: BrowserSort;
}

export const BROWSER_SORTS = ["name", "type", "price", "cost"] as const;
export type BrowserSort = (typeof BROWSER_SORTS)[number];

export const DEFAULT_FILTER: BrowserFilter = {
  type: "all",
  category: "all",
  world: "all",
  era: "all",
  extension: "all",
  fitsWorld: true,
  priceMin: null,
  priceMax: null,
  text: "",
  source: "all",
  sort: "name",
};

/** A tag filter: the entry is untagged (belongs everywhere) or names the value. */
function tagged(values: readonly string[], wanted: string): boolean {
  return values.length === 0 || values.includes(wanted);
}

/** Whether one entry passes the filter (`context`: the world's era, world and extensions). */
export function passes(entry: BrowserEntry, filter: BrowserFilter, context: WorldContext, words: readonly string[]): boolean {
  if (filter.type !== "all" && entry.type !== filter.type) return false;
  if (filter.category !== "all" && entry.category !== filter.category) return false;
  if (filter.source === "world" && entry.source !== "world") return false;
  if (filter.source === "packs" && entry.source === "world") return false;
  if (filter.world !== "all" && !tagged(entry.tags.worlds, filter.world)) return false;
  if (filter.era !== "all" && !tagged(entry.tags.eras, filter.era)) return false;
  if (filter.extension === "none" && entry.tags.extensions.length > 0) return false;
  if (filter.extension !== "all" && filter.extension !== "none" && !entry.tags.extensions.includes(filter.extension)) return false;
  if (filter.priceMin !== null || filter.priceMax !== null) {
    if (entry.price === null) return false;
    if (filter.priceMin !== null && entry.price < filter.priceMin) return false;
    if (filter.priceMax !== null && entry.price > filter.priceMax) return false;
  }
  if (filter.fitsWorld && !checkAvailability(entry.tags, context).ok) return false;
  for (const word of words) if (!entry.text.includes(word)) return false;
  return true;
}

const TYPE_ORDER = new Map<string, number>(BROWSER_TYPES.map((type, index) => [type, index]));

/** The comparison of a sort: its own key first, then the name (locale order), then the uuid. */
function comparer(sort: BrowserSort, collator: Intl.Collator): (a: BrowserEntry, b: BrowserEntry) => number {
  const byName = (a: BrowserEntry, b: BrowserEntry) => collator.compare(a.name, b.name) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
  // Entries without the sorted number go last.
  const byNumber = (value: (e: BrowserEntry) => number | null) => (a: BrowserEntry, b: BrowserEntry) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return x - y || byName(a, b);
  };
  switch (sort) {
    case "type":
      return (a, b) => (TYPE_ORDER.get(a.type) ?? 99) - (TYPE_ORDER.get(b.type) ?? 99) || byName(a, b);
    case "price":
      return byNumber((e) => e.price);
    case "cost":
      return byNumber((e) => e.cost);
    default:
      return byName;
  }
}

/** The filter's words (lower case, split on spaces). */
export function filterWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** The entries that pass the filter, sorted. `locale` orders names as the user's language does. */
export function filterEntries(entries: readonly BrowserEntry[], filter: BrowserFilter, context: WorldContext, locale = "en"): BrowserEntry[] {
  const words = filterWords(filter.text);
  const out = entries.filter((entry) => passes(entry, filter, context, words));
  return out.sort(comparer(filter.sort, new Intl.Collator(locale, { sensitivity: "base", numeric: true })));
}

/** The categories present among the entries of a type (for the category filter), in first-seen order. */
export function categoriesOf(entries: readonly BrowserEntry[], type: BrowserType | "all"): Array<{ key: string; label: string }> {
  if (type === "all") return [];
  const seen = new Map<string, string>();
  for (const entry of entries) if (entry.type === type && entry.category && !seen.has(entry.category)) seen.set(entry.category, entry.categoryLabel);
  return [...seen].map(([key, label]) => ({ key, label }));
}

/** A filter from the window's form data, each value checked (anything unknown falls back to the default). */
export function readFilter(data: Record<string, unknown>, prior: BrowserFilter = DEFAULT_FILTER): BrowserFilter {
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => ((allowed as readonly unknown[]).includes(value) ? (value as T) : fallback);
  const bound = (value: unknown): number | null => {
    if (value === null || value === undefined || value === "") return null;
    const n = Number(value);
    return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : null;
  };
  const type = pick<BrowserType | "all">(data.type, ["all", ...BROWSER_TYPES], "all");
  return {
    type,
    // A category belongs to its type: changing the type starts with every category.
    category: type === prior.type && typeof data.category === "string" && data.category ? data.category : "all",
    world: pick<WorldKey | "all">(data.world, ["all", ...WORLDS], "all"),
    era: pick<EraKey | "all">(data.era, ["all", ...ERAS], "all"),
    extension: pick<ExtensionKey | "none" | "all">(data.extension, ["all", "none", ...EXTENSIONS], "all"),
    fitsWorld: data.fitsWorld === true || data.fitsWorld === "on" || data.fitsWorld === "true",
    priceMin: bound(data.priceMin),
    priceMax: bound(data.priceMax),
    text: typeof data.text === "string" ? data.text.slice(0, 200) : "",
    source: pick<BrowserFilter["source"]>(data.source, ["all", "world", "packs"], "all"),
    sort: pick<BrowserSort>(data.sort, BROWSER_SORTS, "name"),
  };
}
