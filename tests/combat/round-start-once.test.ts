/**
 * Each round's saves are rolled once (Foundry 13's `_onStartRound` contract): rounds passed over
 * arrive with `skipped: true` and roll nothing; going back a round and forward again does not roll
 * the round a second time (the combat remembers the last round carried out in a flag).
 */
import "../foundry/data-fields.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { beforeEach, describe, expect, it } from "vitest";
import type { StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInActor, StandInChatMessage } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { PhaseSixCombatant } from "../../src/documents/combatant.ts";
import { PhaseSixCombat } from "../../src/documents/combat.ts";
import { registerDice } from "../../src/dice/index.ts";

registerDice();

const gm = new StandInUser("gm", "GM", true);
type CombatantOptions = ConstructorParameters<typeof StandInCombatant>[0];
const Combatant6 = PhaseSixCombatant as unknown as new (options: CombatantOptions) => PhaseSixCombatant;
const Combat6 = PhaseSixCombat as unknown as new (id: string, combatants: unknown[], round?: number) => PhaseSixCombat & StandInCombat;

let actor: StandInActor;
let combat: PhaseSixCombat & StandInCombat;

beforeEach(() => {
  // Shocked 6 with Endurance 1: every save rolled is one die of 5, one success, Shocked − 1.
  actor = new StandInActor({ name: "Hagen", conditions: { shocked: 6 }, attributes: { endurance: 1 } });
  combat = new Combat6("c1", [new Combatant6({ id: "hero", actor })], 0);
  installGame({ users: [gm], user: gm, combats: [combat] });
  StandInChatMessage.created = [];
  scriptDiceFaces(Array.from({ length: 10 }, () => 5));
});

describe("round-start saves are rolled once per round", () => {
  it("rolls no saves for the rounds a jump passes over, only for the round it lands on", async () => {
    await combat.startCombat(); // round 1: one save, Shocked 6 → 5
    expect(actor.view.conditions.shocked).toBe(5);
    await combat.advanceRounds(3); // rounds 2 and 3 skipped, round 4 begins
    expect(actor.view.conditions.shocked).toBe(4);
    expect(StandInChatMessage.created.map((m) => String(m.content).match(/Round \d/)?.[0])).toEqual(["Round 1", "Round 4"]);
    expect(combat.savedRound).toBe(4);
  });

  it("does not roll a round again after going back a round and forward again", async () => {
    await combat.startCombat();
    await combat.nextRound(); // round 2
    expect(actor.view.conditions.shocked).toBe(4);
    await combat.previousRound(); // back to round 1: nothing starts
    await combat.nextRound(); // round 2 again: already rolled
    expect(actor.view.conditions.shocked).toBe(4);
    await combat.nextRound(); // round 3 is new
    expect(actor.view.conditions.shocked).toBe(3);
    expect(StandInChatMessage.created).toHaveLength(3);
  });

  it("rolls afresh when the combat is started again", async () => {
    await combat.startCombat();
    await combat.nextRound();
    combat.round = 0;
    await combat.startCombat(); // round 1 of a restarted combat
    expect(actor.view.conditions.shocked).toBe(3);
    expect(combat.savedRound).toBe(1);
  });
});
