/**
 * What a click on a roll link does (src/applications/enrichers.ts → runLink), on the Foundry
 * stand-ins with a real PhaseSixActor: a check rolls for the selected token's actor, else the
 * user's character, with the link's difficulty (the ruleset's normal one without); an attack uses
 * the named weapon, the only one, or asks which; a condition switches on and off on an owned actor;
 * without an actor, a weapon or ownership the user is told so and nothing happens.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { click, installDocument, parseHTML, type StandInElement } from "../foundry/dom.ts";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { registerEnrichers, runLink } from "../../src/applications/enrichers.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, FOIL_ITEM } from "../actor/fixtures.ts";

/** How long a click may take to land through the GM channel (generous: the test machines are shared). */
const SETTLED = { timeout: 15_000, interval: 5 };

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let notices: Notice[];

const FOIL = FOIL_ITEM as unknown as Record<string, unknown>;
const DAGGER = { _id: "weaponDagger0001", name: "Dagger", type: "weapon", system: { equipped: true, modes: ["melee", "thrown"] } };

/** A character with the human lineage and these weapons (item documents with their weapon data). */
function character(name: string, weapons: Array<Record<string, unknown>> = [], owners = ["p1"]): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  const items = (actor as unknown as { items: unknown[] }).items;
  for (const weapon of weapons) items.push(new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(weapon));
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

/** The selected tokens (canvas.tokens.controlled) and the user's assigned character. */
function select(tokens: PhaseSixActor[], assigned: PhaseSixActor | null = null): void {
  (globalThis as unknown as { canvas: unknown }).canvas = { ready: true, tokens: { controlled: tokens.map((actor) => ({ actor })) } };
  Object.assign(player, { character: assigned });
}

/** Answers the weapon picker (DialogV2.wait) with the button of `label`, and records the labels offered. */
function answerPicker(label: string | null): string[][] {
  const offered: string[][] = [];
  const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api;
  api.DialogV2.wait = async (config: { buttons: Array<{ action: string; label: string }> }) => {
    offered.push(config.buttons.map((b) => b.label));
    return config.buttons.find((b) => b.label === label)?.action ?? null;
  };
  return offered;
}

function rollOf(message: StandInChatMessage): PhaseSixRoll {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

beforeEach(() => {
  actors = [];
  messages = [];
  notices = installGame({ users: [gm, player], user: player, settings: { "core.rollMode": "publicroll" } });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  scriptDiceFaces(Array.from({ length: 40 }, () => 5));
});

describe("check links", () => {
  it("roll for the selected token's actor with the link's difficulty", async () => {
    const mara = character("Mara");
    select([mara], character("Assigned"));
    await runLink({ phasesixEnricher: "check", kind: "skill", key: "perception", difficulty: "1" }, true);
    expect(messages).toHaveLength(1);
    expect(messages[0].speaker).toMatchObject({ alias: "Mara" });
    expect(rollOf(messages[0]).phasesix.check).toMatchObject({ kind: "skill", key: "perception", difficulty: 1 });
  });

  it("roll for the assigned character when no token is selected, at the ruleset's normal difficulty", async () => {
    const own = character("Own");
    select([], own);
    await runLink({ phasesixEnricher: "check", kind: "attribute", key: "strength" }, true);
    expect(rollOf(messages[0]).phasesix.check).toMatchObject({ kind: "attribute", key: "strength", difficulty: 0 });
    expect(rollOf(messages[0]).phasesix.actorUuid).toBe(own.uuid);
  });

  it("say so when there is neither a selected token nor a character, and roll nothing", async () => {
    select([], null);
    await runLink({ phasesixEnricher: "check", kind: "skill", key: "perception" }, true);
    expect(messages).toEqual([]);
    expect(notices).toEqual([{ level: "warn", message: "Select a token or assign a character to roll this." }]);
  });
});

describe("attack links", () => {
  it("attack at once with the only weapon and mode; a named weapon offers only its own modes", async () => {
    select([character("Fencer", [FOIL])]);
    await runLink({ phasesixEnricher: "attack" }, true);
    expect(messages.map((m) => m.flavor)).toEqual(["Foil (Hand to Hand)"]);
    select([character("Rogue", [FOIL, DAGGER])]);
    const offered = answerPicker("Dagger (Hand to Hand)");
    await runLink({ phasesixEnricher: "attack", weapon: "dagger" }, true);
    expect(offered).toEqual([["Dagger (Hand to Hand)", "Dagger (Throwing)"]]);
    expect(messages.map((m) => m.flavor)).toEqual(["Foil (Hand to Hand)", "Dagger (Hand to Hand)"]);
  });

  it("ask which attack when there are several, and roll the one picked", async () => {
    select([character("Rogue", [FOIL, DAGGER])]);
    const offered = answerPicker("Dagger (Throwing)");
    await runLink({ phasesixEnricher: "attack" }, true);
    expect(offered).toEqual([["Foil (Hand to Hand)", "Dagger (Hand to Hand)", "Dagger (Throwing)"]]);
    expect(messages.map((m) => m.flavor)).toEqual(["Dagger (Throwing)"]);
    // closing the picker attacks with nothing
    answerPicker(null);
    await runLink({ phasesixEnricher: "attack" }, true);
    expect(messages).toHaveLength(1);
  });

  it("say so when the actor has no (such) weapon", async () => {
    select([character("Unarmed")]);
    await runLink({ phasesixEnricher: "attack" }, true);
    await runLink({ phasesixEnricher: "attack", weapon: "Halberd" }, true);
    expect(messages).toEqual([]);
    expect(notices.map((n) => n.message)).toEqual(["Unarmed has no weapon to attack with.", "Unarmed has no weapon called Halberd."]);
  });
});

describe("condition links", () => {
  it("switch the condition on and off on the selected token's actor", async () => {
    const mara = character("Mara");
    select([mara]);
    await runLink({ phasesixEnricher: "condition", key: "bleeding" }, false);
    expect(data(mara).conditions.bleeding).toBe(1);
    await runLink({ phasesixEnricher: "condition", key: "bleeding" }, false);
    expect(data(mara).conditions.bleeding).toBe(0);
  });

  it("change nothing on an actor the user does not own", async () => {
    const foe = character("Foe", [], []);
    select([foe]);
    await runLink({ phasesixEnricher: "condition", key: "shocked" }, false);
    expect(data(foe).conditions.shocked).toBe(0);
    expect(notices).toEqual([{ level: "warn", message: "You do not own Foe." }]);
  });
});

describe("a link says before the click for whom it acts (issue 30)", () => {
  /** Our enricher as Foundry's TextEditor runs it: the element for a match, then onRender on the page. */
  function rendered(source: string): { page: StandInElement; link: StandInElement } {
    const config = { TextEditor: { enrichers: [] as Array<{ pattern: RegExp; enricher: (m: RegExpMatchArray, options?: { relativeTo?: unknown }) => unknown; onRender: (e: unknown) => void }> } };
    Object.assign((globalThis as unknown as { CONFIG: object }).CONFIG, config);
    const page = installDocument(parseHTML(""));
    registerEnrichers();
    const [entry] = config.TextEditor.enrichers;
    const match = new RegExp(entry.pattern.source, entry.pattern.flags).exec(source);
    if (!match) throw new Error("no match");
    const wrapper = parseHTML("");
    // a page of the guide compendium: content the GM trusts (a link in a player's text never skips its dialog)
    wrapper.append(entry.enricher(match, { relativeTo: { documentName: "JournalEntryPage", pack: "phasesix.guide-en" } }) as StandInElement);
    page.append(wrapper);
    entry.onRender(wrapper);
    const link = wrapper.querySelector("a[data-phasesix-enricher]");
    if (!link) throw new Error("no link");
    return { page, link };
  }

  it("with no token selected and no character it is marked unavailable and says what is needed; selecting a token updates it", async () => {
    select([], null);
    const { link } = rendered("[[/check perception]]");
    expect(link.classList.contains("phasesix-enricher-unavailable")).toBe(true);
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(link.dataset.tooltip).toMatch(/^Select a token or have a character assigned first/);
    const mara = character("Mara");
    select([mara]);
    (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): void }).callAll("controlToken", {}, true);
    expect(link.classList.contains("phasesix-enricher-unavailable")).toBe(false);
    expect(link.dataset.tooltip).toMatch(/^For Mara \(selected token\)\. Roll Perception/);
    // The click (Shift: without the dialog) rolls for Mara.
    click(link, { shiftKey: true });
    await vi.waitFor(() => expect(messages).toHaveLength(1), SETTLED);
  });

  it("names the assigned character when no token is selected", () => {
    select([], character("Own"));
    expect(rendered("[[/condition bleeding]]").link.dataset.tooltip).toMatch(/^For Own \(your character\)\./);
  });
});
