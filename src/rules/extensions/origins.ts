/**
 * Spell origins of the 2026 rulebook (RULES.md → Extensions → Magic (2026); rulebook 2026, chapter
 * Magie: §Ursprung, §Zauberwerte; chapter Charaktererschaffung §Zauber).
 *
 * Every spell belongs to one origin (Ursprung): the appendix section it stands in, which our packs
 * keep as the spell's `tradition`. In the 2026 edition a spell can be learned only once a template of
 * the character unlocks its origin (the template's `traditions`, the appendix's "Origin: True" rows).
 * Lizard magic (Echsenmagie) is practised by the lizard folk alone: our reading is that only the
 * character's lineage template can unlock it. The spell's attribute is the spell's own; the appendix
 * gives none, so it is read from the spell's `type`, which still names the old school, by the 2025
 * school → attribute table (EDITION reading of §Zauberwerte).
 */
import type { AttributeKey, SpellSchoolKey } from "../catalog/index.ts";
import { SPELL_TRADITIONS, type SpellTradition } from "../items/vocabulary.ts";
import { castingAttribute } from "../items/spell.ts";

/** The 15 origins of the book, keyed as the spell traditions of our packs. */
export const ORIGINS: readonly SpellTradition[] = SPELL_TRADITIONS;

/** The origin only the lizard folk's own lineage can unlock. */
export const LINEAGE_ONLY_ORIGIN: SpellTradition = "lizardFolkMagic";

/** How the edition gates learning spells (part of the magic rules of a ruleset). */
export interface SpellLearningRules {
  /** "spellPoints": free spell points suffice (2025); "origin": the spell's origin must be unlocked too (2026). */
  gate: "spellPoints" | "origin";
}

/** A template as far as origins go: the origins it unlocks and whether it is the lineage. */
export interface OriginSource {
  traditions: readonly string[];
  lineage: boolean;
}

function isOrigin(key: string): key is SpellTradition {
  return (SPELL_TRADITIONS as readonly string[]).includes(key);
}

/** The origins a character's templates unlock (lizard magic only from the lineage). */
export function unlockedOrigins(templates: readonly OriginSource[]): SpellTradition[] {
  const unlocked = new Set<SpellTradition>();
  for (const template of templates) {
    for (const key of template.traditions) {
      if (!isOrigin(key)) continue;
      if (key === LINEAGE_ONLY_ORIGIN && !template.lineage) continue;
      unlocked.add(key);
    }
  }
  return ORIGINS.filter((o) => unlocked.has(o));
}

/** Why a spell cannot be learned; null when it can. */
export type OriginRefusal = { reason: "originLocked" | "lizardFolkOnly"; origin: SpellTradition } | null;

/**
 * Whether the character may learn a spell of `origin` under `rules` (spell points are checked
 * elsewhere). 2025: always. 2026: only when a template unlocks the origin; lizard magic only through
 * the lineage.
 */
export function originRefusal(rules: SpellLearningRules, origin: string, templates: readonly OriginSource[]): OriginRefusal {
  if (rules.gate === "spellPoints") return null;
  if (!isOrigin(origin)) return { reason: "originLocked", origin: "wizardry" };
  if (unlockedOrigins(templates).includes(origin)) return null;
  return { reason: origin === LINEAGE_ONLY_ORIGIN ? "lizardFolkOnly" : "originLocked", origin };
}

/**
 * The origin of an appendix section title (German or English), with the book's alias: the magic
 * chapter says "Elementarismus", the appendix "Elementarmagie". Null for a title that is no origin.
 */
export const ORIGIN_TITLES: Readonly<Record<SpellTradition, readonly string[]>> = {
  wizardry: ["Zauberei", "Wizardry", "Sorcery"],
  whiteMagic: ["Weiße Magie", "Weisse Magie", "White Magic"],
  blackMagic: ["Schwarze Magie", "Black Magic"],
  elementalMagic: ["Elementarmagie", "Elementarismus", "Elemental Magic", "Elementalism"],
  shamanism: ["Schamanismus", "Shamanism"],
  sanguineMagic: ["Sanguine Magie", "Sanguine Magic"],
  necrology: ["Nekrologie", "Necrology"],
  mysticism: ["Mystizismus", "Mysticism"],
  hermeticism: ["Hermetik", "Hermeticism"],
  necromancy: ["Geisterbeschwörungen", "Geisterbeschwörung", "Necromancy", "Spirit Summoning"],
  demonology: ["Dämonologie", "Demonology"],
  astralMagic: ["Astrale Magie", "Astral Magic"],
  lizardFolkMagic: ["Echsenmagie", "Lizard Folk Magic", "Lizard Folk Magick", "Lizard Magic"],
  chimerology: ["Chimärologie", "Chimerology"],
  curses: ["Verfluchungen", "Curses"],
};

/** The origin a section title names, or null. */
export function originOfTitle(title: string): SpellTradition | null {
  const t = title.trim().toLowerCase();
  for (const origin of ORIGINS) if (ORIGIN_TITLES[origin].some((name) => name.toLowerCase() === t)) return origin;
  return null;
}

/** The attribute a spell is cast with in 2026: the spell's own, read from its `type` (the old school). */
export function spellAttribute(school: SpellSchoolKey): AttributeKey {
  return castingAttribute(school);
}
