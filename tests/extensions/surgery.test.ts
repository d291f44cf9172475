/**
 * Fitting and removing a body modification from the character sheet (src/applications/body-mods.ts
 * → performSurgery) end to end on the Foundry stand-ins: the surgeon rolls Medicine through
 * `rollCheck` (scripted dice) at min roll + the modification's Biolast (rulebook 2026,
 * "Körpermodifikationen" → "Modifikationen integrieren" / "Modifikationen ausbauen"); a passed roll
 * fits or removes it on the patient, a failed one changes nothing, and a patient the surgeon's player
 * does not own is changed by the GM, citing the roll.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { lastInputContent, setInputAnswer } from "../foundry/applications.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import type { Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { registerWitness } from "../../src/queries/witness.ts";
import type { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixRoll, registerDice } from "../../src/dice/index.ts";
import { performSurgery } from "../../src/applications/body-mods.ts";
import { rollCheck } from "../../src/applications/roll-check.ts";
import { phaseSixRollOf } from "../../src/applications/chat/roll-actions.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let notices: Notice[];
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];

beforeEach(() => {
  actors = [];
  messages = [];
  notices = installGame({ users: [gm, player], user: player, settings: { "core.rollMode": "publicroll", "phasesix.bodyMods": true } });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  // The GM's client records the rolls that justify a change to another's actor (queries/witness.ts).
  for (const u of [gm, player]) u.flags = {};
  registerWitness();
  // the world's actors, as game.actors lists them (the surgeon candidates)
  (globalThis as unknown as { game: { actors: unknown } }).game.actors = { [Symbol.iterator]: () => actors[Symbol.iterator]() };
  setInputAnswer(null);
});

/**
 * The pool is thrown first, its explosions after: with the sample surgeon's 7 Medicine dice, one 6
 * exploding into a 5 (11) and six 1s — one success at min roll 8 (5 + the Cyberarm's Biolast 3).
 */
const ONE_SUCCESS = [6, 1, 1, 1, 1, 1, 1, 5, ...Array<number>(30).fill(1)];

const MEDICINE = { type: "knowledge", name: "Medizin", system: { skill: "firstAid", value: 2 } };
const CYBERARM = { type: "bodyModification", name: "Cyberarm", system: { biolast: 3, energy: 2, sockets: [{ location: "rightArm", points: 2 }] } };

function character(name: string, extra: Record<string, unknown>[], owners = ["p1"]): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE, ...extra] as never, system: {}, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}

function modOf(actor: PhaseSixActor): PhaseSixItem {
  const item = actor.items.find((i) => i.type === "bodyModification");
  if (!item) throw new Error("no modification");
  return item;
}

function installed(actor: PhaseSixActor): boolean {
  return (modOf(actor).system as { installed?: boolean }).installed !== false;
}

function biolast(actor: PhaseSixActor): number {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system.derived?.bodyModifications.biolast ?? -1;
}

function lastRoll(): PhaseSixRoll {
  const roll = messages.find((m) => m.rolls.length > 0)?.rolls[0];
  if (!(roll instanceof PhaseSixRoll)) throw new Error("no Phase Six roll");
  return roll;
}

/** The surgeon's ordinary Medicine min roll (a surgery of a modification without Biolast). */
async function ordinaryMinRoll(): Promise<number> {
  const probe = character("Probe", [MEDICINE, { ...CYBERARM, system: { ...CYBERARM.system, biolast: 0 } }]);
  scriptDiceFaces(Array<number>(30).fill(1));
  await performSurgery(probe, modOf(probe), { surgeon: probe, skipDialog: true });
  const minRoll = lastRoll().phasesix.minRoll;
  messages.length = 0;
  actors.length = 0;
  return minRoll;
}

describe("surgery on a body modification (Körpermodifikationen → Modifikationen integrieren / ausbauen)", () => {
  it("rolls the surgeon's Medicine at their min roll + the modification's Biolast", async () => {
    const base = await ordinaryMinRoll();
    const patient = character("Vex", [MEDICINE, CYBERARM]);
    scriptDiceFaces(Array<number>(30).fill(1));
    await performSurgery(patient, modOf(patient), { skipDialog: true });
    expect(lastRoll().phasesix.minRoll).toBe(base + 3);
    expect(lastRoll().score.dice).toHaveLength(7);
  });

  it("a passed removal marks the modification removed: its Biolast no longer counts", async () => {
    const patient = character("Vex", [MEDICINE, CYBERARM]);
    expect(biolast(patient)).toBe(3);
    scriptDiceFaces(ONE_SUCCESS);
    const result = await performSurgery(patient, modOf(patient), { skipDialog: true });
    expect(result).toEqual({ success: true, fitted: false });
    expect(installed(patient)).toBe(false);
    expect(biolast(patient)).toBe(0);
    expect(messages.at(-1)?.content).toContain("Surgery passed: Cyberarm is removed.");
  });

  it("a passed fitting marks a removed modification fitted again", async () => {
    const patient = character("Vex", [MEDICINE, { ...CYBERARM, system: { ...CYBERARM.system, installed: false } }]);
    expect(biolast(patient)).toBe(0);
    scriptDiceFaces(ONE_SUCCESS);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toEqual({ success: true, fitted: true });
    expect(installed(patient)).toBe(true);
    expect(biolast(patient)).toBe(3);
    expect(messages.at(-1)?.content).toContain("Surgery passed: Cyberarm is fitted.");
  });

  it("a freshly fitted activatable modification is switched off (switching it on is its own action)", async () => {
    const patient = character("Vex", [MEDICINE, { ...CYBERARM, system: { ...CYBERARM.system, activation: "activatable", active: true, installed: false } }]);
    scriptDiceFaces(ONE_SUCCESS);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toEqual({ success: true, fitted: true });
    expect((modOf(patient).system as { active?: boolean }).active).toBe(false);
    if (!(patient.system instanceof CharacterData)) throw new Error("not a character");
    expect(patient.system.derived?.bodyModifications.drawn).toBe(0);
  });

  it("a failed surgery changes nothing (the chapter names no other consequence) and the card says so", async () => {
    const patient = character("Vex", [MEDICINE, CYBERARM]);
    scriptDiceFaces(Array<number>(30).fill(1));
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toEqual({ success: false, fitted: true });
    expect(installed(patient)).toBe(true);
    expect(messages.at(-1)?.content).toContain("Surgery failed: Cyberarm stays as it was.");
  });

  it("a surgeon without the Medicine knowledge is refused before rolling", async () => {
    const patient = character("Vex", [CYBERARM]);
    expect(await performSurgery(patient, modOf(patient), { surgeon: patient, skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)?.message).toBe("Vex has no Medicine knowledge to operate with.");
  });

  it("without a character of the player's who knows Medicine, nobody operates", async () => {
    const patient = character("Vex", [CYBERARM]);
    character("Stranger", [MEDICINE], ["someoneElse"]);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices.at(-1)?.message).toBe("None of your characters has a Medicine knowledge to operate with.");
  });

  it("the surgeon is the player's only character with Medicine (the English packs' \"Medical science\")", async () => {
    const surgeon = character("Doc", [{ ...MEDICINE, name: "Medical science" }]);
    const patient = character("Vex", [CYBERARM]);
    scriptDiceFaces(ONE_SUCCESS);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toEqual({ success: true, fitted: false });
    expect(lastRoll().phasesix.actorUuid).toBe(surgeon.uuid);
    expect(lastInputContent()).toBe("");
  });

  it("with several characters who know Medicine, the player picks the surgeon", async () => {
    character("Doc", [MEDICINE]);
    const nurse = character("Nurse", [MEDICINE]);
    const patient = character("Vex", [CYBERARM]);
    setInputAnswer({ surgeon: "1" });
    scriptDiceFaces(ONE_SUCCESS);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toEqual({ success: true, fitted: false });
    expect(lastInputContent()).toContain("Doc");
    expect(lastInputContent()).toContain("Nurse");
    expect(lastRoll().phasesix.actorUuid).toBe(nurse.uuid);
  });

  it("closing the surgeon choice rolls nothing", async () => {
    character("Doc", [MEDICINE]);
    character("Nurse", [MEDICINE]);
    const patient = character("Vex", [CYBERARM]);
    setInputAnswer(null);
    expect(await performSurgery(patient, modOf(patient), { skipDialog: true })).toBeNull();
    expect(messages).toHaveLength(0);
    expect(installed(patient)).toBe(true);
  });

  it("a patient the surgeon's player does not own is changed through the GM, citing the roll", async () => {
    const surgeon = character("Doc", [MEDICINE]);
    const patient = character("Brann", [CYBERARM], ["someoneElse"]);
    expect(patient.isOwner).toBe(false);
    scriptDiceFaces(ONE_SUCCESS);
    expect(await performSurgery(patient, modOf(patient), { surgeon, skipDialog: true })).toEqual({ success: true, fitted: false });
    expect(installed(patient)).toBe(false);
    // The roll is spent for this patient where the GM writes (its own User), never in the player's message.
    const cited = messages.find((m) => m.rolls.length > 0);
    const witnessed = (gm.flags.phasesix as { witnessed: Record<string, { spent?: Record<string, boolean> }> }).witnessed;
    expect(witnessed[cited?.id ?? ""]?.spent).toEqual({ [patient.uuid.replaceAll(".", "~")]: true });
  });
});

describe("the GM changes another player's patient only for a passed Medicine roll", () => {
  it("refuses a surgery citing a roll on another knowledge, even a passed one naming the patient", async () => {
    const surgeon = character("Doc", [{ type: "knowledge", name: "Etikette", system: { skill: "communication", value: 2 } }]);
    const patient = character("Brann", [CYBERARM], ["someoneElse"]);
    const etiquette = (surgeon.system as CharacterData).rollView().knowledge.find((k) => k.name === "Etikette");
    scriptDiceFaces(ONE_SUCCESS);
    const message = await rollCheck(surgeon, { kind: "knowledge", key: etiquette?.id ?? "", skipDialog: true, targets: [patient.uuid] });
    expect(message && phaseSixRollOf(message)?.score.successes).toBeGreaterThan(0);
    const applied = await patient.operate({ op: "surgery", itemId: modOf(patient).id ?? "", fitted: false, successes: 1 }, { messageId: message?.id ?? "" });
    expect(applied).toBe(false);
    expect(installed(patient)).toBe(true);
    expect(notices.at(-1)?.message).toBe("The roll you cited is not a check that allows this change.");
  });

  it("refuses a surgery citing a failed Medicine roll", async () => {
    const surgeon = character("Doc", [MEDICINE]);
    const patient = character("Brann", [CYBERARM], ["someoneElse"]);
    const medicine = (surgeon.system as CharacterData).rollView().knowledge.find((k) => k.name === "Medizin");
    scriptDiceFaces(Array<number>(30).fill(1));
    const message = await rollCheck(surgeon, { kind: "knowledge", key: medicine?.id ?? "", skipDialog: true, targets: [patient.uuid] });
    const applied = await patient.operate({ op: "surgery", itemId: modOf(patient).id ?? "", fitted: false, successes: 1 }, { messageId: message?.id ?? "" });
    expect(applied).toBe(false);
    expect(installed(patient)).toBe(true);
  });

  it("says why when the modification is gone by the time the GM carries the surgery out, and spends nothing (issue 32, D13)", async () => {
    const surgeon = character("Doc", [MEDICINE]);
    const patient = character("Brann", [CYBERARM], ["someoneElse"]);
    const medicine = (surgeon.system as CharacterData).rollView().knowledge.find((k) => k.name === "Medizin");
    scriptDiceFaces(ONE_SUCCESS);
    const message = await rollCheck(surgeon, { kind: "knowledge", key: medicine?.id ?? "", skipDialog: true, targets: [patient.uuid] });
    const applied = await patient.operate({ op: "surgery", itemId: "removedMeanwhile", fitted: false, successes: 1 }, { messageId: message?.id ?? "" });
    expect(applied).toBe(false);
    expect(notices.at(-1)?.message).toBe("The patient no longer has this body modification: the surgery changed nothing.");
    // The roll was not spent: the surgery of the modification that is there still works.
    expect(await patient.operate({ op: "surgery", itemId: modOf(patient).id ?? "", fitted: false, successes: 1 }, { messageId: message?.id ?? "" })).toBe(true);
    expect(installed(patient)).toBe(false);
  });
});
