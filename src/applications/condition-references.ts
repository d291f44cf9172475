/**
 * Each Phase Six condition's status effect points at its page in the guide compendium
 * (`reference`: the page's UUID), in the language the world's content-language setting shows. The
 * actor sheets turn each condition's label into a link to that page (Foundry opens `a[data-link]`
 * links with a `data-uuid` wherever they are).
 */
import { SYSTEM_ID } from "../constants.ts";
import { CONDITIONS, type ConditionKey } from "../rules/catalog/index.ts";
import { isConditionStatus } from "../conditions/status-effects.ts";
import { conditionPageUuid } from "./welcome.ts";
import { guideLanguage, refreshCompendiumDirectory, type ContentLanguage } from "./content-language.ts";
import { setStatusEffects, statusEffectList } from "../foundry-compat/status-effects.ts";

/** The status entries with `reference` set on every condition (others unchanged). */
export function withConditionReferences<T extends { id: string }>(entries: readonly T[], lang: ContentLanguage): Array<T & { reference?: string }> {
  return entries.map((entry) => (isConditionStatus(entry.id) ? { ...entry, reference: conditionPageUuid(lang, entry.id) } : entry));
}

/** The guide language of this client. */
function currentGuideLanguage(): ContentLanguage {
  return guideLanguage(game.settings.get(SYSTEM_ID, "contentLanguage"), game.i18n.lang);
}

/** The reference of every condition in the current guide language. */
export function conditionReferences(lang: ContentLanguage): Record<ConditionKey, string> {
  return Object.fromEntries(CONDITIONS.map((key) => [key, conditionPageUuid(lang, key)])) as Record<ConditionKey, string>;
}

/** setup, and when the content language changes: point CONFIG.statusEffects at the guide's pages. */
export function applyConditionReferences(): void {
  setStatusEffects(withConditionReferences(statusEffectList(), currentGuideLanguage()));
}

/**
 * Turn each condition label of a rendered sheet (`li.phasesix-condition[data-condition]
 * .condition-label`) into a link to its guide page. Self-contained (no module references), so the
 * browser test runs this very function in Chromium.
 */
export function linkConditionLabels(root: HTMLElement, references: Readonly<Record<string, string>>, tooltip: string): number {
  let linked = 0;
  for (const row of Array.from(root.querySelectorAll<HTMLElement>("li.phasesix-condition[data-condition]"))) {
    const label = row.querySelector<HTMLElement>(".condition-label");
    const uuid = references[row.dataset.condition ?? ""];
    if (!label || !uuid || label.querySelector("a[data-link]")) continue;
    const link = document.createElement("a");
    link.className = "content-link phasesix-condition-reference";
    link.draggable = true;
    link.dataset.link = "";
    link.dataset.uuid = uuid;
    link.dataset.type = "JournalEntryPage";
    link.dataset.tooltipText = tooltip.replace("{name}", label.textContent?.trim() ?? "");
    link.append(...Array.from(label.childNodes));
    label.append(link);
    linked++;
  }
  return linked;
}

/** init: link the condition labels of every rendered actor sheet. */
export function registerConditionReferences(): void {
  Hooks.on("renderActorSheetV2", (_app: unknown, element: HTMLElement) => {
    linkConditionLabels(element, conditionReferences(currentGuideLanguage()), game.i18n.localize("PHASESIX.Guide.Reference"));
  });
}

/** The content-language setting changed: the sidebar and the status references follow. */
export function onContentLanguageChange(): void {
  refreshCompendiumDirectory();
  applyConditionReferences();
}
