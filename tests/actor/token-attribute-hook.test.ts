/**
 * Token-HUD edits of the derived bars (health, arcana, stress) go through core's
 * `modifyTokenAttribute` hook, as Actor#modifyTokenAttribute does in Foundry 13: a module that
 * returns false cancels the edit; otherwise it becomes wounds, healing, arcana or stress.
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { SPY_RANGER_ITEMS } from "./fixtures.ts";

const player = new StandInUser("p1", "Player");
let actors: PhaseSixActor[];

function hero(): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: object) => PhaseSixActor)({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS, owners: ["p1"] });
  actors.push(actor);
  return actor;
}

function wounds(actor: PhaseSixActor): number {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system.health.wounds;
}

beforeEach(() => {
  actors = [];
  installGame({ users: [player], user: player });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

describe("token bar edits and core's modifyTokenAttribute hook", () => {
  it("a hook returning false cancels the edit; the hook sees the attribute and the bar's new value", async () => {
    const actor = hero();
    const seen: unknown[] = [];
    const hooks = Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => unknown): number; off(name: string, id: number): void };
    const id = hooks.on("modifyTokenAttribute", (data, updates) => {
      seen.push([data, updates]);
      return false;
    });
    await actor.modifyTokenAttribute("resources.health", -3, true, true);
    expect(wounds(actor)).toBe(0);
    expect(seen).toEqual([[{ attribute: "resources.health", value: -3, isDelta: true, isBar: true }, { "system.resources.health.value": 7 }]]);
    hooks.off("modifyTokenAttribute", id);
    await actor.modifyTokenAttribute("resources.health", -3, true, true);
    expect(wounds(actor)).toBe(3);
  });
});
