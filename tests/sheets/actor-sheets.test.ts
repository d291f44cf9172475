/**
 * The character and NPC sheet classes over a real PhaseSixActor (Foundry stand-ins): what a click
 * does to the actor's stored state, what the sheet shows for which user and world setting.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { PlainItem, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { clickAction } from "../foundry/applications.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { PhaseSixNpcSheet } from "../../src/applications/sheets/npc-sheet.ts";
import { refreshActorSheets } from "../../src/settings.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
const stranger = new StandInUser("p2", "Other player");
let actors: PhaseSixActor[] = [];

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  // Foundry's actor.items is a Collection (get, contents, find); the actor stand-in keeps a plain array.
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as PlainItem[]);
  actors.push(actor);
  return actor;
}

function character(system: Record<string, unknown> = {}): { actor: PhaseSixActor; data: () => CharacterData } {
  const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system, owners: ["p1"] });
  return {
    actor,
    data: () => {
      if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
      return actor.system;
    },
  };
}

// `options: never`: relating a sheet class's options to our actor type cost several seconds of every
// cold typecheck (Foundry's deep-partial sheet configuration), and the test gains nothing from it.
function sheetOf<T>(Sheet: new (options: never) => T, actor: PhaseSixActor): T {
  return new Sheet({ document: actor } as never);
}

type Rendered = { rendered: { parts: Record<string, unknown>; context: Record<string, unknown> } | null; render(): Promise<unknown> };
async function contextOf(sheet: Rendered) {
  await sheet.render();
  if (!sheet.rendered) throw new Error("not rendered");
  return sheet.rendered;
}

function setup(settings: Record<string, unknown> = {}, user = player) {
  actors = [];
  installGame({ users: [gm, player, stranger], user, settings });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
}

describe("character sheet", () => {
  beforeEach(() => setup());

  it("shows the actor's hearts and derived values", async () => {
    const { actor } = character({ health: { wounds: 3, boosts: 1 } });
    const { context } = await contextOf(sheetOf(PhaseSixCharacterSheet, actor) as unknown as Rendered);
    expect(context.health).toMatchObject({ value: 7, max: 10, boosts: 1 });
    expect((context.health as { hearts: unknown[] }).hearts).toHaveLength(11);
    expect(context.lineage).toBe("Human");
    expect(context.name).toBe("Mara");
  });

  it("heals a dying character's wound from a heart but leaves Dying, and says what stabilising needs", async () => {
    const notices = installGame({ users: [gm, player, stranger], user: player, settings: {} });
    const { actor, data } = character({ health: { wounds: 10 }, conditions: { dying: 2 } });
    await clickAction(sheetOf(PhaseSixCharacterSheet, actor) as never, "heal");
    expect(data().health.wounds).toBe(9);
    expect(data().conditions.dying).toBe(2);
    expect(notices.at(-1)).toEqual({ level: "info", message: "Mara is still dying: healing does not stabilise; first aid needs 2 successes in one roll." });
  });

  it("wounds on a full heart and heals on an empty one, stored on the actor", async () => {
    const { actor, data } = character();
    const sheet = sheetOf(PhaseSixCharacterSheet, actor);
    await clickAction(sheet as never, "wound");
    await clickAction(sheet as never, "wound");
    expect(data().health.wounds).toBe(2);
    await clickAction(sheet as never, "heal");
    expect(data().health.wounds).toBe(1);
    await clickAction(sheet as never, "addBoost");
    expect(data().health.boosts).toBe(1);
  });

  it("spends and restores pool dice and never spends below zero", async () => {
    const { actor, data } = character();
    const sheet = sheetOf(PhaseSixCharacterSheet, actor);
    await clickAction(sheet as never, "spendPool", { pool: "rerolls" });
    expect(data().pools.rerolls.spent).toBe(1);
    await clickAction(sheet as never, "restorePool", { pool: "rerolls" });
    expect(data().pools.rerolls.spent).toBe(0);
    await clickAction(sheet as never, "spendPool", { pool: "destinyDice" }); // Human: 0 destiny dice
    expect(data().pools.destinyDice.spent).toBe(0);
    await clickAction(sheet as never, "spendPool", { pool: "nonsense" });
    expect(data().pools.bonusDice.spent).toBe(0);
  });

  it("counts conditions up and down and toggles hunkered", async () => {
    const { actor, data } = character();
    const sheet = sheetOf(PhaseSixCharacterSheet, actor);
    await clickAction(sheet as never, "increaseCondition", { condition: "shocked" });
    await clickAction(sheet as never, "increaseCondition", { condition: "shocked" });
    await clickAction(sheet as never, "decreaseCondition", { condition: "shocked" });
    expect(data().conditions.shocked).toBe(1);
    await clickAction(sheet as never, "toggleCondition", { condition: "hunkered" });
    expect(data().conditions.hunkered).toBe(1);
    await clickAction(sheet as never, "toggleCondition", { condition: "hunkered" });
    expect(data().conditions.hunkered).toBe(0);
  });

  it("opens a character in creation in edit mode and switches to play mode on the toggle", async () => {
    const { actor } = character();
    const sheet = sheetOf(PhaseSixCharacterSheet, actor) as unknown as Rendered;
    expect((await contextOf(sheet)).context.editMode).toBe(true);
    await clickAction(sheet as never, "toggleMode");
    expect((await contextOf(sheet)).context.editMode).toBe(false);
  });

  it("never shows edit mode to a user who may not change the actor", async () => {
    setup({}, stranger);
    const { actor } = character();
    const sheet = sheetOf(PhaseSixCharacterSheet, actor) as unknown as Rendered;
    const { context } = await contextOf(sheet);
    expect(context).toMatchObject({ editMode: false, editable: false });
  });

  it("renders the magic, horror and pantheon tabs only when their extension is on", async () => {
    const { actor } = character();
    const plain = await contextOf(sheetOf(PhaseSixCharacterSheet, actor) as unknown as Rendered);
    expect(Object.keys(plain.parts)).toEqual(["header", "tabs", "attributes", "knowledge", "combat", "gear", "career", "notes"]);
    setup({ "phasesix.extension.magic": true, "phasesix.extension.horror": true });
    const { actor: other } = character();
    const extended = await contextOf(sheetOf(PhaseSixCharacterSheet, other) as unknown as Rendered);
    expect(Object.keys(extended.parts)).toEqual(["header", "tabs", "attributes", "knowledge", "combat", "gear", "career", "magic", "horror", "notes"]);
    expect(Object.keys(extended.context.tabs as object)).toContain("magic");
  });

  it("drops the tab of an extension turned off from an open sheet, and shows the first tab", async () => {
    const settings: Record<string, unknown> = { "phasesix.extension.magic": true };
    setup(settings);
    const { actor } = character();
    const sheet = new PhaseSixCharacterSheet({ document: actor, id: "phasesix-sheet-mara" } as never);
    const view = sheet as unknown as Rendered & { tabGroups: Record<string, string | null>; changeTab(tab: string, group: string): void };
    await view.render();
    view.changeTab("magic", "primary");
    settings["phasesix.extension.magic"] = false;
    refreshActorSheets();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.keys(view.rendered?.parts ?? {})).not.toContain("magic");
    expect(view.tabGroups.primary).toBe("attributes");
    expect(Object.keys(view.rendered?.context.tabs as object)).not.toContain("magic");
    // the magic part Foundry rendered before stays in the window unless the sheet removes it
    const window = new Map<string, { removed: boolean }>([["attributes", { removed: false }], ["magic", { removed: false }]]);
    const content = {
      querySelector: (selector: string) => {
        const id = /data-application-part="(\w+)"/.exec(selector)?.[1] ?? "";
        const part = window.get(id);
        return part && !part.removed ? { replaceWith: () => undefined, remove: () => void (part.removed = true) } : null;
      },
      appendChild: (element: unknown) => element,
    };
    (sheet as unknown as { _replaceHTML(result: object, content: object, options: object): void })._replaceHTML({ attributes: {} }, content, {});
    expect(window.get("magic")?.removed).toBe(true);
    expect(window.get("attributes")?.removed).toBe(false);
  });

  it("changes favor within its bounds", async () => {
    const { actor, data } = character({ favor: 998 });
    const sheet = sheetOf(PhaseSixCharacterSheet, actor);
    await clickAction(sheet as never, "changeFavor", { delta: "1" });
    await clickAction(sheet as never, "changeFavor", { delta: "1" });
    expect(data().favor).toBe(999);
  });
});

describe("NPC sheet", () => {
  beforeEach(() => setup());

  function guard() {
    const actor = makeActor({
      name: "Guard",
      type: "npc",
      owners: ["p1"],
      system: { attacks: [{ name: "Truncheon", skill: "handToHand", dice: 6, wounds: 1, piercing: 0, range: "1 m", notes: "" }] },
    });
    return {
      actor,
      data: () => {
        if (!(actor.system instanceof NpcData)) throw new Error("not an NPC");
        return actor.system;
      },
    };
  }

  it("shows the NPC's typed-in values and attack list", async () => {
    const { actor } = guard();
    const { context } = await contextOf(sheetOf(PhaseSixNpcSheet, actor) as unknown as Rendered);
    expect(context).toMatchObject({ minRoll: 5, actions: 2 });
    expect((context.attackList as Array<{ name: string; dice: number }>).map((a) => [a.name, a.dice])).toEqual([["Truncheon", 6]]);
  });

  it("adds and removes attacks in the stored list", async () => {
    const { actor, data } = guard();
    const sheet = sheetOf(PhaseSixNpcSheet, actor);
    await clickAction(sheet as never, "addAttack");
    expect(data().attacks.map((a) => a.name)).toEqual(["Truncheon", "Attack"]);
    await clickAction(sheet as never, "removeAttack", { index: "0" });
    expect(data().attacks.map((a) => a.name)).toEqual(["Attack"]);
    await clickAction(sheet as never, "removeAttack", { index: "5" });
    expect(data().attacks).toHaveLength(1);
  });
});

/** Give `userId` exactly LIMITED permission on the actor. */
function limitTo(actor: PhaseSixActor, userId: string): void {
  (actor as unknown as StandInActorDocument).limitedUsers.add(userId);
}

describe("limited view", () => {
  it("shows a user with LIMITED permission only the NPC's name, portrait and description", async () => {
    setup({}, stranger);
    const actor = makeActor({
      name: "Harbour Guard",
      type: "npc",
      owners: ["p1"],
      system: { description: "<p>Watches the docks.</p>", attacks: [{ name: "Truncheon", skill: "handToHand", dice: 6, wounds: 1, piercing: 0, range: "1 m", notes: "" }] },
    });
    limitTo(actor, "p2");
    const { parts, context } = await contextOf(sheetOf(PhaseSixNpcSheet, actor) as unknown as Rendered);
    expect(Object.keys(parts)).toEqual(["limited"]);
    expect(context.limited).toEqual({ name: "Harbour Guard", img: expect.any(String) as string, description: "<p>Watches the docks.</p>" });
    expect(context).not.toHaveProperty("attacks");
  });

  it("gives a character's LIMITED viewers the biography, not the tabs", async () => {
    setup({ "phasesix.extension.magic": true }, stranger);
    const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system: { biography: "<p>Grew up near the border.</p>" }, owners: ["p1"] });
    limitTo(actor, "p2");
    const { parts, context } = await contextOf(sheetOf(PhaseSixCharacterSheet, actor) as unknown as Rendered);
    expect(Object.keys(parts)).toEqual(["limited"]);
    expect(context.limited).toMatchObject({ name: "Mara", description: "<p>Grew up near the border.</p>" });
    expect(context).not.toHaveProperty("attributes");
  });

  it("shows the owner and the GM the whole sheet", async () => {
    for (const user of [player, gm]) {
      setup({}, user);
      const actor = makeActor({ name: "Harbour Guard", type: "npc", owners: ["p1"] });
      limitTo(actor, "p2");
      const { parts } = await contextOf(sheetOf(PhaseSixNpcSheet, actor) as unknown as Rendered);
      expect(Object.keys(parts)).toEqual(["sheet"]);
    }
  });
});
