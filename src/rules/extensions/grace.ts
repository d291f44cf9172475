/**
 * The pantheon of the 2026 rulebook (RULES.md → Extensions → Pantheon (2026); rulebook 2026, chapter
 * Pantheon: §Gunst, §Die Formen der Anrufung, §Geringe Bitte, §Anrufung). The English book calls favor
 * "grace" (German stays Gunst); the lesser plea costs 2–12 and the invocation 10–25 grace, by the
 * request (the cost is chosen per request, within the range); the sacred language that lowers the min
 * roll by 2 is Doldag in Tirakan and Latin elsewhere; a sung invocation (−5) needs an extra Performance
 * check — our reading: the −5 counts only when that check passes.
 */
import type { PrayerForm } from "./pantheon.ts";
import { prayerFormRule } from "./pantheon.ts";
import type { ExtensionCheckRequest } from "./magic.ts";

/** How an edition prices and words prayers (part of a ruleset's pantheon rules). */
export interface PrayerRules {
  /** The English word for Gunst: "favor" (2025) or "grace" (2026). Labels use it; German is Gunst in both. */
  term: "favor" | "grace";
  /** Cost ranges of the forms whose cost depends on the request; empty where the book gives none (2025). */
  costRanges: Partial<Record<PrayerForm, readonly [number, number]>>;
  /** The sacred language of the −2 modifier. */
  sacredLanguage: "doldag" | "latin";
  /** The extra check a sung invocation needs: none in our 2025 reading, Performance in 2026. */
  singingCheck: "none" | "performance";
}

/** The 2026 book's cost ranges (§Geringe Bitte: 2–12; §Anrufung: 10–25). */
export const PRAYER_COST_RANGES_2026: Readonly<Partial<Record<PrayerForm, readonly [number, number]>>> = {
  lesserPlea: [2, 12],
  invocation: [10, 25],
};

/** The cost range of a form under `rules`: [cost, cost] for a fixed cost, the book's range, or null (any cost ≥ 0). */
export function prayerCostRange(rules: Pick<PrayerRules, "costRanges">, form: PrayerForm): readonly [number, number] | null {
  const fixed = prayerFormRule(form).cost;
  if (fixed !== null) return [fixed, fixed];
  return rules.costRanges[form] ?? null;
}

/** The grace a request costs: the fixed cost, or the requested one within the form's range (whole, ≥ 0); an unknown form is a RangeError. */
export function prayerCost(rules: Pick<PrayerRules, "costRanges">, form: PrayerForm, requested: number): number {
  const asked = Number.isFinite(requested) ? Math.max(0, Math.trunc(requested)) : 0;
  const range = prayerCostRange(rules, form);
  return range ? Math.min(range[1], Math.max(range[0], asked)) : asked;
}

/** The extra check a sung invocation needs (Performance in 2026), or null. */
export function singingCheckRequest(rules: Pick<PrayerRules, "singingCheck">): ExtensionCheckRequest | null {
  return rules.singingCheck === "performance" ? { kind: "skill", key: "performance", options: { diceModifier: 0, minRollModifier: 0 } } : null;
}

/** Whether the singing modifier counts: always without a singing check, else only when the check passed. */
export function singingCounts(rules: Pick<PrayerRules, "singingCheck">, performanceSuccesses: number | null): boolean {
  return rules.singingCheck === "none" || (performanceSuccesses ?? 0) > 0;
}
