/**
 * The word for favor where the player reads it, by the ruleset's `pantheon.term` (rulebook 2026,
 * Pantheon → Gunst: the English book says "grace", the German stays "Gunst"). Data, not a branch:
 * each term has its table of i18n keys — "favor" keeps the 2025 keys as they were, "grace" reads
 * `PHASESIX.Grace.Wording.<word>` (whose German values say Gunst). Pure; the caller passes a translator.
 */
import type { PrayerRules } from "./grace.ts";
import { whole } from "../guard.ts";

/** A translator (key and data to text), as the callers pass it. */
type Localize = (key: string, data?: Record<string, string | number>) => string;

export type FavorTerm = PrayerRules["term"];

/** The favor-bearing texts: the word itself, the prayer and service dialogs, the pantheon tab and the result card. */
export const GRACE_WORDS = ["Term", "Granted", "NotGranted", "Cost", "CostHint", "PleaCosts", "ServiceHint", "Modifier", "Up", "Down", "SheetHint"] as const;
export type GraceWord = (typeof GRACE_WORDS)[number];

/** Per term, the i18n key of each favor-bearing text. */
export const GRACE_WORDING_KEYS: Readonly<Record<FavorTerm, Readonly<Record<GraceWord, string>>>> = {
  favor: {
    Term: "PHASESIX.Pantheon.Favor",
    Granted: "PHASESIX.Pantheon.Granted",
    NotGranted: "PHASESIX.Pantheon.NotGranted",
    Cost: "PHASESIX.Pantheon.Cost",
    CostHint: "PHASESIX.Pantheon.CostHint",
    PleaCosts: "PHASESIX.Pantheon.PleaCosts",
    ServiceHint: "PHASESIX.Pantheon.ServiceHint",
    Modifier: "PHASESIX.Pantheon.Modifier.favor",
    Up: "PHASESIX.Sheet.Pantheon.FavorUp",
    Down: "PHASESIX.Sheet.Pantheon.FavorDown",
    SheetHint: "PHASESIX.Sheet.Pantheon.Hint",
  },
  grace: Object.fromEntries(GRACE_WORDS.map((word) => [word, `PHASESIX.Grace.Wording.${word}`])) as Record<GraceWord, string>,
};

/** The i18n key of `word` under `term`. */
export function graceWordKey(term: FavorTerm, word: GraceWord): string {
  return GRACE_WORDING_KEYS[term][word];
}

/** Every favor-bearing text of the dialogs and the pantheon tab, localized under `term`. */
export function graceWords(term: FavorTerm, t: Localize): Record<GraceWord, string> {
  return Object.fromEntries(GRACE_WORDS.map((word) => [word, t(graceWordKey(term, word))])) as Record<GraceWord, string>;
}

/** The result line of a prayer or service card: "Granted. Favor {n}." / "Not granted: …" under `term`. */
export function prayerResultLine(granted: boolean, change: number, term: FavorTerm, t: Localize): string {
  return granted ? t(graceWordKey(term, "Granted"), { n: whole("change", change) }) : t(graceWordKey(term, "NotGranted"));
}
