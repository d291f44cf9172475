/**
 * The attack card in a chat log that was scrolled to its bottom, in headless Chromium with the
 * compiled CSS and the real templates: the built src/applications/chat/chat-scroll.ts keeps the log
 * at its bottom when the card's target rows are appended after core placed (and scrolled to) the
 * message, and after core re-rendered it in place for an update; a log the user scrolled up stays
 * where it is unless the message is the user's own new one (core's rule for new messages).
 *
 * The chat log is a stand-in for core's ChatLog as far as the module uses it, written after
 * Foundry 13's client/applications/sidebar/tabs/chat.mjs: `isAtBottom` is updated only by the log's
 * scroll events (scrolled past 99 %, or nothing to scroll); `scrollBottom()` sets the scroll
 * container's `scrollTop` to its maximum (no images here to wait for); a new message is appended and
 * the log scrolled when at its bottom or the message is the user's own (`postOne`); an updated one
 * replaces its element without scrolling (`updateMessage`).
 */
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type RenderedView } from "./harness.ts";
import { formatString } from "./handlebars-helpers.ts";
import { dieFromFaces, scoreAttack, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { attackTargetsContext, type DefenderInput } from "../../src/applications/chat/attack-card-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { dodgeDefence, newTargets, withDefence, type AttackCard } from "../../src/rules/attack/card.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const partials = ["templates/chat/roll-card.hbs", "templates/chat/attack-targets.hbs"];

/** A sidebar chat log 300 × 320 px with eight older messages above the attack message. */
const older = (id: string) => `<li class="chat-message message" data-message-id="${id}"><div class="message-content"><p>Hagen: Wir halten die Brücke, bis die Glocke schlägt.</p></div></li>`;
const chatLog = `<section id="chat" class="sidebar-tab chat-sidebar" style="width:300px">
  <div class="chat-scroll" style="height:320px;overflow-y:auto">
    <ol id="chat-log" class="chat-log">${["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"].map(older).join("")}
      <li class="chat-message message" data-message-id="attack"><div class="message-content">{{content}}</div></li>
    </ol>
  </div>
</section>`;

const translate: Translate = (() => {
  const strings = loadTranslations("de");
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
})();

const dice = [dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([5]), dieFromFaces([6, 6, 5])];
const score = scoreAttack(dice, { minRoll: 5, critThreshold: 11, canCrit: true });

function rollContext() {
  const check = prepareCheck(sampleRollView(), "skill", "handToHand", {});
  const data: PhaseSixRollData = {
    scoring: "attack",
    minRoll: 5,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
    check: { ...check, attack: { mode: "melee", weaponName: "Langschwert", ammunition: 0 } },
  };
  return rollCardContext(
    { data, score: scoreCheck(dice, { minRoll: 5 }), attack: score, actions: actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 0 }, 4, true), isPrivate: false, flavor: "Langschwert (Nahkampf)" },
    translate,
  );
}

function card(): AttackCard {
  return {
    attacker: { actorUuid: "Actor.m", tokenUuid: null, name: "Maragas" },
    weapon: { name: "Langschwert", wounds: 1, piercing: 1, conditions: { bleeding: 1 }, melee: true, special: "none" },
    mode: "melee",
    targets: newTargets(score, [
      { tokenUuid: null, actorUuid: "Actor.o", name: "Ork-Krieger" },
      { tokenUuid: null, actorUuid: "Actor.g", name: "Goblin" },
    ]),
  };
}

const defender: DefenderInput = {
  facts: { actions: 1, conditions: {}, shieldCover: 5, shieldBlockRaised: false },
  evasion: 3,
  minRoll: 5,
  parryWeapons: [{ key: "unarmed", name: "Waffenlos", dice: 2, minRoll: 5 }],
};

/** What the page reports after a scenario. */
interface Outcome {
  /** The last target row's bottom edge below the log's visible bottom edge, in px (≤ 0: in view). */
  lastRowBelowFold: number;
  scrollTop: number;
  maxScrollTop: number;
}

/** Install the bundled module and the stand-in ChatLog in the page. */
async function installLog(view: RenderedView, bundle: string): Promise<void> {
  await view.page.addScriptTag({ content: bundle });
  await view.page.evaluate(() => {
    const scroll = document.querySelector<HTMLElement>(".chat-scroll");
    const element = document.getElementById("chat");
    if (!scroll || !element) throw new Error("no chat log");
    const log = {
      rendered: true,
      element,
      isAtBottom: true,
      scrollBottom(): Promise<void> {
        scroll.scrollTop = 0x7fffffbf;
        return Promise.resolve();
      },
    };
    scroll.addEventListener(
      "scroll",
      () => {
        const pct = scroll.scrollTop / (scroll.scrollHeight - scroll.clientHeight);
        log.isAtBottom = pct > 0.99 || Number.isNaN(pct);
      },
      { passive: true },
    );
    Object.assign(window, { chatLog: log });
  });
}

describe("attack card at the bottom of the chat log", () => {
  let browser: HarnessBrowser;
  let bundle: string;
  let resolvedTargets: string;
  beforeAll(async () => {
    browser = await openBrowser();
    const result = await build({
      stdin: { contents: 'import * as chatScroll from "./src/applications/chat/chat-scroll.ts"; window.chatScroll = chatScroll;', resolveDir: ROOT, loader: "ts" },
      bundle: true,
      format: "iife",
      write: false,
      platform: "browser",
    });
    bundle = result.outputFiles[0].text;
    // The targets after the Ork dodged: its row grows by the defence line.
    const dodged = withDefence(card(), 0, dodgeDefence(card().targets[0], 8, [9, 3, 2], 1, "Bert", true));
    const view = await browser.render({ template: "templates/chat/attack-targets.hbs", data: attackTargetsContext({ card: dodged, viewers: [defender, defender] }, translate), lang: "de", wrapper: chatLog });
    resolvedTargets = view.html;
    await view.page.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function renderCard(): Promise<RenderedView> {
    const targets = attackTargetsContext({ card: card(), viewers: [defender, defender] }, translate);
    const view = await browser.render({ template: "tests/browser/templates/attack-card.hbs", data: { roll: rollContext(), targets }, lang: "de", wrapper: chatLog, partials });
    await installLog(view, bundle);
    return view;
  }

  /**
   * Post the attack message anew the way core and our hook do it: the hook notes the logs to follow,
   * core appends the message (its roll card) and scrolls by its rule, then our targets are appended
   * (their template renders asynchronously) and followed.
   */
  function postAnew(view: RenderedView, options: { scrolledUp: boolean; own: boolean }): Promise<Outcome> {
    return view.page.evaluate(async ({ scrolledUp, own }) => {
      type Log = { isAtBottom: boolean; element: HTMLElement; scrollBottom(): Promise<void> };
      type Api = { logsToFollow(id: string, own: boolean, logs: Log[]): Log[]; followToBottom(html: HTMLElement, logs: Log[]): void };
      const { chatScroll, chatLog } = window as unknown as { chatScroll: Api; chatLog: Log };
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const scroll = document.querySelector<HTMLElement>(".chat-scroll") as HTMLElement;
      const existing = document.querySelector<HTMLElement>('[data-message-id="attack"]') as HTMLElement;
      const html = existing.cloneNode(true) as HTMLElement;
      existing.remove();
      const targets = html.querySelector(".phasesix-attack-targets") as HTMLElement;
      targets.remove();
      await chatLog.scrollBottom();
      await frame();
      if (scrolledUp) {
        scroll.scrollTop = 0;
        await frame();
      }
      // renderChatMessageHTML: which logs follow, read before the message is in the log.
      const follow = chatScroll.logsToFollow("attack", own, [chatLog]);
      // Core: postOne appends the message and scrolls by its rule.
      document.querySelector(".chat-log")?.append(html);
      if (chatLog.isAtBottom || own) await chatLog.scrollBottom();
      await frame();
      // Our targets arrive after that.
      html.querySelector(".message-content")?.append(targets);
      chatScroll.followToBottom(html, follow);
      await frame();
      const rows = html.querySelectorAll(".attack-target");
      const last = rows[rows.length - 1] as HTMLElement;
      return { lastRowBelowFold: last.getBoundingClientRect().bottom - scroll.getBoundingClientRect().bottom, scrollTop: scroll.scrollTop, maxScrollTop: scroll.scrollHeight - scroll.clientHeight };
    }, options);
  }

  /**
   * Update the message in place the way core does (replace the element, no scroll) and append the
   * grown targets: after core placed the element, or (`early`) before, when our template was quicker.
   */
  function updateInPlace(view: RenderedView, options: { scrolledUp: boolean; grown: string; early: boolean }): Promise<Outcome & { grewBy: number; followed: number }> {
    return view.page.evaluate(async ({ scrolledUp, grown, early }) => {
      type Log = { isAtBottom: boolean; element: HTMLElement; scrollBottom(): Promise<void> };
      type Api = { logsToFollow(id: string, own: boolean, logs: Log[]): Log[]; followToBottom(html: HTMLElement, logs: Log[]): void };
      const { chatScroll, chatLog } = window as unknown as { chatScroll: Api; chatLog: Log };
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const scroll = document.querySelector<HTMLElement>(".chat-scroll") as HTMLElement;
      await chatLog.scrollBottom();
      await frame();
      if (scrolledUp) {
        scroll.scrollTop = 0;
        await frame();
      }
      const existing = document.querySelector<HTMLElement>('[data-message-id="attack"]') as HTMLElement;
      const before = existing.offsetHeight;
      const replacement = existing.cloneNode(true) as HTMLElement;
      replacement.querySelector(".phasesix-attack-targets")?.remove();
      // renderChatMessageHTML (own card: the rule for new messages must not apply to an update).
      const follow = chatScroll.logsToFollow("attack", true, [chatLog]);
      const holder = document.createElement("div");
      holder.innerHTML = grown;
      const appendTargets = () => {
        replacement.querySelector(".message-content")?.append(holder.firstElementChild as HTMLElement);
        chatScroll.followToBottom(replacement, follow);
      };
      if (early) appendTargets();
      existing.replaceWith(replacement);
      if (!early) appendTargets();
      await frame();
      const rows = replacement.querySelectorAll(".attack-target");
      const last = rows[rows.length - 1] as HTMLElement;
      return {
        grewBy: replacement.offsetHeight - before,
        followed: follow.length,
        lastRowBelowFold: last.getBoundingClientRect().bottom - scroll.getBoundingClientRect().bottom,
        scrollTop: scroll.scrollTop,
        maxScrollTop: scroll.scrollHeight - scroll.clientHeight,
      };
    }, options);
  }

  it("scrolls a new attack card's target rows into view when the log was at its bottom", async () => {
    const view = await renderCard();
    const outcome = await postAnew(view, { scrolledUp: false, own: false });
    expect(outcome.lastRowBelowFold).toBeLessThanOrEqual(1);
    expect(outcome.scrollTop).toBeGreaterThanOrEqual(outcome.maxScrollTop - 1);
    await view.screenshot("chat-scroll-attack-card-de");
    await view.page.close();
  });

  it("follows the user's own new attack card down from a log scrolled up, as core does for the message itself", async () => {
    const view = await renderCard();
    const outcome = await postAnew(view, { scrolledUp: true, own: true });
    expect(outcome.lastRowBelowFold).toBeLessThanOrEqual(1);
    await view.page.close();
  });

  it("leaves a log scrolled up alone when another's card arrives", async () => {
    const view = await renderCard();
    const outcome = await postAnew(view, { scrolledUp: true, own: false });
    expect(outcome.scrollTop).toBe(0);
    await view.page.close();
  });

  it.each([false, true])("keeps the log at its bottom when an updated card grows by a defence line (targets ready before core placed the card: %s)", async (early) => {
    const view = await renderCard();
    const outcome = await updateInPlace(view, { scrolledUp: false, grown: resolvedTargets, early });
    expect(outcome.grewBy).toBeGreaterThan(0);
    expect(outcome.lastRowBelowFold).toBeLessThanOrEqual(1);
    expect(outcome.scrollTop).toBeGreaterThanOrEqual(outcome.maxScrollTop - 1);
    await view.page.close();
  });

  it("does not pull a log scrolled up down when a card in it is updated, not even the user's own", async () => {
    const view = await renderCard();
    const outcome = await updateInPlace(view, { scrolledUp: true, grown: resolvedTargets, early: false });
    expect(outcome.followed).toBe(0);
    expect(outcome.scrollTop).toBe(0);
    await view.page.close();
  });
});
