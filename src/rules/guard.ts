/**
 * Guards for the core's public functions against hostile numbers (a corrupted world, a module's
 * macro): each either returns a finite, sane value or throws a clear RangeError. Used at the
 * boundaries of the core (its exported functions), never inside the dice's inner loops.
 */

/** Largest count of hits, units, wounds, successes or actions the core works with. */
export const MAX_COUNT = 10_000;

/** A finite number, or a RangeError naming `name`. */
export function finite(name: string, value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  return value;
}

/** A count: finite (else RangeError), truncated, clamped to 0..`max`. */
export function count(name: string, value: number, max = MAX_COUNT): number {
  const v = Math.trunc(finite(name, value));
  return v < 0 ? 0 : v > max ? max : v;
}

/** A signed whole number: finite (else RangeError), truncated, clamped to −`limit`..`limit`. */
export function whole(name: string, value: number, limit = MAX_COUNT): number {
  const v = Math.trunc(finite(name, value));
  return v < -limit ? -limit : v > limit ? limit : v === 0 ? 0 : v;
}

/** Hits as the core counts them: counts ≥ 0, one extra-wound entry (≥ 0) per critical hit kept. */
export function attackScoreOf(name: string, attack: { hits: number; criticalHits: number; extraWounds: readonly number[] }): { hits: number; criticalHits: number; extraWounds: number[] } {
  if (attack.extraWounds.length > MAX_COUNT) throw new RangeError(`${name}: more than ${MAX_COUNT} critical hits`);
  const extraWounds = attack.extraWounds.map((w) => count(`${name}.extraWounds`, w));
  return { hits: count(`${name}.hits`, attack.hits), criticalHits: count(`${name}.criticalHits`, attack.criticalHits), extraWounds };
}
