/**
 * The foe sheet's stress X/Y button (issue 21; RULES.md → Foes): the characters who see the foe take
 * one stress test each for the foe's whole combat group, against the largest X and the largest Y;
 * the characters are the selected character tokens, else every character on the scene. The roll
 * itself (`rollStressTest`, tested with the horror rolls) is recorded here at its module boundary.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import type { Notice } from "../foundry/game.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { FoeData } from "../../src/data/actor/foe.ts";

const rolls: Array<{ actor: string; creature: unknown; skipDialog: unknown }> = [];
vi.mock("../../src/applications/extension-rolls.ts", () => ({
  rollStressTest: async (actor: { name: string }, options: { creature?: unknown; skipDialog?: unknown }) => {
    rolls.push({ actor: actor.name, creature: options.creature, skipDialog: options.skipDialog });
    return null;
  },
}));
const { foeStressTest } = await import("../../src/applications/foe-encounter.ts");

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");

interface Doc {
  name: string;
  type: string;
  uuid: string;
  system: unknown;
}

const Foe = FoeData as unknown as new (data: Record<string, unknown>) => unknown;
const foe = (name: string, passed: number, failed: number): Doc => ({ name, type: "foe", uuid: `Actor.${name}`, system: new Foe({ statblock: { stress: { passed, failed } } }) });
const character = (name: string): Doc => ({ name, type: "character", uuid: `Actor.${name}`, system: {} });

const hagen = character("Hagen");
const gunnar = character("Gunnar");
const zombie = foe("Zombie", 1, 2);
const spawn = foe("Vampire Spawn", 2, 4);
const berserker = foe("Alien Berserker", 3, 6);

function setCanvas(placed: Doc[], controlled: Doc[] = []): void {
  const token = (actor: Doc) => ({ actor });
  (globalThis as unknown as Record<string, unknown>).canvas = { tokens: { placeables: placed.map(token), controlled: controlled.map(token) } };
}

function setGame(user: StandInUser, combatFoes: Doc[] = []): Notice[] {
  const combatants = combatFoes.map((actor, i) => new StandInCombatant({ id: `c${i}`, actor: actor as never }));
  return installGame({ users: [gm, alice], user, combats: combatFoes.length ? [new StandInCombat("c", combatants)] : [] });
}

describe("the foe sheet's stress test", () => {
  beforeEach(() => {
    rolls.length = 0;
  });

  it("tests every character on the scene once, against the foe's own X/Y outside combat", async () => {
    setGame(gm);
    setCanvas([hagen, zombie, gunnar, hagen]);
    await foeStressTest(zombie as never);
    expect(rolls).toEqual([
      { actor: "Hagen", creature: { pass: 1, fail: 2 }, skipDialog: true },
      { actor: "Gunnar", creature: { pass: 1, fail: 2 }, skipDialog: true },
    ]);
  });

  it("opens each stress test's dialog when the GM holds Roll with the dialog (the sheet passes skipDialog false)", async () => {
    setGame(gm);
    setCanvas([hagen, zombie]);
    await foeStressTest(zombie as never, { skipDialog: false });
    expect(rolls).toEqual([{ actor: "Hagen", creature: { pass: 1, fail: 2 }, skipDialog: false }]);
  });

  it("tests only the selected characters when some are selected", async () => {
    setGame(gm);
    setCanvas([hagen, gunnar, zombie], [gunnar, zombie]);
    await foeStressTest(zombie as never);
    expect(rolls.map((r) => r.actor)).toEqual(["Gunnar"]);
  });

  it("one test per character for the foe's whole combat group: the largest X and the largest Y", async () => {
    setGame(gm, [zombie, spawn, foe("Other Zombie", 1, 2)]);
    setCanvas([hagen]);
    await foeStressTest(zombie as never);
    expect(rolls).toEqual([{ actor: "Hagen", creature: { pass: 2, fail: 4 }, skipDialog: true }]);
  });

  it("a foe outside the running combat counts only itself", async () => {
    setGame(gm, [spawn]);
    setCanvas([hagen]);
    await foeStressTest(berserker as never);
    expect(rolls).toEqual([{ actor: "Hagen", creature: { pass: 3, fail: 6 }, skipDialog: true }]);
  });

  it("says so when a foe's X/Y is still our default (the book gives none), not when the GM or the book set it (issue 33)", async () => {
    let notices = setGame(gm);
    setCanvas([hagen]);
    await foeStressTest(zombie as never);
    expect(notices).toEqual([{ level: "info", message: "PHASESIX.Foe.Stress.DefaultUsed" }]);
    const spectre: Doc = { name: "Spectre", type: "foe", uuid: "Actor.Spectre", system: new Foe({ statblock: { stress: { passed: 1, failed: 2, source: "book" } } }) };
    const ghoul: Doc = { name: "Ghoul", type: "foe", uuid: "Actor.Ghoul", system: new Foe({ statblock: { stress: { passed: 1, failed: 3, source: "gm" } } }) };
    notices = setGame(gm, [spectre, ghoul]);
    await foeStressTest(spectre as never);
    expect(notices).toEqual([]);
    expect(rolls.at(-1)).toEqual({ actor: "Hagen", creature: { pass: 1, fail: 3 }, skipDialog: true });
  });

  it("warns when no character is on the scene, and does nothing for a player or a non-foe", async () => {
    const notices = setGame(gm);
    setCanvas([zombie]);
    await foeStressTest(zombie as never);
    expect(notices).toEqual([{ level: "warn", message: "PHASESIX.Foe.Stress.NoCharacters" }]);
    setGame(alice);
    setCanvas([hagen]);
    await foeStressTest(zombie as never);
    setGame(gm);
    await foeStressTest(hagen as never);
    expect(rolls).toEqual([]);
  });
});
