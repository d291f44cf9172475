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

/**
 * An explained number from its parts (the value is their sum); every value counts as
 * {@link safeInt} makes it. Parts are never changed: a part whose value is already a finite integer
 * in range (as {@link keyed} and {@link named} make them) is kept as it is, others are copied with
 * the sanitised value (derivation runs for every actor on every update, so no copy it can avoid).
 */
export function explain(parts: readonly ExplanationPart[]): Explained {
  let value = 0;
  const n = parts.length;
  const kept = new Array<ExplanationPart>(n);
  for (let i = 0; i < n; i++) {
    const part = parts[i];
    const v = safeInt(part.value);
    value += v;
    kept[i] = Object.is(v, part.value) ? part : { ...part, value: v };
  }
  return { value, parts: kept };
}

/**
 * An explained number from parts the caller just built with {@link keyed} or {@link named} (their
 * values are already safe integers) and hands over: the array becomes the result's, nothing is
 * copied. The derivation's own builder; {@link explain} is for parts from anywhere else.
 */
export function explainBuilt(parts: ExplanationPart[]): Explained {
  let value = 0;
  for (let i = 0; i < parts.length; i++) value += parts[i].value;
  return { value, parts };
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
