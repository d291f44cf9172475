/**
 * The content-language world setting: the compendium sidebar hides the packs of the other language
 * (and so the folders that hold only those). "game" follows each user's Foundry language; "both"
 * hides nothing. Hidden packs stay installed, so links into them keep working.
 */
import { SYSTEM_ID } from "../constants.ts";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../settings.ts";

export { CONTENT_LANGUAGES, CONTENT_LANGUAGE_CHOICES, type ContentLanguage, type ContentLanguageSetting } from "../settings.ts";

/** The content language a user reads: German for a German Foundry, English otherwise. */
export function gameContentLanguage(lang: string): ContentLanguage {
  return lang.toLowerCase().startsWith("de") ? "de" : "en";
}

/** The languages whose packs the sidebar shows. */
export function shownLanguages(setting: unknown, gameLang: string): ContentLanguage[] {
  if (setting === "both") return [...CONTENT_LANGUAGES];
  if (setting === "de" || setting === "en") return [setting];
  return [gameContentLanguage(gameLang)];
}

/** The language of one of our packs by its collection id ("phasesix.templates-de" → "de"); null for others. */
export function packLanguage(collection: string): ContentLanguage | null {
  const match = new RegExp(`^${SYSTEM_ID}\\.[\\w-]+-(de|en)$`).exec(collection);
  return match ? (match[1] as ContentLanguage) : null;
}

/** The language whose guide the welcome card and the status references open. */
export function guideLanguage(setting: unknown, gameLang: string): ContentLanguage {
  const shown = shownLanguages(setting, gameLang);
  return shown.length === 1 ? shown[0] : gameContentLanguage(gameLang);
}

/** The current user's shown languages, from the world setting and the client's language. */
export function currentShownLanguages(): ContentLanguage[] {
  return shownLanguages(game.settings.get(SYSTEM_ID, "contentLanguage"), game.i18n.lang);
}

/**
 * Hide, in the rendered compendium sidebar, our packs of languages not shown and every folder
 * whose packs are all hidden (attribute and inline style: a folder's own `display: flex` would beat
 * the attribute alone). Works on the DOM only: nothing is deleted or moved. Self-contained (no
 * module references), so the browser test runs this very function in Chromium.
 */
export function hideOtherLanguagePacks(root: HTMLElement, shown: readonly string[], systemId: string): string[] {
  const pattern = new RegExp(`^${systemId}\\.[\\w-]+-(de|en)$`);
  const setHidden = (element: HTMLElement, hide: boolean) => {
    element.hidden = hide;
    element.style.display = hide ? "none" : "";
  };
  const hidden: string[] = [];
  for (const entry of Array.from(root.querySelectorAll<HTMLElement>("li.compendium[data-pack]"))) {
    const language = pattern.exec(entry.dataset.pack ?? "")?.[1];
    const hide = language !== undefined && !shown.includes(language);
    setHidden(entry, hide);
    if (hide) hidden.push(entry.dataset.pack ?? "");
  }
  // Innermost folders first, so a parent sees its sub-folders' final state.
  for (const folder of Array.from(root.querySelectorAll<HTMLElement>("li.folder")).reverse()) {
    const packs = Array.from(folder.querySelectorAll<HTMLElement>("li.compendium[data-pack]"));
    setHidden(folder, packs.length > 0 && packs.every((p) => p.hidden));
  }
  return hidden;
}

/** `renderCompendiumDirectory` hook. */
export function onRenderCompendiumDirectory(_app: unknown, element: HTMLElement): void {
  hideOtherLanguagePacks(element, currentShownLanguages(), SYSTEM_ID);
}

/** The setting's onChange: redraw the sidebar's compendium tab. */
export function refreshCompendiumDirectory(): void {
  const directory = (ui as { compendium?: { render(options?: object): unknown } }).compendium;
  directory?.render();
}
