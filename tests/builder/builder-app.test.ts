/**
 * Where the builder opens, on the Foundry stand-ins: a new character's sheet opens it on its first
 * render, the Career tab's button opens it (advancement once creation is finished), the NPC sheet's
 * quick build opens it in NPC mode; its catalog comes from the content language's packs and the
 * world's items; its clicks go through the core.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import type { ApplicationV2} from "../foundry/applications.ts";
import { clickAction, instances } from "../foundry/applications.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "../../src/applications/sheets/npc-sheet.ts";
import { BuilderApp } from "../../src/applications/builder/builder-app.ts";
import type { BuilderContext } from "../../src/applications/builder/builder-context.ts";
import { isPlaceholderName } from "../../src/applications/builder/builder-context.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { packDocuments } from "./pack-catalog.ts";

type Data = Record<string, unknown>;
const player = new StandInUser("p1", "Player");
let actors: PhaseSixActor[] = [];

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  (actor as unknown as { items: unknown }).items = new StandInCollection();
  (actor as unknown as StandInActorDocument).prepareData();
  actors.push(actor);
  return actor;
}

/** game.packs as Foundry gives them: the system's packs of both languages, indexed with their uuids. */
function packs() {
  return (["de", "en"] as const).flatMap((lang) => {
    const byPack = new Map<string, Data[]>();
    for (const [key, doc] of packDocuments(lang)) {
      const name = key.split(".")[2];
      byPack.set(name, [...(byPack.get(name) ?? []), { ...doc, uuid: key }]);
    }
    return [...byPack].map(([name, docs]) => ({
      documentName: "Item",
      collection: `phasesix.${name}`,
      metadata: { name, packageName: "phasesix" },
      getIndex: async () => docs,
    }));
  });
}

const WORLD_TEMPLATE = { uuid: "Item.world1", name: "Hauskatze", type: "template", img: "", toObject: () => ({ name: "Hauskatze", type: "template", system: { category: "character", cost: 1 } }) };

function builderOf(actor: PhaseSixActor): BuilderApp | undefined {
  const app: unknown = instances.get(`phasesix-builder-${actor.id}`);
  return app instanceof BuilderApp ? app : undefined;
}

/** The context of the builder's last render (kept by the applications stand-in). */
function renderedContext(actor: PhaseSixActor): BuilderContext | undefined {
  const app = builderOf(actor) as unknown as { rendered: { context: BuilderContext } | null } | undefined;
  return app?.rendered?.context;
}

async function contextOf(actor: PhaseSixActor): Promise<BuilderContext> {
  await vi.waitFor(() => expect(renderedContext(actor)).toBeDefined());
  const context = renderedContext(actor);
  if (!context) throw new Error("the builder did not render");
  return context;
}

beforeEach(() => {
  actors = [];
  instances.clear();
  installGame({ users: [player], user: player, lang: "de" });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  const g = globalThis as unknown as { game: Data };
  g.game.items = [WORLD_TEMPLATE];
  g.game.packs = packs();
});

describe.each([13, 14] as const)("the builder opened from a sheet on Foundry %i", (generation) => {
  afterEach(() => resetFoundryGenerationForTests());

  it("opens beside the sheet (on 14: in the sheet's detached window, as its child) and works there", async () => {
    resetFoundryGenerationForTests();
    const g = globalThis as unknown as { game: Data };
    const { items, packs: worldPacks } = { items: g.game.items, packs: g.game.packs };
    installGame({ users: [player], user: player, lang: "de", generation });
    Object.assign(g.game, { items, packs: worldPacks });
    const actor = makeActor({ name: "Wache", type: "npc", owners: ["p1"] });
    const sheet = new PhaseSixNpcSheet({ document: actor } as never) as unknown as ApplicationV2;
    if (generation === 14) await sheet.detachWindow({});
    await clickAction(sheet as never, "openBuilder");
    const context = await contextOf(actor);
    const builder = builderOf(actor) as unknown as ApplicationV2;
    expect(builder.window.windowId).toBe(sheet.window.windowId);
    expect(builder.parent).toBe(generation === 14 ? sheet : null);
    // its clicks go on as in the main window
    await clickAction(builder as never, "pickLineage", { key: context.lineages.find((card) => card.name === "Mensch")?.key ?? "" });
    await clickAction(builder as never, "goToStep", { step: "finish" });
    expect((await contextOf(actor)).canFinish).toBe(true);
  });
});

describe("opening the builder", () => {
  it("opens with a new character's sheet, from the German packs and the world's items", async () => {
    const actor = makeActor({ name: "Ada", type: "character", owners: ["p1"] });
    await new PhaseSixCharacterSheet({ document: actor } as never).render();
    const context = await contextOf(actor);
    expect(context.mode).toBe("creation");
    expect(context.step).toBe("lineage");
    expect(context.lineages.some((card) => card.name === "Mensch")).toBe(true);
    expect(context.lineages.some((card) => card.name === "Human")).toBe(false);
    expect((actor as unknown as { apps: Record<string, unknown> }).apps[`phasesix-builder-${actor.id}`]).toBe(builderOf(actor));
    await clickAction(builderOf(actor) as never, "pickLineage", { key: context.lineages.find((card) => card.name === "Mensch")?.key ?? "" });
    await clickAction(builderOf(actor) as never, "next");
    const templates = await contextOf(actor);
    expect(templates.step).toBe("templates");
    expect(templates.templates.some((card) => card.name === "Hauskatze")).toBe(true);
    expect(templates.templates.some((card) => card.name === "Abdecker")).toBe(true);
    expect(templates.points).toMatchObject({ left: 20 });
  });

  it("does not open by itself for a character that has a lineage; the Career tab's button opens it in advancement once creation is finished", async () => {
    const actor = makeActor({
      name: "Ada",
      type: "character",
      owners: ["p1"],
      system: { career: { finished: true, creationTemplateIds: [], convertedPoints: 3 } },
      items: [],
    });
    await new PhaseSixCharacterSheet({ document: actor } as never).render();
    const sheet = new PhaseSixCharacterSheet({ document: actor } as never);
    await clickAction(sheet as never, "openBuilder");
    const context = await contextOf(actor);
    expect(context.mode).toBe("advancement");
    expect(context.points).toMatchObject({ left: 3 });
    expect(context.categories.map((c) => c.id)).toEqual(["all", "interests", "character", "talent", "environment"]);
  });

  it("opens in NPC mode from the NPC sheet's quick build", async () => {
    const actor = makeActor({ name: "Wache", type: "npc", owners: ["p1"] });
    await clickAction(new PhaseSixNpcSheet({ document: actor } as never) as never, "openBuilder");
    const context = await contextOf(actor);
    expect(context.mode).toBe("npc");
    expect(context.points).toBeNull();
    expect(context.steps.map((s) => s.id)).toEqual(["lineage", "templates", "summary", "finish"]);
  });

  it("ends cleanly: Finish applies the plan, closes the builder and shows the actor's sheet", async () => {
    const actor = makeActor({ name: "Wache", type: "npc", owners: ["p1"] });
    const sheet = new PhaseSixNpcSheet({ document: actor } as never);
    Object.defineProperty(actor, "sheet", { value: sheet });
    await clickAction(sheet as never, "openBuilder");
    const start = await contextOf(actor);
    const builder = builderOf(actor);
    if (!builder) throw new Error("the builder did not open");
    await clickAction(builder as never, "pickLineage", { key: start.lineages.find((card) => card.name === "Mensch")?.key ?? "" });
    await clickAction(builder as never, "goToStep", { step: "finish" });
    expect((await contextOf(actor)).canFinish).toBe(true);
    await clickAction(builder as never, "finish");
    expect(instances.has(`phasesix-builder-${actor.id}`)).toBe(false);
    expect((actor as unknown as { apps: Record<string, unknown> }).apps).toEqual({});
    expect((sheet as unknown as { rendered: unknown }).rendered).not.toBeNull();
    // the NPC has its values, and the builder opens afresh on the next click
    expect((actor.system as unknown as { poolMax: { bonusDice: number } }).poolMax.bonusDice).toBe(2);
    await clickAction(sheet as never, "openBuilder");
    expect(builderOf(actor)).not.toBe(builder);
  });

  it("asks a new character's name first: the field is marked while it is a placeholder, and the name is taken at once", async () => {
    const actor = makeActor({ name: "Neuer Charakter", type: "character", owners: ["p1"] });
    await new PhaseSixCharacterSheet({ document: actor } as never).render();
    const first = await contextOf(actor);
    expect(first.step).toBe("lineage");
    expect(first.nameField).toEqual({ label: "PHASESIX.Builder.Name", hint: "PHASESIX.Builder.NameHint", placeholder: true });
    const builder = builderOf(actor);
    if (!builder) throw new Error("the builder did not open");
    await builder.rename("  ");
    expect(actor.name).toBe("Neuer Charakter");
    await builder.rename(" Ada Lind ");
    expect(actor.name).toBe("Ada Lind");
    expect(actor.prototypeToken.name).toBe("Ada Lind");
    const named = renderedContext(actor);
    expect(named?.nameField?.placeholder).toBe(false);
    expect(named?.actorName).toBe("Ada Lind");
    expect(builder.title).toBe("Charakterbaukasten: Ada Lind");
  });

  it("tells placeholder names from names: ours, Foundry's numbered ones, never a real name", () => {
    const placeholders = ["Neuer Charakter", "Neuer Charakter"];
    expect(isPlaceholderName("Neuer Charakter", placeholders)).toBe(true);
    expect(isPlaceholderName("Neuer Charakter (3)", placeholders)).toBe(true);
    expect(isPlaceholderName("Neuer Charakter von Ada", placeholders)).toBe(false);
    expect(isPlaceholderName("Ada", placeholders)).toBe(false);
    expect(isPlaceholderName("", placeholders)).toBe(true);
  });
});
