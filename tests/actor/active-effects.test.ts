import "../foundry/data-fields.ts";
import type { StandInActiveEffect } from "../foundry/active-effect.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import type { NpcData } from "../../src/data/actor/npc.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixActiveEffect } from "../../src/documents/active-effect.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { SPY_RANGER_ITEMS } from "./fixtures.ts";

const ADD = 2 as CONST.ACTIVE_EFFECT_MODES;
const gm = new StandInUser("gm", "Gamemaster", true);
let actors: PhaseSixActor[];

type ActorData = ConstructorParameters<typeof StandInActorDocument>[0];

function makeActor(data: ActorData): PhaseSixActor & StandInActorDocument {
  const actor = new (PhaseSixActor as unknown as new (d: ActorData) => PhaseSixActor & StandInActorDocument)(data);
  actors.push(actor);
  return actor;
}

function character(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

const drug = { name: "Berserker draught", changes: [{ key: "phasesix.attribute.strength", mode: ADD, value: "2" }] };

beforeEach(() => {
  actors = [];
  installGame({ users: [gm], user: gm });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

describe("Active Effects change a character through the derivation", () => {
  it("an active effect on the actor raises the attribute, its skills, and shows in the tooltip", () => {
    const plain = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never });
    const drugged = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [drug] });
    const before = character(plain).derived.attributes.strength.value;
    expect(character(drugged).derived.attributes.strength.value).toBe(before + 2);
    expect(character(drugged).derived.skills.handToHand.value).toBe(character(plain).derived.skills.handToHand.value + 2);
    expect(character(drugged).derived.attributes.strength.parts).toContainEqual({ source: "Berserker draught", value: 2 });
    expect(character(drugged).rollView().attributes.strength).toBe(before + 2);
  });

  it("a disabled effect adds nothing until it is toggled on, and nothing again when toggled off", async () => {
    const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [{ ...drug, disabled: true }] });
    const base = character(actor).derived.attributes.strength.value;
    const [effect] = actor.effects;
    await effect.update({ disabled: false });
    expect(character(actor).derived.attributes.strength.value).toBe(base + 2);
    await effect.update({ disabled: true });
    expect(character(actor).derived.attributes.strength.value).toBe(base);
  });

  it("an item's transferred effect (a stimulant in the pack) applies; one that does not transfer does not", () => {
    const stim = { _id: "stim", name: "Stimulant", type: "gear", system: {}, effects: [{ name: "Stimulant", changes: [{ key: "phasesix.aspect.actions", mode: ADD, value: "1" }] }] };
    const kept = { _id: "note", name: "Recipe", type: "gear", system: {}, effects: [{ name: "Recipe", transfer: false, changes: [{ key: "phasesix.aspect.actions", mode: ADD, value: "5" }] }] };
    const actor = makeActor({ name: "Mara", type: "character", items: [...SPY_RANGER_ITEMS, stim, kept] as never });
    expect(character(actor).derived.actions.value).toBe(3);
    expect(character(actor).derived.actions.parts).toContainEqual({ source: "Stimulant", value: 1 });
  });

  it("a wound penalty effect raises the minimum roll of every check", () => {
    const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, effects: [{ name: "Broken arm", changes: [{ key: "phasesix.aspect.minRoll", mode: ADD, value: "+1" }] }] });
    expect(character(actor).rollView().minRoll).toBe(6);
  });
});

/** A Foundry 13 change (numeric mode), as 13's preparation hands it to `apply` (typed for either generation's types). */
const change13 = (change: { key: string; mode: number; value: string; priority: null }) => change as unknown as ActiveEffect.ChangeData;

describe("PhaseSixActiveEffect.apply", () => {
  const effect = () => new (PhaseSixActiveEffect as unknown as new (...a: ConstructorParameters<typeof StandInActiveEffect>) => PhaseSixActiveEffect)("E", "", new Set(), { effects: [] });

  it("writes nothing onto a character: the derivation reads the change", () => {
    const actor = makeActor({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never });
    const before = JSON.stringify(actor.system.toObject());
    expect(effect().apply(actor as never, change13({ key: "phasesix.attribute.strength", mode: ADD, value: "2", priority: null }))).toEqual({});
    expect(JSON.stringify(actor.system.toObject())).toBe(before);
  });

  it("adds to the typed value of an NPC (attribute, skill, aspect)", () => {
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 }, skills: { shooting: 4 }, health: { max: 8 } } });
    const e = effect();
    expect(e.apply(actor as never, change13({ key: "phasesix.attribute.strength", mode: ADD, value: "2", priority: null }))).toEqual({ "system.attributes.strength": 5 });
    e.apply(actor as never, change13({ key: "phasesix.skill.shooting", mode: ADD, value: "-1", priority: null }));
    e.apply(actor as never, change13({ key: "phasesix.aspect.maxHealth", mode: ADD, value: "2", priority: null }));
    const npc = actor.system as NpcData;
    expect(npc.attributes.strength).toBe(5);
    expect(npc.skills.shooting).toBe(3);
    expect(npc.health.max).toBe(10);
  });

  it("ignores a change it cannot read (unknown key, another mode) and leaves other keys to Foundry", () => {
    const actor = makeActor({ name: "Guard", type: "npc", system: { attributes: { strength: 3 }, evasion: 1 } });
    const e = effect();
    expect(e.apply(actor as never, change13({ key: "phasesix.attribute.luck", mode: ADD, value: "2", priority: null }))).toEqual({});
    expect(e.apply(actor as never, change13({ key: "phasesix.attribute.strength", mode: 5 as CONST.ACTIVE_EFFECT_MODES, value: "9", priority: null }))).toEqual({});
    expect((actor.system as NpcData).attributes.strength).toBe(3);
    expect(e.apply(actor as never, change13({ key: "system.evasion", mode: ADD, value: "1", priority: null }))).toEqual({ "system.evasion": 2 });
  });
});

describe("PhaseSixActor.checkNewItem: the world's era, world and extensions", () => {
  const medieval = { "phasesix.era": "middleAges", "phasesix.world": "terra", "phasesix.extension.magic": false, "phasesix.extension.horror": false, "phasesix.extension.pantheon": false, "phasesix.extension.bodyMods": false };
  const blaster = { name: "Blaster", type: "weapon", system: { eras: ["sciFi"], extensions: [], worlds: [] } };
  const sword = { name: "Sword", type: "weapon", system: { eras: ["middleAges"], extensions: [], worlds: [] } };
  const implant = { name: "Arm implant", type: "gear", system: { eras: [], extensions: ["bodyMods"], worlds: [] } };
  const spell = { name: "Fireball", type: "spell", system: { eras: [], extensions: ["magic"], worlds: [] } };

  it("refuses another era's weapon, an inactive extension's spell and switched-off body modifications, on characters and NPCs", () => {
    installGame({ users: [gm], user: gm, settings: medieval });
    for (const type of ["character", "npc"]) {
      const actor = makeActor({ name: "Hagen", type });
      expect(actor.checkNewItem(sword)).toEqual({ ok: true });
      expect(actor.checkNewItem(blaster)).toMatchObject({ ok: false, reason: "PHASESIX.Career.UnavailableEra" });
      expect(actor.checkNewItem(spell)).toMatchObject({ ok: false, reason: "PHASESIX.Career.UnavailableExtension" });
      expect(actor.checkNewItem(implant)).toMatchObject({ ok: false, reason: "PHASESIX.Career.UnavailableExtension" });
    }
  });

  it("accepts them once the world offers them", () => {
    installGame({ users: [gm], user: gm, settings: { ...medieval, "phasesix.era": "sciFi", "phasesix.extension.magic": true, "phasesix.extension.bodyMods": true } });
    const actor = makeActor({ name: "Hagen", type: "npc" });
    for (const item of [blaster, spell, implant]) expect(actor.checkNewItem(item)).toEqual({ ok: true });
  });
});
