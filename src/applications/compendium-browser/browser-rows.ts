/**
 * What the compendium browser shows of its entries (pure): the builder's words for each — a
 * template's cost and requirements, a piece of equipment's price and numbers, the rules text, the
 * era, world and extension badges, and why it does not fit the world when it does not. Only the
 * first `shown` rows of a long list are built; the window asks for more.
 */
import type { WorldContext } from "../../rules/character/index.ts";
import { checkAvailability } from "../../rules/character/index.ts";
import type { Availability } from "../../rules/character/index.ts";
import type { Localize } from "../sheets/context/localize.ts";
import type { Badge } from "../builder/builder-context.ts";
import { reasonText } from "../builder/builder-context.ts";
import type { StatChip } from "../builder/card-details.ts";
import { equipmentStats, priceText } from "../builder/card-details.ts";
import type { BrowserEntry } from "./browser-entries.ts";

/** Rows rendered at first and added by each "show more". */
export const BROWSER_PAGE = 100;

/** Rules text longer than this is cut at a word (the full text is one click away: the entry's sheet). */
const RULES_LENGTH = 220;

export interface BrowserRow {
  uuid: string;
  name: string;
  img: string;
  typeLabel: string;
  categoryLabel: string;
  /** "Cost 5" of a template (signed as the builder shows it), else "". */
  cost: string;
  /** The price with the world's currency unit, else "". */
  price: string;
  /** "Requires: Stealth 3, Thief" or "". */
  requires: string;
  badges: Badge[];
  stats: StatChip[];
  rules: string;
  /** Why it does not fit the world ("" when it does). */
  unavailable: string;
  /** "World" or the pack's label. */
  source: string;
}

export interface BrowserRowsInput {
  entries: readonly BrowserEntry[];
  context: WorldContext;
  /** The world's currency unit. */
  currency: string;
  locale: string;
  /** How many rows to build. */
  shown: number;
}

function badgesOf(tags: Availability): Badge[] {
  return [
    ...tags.eras.map((k): Badge => ({ label: `PHASESIX.Era.${k}`, kind: "era" })),
    ...tags.extensions.map((k): Badge => ({ label: `PHASESIX.Extension.${k}`, kind: "extension" })),
    ...tags.worlds.map((k): Badge => ({ label: `PHASESIX.World.${k}`, kind: "world" })),
  ];
}

function shortened(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, " ");
  if (flat.length <= RULES_LENGTH) return flat;
  const cut = flat.slice(0, RULES_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), RULES_LENGTH / 2))} …`;
}

/** One row of the list. */
export function browserRow(entry: BrowserEntry, input: Omit<BrowserRowsInput, "entries" | "shown">, t: Localize): BrowserRow {
  const requirements = [
    ...entry.skillRequirements.map((r) => t("PHASESIX.Browser.SkillMin", { skill: t(`PHASESIX.Skill.${r.skill}`), min: r.min })),
    ...entry.requires,
  ];
  const check = checkAvailability(entry.tags, input.context);
  const equipment = entry.type === "weapon" || entry.type === "armor" || entry.type === "gear";
  return {
    uuid: entry.uuid,
    name: entry.name,
    img: entry.img,
    typeLabel: t(`TYPES.Item.${entry.type}`),
    categoryLabel: entry.category ? t(entry.categoryLabel) : "",
    cost: entry.cost === null ? "" : t("PHASESIX.Browser.Cost", { cost: entry.cost }),
    price: entry.price ? priceText(entry.price, input.currency, input.locale) : "",
    requires: requirements.length > 0 ? `${t("PHASESIX.Builder.Requires")}: ${requirements.join(", ")}` : "",
    badges: badgesOf(entry.tags),
    stats: equipment ? equipmentStats(entry.type, entry.system, t, input.locale) : [],
    rules: shortened(entry.rules),
    unavailable: reasonText(check, entry.name, "", t),
    source: entry.source === "world" ? t("PHASESIX.Browser.World") : entry.source,
  };
}

/** The rows to render: the first `shown` of the entries, and how many are left. */
export function browserRows(input: BrowserRowsInput, t: Localize): { rows: BrowserRow[]; total: number; more: number } {
  const shown = Math.max(0, Math.min(input.entries.length, Math.trunc(input.shown)));
  const rows = input.entries.slice(0, shown).map((entry) => browserRow(entry, input, t));
  return { rows, total: input.entries.length, more: input.entries.length - shown };
}
