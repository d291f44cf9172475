/**
 * First run: on the first `ready` of a world, the active GM gets a welcome card in the chat
 * (whispered to the GMs, in the GM's language) with three buttons: open the guide, open the world
 * settings, create a character; and one button per tour (builder, sheet, first combat). A hidden world setting (`welcomeShown`) keeps it from repeating.
 */
import { oneWindowAtATime } from "../gm-channel/once.ts";
import { DEFAULT_EDITION, EDITIONS, isEdition, type Edition } from "../rules/ruleset/index.ts";
import { currentRuleset } from "../data/ruleset.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { ConditionKey } from "../rules/catalog/index.ts";
import { guideLanguage, type ContentLanguage } from "./content-language.ts";
import { templatePath } from "./templates.ts";
import { TOUR_IDS, tourKey, type TourId } from "./tours/tour-steps.ts";
import { startTour } from "./tours/start.ts";

export const WELCOME_TEMPLATE = templatePath("system/welcome.hbs");

/** The guide journal of each language (packs/guide-<lang>), with one page per condition. */
const GUIDE_JOURNAL: Record<ContentLanguage, string> = { en: "PsGuideEnJournal", de: "PsGuideDeJournal" };
const CONDITION_PAGE: Record<ConditionKey, string> = {
  dying: "CondDying",
  unconscious: "CondUnconsci",
  shocked: "CondShocked",
  burning: "CondBurning",
  bleeding: "CondBleeding",
  poisoned: "CondPoisoned",
  hunkered: "CondHunkered",
};

/** The UUID of the guide journal in a language. */
export function guideUuid(lang: ContentLanguage): `Compendium.${string}.${string}.JournalEntry.${string}` {
  return `Compendium.${SYSTEM_ID}.guide-${lang}.JournalEntry.${GUIDE_JOURNAL[lang]}`;
}

/** The UUID of a condition's page in the guide of a language. */
export function conditionPageUuid(lang: ContentLanguage, key: ConditionKey): string {
  const page = `Ps${lang === "de" ? "De" : "En"}${CONDITION_PAGE[key]}`.padEnd(16, "0");
  return `${guideUuid(lang)}.JournalEntryPage.${page}`;
}

/** The buttons of the card, in order. */
export const WELCOME_ACTIONS = ["guide", "settings", "character"] as const;
export type WelcomeAction = (typeof WELCOME_ACTIONS)[number];

export type WelcomeContext = {
  version: string;
  steps: Array<{ action: WelcomeAction; icon: string; text: string; label: string }>;
  /** The rulebook edition question: one button per edition, the current one marked. */
  editions: Array<{ value: Edition; label: string; current: boolean }>;
  /** The system's tours (tours/tour-steps.ts), one button each. */
  tours: Array<{ id: TourId; label: string; icon: string }>;
};

const TOUR_ICONS: Record<TourId, string> = {
  firstCharacter: "fa-solid fa-user-plus",
  sheet: "fa-solid fa-id-card",
  firstCombat: "fa-solid fa-khanda",
};

/** The template's data; `edition` is the world's rulebook edition now. */
export function welcomeContext(version: string, edition: Edition = DEFAULT_EDITION): WelcomeContext {
  return {
    version,
    editions: EDITIONS.map((value) => ({ value, label: `PHASESIX.Settings.Edition.${value}`, current: value === edition })),
    tours: TOUR_IDS.map((id) => ({ id, label: tourKey(id, "Title"), icon: TOUR_ICONS[id] })),
    steps: [
      { action: "guide", icon: "fa-solid fa-book-open", text: "PHASESIX.Welcome.GuideText", label: "PHASESIX.Welcome.OpenGuide" },
      { action: "settings", icon: "fa-solid fa-gears", text: "PHASESIX.Welcome.SettingsText", label: "PHASESIX.Welcome.OpenSettings" },
      { action: "character", icon: "fa-solid fa-user-plus", text: "PHASESIX.Welcome.CharacterText", label: "PHASESIX.Welcome.CreateCharacter" },
    ],
  };
}

/** Is this message the welcome card? */
export function isWelcomeMessage(message: { flags?: unknown }): boolean {
  const flags = message.flags as Record<string, { welcome?: unknown } | undefined> | undefined;
  return flags?.[SYSTEM_ID]?.welcome === true;
}

/**
 * `ready`: post the welcome card if this world never showed it. Only the active GM's client posts,
 * so it appears once however many GMs are connected — and, when that GM loads two windows at once,
 * only the window that claims it first (the other finds the card posted); the flag is set after the
 * card exists, so a failed post is retried at the next load instead of being lost.
 */
export async function postWelcomeOnce(): Promise<boolean> {
  if (!game.user.isActiveGM) return false;
  if (game.settings.get(SYSTEM_ID, "welcomeShown")) return false;
  const posted = await oneWindowAtATime(game.user, "updateUser", `flags.${SYSTEM_ID}.once.welcome`, postWelcome);
  return posted === true;
}

/** Post the welcome card unless another window just did. */
async function postWelcome(): Promise<boolean> {
  if (game.settings.get(SYSTEM_ID, "welcomeShown")) return false;
  const content = await foundry.applications.handlebars.renderTemplate(WELCOME_TEMPLATE, welcomeContext(game.system.version, currentRuleset().edition));
  const gms = game.users.contents.filter((user) => user.isGM).map((user) => user.id);
  await ChatMessage.create({
    content,
    whisper: gms,
    speaker: { alias: game.i18n.localize("PHASESIX.System.Title") },
    flags: { [SYSTEM_ID]: { welcome: true } },
  } as ChatMessage.CreateData);
  await game.settings.set(SYSTEM_ID, "welcomeShown", true);
  return true;
}

/** Open the guide journal in the content language. */
async function openGuide(): Promise<void> {
  const lang = guideLanguage(game.settings.get(SYSTEM_ID, "contentLanguage"), game.i18n.lang);
  const entry = (await fromUuid(guideUuid(lang))) as { sheet?: { render(options: { force: boolean }): unknown } | null } | null;
  if (!entry?.sheet) {
    ui.notifications.warn(game.i18n.format("PHASESIX.Guide.NotFound", { pack: `${SYSTEM_ID}.guide-${lang}` }));
    return;
  }
  entry.sheet.render({ force: true });
}

/** Open Foundry's settings window (one per client) on the system's tab. */
async function openSettings(): Promise<void> {
  const sheet = game.settings.sheet;
  await sheet.render({ force: true });
  sheet.changeTab("system", "categories");
}

/** Create a character and open its sheet (its builder opens with it and asks the name first). */
export async function createCharacter(): Promise<void> {
  await Actor.implementation.create({ name: game.i18n.localize("PHASESIX.Welcome.NewCharacter"), type: "character" }, { renderSheet: true });
}

const HANDLERS: Record<WelcomeAction, () => void | Promise<void>> = { guide: openGuide, settings: openSettings, character: createCharacter };

/** The GM picks the rulebook edition on the card: the world setting changes; the buttons show the choice. */
async function chooseEdition(value: string | undefined, html: HTMLElement): Promise<void> {
  if (!game.user.isGM || !isEdition(value)) return;
  await game.settings.set(SYSTEM_ID, "edition", value);
  for (const button of Array.from(html.querySelectorAll<HTMLButtonElement>("button[data-phasesix-edition]"))) {
    button.setAttribute("aria-pressed", String(button.dataset.phasesixEdition === value));
  }
  ui.notifications.info(game.i18n.format("PHASESIX.Edition.Welcome.Chosen", { edition: value }));
}

/** Run a button's action. */
export async function runWelcomeAction(action: string | undefined): Promise<void> {
  const handler = HANDLERS[action as WelcomeAction] as (() => void | Promise<void>) | undefined;
  if (handler) await handler();
}

/** `renderChatMessageHTML`: wire the card's buttons. */
export function bindWelcomeCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!isWelcomeMessage(message)) return;
  for (const button of Array.from(html.querySelectorAll<HTMLButtonElement>("button[data-phasesix-edition]"))) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      chooseEdition(button.dataset.phasesixEdition, html).catch((error: unknown) => console.error("phasesix | choosing the edition failed", error));
    });
  }
  for (const button of Array.from(html.querySelectorAll<HTMLButtonElement>("button[data-phasesix-tour]"))) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const id = TOUR_IDS.find((tour) => tour === button.dataset.phasesixTour);
      if (id) startTour(id).catch((error: unknown) => console.error("phasesix | starting the tour failed", error));
    });
  }
  for (const button of Array.from(html.querySelectorAll<HTMLButtonElement>("button[data-phasesix-welcome]"))) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      runWelcomeAction(button.dataset.phasesixWelcome).catch((error: unknown) => console.error("phasesix | welcome action failed", error));
    });
  }
}

/** init: the button binding. */
export function registerWelcome(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => bindWelcomeCard(message, html));
}
