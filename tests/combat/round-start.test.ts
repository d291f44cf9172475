/**
 * The start of a round on the GM's client, with scripted dice: condition counters and wounds end up
 * on the actor, the dead are marked defeated, recoil resets, and the card lines are localized.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActor, StandInCombatant } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { scriptedFaces } from "../../src/rules/dice/faces.ts";
import type { RoundCombatant } from "../../src/documents/combat-round.ts";
import { roundStartCardLines, runRoundStart } from "../../src/documents/combat-round.ts";

const gm = new StandInUser("gm", "GM", true);
const asRound = (list: StandInCombatant[]) => list as unknown as RoundCombatant[];

beforeEach(() => {
  installGame({ users: [gm], user: gm });
});

describe("round start", () => {
  it("applies the saves' results to the actors and resets recoil, rolling nothing for the healthy", async () => {
    const bleeding = new StandInCombatant({
      id: "a",
      actor: new StandInActor({ name: "Hagen", conditions: { bleeding: 2, shocked: 2 }, attributes: { endurance: 2 } }),
      system: { recoil: 2, actions: { value: 1, max: 2 } },
    });
    const healthy = new StandInCombatant({ id: "b", actor: new StandInActor({ name: "Luta" }), system: { recoil: 1 } });
    // Shocked: Endurance 2 → 5, 2 (1 success → 1). Bleeding: Endurance 2 → 1, 3 (failure → 2 wounds).
    const entries = await runRoundStart(asRound([bleeding, healthy]), scriptedFaces([5, 2, 1, 3]));
    expect(bleeding.actor?.view.conditions).toMatchObject({ shocked: 1, bleeding: 2 });
    expect(bleeding.actor?.view.health.value).toBe(8);
    expect(bleeding.system.recoil).toBe(0);
    expect(bleeding.system.actions.value).toBe(1);
    expect(healthy.system.recoil).toBe(0);
    expect(entries.map((e) => [e.name, e.wounds, e.dead])).toEqual([["Hagen", 2, false]]);
  });

  it("marks a character whose Dying reaches 6 as defeated and dead", async () => {
    const dying = new StandInCombatant({ id: "d", actor: new StandInActor({ name: "Räuber", conditions: { dying: 5 }, attributes: { resistance: 1 } }) });
    const [entry] = await runRoundStart(asRound([dying]), scriptedFaces([2]));
    expect(entry.dead).toBe(true);
    expect(dying.isDefeated).toBe(true);
    expect(dying.actor?.statuses.has("dead")).toBe(true);
    expect(dying.actor?.view.conditions.dying).toBe(6);
  });

  it("skips defeated combatants and combatants without an actor", async () => {
    const dead = new StandInCombatant({ id: "d", actor: new StandInActor({ conditions: { dying: 6 } }) });
    dead.defeated = true;
    const empty = new StandInCombatant({ id: "e", actor: null });
    expect(await runRoundStart(asRound([dead, empty]), scriptedFaces([]))).toEqual([]);
  });

  it("wakes an unconscious character on enough Willpower successes", async () => {
    const sleeper = new StandInCombatant({ id: "s", actor: new StandInActor({ conditions: { unconscious: 1 }, attributes: { willpower: 1 } }) });
    await runRoundStart(asRound([sleeper]), scriptedFaces([6, 1]));
    expect(sleeper.actor?.view.conditions.unconscious).toBe(0);
  });

  it("describes each save on the card with its dice chains and outcome", async () => {
    installGame({ users: [gm], user: gm, lang: "en" });
    const lines = roundStartCardLines([
      {
        combatantId: "a",
        name: "Hagen",
        hidden: false,
        dead: false,
        wounds: 3,
        saves: [
          { condition: "bleeding", attribute: "endurance", dice: [{ faces: [6, 2], total: 8, destiny: false }], successes: 1, before: 3, after: 3, wounds: 0 },
          { condition: "poisoned", attribute: "resistance", dice: [], successes: 0, before: 2, after: 2, wounds: 0 },
        ],
      },
    ]);
    expect(lines[0].saves[0]).toMatchObject({ dice: "6+2", css: "good" });
    expect(lines[0].saves[0].result).toBe("Bleeding stays at 3: the save succeeded (1 success).");
    expect(lines[0].saves[1]).toMatchObject({ dice: "—", css: "bad" });
    expect(lines[0].saves[1].result).toBe("Poisoned stays at 2: the save failed (no success).");
  });
});
