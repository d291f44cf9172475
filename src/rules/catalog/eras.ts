/**
 * The years of the seven earthly eras (Einführung → Epochen und Erweiterungen → Epochen). The two
 * editions differ in one place: "Moderne Zeit" begins in 2000 in the 2025 book and in 1990 in the
 * 2026 book (the Cold War still ends in 1990 in both, so the 2025 book leaves 1990–1999 to no era).
 * Science fiction is "a far future", with no year. Years before Christ are negative (800 v.Chr. = −800).
 * The ruleset carries the table of its edition (`ruleset.eraSpans`).
 */
import { ERAS, type EraKey } from "./index.ts";

/** An era's years: `from` … `to` (null: open, "und danach"); `future`: a far future without years. */
export interface EraSpan {
  from: number | null;
  to: number | null;
  future?: boolean;
}

/** rulebook-de.md (2025) → Epochen. */
export const ERA_SPANS_2025: Readonly<Record<EraKey, EraSpan>> = {
  antiquity: { from: -800, to: 600 },
  middleAges: { from: 500, to: 1500 },
  victorian: { from: 1700, to: 1900 },
  worldWars: { from: 1900, to: 1950 },
  coldWar: { from: 1950, to: 1990 },
  modern: { from: 2000, to: null },
  sciFi: { from: null, to: null, future: true },
};

/** 2026 rulebook, introduction_de.tex → Epochen: "Moderne Zeit - 1990 und danach". */
export const ERA_SPANS_2026: Readonly<Record<EraKey, EraSpan>> = { ...ERA_SPANS_2025, modern: { from: 1990, to: null } };

/**
 * The eras a year falls in under a table, in the book's order: none for a gap (1995 in the 2025 book;
 * 1600), two where the book's spans touch or overlap (550: antiquity and the Middle Ages; 1990 in the
 * 2026 book: the Cold War and the modern era). RangeError for a year that is not a whole number.
 */
export function erasOfYear(spans: Readonly<Record<EraKey, EraSpan>>, year: number): EraKey[] {
  if (!Number.isInteger(year)) throw new RangeError(`era: the year must be a whole number, not ${String(year)}`);
  return ERAS.filter((era) => {
    const span = spans[era];
    if (span.future) return false;
    return (span.from === null || year >= span.from) && (span.to === null || year <= span.to);
  });
}

/** How a span reads: its i18n key and numbers (labels `PHASESIX.EraSpan.<key>`). */
export function eraSpanWords(span: EraSpan): { key: "future" | "since" | "between" | "betweenBc"; from: number; to: number } {
  if (span.future || span.from === null) return { key: "future", from: 0, to: 0 };
  if (span.to === null) return { key: "since", from: span.from, to: 0 };
  // "800 v.Chr-600 n.Chr.": a span that begins before Christ names the first year without its sign.
  return span.from < 0 ? { key: "betweenBc", from: -span.from, to: span.to } : { key: "between", from: span.from, to: span.to };
}
