/**
 * Dying means 0 actions and no reactions (RULES.md → Combat), whatever is still saved: the tracker's
 * spend is refused, a refresh gives none.
 */
import "../foundry/data-fields.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { StandInActor, StandInCombat, StandInCombatant } from "../foundry/combat-documents.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { applyActionOperation } from "../../src/documents/combatant-ops.ts";

const gm = new StandInUser("gm", "GM", true);
let actor: StandInActor;
let combatant: StandInCombatant;

beforeEach(() => {
  actor = new StandInActor({ name: "Ork" });
  combatant = new StandInCombatant({ id: "c", actor, system: { actions: { value: 2, max: 2 } } });
  installGame({ users: [gm], user: gm, combats: [new StandInCombat("combat", [combatant])] });
});

describe("Dying", () => {
  it("refuses a reaction from saved actions while Dying", async () => {
    actor.view.conditions.dying = 1;
    expect(await applyActionOperation(combatant as never, { op: "spend", count: 1, kind: "reaction" })).toEqual({ ok: false, reason: "noAction" });
    expect(combatant.system.actions.value).toBe(2);
  });

  it("allows it again once stabilised", async () => {
    expect(await applyActionOperation(combatant as never, { op: "spend", count: 1, kind: "reaction" })).toEqual({ ok: true });
    expect(combatant.system.actions.value).toBe(1);
  });
});
