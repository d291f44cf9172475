/**
 * The party at a glance (issue 35): every player character's health, stress, destiny dice, bonus dice
 * and rerolls for the GM, each player's own for a player; drawn from the actors as they are now, again
 * on every change. Real PhaseSixActor characters on the stand-ins of tests/foundry; the panel's
 * template is rendered.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { keysOnly } from "../../src/applications/sheets/context/localize.ts";
import type { PartyMemberInput } from "../../src/applications/party/party-context.ts";
import { partyContext, partyMembers } from "../../src/applications/party/party-context.ts";
import type { PartyActor } from "../../src/applications/party/party-panel.ts";
import { memberInput, registerPartyPanel, renderPartyPanel, schedulePartyPanel } from "../../src/applications/party/party-panel.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const anna = new StandInUser("anna", "Anna");
const bert = new StandInUser("bert", "Bert");
let actors: PhaseSixActor[];

function character(name: string, owners: string[], system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE] as never, system, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  // Foundry's Actor#hasPlayerOwner: a non-GM user owns it.
  Object.defineProperty(actor, "hasPlayerOwner", { get: () => owners.some((id) => id !== "gm") });
  Object.defineProperty(actor, "testUserPermission", { value: (user: StandInUser) => user.isGM || owners.includes(user.id) });
  actors.push(actor);
  return actor;
}

function install(user: StandInUser, settings: Record<string, unknown> = {}): void {
  actors = [];
  installGame({ users: [gm, anna, bert], user, settings: { "phasesix.extension.horror": true, ...settings } });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.actors = Object.assign(actors, { get: (id: string) => actors.find((a) => a.id === id) });
  g.game.users = Object.assign([gm, anna, bert], { get: (id: string) => [gm, anna, bert].find((u) => u.id === id), activeGM: gm });
}

const member = (name: string, changes: Partial<PartyMemberInput> = {}): PartyMemberInput => ({
  id: name,
  name,
  img: "",
  health: { value: 10, max: 10 },
  boosts: 0,
  stress: { value: 0, max: 8 },
  pools: { destinyDice: { value: 1, max: 1 }, bonusDice: { value: 2, max: 2 }, rerolls: { value: 2, max: 2 } },
  dying: 0,
  players: [],
  ...changes,
});

describe("who the panel lists", () => {
  beforeEach(() => install(gm));

  it("the GM: every character a player owns (not the GM's own NPC-like characters)", () => {
    character("Mara", ["anna"]);
    character("Hagen", ["bert"]);
    character("Spielleiter-Held", ["gm"]);
    expect(partyMembers(actors as unknown as PartyActor[], gm).map((a) => a.name)).toEqual(["Mara", "Hagen"]);
  });

  it("a player: only the characters they own", () => {
    install(anna);
    character("Mara", ["anna"]);
    character("Hagen", ["bert"]);
    expect(partyMembers(actors as unknown as PartyActor[], anna).map((a) => a.name)).toEqual(["Mara"]);
  });
});

describe("what a row says", () => {
  beforeEach(() => install(gm));

  it("reads a character's health, stress and dice as its sheet shows them, and who plays it", () => {
    const mara = character("Mara", ["anna"], { health: { wounds: 3, boosts: 1 }, stress: { value: 5 }, pools: { destinyDice: { spent: 1 }, bonusDice: { spent: 0 }, rerolls: { spent: 2 } } });
    const input = memberInput(mara as unknown as PartyActor, [gm, anna, bert]);
    expect(input?.health.max).toBeGreaterThan(3);
    expect(input?.health.value).toBe((input?.health.max ?? 0) - 3);
    expect(input?.boosts).toBe(1);
    expect(input?.stress.value).toBe(5);
    // each pool: its maximum less what was spent, as the sheet's pool shows it
    const sheetPools = (mara.system as unknown as { resources: { pools: Record<string, { value: number; max: number }> } }).resources.pools;
    expect(input?.pools).toEqual({ destinyDice: sheetPools.destinyDice, bonusDice: sheetPools.bonusDice, rerolls: sheetPools.rerolls });
    expect(input?.pools.rerolls.value).toBe(Math.max(0, sheetPools.rerolls.max - 2));
    expect(input?.players).toEqual(["Anna"]);
  });

  it("current of maximum, boosts after a plus, sorted by name, Dying said, stress only with the horror extension", () => {
    const context = partyContext([member("Zora", { dying: 2, health: { value: 0, max: 10 } }), member("Ada", { boosts: 2, health: { value: 3, max: 10 } })], { horror: false, locale: "de", collapsed: false }, keysOnly);
    expect(context.rows.map((r) => r.name)).toEqual(["Ada", "Zora"]);
    expect(context.rows[0].health).toMatchObject({ text: "3/10 +2", low: true });
    expect(context.rows[0].pools.map((p) => p.text)).toEqual(["1/1", "2/2", "2/2"]);
    expect(context.rows[0].pools.map((p) => p.pool)).toEqual(["destinyDice", "bonusDice", "rerolls"]);
    expect(context.rows[1].dying).toBe('PHASESIX.Party.Dying{"value":2}');
    expect(context.rows[0].stress).toBeNull();
    expect(partyContext([member("Ada", { stress: { value: 6, max: 8 } })], { horror: true, locale: "de", collapsed: false }, keysOnly).rows[0].stress).toMatchObject({ text: "6/8", high: true });
  });
});

describe("the panel", () => {
  it("renders every player character for the GM, in German", async () => {
    installGame({ users: [gm, anna], user: gm, lang: "de", settings: { "phasesix.extension.horror": false } });
    actors = [];
    installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    character("Mara", ["anna"]);
    g.game.actors = actors;
    g.game.users = [gm, anna];
    const html = await renderPartyPanel();
    expect(html).toContain("Gruppe");
    expect(html).toContain("Mara");
    expect(html).toContain('data-pool="destinyDice"');
    expect(html).toContain("Schicksalswürfel");
    expect(html).not.toContain("party-stress");
  });

  it("draws again from the actors as they are now after a change (stateless)", async () => {
    install(gm);
    const mara = character("Mara", ["anna"]);
    const before = await renderPartyPanel();
    await mara.update({ system: { health: { wounds: 4 } } } as never);
    const after = await renderPartyPanel();
    expect(before).not.toEqual(after);
    expect(after).toMatch(/fa-heart" inert><\/i> \d+\/\d+/);
  });

  it("listens to every change that shows in it: actors, their items and effects, users", () => {
    install(gm);
    const registered: string[] = [];
    const g = globalThis as unknown as { Hooks: { on(name: string, fn: () => void): number } };
    const on = g.Hooks.on.bind(g.Hooks);
    g.Hooks.on = (name, fn) => {
      registered.push(name);
      return on(name, fn);
    };
    registerPartyPanel();
    expect(registered).toEqual(expect.arrayContaining(["renderPlayers", "updateActor", "createActor", "deleteActor", "updateItem", "createActiveEffect", "updateUser"]));
    expect(typeof schedulePartyPanel).toBe("function");
  });
});
