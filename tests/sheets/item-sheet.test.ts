/**
 * The item sheet class over a real PhaseSixItem (Foundry stand-ins): the read view for everyone, the
 * owner's switch to the edit view, and "post to chat" creating a card with the item's texts and stats.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import "../foundry/applications.ts";
import "../foundry/item-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { clickAction } from "../foundry/applications.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { installChat, type StandInChatMessage } from "../foundry/chat-message.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { itemDataModels } from "../../src/data/index.ts";
import { PhaseSixItem } from "../../src/documents/item.ts";
import { PhaseSixItemSheet } from "../../src/applications/sheets/item-sheet.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
let messages: StandInChatMessage[] = [];

function setup(user: StandInUser) {
  installGame({ users: [gm, player], user, lang: "en" });
  installItem(itemDataModels);
  messages = [];
  installChat(messages, []);
}

const kit = (system: Record<string, unknown> = { description: "<p>Bandages and splints.</p>" }) =>
  new (PhaseSixItem as unknown as new (data: object) => PhaseSixItem)({ name: "First Aid Kit", type: "gear", system: { category: "firstAid", weight: 500, ...system } });

async function contextOf(sheet: PhaseSixItemSheet): Promise<Record<string, unknown>> {
  await sheet.render();
  const rendered = (sheet as unknown as { rendered: { context: Record<string, unknown> } | null }).rendered;
  if (!rendered) throw new Error("not rendered");
  return rendered.context;
}

describe("item sheet", () => {
  beforeEach(() => setup(gm));

  it("opens an item with texts in the read view and switches the owner to the edit view and back", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit() } as never);
    expect(await contextOf(sheet)).toMatchObject({ readView: true, canEdit: true, isGM: true });
    await clickAction(sheet as never, "toggleMode");
    expect(await contextOf(sheet)).toMatchObject({ readView: false });
    await clickAction(sheet as never, "toggleMode");
    expect(await contextOf(sheet)).toMatchObject({ readView: true });
  });

  it("opens a new item without texts in the edit view for its owner", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit({}) } as never);
    expect(await contextOf(sheet)).toMatchObject({ readView: false });
  });

  it("gives a player who does not own the item the read view only, without the availability block", async () => {
    setup(player);
    const sheet = new PhaseSixItemSheet({ document: kit({}) } as never);
    expect(await contextOf(sheet)).toMatchObject({ readView: true, canEdit: false, isGM: false });
    await clickAction(sheet as never, "toggleMode");
    expect(await contextOf(sheet)).toMatchObject({ readView: true });
  });

  it("posts the item to chat as a card with its texts and stats", async () => {
    const sheet = new PhaseSixItemSheet({ document: kit() } as never);
    await clickAction(sheet as never, "postToChat");
    expect(messages).toHaveLength(1);
    const content = String((messages[0] as unknown as { content: unknown }).content);
    expect(content).toContain("First Aid Kit");
    expect(content).toContain("Bandages and splints.");
    expect(content).toContain("First Aid"); // the category as a stat
    expect(content).toContain("0.5 kg"); // the weight in kg, as everywhere (issue 24)
  });

  it("posts the texts as stored, so every client enriches them as it shows the message (its own links, secrets for those who may read them)", async () => {
    const ux = (globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { implementation: { enrichHTML: unknown } } } } } }).foundry.applications.ux;
    ux.TextEditor.implementation.enrichHTML = async (content: string) => `<div class="enriched-here">${content}</div>`;
    const sheet = new PhaseSixItemSheet({ document: kit({ description: '<p>Stops [[/condition bleeding]]</p><section class="secret"><p>Expired.</p></section>' }) } as never);
    await clickAction(sheet as never, "postToChat");
    const content = String((messages[0] as unknown as { content: unknown }).content);
    expect(content).toContain("Stops [[/condition bleeding]]");
    expect(content).not.toContain("enriched-here");
  });
});
