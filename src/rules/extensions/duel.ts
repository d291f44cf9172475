/**
 * The magic duel (RULES.md → Extensions → Magic; rulebook-de.md → Magisches Duell, Übernehmen
 * fremder Zauber). Both rivals roll Spell Casting (the skill alone, no school attribute); the one with
 * more successes wins and the loser takes the difference as wounds that neither protection nor cover
 * stops. Equal successes: nobody wins, nothing happens (our reading: the book names a winner only for
 * "the most successes"). Taking over an active spell is a duel against the caster's Spell Casting that
 * the one taking over must win.
 */
import type { ExtensionCheckRequest } from "./magic.ts";

/** The roll each rival makes: Spell Casting. */
export function duelCheck(): ExtensionCheckRequest {
  return { kind: "skill", key: "spellCasting", options: { diceModifier: 0, minRollModifier: 0 } };
}

/** The result of a duel between the challenger and the defender. */
export interface DuelOutcome {
  winner: "challenger" | "defender" | null;
  loser: "challenger" | "defender" | null;
  /** Wounds the loser takes (the difference in successes); 0 on a tie. */
  wounds: number;
}

function whole(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** Decide a magic duel from both rivals' successes. */
export function magicDuel(challengerSuccesses: number, defenderSuccesses: number): DuelOutcome {
  const c = whole(challengerSuccesses);
  const d = whole(defenderSuccesses);
  if (c === d) return { winner: null, loser: null, wounds: 0 };
  return c > d ? { winner: "challenger", loser: "defender", wounds: c - d } : { winner: "defender", loser: "challenger", wounds: d - c };
}

/** Whether taking over an active spell succeeds: the one taking over must win the duel. */
export function takesOverSpell(successes: number, casterSuccesses: number): boolean {
  return magicDuel(successes, casterSuccesses).winner === "challenger";
}
