/**
 * A renamed actor's name carries to where the table sees it (issue 30, point 3): the prototype token
 * (unless it has a name of its own), the placed linked tokens that carried the old name, and the
 * combatants that show their token's name. On the stand-ins: PhaseSixActor's update runs
 * `_preUpdate`/`_onUpdate` as Foundry 13's does.
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import type { NamedToken } from "../../src/documents/actor-rename.ts";
import { followRename, linkedTokenRenames, refreshCombatantNames } from "../../src/documents/actor-rename.ts";

type Data = Record<string, unknown>;
const player = new StandInUser("p1", "Spielerin");
let actors: PhaseSixActor[] = [];

function makeActor(data: ConstructorParameters<typeof StandInActorDocument>[0]): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: typeof data) => PhaseSixActor)(data);
  actors.push(actor);
  return actor;
}

/** A scene as Foundry gives it: its tokens and the update of embedded tokens (recorded). */
function scene(tokens: NamedToken[]) {
  const updates: Array<Array<{ _id: string; name: string }>> = [];
  return {
    tokens,
    updates,
    async updateEmbeddedDocuments(_name: "Token", data: Array<{ _id: string; name: string }>) {
      updates.push(data);
      for (const change of data) {
        const token = tokens.find((t) => t.id === change._id);
        if (token) token.name = change.name;
      }
      return data;
    },
  };
}

beforeEach(() => {
  actors = [];
  installGame({ users: [player], user: player, lang: "de" });
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

describe("renaming an actor", () => {
  it("carries the new name to the prototype token, unless the update or the token names one of its own", () => {
    const changed: Data = { name: "Ada" };
    expect(followRename(changed, "Neuer Charakter", "Neuer Charakter")).toBe("Neuer Charakter");
    expect(changed).toEqual({ name: "Ada", prototypeToken: { name: "Ada" } });
    const empty: Data = { name: "Ada" };
    followRename(empty, "Neuer Charakter", "");
    expect(empty).toEqual({ name: "Ada", prototypeToken: { name: "Ada" } });
    const own: Data = { name: "Ada" };
    followRename(own, "Neuer Charakter", "Die Unbekannte");
    expect(own).toEqual({ name: "Ada" });
    const chosen: Data = { name: "Ada", prototypeToken: { name: "A." } };
    followRename(chosen, "Neuer Charakter", "Neuer Charakter");
    expect(chosen).toEqual({ name: "Ada", prototypeToken: { name: "A." } });
    expect(followRename({ system: {} }, "Ada", "Ada")).toBeNull();
    expect(followRename({ name: "Ada" }, "Ada", "Ada")).toBeNull();
  });

  it("renames the placed linked tokens that carried the old name, not unlinked copies or tokens named otherwise", () => {
    const tokens: NamedToken[] = [
      { id: "t1", name: "Neuer Charakter", actorLink: true, actorId: "a1" },
      { id: "t2", name: "Die Maske", actorLink: true, actorId: "a1" },
      { id: "t3", name: "Neuer Charakter", actorLink: false, actorId: "a1" },
      { id: "t4", name: "Neuer Charakter", actorLink: true, actorId: "a2" },
    ];
    expect(linkedTokenRenames(tokens, "a1", "Neuer Charakter", "Ada")).toEqual([{ _id: "t1", name: "Ada" }]);
  });

  it("prepares the combatants of a renamed token again (they show its name), except those named on their own", () => {
    const reset = vi.fn();
    const own = vi.fn();
    const other = vi.fn();
    const combats = [
      {
        combatants: [
          { tokenId: "t1", sceneId: "s1", _source: { name: "" }, reset },
          { tokenId: "t1", sceneId: "s1", _source: { name: "Boss" }, reset: own },
          { tokenId: "t9", sceneId: "s1", _source: {}, reset: other },
        ],
      },
    ];
    expect(refreshCombatantNames(combats, "t1", "s1")).toBe(true);
    expect([reset.mock.calls.length, own.mock.calls.length, other.mock.calls.length]).toEqual([1, 0, 0]);
    expect(refreshCombatantNames(combats, "t5", "s1")).toBe(false);
  });

  it("on the renaming client: a new character renamed on its sheet is renamed on its prototype token and its placed token", async () => {
    const actor = makeActor({ name: "Neuer Charakter", type: "character", owners: ["p1"] });
    const placed = scene([
      { id: "t1", name: "Neuer Charakter", actorLink: true, actorId: actor.id },
      { id: "t2", name: "Neuer Charakter", actorLink: true, actorId: "someone" },
    ]);
    (globalThis as unknown as { game: Data }).game.scenes = [placed];
    await actor.update({ name: "Ada" });
    expect(actor.name).toBe("Ada");
    expect(actor.prototypeToken.name).toBe("Ada");
    await vi.waitFor(() => expect(placed.updates).toEqual([[{ _id: "t1", name: "Ada" }]]));
    expect(placed.tokens.map((t) => t.name)).toEqual(["Ada", "Neuer Charakter"]);
  });
});
