/**
 * The years of the eras beside the world setting "Era" (Einführung → Epochen und Erweiterungen →
 * Epochen), from the ruleset's edition: "Moderne Zeit" from 1990 in the 2026 book, from 2000 in the
 * 2025 book (`ruleset.eraSpans`). Shown under the era choice of the game settings.
 */
import { SYSTEM_ID } from "../constants.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { ERAS, type EraKey } from "../rules/catalog/index.ts";
import { eraSpanWords, type EraSpan } from "../rules/catalog/eras.ts";

type Translate = (key: string, data?: Record<string, string>) => string;

/** One era with its years as the book writes them, e.g. "Moderne Zeit: 1990 und danach". */
export function eraYearsLine(era: EraKey, span: EraSpan, t: Translate): string {
  const words = eraSpanWords(span);
  return `${t(`PHASESIX.Era.${era}`)}: ${t(`PHASESIX.EraSpan.${words.key}`, { from: String(words.from), to: String(words.to) })}`;
}

/** Every era's years of a ruleset, in the book's order. */
export function eraYearsLines(spans: Readonly<Record<EraKey, EraSpan>>, t: Translate): string[] {
  return ERAS.map((era) => eraYearsLine(era, spans[era], t));
}

/** The element's nearest ancestor (or itself) with `className`. */
function ancestorWithClass(element: HTMLElement, className: string): HTMLElement | null {
  let current: HTMLElement | null = element;
  while (current && !current.classList.contains(className)) current = current.parentElement;
  return current;
}

/** Adds the eras' years under the era choice of the settings window (its render hook). */
export function addEraYears(element: HTMLElement): void {
  const select = element.querySelector<HTMLElement>(`[name="${SYSTEM_ID}.era"]`);
  const group = select ? ancestorWithClass(select, "form-group") : null;
  if (!group || group.querySelector(".phasesix-era-years")) return;
  const t: Translate = (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));
  const esc = (text: string) => foundry.utils.escapeHTML(text);
  const lines = eraYearsLines(currentRuleset().eraSpans, t).map((line) => `<li>${esc(line)}</li>`).join("");
  group.insertAdjacentHTML("beforeend", `<div class="hint phasesix-era-years"><p>${esc(t("PHASESIX.EraSpan.Title"))}</p><ul>${lines}</ul></div>`);
}

/** Registers the hook (init). */
export function registerEraYears(): void {
  Hooks.on("renderSettingsConfig", (_app: unknown, element: HTMLElement) => addEraYears(element));
}
