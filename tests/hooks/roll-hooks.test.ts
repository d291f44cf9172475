/**
 * The hooks modules get around checks and spells (README → Hooks for modules): `phasesix.preRoll`
 * and `phasesix.rolled` once for every check (attributes, skills, attacks, spells), and
 * `phasesix.preCast`/`phasesix.cast` once per cast; each pre-hook cancels with `false` before
 * anything is spent or rolled. A real PhaseSixActor rolls on the Foundry stand-ins (scripted dice).
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { castSpell } from "../../src/applications/extension-rolls.ts";
import { rollAttack, rollCheck, type PreRollData } from "../../src/applications/roll-check.ts";
import { SYSTEM_HOOKS } from "../../src/hooks.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];

beforeEach(() => {
  actors = [];
  messages = [];
  installGame({ users: [gm, player], user: player, settings: { "core.rollMode": "publicroll", "phasesix.magicLevel": 3 } });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
});

function character(system: Record<string, unknown> = {}): PhaseSixActor {
  const source = { name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, MAGE_TEMPLATE] as never, system, owners: ["p1"] };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

const HEALING = { name: "Simple Healing", type: "spell", system: { school: "healing", arcanaCost: 2, power: 1 } };
const spell = () => new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(HEALING);

/** Every call of the named hooks, with its arguments. */
function listen(...names: string[]): Array<[string, unknown[]]> {
  const calls: Array<[string, unknown[]]> = [];
  for (const name of names) Hooks.on(name as never, ((...args: unknown[]) => void calls.push([name, args])) as never);
  return calls;
}

describe("phasesix.preRoll / phasesix.rolled", () => {
  it("fire once each around a check, with the actor, the prepared check, the message and the roll", async () => {
    const actor = character();
    const calls = listen(SYSTEM_HOOKS.preRoll, SYSTEM_HOOKS.rolled);
    scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    const message = await rollCheck(actor as unknown as Actor.Implementation, { kind: "skill", key: "perception", skipDialog: true });
    expect(calls.map(([name]) => name)).toEqual(["phasesix.preRoll", "phasesix.rolled"]);
    const [preActor, preData] = calls[0][1] as [unknown, PreRollData];
    expect(preActor).toBe(actor);
    expect(preData.check).toMatchObject({ kind: "skill", key: "perception" });
    expect(preData.rollMode).toBe("publicroll");
    const [rolledActor, rolledMessage, roll] = calls[1][1];
    expect(rolledActor).toBe(actor);
    expect(rolledMessage).toBe(message);
    expect(roll).toBeInstanceOf(PhaseSixRoll);
  });

  it("a listener returning false cancels the check: no dice spent, nothing rolled or posted", async () => {
    const actor = character();
    const bonusBefore = data(actor).rollView().pools.bonusDice;
    expect(bonusBefore).toBeGreaterThan(0);
    const calls = listen(SYSTEM_HOOKS.rolled);
    Hooks.on(SYSTEM_HOOKS.preRoll as never, (() => false) as never);
    const message = await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true, options: { bonusDice: 1 } });
    expect(message).toBeNull();
    expect(messages).toHaveLength(0);
    expect(calls).toEqual([]);
    expect(data(actor).rollView().pools.bonusDice).toBe(bonusBefore);
  });

  it("a listener may change the roll mode", async () => {
    const actor = character();
    Hooks.on(SYSTEM_HOOKS.preRoll as never, ((_actor: unknown, preData: PreRollData) => void (preData.rollMode = "gmroll")) as never);
    scriptDiceFaces([5, 5, 5, 5, 5, 5]);
    await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true });
    expect(messages[0].whisper).toEqual(["gm"]);
  });

  it("fire once each for an attack, and a cancelled attack spends nothing", async () => {
    const actor = character();
    const calls = listen(SYSTEM_HOOKS.preRoll, SYSTEM_HOOKS.rolled);
    scriptDiceFaces(Array.from({ length: 20 }, () => 5));
    const attack = { mode: "melee" as const, weaponName: "Dagger", damagePotential: 1, skipDialog: true };
    await rollAttack(actor as unknown as Actor.Implementation, attack);
    expect(calls.map(([name]) => name)).toEqual(["phasesix.preRoll", "phasesix.rolled"]);
    Hooks.on(SYSTEM_HOOKS.preRoll as never, (() => false) as never);
    expect(await rollAttack(actor as unknown as Actor.Implementation, attack)).toBeNull();
    expect(messages).toHaveLength(1);
  });
});

describe("phasesix.preCast / phasesix.cast", () => {
  it("fire once each around a cast (with its check's preRoll and rolled in between), after the arcana is paid", async () => {
    const mage = character();
    const calls = listen(SYSTEM_HOOKS.preCast, SYSTEM_HOOKS.preRoll, SYSTEM_HOOKS.rolled, SYSTEM_HOOKS.cast);
    const arcanaAtCast: number[] = [];
    Hooks.on(SYSTEM_HOOKS.cast as never, (() => void arcanaAtCast.push(data(mage).resources.arcana.value)) as never);
    scriptDiceFaces([6, 3, 5, 1, 1, 2, 2, 2, 4]);
    const item = spell();
    const result = await castSpell(mage, item, { skipDialog: true });
    expect(calls.map(([name]) => name)).toEqual(["phasesix.preCast", "phasesix.preRoll", "phasesix.rolled", "phasesix.cast"]);
    expect(calls[0][1]).toEqual([mage, item, { arcanaCost: 2, school: "healing", power: 1 }]);
    expect(calls[3][1]).toEqual([mage, item, result]);
    expect(arcanaAtCast).toEqual([4]);
  });

  it("a listener returning false cancels the cast: nothing rolled, no arcana paid", async () => {
    const mage = character();
    const calls = listen(SYSTEM_HOOKS.preRoll, SYSTEM_HOOKS.cast);
    Hooks.on(SYSTEM_HOOKS.preCast as never, (() => false) as never);
    expect(await castSpell(mage, spell(), { skipDialog: true })).toBeNull();
    expect(calls).toEqual([]);
    expect(messages).toHaveLength(0);
    expect(data(mage).resources.arcana.value).toBe(6);
  });
});
