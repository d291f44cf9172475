/**
 * Two attack cards wound one actor while the GM is logged in twice (issue 32, D4: "card defences,
 * damage and roll-card actions are exposed the same way"). Each card's requests are serialized per
 * card; a card's damage reads the actor's wounds, computes and writes them back. Without one queue
 * for the actor across the GM's windows, window A (card 1) and window B (card 2) both read 2 wounds
 * and write 5 and 6: one card's damage is lost.
 *
 * Each window is its own page — its own copy of the GM channel (vi.resetModules) — and both write
 * tickets on the same GM User, whose updates the "server" below applies one after another, a turn
 * after they were sent, showing every window the same order (the stand-in's `updateUser` hook).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { serverOrdersUpdates } from "../foundry/server-order.ts";
import type * as Tickets from "../../src/gm-channel/tickets.ts";
import { actorKey } from "../../src/gm-channel/serialized.ts";

const gm = new StandInUser("gm", "GM", true);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const g = globalThis as unknown as { game: { user: StandInUser } };

/** One GM window: a fresh copy of the ticket module (its memory is the window's). */
async function gmWindow(): Promise<typeof Tickets> {
  vi.resetModules();
  return (await import("../../src/gm-channel/tickets.ts")) as typeof Tickets;
}

/** The stored wounds of the one actor both cards hit. */
let wounds = 0;

/** A card's damage as the handler does it: read the wounds, let the dice show, write them back. */
function damage(hits: number, ticks: number): () => Promise<number> {
  return async () => {
    const before = wounds;
    for (let t = 0; t < ticks; t++) await tick();
    wounds = before + hits;
    return wounds;
  };
}

beforeEach(() => {
  gm.flags = {};
  wounds = 2;
  installGame({ users: [gm], user: gm });
  g.game.user = gm;
  serverOrdersUpdates(gm, gm);
});

afterEach(() => {
  Reflect.deleteProperty(gm, "update");
});

const until = () => Date.now() + 10_000;

describe("two GM windows wound one actor from two cards", () => {
  for (const [n, [ticksA, ticksB]] of [
    [0, 0],
    [3, 0],
    [0, 3],
    [5, 1],
  ].entries()) {
    it(`one after another: no card's damage is lost (timing ${n + 1})`, async () => {
      const [a, b] = [await gmWindow(), await gmWindow()];
      const results = await Promise.all([
        a.acrossWindows(["ChatMessage.card1", actorKey("Actor.hagen")], until(), damage(3, ticksA + 4)),
        b.acrossWindows(["ChatMessage.card2", actorKey("Actor.hagen")], until(), damage(4, ticksB + 4)),
      ]);
      expect(wounds).toBe(9);
      // the first card leaves 5 (or 6), the second builds on it: 9
      expect([[5, 9], [9, 6]]).toContainEqual(results);
      // No ticket is left on the GM's User.
      expect((gm.flags.phasesix as { queue?: object } | undefined)?.queue ?? {}).toEqual({});
    });
  }

  it("cards on different actors still run side by side (only shared keys wait)", async () => {
    const [a, b] = [await gmWindow(), await gmWindow()];
    const running: string[] = [];
    let overlapped = false;
    const work = (name: string) => async () => {
      running.push(name);
      if (running.length > 1) overlapped = true;
      for (let t = 0; t < 12; t++) await tick();
      running.splice(running.indexOf(name), 1);
      return name;
    };
    await Promise.all([
      a.acrossWindows(["ChatMessage.card1", actorKey("Actor.hagen")], until(), work("a")),
      b.acrossWindows(["ChatMessage.card2", actorKey("Actor.rauber")], until(), work("b")),
    ]);
    expect(overlapped).toBe(true);
  });

  it("a ticket holding one of the keys waits too: an actor operation after a card's damage on the same actor", async () => {
    const [a, b] = [await gmWindow(), await gmWindow()];
    await Promise.all([
      a.acrossWindows(["ChatMessage.card1", actorKey("Actor.hagen")], until(), damage(3, 6)),
      b.acrossWindows(actorKey("Actor.hagen"), until(), damage(-1, 0)),
    ]);
    expect(wounds).toBe(4);
  });
});
