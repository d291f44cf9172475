/**
 * Our link handler acts only on links this page's enricher rendered, and a link in a player's text
 * asks before it changes a character that player does not own (issue 32, D9). Foundry 13 calls an
 * enricher's `onRender` for every `<enriched-content enricher="…">` that enters the page
 * (HTMLEnrichedContentElement#connectedCallback) — also for that markup typed into a player's chat
 * message, which the sanitiser keeps — and enriches a chat message's text without naming the
 * message (ChatMessage#renderHTML), then runs `renderChatMessageHTML(message, html)`.
 *
 * The DOM is stood in for by the few element calls the handler makes (node tests have no DOM; the
 * browser tests render the links).
 */
import "../foundry/data-fields.ts";
import "../foundry/item-document.ts";
import "../foundry/dice.ts";
import { installApplications, setConfirmAnswer, shownDialogs } from "../foundry/applications.ts";
import { installActors } from "../foundry/actor-document.ts";
import type { StandInActorDocument } from "../foundry/actor-document.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actorDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { PhaseSixActor } from "../../src/documents/actor.ts";
import { markMessageLinks, onRender, registerLink } from "../../src/applications/enrichers.ts";
import { HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM } from "../actor/fixtures.ts";

const gm = new StandInUser("gm", "Gamemaster", true);
const alice = new StandInUser("p1", "Alice");
let actors: PhaseSixActor[];

/** The part of a link element the handler touches. */
class StandInLink {
  dataset: Record<string, string> = {};
  attributes = new Map<string, string>();
  classes = new Set<string>();
  listeners = new Map<string, (event: unknown) => void>();
  classList = { add: (name: string) => void this.classes.add(name) };
  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, listener);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  /** A click, and the time the handler's work takes to settle. */
  async click(shiftKey = false): Promise<void> {
    this.listeners.get("click")?.({ shiftKey, preventDefault: () => undefined, stopPropagation: () => undefined });
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** `<enriched-content>` around one link; what a chat message's element finds of its links. */
function wrapper(link: StandInLink): HTMLElement {
  return { querySelector: () => link, querySelectorAll: () => [link] } as unknown as HTMLElement;
}

function character(name: string, owners: string[]): PhaseSixActor {
  const source = { name, type: "character", items: [HUMAN_LINEAGE_ITEM, HUMAN_TEMPLATE_ITEM] as never, system: {}, owners };
  const actor = new (PhaseSixActor as unknown as new (d: typeof source) => PhaseSixActor)(source);
  actors.push(actor);
  return actor;
}
const bleeding = (actor: PhaseSixActor): number => (actor.system instanceof CharacterData ? actor.system.conditions.bleeding : -1);

function select(actor: PhaseSixActor): void {
  (globalThis as unknown as { canvas: unknown }).canvas = { ready: true, tokens: { controlled: [{ actor }] } };
}

beforeEach(() => {
  actors = [];
  installGame({ users: [gm, alice], user: gm });
  installApplications();
  installActors(actorDataModels, () => actors as unknown as StandInActorDocument[]);
});

afterEach(() => setConfirmAnswer(true));

describe("markup nobody's enricher rendered here does nothing", () => {
  it("a player's hand-written <enriched-content enricher=\"phasesix.link\"> gets no click handler and shows inert", async () => {
    const npc = character("Brann", []);
    select(npc);
    const forged: Array<Record<string, string>> = [
      { phasesixEnricher: "condition", key: "dying" },
      { phasesixEnricher: "condition", key: "dying", phasesixLink: "aGuessedIdAbCdEf" },
      { phasesixEnricher: "check", kind: "skill", key: "perception", difficulty: "999" },
    ];
    for (const dataset of forged) {
      const link = new StandInLink();
      link.dataset = { ...dataset };
      link.attributes.set("role", "button");
      onRender(wrapper(link));
      expect(link.listeners.size).toBe(0);
      expect(link.attributes.get("aria-disabled")).toBe("true");
      expect(link.attributes.has("role")).toBe(false);
      expect(link.dataset.tooltip).toBe("This link was not made by Phase Six from a link's text here: it does nothing.");
      await link.click();
    }
    expect(bleeding(npc)).toBe(0);
  });
});

describe("a genuine link in a player's chat message", () => {
  /** A condition link our enricher rendered in a chat message by `author` (its source set on render). */
  function linkInMessage(author: StandInUser): StandInLink {
    const link = new StandInLink();
    link.dataset = { phasesixEnricher: "condition", key: "bleeding", phasesixLink: registerLink({ phasesixEnricher: "condition", key: "bleeding" }, { trusted: false, authors: [] }) };
    markMessageLinks({ author: { id: author.id, isGM: author.isGM } }, wrapper(link) as unknown as { querySelectorAll(selector: string): Iterable<{ dataset: DOMStringMap }> });
    onRender(wrapper(link));
    return link;
  }

  it("asks the GM before it switches a condition on a token Alice does not own; declined, nothing changes", async () => {
    const npc = character("Brann", []);
    select(npc);
    const link = linkInMessage(alice);
    setConfirmAnswer(false);
    await link.click();
    expect(shownDialogs).toHaveLength(1);
    expect(String(shownDialogs[0].config.content)).toContain("This link comes from text Alice wrote. Switch Bleeding on for Brann?");
    expect(bleeding(npc)).toBe(0);
    setConfirmAnswer(true);
    await link.click();
    expect(bleeding(npc)).toBe(1);
  });

  it("acts at once on Alice's own character, and on anything for a link in the GM's own message", async () => {
    const mara = character("Mara", ["p1"]);
    select(mara);
    await linkInMessage(alice).click();
    expect(bleeding(mara)).toBe(1);
    const npc = character("Brann", []);
    select(npc);
    await linkInMessage(gm).click();
    expect(bleeding(npc)).toBe(1);
    expect(shownDialogs).toHaveLength(0);
  });
});
