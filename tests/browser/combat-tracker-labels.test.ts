/**
 * The tracker's action row says in words what its numbers are (issue 24): the buy button names the
 * bonus dice it costs and how many are left, the steal button the destiny dice; the labels are short
 * and stay on one line in Foundry's 300 px sidebar, in German as in English, light and dark.
 * Screenshot: combat-tracker-labels-{en,de}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { packEntry } from "./pack-data.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";

/** A sidebar tracker row like Foundry 13's (token image, name with our block, initiative), in the interface theme's colours (frame.ts). */
const trackerRow = (name: string) => `
  <section id="combat" class="sidebar-tab" style="width:300px;background:var(--background);color:var(--color-text-primary);padding:4px;box-sizing:border-box">
    <ol class="combat-tracker plain" style="list-style:none;margin:0;padding:0">
      <li class="combatant active" style="display:flex;gap:6px;align-items:center;padding:4px">
        <img class="token-image" alt="" style="width:32px;height:32px;background:#555;flex:none" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <div class="token-name" style="flex:1;min-width:0"><strong class="name">${name}</strong>{{content}}</div>
        <div class="token-initiative" style="flex:none"><span class="initiative">27</span></div>
      </li>
    </ol>
  </section>`;

const view = actionsView({
  combatantId: "hero",
  actions: 2,
  max: 3,
  pendingLoss: 0,
  isOwner: true,
  active: true,
  started: true,
  bonusDice: 2,
  destinyDice: 1,
  canStealFromSomeone: true,
});

const expected: Record<Lang, { buy: string; steal: string }> = {
  de: { buy: "Kaufen: 2 Bonus", steal: "Stehlen: 1 Schicksal" },
  en: { buy: "Buy: 2 bonus", steal: "Steal: 1 destiny" },
};

describe("combat tracker action labels", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("names the dice behind buy and steal in short one-line labels in %s", async (lang) => {
    const name = packEntry("npcs", lang, "npc:katora-berserker").name;
    const page = await browser.render({ template: "templates/combat/actions.hbs", data: view, lang, wrapper: trackerRow(name) });
    expect(await page.rawKeys()).toEqual([]);
    expect((await page.page.textContent("button.phasesix-buy"))?.trim()).toBe(expected[lang].buy);
    expect((await page.page.textContent("button.phasesix-steal"))?.trim()).toBe(expected[lang].steal);
    // The tooltip still says the whole rule.
    expect(await page.page.getAttribute("button.phasesix-buy", "data-tooltip")).toContain(lang === "de" ? "Bonuswürfel" : "bonus die");
    // Each label is one line (no wrapping inside a button) and nothing overflows the sidebar row.
    const lines = await page.page.$$eval(".phasesix-action-buttons .phasesix-count", (els) => els.map((el) => el.getClientRects().length));
    expect(lines).toEqual([1, 1]);
    const heights = await page.page.$$eval(".phasesix-action-buttons button", (els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(24);
    expect(await page.overflowing(".phasesix-actions, .phasesix-action-buttons button, .phasesix-count")).toEqual([]);
    // every control stays inside the 300 px row (the block's own items flow in the name column)
    const right = await page.page.$$eval(".phasesix-pip, .phasesix-action-buttons button, .phasesix-options summary", (els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(300);
    await page.screenshot(`combat-tracker-labels-${lang}`);
  });
});
