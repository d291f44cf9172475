/**
 * The active GM loads two windows of a world that needs a migration at the same moment (a laptop
 * and a tablet, two tabs after an update): each window is its own page, its own copy of the
 * migration module (vi.resetModules). One migrates, the other leaves it — one start notice, each
 * actor written once — and the claim is removed afterwards, so a migration that failed is retried
 * at the next load.
 */
import "../foundry/data-fields.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { serverOrdersUpdates } from "../foundry/server-order.ts";
import { CURRENT_DATA_VERSION } from "../../src/rules/character/index.ts";

const gm = new StandInUser("gm", "GM", true);

/** A world actor of data version 0 that counts how often it was written. */
function oldActor(name: string) {
  return {
    name,
    type: "character",
    writes: 0,
    system: { health: { value: 7, max: 10 }, arcana: { value: 1, max: 3 } } as unknown,
    toObject() {
      return { system: structuredClone(this.system) };
    },
    async update(changes: { system: unknown }) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      this.writes++;
      this.system = structuredClone(changes.system);
    },
  };
}

beforeEach(() => {
  gm.flags = {};
  serverOrdersUpdates(gm, gm);

});

afterEach(() => {
  Reflect.deleteProperty(gm, "update");
});

describe("a world migration with the GM in two windows", () => {
  it("runs in one window: one notice, every actor written once, no claim left", async () => {
    const settings: Record<string, unknown> = { "phasesix.dataVersion": 0 };
    const notices = installGame({ users: [gm], user: gm, settings });
    const actors = [oldActor("Hagen"), oldActor("Lena")];
    Object.assign((globalThis as unknown as { game: Record<string, unknown> }).game, { actors, packs: [] });
    const windows = [];
    for (let i = 0; i < 2; i++) {
      vi.resetModules();
      windows.push((await import("../../src/migration/world.ts")) as { migrateWorldIfNeeded: () => Promise<void> });
    }
    await Promise.all(windows.map((w) => w.migrateWorldIfNeeded()));
    expect(actors.map((a) => a.writes)).toEqual([1, 1]);
    expect(notices.filter((n) => n.level === "info")).toHaveLength(2); // start and done, once each
    expect(settings["phasesix.dataVersion"]).toBe(CURRENT_DATA_VERSION);
    expect((gm.flags.phasesix as { once?: object } | undefined)?.once ?? {}).toEqual({});
  });
});
