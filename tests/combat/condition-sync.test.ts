/**
 * Conditions as status effects: the actor's counter and the token's status effect stay in step in
 * both directions, driven by the hooks Foundry calls (updateActor, createActiveEffect,
 * deleteActiveEffect), on the stand-ins of tests/foundry.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StandInActiveEffect, StandInActor, StandInToken } from "../foundry/combat-documents.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { onCreateActiveEffect, onDeleteActiveEffect, onUpdateActor, redrawConditionCounters, syncConditionEffect } from "../../src/conditions/sync.ts";
import { CONDITION_ICONS } from "../../src/conditions/status-effects.ts";

const gm = new StandInUser("gm", "GM", true);
const alice = new StandInUser("alice", "Alice");
const asActor = (a: StandInActor) => a as unknown as Actor.Implementation;
const asEffect = (e: StandInActiveEffect) => e as unknown as ActiveEffect.Implementation;

let actor: StandInActor;
beforeEach(() => {
  installGame({ users: [gm, alice], user: alice, lang: "de" });
  actor = new StandInActor({ name: "Hagen", owners: ["alice"] });
});

/** What Foundry does after `actor.setCondition`: the update's hook runs on the updating client. */
async function setCondition(key: "bleeding" | "poisoned", value: number): Promise<void> {
  await actor.setCondition(key, value);
  await onUpdateActor(asActor(actor), { system: { conditions: { [key]: value } } }, {}, "alice");
}

describe("condition counters → status effects", () => {
  it("creates a named effect with the condition's icon when the counter rises, renames it, deletes it at 0", async () => {
    await setCondition("bleeding", 2);
    expect(actor.effects.map((e) => [e.name, e.img, [...e.statuses]])).toEqual([["Blutend 2", CONDITION_ICONS.bleeding, ["bleeding"]]]);
    await setCondition("bleeding", 3);
    expect(actor.effects.map((e) => e.name)).toEqual(["Blutend 3"]);
    await setCondition("bleeding", 0);
    expect(actor.effects).toEqual([]);
  });

  it("creates the effect under the status's static id (keepId), where the token HUD's toggle looks for it", async () => {
    // Foundry keeps the given _id when created with keepId: the data sent is what ends up stored
    const create = vi.spyOn(StandInActiveEffect.implementation, "create");
    await setCondition("bleeding", 1);
    expect(create).toHaveBeenCalledOnce();
    const [data, options] = create.mock.calls[0] as unknown as [{ _id?: string }, { keepId?: boolean }];
    expect(data._id).toBe("phasesixBleeding");
    expect(options.keepId).toBe(true);
    create.mockRestore();
  });

  it("ignores updates made by another user's client and changes without conditions", async () => {
    await actor.setCondition("poisoned", 1);
    await onUpdateActor(asActor(actor), { system: { conditions: { poisoned: 1 } } }, {}, "gm");
    await onUpdateActor(asActor(actor), { name: "Hagen" }, {}, "alice");
    expect(actor.effects).toEqual([]);
    await syncConditionEffect(asActor(actor), "poisoned");
    expect(actor.effects).toHaveLength(1);
  });
});

describe("status effects toggled in the token HUD → condition counters", () => {
  it("toggling a condition on sets its counter to 1, toggling it off sets it to 0", async () => {
    const effect = await StandInActiveEffect.implementation.create({ name: "Blutend", statuses: ["bleeding"] }, { parent: actor });
    await onCreateActiveEffect(asEffect(effect), {}, "alice");
    expect(actor.view.conditions.bleeding).toBe(1);
    await effect.delete();
    await onDeleteActiveEffect(asEffect(effect), {}, "alice");
    expect(actor.view.conditions.bleeding).toBe(0);
  });

  it("leaves statuses that are not conditions alone", async () => {
    const effect = await StandInActiveEffect.implementation.create({ name: "Unsichtbar", statuses: ["invisible"] }, { parent: actor });
    await onCreateActiveEffect(asEffect(effect), {}, "alice");
    expect(Object.values(actor.view.conditions).every((v) => v === 0)).toBe(true);
  });
});

describe("token counters", () => {
  it("every client redraws the actor's token icons when a counter changes, and only then", () => {
    const token = new StandInToken();
    actor.tokens.push(token);
    redrawConditionCounters(asActor(actor), { name: "Hagen" });
    expect(token.flags).toEqual([]);
    redrawConditionCounters(asActor(actor), { system: { conditions: { bleeding: 2 } } });
    expect(token.flags).toEqual([{ redrawEffects: true }]);
  });
});
