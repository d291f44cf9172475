/**
 * Gear: weight, charges, containers and concealment (rulebook-de.md → Gegenstände, Ladungen,
 * Verborgenheit). Weights are stored in whole grams so data models keep integers.
 */
import { formatNumber } from "../number-format.ts";

/** Grams of a weight written in kilograms, e.g. "2.50 kg", "0.30" or "1,2" → 2500, 300, 1200. */
export function gramsFromKg(text: string): number {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  if (!match) throw new Error(`No weight in "${text}"`);
  return Math.round(Number(match[0].replace(",", ".")) * 1000);
}

/** A weight for display in kilograms with up to two decimals in the locale's format: 2500 → "2.5 kg" ("2,5 kg" in German). */
export function formatWeight(grams: number, locale = "en"): string {
  return `${formatNumber(grams / 1000, locale, 2)} kg`;
}

/**
 * The value an edit field in kilograms shows for a stored weight in grams: 1200 → 1.2, 15 → 0.015
 * (exact: a gram is the stored precision, so editing never rounds a stored weight away).
 */
export function kgFromGrams(grams: number): number {
  return Math.round(grams) / 1000;
}

/**
 * Whole grams of a weight entered in kilograms (a number, or text with "." or "," as decimal sign:
 * 1.2 → 1200, "0,5" → 500), rounded to the gram; null for an empty, non-numeric or negative entry or
 * one above `maxGrams` (the caller keeps the stored weight and says why).
 */
export function gramsFromKgInput(value: unknown, maxGrams: number): number | null {
  let kg: number;
  if (typeof value === "number") kg = value;
  else if (typeof value === "string" && /^\s*\d+(?:[.,]\d+)?\s*(?:kg)?\s*$/i.test(value)) kg = Number(value.trim().replace(/\s*kg$/i, "").replace(",", "."));
  else return null;
  if (!Number.isFinite(kg) || kg < 0) return null;
  const grams = Math.round(kg * 1000);
  return grams > maxGrams ? null : grams;
}

/** Total weight of stacks (weight per piece × quantity). */
export function totalWeight(stacks: ReadonlyArray<{ weight: number; quantity: number }>): number {
  return stacks.reduce((sum, stack) => sum + stack.weight * stack.quantity, 0);
}

/**
 * The concealment a concealment roll adds: the highest among what a character carries (higher =
 * easier to find); 0 when they carry nothing.
 */
export function highestConcealment(items: ReadonlyArray<{ concealment: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.concealment), 0);
}

/** Charges of an item: `max` 0 means the item has no charges and is not used up. */
export interface Charges {
  value: number;
  max: number;
}

/** Whether an item can be used as intended: it has no charges, or at least one is left. */
export function canUse(charges: Charges): boolean {
  return charges.max <= 0 || charges.value > 0;
}

/** Charges after one successful use: one fewer, never below 0; items without charges are unchanged. */
export function chargesAfterUse(charges: Charges): Charges {
  if (charges.max <= 0) return charges;
  return { value: Math.max(0, charges.value - 1), max: charges.max };
}

/**
 * Whether putting item `itemId` into container `containerId` is allowed among a character's gear:
 * the container exists and is a container, it is not the item itself, and it is not inside the item
 * (directly or deeper), so containers never form a loop. `""` (no container) is always allowed.
 */
export function canPlaceIn(
  items: ReadonlyArray<{ id: string; container: string; isContainer: boolean }>,
  itemId: string,
  containerId: string,
): boolean {
  if (containerId === "") return true;
  const byId = new Map(items.map((item) => [item.id, item]));
  const target = byId.get(containerId);
  if (!target?.isContainer || containerId === itemId) return false;
  const seen = new Set<string>();
  let current: string = target.container;
  while (current !== "" && !seen.has(current)) {
    if (current === itemId) return false;
    seen.add(current);
    current = byId.get(current)?.container ?? "";
  }
  return true;
}
