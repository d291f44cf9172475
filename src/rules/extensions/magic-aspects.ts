/**
 * The rules of the Tirakan book's "Die Aspekte der Magie" (2026 rulebook, chapter Magie → Die Aspekte
 * der Magie; only in the Tirakan book):
 * - Sanguine Magie: by this specialisation the sanguine mage loses the ability to cast any magic but
 *   Sanguine magic.
 * - Verfluchungen: only witches (Hexen/Hexer) can speak curses.
 * - Weiße Magie: knows only defensive or healing spells; it can cause no damage.
 *
 * Who is a sanguine mage or a witch, the book says by its templates: the only template unlocking
 * Sanguine Magie is the talent "Sanguine Magie" (the specialisation); Verfluchungen are unlocked by
 * the profession "Hexe" and the talent "Verfluchungen". Our reading: a character whose template
 * unlocks an origin has taken that path — a template unlocking Sanguine Magie makes a sanguine mage,
 * one unlocking Verfluchungen a witch. The ruleset says whether the rules hold (`magic.aspects`).
 */
import type { OriginSource } from "./origins.ts";
import type { SpellTradition } from "../items/vocabulary.ts";

/** Which of the rules hold (all three in the 2026 Tirakan book, none elsewhere). */
export interface MagicAspectRules {
  /** A sanguine mage casts only Sanguine magic. */
  sanguineExclusive: boolean;
  /** Only witches cast curses. */
  cursesWitchesOnly: boolean;
  /** White magic deals no damage. */
  whiteMagicHarmless: boolean;
}

export const NO_MAGIC_ASPECTS: MagicAspectRules = { sanguineExclusive: false, cursesWitchesOnly: false, whiteMagicHarmless: false };
export const TIRAKAN_MAGIC_ASPECTS: MagicAspectRules = { sanguineExclusive: true, cursesWitchesOnly: true, whiteMagicHarmless: true };

const SANGUINE: SpellTradition = "sanguineMagic";
const CURSES: SpellTradition = "curses";
const WHITE: SpellTradition = "whiteMagic";

/** What the rules ask of a caster. */
export interface CasterAspects {
  /** A template unlocks Sanguine Magie (the specialisation). */
  sanguineMage: boolean;
  /** A template unlocks Verfluchungen (Hexe, or the talent Verfluchungen). */
  witch: boolean;
}

/** The caster's aspects from its templates. */
export function casterAspects(templates: readonly OriginSource[]): CasterAspects {
  const unlocks = (origin: SpellTradition) => templates.some((t) => t.traditions.includes(origin));
  return { sanguineMage: unlocks(SANGUINE), witch: unlocks(CURSES) };
}

/** Why a caster may not cast (or learn) a spell of an origin under the aspects; null when it may. */
export type AspectRefusal = { reason: "sanguineOnly" | "witchesOnly"; origin: string } | null;

/**
 * Whether `caster` may cast a spell of `origin`: a sanguine mage nothing but Sanguine magic, a curse
 * only a witch. Learning such a spell is refused for the same reason (it could never be cast).
 */
export function aspectRefusal(rules: MagicAspectRules, origin: string, caster: CasterAspects): AspectRefusal {
  if (rules.sanguineExclusive && caster.sanguineMage && origin !== SANGUINE) return { reason: "sanguineOnly", origin };
  if (rules.cursesWitchesOnly && origin === CURSES && !caster.witch) return { reason: "witchesOnly", origin };
  return null;
}

/** Whether a spell of `origin` can deal damage: never white magic where the rule holds. */
export function spellCanDamage(rules: MagicAspectRules, origin: string): boolean {
  return !(rules.whiteMagicHarmless && origin === WHITE);
}
