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

/** The appendix's letters for protection types ("N N N C"). */
export const PROTECTION_LETTERS: Readonly<Record<ProtectionType, string>> = {
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

/** The appendix notation of a piece's units, e.g. "N N N C"; "" for none. Order: catalog order. */
export function protectionCode(protection: Record<ProtectionType, number>): string {
  const letters: string[] = [];
  for (const type of PROTECTION_TYPES) {
    for (let i = 0; i < protection[type]; i++) letters.push(PROTECTION_LETTERS[type]);
  }
  return letters.join(" ");
}

/**
 * Reads the appendix notation ("N N N C") into units per type. Letters without a protection type
 * of ours (the appendix's "D", protection against demonic influence) are returned in `unknown`.
 */
export function parseProtectionCode(code: string): { protection: Record<ProtectionType, number>; unknown: string[] } {
  const protection = emptyProtection();
  const unknown: string[] = [];
  for (const letter of code.split(/\s+/).filter((part) => part !== "")) {
    const type = PROTECTION_TYPES.find((candidate) => PROTECTION_LETTERS[candidate] === letter);
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
