import "../../../tests/foundry/data-fields.ts";
import { scriptDiceFaces } from "../../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { StandInActor } from "../../../tests/foundry/combat-documents.ts";
import { StandInChatMessage, installChat } from "../../../tests/foundry/chat-message.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../dice/index.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { sampleRollView } from "../../rules/roll-request/fixtures.ts";
import { asRollingActor } from "../rolling-actor.ts";
import { ROLL_ACTION_QUERY, applyRollAction, handleRollActionQuery, requestRollAction, type SaveRolls } from "./roll-actions.ts";

/** A Phase Six actor with the permission test and uuid the roll layer uses. */
class RollingActor extends StandInActor {
  uuid = "Actor.anna";
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "Spielleitung", true);
const player = new StandInUser("p1", "Anna");
const stranger = new StandInUser("p2", "Bert");

async function check(dice: number, faces: number[], difficulty = 0): Promise<PhaseSixRoll> {
  const view = sampleRollView({ attributes: { ...sampleRollView().attributes, logic: dice } });
  const roll = PhaseSixRoll.forCheck(prepareCheck(view, "attribute", "logic", { difficulty }), { actorUuid: "Actor.anna" });
  scriptDiceFaces(faces);
  await roll.evaluate();
  return roll;
}

function saver(message: StandInChatMessage): SaveRolls {
  return (rolls) => message.update({ rolls });
}

function rollOf(message: StandInChatMessage): PhaseSixRoll {
  const roll = message.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("not a Phase Six roll");
  return roll;
}

let actor: RollingActor;
let notices: ReturnType<typeof installGame>;

beforeEach(() => {
  registerDice();
  notices = installGame({ users: [gm, player, stranger], user: player });
  actor = new RollingActor({ name: "Anna", owners: ["p1"], pools: { bonusDice: 2, rerolls: 1, destinyDice: 1 } });
});

describe("applyRollAction", () => {
  it("adds a bonus die: one bonus die spent, the same message holds one more die and notes it", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(2, [1, 2])]);
    scriptDiceFaces([5]);
    const outcome = await applyRollAction(message, "bonusDie", player, asRollingActor(actor), true, saver(message));
    expect(outcome.ok).toBe(true);
    expect(actor.view.pools).toEqual({ bonusDice: 1, rerolls: 1, destinyDice: 1 });
    const roll = rollOf(message);
    expect(roll.chains.map((c) => c.total)).toEqual([1, 2, 5]);
    expect(roll.total).toBe(1);
    expect(roll.phasesix.log).toEqual([{ action: "bonusDie", user: "Anna" }]);
    expect(message.updates).toBe(1);
  });

  it("rerolls the whole roll for one reroll; a second reroll is refused once the pool is empty", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(3, [1, 1, 1])]);
    scriptDiceFaces([5, 5, 2]);
    expect((await applyRollAction(message, "reroll", player, asRollingActor(actor), true, saver(message))).ok).toBe(true);
    expect(rollOf(message).total).toBe(2);
    expect(actor.view.pools.rerolls).toBe(0);
    const refused = await applyRollAction(message, "reroll", player, asRollingActor(actor), true, saver(message));
    expect(refused).toEqual({ ok: false, reason: "EmptyPool" });
    expect(message.updates).toBe(1);
    expect(rollOf(message).total).toBe(2);
  });

  it("a destiny reroll makes every die succeed on 4 even at 9+, and spends a destiny die", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(2, [3, 3], 4)]);
    scriptDiceFaces([4, 3]);
    await applyRollAction(message, "destinyReroll", player, asRollingActor(actor), true, saver(message));
    const roll = rollOf(message);
    expect(roll.phasesix.destinyReroll).toBe(true);
    expect(roll.total).toBe(1);
    expect(actor.view.pools.destinyDice).toBe(0);
  });

  it("refuses to reroll a roll without dice and spends nothing", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(0, [])]);
    expect(await applyRollAction(message, "reroll", player, asRollingActor(actor), true, saver(message))).toEqual({ ok: false, reason: "NoDice" });
    expect(actor.view.pools.rerolls).toBe(1);
  });

  it("refuses users who are neither owner nor GM", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(2, [1, 2])]);
    expect(await applyRollAction(message, "bonusDie", stranger, asRollingActor(actor), false, saver(message))).toEqual({ ok: false, reason: "NoPermission" });
    expect(actor.view.pools.bonusDice).toBe(2);
  });
});

describe("requestRollAction", () => {
  it("acts locally for the message's author who owns the actor", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([6, 6, 1]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(rollOf(message).chains[1]).toEqual({ faces: [6, 6, 1], total: 13, destiny: false });
    expect(rollOf(message).total).toBe(2);
  });

  it("asks the GM when the owner may not update the message (the GM rolled for them); the GM re-validates", async () => {
    const message = new StandInChatMessage("m1", "gm", [await check(1, [2])]);
    installChat([message], [actor]);
    const g = globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } };
    g.CONFIG.queries[ROLL_ACTION_QUERY] = handleRollActionQuery;
    scriptDiceFaces([5]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(rollOf(message).total).toBe(1);
    expect(actor.view.pools.bonusDice).toBe(1);
    expect(rollOf(message).phasesix.log).toEqual([{ action: "bonusDie", user: "Anna" }]);
  });

  it("the GM refuses a forged request for a stranger", async () => {
    const message = new StandInChatMessage("m1", "gm", [await check(1, [2])]);
    installChat([message], [actor]);
    const answer = await handleRollActionQuery({ messageId: "m1", action: "bonusDie", userId: "p2" });
    expect(answer).toEqual({ ok: false, reason: "NoPermission" });
    expect(actor.view.pools.bonusDice).toBe(2);
  });

  it("warns a stranger instead of acting", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = stranger;
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(message.updates).toBe(0);
    expect(notices).toEqual([{ level: "warn", message: "Only the roll's owner or the GM can do this." }]);
  });
});
