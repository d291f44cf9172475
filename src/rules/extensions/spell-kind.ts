/**
 * What a cast names its spell by, beside the spell's name (the cast card's title): the 2025
 * rulebook sorts spells into schools (Magie → Zauberwerte); the 2026 rulebook has no schools
 * (MAG-1) and knows a spell by its origin (Ursprung, MAG-3) — the ruleset's spell gate "origin".
 * Data, not a branch: the world's `ruleset.magic.spellGate` decides. Pure; the caller localizes.
 */
import type { SpellLearningRules } from "./origins.ts";

/** The spell as far as its kind goes: its 2025 school key and its 2026 origin key ("" without one). */
export interface SpellKindSource {
  school: string;
  tradition: string;
}

/** The origin of a spell without one (as the sheet shows it): the appendix's first section. */
const DEFAULT_ORIGIN = "wizardry";

/** The i18n key of the word a cast names its spell by under the ruleset's spell gate. */
export function spellKindKey(spell: SpellKindSource, gate: SpellLearningRules["gate"]): string {
  return gate === "origin" ? `PHASESIX.Item.SpellTradition.${spell.tradition || DEFAULT_ORIGIN}` : `PHASESIX.SpellSchool.${spell.school}`;
}
