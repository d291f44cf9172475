/**
 * How long a cast spell runs, as a timer on the caster (issue 31: spell durations as effect
 * durations that end on their own). The spell's duration (rulebook → Zauberwerte: Dauer) is a number
 * of its unit, resolved for one casting (./duration.ts). Units a timer can count in: combat rounds
 * and the calendar's seconds to years. Our readings: a night counts as a day, a week as 7 days.
 * No timer for an instant spell, a "special" one (it ends on a condition its text names), one that
 * lasts actions (a round's actions have no clock), or a duration still to be rolled in d6 (the card
 * shows the dice; the GM sets the timer in the effect if wanted).
 */
import type { DurationUnit } from "./vocabulary.ts";
import type { ResolvedDuration } from "./duration.ts";

/** The units a timer counts in. */
export const TIMER_UNITS = ["rounds", "seconds", "minutes", "hours", "days", "months", "years"] as const;
export type TimerUnit = (typeof TIMER_UNITS)[number];

/** A spell's running time: `value` of `units` (a positive whole number). */
export interface SpellTimer {
  value: number;
  units: TimerUnit;
}

/** The longest timer we set (in its units): beyond this a value is a typo, not a duration. */
export const MAX_TIMER_VALUE = 1_000_000;

const UNIT_OF: Partial<Record<DurationUnit, { units: TimerUnit; factor: number }>> = {
  rounds: { units: "rounds", factor: 1 },
  seconds: { units: "seconds", factor: 1 },
  minutes: { units: "minutes", factor: 1 },
  hours: { units: "hours", factor: 1 },
  days: { units: "days", factor: 1 },
  nights: { units: "days", factor: 1 },
  weeks: { units: "days", factor: 7 },
  months: { units: "months", factor: 1 },
  years: { units: "years", factor: 1 },
};

/** The timer of a spell cast with a resolved duration of `unit`s; null when it has none (see the module comment). */
export function spellTimer(unit: DurationUnit, resolved: ResolvedDuration): SpellTimer | null {
  const mapped = UNIT_OF[unit];
  if (!mapped || resolved?.kind !== "fixed") return null;
  const value = resolved.amount * mapped.factor;
  if (!Number.isSafeInteger(value) || value <= 0) return null;
  return { value: Math.min(value, MAX_TIMER_VALUE), units: mapped.units };
}
