/**
 * Round and turn automation runs once however many windows the active GM has open (issue 32, D5).
 * Foundry 13 runs `_onStartRound` and `_onStartTurn` on the client whose user `isActiveGM` — true in
 * every window of that GM user. Each window here is its own copy of the combat module and the GM
 * channel (vi.resetModules: its own memory and window id); both see the same combat, combatants and
 * actors (the server's state: those modules are shared through vi.doMock), whose updates land a turn
 * after they are sent and run `updateCombat` on every window.
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInChatMessage } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import * as combatantDocument from "../../src/documents/combatant.ts";
import * as combatantModel from "../../src/data/combatant.ts";
import type * as CombatModule from "../../src/documents/combat.ts";
import { registerDice } from "../../src/dice/index.ts";

registerDice();

const { PhaseSixCombatant } = combatantDocument;
type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => InstanceType<typeof PhaseSixCombatant> & StandInCombatant;
type Combat6 = { id: string; round: number; flags: Record<string, Record<string, unknown>>; _stats: { modifiedTime: number } };
type Hidden = { _onStartRound(context: { round: number; skipped: boolean }): Promise<void>; _onStartTurn(combatant: unknown, context: { round: number; turn: number; skipped: boolean }): Promise<void> };

const gm = new StandInUser("gm", "GM", true);
let actor: StandInActor;
let hero: InstanceType<typeof PhaseSixCombatant> & StandInCombatant;

/** One window of the GM: a fresh copy of the combat module, its combat over the shared combatants. */
async function gmWindow(shared?: Combat6): Promise<Combat6 & Hidden> {
  vi.resetModules();
  vi.doMock("../../src/documents/combatant.ts", () => combatantDocument);
  vi.doMock("../../src/data/combatant.ts", () => combatantModel);
  const { PhaseSixCombat } = (await import("../../src/documents/combat.ts")) as typeof CombatModule;
  const combat = new (PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => Combat6 & Hidden)("c1", [hero], 1);
  if (shared) {
    // The same server state: one set of flags and update records, seen by both windows.
    combat.flags = shared.flags;
    combat._stats = shared._stats;
  }
  return combat;
}

beforeEach(() => {
  // Shocked 6 with Endurance 1: every save rolled is one die of 5, one success, Shocked − 1.
  actor = new StandInActor({ name: "Hagen", conditions: { shocked: 6 }, attributes: { endurance: 1 } });
  hero = new Combatant6({ id: "hero", actor });
  installGame({ users: [gm], user: gm });
  StandInChatMessage.created = [];
  scriptDiceFaces(Array.from({ length: 10 }, () => 5));
});

describe("two windows of the active GM start a round and a turn once", () => {
  it("round 2 begins in both windows: one card, the saves rolled once (Shocked 6 → 5)", async () => {
    const a = await gmWindow();
    const b = await gmWindow(a);
    await Promise.all([a._onStartRound({ round: 2, skipped: false }), b._onStartRound({ round: 2, skipped: false })]);
    expect(StandInChatMessage.created).toHaveLength(1);
    expect(actor.view.conditions.shocked).toBe(5);
  });

  it("a turn begins in both windows: the combatant's actions refresh once", async () => {
    const refresh = vi.spyOn(PhaseSixCombatant.prototype, "refreshActions");
    const a = await gmWindow();
    const b = await gmWindow(a);
    a._stats.modifiedTime = 7; // the combat update that started the turn
    await Promise.all([a._onStartTurn(hero, { round: 1, turn: 0, skipped: false }), b._onStartTurn(hero, { round: 1, turn: 0, skipped: false })]);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The same turn started again by a later update (the GM stepped back and on): it refreshes again, once.
    a._stats.modifiedTime = 8;
    await Promise.all([a._onStartTurn(hero, { round: 1, turn: 0, skipped: false }), b._onStartTurn(hero, { round: 1, turn: 0, skipped: false })]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
