/**
 * The authority layer: a GM query's handler learns the requesting user only from a request that
 * user recorded on their own User document (which only they or a GM may update). Forged ids,
 * requests written for another query and replays are refused; honest requests pass.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { askGM, authorityTiming, defineAuthorizedQuery, isRefusal, refusalMessage, registerAuthorizedQuery } from "../../src/queries/authority.ts";

interface Note {
  text: string;
}

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const bob = new StandInUser("bob", "Bob");

/** What the GM's handler saw: the verified requester and the data. */
let seen: Array<{ requester: string; text: string }>;
let notices: Notice[];

const noteQuery = defineAuthorizedQuery({
  name: "phasesix.testNote",
  validate: (data: unknown): data is Note => typeof data === "object" && data !== null && typeof (data as Note).text === "string",
  handle: async (data: Note, requester) => {
    seen.push({ requester: requester.id ?? "", text: data.text });
    return { ok: true as const, by: requester.id ?? "" };
  },
});

const otherQuery = defineAuthorizedQuery({
  name: "phasesix.testOther",
  validate: (data: unknown): data is Note => typeof data === "object" && data !== null,
  handle: async () => ({ ok: true as const, by: "other" }),
});

function setup(user: StandInUser, lang: "en" | "de" = "en") {
  for (const u of [gm, alice, bob]) u.flags = {};
  gm.active = true;
  seen = [];
  notices = installGame({ users: [gm, alice, bob], user, lang });
  registerAuthorizedQuery(noteQuery);
  registerAuthorizedQuery(otherQuery);
  authorityTiming.arrivalMs = 20;
}

/** Alice's client sends the GM an envelope of her choosing (what a forger can do). */
function sendRaw(name: string, envelope: unknown): Promise<unknown> {
  return gm.query(name, envelope);
}

beforeEach(() => setup(alice));

describe("askGM", () => {
  it("an honest player's request reaches the GM's handler with that player as requester", async () => {
    expect(await askGM(noteQuery, { text: "hi" })).toEqual({ ok: true, by: "alice" });
    expect(seen).toEqual([{ requester: "alice", text: "hi" }]);
  });

  it("leaves no request behind on the player's User", async () => {
    await askGM(noteQuery, { text: "hi" });
    expect((alice.flags.phasesix as { authority: object }).authority).toEqual({});
  });

  it("a GM's own request runs at once with the GM as requester", async () => {
    setup(gm);
    expect(await askGM(noteQuery, { text: "gm" })).toEqual({ ok: true, by: "gm" });
    expect(gm.updates).toBe(0);
  });

  it("answers noActiveGM when no GM is online, with a localized reason in both languages", async () => {
    gm.active = false;
    const answer = await askGM(noteQuery, { text: "hi" });
    expect(answer).toEqual({ ok: false, reason: "noActiveGM" });
    expect(isRefusal(answer)).toBe(true);
    expect(refusalMessage("noActiveGM")).toBe("No GM is online to confirm this.");
    setup(alice, "de");
    expect(refusalMessage("unverified")).toBe("Deine Anfrage konnte nicht als deine bestätigt werden.");
    expect(seen).toEqual([]);
  });

  it("refuses malformed data recorded by the player", async () => {
    expect(await askGM(noteQuery, { text: 5 } as unknown as Note)).toEqual({ ok: false, reason: "badRequest" });
    expect(seen).toEqual([]);
  });
});

describe("forged requests", () => {
  it("a player claiming to be the GM is refused: the GM's User holds no such request", async () => {
    await alice.update({ "flags.phasesix.authority.abc123": { query: "phasesix.testNote", payload: '{"text":"as gm"}' } });
    expect(await sendRaw("phasesix.testNote", { userId: "gm", requestId: "abc123" })).toEqual({ ok: false, reason: "unverified" });
    expect(seen).toEqual([]);
  });

  it("a player cannot write a request onto another user's User (the server refuses the update)", async () => {
    await expect(bob.update({ "flags.phasesix.authority.abc123": { query: "phasesix.testNote", payload: '{"text":"as bob"}' } })).rejects.toThrow();
    expect(await sendRaw("phasesix.testNote", { userId: "bob", requestId: "abc123" })).toEqual({ ok: false, reason: "unverified" });
    expect(seen).toEqual([]);
  });

  it("replaying another user's request id does nothing a second time", async () => {
    // Bob records a request; the GM carries it out; Alice saw the id on Bob's User and replays it.
    setup(bob);
    await bob.update({ "flags.phasesix.authority.r1": { query: "phasesix.testNote", payload: '{"text":"once"}' } });
    const first = sendRaw("phasesix.testNote", { userId: "bob", requestId: "r1" });
    const replay = sendRaw("phasesix.testNote", { userId: "bob", requestId: "r1" });
    expect(await first).toEqual({ ok: true, by: "bob" });
    expect(await replay).toEqual({ ok: false, reason: "replayed" });
    expect(await sendRaw("phasesix.testNote", { userId: "bob", requestId: "r1" })).toEqual({ ok: false, reason: "unverified" });
    expect(seen).toEqual([{ requester: "bob", text: "once" }]);
  });

  it("a request recorded for one query cannot be used for another", async () => {
    await alice.update({ "flags.phasesix.authority.r2": { query: "phasesix.testNote", payload: '{"text":"x"}' } });
    expect(await sendRaw("phasesix.testOther", { userId: "alice", requestId: "r2" })).toEqual({ ok: false, reason: "unverified" });
  });

  it("refuses envelopes whose ids could inject an update path, and runs only on a GM's client", async () => {
    expect(await sendRaw("phasesix.testNote", { userId: "alice", requestId: "a.b" })).toEqual({ ok: false, reason: "badRequest" });
    expect(await sendRaw("phasesix.testNote", { userId: "alice", requestId: "-=x" })).toEqual({ ok: false, reason: "badRequest" });
    expect(await noteQuery.gmHandler({ userId: "alice", requestId: "r3" })).toEqual({ ok: false, reason: "notGM" });
  });

  it("waits for a User update that arrives after the query", async () => {
    authorityTiming.arrivalMs = 1_000;
    const answer = sendRaw("phasesix.testNote", { userId: "alice", requestId: "late" });
    await alice.update({ "flags.phasesix.authority.late": { query: "phasesix.testNote", payload: '{"text":"late"}' } });
    expect(await answer).toEqual({ ok: true, by: "alice" });
    expect(notices).toEqual([]);
  });
});

describe("serialized queries", () => {
  /** A counter the handler reads, waits on, then writes: a lost update without serialization. */
  let counter = 0;
  let handledBy: string[] = [];
  const bump = defineAuthorizedQuery({
    name: "phasesix.testBump",
    validate: (data: unknown): data is { key: string } => typeof data === "object" && data !== null && typeof (data as { key: unknown }).key === "string",
    serialize: (data) => `Test.${data.key}`,
    handle: async (_data, requester) => {
      handledBy.push(`${(globalThis as unknown as { game: { user: StandInUser } }).game.user.id}:${requester.id ?? ""}`);
      const seen = counter;
      await new Promise((resolve) => setTimeout(resolve, 5));
      counter = seen + 1;
      return { ok: true as const, counter };
    },
  });

  beforeEach(() => {
    counter = 0;
    handledBy = [];
    registerAuthorizedQuery(bump);
  });

  it("handles concurrent requests on one document one after another", async () => {
    const answers = await Promise.all([askGM(bump, { key: "a" }), askGM(bump, { key: "a" }), askGM(bump, { key: "a" })]);
    expect(answers.map((a) => (a.ok ? a.counter : 0)).sort()).toEqual([1, 2, 3]);
    expect(counter).toBe(3);
  });

  it("has a second GM ask the active GM, so there is one writer", async () => {
    const assistant = new StandInUser("gm2", "Second GM", true);
    installGame({ users: [gm, assistant, alice], user: assistant });
    registerAuthorizedQuery(bump);
    await askGM(bump, { key: "b" });
    expect(handledBy).toEqual(["gm:gm2"]);
  });
});
