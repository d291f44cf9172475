/**
 * How a foe's block is read (RULES.md → Foes → Reading a block): the words of a category, of a
 * resistance, and the keywords of an action's effect line — "Piercing 1, Bleeding 2", "Durchschlag 3,
 * Gift 2", "5 Meter Reichweite". One reader for every source of foe blocks: the appendix importer
 * (scripts/appendix/foes.ts, after stripping LaTeX) and the conversion of a phasesix.org campaign's
 * foes (../campaign/, whose action effects are the site's text the appendix is printed from).
 */
import type { WeaponCondition } from "../items/vocabulary.ts";
import type { FoeCategory, FoeTrait } from "./statblock.ts";

/** Category names (both languages, as the appendix's sections and the site's foe types spell them) → category. */
export const FOE_CATEGORY_TITLES: Readonly<Record<string, FoeCategory>> = {
  Undead: "undead",
  Untoter: "undead",
  Animal: "animal",
  Tier: "animal",
  Magical: "magical",
  Magisch: "magical",
  Paranormal: "paranormal",
  Alien: "alien",
  Außerirdisch: "alien",
  Human: "human",
  Mensch: "human",
  Mechanical: "mechanical",
  Mechanisch: "mechanical",
};

/** Resistance names (both languages; the English chapters carry some German ones) → trait. */
export const FOE_TRAIT_NAMES: Readonly<Record<string, FoeTrait>> = {
  Fire: "fire",
  Feuer: "fire",
  Poison: "poison",
  Gift: "poison",
  Shock: "shock",
  Schock: "shock",
  Cold: "cold",
  Kälte: "cold",
  Magic: "magic",
  Magie: "magic",
  Water: "water",
  Wasser: "water",
  Light: "light",
  Licht: "light",
  "Physical Damage": "physicalDamage",
  "Physikalischer Schaden": "physicalDamage",
  "Steal Actions": "stealActions",
  "Aktionen stehlen": "stealActions",
};

/** Effect keywords (both languages, with the appendix's spelling variants) → what they set. */
const KEYWORDS: ReadonlyArray<{ pattern: RegExp; field: "piercing" | WeaponCondition | "range" }> = [
  { pattern: /^(?:Piercing|Piercint|Pierce|Penetration|Durchschlag) (\d+)\.?$/i, field: "piercing" },
  { pattern: /^(?:Bleeding|Blutend|Bluten) (\d+)\.?$/i, field: "bleeding" },
  { pattern: /^(?:Poison|Poisoned|Vergiftet|Vergifted|Vergiften|Gift) (\d+)\.?$/i, field: "poisoned" },
  { pattern: /^(?:Shocked|Shock|Geschockt|Schock) (\d+)\.?$/i, field: "shocked" },
  { pattern: /^(?:Burning|Brennend) (\d+)\.?$/i, field: "burning" },
  { pattern: /^(\d+) (?:Meter Reichweite|m range|metres range|meters range)\.?$/i, field: "range" },
];

/** What an effect line says in keywords. */
export interface FoeEffect {
  piercing: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  range: number;
}

/** An effect line read part by part: the keywords found and the parts that are not keywords (prose). */
export interface FoeEffectReading {
  effect: FoeEffect;
  /** The comma-separated parts that are no keyword, as they stand (empty: the whole line was read). */
  unread: string[];
}

/** Reads a plain-text effect line (no markup) part by part, split at commas. */
export function readFoeEffect(text: string): FoeEffectReading {
  const effect: FoeEffect = { piercing: 0, conditions: {}, range: 0 };
  const unread: string[] = [];
  const line = text.replace(/\s+/g, " ").trim();
  if (line === "") return { effect, unread };
  for (const raw of line.split(/,\s*/)) {
    const part = raw.trim();
    const hit = KEYWORDS.map((k) => ({ k, m: k.pattern.exec(part) })).find((x) => x.m);
    if (!hit?.m) {
      unread.push(part);
      continue;
    }
    const value = Number(hit.m[1]);
    // a number no statblock prints (digits beyond a safe integer) is left for the GM, as prose is
    if (!Number.isSafeInteger(value)) {
      unread.push(part);
      continue;
    }
    if (hit.k.field === "piercing") effect.piercing = value;
    else if (hit.k.field === "range") effect.range = value;
    else effect.conditions[hit.k.field] = value;
  }
  return { effect, unread };
}

/** The keywords of a plain-text effect line, or null when any part of it is not a keyword. */
export function parseFoeEffect(text: string): FoeEffect | null {
  const { effect, unread } = readFoeEffect(text);
  return unread.length === 0 ? effect : null;
}
