/**
 * What the character sheet shows of the fight (RULES.md → Attacks and damage), pure:
 * - the protection pool as spent / left per protection type (restored after combat);
 * - movement while a shield block is raised: halved ("Während der Schildblock aktiv ist, ist die
 *   Bewegungsreichweite des Charakters halbiert"), in metres, halves kept (3 m → 1.5 m).
 */

/** One protection type of the pool: its maximum, spent and left (never below 0). */
export interface ProtectionPoolEntry {
  max: number;
  spent: number;
  left: number;
}

/** Spent and left of a pool type from its maximum and the stored spent units (bad input counts as 0). */
export function protectionPoolEntry(max: number, spent: number): ProtectionPoolEntry {
  const m = Number.isFinite(max) ? Math.max(0, Math.trunc(max)) : 0;
  const s = Number.isFinite(spent) ? Math.min(m, Math.max(0, Math.trunc(spent))) : 0;
  return { max: m, spent: s, left: m - s };
}

/** Movement in metres with a shield block raised (halved) or not (unchanged). */
export function movementWithShieldBlock(metres: number, shieldBlock: boolean): number {
  const m = Number.isFinite(metres) ? Math.max(0, metres) : 0;
  return shieldBlock ? m / 2 : m;
}
