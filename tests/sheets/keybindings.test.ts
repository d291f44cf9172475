/**
 * Skip-the-dialog keys (issue 35): two keybindings of Foundry's keybinding API ("Roll at once",
 * default Shift; "Roll with the dialog", default Alt) decide on every roll path whether its dialog
 * opens. A player who rebinds "Roll at once" to R rolls at once with R held — and Shift no longer
 * skips. Real sheets, actors and the roll dialog's entry on the stand-ins of tests/foundry (the
 * keybinding stand-in: tests/foundry/keybindings.ts).
 */
import fs from "node:fs";
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import { clickAction } from "../foundry/applications.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { scriptDiceFaces } from "../foundry/dice.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { installKeybindings, type StandInKeybindings } from "../foundry/keybindings.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { ACTOR_OPERATION_QUERY, PhaseSixActor } from "../../src/documents/actor.ts";
import { handleActorOperation } from "../../src/queries/actor-operation.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { registerDice } from "../../src/dice/index.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { RollDialog } from "../../src/applications/roll-dialog.ts";
import { rollMacro } from "../../src/applications/macros.ts";
import { ROLL_KEYBINDINGS, bindingHeld, registerRollKeybindings, skipDialogFor, skipRollDialog } from "../../src/applications/keybindings.ts";
import { HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE } from "../actor/fixtures.ts";

/** The translations of a language as Foundry flattens them (dotted keys). */
function loadedTranslations(lang: "en" | "de"): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") out.set(prefix + key, value);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(fs.readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8")) as Record<string, unknown>, "");
  return out;
}

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let messages: StandInChatMessage[];
let actors: PhaseSixActor[];
let keybindings: StandInKeybindings;
let downKeys: Set<string>;

beforeEach(() => {
  actors = [];
  messages = [];
  installGame({ users: [gm, player], user: player, settings: { "core.rollMode": "publicroll", "phasesix.magicLevel": 3 } });
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, { find: (test: (d: { uuid: string }) => boolean) => actors.find(test) } as unknown as Array<{ uuid: string }>);
  (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries[ACTOR_OPERATION_QUERY] = handleActorOperation;
  ({ keybindings, downKeys } = installKeybindings());
  registerRollKeybindings();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the keybindings", () => {
  it("are registered with Foundry: Roll at once on Shift, Roll with the dialog on Alt, named in both languages", () => {
    expect(keybindings.get("phasesix", "skipDialog")).toEqual([
      { key: "ShiftLeft", modifiers: [] },
      { key: "ShiftRight", modifiers: [] },
    ]);
    expect(keybindings.get("phasesix", "showDialog").map((b) => b.key)).toEqual(["AltLeft", "AltRight"]);
    for (const lang of ["en", "de"] as const) {
      const strings = loadedTranslations(lang);
      for (const action of Object.keys(ROLL_KEYBINDINGS)) {
        const config = keybindings.actions.get(`phasesix.${action}`);
        expect(strings.get(config?.name ?? "")).toBeTruthy();
        expect(strings.get(config?.hint ?? "")).toBeTruthy();
      }
    }
    expect(loadedTranslations("de").get("PHASESIX.Keybinding.skipDialog.Name")).toBe("Sofort würfeln");
  });

  it("count as held by the key down or by the click's modifier flag, with every modifier they need", () => {
    const shift = [{ key: "ShiftLeft" }, { key: "ShiftRight" }];
    expect(bindingHeld(shift, { shiftKey: true }, new Set())).toBe(true);
    expect(bindingHeld(shift, {}, new Set(["ShiftRight"]))).toBe(true);
    expect(bindingHeld(shift, { altKey: true }, new Set())).toBe(false);
    const ctrlR = [{ key: "KeyR", modifiers: ["Control"] }];
    expect(bindingHeld(ctrlR, { ctrlKey: true }, new Set(["KeyR"]))).toBe(true);
    expect(bindingHeld(ctrlR, { metaKey: true }, new Set(["KeyR"]))).toBe(true); // ⌘ counts as Control, as in Foundry
    expect(bindingHeld(ctrlR, {}, new Set(["KeyR"]))).toBe(false);
    expect(bindingHeld([{ key: "KeyR", modifiers: ["CONTROL"] }], { ctrlKey: true }, new Set(["KeyR"]))).toBe(true);
  });

  it("skip a dialog shown by default with Roll at once, and one skipped by default unless Roll with the dialog is held", () => {
    const held = (which: string) => (action: string) => action === which;
    expect(skipDialogFor(true, held("skipDialog"))).toBe(true);
    expect(skipDialogFor(true, held("none"))).toBe(false);
    expect(skipDialogFor(false, held("none"))).toBe(true);
    expect(skipDialogFor(false, held("showDialog"))).toBe(false);
  });

  it("follow the player's own binding: rebound to R, R skips and Shift no longer does", async () => {
    await keybindings.set("phasesix", "skipDialog", [{ key: "KeyR" }]);
    expect(skipRollDialog({ shiftKey: true })).toBe(false);
    downKeys.add("KeyR");
    expect(skipRollDialog({})).toBe(true);
    expect(skipRollDialog(null)).toBe(true);
  });

  it("fall back to the defaults before Foundry has set up its keybindings", () => {
    (globalThis as unknown as { game: Record<string, unknown> }).game.keybindings = undefined;
    expect(skipRollDialog({ shiftKey: true })).toBe(true);
    expect(skipRollDialog({ altKey: true }, false)).toBe(false);
  });
});

describe("on the roll paths", () => {
  const HEALING = { _id: "spellHealing001", name: "Simple Healing", type: "spell", system: { school: "healing", arcanaCost: 2, power: 1 } };
  const SWORD = { _id: "weaponSword0001", name: "Sword", type: "weapon", system: { skill: "handToHand", modes: ["melee"], damagePotential: 1 } };

  function sheetCharacter(): { actor: PhaseSixActor; sheet: PhaseSixCharacterSheet } {
    const source = { name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, MAGE_TEMPLATE] as never, system: {}, owners: ["p1"] };
    const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
    actors.push(actor);
    const owned = [HEALING, SWORD].map((d) => new (PhaseSixItem as unknown as new (d: Record<string, unknown>) => PhaseSixItem)(d));
    const doc = actor as unknown as { items: unknown; prepareData(): void };
    doc.items = new StandInCollection([...(doc.items as Array<{ id: string }>), ...(owned as unknown as Array<{ id: string }>)]);
    doc.prepareData();
    return { actor, sheet: new PhaseSixCharacterSheet({ document: actor } as never) };
  }

  /** Clicks with the given event; returns whether the roll dialog opened (it is cancelled) and the cards posted. */
  async function click(sheet: PhaseSixCharacterSheet, action: string, dataset: Record<string, string>, event: Partial<PointerEvent>): Promise<{ dialog: boolean; cards: number }> {
    const prompt = vi.spyOn(RollDialog, "prompt").mockResolvedValue(null);
    const before = messages.length;
    scriptDiceFaces([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    await clickAction(sheet as never, action, dataset, event);
    const dialog = prompt.mock.calls.length > 0;
    prompt.mockRestore();
    return { dialog, cards: messages.length - before };
  }

  const paths: Array<[string, string, Record<string, string>]> = [
    ["a check from the sheet", "roll", { rollKind: "skill", key: "perception" }],
    ["casting a spell", "castSpell", { itemId: HEALING._id }],
  ];

  it.each(paths)("%s opens the dialog on a plain click and rolls at once with the key held", async (_name, action, dataset) => {
    const { sheet } = sheetCharacter();
    expect(await click(sheet, action, dataset, {})).toEqual({ dialog: true, cards: 0 });
    expect(await click(sheet, action, dataset, { shiftKey: true })).toEqual({ dialog: false, cards: 1 });
  });

  it.each(paths)("%s follows a rebound key (R), and Shift then opens the dialog", async (_name, action, dataset) => {
    await keybindings.set("phasesix", "skipDialog", [{ key: "KeyR" }]);
    const { sheet } = sheetCharacter();
    expect((await click(sheet, action, dataset, { shiftKey: true })).dialog).toBe(true);
    downKeys.add("KeyR");
    expect(await click(sheet, action, dataset, {})).toEqual({ dialog: false, cards: 1 });
  });

  it("an attack from the sheet asks its attack dialog unless the key is held", async () => {
    await keybindings.set("phasesix", "skipDialog", [{ key: "KeyR" }]);
    const { sheet } = sheetCharacter();
    expect((await click(sheet, "rollAttack", { itemId: SWORD._id, mode: "melee" }, { shiftKey: true })).dialog).toBe(true);
    downKeys.add("KeyR");
    expect((await click(sheet, "rollAttack", { itemId: SWORD._id, mode: "melee" }, {})).dialog).toBe(false);
  });

  it("a hotbar macro (no click event) reads the keys held down", async () => {
    const { actor } = sheetCharacter();
    const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown; ChatMessage: { getSpeaker(): object } };
    const priorFromUuid = g.fromUuidSync;
    g.fromUuidSync = () => actor;
    try {
      const prompt = vi.spyOn(RollDialog, "prompt").mockResolvedValue(null);
      await rollMacro({ actorUuid: actor.uuid, kind: "skill", key: "perception" } as never);
      expect(prompt).toHaveBeenCalledTimes(1);
      downKeys.add("ShiftLeft");
      scriptDiceFaces([5, 5, 5, 5, 5]);
      await rollMacro({ actorUuid: actor.uuid, kind: "skill", key: "perception" } as never);
      expect(prompt).toHaveBeenCalledTimes(1);
    } finally {
      g.fromUuidSync = priorFromUuid;
    }
  });
});
