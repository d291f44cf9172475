import "../../../tests/foundry/data-fields.ts";
import { scriptDiceFaces } from "../../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { StandInActor } from "../../../tests/foundry/combat-documents.ts";
import { StandInChatMessage, installChat } from "../../../tests/foundry/chat-message.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../dice/index.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { sampleRollView } from "../../rules/roll-request/fixtures.ts";
import type { GroupRollData } from "./group-roll-context.ts";
import { GROUP_RESULT_QUERY, groupDataOf, groupResultQuery, reportGroupRoll, type GroupResultQuery } from "./group-roll-record.ts";
import { askGM, authorityTiming, registerAuthorizedQuery } from "../../queries/authority.ts";

/** A Phase Six actor with a uuid and the permission test (stands in for PhaseSixActor). */
class RollingActor extends StandInActor {
  constructor(
    public uuid: string,
    owners: string[],
  ) {
    super({ owners });
  }
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "GM", true);
const anna = new StandInUser("p1", "Anna");
const bert = new StandInUser("p2", "Bert");
const annaActor = new RollingActor("Actor.anna", ["p1"]);
const bertActor = new RollingActor("Actor.bert", ["p2"]);

const groupData: GroupRollData = {
  kind: "skill",
  key: "stealth",
  label: "PHASESIX.Skill.stealth",
  required: 3,
  difficulty: 0,
  participants: [
    { actorUuid: "Actor.anna", name: "Anna" },
    { actorUuid: "Actor.bert", name: "Bert" },
  ],
};

async function rollOf(actorUuid: string, key: string): Promise<PhaseSixRoll> {
  const roll = PhaseSixRoll.forCheck(prepareCheck(sampleRollView(), "skill", key), { actorUuid });
  scriptDiceFaces([5, 6, 2]);
  await roll.evaluate();
  return roll;
}

let card: StandInChatMessage;
let notices: ReturnType<typeof installGame>;
const g = globalThis as unknown as { Actor?: unknown };
const previousActor = g.Actor;

beforeEach(async () => {
  registerDice();
  notices = installGame({ users: [gm, anna, bert], user: gm });
  registerAuthorizedQuery(groupResultQuery);
  authorityTiming.arrivalMs = 20;
  g.Actor = RollingActor;
  card = new StandInChatMessage("card", "gm", [], [], false, { phasesix: { groupRoll: structuredClone(groupData) } });
});

/** `user` reports a roll from their own client (a player's goes to the active GM). */
function record(user: StandInUser, query: GroupResultQuery): Promise<unknown> {
  (globalThis as unknown as { game: { user: StandInUser } }).game.user = user;
  return askGM(groupResultQuery, query);
}

afterEach(() => {
  g.Actor = previousActor;
});

describe("recording a group roll (on the GM)", () => {
  it("records the owner's roll of the group's trait on the card", async () => {
    const roll = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "stealth")]);
    installChat([card, roll], [annaActor, bertActor]);
    expect(await record(anna, { cardId: "card", index: 0, rollMessageId: "r1" })).toEqual({ ok: true });
    expect(groupDataOf(card as unknown as ChatMessage.Implementation)?.participants[0].rollMessageId).toBe("r1");
  });

  it("refuses a roll of another trait, of another actor, by a non-owner, or a second roll", async () => {
    const wrongTrait = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "perception")]);
    const bertsRoll = new StandInChatMessage("r2", "p2", [await rollOf("Actor.bert", "stealth")]);
    const annas = new StandInChatMessage("r3", "p1", [await rollOf("Actor.anna", "stealth")]);
    installChat([card, wrongTrait, bertsRoll, annas], [annaActor, bertActor]);
    expect(await record(anna, { cardId: "card", index: 0, rollMessageId: "r1" })).toEqual({ ok: false, reason: "notAccepted" });
    expect(await record(bert, { cardId: "card", index: 0, rollMessageId: "r2" })).toEqual({ ok: false, reason: "notYours" });
    expect(await record(bert, { cardId: "card", index: 0, rollMessageId: "r3" })).toEqual({ ok: false, reason: "unjustified" });
    expect(await record(anna, { cardId: "gone", index: 0, rollMessageId: "r3" })).toEqual({ ok: false, reason: "cardGone" });
    expect(card.updates).toBe(0);
    expect(await record(anna, { cardId: "card", index: 0, rollMessageId: "r3" })).toEqual({ ok: true });
    expect(await record(anna, { cardId: "card", index: 0, rollMessageId: "r3" })).toEqual({ ok: false, reason: "notAccepted" });
    expect(card.updates).toBe(1);
  });

  it("refuses a player who reports another's roll in that player's name, and records two reports at once", async () => {
    const annas = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "stealth")]);
    const berts = new StandInChatMessage("r2", "p2", [await rollOf("Actor.bert", "stealth")]);
    installChat([card, annas, berts], [annaActor, bertActor]);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = bert;
    await bert.update({ "flags.phasesix.authority.forged": { query: GROUP_RESULT_QUERY, payload: JSON.stringify({ cardId: "card", index: 0, rollMessageId: "r1" }) } });
    expect(await gm.query(GROUP_RESULT_QUERY, { userId: "p1", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(await gm.query(GROUP_RESULT_QUERY, { userId: "gm", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(card.updates).toBe(0);
    const both = await Promise.all([record(anna, { cardId: "card", index: 0, rollMessageId: "r1" }), record(bert, { cardId: "card", index: 1, rollMessageId: "r2" })]);
    expect(both).toEqual([{ ok: true }, { ok: true }]);
    expect(groupDataOf(card as unknown as ChatMessage.Implementation)?.participants.map((p) => p.rollMessageId)).toEqual(["r1", "r2"]);
  });

  it("tells the reporting player why a report was refused", async () => {
    const berts = new StandInChatMessage("r2", "p2", [await rollOf("Actor.bert", "stealth")]);
    installChat([card, berts], [annaActor, bertActor]);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = bert;
    await reportGroupRoll({ cardId: "card", index: 0, rollMessageId: "r2" });
    await reportGroupRoll({ cardId: "card", index: 1, rollMessageId: "r2" });
    await reportGroupRoll({ cardId: "card", index: 1, rollMessageId: "r2" });
    expect(notices.map((n) => n.message)).toEqual([
      "You do not own this character.",
      "This roll does not count for the group roll: another attribute or skill, another character, or already rolled.",
    ]);
  });
});

describe("a group card a player forges (issue 32, D12)", () => {
  it("is no group card: a player's message with group data, or a GM's with data the tool never writes", () => {
    const forgedByPlayer = new StandInChatMessage("f1", "p1", [], [], false, { phasesix: { groupRoll: structuredClone(groupData) } });
    expect(groupDataOf(forgedByPlayer as unknown as ChatMessage.Implementation)).toBeNull();
    for (const broken of [
      { ...groupData, required: "all" },
      { ...groupData, kind: "tarot" },
      { ...groupData, label: 7 },
      { ...groupData, participants: [{ actorUuid: 7, name: "Anna" }] },
      { ...groupData, participants: Array.from({ length: 500 }, () => ({ actorUuid: "Actor.anna", name: "Anna" })) },
    ]) {
      const message = new StandInChatMessage("f2", "gm", [], [], false, { phasesix: { groupRoll: broken } });
      expect(groupDataOf(message as unknown as ChatMessage.Implementation)).toBeNull();
    }
    expect(groupDataOf(card as unknown as ChatMessage.Implementation)).toEqual(groupData);
  });

  it("is not recorded on by the GM: a report on a player's forged card is refused as a gone card", async () => {
    const forged = new StandInChatMessage("forged", "p1", [], [], false, { phasesix: { groupRoll: structuredClone(groupData) } });
    const roll = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "stealth")]);
    installChat([forged, roll], [annaActor, bertActor]);
    expect(await record(anna, { cardId: "forged", index: 0, rollMessageId: "r1" })).toEqual({ ok: false, reason: "cardGone" });
    expect(forged.updates).toBe(0);
  });
});
