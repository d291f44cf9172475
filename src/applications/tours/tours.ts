/**
 * Registers the system's tours (tour-steps.ts) with Foundry's Tour API at `setup` and starts them
 * from the welcome card. Each step first puts its target on screen: the builder or the sheet of the
 * user's character, or the sidebar's combat or chat tab. Where our element is not there yet (no
 * combat running, no attack card in the chat), the step points at core's tab button instead and its
 * text says what will appear there. The builder tour ("your first character") shows a character still
 * in creation; when all of the user's characters are finished it offers to create a new one (if the
 * user may create actors) or does not start, saying why.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { PhaseSixActor } from "../../documents/actor.ts";
import { openBuilder } from "../builder/open-builder.ts";
import { TOURS, stepWords, tourConfig, tourKey, tourRegistryKey, type TourDefinition, type TourStage, type TourStepDefinition } from "./tour-steps.ts";
import { currentRuleset } from "../../data/ruleset.ts";
import { CharacterData } from "../../data/actor/character.ts";
import { dialogClasses } from "../../constants.ts";
import { createCharacter } from "../welcome.ts";

/** How long a step waits for the window it opened to show its element. */
const WAIT_MS = 3000;

/** A character still in creation (its builder creates; a finished one's advances with reputation). */
function inCreation(actor: PhaseSixActor): boolean {
  const system: unknown = actor.system;
  return system instanceof CharacterData && !system.career.finished;
}

/**
 * The character a tour shows: the controlled token's, else the user's own, else the first one the
 * user owns. The builder tour ("your first character") shows a character still in creation only —
 * a finished character's builder is the advancement, which the tour does not describe.
 */
export function tourActor(stage: TourStage = "sheet"): PhaseSixActor | null {
  const candidates: unknown[] = [canvas?.tokens?.controlled?.[0]?.actor, game.user.character, ...game.actors.contents];
  for (const candidate of candidates) {
    if (!(candidate instanceof PhaseSixActor) || candidate.type !== "character" || !candidate.isOwner) continue;
    if (stage !== "builder" || inCreation(candidate)) return candidate;
  }
  return null;
}

/** Whether this user may create a character (Foundry's ACTOR_CREATE: GMs and assistants by default). */
function mayCreateCharacter(): boolean {
  return game.user.can("ACTOR_CREATE");
}

/**
 * The builder tour without a character in creation: with the user's consent a new character is
 * created (the welcome card's "create a character") and the tour shows its builder. Returns whether
 * there is one to show now.
 */
async function characterForBuilderTour(): Promise<boolean> {
  if (tourActor("builder")) return true;
  if (!mayCreateCharacter()) return false;
  const yes = await foundry.applications.api.DialogV2.confirm({
    classes: dialogClasses(),
    window: { title: game.i18n.localize(tourKey("firstCharacter", "Title")) },
    content: `<p>${game.i18n.localize("PHASESIX.Tour.CreateForBuilder")}</p>`,
    yes: { label: game.i18n.localize("PHASESIX.Welcome.CreateCharacter"), icon: "fa-solid fa-user-plus" },
    no: { label: game.i18n.localize("PHASESIX.UI.Cancel"), icon: "fa-solid fa-xmark" },
    rejectClose: false,
  });
  if (yes !== true) return false;
  await createCharacter();
  return tourActor("builder") !== null;
}

/** Resolves when `selector` matches an element, or after {@link WAIT_MS}. */
async function waitFor(selector: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (!document.querySelector(selector) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Puts a step's target on screen before Foundry looks for it. */
async function stage(tour: TourDefinition, step: TourStepDefinition): Promise<void> {
  if (tour.stage === "sidebar" && step.sidebarTab) {
    ui.sidebar.expand();
    await (step.sidebarTab === "combat" ? ui.combat : ui.chat).activate();
    return;
  }
  const actor = tourActor(tour.stage);
  if (!actor) return;
  if (tour.stage === "builder") {
    await openBuilder(actor);
  } else if (tour.stage === "sheet") {
    const sheet: unknown = actor.sheet;
    if (sheet instanceof foundry.applications.api.ApplicationV2) {
      await sheet.render({ force: true });
      if (step.sheetTab) sheet.changeTab(step.sheetTab, "primary");
    }
  }
  if (step.selector) await waitFor(step.selector);
}

let tourClass: ReturnType<typeof definePhaseSixTour> | null = null;

/** The tour class, built on Foundry's `Tour` once Foundry is loaded. */
function definePhaseSixTour() {
  return class PhaseSixTour extends foundry.nue.Tour {
    readonly definition: TourDefinition;

    constructor(definition: TourDefinition) {
      const directions = foundry.helpers.interaction.TooltipManager.TOOLTIP_DIRECTIONS;
      const config = tourConfig(definition);
      super({
        ...config,
        steps: config.steps.map((step, i) => {
          const direction = definition.steps[i]?.tooltipDirection;
          return direction ? { ...step, tooltipDirection: directions[direction] } : step;
        }),
      });
      this.definition = definition;
    }

    /**
     * The sheet needs a character of the user's; the builder one in creation, or that the user may
     * create one (the tour then offers to); the first combat nothing.
     */
    override get canStart(): boolean {
      const stage = this.definition.stage;
      if (stage === "sidebar") return true;
      return tourActor(stage) !== null || (stage === "builder" && mayCreateCharacter());
    }

    /** The builder tour without a character in creation asks to create one first, or does not start. */
    override async start(): Promise<void> {
      if (this.definition.stage === "builder" && !(await characterForBuilderTour())) return;
      await super.start();
    }

    /** Our definition of the current step. */
    get stepDefinition(): TourStepDefinition | undefined {
      const id = this.currentStep?.id;
      return this.definition.steps.find((step) => step.id === id);
    }

    protected override async _preStep(): Promise<void> {
      await super._preStep();
      const step = this.stepDefinition;
      if (!step) return;
      // The words of the world's ruleset (2026: reputation, not career points), read when the step shows.
      if (this.currentStep) Object.assign(this.currentStep, stepWords(this.definition.id, step, currentRuleset().creation.currency));
      await stage(this.definition, step);
    }

    /** Our element, else the step's core fallback (a tab button), so a step never stops the tour. */
    protected override _getTargetElement(selector: string): Element | null {
      const fallback = this.stepDefinition?.fallback;
      return document.querySelector(selector) ?? (fallback ? document.querySelector(fallback) : null);
    }
  };
}

/** `setup`: register the tours in `game.tours` as `phasesix.<id>`; they show in Foundry's tour manager too. */
export function registerTours(): void {
  tourClass ??= definePhaseSixTour();
  for (const definition of TOURS) {
    if (game.tours.has(tourRegistryKey(definition.id))) continue;
    game.tours.register(SYSTEM_ID, definition.id, new tourClass(definition));
  }
}
