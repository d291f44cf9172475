/**
 * Phase Six's own Handlebars helpers: pure functions, registered in Foundry by src/phasesix.ts and in
 * the browser test harness by tests/browser/system-helpers.ts. Add a helper here, never inline.
 */
import { formatPercent } from "../rules/number-format.ts";

/** A signed number for modifiers: 2 → "+2", -1 → "−1", 0 → "±0". */
export function signed(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return "±0";
}

/**
 * A probability (0…1) as a percentage by the core's one formatter, in the locale the template passes
 * (`{{phasesix-percent odds numberLocale}}`; English without one): 1/3 → "33.3 %", "33,3 %" in German.
 */
export function percent(value: unknown, locale?: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return "–";
  return `${formatPercent(n, typeof locale === "string" ? locale : "en")} %`;
}

/** An array of the integers 0 … n−1 (for pips and hearts); bad input gives none. */
export function range(n: unknown): number[] {
  const count = Math.max(0, Math.min(100, Math.floor(Number(n) || 0)));
  return Array.from({ length: count }, (_, i) => i);
}

export const systemHandlebarsHelpers = {
  "phasesix-signed": signed,
  "phasesix-percent": percent,
  "phasesix-range": range,
} as const;
