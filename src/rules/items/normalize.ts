/**
 * Tolerant reading of item data written by hand, macros or older imports, used by the item data
 * models' `migrateData` before cleaning: shorthand shapes become the stored shapes instead of being
 * reset to defaults. Anything not recognised is returned unchanged (and then validated as usual).
 */
import { parseProtectionCode } from "./armor.ts";
import { gramsFromKg } from "./gear.ts";

/** Protection as a plain number (normal units) or the appendix notation "N N C" → units per type. */
export function normalizeProtection(value: unknown): unknown {
  if (typeof value === "number") return { normal: value };
  if (typeof value === "string") return parseProtectionCode(value).protection;
  return value;
}

/** Charges as one number (a full item) → `{ value, max }`. */
export function normalizeCharges(value: unknown): unknown {
  return typeof value === "number" ? { value, max: value } : value;
}

/** A comma-separated list of names ("Spy, Soldier") → ["Spy", "Soldier"]. */
export function normalizeNameList(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A weight written in kilograms ("2.50 kg") → whole grams; numbers are grams already. */
export function normalizeWeight(value: unknown): unknown {
  if (typeof value !== "string" || !/kg/i.test(value)) return value;
  return gramsFromKg(value);
}

/** Applies `normalize` to `source[key]` when the key is present (sources may be partial). */
export function normalizeKey(source: Record<string, unknown>, key: string, normalize: (value: unknown) => unknown): void {
  if (key in source) source[key] = normalize(source[key]);
}
