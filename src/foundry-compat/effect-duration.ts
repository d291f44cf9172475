/**
 * A timer effect's duration in the running Foundry's words:
 * - Foundry 14: `duration.value` and `duration.units` (rounds, turns, seconds … years); the effect
 *   expires on its own when the time is up (Foundry 14's effect registry).
 * - Foundry 13: effects do not end on their own there, so no timer is set (null) and a GM on 13
 *   plays as before.
 */
import { isFoundry14OrLater } from "./generation.ts";

/** A running time: `value` of `units` (rounds, seconds, minutes, hours, days, months, years). */
export interface EffectTimer {
  value: number;
  units: string;
}

/** The `duration` of a timer effect's create data for `timer`; null where effects do not expire on their own (13). */
export function timerDuration(timer: EffectTimer): { value: number; units: string } | null {
  return isFoundry14OrLater() ? { value: timer.value, units: timer.units } : null;
}
