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
import { groupDataOf, recordGroupRoll } from "./group-roll-record.ts";

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
const g = globalThis as unknown as { Actor?: unknown };
const previousActor = g.Actor;

beforeEach(async () => {
  registerDice();
  installGame({ users: [gm, anna, bert], user: gm });
  g.Actor = RollingActor;
  card = new StandInChatMessage("card", "gm", [], [], false, { phasesix: { groupRoll: structuredClone(groupData) } });
});

afterEach(() => {
  g.Actor = previousActor;
});

describe("recordGroupRoll (GM)", () => {
  it("records the owner's roll of the group's trait on the card", async () => {
    const roll = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "stealth")]);
    installChat([card, roll], [annaActor, bertActor]);
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r1", userId: "p1" })).toEqual({ ok: true });
    expect(groupDataOf(card as unknown as ChatMessage.Implementation)?.participants[0].rollMessageId).toBe("r1");
  });

  it("refuses a roll of another trait, of another actor, by a non-owner, or a second roll", async () => {
    const wrongTrait = new StandInChatMessage("r1", "p1", [await rollOf("Actor.anna", "perception")]);
    const bertsRoll = new StandInChatMessage("r2", "p2", [await rollOf("Actor.bert", "stealth")]);
    const annas = new StandInChatMessage("r3", "p1", [await rollOf("Actor.anna", "stealth")]);
    installChat([card, wrongTrait, bertsRoll, annas], [annaActor, bertActor]);
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r1", userId: "p1" })).toEqual({ ok: false });
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r2", userId: "p2" })).toEqual({ ok: false });
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r3", userId: "p2" })).toEqual({ ok: false });
    expect(card.updates).toBe(0);
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r3", userId: "p1" })).toEqual({ ok: true });
    expect(await recordGroupRoll({ cardId: "card", index: 0, rollMessageId: "r3", userId: "p1" })).toEqual({ ok: false });
    expect(card.updates).toBe(1);
  });
});
