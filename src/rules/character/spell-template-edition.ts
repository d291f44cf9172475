/**
 * The 2026 edition drops the spell template "Schule"/"School" (rulebook 2026, Magie → Zauberschablonen):
 * a spell template of the category "school" (7 spell points, changes the spell's school) is not part
 * of that edition. The ruleset's `magic.schoolTemplate` decides; in the 2025 edition every spell
 * template may be taken, as before.
 */
import type { Ruleset } from "../ruleset/ruleset.ts";
import type { CareerCheck } from "./career.ts";

/** i18n key of the refusal; data: none besides the item and actor the caller adds. */
export const SPELL_TEMPLATE_REASON = { notInEdition: "PHASESIX.SpellTemplateEdition.Refusal" } as const;

/** Whether a spell template of `category` belongs to the edition `ruleset` plays. */
export function spellTemplateInEdition(ruleset: { magic: Pick<Ruleset["magic"], "schoolTemplate"> }, category: string): boolean {
  return category !== "school" || ruleset.magic.schoolTemplate;
}

/** The career check of a spell template of `category` about to be taken (added or applied). */
export function checkSpellTemplate(ruleset: { magic: Pick<Ruleset["magic"], "schoolTemplate"> }, category: string): CareerCheck {
  return spellTemplateInEdition(ruleset, category) ? { ok: true } : { ok: false, reason: SPELL_TEMPLATE_REASON.notInEdition, data: {} };
}
