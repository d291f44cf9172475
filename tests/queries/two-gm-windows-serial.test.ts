/**
 * A GM in two windows runs "one after another" requests one after another (issue 32, D4). Each
 * window is its own page — here its own copy of the query modules (vi.resetModules): its own memory,
 * its own serial queues. Both receive every query (Foundry 13's server sends a user query to every
 * connection of the GM user and passes the first answer on), each after its own delay; the "server"
 * below applies User updates one after another, a turn after they were sent, and shows every window
 * the same order (the stand-in's `updateUser` hook).
 *
 * Two steals paid with one destiny die: the thief has one, each steal costs one. Each window claims
 * the requests it wins; without one queue across windows, two windows each carried out one steal at
 * the same time and both passed the check (5 of these 12 arrival orders).
 */
import "../foundry/data-fields.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { serverOrdersUpdates } from "../foundry/server-order.ts";
import type * as CombatActions from "../../src/queries/combat-actions.ts";
import { authorityTiming } from "../../src/gm-channel/requests.ts";
import { requestStealAction } from "../../src/documents/combat-requests.ts";
import * as combatantModel from "../../src/data/combatant.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const g = globalThis as unknown as { game: { user: StandInUser }; CONFIG: { queries: Record<string, unknown> } };

let hero: StandInCombatant;
let foe: StandInCombatant;
let third: StandInCombatant;

/**
 * One GM window: a fresh copy of the query modules and the GM channel (their memory is the window's).
 * The documents' data model is the one the stand-in documents were built with: both windows read the
 * same combat, as both see the same server state.
 */
async function gmWindow(): Promise<typeof CombatActions> {
  vi.resetModules();
  vi.doMock("../../src/data/combatant.ts", () => combatantModel);
  const module = (await import("../../src/queries/combat-actions.ts")) as typeof CombatActions;
  const requests = (await import("../../src/gm-channel/requests.ts")) as { authorityTiming: typeof authorityTiming };
  // Room for a loaded machine: a request not carried out before its deadline is not carried out.
  requests.authorityTiming.arrivalMs = 400;
  requests.authorityTiming.queryTimeoutMs = 5_000;
  return module;
}

/**
 * The GM user's connections: every query reaches every window, window i after `delays[n][i]` ticks
 * for the n-th query sent; the first answer goes back to the sender (as the server's `userQuery`).
 * A losing window answers only after the query's timeout; the server has dropped it by then.
 */
function connectWindows(windows: Array<typeof CombatActions>, delays: number[][]): void {
  let sent = 0;
  gm.query = (_name: string, data: unknown) => {
    const mine = delays[sent++] ?? [0, 0];
    return new Promise((resolve) => {
      windows.forEach((window, i) => {
        const answer = (async () => {
          for (let t = 0; t < (mine[i] ?? 0); t++) await tick();
          g.game.user = gm;
          return window.handleStealAction(JSON.parse(JSON.stringify(data)) as unknown);
        })();
        void answer.then(resolve);
      });
    });
  };
}

beforeEach(() => {
  alice.flags = {};
  gm.flags = {};
  hero = new StandInCombatant({ id: "hero", actor: new StandInActor({ name: "Hagen", pools: { destinyDice: 1 }, owners: ["alice"] }), system: { actions: { value: 0, max: 2 } } });
  foe = new StandInCombatant({ id: "foe", actor: new StandInActor({ name: "Räuber" }), system: { actions: { value: 2, max: 2 } } });
  third = new StandInCombatant({ id: "third", actor: new StandInActor({ name: "Söldner" }), system: { actions: { value: 2, max: 2 } } });
  installGame({ users: [gm, alice], user: alice, combats: [new StandInCombat("c1", [hero, foe, third])] });
  authorityTiming.arrivalMs = 400;
  authorityTiming.queryTimeoutMs = 5_000;
  serverOrdersUpdates(alice, gm);
  serverOrdersUpdates(gm, gm);
});

afterEach(() => {
  Reflect.deleteProperty(gm, "query");
  Reflect.deleteProperty(alice, "update");
  Reflect.deleteProperty(gm, "update");
  authorityTiming.queryTimeoutMs = 10_000;
});

/** Ticks before window A and window B see the first and the second steal. */
const ARRIVAL_ORDERS: number[][][] = [
  [[0, 0], [0, 0]],
  [[0, 3], [3, 0]],
  [[3, 0], [0, 3]],
  [[0, 1], [1, 0]],
  [[1, 0], [0, 1]],
  [[0, 5], [5, 0]],
  [[5, 0], [0, 5]],
  [[0, 2], [0, 2]],
  [[2, 0], [2, 0]],
  [[0, 0], [4, 0]],
  [[0, 4], [0, 0]],
  [[1, 2], [2, 1]],
];

describe("two GM windows carry out serialized requests one after another", () => {
  for (const [n, order] of ARRIVAL_ORDERS.entries()) {
    it(`two steals paid with one destiny die: one is carried out, the other refused (arrival order ${n + 1})`, async () => {
      const windows = [await gmWindow(), await gmWindow()];
      // The queries registered in CONFIG.queries are the first window's (the sender only needs the names).
      windows[0].registerQueries();
      connectWindows(windows, order);
      const answers = await Promise.all([
        requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "foe" }),
        requestStealAction({ combatId: "c1", thiefId: "hero", victimId: "third" }),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: "noDestinyDie" }]);
      expect(hero.actor?.view.pools.destinyDice).toBe(0);
      expect(hero.system.actions.value).toBe(1);
      expect(foe.system.actions.value + third.system.actions.value).toBe(3);
      // No ticket is left on the GM's User.
      expect((gm.flags.phasesix as { queue?: object } | undefined)?.queue ?? {}).toEqual({});
    });
  }
});
