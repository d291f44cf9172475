/**
 * The hooks modules get around an actor (README → Hooks for modules): `phasesix.preRest` (cancels
 * with `false`: nothing rolled or stored) and `phasesix.rest` once per rest; and
 * `phasesix.conditionChanged` once per changed counter, on the client of the user who changed it,
 * with the counter before and after (the counters travel from `preUpdateActor` to `updateActor`
 * in the update's options, as Foundry hands them on).
 */
import "../foundry/data-fields.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { CreatedMessage, StandInActorDocument } from "../foundry/actor-document.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { scriptedFaces } from "../../src/rules/dice/faces.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { announceConditionChanges, rememberConditions } from "../../src/conditions/condition-hooks.ts";
import { SYSTEM_HOOKS } from "../../src/hooks.ts";
import { SPY_RANGER_ITEMS } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let messages: CreatedMessage[];
let actors: PhaseSixActor[];

beforeEach(() => {
  actors = [];
  installGame({ users: [gm, player], user: player });
  messages = installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

function hero(system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name: "Mara", type: "character", items: SPY_RANGER_ITEMS as never, system, owners: ["p1"] };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function listen(...names: string[]): Array<[string, unknown[]]> {
  const calls: Array<[string, unknown[]]> = [];
  for (const name of names) Hooks.on(name as never, ((...args: unknown[]) => void calls.push([name, args])) as never);
  return calls;
}

describe("phasesix.preRest / phasesix.rest", () => {
  it("fire once each around a rest; rest gets the rules' result after it is stored and posted", async () => {
    const actor = hero({ health: { wounds: 6 } });
    const calls = listen(SYSTEM_HOOKS.preRest, SYSTEM_HOOKS.rest);
    const woundsAtRest: number[] = [];
    Hooks.on(SYSTEM_HOOKS.rest as never, (() => void woundsAtRest.push(data(actor).health.wounds)) as never);
    const result = await actor.rest(scriptedFaces([5, 6, 1, 2]));
    expect(calls).toEqual([
      ["phasesix.preRest", [actor]],
      ["phasesix.rest", [actor, result]],
    ]);
    expect(woundsAtRest).toEqual([4]);
    expect(messages).toHaveLength(1);
  });

  it("a listener returning false cancels the rest: nothing healed, refreshed or posted", async () => {
    const actor = hero({ health: { wounds: 6 }, pools: { bonusDice: { spent: 2 } } });
    const calls = listen(SYSTEM_HOOKS.rest);
    Hooks.on(SYSTEM_HOOKS.preRest as never, (() => false) as never);
    expect(await actor.rest(scriptedFaces([5, 5, 5]))).toBeNull();
    expect(calls).toEqual([]);
    expect(data(actor).health.wounds).toBe(6);
    expect(data(actor).rollView().pools.bonusDice).toBe(0);
    expect(messages).toHaveLength(0);
  });
});

describe("phasesix.conditionChanged", () => {
  /** What Foundry does around `update` on the updating client: preUpdateActor, the update, updateActor. */
  async function update(actor: PhaseSixActor, changes: Record<string, unknown>, userId = "p1") {
    const options: Record<string, unknown> = {};
    rememberConditions(actor as unknown as Actor.Implementation, changes, options);
    await actor.update(changes);
    return announceConditionChanges(actor as unknown as Actor.Implementation, changes, options, userId);
  }

  it("fires once per counter that changed, with its value before and after", async () => {
    const actor = hero({ conditions: { bleeding: 1 } });
    const calls = listen(SYSTEM_HOOKS.conditionChanged);
    await update(actor, { system: { conditions: { bleeding: 3, poisoned: 2, shocked: 0 } } });
    // shocked stays 0: no hook for it
    expect(calls).toEqual([
      ["phasesix.conditionChanged", [actor, { key: "bleeding", value: 3, previous: 1 }]],
      ["phasesix.conditionChanged", [actor, { key: "poisoned", value: 2, previous: 0 }]],
    ]);
  });

  it("does not fire for an update without condition changes, nor on another user's client", async () => {
    const actor = hero({ conditions: { bleeding: 1 } });
    const calls = listen(SYSTEM_HOOKS.conditionChanged);
    await update(actor, { name: "Mara B." });
    await update(actor, { system: { conditions: { bleeding: 1 } } });
    await update(actor, { system: { conditions: { bleeding: 2 } } }, "gm");
    expect(calls).toEqual([]);
  });
});
