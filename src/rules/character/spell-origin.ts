/**
 * The 2026 edition's spell gate as a career check (rulebook 2026, Magie → Ursprung; Charaktererschaffung
 * → Zauber): a spell is added to a character only when one of its templates unlocks the spell's origin
 * (lizard magic only through the lineage). The ruleset's `magic.spellGate` decides; in the 2025 edition
 * every spell passes (spell points are counted on the sheet, as before).
 */
import type { Ruleset } from "../ruleset/ruleset.ts";
import type { OriginSource } from "../extensions/origins.ts";
import { originRefusal } from "../extensions/origins.ts";
import { aspectRefusal, casterAspects } from "../extensions/magic-aspects.ts";
import type { CareerCheck } from "./career.ts";

/** i18n keys of the refusals; data: `origin` (the origin's key). */
export const ORIGIN_REASON = {
  originLocked: "PHASESIX.Origin.Refusal.originLocked",
  lizardFolkOnly: "PHASESIX.Origin.Refusal.lizardFolkOnly",
  sanguineOnly: "PHASESIX.Origin.Refusal.sanguineOnly",
  witchesOnly: "PHASESIX.Origin.Refusal.witchesOnly",
} as const;

/**
 * Whether a spell of `origin` may be added to a character with `templates` under `ruleset`: the
 * origin gate, then the Tirakan book's aspects of magic (`magic.aspects`: a sanguine mage learns only
 * Sanguine magic, only a witch learns curses — a spell the character could never cast).
 */
export function checkSpellOrigin(ruleset: Pick<Ruleset, "magic">, templates: readonly OriginSource[], origin: string): CareerCheck {
  const refusal = originRefusal({ gate: ruleset.magic.spellGate }, origin, templates) ?? aspectRefusal(ruleset.magic.aspects, origin, casterAspects(templates));
  return refusal ? { ok: false, reason: ORIGIN_REASON[refusal.reason], data: { origin: refusal.origin } } : { ok: true };
}
