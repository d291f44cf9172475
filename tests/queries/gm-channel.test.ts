/**
 * The GM channel sends a request by the query's name alone (what documents do: they import no
 * query definition): the query is the one registered in `CONFIG.queries` under that name, and it
 * behaves exactly as sending the definition itself — a GM's own request runs at once on its own
 * client, a player's goes to the active GM with the query's timeout, a serialized one has one
 * writer. A name nothing is registered under answers `failed` and runs nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { askGM, queryName, runHere } from "../../src/gm-channel/ask-gm.ts";
import { authorityTiming } from "../../src/gm-channel/requests.ts";
import { defineAuthorizedQuery, refusalMessage, registerAuthorizedQuery } from "../../src/queries/authority.ts";

interface Note {
  text: string;
}
type Answer = { ok: true; by: string; text: string };

const gm = new StandInUser("gm", "GM", true);
const secondGM = new StandInUser("gm2", "Second GM", true);
const alice = new StandInUser("alice", "Alice");

/** Who the handler ran for, on whose client. */
let seen: string[];

const isNote = (data: unknown): data is Note => typeof data === "object" && data !== null && typeof (data as Note).text === "string";
const handle = async (data: Note, requester: User.Implementation): Promise<Answer> => {
  seen.push(`${(globalThis as unknown as { game: { user: StandInUser } }).game.user.id}:${requester.id ?? ""}`);
  return { ok: true, by: requester.id ?? "", text: data.text };
};

const NOTE = queryName<Note, Answer>("phasesix.testChannelNote");
const SERIAL_NOTE = queryName<Note, Answer>("phasesix.testChannelSerialNote");
const UNREGISTERED = queryName<Note, Answer>("phasesix.testChannelNobody");
const noteQuery = defineAuthorizedQuery({ name: NOTE, validate: isNote, handle, timeoutMs: 4321 });
const serialQuery = defineAuthorizedQuery({ name: SERIAL_NOTE, validate: isNote, handle, serialize: () => "Test.channel" });

function setup(user: StandInUser): void {
  for (const u of [gm, secondGM, alice]) {
    u.flags = {};
    u.updates = 0;
  }
  seen = [];
  installGame({ users: [gm, secondGM, alice], user });
  registerAuthorizedQuery(noteQuery);
  registerAuthorizedQuery(serialQuery);
  authorityTiming.arrivalMs = 20;
}

beforeEach(() => setup(alice));

describe("askGM by a query's name", () => {
  it("a GM's own request runs the registered query at once, with the GM as requester and no User update", async () => {
    setup(gm);
    expect(await askGM(NOTE, { text: "mine" })).toEqual({ ok: true, by: "gm", text: "mine" });
    expect(seen).toEqual(["gm:gm"]);
    expect(gm.updates).toBe(0);
  });

  it("a player's request reaches the active GM's handler, waiting as long as the query says", async () => {
    const timeouts: Array<number | undefined> = [];
    const send = gm.query.bind(gm);
    gm.query = (name: string, data: unknown, options: { timeout?: number } = {}) => {
      timeouts.push(options.timeout);
      return send(name, data, options);
    };
    try {
      expect(await askGM(NOTE, { text: "hers" })).toEqual({ ok: true, by: "alice", text: "hers" });
    } finally {
      Reflect.deleteProperty(gm, "query");
    }
    expect(seen).toEqual(["gm:alice"]);
    expect(timeouts).toEqual([4321]);
    expect((alice.flags.phasesix as { authority: object }).authority).toEqual({});
  });

  it("a serialized query asked by a second GM goes to the active GM (one writer)", async () => {
    setup(secondGM);
    expect(await askGM(SERIAL_NOTE, { text: "second" })).toEqual({ ok: true, by: "gm2", text: "second" });
    expect(seen).toEqual(["gm:gm2"]);
  });

  it("malformed data is refused before the handler runs, as with the definition itself", async () => {
    setup(gm);
    expect(await askGM(NOTE, { text: 5 } as unknown as Note)).toEqual({ ok: false, reason: "badRequest" });
    expect(await runHere(NOTE, { text: 5 } as unknown as Note)).toEqual({ ok: false, reason: "badRequest" });
    expect(seen).toEqual([]);
  });

  it("a name no query is registered under answers failed and runs nothing, for a GM and a player", async () => {
    expect(await askGM(UNREGISTERED, { text: "x" })).toEqual({ ok: false, reason: "failed" });
    expect(alice.updates).toBe(0);
    setup(gm);
    expect(await askGM(UNREGISTERED, { text: "x" })).toEqual({ ok: false, reason: "failed" });
    expect(await runHere(UNREGISTERED, { text: "x" })).toEqual({ ok: false, reason: "failed" });
    expect(seen).toEqual([]);
  });
});

describe("a request that fails says why", () => {
  /** The GM's client answers as Foundry 13's User#query does: it throws with the reason it was given. */
  function answerWith(reason: string): void {
    gm.query = async () => {
      throw new Error(reason);
    };
  }
  afterEach(() => Reflect.deleteProperty(gm, "query"));

  it("no answer in time (the socket's timeout) or a GM who left is 'did not answer in time'", async () => {
    answerWith("operation has timed out");
    expect(await askGM(NOTE, { text: "late" })).toEqual({ ok: false, reason: "failed" });
    answerWith("User [gm] has disconnected");
    expect(await askGM(NOTE, { text: "gone" })).toEqual({ ok: false, reason: "failed" });
  });

  it("an error of the GM's handler is an error on the GM's client, not a timeout", async () => {
    answerWith("Cannot read properties of undefined (reading 'system')");
    const answer = await askGM(NOTE, { text: "broken" });
    expect(answer).toEqual({ ok: false, reason: "gmError" });
    installGame({ users: [gm, secondGM, alice], user: alice, lang: "de" });
    expect(refusalMessage("gmError")).toMatch(/Fehler/);
    expect(refusalMessage("gmError")).not.toBe(refusalMessage("failed"));
  });
});
