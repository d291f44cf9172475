/**
 * Armour and shields: typed protection units, the protection pool, encumbrance, the optional armour
 * damage rule (RULES.md → Attacks and damage; rulebook-de.md → Rüstung, Schutz, Schilder).
 */
import { PROTECTION_TYPES } from "../catalog/index.ts";
import type { ProtectionType } from "../catalog/index.ts";

/** One armour piece as the pool needs it. */
export interface ArmorPiece {
  protection: Record<ProtectionType, number>;
  encumbrance: number;
  worn: boolean;
  /** Condition in percent (optional armour damage rule); a piece at 0 % protects no more. */
  condition: number;
  /** `heavy` armour raises the casting minimum roll by its encumbrance. */
  category: string;
}

/**
 * The letter of each protection type in the English books (2026 gear chapter → Protection; the
 * appendix's armour footnote): N, C, H, B, P, F, R, S, D.
 */
export const PROTECTION_LETTERS_EN: Readonly<Record<ProtectionType, string>> = {
  normal: "N",
  critical: "C",
  bleeding: "B",
  poison: "P",
  fire: "F",
  shock: "S",
  sticky: "H",
  reflection: "R",
  demonic: "D",
};

/**
 * The letter of each protection type in the German books (2026 gear chapter → Ausrüstung → Schutz;
 * the appendix's armour footnote): N, K (kritisch), H (haftend), B, G (Gift), F, R, S, D.
 */
export const PROTECTION_LETTERS_DE: Readonly<Record<ProtectionType, string>> = {
  ...PROTECTION_LETTERS_EN,
  critical: "K",
  poison: "G",
};

/** The English letters ("N N N C"), kept under the old name. */
export const PROTECTION_LETTERS: Readonly<Record<ProtectionType, string>> = PROTECTION_LETTERS_EN;

/**
 * Every letter either book prints, and its type. The two sets differ only in K/C (critical) and G/P
 * (poison); no letter means one type in one set and another in the other (N, H, B, F, R, S, D are the
 * same in both), so one table reads a code of either language, or a mix.
 */
export const PROTECTION_LETTER_TYPES: Readonly<Record<string, ProtectionType>> = Object.fromEntries(
  PROTECTION_TYPES.flatMap((type) => [
    [PROTECTION_LETTERS_EN[type], type],
    [PROTECTION_LETTERS_DE[type], type],
  ]),
) as Record<string, ProtectionType>;

/** A record with 0 units of every protection type. */
export function emptyProtection(): Record<ProtectionType, number> {
  return Object.fromEntries(PROTECTION_TYPES.map((type) => [type, 0])) as Record<ProtectionType, number>;
}

/** All units of a piece, of every type. */
export function protectionUnits(protection: Record<ProtectionType, number>): number {
  return PROTECTION_TYPES.reduce((sum, type) => sum + protection[type], 0);
}

/**
 * The protection pool of a character: the units of every worn piece that is not broken (condition
 * above 0), summed per type. Carried, unworn armour adds nothing.
 */
export function protectionPool(pieces: readonly ArmorPiece[]): Record<ProtectionType, number> {
  const pool = emptyProtection();
  for (const piece of pieces) {
    if (!piece.worn || piece.condition <= 0) continue;
    for (const type of PROTECTION_TYPES) pool[type] += piece.protection[type];
  }
  return pool;
}

/** Encumbrance of all worn pieces (lowers evasion). */
export function wornEncumbrance(pieces: readonly ArmorPiece[]): number {
  return pieces.reduce((sum, piece) => sum + (piece.worn ? piece.encumbrance : 0), 0);
}

/** Raise of the spell-casting minimum roll: the encumbrance of worn heavy armour (rulebook-de → Magie und Rüstungen). */
export function castingMinRollPenalty(pieces: readonly ArmorPiece[]): number {
  return pieces.reduce((sum, piece) => sum + (piece.worn && piece.category === "heavy" ? piece.encumbrance : 0), 0);
}

/**
 * The appendix notation of a piece's units, e.g. "N N N C" (English letters) or "N N N K" (German,
 * `letters` = {@link PROTECTION_LETTERS_DE}); "" for none. Order: catalog order.
 */
export function protectionCode(protection: Record<ProtectionType, number>, letters: Readonly<Record<ProtectionType, string>> = PROTECTION_LETTERS_EN): string {
  const out: string[] = [];
  for (const type of PROTECTION_TYPES) {
    for (let i = 0; i < protection[type]; i++) out.push(letters[type]);
  }
  return out.join(" ");
}

/**
 * Reads the notation of either book ("N N N C", "N N N K", "N N K G D") into units per type: the
 * English and the German letters alike ({@link PROTECTION_LETTER_TYPES}), case-insensitive. Letters
 * no book prints are returned in `unknown`.
 */
export function parseProtectionCode(code: string): { protection: Record<ProtectionType, number>; unknown: string[] } {
  const protection = emptyProtection();
  const unknown: string[] = [];
  for (const letter of code.split(/\s+/).filter((part) => part !== "")) {
    const key = letter.toUpperCase();
    const type = Object.hasOwn(PROTECTION_LETTER_TYPES, key) ? PROTECTION_LETTER_TYPES[key] : undefined;
    if (type) protection[type] += 1;
    else unknown.push(letter);
  }
  return { protection, unknown };
}

/** Condition lost per two hits stopped by a piece (optional armour damage rule). */
export const CONDITION_LOSS_PER_TWO_STOPS = 10;

/**
 * Optional armour damage: every 2 hits the piece's protection stopped cost it 10 % condition
 * (an odd last hit costs nothing); never below 0 %.
 */
export function conditionAfterStops(condition: number, hitsStopped: number): number {
  const loss = Math.floor(Math.max(0, hitsStopped) / 2) * CONDITION_LOSS_PER_TWO_STOPS;
  return Math.max(0, condition - loss);
}
