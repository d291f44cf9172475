/**
 * The combat tracker's actions block (templates/combat/actions.hbs) and the round-start card,
 * rendered with the compiled CSS in headless Chromium, in English and German: pips are present and
 * readable in the sidebar and in the narrow popped-out tracker, nothing shows a raw i18n key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";

/** A tracker row like Foundry 13's, with our block where the tracker inserts it. */
const trackerRow = (width: number) => `
  <section id="combat" class="sidebar-tab" style="width:${width}px;background:#1f1e1a;color:#e7e5dd;padding:4px">
    <ol class="combat-tracker plain" style="list-style:none;margin:0;padding:0">
      <li class="combatant active" style="display:flex;gap:6px;align-items:center;padding:4px">
        <img class="token-image" alt="" style="width:32px;height:32px;background:#555" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <div class="token-name"><strong class="name">Hagen von Tronje</strong>{{content}}</div>
        <div class="token-initiative"><span class="initiative">27</span></div>
      </li>
    </ol>
  </section>`;

const own = actionsView({
  combatantId: "hero",
  actions: 3,
  max: 2,
  pendingLoss: 1,
  isOwner: true,
  active: true,
  started: true,
  bonusDice: 2,
  destinyDice: 1,
  canStealFromSomeone: true,
  recoil: 1,
  aimingBonus: 2,
  shieldBlock: true,
});

const foe = actionsView({
  combatantId: "foe",
  actions: 0,
  max: 2,
  pendingLoss: 0,
  isOwner: false,
  active: false,
  started: true,
  bonusDice: 0,
  destinyDice: 0,
  canStealFromSomeone: true,
});

describe("combat tracker actions block", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("shows readable pips and the owner's buttons in %s", async (lang) => {
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: own, lang, wrapper: trackerRow(300) });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".phasesix-pip").count()).toBe(3);
    expect(await view.page.locator(".phasesix-pip.is-filled").count()).toBe(3);
    expect(await view.page.locator(".phasesix-pip.is-extra").count()).toBe(1);
    const pip = await view.box(".phasesix-pip");
    expect(pip?.width).toBeGreaterThanOrEqual(12);
    expect(pip?.height).toBeGreaterThanOrEqual(12);
    const filled = await view.page.$eval(".phasesix-pip.is-filled", (el) => getComputedStyle(el).backgroundColor);
    expect(filled).not.toBe("rgba(0, 0, 0, 0)");
    expect(await view.page.textContent(".phasesix-pending")).toBe("−1");
    expect(await view.page.locator("button.phasesix-buy:not([disabled])").count()).toBe(1);
    expect(await view.page.locator("button.phasesix-steal:not([disabled])").count()).toBe(1);
    expect(await view.page.locator(".phasesix-badge").count()).toBe(3);
    const aiming = await view.page.getAttribute(".phasesix-badge.is-aiming", "data-tooltip");
    expect(aiming).toBe(lang === "de" ? "Zielen: Grenze für kritische Treffer −2 beim nächsten Angriff" : "Aiming: critical threshold −2 on the next attack");
    const label = await view.page.getAttribute(".phasesix-pips", "aria-label");
    expect(label).toBe(lang === "de" ? "3 von 2 Aktionen" : "3 of 2 actions");
    expect(await view.overflowing(".phasesix-actions")).toEqual([]);
    await view.screenshot(`combat-tracker-own-${lang}`);
  });

  it.each(["en", "de"] as const)("shows an opponent's spent pips without buttons in %s", async (lang) => {
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: foe, lang, wrapper: trackerRow(300) });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".phasesix-pip").count()).toBe(2);
    expect(await view.page.locator(".phasesix-pip.is-filled").count()).toBe(0);
    expect(await view.page.locator(".phasesix-action-buttons").count()).toBe(0);
    const empty = await view.page.$eval(".phasesix-pip", (el) => getComputedStyle(el).borderTopWidth);
    expect(empty).toBe("2px");
    await view.screenshot(`combat-tracker-foe-${lang}`);
  });

  it("keeps the pips on screen in a narrow popped-out tracker", async () => {
    const many = actionsView({ ...own, combatantId: "x", actions: 6, max: 4, isOwner: true, active: false, started: true, pendingLoss: 0, bonusDice: 1, destinyDice: 1, canStealFromSomeone: true });
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: many, lang: "de", wrapper: trackerRow(220) });
    expect(await view.page.locator(".phasesix-pip").count()).toBe(6);
    expect(await view.overflowing(".phasesix-pips")).toEqual([]);
    await view.screenshot("combat-tracker-narrow-de");
  });
});

describe("round-start summary card", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("renders the saves of each combatant with a dead marker", async () => {
    const data = {
      title: "Runde 2: Rettungswürfe der Zustände",
      deadLabel: "tot",
      lines: [
        { name: "Hagen", dead: false, saves: [{ label: "Blutend (Ausdauer)", dice: "6+2, 3", result: "Erfolge: 1 · unverändert", css: "good" }] },
        { name: "Räuber", dead: true, saves: [{ label: "Sterbend (Resistenz)", dice: "2", result: "Erfolge: 0 · 5 → 6", css: "bad" }] },
      ],
    };
    const wrapper = `<ol id="chat-log"><li class="chat-message">{{content}}</li></ol>`;
    const view = await browser.render({ template: "templates/combat/round-start.hbs", data, lang: "de", wrapper });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".phasesix-save").count()).toBe(2);
    expect(await view.page.locator(".is-dead .phasesix-dead").count()).toBe(1);
    await view.screenshot("combat-round-start-de");
  });
});

describe("steal dialog", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("lists the possible victims, with actions only where the user may see them, in %s", async (lang) => {
    const data = {
      victims: [
        { id: "a", name: "Räuber", known: true, actions: "1", max: "2" },
        { id: "b", name: "Schatten", known: false, actions: "2", max: "2" },
      ],
    };
    const view = await browser.render({ template: "templates/combat/steal-dialog.hbs", data, lang, width: 360 });
    expect(await view.rawKeys()).toEqual([]);
    const options = await view.page.$$eval("select[name=victim] option", (els) => els.map((el) => [el.getAttribute("value"), el.textContent]));
    expect(options).toEqual([
      ["a", lang === "de" ? "Räuber (1 von 2 Aktionen)" : "Räuber (1 of 2 actions)"],
      ["b", "Schatten"],
    ]);
    await view.screenshot(`combat-steal-dialog-${lang}`);
  });
});
