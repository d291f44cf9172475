/**
 * Buying pays from the stored money, and a compendium entry dropped on a character is priced like a
 * world item (issue 32, D2 and D7). Real PhaseSixActor and PhaseSixItem documents on the stand-ins:
 * the character's Active Effects are applied as Foundry applies them (`system` = stored + effects,
 * `system._source` = stored).
 *
 * Foundry 13's `fromUuidSync` answers a document of a compendium that is not loaded yet with its
 * index entry (`collection.index.get(id)`: `_id`, `name`, `type`, `img`, no data model); `fromUuid`
 * loads the document.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { clickAction, installApplications, setConfirmAnswer } from "../foundry/applications.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixActiveEffect } from "../../src/documents/active-effect.ts";
import { payOnDrop } from "../../src/applications/sheets/purchase.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const ADD = 2;
const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[];
let notices: Notice[];

type Money = { currency: number; _source: { currency: number } };

function mara(): PhaseSixActor & StandInActorDocument {
  const data = { name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system: { currency: 12 }, effects: [{ name: "Purse", changes: [{ key: "system.currency", mode: ADD, value: "10" }] }] };
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor & StandInActorDocument)(data);
  actors.push(actor);
  return actor;
}
const money = (actor: PhaseSixActor): Money => actor.system as unknown as Money;
const lamp = (price: number) => new (PhaseSixItem as unknown as new (d: object) => PhaseSixItem)({ name: "Lantern", type: "gear", system: { price, quantity: 1 } });

beforeEach(() => {
  actors = [];
  notices = installGame({ users: [gm], user: gm, lang: "en", settings: { "phasesix.currencyUnit": "Taler" } });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  installApplications();
  setConfirmAnswer(true);
  const config = (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
  config.ActiveEffect = { documentClass: PhaseSixActiveEffect };
});

describe("buying pays from the stored money (D2)", () => {
  it("stored 12 with a +10 effect: two buys at 5 leave 2 stored (12 shown), the third is refused", async () => {
    const actor = mara();
    expect(money(actor).currency).toBe(22);
    expect(await payOnDrop(actor, lamp(5))).toBe(true);
    expect(await payOnDrop(actor, lamp(5))).toBe(true);
    expect([money(actor)._source.currency, money(actor).currency]).toEqual([2, 12]);
    expect(await payOnDrop(actor, lamp(5))).toBe(false);
    expect(money(actor)._source.currency).toBe(2);
    expect(notices.at(-1)).toMatchObject({ level: "warn", message: "Mara cannot pay for Lantern: 3 Taler missing." });
  });
});

describe("a compendium entry dropped on a character is priced like a world item (D7)", () => {
  it("loads the dropped entry and asks the price: paying takes the money", async () => {
    const actor = mara();
    const sold = lamp(5);
    const g = globalThis as unknown as Record<string, unknown> & { foundry: { applications: { ux: { TextEditor: { implementation: Record<string, unknown> } } } } };
    const uuid = "Compendium.phasesix.gear-en.Item.lantern000000000";
    g.foundry.applications.ux.TextEditor.implementation.getDragEventData = () => ({ type: "Item", uuid });
    // Foundry 13: a pack not loaded answers fromUuidSync with its index entry only.
    g.fromUuidSync = (asked: string) => (asked === uuid ? { _id: "lantern000000000", name: "Lantern", type: "gear", img: "", pack: "phasesix.gear-en" } : null);
    g.fromUuid = async (asked: string) => (asked === uuid ? sold : null);
    let asked = 0;
    setConfirmAnswer(() => {
      asked++;
      return true;
    });
    // The drop lands on no element of the sheet (node has no DOM: an empty HTMLElement class stands in).
    g.HTMLElement ??= class {};
    const sheet = new PhaseSixCharacterSheet({ document: actor } as never);
    await (sheet as unknown as { _onDrop(event: unknown): Promise<unknown> })._onDrop({ target: null });
    expect(asked).toBe(1);
    expect(money(actor)._source.currency).toBe(7);
  });
});

describe("every write of a number that effects change starts from the stored value (D2, and anything like it)", () => {
  function withEffect(system: Record<string, unknown>, key: string, value: string): PhaseSixActor & StandInActorDocument {
    const data = { name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system, effects: [{ name: "Blessing", changes: [{ key, mode: ADD, value }] }] };
    const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor & StandInActorDocument)(data);
    actors.push(actor);
    return actor;
  }
  const stored = (actor: PhaseSixActor, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], (actor.system as unknown as { _source: unknown })._source);

  it("a favor click adds to the stored favor, not to favor + the effect", async () => {
    const actor = withEffect({ favor: 3 }, "system.favor", "5");
    const sheet = new PhaseSixCharacterSheet({ document: actor } as never);
    await clickAction(sheet as never, "changeFavor", { delta: "1" });
    expect(stored(actor, "favor")).toBe(4);
    expect((actor.system as unknown as { favor: number }).favor).toBe(9);
  });

  it("healing and wounds change the stored wounds, not the wounds an effect adds", async () => {
    const actor = withEffect({ health: { wounds: 2 } }, "system.health.wounds", "1");
    expect(await actor.heal(1)).toBe(true);
    expect(stored(actor, "health", "wounds")).toBe(1);
    expect(await actor.applyWounds(2)).toBe(true);
    expect(stored(actor, "health", "wounds")).toBe(3);
  });

  it("spending protection adds to the stored units spent", async () => {
    const actor = withEffect({ protectionSpent: { normal: 0 } }, "system.protectionSpent.normal", "1");
    await actor.spendProtection("normal", 1);
    expect(stored(actor, "protectionSpent", "normal")).toBe(1);
  });
});
