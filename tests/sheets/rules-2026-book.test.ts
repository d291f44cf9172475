/**
 * The 2026 book's rules of issue 33 on the Foundry side (stand-ins of Foundry 13's documents and
 * sheets): Tirakan money on the character sheet (Ausrüstung → Währung), therapy on the horror tab
 * (Horror → Basisstress, Eigenarten heilen), a creature that causes dread directly (Horror → Grauen)
 * and the Tirakan aspects of magic when a spell is cast (Magie → Die Aspekte der Magie).
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { CreatedMessage, PlainItem, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { clickAction, installApplications, setConfirmAnswer, setInputAnswer } from "../foundry/applications.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels, registeredActorDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { foeCauseDread } from "../../src/applications/foe-encounter.ts";
import { castSpell } from "../../src/applications/extension-rolls.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let actors: PhaseSixActor[] = [];
let notices: Notice[] = [];
let messages: CreatedMessage[] = [];

const TIRAKAN_2026 = { "phasesix.edition": "2026", "phasesix.world": "tirakan" };
const NEXUS_2026 = { "phasesix.edition": "2026", "phasesix.world": "nexus", "phasesix.extension.horror": true };

function setup(settings: Record<string, unknown>, user = player): void {
  actors = [];
  notices = installGame({ users: [gm, player], user, settings });
  messages = installActors(registeredActorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  installApplications();
}

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as PlainItem[]);
  actors.push(actor);
  return actor;
}

function character(system: Record<string, unknown> = {}, extraItems: unknown[] = []): { actor: PhaseSixActor; data: () => CharacterData } {
  const actor = makeActor({ name: "Mara", type: "character", items: [...SPY_RANGER_ITEMS, ...extraItems] as never, system, owners: ["p1"] });
  return {
    actor,
    data: () => {
      if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
      return actor.system;
    },
  };
}

const sheetOf = (actor: PhaseSixActor) => new PhaseSixCharacterSheet({ document: actor } as never);

describe("Tirakan money on the character sheet (2026 book, Ausrüstung → Währung)", () => {
  beforeEach(() => setup(TIRAKAN_2026));

  it("adds 3 Unzen as 750 Gulden", async () => {
    const { actor, data } = character({ currency: 10 });
    setInputAnswer({ amount: 3, unit: "unze" });
    await clickAction(sheetOf(actor) as never, "changeMoney", { sign: "1" });
    expect([data().currency, data().currencyMinor]).toEqual([760, 0]);
  });

  it("pays 1 Deut by breaking a Gulden, and refuses a Barren it cannot pay, saying what is missing", async () => {
    const { actor, data } = character({ currency: 10 });
    setInputAnswer({ amount: 1, unit: "deut" });
    await clickAction(sheetOf(actor) as never, "changeMoney", { sign: "-1" });
    expect([data().currency, data().currencyMinor]).toEqual([9, 99]);
    setInputAnswer({ amount: 1, unit: "barren" });
    await clickAction(sheetOf(actor) as never, "changeMoney", { sign: "-1" });
    expect([data().currency, data().currencyMinor]).toEqual([9, 99]);
    expect(notices.at(-1)).toEqual({ level: "warn", message: "Mara has too little money: 3 Ounces, 240 Gulden, 1 Deut missing." });
  });

  it("does nothing outside Tirakan, where money has one unit", async () => {
    setup({ "phasesix.edition": "2026" });
    const { actor, data } = character({ currency: 10 });
    setInputAnswer({ amount: 3, unit: "unze" });
    await clickAction(sheetOf(actor) as never, "changeMoney", { sign: "1" });
    expect(data().currency).toBe(10);
  });
});

describe("therapy on the horror tab (2026 book, Horror → Basisstress; → Eigenarten heilen)", () => {
  const quirk = { _id: "quirk0000000001", name: "Night Terrors", type: "quirk", system: {} };

  it("lowers base stress by the agreed amount; stress stays", async () => {
    setup(NEXUS_2026);
    const { actor, data } = character({ stress: { value: 4 }, dread: { baseStress: 3 } });
    setInputAnswer({ amount: 2 });
    await clickAction(sheetOf(actor) as never, "therapy", { kind: "baseStress" });
    expect([data().dread.baseStress, data().stress.value]).toEqual([1, 4]);
  });

  it("heals a quirk after the confirmation", async () => {
    setup(NEXUS_2026);
    const { actor } = character({}, [quirk]);
    setConfirmAnswer(true);
    await clickAction(sheetOf(actor) as never, "therapy", { kind: "quirk", itemId: quirk._id });
    expect(actor.items.get(quirk._id)).toBeUndefined();
  });

  it("is no action in the 2025 edition", async () => {
    setup({ "phasesix.extension.horror": true });
    const { actor, data } = character({ dread: { baseStress: 3 } }, [quirk]);
    setInputAnswer({ amount: 2 });
    await clickAction(sheetOf(actor) as never, "therapy", { kind: "baseStress" });
    await clickAction(sheetOf(actor) as never, "therapy", { kind: "quirk", itemId: quirk._id });
    expect(data().dread.baseStress).toBe(3);
    expect(actor.items.get(quirk._id)).toBeDefined();
  });
});

describe("a creature that causes dread directly (2026 book, Horror → Grauen)", () => {
  function scene(...seen: PhaseSixActor[]): void {
    (globalThis as unknown as Record<string, unknown>).canvas = { tokens: { controlled: seen.map((actor) => ({ actor })), placeables: [] } };
  }

  it("grips every character who sees it with dread and posts the dread card; stress stays", async () => {
    setup(NEXUS_2026, gm);
    const { actor, data } = character({ stress: { value: 2 } });
    const foe = makeActor({ name: "Spectre", type: "foe", system: { statblock: { causesDread: true } } });
    scene(actor);
    expect(await foeCauseDread(foe as never)).toBe(1);
    expect(data().dread.gripped).toBe(true);
    expect(data().stress.value).toBe(2);
    expect(data().dread.effect).not.toBe("");
    expect(messages).toHaveLength(1);
  });

  it("does nothing for a foe without the ability, or in the 2025 edition", async () => {
    setup(NEXUS_2026, gm);
    const { actor, data } = character();
    scene(actor);
    expect(await foeCauseDread(makeActor({ name: "Zombie", type: "foe", system: {} }) as never)).toBe(0);
    setup({ "phasesix.extension.horror": true }, gm);
    const other = character();
    scene(other.actor);
    expect(await foeCauseDread(makeActor({ name: "Spectre", type: "foe", system: { statblock: { causesDread: true } } }) as never)).toBe(0);
    expect([data().dread.gripped, other.data().dread.gripped]).toEqual([false, false]);
  });
});

describe("the aspects of magic when a spell is cast (2026 book, Tirakan: Magie → Die Aspekte der Magie)", () => {
  const sanguineTalent = { _id: "sanguine0000001", name: "Sanguine Magic", type: "template", system: { category: "talent", traditions: ["sanguineMagic"] } };
  const spell = (tradition: string) => new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)({ name: "Spirit Call", type: "spell", system: { tradition, arcanaCost: 0 } });

  it("refuses a sanguine mage a spell of another origin, saying why", async () => {
    setup(TIRAKAN_2026);
    const { actor } = character({}, [sanguineTalent]);
    expect(await castSpell(actor, spell("shamanism"), { skipDialog: true })).toBeNull();
    expect(notices.at(-1)?.message).toBe("Mara is a sanguine mage and casts no magic but Sanguine Magic: Spirit Call (Shamanism) cannot be cast.");
  });

  it("refuses a curse to a character who is no witch", async () => {
    setup(TIRAKAN_2026);
    const { actor } = character();
    expect(await castSpell(actor, spell("curses"), { skipDialog: true })).toBeNull();
    expect(notices.at(-1)?.message).toBe("Only witches and warlocks can cast curses: Mara cannot cast Spirit Call.");
  });
});

describe("the weapon sheet of a Tirakan world (2026 book, Ausrüstung → Waffen)", () => {
  it("offers the book's seven weapon types and keeps an appendix rifle's own, saying so", async () => {
    const { PhaseSixItemSheet } = await import("../../src/applications/sheets/item-sheet.ts");
    setup(TIRAKAN_2026, gm);
    const rifle = new (PhaseSixItem as unknown as new (data: object) => PhaseSixItem)({ name: "O'Grut Donnerbüchse", type: "weapon", system: { category: "rifles", skill: "shooting", modes: ["single"] } });
    const sheet = new PhaseSixItemSheet({ document: rifle } as never);
    await clickAction(sheet as never, "toggleMode");
    await sheet.render();
    const context = (sheet as unknown as { rendered: { context: { details: Array<{ name: string; options: Array<{ value: string }> }>; categoryNote: string } } }).rendered.context;
    const category = context.details.find((f) => f.name === "system.category");
    expect(category?.options.map((o) => o.value).sort()).toEqual(["axes", "blades", "blunt", "bows", "polearms", "rifles", "slings", "throwingWeapons"]);
    expect(context.categoryNote).toBe("PHASESIX.Item.CategoryOutsideWorldBook");
  });
});
