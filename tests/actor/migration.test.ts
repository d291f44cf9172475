import "../foundry/data-fields.ts";
import { describe, expect, it } from "vitest";
import { CharacterData } from "../../src/data/actor/character.ts";
import { NpcData } from "../../src/data/actor/npc.ts";
import type { MigratableActor } from "../../src/migration/runner.ts";
import { migrateWorld, needsMigration, runMigration } from "../../src/migration/runner.ts";
import { CURRENT_DATA_VERSION, migrateActorSystem } from "../../src/rules/character/index.ts";
import { SPY_RANGER_ITEMS } from "./fixtures.ts";

/** Actors as the scaffold (data version 0) stored them: current health and arcana with their maxima. */
const VERSION_0 = {
  character: { health: { value: 7, max: 10 }, arcana: { value: 1, max: 3 } },
  npc: { health: { value: 4, max: 12 }, arcana: { value: 2, max: 2 } },
};

/** A stored actor for the runner: keeps what `replaceSystem` wrote, like the database would. */
class StoredActor implements MigratableActor {
  writes = 0;
  constructor(
    public name: string,
    public type: string,
    public stored: unknown,
    private fail = false,
  ) {}
  systemSource(): unknown {
    return structuredClone(this.stored);
  }
  async replaceSystem(system: Record<string, unknown>): Promise<void> {
    if (this.fail) throw new Error("database refused");
    this.writes++;
    this.stored = structuredClone(system);
  }
}

describe("migrateActorSystem (v0 → v1)", () => {
  it("turns current health and arcana into stored wounds and spent arcana", () => {
    expect(migrateActorSystem("character", VERSION_0.character, 0)).toEqual({ health: { wounds: 3, boosts: 0 }, arcana: { spent: 2 } });
    expect(migrateActorSystem("npc", VERSION_0.npc, 0)).toEqual({ health: { max: 12, wounds: 8, boosts: 0 }, arcana: { max: 2, spent: 0 } });
  });

  it("is idempotent: data already in the new shape passes unchanged", () => {
    const once = migrateActorSystem("character", VERSION_0.character, 0);
    expect(migrateActorSystem("character", once, 0)).toEqual(once);
  });

  it("leaves other actor types and garbage harmless", () => {
    expect(migrateActorSystem("vehicle", { health: { value: 1 } }, 0)).toEqual({ health: { value: 1 } });
    expect(migrateActorSystem("character", "nonsense", 0)).toEqual({});
  });
});

describe("migration round trip", () => {
  it("loses nothing: an old character shows the same health after migration, stored or loaded directly", async () => {
    const actor = new StoredActor("Hagen", "character", VERSION_0.character);
    const versions: number[] = [];
    const report = await runMigration([actor], 0, async (v) => void versions.push(v));
    expect(report).toEqual({ from: 0, to: CURRENT_DATA_VERSION, migrated: 1, failed: [] });
    expect(versions).toEqual([CURRENT_DATA_VERSION]);

    const fromStored = new CharacterData(actor.stored as Record<string, unknown>, { parent: { items: SPY_RANGER_ITEMS } } as never);
    fromStored.prepareDerivedData();
    expect(fromStored.resources.health).toEqual({ value: 7, max: 10 });
    expect(fromStored.health.wounds).toBe(3);
    expect(fromStored.arcana.spent).toBe(2);

    // An unmigrated document (a token delta, a locked compendium) is read the same way through migrateData.
    const loadedOld = new CharacterData(structuredClone(VERSION_0.character) as Record<string, unknown>, { parent: { items: SPY_RANGER_ITEMS } } as never);
    loadedOld.prepareDerivedData();
    expect(loadedOld.toObject()).toEqual(fromStored.toObject());
  });

  it("keeps an NPC's maximum and current health", async () => {
    const actor = new StoredActor("Robber", "npc", VERSION_0.npc);
    await runMigration([actor], 0, async () => undefined);
    const model = new NpcData(actor.stored as Record<string, unknown>);
    model.prepareDerivedData();
    expect(model.resources.health).toEqual({ value: 4, max: 12 });
    expect(model.resources.arcana).toEqual({ value: 2, max: 2 });
  });

  it("records the version only when every actor migrated, so a failed run is retried", async () => {
    const ok = new StoredActor("A", "character", VERSION_0.character);
    const broken = new StoredActor("B", "npc", VERSION_0.npc, true);
    const versions: number[] = [];
    const report = await runMigration([ok, broken, new StoredActor("Car", "vehicle", {})], 0, async (v) => void versions.push(v));
    expect(report.migrated).toBe(1);
    expect(report.failed).toEqual([{ name: "B", error: "database refused" }]);
    expect(versions).toEqual([]);
    expect(ok.writes).toBe(1);
  });

  it("starts a new world (no actors yet) at the current version without any notice", async () => {
    const shown: string[] = [];
    const notices = { start: () => void shown.push("start"), done: () => void shown.push("done"), failed: () => void shown.push("failed") };
    let version = 0;
    const setVersion = async (v: number) => {
      version = v;
    };
    expect(await migrateWorld([], 0, setVersion, notices)).toBeNull();
    expect(version).toBe(CURRENT_DATA_VERSION);
    expect(shown).toEqual([]);
    // a world that is current does nothing at all
    version = -1;
    expect(await migrateWorld([new StoredActor("Mara", "character", VERSION_0.character)], CURRENT_DATA_VERSION, setVersion, notices)).toBeNull();
    expect(version).toBe(-1);
    // an old world with actors migrates and tells the GM
    const old = new StoredActor("Mara", "character", VERSION_0.character);
    const report = await migrateWorld([old], 0, setVersion, notices);
    expect(report?.migrated).toBe(1);
    expect(old.writes).toBe(1);
    expect(shown).toEqual(["start", "done"]);
    expect(version).toBe(CURRENT_DATA_VERSION);
  });

  it("knows when a world needs the runner", () => {
    expect(needsMigration(0)).toBe(true);
    expect(needsMigration(CURRENT_DATA_VERSION)).toBe(false);
    expect(needsMigration(Number.NaN)).toBe(true);
  });
});

describe("migrateActorSystem on partial data", () => {
  it("leaves a partial old pair alone instead of guessing the wounds", () => {
    expect(migrateActorSystem("character", { health: { value: 5 } }, 0)).toEqual({ health: { value: 5 } });
  });
});

describe("migrateData as Foundry calls it for a document's system", () => {
  it("migrates the given source object in place (Foundry ignores the returned object there)", () => {
    const source: Record<string, unknown> = structuredClone(VERSION_0.character);
    CharacterData.migrateData(source);
    expect(source).toEqual({ health: { wounds: 3, boosts: 0 }, arcana: { spent: 2 } });
    const npcSource: Record<string, unknown> = structuredClone(VERSION_0.npc);
    NpcData.migrateData(npcSource);
    expect(npcSource.health).toEqual({ max: 12, wounds: 8, boosts: 0 });
  });
});
