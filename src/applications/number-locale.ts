/**
 * The locale our numbers are written in, read from the language file itself
 * (`PHASESIX.System.NumberLocale`: "de", "en"): a text in German gets "33,3 %", one in English
 * "33.3 %", whatever the browser's own language — and a context that only has a translator (every
 * card, dialog and sheet context) still writes its numbers in the language of its words. A missing
 * key (a language file without it) falls back to English. The numbers themselves are written by the
 * core's one formatter (src/rules/number-format.ts).
 */
import { formatPercent } from "../rules/number-format.ts";

/** A translator, as contexts receive it. */
type Translate = (key: string) => string;

export const NUMBER_LOCALE_KEY = "PHASESIX.System.NumberLocale";

/** The locale of the translator's language ("de", "en"). */
export function numberLocale(t: Translate): string {
  const locale = t(NUMBER_LOCALE_KEY);
  return locale && locale !== NUMBER_LOCALE_KEY ? locale : "en";
}

/** A chance with one decimal and the percent sign, in the translator's language: "33,3 %" / "33.3 %". */
export function percentText(p: number, t: Translate): string {
  return `${formatPercent(p, numberLocale(t))} %`;
}
