/**
 * Tirakan's centuries (RULES.md → World settings → Century; rulebook 2026, chapter Magie
 * §Magieniveau and chapter Pantheon §Glaubensniveau, Tirakan's book). In the 2026 edition Tirakan's
 * magic and faith levels follow the century the campaign plays in (I–X); the GM may still set either
 * level by hand (special places). Other worlds, and the 2025 edition, keep the GM's levels (default 3).
 */
import { MAX_COUNT } from "../guard.ts";

/** The centuries of Tirakan's age: I … X. */
export const CENTURIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type Century = (typeof CENTURIES)[number];

/**
 * The century a new world starts in. The book names none; VII is the one whose levels (magic 3,
 * faith 3) equal the levels every other world defaults to, so switching edition keeps the levels.
 */
export const DEFAULT_CENTURY: Century = 7;

/** Magic level per century, I … X (§Magieniveau). */
export const MAGIC_LEVEL_BY_CENTURY: readonly number[] = [1, 2, 3, 4, 5, 4, 3, 2, 1, 0];
/** Faith level per century, I … X (§Glaubensniveau). */
export const FAITH_LEVEL_BY_CENTURY: readonly number[] = [1, 1, 1, 1, 1, 2, 3, 4, 5, 6];

/** A century from any number: whole, within I … X (else the default). */
export function toCentury(n: number): Century {
  const c = Number.isFinite(n) ? Math.trunc(n) : DEFAULT_CENTURY;
  return (c >= 1 && c <= 10 ? c : DEFAULT_CENTURY) as Century;
}

/** The century as a Roman numeral (I … X). */
export function romanCentury(century: number): string {
  return ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][toCentury(century) - 1] ?? "VII";
}

/** The magic and faith level of a century. */
export function centuryLevels(century: number): { magicLevel: number; faithLevel: number } {
  const i = toCentury(century) - 1;
  return { magicLevel: MAGIC_LEVEL_BY_CENTURY[i] ?? 3, faithLevel: FAITH_LEVEL_BY_CENTURY[i] ?? 3 };
}

/** Where a world's levels come from (part of a ruleset): the GM's settings, or the century's table. */
export type LevelSource = "gm" | "century";

/** The world settings the levels are read from. */
export interface LevelSettings {
  century: number;
  /** The GM's magic and faith level settings. */
  magicLevel: number;
  faithLevel: number;
  /** The GM overrides the century's level with the setting. */
  overrideMagicLevel: boolean;
  overrideFaithLevel: boolean;
}

/** The magic and faith level in force: by the century where the ruleset says so and the GM does not override. */
export function worldLevels(source: LevelSource, settings: LevelSettings): { magicLevel: number; faithLevel: number } {
  const byCentury = centuryLevels(settings.century);
  // A level the GM set is a whole number within the core's bounds; a stored NaN or Infinity gives the century's.
  const level = (value: number, fallback: number): number => (Number.isFinite(value) ? Math.max(-MAX_COUNT, Math.min(MAX_COUNT, Math.trunc(value))) || 0 : fallback);
  if (source === "gm") return { magicLevel: level(settings.magicLevel, byCentury.magicLevel), faithLevel: level(settings.faithLevel, byCentury.faithLevel) };
  return {
    magicLevel: settings.overrideMagicLevel ? level(settings.magicLevel, byCentury.magicLevel) : byCentury.magicLevel,
    faithLevel: settings.overrideFaithLevel ? level(settings.faithLevel, byCentury.faithLevel) : byCentury.faithLevel,
  };
}
