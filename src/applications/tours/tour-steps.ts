/**
 * The system's three tours (Foundry's Tour API): the first character in the builder, the character
 * sheet, and the first combat (tracker pips, attack card, defence, protection). Plain data, so a
 * test can check each step's selector against our rendered templates and its keys in both
 * languages; `tours.ts` registers them at `setup`.
 *
 * A step's title and text are i18n keys `PHASESIX.Tour.<tour>.<step>.Title` / `.Content`; several
 * paragraphs are separated by a newline, as Foundry's tour step splits them.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { CreationCurrency } from "../../rules/ruleset/index.ts";

export const TOUR_IDS = ["firstCharacter", "sheet", "firstCombat"] as const;
export type TourId = (typeof TOUR_IDS)[number];

/** What a tour shows its steps on: the builder or the sheet of the user's character, or the sidebar's tabs. */
export type TourStage = "builder" | "sheet" | "sidebar";

export interface TourStepDefinition {
  id: string;
  /** The element of our templates the step points at; without one the step shows in the middle of the screen. */
  selector?: string;
  /**
   * A core element shown instead when ours is not on screen (no combat running, no attack card in
   * the chat yet): the step's text then explains what will appear there.
   */
  fallback?: string;
  /** The sidebar tab to open first (first combat). */
  sidebarTab?: "combat" | "chat";
  /** The sheet tab to open first (sheet tour). */
  sheetTab?: string;
  tooltipDirection?: "UP" | "DOWN" | "LEFT" | "RIGHT";
  /**
   * The step whose words this step shows under a creation currency of the world's ruleset (2026:
   * templates cost reputation, there are no career points); without an entry, its own.
   */
  wordsByCurrency?: Partial<Record<CreationCurrency, string>>;
}

export interface TourDefinition {
  id: TourId;
  stage: TourStage;
  steps: TourStepDefinition[];
}

/** Core's sidebar tab buttons, which Foundry's own sidebar tour points at as well. */
const COMBAT_TAB = "#sidebar-tabs [data-tab='combat']";
const CHAT_TAB = "#sidebar-tabs [data-tab='chat']";

export const TOURS: readonly TourDefinition[] = [
  {
    id: "firstCharacter",
    stage: "builder",
    steps: [
      { id: "intro" },
      { id: "steps", selector: ".phasesix-builder .builder-steps", tooltipDirection: "DOWN" },
      { id: "counters", selector: ".phasesix-builder .builder-counters", tooltipDirection: "DOWN", wordsByCurrency: { reputation: "countersReputation" } },
      { id: "cards", selector: ".phasesix-builder .builder-body" },
      { id: "foot", selector: ".phasesix-builder .builder-foot", tooltipDirection: "UP" },
    ],
  },
  {
    id: "sheet",
    stage: "sheet",
    steps: [
      { id: "header", selector: ".phasesix.sheet.character .phasesix-sheet-header", sheetTab: "attributes", tooltipDirection: "DOWN" },
      { id: "hearts", selector: ".phasesix.sheet.character .phasesix-hearts", sheetTab: "attributes", tooltipDirection: "DOWN" },
      { id: "pools", selector: ".phasesix.sheet.character .phasesix-pools", sheetTab: "attributes", tooltipDirection: "DOWN" },
      { id: "conditions", selector: ".phasesix.sheet.character .phasesix-conditions", sheetTab: "attributes", tooltipDirection: "DOWN" },
      { id: "roll", selector: ".phasesix.sheet.character .phasesix-skill-grid", sheetTab: "attributes" },
      { id: "tabs", selector: ".phasesix.sheet.character .phasesix-tabs", sheetTab: "attributes", tooltipDirection: "UP" },
      { id: "mode", selector: ".phasesix.sheet.character .phasesix-mode-toggle", sheetTab: "attributes", tooltipDirection: "LEFT" },
    ],
  },
  {
    id: "firstCombat",
    stage: "sidebar",
    steps: [
      { id: "intro" },
      { id: "pips", selector: ".phasesix-actions .phasesix-pips", fallback: COMBAT_TAB, sidebarTab: "combat", tooltipDirection: "LEFT" },
      { id: "buttons", selector: ".phasesix-actions .phasesix-action-buttons", fallback: COMBAT_TAB, sidebarTab: "combat", tooltipDirection: "LEFT" },
      { id: "attackCard", selector: ".phasesix-attack-targets", fallback: CHAT_TAB, sidebarTab: "chat", tooltipDirection: "LEFT" },
      { id: "defence", selector: ".phasesix-attack-targets .attack-target-buttons", fallback: CHAT_TAB, sidebarTab: "chat", tooltipDirection: "LEFT" },
      { id: "apply", selector: ".phasesix-attack-targets .attack-apply", fallback: CHAT_TAB, sidebarTab: "chat", tooltipDirection: "LEFT" },
      { id: "protection", selector: ".phasesix-protection-dialog", fallback: CHAT_TAB, sidebarTab: "chat", tooltipDirection: "RIGHT" },
    ],
  },
];

/** The i18n key of a tour's title or description. */
export function tourKey(tour: TourId, part: "Title" | "Description"): string {
  return `PHASESIX.Tour.${tour}.${part}`;
}

/** The i18n key of a step's title or text. */
export function stepKey(tour: TourId, step: string, part: "Title" | "Content"): string {
  return `PHASESIX.Tour.${tour}.${step}.${part}`;
}

/** The keys of a step's title and text under the world's creation currency (its own, or the ones it names for that currency). */
export function stepWords(tour: TourId, step: TourStepDefinition, currency: CreationCurrency): { title: string; content: string } {
  const id = step.wordsByCurrency?.[currency] ?? step.id;
  return { title: stepKey(tour, id, "Title"), content: stepKey(tour, id, "Content") };
}

/** The tour's key in `game.tours` (`<namespace>.<id>`). */
export function tourRegistryKey(tour: TourId): string {
  return `${SYSTEM_ID}.${tour}`;
}

/**
 * Foundry's tour configuration of a definition: keys for title, description and each step (the
 * steps' tooltip directions are added by `tours.ts`, which has Foundry's constants).
 */
export function tourConfig(tour: TourDefinition) {
  return {
    namespace: SYSTEM_ID,
    id: tour.id,
    title: tourKey(tour.id, "Title"),
    description: tourKey(tour.id, "Description"),
    display: true,
    canBeResumed: true,
    ...(tour.id === "firstCharacter" ? { suggestedNextTours: [tourRegistryKey("sheet")] } : {}),
    ...(tour.id === "sheet" ? { suggestedNextTours: [tourRegistryKey("firstCombat")] } : {}),
    steps: tour.steps.map((step) => ({
      id: step.id,
      title: stepKey(tour.id, step.id, "Title"),
      content: stepKey(tour.id, step.id, "Content"),
      ...(step.selector ? { selector: step.selector } : {}),
      ...(step.sidebarTab ? { sidebarTab: step.sidebarTab } : {}),
    })),
  };
}
