/**
 * Building numbers with their explanation ({@link Explained}) so sheets can show where a value comes
 * from. Every value is a finite integer: anything else from the inputs counts as 0.
 */
import type { Explained, ExplanationPart } from "./types.ts";

/** Largest magnitude a single input number may have; sums of many stay far from overflow. */
export const MAX_MAGNITUDE = 1_000_000;

/**
 * A finite integer from anything: non-numbers and NaN/Infinity give `fallback`, fractions are
 * truncated, magnitudes are capped at {@link MAX_MAGNITUDE}.
 */
export function safeInt(value: unknown, fallback = 0): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  const n = Math.trunc(value);
  if (n > MAX_MAGNITUDE) return MAX_MAGNITUDE;
  if (n < -MAX_MAGNITUDE) return -MAX_MAGNITUDE;
  return n === 0 ? 0 : n;
}

/** An explained number from its parts (the value is their sum). Parts of value 0 are kept only if `keepZero`. */
export function explain(parts: readonly ExplanationPart[]): Explained {
  let value = 0;
  const kept: ExplanationPart[] = [];
  for (const part of parts) {
    const v = safeInt(part.value);
    value += v;
    kept.push({ ...part, value: v });
  }
  return { value, parts: kept };
}

/** A part whose source is an i18n key. */
export function keyed(source: string, value: number): ExplanationPart {
  return { source, value: safeInt(value), i18n: true };
}

/** A part whose source is a name (of a template, item…). */
export function named(source: string, value: number): ExplanationPart {
  return { source, value: safeInt(value) };
}

/** The same explained number with its value raised to at least `min` (the parts stay). */
export function atLeast(explained: Explained, min: number): Explained {
  return explained.value >= min ? explained : { value: min, parts: explained.parts };
}
