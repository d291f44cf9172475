/**
 * The dread card's data (pure; the caller passes a translator): who is gripped, the 3d6 of the dread
 * table, the effect and how many hours it lasts (rulebook 2026, Horror → Grauen). The GM adjudicates
 * the effect; the card only records it.
 */
import type { DreadRoll } from "../rules/extensions/index.ts";
import { safeInt } from "../rules/character/index.ts";

type Translate = (key: string, data?: Record<string, string>) => string;

export type DreadCardContext = {
  title: string;
  /** "Gripped by dread" or "Dread strikes again" (further stress while gripped). */
  cause: string;
  dice: number[];
  total: number;
  effect: string;
  effectHint: string;
  duration: string;
  /** The duration die, e.g. "d6 − Resistance: 4 − 1". */
  durationDie: string;
};

/** A number the card shows: whole and finite (a hostile value shows as 0, never "NaN"). */
function shown(value: number, min = 0): string {
  return String(Math.max(min, safeInt(value)));
}

/**
 * The card's data for `name`'s dread roll; `gripped`: the character was gripped by this stress.
 * Resistance shows as the duration counts it (whole, at least 0).
 */
export function dreadCardContext(name: string, roll: DreadRoll, gripped: boolean, resistance: number, t: Translate): DreadCardContext {
  return {
    title: t("PHASESIX.Dread.Card.Title", { name }),
    cause: t(gripped ? "PHASESIX.Dread.Card.Gripped" : "PHASESIX.Dread.Card.Again"),
    dice: roll.dice.map((d) => safeInt(d)),
    total: safeInt(roll.total),
    effect: t(`PHASESIX.Dread.Effect.${roll.effect}`),
    effectHint: t("PHASESIX.Dread.Card.EffectHint"),
    duration: t("PHASESIX.Dread.Card.Duration", { hours: shown(roll.hours, 1) }),
    durationDie: t("PHASESIX.Dread.Card.DurationDie", { die: shown(roll.durationDie), resistance: shown(resistance) }),
  };
}
