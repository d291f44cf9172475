/**
 * Two quick counter clicks: two updates of the actor, two `updateActor` hooks on the clicking
 * client, both before the first status effect's creation has come back from the server. The
 * condition sync runs per actor one after another and reads afresh inside, so the status effect is
 * created once (Foundry's server refuses a second effect with the same fixed id).
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInActiveEffect, StandInActor } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { onUpdateActor } from "../../src/conditions/sync.ts";

const alice = new StandInUser("alice", "Alice");
let actor: StandInActor;

beforeEach(() => {
  installGame({ users: [alice], user: alice, lang: "en" });
  actor = new StandInActor({ name: "Hagen", owners: ["alice"] });
});

describe("condition sync per actor", () => {
  it("two quick counter clicks create one status effect, named for the last counter", async () => {
    const create = StandInActiveEffect.implementation.create;
    // The server answers a creation a turn later, and refuses a second effect with the same id.
    StandInActiveEffect.implementation.create = async (data, context) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (context.parent.effects.some((e) => e.statuses.has([...(data.statuses ?? [])][0] ?? ""))) throw new Error("An ActiveEffect with this _id already exists");
      return create(data, context);
    };
    try {
      const hook = (value: number) => {
        actor.view.conditions.bleeding = value;
        return onUpdateActor(actor as unknown as Actor.Implementation, { system: { conditions: { bleeding: value } } }, {}, "alice");
      };
      await Promise.all([hook(1), hook(2)]);
    } finally {
      StandInActiveEffect.implementation.create = create;
    }
    expect(actor.effects.map((e) => e.name)).toEqual(["Bleeding 2"]);
  });
});
