/**
 * Registering and starting the tours (src/applications/tours/tours.ts, start.ts) on honest stand-ins
 * of Foundry 13's Tour API, written after client/nue/tour.mjs and tours-collection.mjs: a Tour keeps
 * a copy of its configuration, its `steps` and `currentStep`, looks up a step's element with
 * `_getTargetElement(selector)` and runs `_preStep` before a step; `game.tours.register(namespace,
 * id, tour)` files it as `namespace.id` and refuses a key twice; TooltipManager's directions are
 * constants. The tours register once as `phasesix.<id>`, with Foundry's direction constants; the
 * builder and sheet tours start only for a user with a character; a first-combat step falls back to
 * core's tab button while our element is missing.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/applications.ts";
import "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels, registeredActorDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { registerTours, tourActor } from "../../src/applications/tours/tours.ts";
import { setConfirmAnswer } from "../foundry/applications.ts";
import { startTour } from "../../src/applications/tours/start.ts";
import { TOURS, stepKey } from "../../src/applications/tours/tour-steps.ts";
import { HUMAN_LINEAGE_ITEM } from "../actor/fixtures.ts";

interface StepConfig {
  id: string;
  title: string;
  content: string;
  selector?: string;
  tooltipDirection?: string;
}

/** Stand-in of Foundry's Tour: the configuration, the steps, the current step, the element lookup. */
class StandInTour {
  config: { title: string; steps: StepConfig[]; display?: boolean };
  stepIndex = -1;
  started = 0;
  id = "";
  namespace = "";
  constructor(config: { title: string; steps: StepConfig[] }) {
    this.config = structuredClone(config);
  }
  get key() {
    return `${this.namespace}.${this.id}`;
  }
  get steps(): StepConfig[] {
    return this.config.steps;
  }
  get currentStep(): StepConfig | null {
    return this.steps[this.stepIndex] ?? null;
  }
  get canStart(): boolean {
    return true;
  }
  async reset(): Promise<void> {
    this.stepIndex = -1;
    await Promise.resolve();
  }
  async start(): Promise<void> {
    this.started += 1;
    this.stepIndex = 0;
    await Promise.resolve();
  }
  protected _getTargetElement(selector: string): unknown {
    return (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector(selector);
  }
}

class StandInTours extends Map<string, StandInTour> {
  register(namespace: string, id: string, tour: StandInTour): void {
    if (!tour.id) tour.id = id;
    if (!tour.namespace) tour.namespace = namespace;
    if (this.has(tour.key)) throw new Error(`Tour "${tour.key}" has already been registered`);
    this.set(`${namespace}.${id}`, tour);
  }
}

const player = new StandInUser("p1", "Player");
let notices: Notice[];
let actors: PhaseSixActor[];
let onScreen: Set<string>;

beforeEach(() => {
  actors = [];
  notices = installGame({ users: [player], user: player });
  installItem(itemDataModels);
  installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
  const g = globalThis as unknown as Record<string, Record<string, unknown>>;
  g.foundry.nue = { Tour: StandInTour };
  g.foundry.helpers = { interaction: { TooltipManager: { TOOLTIP_DIRECTIONS: { UP: "UP", DOWN: "DOWN", LEFT: "LEFT", RIGHT: "RIGHT", CENTER: "CENTER" } } } };
  g.game.tours = new StandInTours() as unknown as Record<string, unknown>;
  g.game.actors = { contents: actors } as unknown as Record<string, unknown>;
  (g.game.user as unknown as { character: unknown }).character = null;
  // Foundry's canvas with no token selected.
  (globalThis as unknown as { canvas: unknown }).canvas = { tokens: { controlled: [] } };
  onScreen = new Set();
  (globalThis as unknown as { document: unknown }).document = { querySelector: (s: string) => (onScreen.has(s) ? { selector: s } : null) };
});

const tours = () => (globalThis as unknown as { game: { tours: StandInTours } }).game.tours;

describe("the tours in Foundry", () => {
  it("register once each as phasesix.<id>, shown in the tour manager, with Foundry's direction constants", () => {
    registerTours();
    registerTours();
    expect([...tours().keys()]).toEqual(["phasesix.firstCharacter", "phasesix.sheet", "phasesix.firstCombat"]);
    const combat = tours().get("phasesix.firstCombat");
    expect(combat?.config.display).toBe(true);
    expect(combat?.steps.find((s) => s.id === "pips")).toMatchObject({ selector: ".phasesix-actions .phasesix-pips", tooltipDirection: "LEFT", content: stepKey("firstCombat", "pips", "Content") });
    expect(combat?.steps.find((s) => s.id === "intro")?.selector).toBeUndefined();
  });

  it("start the builder and sheet tours only for a user with a character; the first combat always", async () => {
    registerTours();
    expect(tours().get("phasesix.sheet")?.canStart).toBe(false);
    expect(tours().get("phasesix.firstCombat")?.canStart).toBe(true);
    await startTour("sheet");
    expect(tours().get("phasesix.sheet")?.started).toBe(0);
    expect(notices.at(-1)).toEqual({ level: "warn", message: "This tour shows your character: create one first, or select its token." });
    const source = { name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM] as never, system: {}, owners: ["p1"] };
    actors.push(new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source));
    expect(tours().get("phasesix.sheet")?.canStart).toBe(true);
    await startTour("sheet");
    expect(tours().get("phasesix.sheet")?.started).toBe(1);
  });

  it("show the builder tour on a character in creation: for finished characters it offers to create one (if the user may) or says why", async () => {
    registerTours();
    const tour = () => tours().get("phasesix.firstCharacter");
    const finished = { name: "Mara", type: "character", items: [HUMAN_LINEAGE_ITEM] as never, system: { career: { finished: true, creationTemplateIds: [], convertedPoints: 0 } }, owners: ["p1"] };
    actors.push(new (PhaseSixActor as unknown as new (d: typeof finished) => PhaseSixActor)(finished));
    // the sheet tour shows the finished character; the builder tour does not (its builder is the advancement)
    expect(tours().get("phasesix.sheet")?.canStart).toBe(true);
    expect(tourActor("builder")).toBeNull();

    // a player who may not create actors: told why, nothing starts
    expect(tour()?.canStart).toBe(false);
    await startTour("firstCharacter");
    expect(tour()?.started).toBe(0);
    expect(notices.at(-1)?.message).toBe("This tour shows the character builder on a character still being created; your characters are finished. Buy templates with reputation on the Career tab; ask your GM for a new character.");

    // one who may: asked, and on yes a new character is created and the tour shows its builder
    player.permissions.add("ACTOR_CREATE");
    const created: Array<Record<string, unknown>> = [];
    (globalThis as unknown as { Actor: { implementation: unknown } }).Actor.implementation = {
      create: async (data: { name: string; type: string }) => {
        created.push(data);
        const actor = new (PhaseSixActor as unknown as new (d: Record<string, unknown>) => PhaseSixActor)({ ...data, owners: ["p1"] });
        actors.push(actor);
        return actor;
      },
    };
    expect(tour()?.canStart).toBe(true);
    setConfirmAnswer(false);
    await startTour("firstCharacter");
    expect([created.length, tour()?.started]).toEqual([0, 0]);
    setConfirmAnswer(true);
    await startTour("firstCharacter");
    expect(created).toEqual([{ name: "New character", type: "character" }]);
    expect(tour()?.started).toBe(1);
    expect(tourActor("builder")?.name).toBe("New character");
    player.permissions.delete("ACTOR_CREATE");
  });

  it("point a first-combat step at core's tab button while our element is missing, and at ours once it is there", () => {
    registerTours();
    const tour = tours().get("phasesix.firstCombat") as unknown as StandInTour & { _getTargetElement(s: string): { selector: string } | null };
    const definition = TOURS.find((t) => t.id === "firstCombat")?.steps.find((s) => s.id === "attackCard");
    tour.stepIndex = tour.steps.findIndex((s) => s.id === "attackCard");
    const selector = definition?.selector ?? "";
    onScreen.add("#sidebar-tabs [data-tab='chat']");
    expect(tour._getTargetElement(selector)).toEqual({ selector: "#sidebar-tabs [data-tab='chat']" });
    onScreen.add(selector);
    expect(tour._getTargetElement(selector)).toEqual({ selector });
  });
});
