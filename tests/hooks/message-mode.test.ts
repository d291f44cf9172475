/**
 * Who sees a roll's card, on Foundry 13 and 14 alike: the user's choice in the chat (13: the roll
 * mode, `core.rollMode`; 14: the message mode, `core.messageMode`), the dialog's choices (13:
 * `CONFIG.Dice.rollModes`; 14: `CONFIG.ChatMessage.modes`), a mode a macro or `phasesix.preRoll`
 * names (in either generation's words) — and no deprecated roll-mode option reaches Foundry 14.
 * The same behaviour runs against the 13 and the 14 stand-ins.
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/applications.ts";
import { rollDeprecations, scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { afterEach, describe, expect, it } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { registerDice } from "../../src/dice/index.ts";
import { rollAttack, rollCheck, type PreRollData } from "../../src/applications/roll-check.ts";
import { SYSTEM_HOOKS } from "../../src/hooks.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { currentMessageMode, messageModeChoices, messageModeLabel, messageModeName } from "../../src/foundry-compat/message-mode.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");

/** Each generation's words for the same four choices. */
const GENERATIONS = [
  { generation: 13 as const, setting: "core.rollMode", names: { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" }, label: "PHASESIX.Dialog.RollMode" },
  { generation: 14 as const, setting: "core.messageMode", names: { public: "public", gm: "gm", blind: "blind", self: "self" }, label: "PHASESIX.Dialog.MessageMode" },
];

afterEach(() => resetFoundryGenerationForTests());

describe.each(GENERATIONS)("a roll's card on Foundry $generation", ({ generation, setting, names, label }) => {
  let messages: StandInChatMessage[];

  function setup(chosen: string): PhaseSixActor {
    const actors: PhaseSixActor[] = [];
    messages = [];
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation, settings: { [setting]: chosen } });
    registerDice();
    installItem(itemDataModels);
    installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
    installChat(messages, actors as unknown as Array<{ uuid: string }>);
    const source = { name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners: ["p1"] };
    const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
    actors.push(actor);
    return actor;
  }

  it("follows the mode chosen in the chat: public for everyone, private to the GMs, blind, to oneself", async () => {
    for (const [mode, whisper, blind] of [
      [names.public, [], false],
      [names.gm, ["gm"], false],
      [names.blind, ["gm"], true],
      [names.self, ["p1"], false],
    ] as const) {
      const actor = setup(mode);
      scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5]);
      await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true });
      expect(messages).toHaveLength(1);
      expect(messages[0].whisper ?? []).toEqual(whisper);
      expect(Boolean(messages[0].blind)).toBe(blind);
    }
    expect(rollDeprecations).toEqual([]);
  });

  it("an attack's card too", async () => {
    const actor = setup(names.gm);
    scriptDiceFaces(Array.from({ length: 20 }, () => 5));
    await rollAttack(actor as unknown as Actor.Implementation, { mode: "melee", weaponName: "Dagger", damagePotential: 1, skipDialog: true });
    expect(messages[0].whisper).toEqual(["gm"]);
    expect(rollDeprecations).toEqual([]);
  });

  it("a macro's mode and a preRoll listener's mode count, in either generation's words", async () => {
    const actor = setup(names.public);
    scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5]);
    await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true, rollMode: "selfroll" });
    expect(messages[0].whisper).toEqual(["p1"]);
    scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5]);
    await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true, rollMode: "self" });
    expect(messages[1].whisper).toEqual(["p1"]);
    const seen: string[] = [];
    Hooks.on(SYSTEM_HOOKS.preRoll as never, ((_actor: unknown, data: PreRollData) => {
      seen.push(data.rollMode);
      data.rollMode = "gmroll";
    }) as never);
    scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5]);
    await rollCheck(actor as unknown as Actor.Implementation, { kind: "attribute", key: "strength", skipDialog: true });
    expect(seen).toEqual([names.public]);
    expect(messages[2].whisper).toEqual(["gm"]);
    expect(rollDeprecations).toEqual([]);
  });

  it("the dialog offers the running Foundry's modes under its own word, the chat's choice first selected", () => {
    setup(names.blind);
    expect(currentMessageMode()).toBe(names.blind);
    const choices = messageModeChoices();
    expect(Object.keys(choices)).toEqual(expect.arrayContaining(Object.values(names)));
    expect(messageModeLabel()).toBe(label);
    expect(messageModeName("gm")).toBe(names.gm);
    expect(messageModeName("gmroll")).toBe(names.gm);
  });
});

describe("Foundry 14 only", () => {
  it("offers its in-character mode (a public card), which 13 reads as a public roll", () => {
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation: 14, settings: {} });
    registerDice();
    expect(Object.keys(messageModeChoices())).toEqual(["public", "gm", "blind", "self", "ic"]);
    expect(currentMessageMode()).toBe("public");
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation: 13, settings: {} });
    expect(Object.keys(messageModeChoices())).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
    expect(messageModeName("ic")).toBe("publicroll");
    expect(currentMessageMode()).toBe("publicroll");
  });
});
