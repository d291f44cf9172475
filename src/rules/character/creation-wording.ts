/**
 * The words of character creation by the ruleset's creation currency (`ruleset.creation.currency`):
 * the 2025 rulebook pays templates with the lineage's career points (Werdegangspunkte), whose
 * leftover becomes reputation at the end; the 2026 rulebook (create chapter → "Reputation",
 * "Übrige Reputation") has no career points — templates cost reputation, and what is left stays.
 * Data, not a branch: each currency has its table of i18n keys, and every place that speaks of
 * paying for templates at creation (the career tab, its finish confirmation, the builder's finish
 * step, the notification, the builder tour) reads its key here. Pure; the caller localizes.
 */
import type { CreationCurrency } from "../ruleset/ruleset.ts";
import type { CharacterDerived } from "./types.ts";

/** The creation texts that name the currency. */
export const CREATION_WORDS = ["FinishConfirm", "AlsoFinishCreation", "CreationFinished", "DropHint", "AdvancementHint"] as const;
export type CreationWord = (typeof CREATION_WORDS)[number];

/** Per creation currency, the i18n key of each text (2025 keys as they were; 2026 under `PHASESIX.Edition.Career`). */
export const CREATION_WORDING_KEYS: Readonly<Record<CreationCurrency, Readonly<Record<CreationWord, string>>>> = {
  careerPoints: {
    FinishConfirm: "PHASESIX.Sheet.Career.FinishConfirm",
    AlsoFinishCreation: "PHASESIX.Builder.AlsoFinishCreation",
    CreationFinished: "PHASESIX.Notify.CreationFinished",
    DropHint: "PHASESIX.Sheet.Career.DropHint",
    AdvancementHint: "PHASESIX.Sheet.Career.AdvancementHint",
  },
  reputation: {
    FinishConfirm: "PHASESIX.Edition.Career.FinishConfirm",
    AlsoFinishCreation: "PHASESIX.Edition.Career.AlsoFinishCreation",
    CreationFinished: "PHASESIX.Edition.Career.CreationFinished",
    DropHint: "PHASESIX.Edition.Career.DropHint",
    AdvancementHint: "PHASESIX.Edition.Career.AdvancementHint",
  },
};

/** The i18n key of `word` under the creation currency. */
export function creationWordKey(currency: CreationCurrency, word: CreationWord): string {
  return CREATION_WORDING_KEYS[currency][word];
}

/**
 * The points the finish texts name: the career points left that become reputation (2025, never
 * below 0), or the reputation left that simply stays (2026).
 */
export function creationLeftover(derived: Pick<CharacterDerived, "careerPoints" | "reputation">, currency: CreationCurrency): number {
  return currency === "reputation" ? derived.reputation.left : Math.max(0, derived.careerPoints.left);
}
