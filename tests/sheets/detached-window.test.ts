/**
 * Pop-out windows (Foundry 14's Detach button): what a character sheet opens — the roll dialog, an
 * item's sheet, a confirmation — opens beside the sheet, in its window (on 14 as the sheet's child, so
 * it moves and closes with it); the sheet's drag to the hotbar, a drop into a container and the roll dialog's live summary work
 * on the elements of that window, which belong to another realm (`instanceof HTMLElement` is false for
 * them). The same behaviour tests run on the 13 stand-ins (one window: everything as before) and the
 * 14 stand-ins (the sheet detached into a second window with its own document and element class).
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/item-document.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { ApplicationV2, clickAction, installApplications, openDetachedWindow, renderedApplications, setConfirmAnswer, shownDialogs } from "../foundry/applications.ts";
import { StandInElement, installDocument, openStandInRealm, type StandInRealm } from "../foundry/dom.ts";
import { renderTemplateHtml, formObject } from "../foundry/form.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { registerDice } from "../../src/dice/index.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { RollDialog } from "../../src/applications/roll-dialog.ts";
import type { RollDialogContext } from "../../src/applications/roll-dialog-context.ts";
import { resetFoundryGenerationForTests } from "../../src/foundry-compat/generation.ts";
import { isHTMLElement, isHTMLElementOf } from "../../src/foundry-compat/elements.ts";
import { dialogBeside, hostWindowId, queryAllWindows } from "../../src/foundry-compat/windows.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";

const player = new StandInUser("p1", "Player");
const gm = new StandInUser("gm", "Gamemaster", true);
const GEAR = { name: "Rope", type: "gear", system: {} };
const BACKPACK = { name: "Backpack", type: "gear", system: { category: "containers", isContainer: true } };

afterEach(() => {
  resetFoundryGenerationForTests();
  setConfirmAnswer(true);
  vi.restoreAllMocks();
});

interface Table {
  sheet: PhaseSixCharacterSheet;
  actor: PhaseSixActor;
  messages: StandInChatMessage[];
  /** The window the sheet's elements live in: the page (13) or the detached window's realm (14). */
  realm: StandInRealm | null;
  parse(html: string, tag?: string): StandInElement;
}

async function table(generation: 13 | 14): Promise<Table> {
  resetFoundryGenerationForTests();
  const actors: PhaseSixActor[] = [];
  const messages: StandInChatMessage[] = [];
  installGame({ users: [gm, player], user: player, generation, settings: { "core.rollMode": "publicroll", "core.messageMode": "public" } });
  installApplications();
  installDocument();
  registerDice();
  installItem(itemDataModels);
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installChat(messages, actors as unknown as Array<{ uuid: string }>);
  const source = { name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM, GEAR, BACKPACK] as never, system: {}, owners: ["p1"] };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  // the actor's items as Foundry's collection (get by id)
  const items = (actor.items as unknown as Array<{ id: string | null; name: string }>).map((item, index) => {
    if (!item.id) Object.defineProperty(item, "id", { value: `item${index}`, configurable: true });
    return item;
  });
  Object.defineProperty(actor, "items", { value: new StandInCollection(items), configurable: true });
  actors.push(actor);
  const sheet = new PhaseSixCharacterSheet({ document: actor } as never);
  let realm: StandInRealm | null = null;
  if (generation === 14) {
    // The player pressed Detach: the sheet now lives in a second browser window.
    realm = openStandInRealm();
    await (sheet as unknown as ApplicationV2).detachWindow(realm.document);
  }
  const parse = (html: string, tag = "div") => (realm ? realm.parseHTML(html, tag) : pageElement(html, tag));
  return { sheet, actor, messages, realm, parse };
}

function pageElement(html: string, tag: string): StandInElement {
  const element = new StandInElement(tag);
  element.innerHTML = html;
  return element;
}

const asApp = (app: unknown) => app as ApplicationV2;

describe.each([13, 14] as const)("a sheet on Foundry %i", (generation) => {
  it("opens its roll dialog beside it (on 14: in its detached window, as its child)", async () => {
    const { sheet } = await table(generation);
    const rolled = clickAction(asApp(sheet), "roll", { rollKind: "attribute", key: "strength" });
    await vi.waitFor(() => expect(renderedApplications.some((app) => app instanceof RollDialog)).toBe(true));
    const dialog = asApp(renderedApplications.find((app) => app instanceof RollDialog));
    expect(dialog.window.windowId).toBe(asApp(sheet).window.windowId);
    if (generation === 14) {
      expect(dialog.window.windowId).toBeDefined();
      expect(dialog.parent).toBe(sheet);
    } else {
      expect(dialog.window.windowId).toBeUndefined();
      expect(dialog.lastRenderOptions).toEqual({ force: true });
    }
    await dialog.close();
    await rolled;
  });

  it("the roll dialog's live summary follows the form in the window it is shown in", async () => {
    const { sheet, parse, realm } = await table(generation);
    void clickAction(asApp(sheet), "roll", { rollKind: "attribute", key: "strength" });
    await vi.waitFor(() => expect(renderedApplications.some((app) => app instanceof RollDialog)).toBe(true));
    const dialog = asApp(renderedApplications.find((app) => app instanceof RollDialog));
    const context = dialog.rendered?.context as unknown as RollDialogContext;
    const html = renderTemplateHtml("templates/dialog/roll-dialog.hbs", context, []);
    const form = parse(html, "form");
    // the realm's elements are no instances of the page's element class (the trap of a detached window)
    expect(form instanceof StandInElement).toBe(realm === null);
    expect(isHTMLElementOf(form, "form")).toBe(true);
    (dialog as unknown as { element: unknown }).element = form;
    // FormDataExtended reads the form as the user left it: two bonus dice added
    const formData = { ...formObject(html), bonusDice: 2 };
    (foundry.applications as unknown as { ux: Record<string, unknown> }).ux.FormDataExtended = class {
      object = formData;
    };
    await (dialog as unknown as { _onRender(c: object, o: object): Promise<void> })._onRender(context, {});
    const input = (form.listeners.get("input") ?? [])[0];
    expect(input).toBeDefined();
    input?.({ type: "input" } as never);
    expect(form.querySelector('[data-summary="dice"]')?.textContent).toBe(String(context.summary.dice + 2));
    await dialog.close();
  });

  it("drags an attribute to the hotbar from an element of its window", async () => {
    const { sheet, actor, parse } = await table(generation);
    const row = parse('<a data-roll-kind="attribute" data-key="strength">Strength</a>').firstElementChild;
    const dropped: string[] = [];
    (sheet as unknown as { _onDragStart(e: unknown): void })._onDragStart({ currentTarget: row, dataTransfer: { setData: (_type: string, data: string) => void dropped.push(data) } });
    expect(dropped).toHaveLength(1);
    expect(JSON.parse(dropped[0] ?? "{}")).toMatchObject({ type: "PhaseSix.Roll", actorUuid: actor.uuid, kind: "attribute", key: "strength" });
  });

  it("puts gear dropped on a container row of its window into that container", async () => {
    const { sheet, actor, parse } = await table(generation);
    // the rope the player drags: an item of this actor (Foundry's Item document)
    const rope = new (PhaseSixItem as unknown as new (d: object, o: object) => PhaseSixItem)({ ...GEAR, _id: "rope" }, { parent: actor });
    const backpack = actor.items.find((item) => item.name === "Backpack");
    if (!backpack) throw new Error("no backpack");
    const list = parse(`<ol class="phasesix-gear"><li data-item-id="${backpack.id}"><span class="name">Backpack</span></li></ol>`);
    const target = list.querySelector(".name");
    (foundry.applications.ux as unknown as { TextEditor: { implementation: Record<string, unknown> } }).TextEditor.implementation.getDragEventData = () => ({ type: "Item", uuid: "Item.rope" });
    const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown; fromUuid: (uuid: string) => Promise<unknown> };
    g.fromUuidSync = (uuid) => (uuid === "Item.rope" ? rope : null);
    g.fromUuid = async (uuid) => g.fromUuidSync(uuid);
    const placed: unknown[] = [];
    vi.spyOn(rope as unknown as { placeIn(c: unknown): Promise<boolean> }, "placeIn").mockImplementation(async (container) => (placed.push(container), true));
    await (sheet as unknown as { _onDrop(e: unknown): Promise<unknown> })._onDrop({ target });
    expect(placed).toEqual([backpack]);
  });

  it("asks its confirmations beside it", async () => {
    const { sheet, actor } = await table(generation);
    const rope = actor.items.find((item) => item.name === "Rope");
    setConfirmAnswer(false);
    await clickAction(asApp(sheet), "deleteItem", { itemId: rope?.id ?? "" });
    expect(shownDialogs).toHaveLength(1);
    const shown = shownDialogs.at(-1);
    expect(shown?.app?.window.windowId).toBe(asApp(sheet).window.windowId);
  });

  it("opens an item's sheet beside it", async () => {
    const { sheet, actor } = await table(generation);
    const rope = actor.items.find((item) => item.name === "Rope");
    const itemSheet = new ApplicationV2();
    Object.defineProperty(rope, "sheet", { value: itemSheet });
    await clickAction(asApp(sheet), "editItem", { itemId: rope?.id ?? "" });
    await vi.waitFor(() => expect(itemSheet.rendered).not.toBeNull());
    expect(itemSheet.window.windowId).toBe(asApp(sheet).window.windowId);
    expect(itemSheet.parent).toBe(generation === 14 ? sheet : null);
  });
});

describe("a sheet in the main window of Foundry 14", () => {
  it("opens an item's sheet as a window of its own (it does not close with the actor's sheet), its roll dialog as its child", async () => {
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation: 14, settings: { "core.messageMode": "public" } });
    installApplications();
    const actors: PhaseSixActor[] = [];
    installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
    const source = { name: "Luta", type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners: ["p1"] };
    const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
    const sheet = asApp(new PhaseSixCharacterSheet({ document: actor } as never));
    const item = { id: "rope", name: "Rope", sheet: new ApplicationV2() };
    Object.defineProperty(actor, "items", { value: new StandInCollection([item]), configurable: true });
    await clickAction(sheet, "editItem", { itemId: "rope" });
    await vi.waitFor(() => expect(item.sheet.rendered).not.toBeNull());
    expect(item.sheet.parent).toBeNull();
    expect(item.sheet.window.windowId).toBeUndefined();
    void clickAction(sheet, "roll", { rollKind: "attribute", key: "strength" });
    await vi.waitFor(() => expect(renderedApplications.some((app) => app instanceof RollDialog)).toBe(true));
    const dialog = asApp(renderedApplications.find((app) => app instanceof RollDialog));
    expect(dialog.parent).toBe(sheet);
    await dialog.close();
  });
});

describe("elements and hosts in a detached window (Foundry 14)", () => {
  it("an element of another realm is an HTML element of its tag, though not the page's instance", () => {
    installDocument();
    const realm = openStandInRealm();
    const button = realm.parseHTML("<button>Apply</button>").firstElementChild;
    expect(button instanceof StandInElement).toBe(false);
    expect(button instanceof realm.HTMLElement).toBe(true);
    expect(isHTMLElement(button)).toBe(true);
    expect(isHTMLElementOf(button, "button")).toBe(true);
    expect(isHTMLElementOf(button, "input")).toBe(false);
    expect(isHTMLElement({ tagName: "DIV" })).toBe(false);
    expect(isHTMLElement(null)).toBe(false);
  });

  it("a dialog asked from a chat card's button opens in that button's window (the protection dialog)", async () => {
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation: 14 });
    installApplications();
    installDocument();
    const realm = openStandInRealm();
    const windowId = openDetachedWindow(realm.document);
    const button = realm.parseHTML("<button>Apply</button>").firstElementChild;
    expect(hostWindowId(button as unknown as HTMLElement)).toBe(windowId);
    await dialogBeside(button as unknown as HTMLElement).confirm({ content: "" });
    expect(shownDialogs.at(-1)?.app?.window.windowId).toBe(windowId);
    // a button of the main window: the main window
    const pageButton = new StandInElement("button");
    expect(hostWindowId(pageButton as unknown as HTMLElement)).toBeUndefined();
  });

  it("roll links are found for a refresh in every window (13: the page's)", () => {
    for (const generation of [13, 14] as const) {
      resetFoundryGenerationForTests();
      installGame({ users: [gm, player], user: player, generation });
      installApplications();
      installDocument(pageElement('<a class="link" id="page"></a>', "div"));
      const realm = openStandInRealm();
      realm.parseHTML('<a class="link" id="detached"></a>');
      if (generation === 14) openDetachedWindow(realm.document);
      expect(queryAllWindows("a.link").map((a) => a.getAttribute("id"))).toEqual(generation === 14 ? ["page", "detached"] : ["page"]);
    }
  });

  it("on Foundry 13 every host is the one window", async () => {
    resetFoundryGenerationForTests();
    installGame({ users: [gm, player], user: player, generation: 13 });
    installApplications();
    const host = new ApplicationV2();
    host.window.windowId = "left-over";
    expect(hostWindowId(host as never)).toBeUndefined();
    expect(dialogBeside(host as never)).toBe(foundry.applications.api.DialogV2);
  });
});
