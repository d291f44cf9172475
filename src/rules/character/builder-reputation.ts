/**
 * Advancement (RULES.md → Character → Advancement): the GM awards reputation after a session, to one
 * character or the whole party; the character spends it on templates of the advancement categories
 * (the builder in advancement mode). The award is added to the stored `reputation.awarded`.
 */
import { safeInt } from "./explained.ts";

/** Largest reputation one award may give (a guard against typos), and the stored field's maximum. */
export const MAX_AWARD = 1000;
export const MAX_AWARDED = 99_999;

/** A character the GM may award reputation to. */
export interface AwardRecipient {
  id: string;
  name: string;
  /** Reputation awarded so far. */
  awarded: number;
}

/** What one character gets: its new awarded total and the amount actually added. */
export interface Award {
  id: string;
  name: string;
  before: number;
  after: number;
  gained: number;
}

/** The amount of an award: a whole number from 1 to {@link MAX_AWARD}; null for anything else (0, negative, not a number). */
export function awardAmount(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  const whole = Math.trunc(n);
  return whole >= 1 && whole <= MAX_AWARD ? whole : null;
}

/** The awards of `amount` reputation to each recipient (the stored total capped at {@link MAX_AWARDED}). */
export function awardReputation(recipients: readonly AwardRecipient[], amount: number): Award[] {
  const add = Math.max(0, Math.min(MAX_AWARD, safeInt(amount)));
  return recipients.map((r) => {
    const before = Math.max(0, Math.min(MAX_AWARDED, safeInt(r.awarded)));
    const after = Math.min(MAX_AWARDED, before + add);
    return { id: r.id, name: r.name, before, after, gained: after - before };
  });
}
