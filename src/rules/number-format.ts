/**
 * The one number format of the system: every number we show with a fraction — a chance, a
 * percentage, a weight — is written in the reader's language ("33,3 %" in German, "33.3 %" in
 * English) by `Intl.NumberFormat` of the given locale. Pure; one formatter per locale and precision
 * is built once and kept (building one costs more than formatting).
 */

const formats = new Map<string, Intl.NumberFormat>();

/** A locale `Intl` knows, else English (a language module may name one the runtime lacks). */
function knownLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : "en";
  } catch {
    return "en";
  }
}

function numberFormat(locale: string, minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${locale}|${minDigits}|${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(knownLocale(locale), { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * `value` in the locale's format with at most `maxDigits` decimals (at least `minDigits`), e.g.
 * formatNumber(2.5, "de") → "2,5", formatNumber(1234, "de") → "1.234". A value that is not a
 * finite number gives "–".
 */
export function formatNumber(value: number, locale = "en", maxDigits = 2, minDigits = 0): string {
  if (!Number.isFinite(value)) return "–";
  return numberFormat(locale, Math.min(minDigits, maxDigits), maxDigits).format(value);
}

/**
 * A probability (0…1) as a percentage for display, without the sign: one decimal, but never "100"
 * unless certain nor "0" unless impossible — 1/3 → "33.3" in English, "33,3" in German.
 */
export function formatPercent(p: number, locale = "en"): string {
  if (Number.isNaN(p)) return "–";
  if (p >= 1) return "100";
  if (p <= 0) return "0";
  const value = Math.min(99.9, Math.max(0.1, Math.round(p * 1000) / 10));
  return formatNumber(value, locale, 1, 1);
}

/** A probability (0…1) as a whole percentage without the sign, for buttons: 0.5787 → "58". */
export function formatWholePercent(p: number, locale = "en"): string {
  if (Number.isNaN(p)) return "–";
  return formatNumber(Math.round(Math.max(0, Math.min(1, p)) * 100), locale, 0);
}
