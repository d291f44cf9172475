/**
 * A tick at maximum stress (2025 edition, rulebook-de → Horror → Ticks) is an event of the table,
 * never a silent change (issue 30 point 11): a chat card says what happened and carries the actor,
 * the client that caused it asks the owner to choose the tick at once, the horror tab says a tick is
 * still to be chosen instead of "No quirks — yet", and choosing — from the prompt, the sheet or the
 * card after a reload, on the player's own client — adds the quirk and owes one fewer.
 */
import "../foundry/data-fields.ts";
import "../foundry/dice.ts";
import { setInputAnswer } from "../foundry/applications.ts";
import { installActors, type CreatedMessage, type StandInActorDocument, type PlainItem } from "../foundry/actor-document.ts";
import { installItem } from "../foundry/item-document.ts";
import { StandInCollection } from "../foundry/collection.ts";
import { StandInPack } from "../foundry/compendium.ts";
import { StandInUser, installGame, type Notice } from "../foundry/game.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actorDataModels, itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { tickCardOf } from "../../src/documents/actor-tick.ts";
import { bindTickCard, chooseOwedQuirk, registerTickCards } from "../../src/applications/chat/tick-card.ts";
import { click, parseHTML } from "../foundry/dom.ts";
import { PhaseSixCharacterSheet } from "../../src/applications/sheets/character-sheet.ts";
import { SPY_RANGER_ITEMS } from "./fixtures.ts";

/** How long a click may take to land through the GM channel (generous: the test machines are shared). */
const SETTLED = { timeout: 15_000, interval: 5 };

const gm = new StandInUser("gm", "Gamemaster", true);
const player = new StandInUser("p1", "Player");
const stranger = new StandInUser("p2", "Other player");
let actors: PhaseSixActor[];
let messages: CreatedMessage[];
let notices: Notice[];
const QUIRKS = StandInPack.fromPackSources("quirks-en");

function setup(user: StandInUser, settings: Record<string, unknown> = {}): void {
  actors = [];
  notices = installGame({ users: [gm, player, stranger], user, settings: { "phasesix.extension.horror": true, ...settings } });
  messages = installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
  installItem(itemDataModels);
  (globalThis as unknown as { game: { packs: Map<string, StandInPack> } }).game.packs = new Map([["phasesix.quirks-en", QUIRKS]]);
  registerTickCards();
}

function mara(system: Record<string, unknown> = {}): PhaseSixActor {
  const actor = new (PhaseSixActor as unknown as new (d: unknown) => PhaseSixActor)({ name: "Mara", type: "character", items: SPY_RANGER_ITEMS, system, owners: ["p1"] });
  const doc = actor as unknown as { items: unknown };
  doc.items = new StandInCollection(doc.items as PlainItem[]);
  actors.push(actor);
  return actor;
}

function data(actor: PhaseSixActor): CharacterData {
  if (!(actor.system instanceof CharacterData)) throw new Error("not a character");
  return actor.system;
}

function quirksOf(actor: PhaseSixActor): string[] {
  return actor.items.filter((i) => i.type === "quirk").map((i) => i.name);
}

async function firstQuirkId(): Promise<string> {
  const index = await QUIRKS.getIndex();
  return String([...index].map((e) => e._id)[0]);
}

describe("a tick at maximum stress (2025)", () => {
  beforeEach(() => setup(player));

  it("posts a tick card naming the actor, owes the tick and asks the owner to choose it at once", async () => {
    const actor = mara({ stress: { value: 7 } });
    const id = await firstQuirkId();
    setInputAnswer({ quirk: id });
    await actor.gainStress(1);
    expect(data(actor).stress).toEqual({ value: 0, ticks: 1 });
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain("Mara: a quirk");
    expect(messages[0].content).toContain("Mara reached maximum stress and gains a quirk. Stress is reset to 0. Quirks now: 1.");
    expect(messages[0].content).toContain("data-phasesix-tick-choose");
    expect(tickCardOf(messages[0] as never)).toEqual({ actorUuid: actor.uuid, choose: true });
    // The prompt (not awaited by the stress change) adds the chosen quirk and owes nothing more.
    await vi.waitFor(() => expect(quirksOf(actor)).toHaveLength(1), SETTLED);
    await vi.waitFor(() => expect(data(actor).dread.quirksOwed).toBe(0), SETTLED);
  });

  it("a dismissed prompt leaves the tick owed; the horror tab says so instead of 'No quirks — yet'", async () => {
    const actor = mara({ stress: { value: 7 } });
    setInputAnswer(null);
    await actor.gainStress(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(data(actor).dread.quirksOwed).toBe(1);
    const sheet = new PhaseSixCharacterSheet({ document: actor } as never) as unknown as { render(): Promise<unknown>; rendered: { context: Record<string, unknown> } };
    await sheet.render();
    const html = await foundry.applications.handlebars.renderTemplate("systems/phasesix/templates/actor/character/horror.hbs", sheet.rendered.context);
    expect(html).toContain("Quirks to choose: 1");
    expect(html).toContain('data-action="chooseQuirk"');
    expect(html).toContain("No quirk chosen yet.");
    expect(html).not.toContain("No quirks — yet.");
  });

  it("the player chooses the owed tick later from the card, after a reload (the card names the actor in its flags)", async () => {
    const actor = mara({ stress: { value: 7 } });
    setInputAnswer(null);
    await actor.gainStress(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // After a reload only the stored message is left: its flags name the actor.
    const stored = JSON.parse(JSON.stringify(messages[0])) as { flags: unknown };
    const flag = tickCardOf(stored);
    const found = fromUuidSync(flag?.actorUuid as `Actor.${string}`) as unknown as PhaseSixActor;
    expect(found).toBe(actor);
    setInputAnswer({ quirk: await firstQuirkId() });
    expect(await chooseOwedQuirk(found as never)).toBe(true);
    expect(quirksOf(actor)).toHaveLength(1);
    expect(data(actor).dread.quirksOwed).toBe(0);
    // Nothing more is owed: a second click says so and adds nothing.
    expect(await chooseOwedQuirk(found as never)).toBe(false);
    expect(notices.at(-1)?.message).toBe("Mara has no quirk left to choose.");
    expect(quirksOf(actor)).toHaveLength(1);
  });

  it("the card's button, bound on a reloaded card, chooses the tick on the owner's client; others see it disabled with the reason", async () => {
    const actor = mara({ stress: { value: 7 } });
    setInputAnswer(null);
    await actor.gainStress(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stored = JSON.parse(JSON.stringify(messages[0])) as { content: string; flags: unknown };
    // Another player's client: the button is there but disabled, saying why.
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = stranger;
    const theirs = parseHTML(stored.content);
    bindTickCard(stored as never, theirs as never);
    const disabled = theirs.querySelector("button[data-phasesix-tick-choose]");
    expect(disabled?.disabled).toBe(true);
    expect(disabled?.dataset.tooltip).toBe("You do not own Mara.");
    // The owner's client: the click opens the choice and adds the quirk.
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = player;
    const page = parseHTML(stored.content);
    bindTickCard(stored as never, page as never);
    setInputAnswer({ quirk: await firstQuirkId() });
    const choose = page.querySelector("button[data-phasesix-tick-choose]");
    expect(choose && click(choose)).toBe(true);
    await vi.waitFor(() => expect(quirksOf(actor)).toHaveLength(1), SETTLED);
    await vi.waitFor(() => expect(choose?.disabled).toBe(true), SETTLED);
  });

  it("another player cannot choose someone else's tick", async () => {
    const actor = mara({ stress: { value: 0 }, dread: { quirksOwed: 1 } });
    (globalThis as unknown as { game: { user: StandInUser } }).game.user = stranger;
    expect(await chooseOwedQuirk(actor as never)).toBe(false);
    expect(notices.at(-1)?.message).toBe("You do not own Mara.");
  });

  it("stress below the maximum is no event: no card, nothing owed", async () => {
    const actor = mara({ stress: { value: 2 } });
    await actor.gainStress(1);
    expect(messages).toHaveLength(0);
    expect(data(actor).dread.quirksOwed).toBe(0);
  });
});
