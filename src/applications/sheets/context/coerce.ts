/**
 * Coercion of document data for sheets: whatever a document holds (a missing field, `null`, a
 * string from an old world, NaN), a sheet shows a finite integer or a plain string — never "NaN".
 */

/** A finite integer from anything: numbers are truncated, numeric strings parsed, everything else gives `fallback`. */
export function int(value: unknown, fallback = 0): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return fallback;
  return Math.trunc(n);
}

/** A string from anything: strings as they are, finite numbers as text, everything else "". */
export function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** `true` only for `true` (and "true", as forms submit it). */
export function flag(value: unknown): boolean {
  return value === true || value === "true";
}

/** A plain object from anything (for reading nested item data); non-objects give `{}`. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An array from anything; non-arrays give `[]`. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A key from a fixed set, or `fallback` when the value is not one of them. */
export function oneOf<T extends string>(value: unknown, keys: readonly T[], fallback: T): T {
  return typeof value === "string" && (keys as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** An integer clamped to `min`…`max` (after coercion). */
export function clampInt(value: unknown, min: number, max: number, fallback = min): number {
  const n = int(value, fallback);
  return n < min ? min : n > max ? max : n;
}
