/**
 * The combat tracker's actions block (templates/combat/actions.hbs) and the round-start card,
 * rendered with the compiled CSS in headless Chromium, in English and German: pips are present and
 * readable in the sidebar and in the narrow popped-out tracker, nothing shows a raw i18n key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { CHAT_LOG, dialogFrame, windowFrame } from "./frame.ts";
import { dialogClasses } from "../../src/constants.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";
import { initialCombatantState, spendAttack } from "../../src/rules/combat/index.ts";

/** A tracker row like Foundry 13's in the popped-out tracker (frame.ts), with our block where the tracker inserts it. */
const trackerRow = (width: number) =>
  windowFrame({ classes: "sidebar-popout", width, title: "Combat" }).replace(
    "{{content}}",
    `<ol class="combat-tracker plain">
      <li class="combatant active" data-combatant-id="hero">
        <img class="token-image" alt="" src="icons/svg/mystery-man.svg">
        <div class="token-name"><strong class="name">Hagen von Tronje</strong>{{content}}</div>
        <div class="token-initiative"><span class="initiative">27</span></div>
      </li>
    </ol>`,
  );

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
    // pips only, no words: the English picture is the German one
    if (lang === "de") await view.screenshot("combat-tracker-foe-de");
  });

  it.each(["en", "de"] as const)("says what each pip is and spends only through labelled controls, never a pip (%s)", async (lang) => {
    const offTurn = actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 2, destinyDice: 1, canStealFromSomeone: true });
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: offTurn, lang, wrapper: trackerRow(300) });
    expect(await view.rawKeys()).toEqual([]);
    // Pips are no controls: no button role, not focusable, no action.
    expect(await view.page.locator(".phasesix-pip[role], .phasesix-pip[tabindex], .phasesix-pip[data-action], .phasesix-pip[data-phasesix-action]").count()).toBe(0);
    const pipTexts = await view.page.$$eval(".phasesix-pip", (pips) => pips.map((p) => p.textContent?.trim()));
    expect(pipTexts).toEqual(lang === "de" ? ["Aktion für eine Reaktion aufgehoben", "Aktion verbraucht"] : ["Action saved as a reaction", "Action spent"]);
    // The saved reaction and the spent action differ in shape, not only in colour.
    const radii = await view.page.$$eval(".phasesix-pip", (pips) => pips.map((p) => getComputedStyle(p).borderTopLeftRadius));
    expect(radii[0]).not.toBe(radii[1]);
    expect(await view.page.getAttribute("[data-phasesix-action=spend]", "aria-label")).toBe(lang === "de" ? "Reagieren: eine aufgehobene Aktion nutzen" : "React: use a saved action");
    expect(await view.page.locator("[data-phasesix-action=giveBack]:not([disabled])").count()).toBe(1);
    expect(await view.page.textContent("button.phasesix-buy .phasesix-count")).toBe(lang === "de" ? "Kaufen: 2 Bonus" : "Buy: 2 bonus");
    expect(await view.page.getAttribute("button.phasesix-buy", "aria-label")).toBe(lang === "de" ? "Bonuswürfel → Aktion (noch 2 Bonuswürfel)" : "Bonus die → action (2 bonus dice left)");
    await view.page.click(".phasesix-options summary");
    const options = await view.page.$$eval("[data-phasesix-option]", (buttons) => buttons.map((b) => (b as HTMLElement).dataset.phasesixOption));
    expect(options).toEqual(["aim", "accurate", "raiseShield", "twoWeaponsOn"]);
    expect(await view.overflowing(".phasesix-actions, .phasesix-options button")).toEqual([]);
    await view.screenshot(`combat-tracker-controls-${lang}`);
  });

  it("keeps the pips on screen in a narrow popped-out tracker", async () => {
    const many = actionsView({ ...own, combatantId: "x", actions: 6, max: 4, isOwner: true, active: false, started: true, pendingLoss: 0, bonusDice: 1, destinyDice: 1, canStealFromSomeone: true });
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: many, lang: "de", wrapper: trackerRow(220) });
    expect(await view.page.locator(".phasesix-pip").count()).toBe(6);
    expect(await view.overflowing(".phasesix-pips")).toEqual([]);
    await view.screenshot("combat-tracker-narrow-de");
  });
});

describe("combat tracker after an attack", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Hagen starts his turn with 2 actions and fires a single shot: the core's attack spend leaves
  // 1 action and a recoil streak of 1 for the next shot (the same spend the attack flow sends).
  const before = { ...initialCombatantState(), actions: 2 };
  const after = spendAttack(before, { mode: "single" });
  if (!after.ok) throw new Error(after.reason);
  const view = actionsView({
    combatantId: "hero",
    actions: after.state.actions,
    max: 2,
    pendingLoss: after.state.pendingLoss,
    isOwner: true,
    active: true,
    started: true,
    bonusDice: 1,
    destinyDice: 1,
    canStealFromSomeone: true,
    recoil: after.state.recoil,
  });

  it.each(["de", "en"] as const)("shows the spent action and the recoil streak in %s", async (lang) => {
    const page = await browser.render({ template: "templates/combat/actions.hbs", data: view, lang, wrapper: trackerRow(300) });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.locator(".phasesix-pip").count()).toBe(2);
    expect(await page.page.locator(".phasesix-pip.is-filled").count()).toBe(1);
    expect(await page.page.getAttribute(".phasesix-pips", "aria-label")).toBe(lang === "de" ? "1 von 2 Aktionen" : "1 of 2 actions");
    expect(await page.page.locator(".phasesix-badge.is-recoil").count()).toBe(1);
    expect(await page.overflowing(".phasesix-actions")).toEqual([]);
    await page.screenshot(`combat-tracker-after-attack-${lang}`);
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
    const wrapper = CHAT_LOG;
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
    const wrapper = dialogFrame({ classes: dialogClasses(), width: 360, title: lang === "de" ? "Aktion stehlen" : "Steal an action", buttons: [{ label: "OK", icon: "fa-solid fa-hand-sparkles" }] });
    const view = await browser.render({ template: "templates/combat/steal-dialog.hbs", data, lang, wrapper });
    expect(await view.rawKeys()).toEqual([]);
    const options = await view.page.$$eval("select[name=victim] option", (els) => els.map((el) => [el.getAttribute("value"), el.textContent]));
    expect(options).toEqual([
      ["a", lang === "de" ? "Räuber (1 von 2 Aktionen)" : "Räuber (1 of 2 actions)"],
      ["b", "Schatten"],
    ]);
    await view.screenshot(`combat-steal-dialog-${lang}`);
  });
});
