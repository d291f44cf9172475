/**
 * The extension rules applied to actors (src/documents/actor-extensions.ts) on the stand-ins of
 * Foundry's Actor, Item, game and ChatMessage: resulting document state, what the user was shown,
 * and that cross-owner changes go through the GM.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { CreatedMessage, StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import type { GearData } from "../../src/data/item/gear.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import {
  applyCeremonialService,
  applyFirstAid,
  applyMagicDuel,
  applyPrayer,
  applyStressTest,
  artefactFor,
  castingOutcomeFor,
  castingRequestFor,
  favorOf,
  gainFavor,
  payForArtefact,
  payForSpell,
  prayerChecksFor,
  spellStatsOf,
  stressTestRequestFor,
} from "../../src/documents/actor-extensions.ts";
import { createArtefact, emptyChecklist } from "../../src/rules/extensions/index.ts";
import { dieFromFaces, scoreCheck } from "../../src/rules/index.ts";
import { scriptedFaces } from "../../src/rules/dice/faces.ts";
import type { ItemLike } from "../../src/data/actor/item-inputs.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";
import { installMessages } from "../foundry/chat-message.ts";
import { rollMessage, successesOf } from "../queries/roll-messages.ts";
import { authorityTiming } from "../../src/queries/authority.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let messages: CreatedMessage[];
let actors: PhaseSixActor[];


const PLATE: ItemLike = { _id: "armorPlate00001", name: "Plate", type: "armor", system: { category: "heavy", encumbrance: 2, worn: true, condition: 100 } };
const GAMBESON: ItemLike = { _id: "armorGambeson01", name: "Gambeson", type: "armor", system: { category: "light", encumbrance: 1, worn: true, condition: 100 } };

function settings(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { "phasesix.magicLevel": 3, "phasesix.faithLevel": 3, "phasesix.firstAidVariant": "heal", ...extra };
}

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  actors.push(actor);
  return actor;
}

function character(name: string, system: Record<string, unknown> = {}, owners = ["p1"], items: ItemLike[] = []): PhaseSixActor {
  return makeActor({ name, type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE, ...items] as never, system, owners });
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function updates(actor: PhaseSixActor): number {
  return (actor as unknown as StandInActorDocument).updates;
}

function item(source: Record<string, unknown>): PhaseSixItem {
  return new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(source);
}

function bandages(value: number): PhaseSixItem {
  return item({ name: "Bandages", type: "gear", system: { charges: { value, max: 5 } } });
}

function install(extra: Record<string, unknown> = {}, user = player): void {
  actors = [];
  notices = installGame({ users: [gm, player], user, settings: settings(extra) });
  installItem(itemDataModels);
  messages = installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  // The GM's client records the rolls that justify a change to another's actor (queries/witness.ts).
  for (const u of [gm, player]) u.flags = {};
  registerWitness();
  authorityTiming.arrivalMs = 20;
}

beforeEach(() => install());

describe("applyFirstAid", () => {
  it("heals ceil(successes/2) wounds, stops bleeding and uses one charge of the supply", async () => {
    const healer = character("Luta");
    const patient = character("Mara", { health: { wounds: 6 }, conditions: { bleeding: 2 } });
    const supply = bandages(3);
    const outcome = await applyFirstAid(healer, patient, supply, 3);
    expect(outcome).toMatchObject({ success: true, wounds: 2, stopsBleeding: true });
    expect(data(patient).health.wounds).toBe(4);
    expect(data(patient).conditions.bleeding).toBe(0);
    expect((supply.system as GearData).charges.value).toBe(2);
    expect(updates(patient)).toBe(1);
    expect(messages.at(-1)?.content).toContain("2 wounds healed");
  });

  it("stabilises a dying patient only with successes ≥ Dying in one roll", async () => {
    const patient = character("Mara", { health: { wounds: 10 }, conditions: { dying: 3 } });
    await applyFirstAid(character("Luta"), patient, null, 2);
    expect(data(patient).health.wounds).toBe(9);
    expect(data(patient).conditions.dying).toBe(3);
    expect(messages.at(-1)?.content).toContain("stabilising needs 3 successes in one roll");
    await applyFirstAid(character("Luta"), patient, null, 3);
    expect(data(patient).health.wounds).toBe(7);
    expect(data(patient).conditions.dying).toBe(0);
    expect(messages.at(-1)?.content).toContain("Dying stabilised");
  });

  it("gives boosts instead under the world's variant 'boosts'", async () => {
    install({ "phasesix.firstAidVariant": "boosts" });
    const patient = character("Mara", { health: { wounds: 6 } });
    await applyFirstAid(character("Luta"), patient, null, 4);
    expect(data(patient).health).toEqual({ wounds: 6, boosts: 2 });
  });

  it("changes nothing and keeps the charge without a success", async () => {
    const patient = character("Mara", { health: { wounds: 6 }, conditions: { bleeding: 1 } });
    const supply = bandages(3);
    await applyFirstAid(character("Luta"), patient, supply, 0);
    expect(data(patient).health.wounds).toBe(6);
    expect(data(patient).conditions.bleeding).toBe(1);
    expect((supply.system as GearData).charges.value).toBe(3);
  });

  it("refuses used-up supplies with a warning", async () => {
    const patient = character("Mara", { health: { wounds: 6 } });
    expect(await applyFirstAid(character("Luta"), patient, bandages(0), 4)).toBeNull();
    expect(data(patient).health.wounds).toBe(6);
    expect(notices.at(-1)?.level).toBe("warn");
  });

  it("treats a patient the player does not own through the GM, justified by the healer's First Aid roll", async () => {
    const stranger = character("Brann", { health: { wounds: 5 }, conditions: { bleeding: 1 } }, ["someoneElse"]);
    const healer = character("Luta");
    const roll = await rollMessage("m1", "p1", healer.uuid, { kind: "skill", key: "firstAid" }, [5, 5, 5, 5, 5, 5, 2, 2, 2, 2], [stranger.uuid]);
    installMessages([roll]);
    expect(successesOf(roll)).toBeGreaterThanOrEqual(2);
    expect(await applyFirstAid(healer, stranger, null, 2)).toBeNull();
    expect(data(stranger).health.wounds).toBe(5);
    const outcome = await applyFirstAid(healer, stranger, null, 2, { messageId: "m1" });
    expect(outcome?.wounds).toBe(1);
    expect(data(stranger).health.wounds).toBe(4);
    expect(data(stranger).conditions.bleeding).toBe(0);
  });

  it("refuses when the player does not own the healer", async () => {
    const patient = character("Mara", { health: { wounds: 6 } });
    expect(await applyFirstAid(character("Brann", {}, ["someoneElse"]), patient, null, 4)).toBeNull();
    expect(data(patient).health.wounds).toBe(6);
  });

  it("is refused by the GM when the operation is malformed", async () => {
    const patient = character("Mara", { health: { wounds: 6 } }, ["someoneElse"]);
    const result = await gm.query(ACTOR_OPERATION_QUERY, { userId: "p1", actorUuid: patient.uuid, operation: { op: "firstAid", successes: 2, variant: "potion" } });
    expect(result).toEqual({ ok: false, reason: "badRequest" });
    expect(data(patient).health.wounds).toBe(6);
  });
});

describe("casting", () => {
  it("rolls Spell Casting with the school's attribute and worn heavy armour on the min roll", () => {
    const mage = character("Luta", {}, ["p1"], [PLATE, GAMBESON]);
    const spell = item({ name: "Simple Healing", type: "spell", system: { school: "healing", arcanaCost: 2, power: 1 } });
    const stats = spellStatsOf(spell);
    expect(stats).not.toBeNull();
    const request = stats ? castingRequestFor(mage, stats) : null;
    expect(request).toMatchObject({ dice: 8, arcanaCost: 2, canCast: true, armorMinRoll: 2, chaotic: false });
    expect(request?.check).toEqual({ kind: "skill", key: "spellCasting", options: { diceModifier: 5, minRollModifier: 2 } });
  });

  it("is not castable with too little arcana and chaotic at magic level 6", () => {
    install({ "phasesix.magicLevel": 6 });
    const mage = character("Luta", { arcana: { spent: 5 } });
    expect(castingRequestFor(mage, { school: "healing", arcanaCost: 2, power: 1 })).toMatchObject({ canCast: false, chaotic: true, alwaysSideEffects: true });
    const score = scoreCheck([5].map((f) => dieFromFaces([f])), { minRoll: 5 });
    expect(castingOutcomeFor(score, { power: 1, arcanaCost: 2 })).toMatchObject({ power: 2, sideEffects: true });
  });

  it("pays the arcana cost in one update, and refuses when too little is left", async () => {
    const mage = character("Luta");
    expect(await payForSpell(mage, 2)).toBe(true);
    expect(data(mage).resources.arcana).toEqual({ value: 4, max: 6 });
    expect(await payForSpell(mage, 5)).toBe(false);
    expect(data(mage).resources.arcana.value).toBe(4);
  });

  it("gives the loser of a magic duel the difference as wounds, through the GM for a stranger (justified by the mage's casting roll)", async () => {
    const mage = character("Luta");
    const rival = character("Morgan", {}, ["someoneElse"]);
    installMessages([await rollMessage("m1", "p1", mage.uuid, { kind: "skill", key: "spellCasting" }, [5, 5, 5, 5, 5, 5, 2, 2, 2, 2], [rival.uuid])]);
    // The casting roll's 2 successes bound the wounds it justifies (issue 18).
    const outcome = await applyMagicDuel(mage, rival, 3, 1, { messageId: "m1" });
    expect(outcome).toEqual({ winner: "challenger", loser: "defender", wounds: 2 });
    expect(data(rival).health.wounds).toBe(2);
    expect(data(mage).health.wounds).toBe(0);
  });

  it("leaves both rivals untouched on a tie", async () => {
    const mage = character("Luta");
    const rival = character("Morgan");
    await applyMagicDuel(mage, rival, 2, 2);
    expect(data(mage).health.wounds + data(rival).health.wounds).toBe(0);
    expect(messages.at(-1)?.content).toContain("Tie");
  });

  it("makes an artefact at the maker's Magic Knowledge, with the uses the arcana left pays for", () => {
    const mage = character("Luta", { arcana: { spent: 2 } });
    const score = scoreCheck([5, 5, 6, 5].map((f) => dieFromFaces(f === 6 ? [6, 1] : [f])), { minRoll: 5 });
    expect(artefactFor(mage, score, 2)).toEqual({ created: true, infinite: false, uses: 2, arcanaPaid: 4, wounds: 0, level: data(mage).rollView().skills.magicKnowledge });
  });

  it("pays an infinite artefact in arcana and the rest in wounds, in one update", async () => {
    const mage = character("Luta");
    const score = scoreCheck([dieFromFaces([6, 6, 6, 6, 6, 1]), dieFromFaces([5])], { minRoll: 5 });
    const outcome = createArtefact({ score, arcanaCost: 1, arcana: 6, magicKnowledge: 2 });
    expect(await payForArtefact(mage, outcome)).toBe(true);
    expect(data(mage).resources.arcana.value).toBe(0);
    expect(data(mage).health.wounds).toBe(6);
    expect(updates(mage)).toBe(1);
  });
});

describe("stress test", () => {
  it("asks Logic + Willpower", () => {
    expect(stressTestRequestFor(character("Mara"))).toEqual({ kind: "attribute", key: "logic", options: { diceModifier: 2, minRollModifier: 0 } });
  });

  it("gains the GM's stress on a failure, nothing on a pass", async () => {
    const hero = character("Mara");
    await applyStressTest(hero, 1, 3);
    expect(data(hero).stress.value).toBe(0);
    await applyStressTest(hero, 0, 3);
    expect(data(hero).stress.value).toBe(3);
  });
});

describe("favor and prayers", () => {
  it("lets favor go negative", async () => {
    const priest = character("Bruder Anselm");
    expect(await gainFavor(priest, -3)).toBe(true);
    expect(favorOf(priest)).toBe(-3);
  });

  it("costs 5 favor for a granted blessing and nothing when a roll fails", async () => {
    const priest = character("Bruder Anselm", { favor: 4 });
    await applyPrayer(priest, "blessing", [1, 0]);
    expect(favorOf(priest)).toBe(4);
    await applyPrayer(priest, "blessing", [1, 2]);
    expect(favorOf(priest)).toBe(-1);
  });

  it("rolls whether a granted consecration ensouls the object, and costs 7 favor", async () => {
    const priest = character("Bruder Anselm", { favor: 10 });
    const result = await applyPrayer(priest, "consecration", [1, 1, 1, 1], 0, scriptedFaces([5]));
    expect(result).toMatchObject({ granted: true, favorChange: -7, ensouled: true });
    expect(favorOf(priest)).toBe(3);
    expect(messages.at(-1)?.content).toContain("is ensouled");
  });

  it("tells the shock prayer's bonus from the faith level", async () => {
    install({ "phasesix.faithLevel": 4 });
    const priest = character("Bruder Anselm");
    const result = await applyPrayer(priest, "shockPrayer", [2]);
    expect(result).toMatchObject({ granted: true, favorChange: -2, ensouled: null });
    expect(messages.at(-1)?.content).toContain("+4 on one attribute or skill for 4 minutes");
  });

  it("gains a favor per success of silent prayer", async () => {
    const priest = character("Bruder Anselm", { favor: 1 });
    await applyPrayer(priest, "silentPrayer", [3]);
    expect(favorOf(priest)).toBe(4);
  });

  it("gains one per participant of a service, at most twice the faith level", async () => {
    const priest = character("Bruder Anselm");
    expect(await applyCeremonialService(priest, 10)).toBe(6);
    expect(favorOf(priest)).toBe(6);
  });

  it("puts favor, checklist and faith level on every roll of an invocation", () => {
    const priest = character("Bruder Anselm", { favor: 4 });
    const checks = prayerChecksFor(priest, "invocation", { ...emptyChecklist(), flags: { incense: true } });
    expect(checks.map((c) => [c.key, c.options.minRollModifier])).toEqual([
      ["charm", -7],
      ["charm", -7],
      ["willpower", -7],
    ]);
  });

  it("does not change a character the player does not own", async () => {
    const priest = character("Bruder Anselm", { favor: 2 }, ["someoneElse"]);
    expect(await gainFavor(priest, 3)).toBe(false);
    expect(favorOf(priest)).toBe(2);
    expect(notices.at(-1)?.level).toBe("warn");
  });
});
