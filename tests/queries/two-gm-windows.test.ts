/**
 * A GM logged in twice (two tabs, or a laptop and a tablet): Foundry 13's server sends a user query
 * to every connection of the GM user and passes the first answer to the sender. Each window is its
 * own page with its own memory — here its own instance of the authority module (vi.resetModules) —
 * and both read and write the same User documents, whose updates the "server" below applies one
 * after another, each a turn of the event loop after it was sent, and shows to every window in
 * that order (the stand-in's `updateUser` hook). The request must be carried out exactly once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { serverOrdersUpdates } from "../foundry/server-order.ts";
import type * as AuthorityModule from "../../src/queries/authority.ts";
import { askGM } from "../../src/queries/authority.ts";

type Authority = typeof AuthorityModule;
interface Note {
  text: string;
}
type Answer = { ok: true; runs: number } | { ok: false; reason: string };

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How often the operation ran, over every window. */
let runs = 0;

/** One GM window: a fresh copy of the authority module, its query defined there. */
async function gmWindow(): Promise<{ authority: Authority; query: AuthorityModule.AuthorizedQuery<Note, Answer> }> {
  vi.resetModules();
  const authority = (await import("../../src/queries/authority.ts")) as Authority;
  // Short for a test, yet with room for a loaded machine: a User update that takes longer than
  // `arrivalMs` to reach a window counts as never sent, a late answer must come after the winner's,
  // and a request not carried out before its deadline (the timeout less a margin) is not carried out.
  authority.authorityTiming.arrivalMs = 200;
  authority.authorityTiming.queryTimeoutMs = 1_500;
  const query = authority.defineAuthorizedQuery<Note, Answer>({
    name: "phasesix.testOnce",
    validate: (data: unknown): data is Note => typeof data === "object" && data !== null && typeof (data as Note).text === "string",
    handle: async () => {
      runs += 1;
      const now = runs;
      await new Promise((resolve) => setTimeout(resolve, 10)); // e.g. dice shown before answering
      return { ok: true, runs: now };
    },
  });
  return { authority, query };
}

/**
 * The GM user's connections: the query reaches every window (each after `delays[i]` ticks); the
 * first answer goes back to the sender, later ones are dropped (as the server's `userQuery` does).
 */
function connectWindows(handlers: Array<(envelope: unknown) => Promise<unknown>>, delays: number[]): { late: () => Promise<unknown[]> } {
  const all: Array<Promise<unknown>> = [];
  const g = globalThis as unknown as { game: { user: StandInUser } };
  gm.query = (_name: string, data: unknown) =>
    new Promise((resolve) => {
      handlers.forEach((handler, i) => {
        const answer = (async () => {
          for (let t = 0; t < (delays[i] ?? 0); t++) await tick();
          g.game.user = gm;
          return handler(JSON.parse(JSON.stringify(data)) as unknown);
        })();
        all.push(answer);
        void answer.then(resolve);
      });
    });
  return { late: () => Promise.all(all) };
}

beforeEach(() => {
  runs = 0;
  alice.flags = {};
  gm.flags = {};
  installGame({ users: [gm, alice], user: alice });
  serverOrdersUpdates(alice, gm);
});

afterEach(() => {
  Reflect.deleteProperty(gm, "query");
  Reflect.deleteProperty(alice, "update");
});

describe("a GM in two windows carries out a player's request once", () => {
  it("both windows receive the query at the same moment: one claims it first, the other stays silent", async () => {
    const a = await gmWindow();
    const b = await gmWindow();
    const { late } = connectWindows([a.query.gmHandler, b.query.gmHandler], [0, 0]);
    const answer = await askGM(a.query, { text: "wound the foe" });
    expect(answer).toEqual({ ok: true, runs: 1 });
    const answers = await late();
    expect(runs).toBe(1);
    expect(answers).toContainEqual({ ok: false, reason: "replayed" });
    expect((alice.flags.phasesix as { authority: object }).authority).toEqual({});
  });

  it("a window that gets the query while the other carries it out leaves it alone", async () => {
    const a = await gmWindow();
    const b = await gmWindow();
    const { late } = connectWindows([a.query.gmHandler, b.query.gmHandler], [0, 3]);
    expect(await askGM(a.query, { text: "spend a die" })).toEqual({ ok: true, runs: 1 });
    expect(await late()).toHaveLength(2);
    expect(runs).toBe(1);
  });

  it("three windows, many requests: each request runs exactly once", async () => {
    const windows = [await gmWindow(), await gmWindow(), await gmWindow()];
    const lates: Array<() => Promise<unknown[]>> = [];
    for (let i = 0; i < 5; i++) {
      const { late } = connectWindows(
        windows.map((w) => w.query.gmHandler),
        [i % 2, 0, (i * 2) % 3],
      );
      lates.push(late);
      expect(await askGM(windows[0].query, { text: `request ${i}` })).toEqual({ ok: true, runs: i + 1 });
    }
    await Promise.all(lates.map((late) => late()));
    expect(runs).toBe(5);
  });
});
