/**
 * Dropping an item on an item sheet (src/applications/sheets/item-sheet.ts): a weapon modification
 * dropped on a weapon is fitted — unless it is dropped into the open description editor, where
 * Foundry's editor links it instead. One drop, one effect.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/actor-document.ts";
import "../foundry/item-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";
import { WeaponData } from "../../src/data/item/weapon.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixItemSheet } from "../../src/applications/sheets/item-sheet.ts";

type Data = Record<string, unknown>;

function item(source: Data): PhaseSixItem {
  const made = new (PhaseSixItem as unknown as new (d: Data) => PhaseSixItem)(source);
  Object.defineProperty(made, "isOwner", { value: true });
  return made;
}

/** A drop target: inside the open editor or not, answering `closest` like a DOM element would. */
function target(inEditor: boolean): { closest(selector: string): object | null } {
  return { closest: (selector: string) => (inEditor && selector.includes("prose-mirror.active") ? {} : null) };
}

let weapon: PhaseSixItem;
let sheet: PhaseSixItemSheet;

beforeEach(() => {
  const gm = new StandInUser("gm", "Gamemaster", true);
  installGame({ users: [gm], user: gm });
  installItem(itemDataModels);
  weapon = item({ name: "Rifle", type: "weapon", system: { category: "rifles" } });
  const suppressor = item({ name: "Suppressor", type: "weaponModification", system: { category: "barrel", concealment: -2 } });
  const g = globalThis as unknown as Data & { foundry: { applications: { ux: { TextEditor: { implementation: Data } } } } };
  g.foundry.applications.ux.TextEditor.implementation.getDragEventData = () => ({ type: "Item", uuid: "Item.suppressor" });
  g.fromUuid = async (uuid: string) => (uuid === "Item.suppressor" ? suppressor : null);
  sheet = new PhaseSixItemSheet({ document: weapon } as never);
});

function fitted(): number {
  return weapon.system instanceof WeaponData ? weapon.system.modifications.length : -1;
}

describe("dropping a modification on a weapon's sheet", () => {
  it("fits it when dropped on the sheet", async () => {
    await (sheet as unknown as { _onDropItemOnItem(e: unknown): Promise<void> })._onDropItemOnItem({ target: target(false) });
    expect(fitted()).toBe(1);
  });

  it("leaves it to the editor (a link, no fitting) when dropped into the open description editor", async () => {
    await (sheet as unknown as { _onDropItemOnItem(e: unknown): Promise<void> })._onDropItemOnItem({ target: target(true) });
    expect(fitted()).toBe(0);
  });
});
