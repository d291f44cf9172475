/**
 * `phasesix.actorOperation` on the authority layer: a player may have wounds, healing or conditions
 * applied to an actor they do not own only when a chat message they wrote — a roll of an actor they
 * own — justifies it, once per actor; forged user ids are refused. Real PhaseSixActor documents on
 * the stand-ins, real Phase Six rolls in the messages.
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
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { actorOperationQuery } from "../../src/queries/actor-operation.ts";
import { askGM, authorityTiming, registerAuthorizedQuery } from "../../src/queries/authority.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";
import { rollMessage, successesOf } from "./roll-messages.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
const other = new StandInUser("p2", "Other player");
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let hero: PhaseSixActor;
let foe: PhaseSixActor;

function character(name: string, owners: string[], system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function wounds(actor: PhaseSixActor): number {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system.health.wounds;
}

function setup(lang: "en" | "de" = "en"): void {
  actors = [];
  messages = [];
  gm.active = true;
  for (const user of [gm, player, other]) user.flags = {};
  notices = installGame({ users: [gm, player, other], user: player, lang });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  registerAuthorizedQuery(actorOperationQuery);
  registerWitness();
  authorityTiming.arrivalMs = 20;
  hero = character("Mara", ["p1"]);
  foe = character("Brann", ["p2"], { health: { wounds: 4 }, conditions: { bleeding: 1 } });
}

/** A message by `author` with a roll of `actor`'s check. */
async function post(id: string, author: string, actor: PhaseSixActor, key = "firstAid", targets?: PhaseSixActor[]): Promise<StandInChatMessage> {
  const message = await rollMessage(id, author, actor.uuid, { kind: "skill", key }, [5, 5, 5, 5, 6, 2, 2, 2, 2, 2], targets?.map((t) => t.uuid));
  messages.push(message);
  return message;
}

beforeEach(() => setup());

describe("operations on an actor the player does not own", () => {
  it("are refused without a message that justifies them, with a localized reason", async () => {
    expect(await foe.applyWounds(2)).toBe(false);
    expect(wounds(foe)).toBe(4);
    expect(notices).toEqual([{ level: "warn", message: "Nothing you wrote or own justifies this change." }]);
    setup("de");
    expect(await foe.addCondition("bleeding", 1)).toBe(false);
    expect(notices[0].message).toBe("Nichts, was du geschrieben hast oder besitzt, rechtfertigt diese Änderung.");
  });

  it("are applied once when the player's own roll card justifies them", async () => {
    const card = await post("m1", "p1", hero, "spellCasting", [foe]);
    expect(await foe.applyWounds(2, { messageId: "m1" })).toBe(true);
    expect(wounds(foe)).toBe(6);
    expect(await foe.applyWounds(2, { messageId: "m1" })).toBe(false);
    expect(wounds(foe)).toBe(6);
    expect(notices.at(-1)?.message).toBe("This request was already carried out.");
    // Spent where the GM writes (its own User), never in the player's message.
    const witnessed = (gm.flags.phasesix as { witnessed: Record<string, { spent: Record<string, boolean> }> }).witnessed;
    expect(witnessed.m1.spent).toEqual({ [foe.uuid.replaceAll(".", "~")]: true });
    expect(card.flags).toEqual({});
  });

  it("are refused when the message was written by someone else, or rolls an actor the player does not own", async () => {
    await post("m1", "p2", foe, "handToHand");
    await post("m2", "p1", foe, "handToHand");
    expect(await hero.applyWounds(1, { messageId: "m1" })).toBe(true); // hero is the player's own: no query
    expect(await foe.applyWounds(2, { messageId: "m1" })).toBe(false);
    expect(await foe.applyWounds(2, { messageId: "m2" })).toBe(false);
    expect(await foe.applyWounds(2, { messageId: "nonexistent" })).toBe(false);
    expect(wounds(foe)).toBe(4);
  });

  it("first aid needs a First Aid roll with at least the successes applied", async () => {
    const card = await post("m1", "p1", hero, "firstAid", [foe]);
    await post("m2", "p1", hero, "handToHand", [foe]);
    const n = successesOf(card);
    expect(n).toBeGreaterThan(0);
    expect(await foe.operate({ op: "firstAid", successes: n, variant: "heal" }, { messageId: "m2" })).toBe(false);
    expect(await foe.operate({ op: "firstAid", successes: n + 1, variant: "heal" }, { messageId: "m1" })).toBe(false);
    expect(wounds(foe)).toBe(4);
    expect(await foe.operate({ op: "firstAid", successes: n, variant: "heal" }, { messageId: "m1" })).toBe(true);
    expect(wounds(foe)).toBeLessThan(4);
  });

  it("an owner's request needs no message", async () => {
    expect(await askGM(actorOperationQuery, { actorUuid: hero.uuid, operation: { op: "applyWounds", n: 1 } })).toEqual({ ok: true });
    expect(wounds(hero)).toBe(1);
  });

  it("refuses malformed operations and unknown actors", async () => {
    expect(await askGM(actorOperationQuery, { actorUuid: foe.uuid, operation: { op: "applyWounds", n: 1.5 } })).toEqual({ ok: false, reason: "badRequest" });
    expect(await askGM(actorOperationQuery, { actorUuid: "Actor.gone", operation: { op: "heal", n: 1 } })).toEqual({ ok: false, reason: "actorNotFound" });
  });
});

describe("on the GM's client", () => {
  it("two players' wounds on one NPC arriving at once both count", async () => {
    const g = globalThis as unknown as { game: { user: StandInUser } };
    const npc = character("Räuber", []);
    await post("m1", "p1", hero, "spellCasting", [npc]);
    await post("m2", "p2", foe, "spellCasting", [npc]);
    const request = (n: number, messageId: string) => ({
      query: ACTOR_OPERATION_QUERY,
      payload: JSON.stringify({ actorUuid: npc.uuid, operation: { op: "applyWounds", n }, justification: { messageId } }),
    });
    await player.update({ "flags.phasesix.authority.r1": request(2, "m1") });
    g.game.user = other;
    await other.update({ "flags.phasesix.authority.r2": request(2, "m2") });
    g.game.user = gm;
    const answers = await Promise.all([gm.query(ACTOR_OPERATION_QUERY, { userId: "p1", requestId: "r1" }), gm.query(ACTOR_OPERATION_QUERY, { userId: "p2", requestId: "r2" })]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(wounds(npc)).toBe(4);
  });
});

describe("forged requesters", () => {
  it("a player claiming to be the GM is refused", async () => {
    const payload = JSON.stringify({ actorUuid: foe.uuid, operation: { op: "applyWounds", n: 5 } });
    await player.update({ "flags.phasesix.authority.forged": { query: ACTOR_OPERATION_QUERY, payload } });
    expect(await gm.query(ACTOR_OPERATION_QUERY, { userId: "gm", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    await expect(gm.update({ "flags.phasesix.authority.forged": { query: ACTOR_OPERATION_QUERY, payload } })).rejects.toThrow();
    expect(wounds(foe)).toBe(4);
  });

  it("a player asking for wounds in the owner's name is refused", async () => {
    const payload = JSON.stringify({ actorUuid: foe.uuid, operation: { op: "applyWounds", n: 5 } });
    await player.update({ "flags.phasesix.authority.forged": { query: ACTOR_OPERATION_QUERY, payload } });
    expect(await gm.query(ACTOR_OPERATION_QUERY, { userId: "p2", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(await gm.query(ACTOR_OPERATION_QUERY, { userId: "p1", requestId: "forged" })).toEqual({ ok: false, reason: "unjustified" });
    expect(wounds(foe)).toBe(4);
  });

  it("a player citing another's roll card in that player's name is refused", async () => {
    await post("m1", "p2", foe, "handToHand");
    const payload = JSON.stringify({ actorUuid: hero.uuid, operation: { op: "applyWounds", n: 3 }, justification: { messageId: "m1" } });
    await player.update({ "flags.phasesix.authority.forged": { query: ACTOR_OPERATION_QUERY, payload } });
    expect(await gm.query(ACTOR_OPERATION_QUERY, { userId: "p2", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(wounds(hero)).toBe(0);
  });
});
