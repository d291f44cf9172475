/**
 * The steal limit on the GM's side (rulebook-de → Der Kampf → Aktionen durch Bonuswürfel; → Zustände →
 * Bewusstlos; RULES.md → Combat): three destiny dice against a two-action victim whose turn is still
 * to come give the thief two actions, not three; an unconscious victim cannot be robbed.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { CombatLike, StealRequest } from "../../src/documents/combatant-ops.ts";
import { applyStealRequest } from "../../src/documents/combatant-ops.ts";

const alice = new StandInUser("alice", "Alice");
const gm = new StandInUser("gm", "GM", true);
const request: StealRequest = { combatId: "c1", thiefId: "hero", victimId: "foe" };
const user = (u: StandInUser) => u as unknown as User.Implementation;

let hero: StandInCombatant;
let foe: StandInCombatant;
let combat: CombatLike;

beforeEach(() => {
  installGame({ users: [gm, alice], user: alice });
  hero = new StandInCombatant({ id: "hero", actor: new StandInActor({ name: "Hagen", pools: { destinyDice: 3 }, owners: ["alice"] }), system: { actions: { value: 1, max: 2 } } });
  foe = new StandInCombatant({ id: "foe", actor: new StandInActor({ name: "Räuber", actions: 2 }), system: { actions: { value: 0, max: 2 } } });
  hero.initiative = 10;
  foe.initiative = 5;
  const standIn = new StandInCombat("c1", [hero, foe]);
  standIn.combatant = hero;
  combat = standIn as unknown as CombatLike;
});

describe("stealing from a victim whose turn is still to come", () => {
  it("three steals from a two-action victim: two pass, the third is refused and costs no destiny die", async () => {
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await applyStealRequest(combat, request, user(alice)));
    expect(results).toEqual([
      { ok: true, mode: "pending" },
      { ok: true, mode: "pending" },
      { ok: false, reason: "nothingToSteal" },
    ]);
    expect(hero.system.actions.value).toBe(3);
    expect(foe.system.pendingLoss).toBe(2);
    expect(hero.actor?.view.pools.destinyDice).toBe(1);
  });

  it("an unconscious victim cannot be robbed, not even of a saved action", async () => {
    await foe.update({ "system.actions.value": 1 });
    if (foe.actor) foe.actor.view.conditions.unconscious = 1;
    expect(await applyStealRequest(combat, request, user(alice))).toEqual({ ok: false, reason: "nothingToSteal" });
    expect(foe.system.actions.value).toBe(1);
    expect(hero.actor?.view.pools.destinyDice).toBe(3);
  });

  it("a Dying victim cannot be robbed either", async () => {
    if (foe.actor) foe.actor.view.conditions.dying = 2;
    expect(await applyStealRequest(combat, request, user(alice))).toEqual({ ok: false, reason: "nothingToSteal" });
  });
});
