/**
 * Token bars of the derived resources (issue 9 → token bars): v13's TokenDocument#getBarAttribute
 * reports `resources.health/arcana/stress` as not editable (they are not NumberFields of the
 * schema), so the HUD would disable their inputs; PhaseSixTokenDocument reports them editable and
 * the HUD's edit reaches PhaseSixActor.modifyTokenAttribute, which turns it into wounds, healing,
 * arcana or stress. Real PhaseSixActor documents on the stand-ins of tests/foundry.
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInTokenDocument, submitHudBar } from "../foundry/token-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { DERIVED_BARS, PhaseSixTokenDocument } from "../../src/documents/token.ts";
import { DEFAULT_DISPLAY_BARS, prototypeTokenDefaults } from "../../src/applications/token-defaults.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE, SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let actors: PhaseSixActor[];

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  actors.push(actor);
  return actor;
}

function character(system: Record<string, unknown> = {}): PhaseSixActor {
  return makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system, owners: ["p1"] });
}

function sheet(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function token(actor: PhaseSixActor | null, bar1 = "resources.health", bar2 = "resources.arcana"): PhaseSixTokenDocument {
  const data = { actor, bar1: { attribute: bar1 }, bar2: { attribute: bar2 } };
  return new (PhaseSixTokenDocument as unknown as new (d: typeof data) => PhaseSixTokenDocument)(data);
}

beforeEach(() => {
  actors = [];
  installGame({ users: [gm, player], user: player });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

describe("PhaseSixTokenDocument.getBarAttribute", () => {
  it("reports the derived resource bars editable where Foundry's own rule does not", () => {
    const actor = character({ health: { wounds: 2 } });
    const base = new StandInTokenDocument({ actor: actor as never, bar1: { attribute: "resources.health" } });
    expect(base.getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "resources.health", value: 8, max: 10, editable: false });
    expect(token(actor).getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "resources.health", value: 8, max: 10, editable: true });
    for (const attribute of DERIVED_BARS) expect(token(actor, attribute).getBarAttribute("bar1")?.editable).toBe(true);
  });

  it("leaves other attributes to Foundry's decision", () => {
    const actor = character();
    // A stored NumberField is editable by Foundry's own rule; an unknown path gives no bar.
    expect(token(actor, "health.wounds").getBarAttribute("bar1")).toEqual({ type: "value", attribute: "health.wounds", value: 0, editable: true });
    expect(token(actor, "resources.nothing").getBarAttribute("bar1")).toBeNull();
    expect(token(null).getBarAttribute("bar1")).toBeNull();
  });
});

describe("editing the bars from the token HUD", () => {
  it("a player edits their character's health: a delta becomes wounds, a value heals", async () => {
    const actor = character();
    const doc = token(actor);
    expect(await submitHudBar(doc as unknown as StandInTokenDocument, "bar1", "-3")).toBe(true);
    expect(sheet(actor).health.wounds).toBe(3);
    expect(doc.getBarAttribute("bar1")).toMatchObject({ value: 7, max: 10 });
    await submitHudBar(doc as unknown as StandInTokenDocument, "bar1", "=9");
    expect(sheet(actor).health.wounds).toBe(1);
  });

  it("arcana and stress bars spend or restore arcana and gain stress", async () => {
    const mage = makeActor({ name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE] as never, owners: ["p1"] });
    const doc = token(mage, "resources.stress", "resources.arcana") as unknown as StandInTokenDocument;
    expect(sheet(mage).resources.arcana).toEqual({ value: 6, max: 6 });
    await submitHudBar(doc, "bar2", "-2");
    expect(sheet(mage).resources.arcana.value).toBe(4);
    await submitHudBar(doc, "bar2", "=5");
    expect(sheet(mage).resources.arcana.value).toBe(5);
    await submitHudBar(doc, "bar1", "+2");
    expect(sheet(mage).stress.value).toBe(2);
  });

  it("the GM edits an NPC's health the same way", async () => {
    installGame({ users: [gm, player], user: gm });
    const npc = makeActor({ name: "Robber", type: "npc", system: { health: { max: 6 } } });
    await submitHudBar(token(npc) as unknown as StandInTokenDocument, "bar1", "-2");
    if (!(npc.system instanceof NpcData)) throw new Error("not an NPC");
    expect(npc.system.rollView().health).toEqual({ value: 4, max: 6, boosts: 0 });
  });
});

describe("new tokens show their bars", () => {
  it("a new actor's prototype token displays its bars to owners unless the creator chose otherwise", () => {
    expect(prototypeTokenDefaults("character", {})).toMatchObject({ "prototypeToken.displayBars": DEFAULT_DISPLAY_BARS });
    expect(prototypeTokenDefaults("npc", {})).toMatchObject({ "prototypeToken.displayBars": DEFAULT_DISPLAY_BARS });
    expect(prototypeTokenDefaults("npc", { prototypeToken: { displayBars: 0 } })).not.toHaveProperty(["prototypeToken.displayBars"]);
  });

  it("shows a renamed token's new name in the tracker at once: its combatants without a name of their own are prepared again", () => {
    const placed = new (PhaseSixTokenDocument as unknown as new (d: Record<string, unknown>) => PhaseSixTokenDocument)({ id: "t1", name: "Ada", parent: { id: "s1" } });
    let resets = 0;
    let renders = 0;
    const g = globalThis as unknown as { game: Record<string, unknown>; ui: Record<string, unknown> };
    g.game.combats = [{ combatants: [{ tokenId: "t1", sceneId: "s1", _source: { name: "" }, reset: () => void (resets += 1) }] }];
    g.ui.combat = { render: () => void (renders += 1) };
    const onUpdate = (changed: Record<string, unknown>) => (placed as unknown as { _onUpdate(c: unknown, o: unknown, u: string): void })._onUpdate(changed, {}, "p1");
    onUpdate({ x: 100 });
    expect([resets, renders]).toEqual([0, 0]);
    onUpdate({ name: "Ada" });
    expect([resets, renders]).toEqual([1, 1]);
  });
});
