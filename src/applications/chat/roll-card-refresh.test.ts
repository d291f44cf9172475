/**
 * Keeping roll cards current when their actor changes (roll-card.ts → `refreshCardsOf`, the
 * `updateActor` hook): only the cards whose buttons or dice left changed are re-rendered, only
 * after a change of the dice pools, and only on the clients of users who may act for the actor.
 */
import "../../../tests/foundry/data-fields.ts";
import { scriptDiceFaces } from "../../../tests/foundry/dice.ts";
import { StandInUser, installGame } from "../../../tests/foundry/game.ts";
import { StandInActor } from "../../../tests/foundry/combat-documents.ts";
import { StandInChatMessage, installChat } from "../../../tests/foundry/chat-message.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { PhaseSixRoll, registerDice } from "../../dice/index.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { sampleRollView } from "../../rules/roll-request/fixtures.ts";
import { refreshCardsOf, renderRollCard } from "./roll-card.ts";

class RollingActor extends StandInActor {
  constructor(
    public uuid: string,
    name: string,
    owner: string,
  ) {
    super({ name, owners: [owner], pools: { bonusDice: 2, rerolls: 1, destinyDice: 1 } });
  }
  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }
}

const gm = new StandInUser("gm", "Spielleitung", true);
const anna = new StandInUser("p1", "Anna");
const bert = new StandInUser("p2", "Bert");

let annaActor: RollingActor;
let bertActor: RollingActor;
let messages: StandInChatMessage[];
let rerendered: string[];

async function rollFor(actor: RollingActor, id: string): Promise<StandInChatMessage> {
  const roll = PhaseSixRoll.forCheck(prepareCheck(sampleRollView(), "attribute", "logic"), { actorUuid: actor.uuid });
  scriptDiceFaces([5, 2, 3]);
  await roll.evaluate();
  return new StandInChatMessage(id, "p1", [roll]);
}

/** Foundry's chat log re-rendering a message: the card is rendered again from its roll. */
async function show(message: StandInChatMessage): Promise<void> {
  const roll = message.rolls[0];
  if (roll instanceof PhaseSixRoll) await renderRollCard(roll, { isPrivate: false });
}

async function install(user: StandInUser): Promise<void> {
  registerDice();
  installGame({ users: [gm, anna, bert], user });
  annaActor = new RollingActor("Actor.anna", "Anna", "p1");
  bertActor = new RollingActor("Actor.bert", "Bert", "p2");
  messages = [await rollFor(annaActor, "m1"), await rollFor(bertActor, "m2"), await rollFor(annaActor, "m3")];
  installChat(messages, [annaActor, bertActor]);
  rerendered = [];
  (globalThis as unknown as { ui: Record<string, unknown> }).ui.chat = {
    updateMessage: async (message: StandInChatMessage) => {
      rerendered.push(message.id);
      await show(message);
    },
  };
  // m1 and m2 are shown in this client's chat log; m3 was never rendered here
  await show(messages[0]);
  await show(messages[1]);
}

const asActor = (a: RollingActor) => a as unknown as Actor.Implementation;
const poolChange = { system: { pools: { bonusDice: { spent: 1 } } } };

describe("roll cards after an actor update", () => {
  beforeEach(() => install(anna));

  it("re-renders only the shown cards of that actor whose dice left changed", async () => {
    annaActor.view.pools.bonusDice = 1;
    refreshCardsOf(asActor(annaActor), poolChange);
    await Promise.resolve();
    expect(rerendered).toEqual(["m1"]);
    // current now: the same update again changes nothing
    refreshCardsOf(asActor(annaActor), poolChange);
    expect(rerendered).toEqual(["m1"]);
  });

  it("re-renders nothing when the update does not touch the dice pools", async () => {
    annaActor.view.pools.bonusDice = 1;
    refreshCardsOf(asActor(annaActor), { name: "Anna B.", system: { health: { wounds: 2 } } });
    expect(rerendered).toEqual([]);
  });

  it("re-renders nothing when the pools changed but the cards still show the same", () => {
    refreshCardsOf(asActor(annaActor), poolChange);
    expect(rerendered).toEqual([]);
  });
});

describe("roll cards on the client of a user who cannot act for the actor", () => {
  beforeEach(() => install(bert));

  it("are left alone: they show no buttons that could change", () => {
    annaActor.view.pools.bonusDice = 0;
    refreshCardsOf(asActor(annaActor), poolChange);
    expect(rerendered).toEqual([]);
  });
});
