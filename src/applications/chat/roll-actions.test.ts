import "../../../tests/foundry/data-fields.ts";
import { scriptDiceFaces } from "../../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { StandInActor } from "../../../tests/foundry/combat-documents.ts";
import { StandInChatMessage, installChat } from "../../../tests/foundry/chat-message.ts";
import { installDiceSoNice } from "../../../tests/foundry/dice-so-nice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../dice/index.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { sampleRollView } from "../../rules/roll-request/fixtures.ts";
import { asRollingActor } from "../rolling-actor.ts";
import { ROLL_ACTION_QUERY, applyRollAction, handleRollActionQuery, requestRollAction, rollActionQuery, type SaveRolls } from "./roll-actions.ts";
import { askGM, authorityTiming } from "../../queries/authority.ts";

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
  gm.active = true;
  notices = installGame({ users: [gm, player, stranger], user: player });
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ROLL_ACTION_QUERY] = handleRollActionQuery;
  authorityTiming.arrivalMs = 20;
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

  it("shows a player's bonus die and reroll in Dice So Nice as the player, though the GM's client throws them", async () => {
    installGame({ users: [gm, player, stranger], user: gm });
    const shown = installDiceSoNice();
    const message = new StandInChatMessage("m1", "p1", [await check(2, [1, 2])]);
    scriptDiceFaces([5, 3, 4, 2]);
    expect((await applyRollAction(message, "bonusDie", player, asRollingActor(actor), true, saver(message))).ok).toBe(true);
    expect((await applyRollAction(message, "reroll", player, asRollingActor(actor), true, saver(message))).ok).toBe(true);
    expect(shown.map((s) => s.faces)).toEqual([[5], [3, 4, 2]]);
    expect(shown.map((s) => s.user)).toEqual([player, player]);
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
  it("the author's click is carried out by the active GM on the same message", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([6, 6, 1]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(rollOf(message).chains[1]).toEqual({ faces: [6, 6, 1], total: 13, destiny: false });
    expect(rollOf(message).total).toBe(2);
    expect(rollOf(message).phasesix.log).toEqual([{ action: "bonusDie", user: "Anna" }]);
    expect(notices).toEqual([]);
  });

  it("with no GM online the author acts on their own client", async () => {
    gm.active = false;
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([5]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(rollOf(message).total).toBe(1);
    expect(actor.view.pools.bonusDice).toBe(1);
  });

  it("with no GM online a player who may not update the message is told so and nothing changes", async () => {
    gm.active = false;
    const message = new StandInChatMessage("m1", "gm", [await check(1, [2])]);
    installChat([message], [actor]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(message.updates).toBe(0);
    expect(notices).toEqual([{ level: "warn", message: "No GM is online to confirm this." }]);
  });

  it("a roll the GM made for the player's character: the player's click is applied by the GM", async () => {
    const message = new StandInChatMessage("m1", "gm", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([5]);
    await requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    expect(rollOf(message).total).toBe(1);
    expect(actor.view.pools.bonusDice).toBe(1);
    expect(rollOf(message).phasesix.log).toEqual([{ action: "bonusDie", user: "Anna" }]);
  });

  it("the GM refuses a stranger who forges the owner's id, and the stranger's own request", async () => {
    const message = new StandInChatMessage("m1", "gm", [await check(1, [2])]);
    installChat([message], [actor]);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = stranger;
    const payload = JSON.stringify({ messageId: "m1", action: "bonusDie", version: 0 });
    await stranger.update({ "flags.phasesix.authority.forged": { query: ROLL_ACTION_QUERY, payload } });
    expect(await gm.query(ROLL_ACTION_QUERY, { userId: "p1", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(await gm.query(ROLL_ACTION_QUERY, { userId: "gm", requestId: "forged" })).toEqual({ ok: false, reason: "unverified" });
    expect(await gm.query(ROLL_ACTION_QUERY, { userId: "p2", requestId: "forged" })).toEqual({ ok: false, reason: "NoPermission" });
    expect(actor.view.pools.bonusDice).toBe(2);
    expect(message.updates).toBe(0);
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

describe("card actions are atomic", () => {
  it("two concurrent clicks on the same card spend once; the second is refused with a message", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([5, 6]);
    const click = () => requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    await Promise.all([click(), click()]);
    expect(actor.view.pools.bonusDice).toBe(1);
    expect(message.updates).toBe(1);
    expect(rollOf(message).phasesix.log).toHaveLength(1);
    expect(notices).toEqual([{ level: "warn", message: "This card changed meanwhile; your click was not carried out and nothing was spent." }]);
  });

  it("a click of the player and one of the GM at the same time spend once", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    // Enough faces for both actions (a bonus die, then a reroll of two dice) should both be carried out.
    scriptDiceFaces([5, 2, 3]);
    const g = globalThis as unknown as { game: { user: StandInUser } };
    const playerClick = requestRollAction(message as unknown as ChatMessage.Implementation, "reroll");
    g.game.user = gm;
    const gmClick = requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    await Promise.all([playerClick, gmClick]);
    expect(rollOf(message).phasesix.log).toHaveLength(1);
    expect(actor.view.pools.bonusDice + actor.view.pools.rerolls).toBe(2);
    expect(message.updates).toBe(1);
  });

  it("with no GM online two clicks of the author still spend once", async () => {
    gm.active = false;
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    scriptDiceFaces([5, 6]);
    const click = () => requestRollAction(message as unknown as ChatMessage.Implementation, "bonusDie");
    await Promise.all([click(), click()]);
    expect(actor.view.pools.bonusDice).toBe(1);
    expect(message.updates).toBe(1);
  });

  it("a click on an outdated card is refused and spends nothing; on the current card it is carried out", async () => {
    const message = new StandInChatMessage("m1", "p1", [await check(1, [2])]);
    installChat([message], [actor]);
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = gm;
    const stale = await handleRollActionQueryAsGM({ messageId: "m1", action: "bonusDie", version: 3 });
    expect(stale).toEqual({ ok: false, reason: "Conflict" });
    expect(actor.view.pools.bonusDice).toBe(2);
    scriptDiceFaces([5]);
    expect(await handleRollActionQueryAsGM({ messageId: "m1", action: "bonusDie", version: 0 })).toEqual({ ok: true });
    expect(actor.view.pools.bonusDice).toBe(1);
  });
});

/** The GM acting on its own client: the same handler, run here through askGM. */
function handleRollActionQueryAsGM(query: { messageId: string; action: "bonusDie"; version: number }): Promise<unknown> {
  return askGM(rollActionQuery, query);
}
