/**
 * A request the player was told failed never runs later (issue 32, D6), and what a dead GM window
 * leaves on the player's User goes (D10). Foundry 13's server answers a user query that has not been
 * answered within its timeout with a rejection (`queryResult.status === "rejected"`): the stand-in
 * below does the same, while the GM's handler goes on. Real PhaseSixActor documents.
 */
import "../foundry/data-fields.ts";
import { installApplications, setConfirmAnswer, shownDialogs } from "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { actorOperationQuery } from "../../src/queries/actor-operation.ts";
import { askGM, authorityTiming, defineAuthorizedQuery, registerAuthorizedQuery } from "../../src/queries/authority.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let actors: PhaseSixActor[];
let foe: PhaseSixActor;

const wounds = (actor: PhaseSixActor): number => (actor.system instanceof CharacterData ? actor.system.health.wounds : -1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's timeout of a user query: the sender gets a rejection, the handler runs on. */
function serverTimesOutQueries(): void {
  const send = StandInUser.prototype.query;
  gm.query = (name: string, data: unknown, options: { timeout?: number } = {}) =>
    new Promise((resolve, reject) => {
      const timer = options.timeout ? setTimeout(() => reject(new Error("The query timed out")), options.timeout) : undefined;
      void send.call(gm, name, data, options).then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
}

beforeEach(() => {
  actors = [];
  gm.active = true;
  for (const user of [gm, player]) user.flags = {};
  notices = installGame({ users: [gm, player], user: player });
  installApplications();
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  const messages: StandInChatMessage[] = [];
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  registerAuthorizedQuery(actorOperationQuery);
  registerWitness();
  authorityTiming.arrivalMs = 20;
  // The time a player waits for a GM's confirmation, short for a test with room for a loaded machine.
  authorityTiming.confirmTimeoutMs = 1_500;
  const source = { name: "Brann", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: { health: { wounds: 6 } }, owners: [] };
  foe = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(foe);
  serverTimesOutQueries();
});

afterEach(() => {
  Reflect.deleteProperty(gm, "query");
  authorityTiming.confirmTimeoutMs = 120_000;
  setConfirmAnswer(true);
});

describe("a request the player was told failed never runs later (D6)", () => {
  it("the GM's dialog closes when the player stops waiting; the retry is confirmed and heals once (6 → 4, not 6 → 2)", async () => {
    // The GM answers each dialog only when the test says so.
    const answers: Array<(answer: boolean) => void> = [];
    setConfirmAnswer(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    expect(await foe.heal(2, { askGM: true })).toBe(false);
    expect(notices.at(-1)?.message).toBe("The GM did not answer in time; the request was not carried out and never will be.");
    expect(shownDialogs).toHaveLength(1);
    expect(shownDialogs[0].open).toBe(false); // closed at the request's deadline
    // The player tries again; the GM confirms both dialogs (the first one too late).
    const retry = foe.heal(2, { askGM: true });
    await sleep(50);
    expect(shownDialogs).toHaveLength(2);
    for (const answer of answers) answer(true);
    expect(await retry).toBe(true);
    await sleep(50);
    expect(wounds(foe)).toBe(4);
  });

  it("a confirmation that comes after the deadline, before the dialog could close, confirms nothing", async () => {
    // A GM who clicks yes just as the player gives up: the request is no longer alive.
    setConfirmAnswer(async () => {
      await sleep(authorityTiming.confirmTimeoutMs + 100);
      return true;
    });
    const answer = askGM(actorOperationQuery, { actorUuid: foe.uuid, operation: { op: "heal", n: 2 }, justification: { askGM: true } });
    expect(await answer).toEqual({ ok: false, reason: "expired" });
    await sleep(200);
    expect(wounds(foe)).toBe(6);
  });
});

describe("what a dead GM window leaves on the player's User goes (D10)", () => {
  it("a request claimed by a window that never answers leaves no stub once the player stops waiting", async () => {
    // The query's handler claims the request (the GM window reads it) and then never answers.
    const hang = defineAuthorizedQuery({
      name: "phasesix.testHang",
      validate: (data: unknown): data is { text: string } => typeof data === "object" && data !== null,
      handle: () => new Promise<never>(() => undefined),
      timeoutMs: 150,
    });
    registerAuthorizedQuery(hang);
    expect(await askGM(hang, { text: "hello?" })).toEqual({ ok: false, reason: "failed" });
    expect((player.flags.phasesix as { authority: object }).authority).toEqual({});
  });

  it("a stub left behind earlier (a claim that landed after its request was done) goes with the player's next request", async () => {
    await player.update({ "flags.phasesix.authority.old1": { claim: "deadWindow" } });
    const note = defineAuthorizedQuery({
      name: "phasesix.testNote32",
      validate: (data: unknown): data is { text: string } => typeof data === "object" && data !== null,
      handle: async () => ({ ok: true as const }),
    });
    registerAuthorizedQuery(note);
    expect(await askGM(note, { text: "hi" })).toEqual({ ok: true });
    expect((player.flags.phasesix as { authority: object }).authority).toEqual({});
  });

  it("a request another window of the same player sent a moment ago stays (it is still waited for)", async () => {
    const waited = { query: "phasesix.testNote33", payload: "{}", sentAt: Date.now() };
    await player.update({ "flags.phasesix.authority.other1": waited });
    const note = defineAuthorizedQuery({
      name: "phasesix.testNote33",
      validate: (data: unknown): data is { text: string } => typeof data === "object" && data !== null,
      handle: async () => ({ ok: true as const }),
    });
    registerAuthorizedQuery(note);
    expect(await askGM(note, { text: "hi" })).toEqual({ ok: true });
    expect((player.flags.phasesix as { authority: object }).authority).toEqual({ other1: waited });
  });
});
