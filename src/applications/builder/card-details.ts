/**
 * What a builder card says about its entry beyond name and cost (pure): a template's rules text, its
 * shadow and its knowledge; an equipment piece's numbers (hit dice, piercing, range, ammunition,
 * protection units, weight); the price with the currency unit; and, where two entries of the list
 * share a name, what tells them apart (category, world, era).
 */
import type { Modifier } from "../../rules/catalog/index.ts";
import type { ProtectionType } from "../../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import { formatWeight } from "../../rules/items/gear.ts";
import { formatNumber } from "../../rules/number-format.ts";
import { protectionCode } from "../../rules/items/armor.ts";
import type { Localize } from "../sheets/context/localize.ts";

/** One number of an equipment card: label and value, both ready to show. */
export interface StatChip {
  label: string;
  value: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of a rules HTML fragment (tags dropped, paragraphs as line breaks, common entities decoded). */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return "";
  return html
    .replace(/<\/(p|li|div|h\d)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function int(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** A template's rules text and shadow, as plain text. */
export interface TemplateText {
  rules: string;
  shadowName: string;
  shadow: string;
}

export function templateText(system: unknown): TemplateText {
  const s = record(system);
  const shadowName = typeof s.shadowName === "string" ? s.shadowName.trim() : "";
  let shadow = plainText(s.shadow);
  // The imported shadow text starts with its own name ("Eitelkeit: …"): say the name once.
  if (shadowName && shadow.toLocaleLowerCase().startsWith(shadowName.toLocaleLowerCase())) shadow = shadow.slice(shadowName.length).replace(/^[\s:–—-]+/, "");
  return { rules: plainText(s.description), shadowName, shadow };
}

/** The knowledge a template grants ("Etikette +2"), apart from its other modifiers. */
export function knowledgeOf(modifiers: readonly Modifier[]): Array<{ name: string; value: string }> {
  return modifiers.filter((m) => m.kind === "knowledge").map((m) => ({ name: m.key, value: m.value >= 0 ? `+${m.value}` : `−${Math.abs(m.value)}` }));
}

/** A price with the campaign's currency unit ("2000 Taler"); an empty unit leaves the number alone. */
export function priceText(price: number, unit: string, locale = "en"): string {
  const number = formatNumber(price, locale, 0);
  return unit ? `${number} ${unit}` : number;
}

/** The numbers an equipment card shows, per kind; zeros that say nothing are left out. */
export function equipmentStats(kind: string, system: unknown, t: Localize, locale = "en"): StatChip[] {
  const s = record(system);
  const chips: StatChip[] = [];
  const add = (label: string, value: string) => chips.push({ label: t(label), value });
  if (kind === "weapon") {
    const skill = typeof s.skill === "string" && s.skill ? t(`PHASESIX.Skill.${s.skill}`) : "";
    const potential = int(s.damagePotential);
    add("PHASESIX.Builder.Stat.HitDice", t("PHASESIX.Builder.Stat.HitDiceValue", { skill, dice: potential >= 0 ? `+${potential}` : `−${Math.abs(potential)}` }));
    if (int(s.piercing) > 0) add("PHASESIX.Builder.Stat.Piercing", String(int(s.piercing)));
    if (int(s.wounds) > 1) add("PHASESIX.Builder.Stat.Wounds", String(int(s.wounds)));
    if (int(s.range) > 0) add("PHASESIX.Builder.Stat.Range", `${int(s.range)} m`);
    if (int(s.capacity) > 0) add("PHASESIX.Builder.Stat.Ammunition", String(int(s.capacity)));
    const conditions = record(s.conditions);
    for (const [key, value] of Object.entries(conditions)) if (int(value) > 0) chips.push({ label: t(`PHASESIX.Condition.${key}`), value: String(int(value)) });
  } else if (kind === "armor") {
    const source = record(s.protection);
    const protection = Object.fromEntries(PROTECTION_TYPES.map((type) => [type, Math.max(0, Math.min(50, int(source[type])))])) as Record<ProtectionType, number>;
    const units = PROTECTION_TYPES.filter((type) => protection[type] > 0).map((type) => `${protection[type]} ${t(`PHASESIX.Sheet.Protection.${type}`)}`);
    if (units.length > 0) chips.push({ label: t("PHASESIX.Builder.Stat.Protection", { code: protectionCode(protection, Object.fromEntries(PROTECTION_TYPES.map((type) => [type, t(`PHASESIX.ProtectionLetter.${type}`)])) as Record<ProtectionType, string>) }), value: units.join(", ") });
    if (int(s.encumbrance) > 0) add("PHASESIX.Builder.Stat.Encumbrance", String(int(s.encumbrance)));
    if (int(s.cover) > 0) add("PHASESIX.Builder.Stat.Cover", `${int(s.cover)}+`);
  } else {
    const charges = record(s.charges);
    if (int(charges.max) > 0) add("PHASESIX.Builder.Stat.Charges", String(int(charges.max)));
  }
  if (int(s.weight) > 0) add("PHASESIX.Builder.Stat.Weight", formatWeight(int(s.weight), locale));
  return chips;
}

/** The rules text of an equipment piece (weapons, armour and gear carry it in `rules`). */
export function equipmentRules(system: unknown): string {
  const s = record(system);
  return plainText(s.rules) || plainText(s.description);
}

/** What tells entries of the same name apart: the labels that differ among them (category, worlds, eras). */
export function distinctions<T>(items: readonly T[], name: (item: T) => string, facets: (item: T) => string[][]): Map<T, string> {
  const byName = new Map<string, T[]>();
  for (const item of items) byName.set(name(item), [...(byName.get(name(item)) ?? []), item]);
  const out = new Map<T, string>();
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const all = group.map(facets);
    const differing = all[0].map((_, i) => all.some((f) => f[i].join() !== all[0][i].join()));
    for (const [index, item] of group.entries()) {
      const parts = all[index].filter((_, i) => differing[i]).map((labels) => labels.join(", ") || "–");
      if (parts.length > 0) out.set(item, parts.join(" · "));
    }
  }
  return out;
}
