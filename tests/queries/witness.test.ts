/**
 * What justifies a change to another player's actor is what the GM's client witnessed, never what
 * the requester can rewrite (issue 32, D3). Foundry 13 lets a message's author rewrite its rolls and
 * flags (the stand-in's update allows the author exactly that); the GM's client records a roll when
 * the message is first seen (`createChatMessage` on every client) and keeps the record on the GM's
 * own User (src/queries/witness.ts). Real PhaseSixActor documents and real Phase Six rolls.
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { actorOperationQuery } from "../../src/queries/actor-operation.ts";
import { authorityTiming, registerAuthorizedQuery } from "../../src/queries/authority.ts";
import { registerWitness, witnessOf } from "../../src/queries/witness.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";
import { rollMessage, successesOf } from "./roll-messages.ts";
import { PhaseSixRoll } from "../../src/dice/roll.ts";
import { scriptedFaces } from "../../src/rules/dice/faces.ts";

function rollOf(message: StandInChatMessage): PhaseSixRoll {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("not a Phase Six roll");
  return roll;
}

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
const other = new StandInUser("p2", "Other player");
const g = globalThis as unknown as { game: { user: StandInUser } };
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let hero: PhaseSixActor;
let victim: PhaseSixActor;
let bystander: PhaseSixActor;

function character(name: string, owners: string[]): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

const wounds = (actor: PhaseSixActor): number => (actor.system instanceof CharacterData ? actor.system.health.wounds : -1);

beforeEach(() => {
  actors = [];
  messages = [];
  gm.active = true;
  for (const user of [gm, player, other]) user.flags = {};
  notices = installGame({ users: [gm, player, other], user: player });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  registerAuthorizedQuery(actorOperationQuery);
  registerWitness();
  authorityTiming.arrivalMs = 20;
  hero = character("Mara", ["p1"]);
  victim = character("Brann", ["p2"]);
  bystander = character("Cord", ["p2"]);
});

/** The player posts a roll of the hero's `key` skill (two dice, here 5 and 5: two successes). */
async function post(id: string, key: string, targets: PhaseSixActor[], faces = [5, 5]): Promise<StandInChatMessage> {
  const message = await rollMessage(id, "p1", hero.uuid, { kind: "skill", key }, faces, targets.map((t) => t.uuid));
  messages.push(message);
  return message;
}

/** The roll JSON of another roll (what a macro writes into the player's own message). */
async function forgedRoll(key: string, targets: PhaseSixActor[], faces: number[]): Promise<string> {
  const made = await rollMessage("forged", "p1", hero.uuid, { kind: "skill", key }, faces, targets.map((t) => t.uuid));
  return made.source.rolls[0];
}

describe("a rewritten roll justifies what the roll as witnessed justifies, and nothing more", () => {
  it("a Strength-like roll naming nobody, rewritten by its author as Spell Casting naming another's character, wounds nobody", async () => {
    const brawl = await post("m1", "handToHand", []);
    expect(witnessOf("m1")).toBeNull(); // it named no other actor: nothing to record
    // Foundry lets the author rewrite the message's rolls (only an evaluated roll is checked).
    await brawl.update({ rolls: [await forgedRoll("spellCasting", [victim], [6, 6, 6, 6, 5, 5, 5, 5])] });
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(false);
    expect(wounds(victim)).toBe(0);
    expect(notices.at(-1)?.message).toBe(
      "The GM's client did not see this roll as it was made (no GM was online then, or the roll was changed since): it cannot change another's character. Ask the GM to apply it.",
    );
  });

  it("a duel roll with two successes, rewritten to more successes and another target, allows two wounds on its rival only", async () => {
    const duel = await post("m1", "spellCasting", [victim]);
    expect(successesOf(duel)).toBe(2);
    await duel.update({ rolls: [await forgedRoll("spellCasting", [victim, bystander], [6, 6, 6, 6, 5, 5, 5, 5])] });
    expect(successesOf(duel)).toBeGreaterThan(2); // the card now says more
    expect(await victim.applyWounds(4, { messageId: "m1" })).toBe(false);
    expect(await bystander.applyWounds(1, { messageId: "m1" })).toBe(false);
    expect([wounds(victim), wounds(bystander)]).toEqual([0, 0]);
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(true);
    expect(wounds(victim)).toBe(2);
  });

  it("clearing the message's flags does not make a spent roll new: the record is on the GM's User", async () => {
    const duel = await post("m1", "spellCasting", [victim]);
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(true);
    await duel.update({ "flags.phasesix": {} });
    expect(await victim.applyWounds(2, { messageId: "m1" })).toBe(false);
    expect(wounds(victim)).toBe(2);
    expect(notices.at(-1)?.message).toBe("This request was already carried out.");
  });

  it("a roll made while no GM was online justifies nothing on another's character later", async () => {
    gm.active = false;
    await post("m1", "spellCasting", [victim]);
    gm.active = true;
    expect(await victim.applyWounds(1, { messageId: "m1" })).toBe(false);
    expect(wounds(victim)).toBe(0);
  });

  it("honest rolls are judged right: first aid on the named patient within the roll's successes", async () => {
    await post("m1", "firstAid", [victim]);
    expect(await victim.operate({ op: "firstAid", successes: 2, variant: "boosts" }, { messageId: "m1" })).toBe(true);
  });
});

describe("only a GM's own change renews the record, and only of a message as witnessed", () => {
  it("a bonus die the GM's client adds counts; the author's rewrite before or after does not", async () => {
    const aid = await post("m1", "firstAid", [victim]);
    expect(witnessOf("m1")?.roll?.successes).toBe(2);
    /** The card's bonus die: one more die on the message's roll, thrown with `face`. */
    const withBonusDie = (face: number): string => JSON.stringify(rollOf(aid).withAction("bonusDie", "Gamemaster", scriptedFaces([face])).roll.toJSON());
    // The GM's client adds a die (the card's button runs there): three successes.
    g.game.user = gm;
    await aid.update({ rolls: [withBonusDie(5)] });
    expect(witnessOf("m1")?.roll?.successes).toBe(3);
    // The author rewrites the roll, then the GM's client adds another die: the record stays at three.
    g.game.user = player;
    await aid.update({ rolls: [await forgedRoll("firstAid", [victim], [6, 5, 6, 5, 5, 5])] });
    g.game.user = gm;
    await aid.update({ rolls: [withBonusDie(5)] });
    expect(successesOf(aid)).toBeGreaterThan(3);
    expect(witnessOf("m1")?.roll?.successes).toBe(3);
    g.game.user = player;
    expect(await victim.operate({ op: "firstAid", successes: 4, variant: "boosts" }, { messageId: "m1" })).toBe(false);
    expect(await victim.operate({ op: "firstAid", successes: 3, variant: "boosts" }, { messageId: "m1" })).toBe(true);
  });

  it("the record goes with its message", async () => {
    await post("m1", "firstAid", [victim]);
    expect((gm.flags.phasesix as { witnessed: object }).witnessed).toHaveProperty("m1");
    g.game.user = gm;
    (globalThis as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): void } }).Hooks.callAll("deleteChatMessage", messages[0], {}, "gm");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((gm.flags.phasesix as { witnessed: object }).witnessed).toEqual({});
    expect(witnessOf("m1")).toBeNull();
  });
});
