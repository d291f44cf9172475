/**
 * The party panel (issue 35) rendered from its template with our CSS, docked above a stand-in of
 * Foundry 13's Players list: three player characters (named and pictured after the German or English
 * pack NPCs) with health, stress, destiny dice, bonus dice and rerolls, one of them Dying. Screenshots:
 * party-panel-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { packNpc } from "./pack-twins.ts";
import type { Localize } from "../../src/applications/sheets/context/localize.ts";
import type { PartyMemberInput } from "../../src/applications/party/party-context.ts";
import { partyContext } from "../../src/applications/party/party-context.ts";

/** Foundry 13's left column with its Players list, a stand-in written for this test (never copied). */
const COLUMN = `<div class="left-column-stand-in themed theme-dark" style="width:300px;padding:8px;background:#2a2a2a">{{content}}
  <aside id="players" style="border:1px solid #5c5a52;border-radius:6px;background:#1c1b19;color:#ecebe6;padding:4px 8px;font-size:13px">
    <ol style="list-style:none;margin:0;padding:0"><li>● Gamemaster</li><li>● Anna</li><li>● Bert</li><li>● Carla</li></ol>
  </aside></div>`;

function localizer(lang: Lang): Localize {
  const strings = loadTranslations(lang);
  return (key, data) => {
    const text = strings.get(key) ?? key;
    return data ? text.replace(/\{(\w+)\}/g, (m, name: string) => (data[name] !== undefined ? String(data[name]) : m)) : text;
  };
}

function members(lang: Lang): PartyMemberInput[] {
  const pools = (destiny: number, bonus: number, rerolls: number) => ({ destinyDice: { value: destiny, max: 1 }, bonusDice: { value: bonus, max: 2 }, rerolls: { value: rerolls, max: 2 } });
  const of = (key: string) => packNpc(lang, key);
  return [
    { id: "a", name: of("npc:gun-for-hire").name, img: of("npc:gun-for-hire").img, health: { value: 7, max: 10 }, boosts: 1, stress: { value: 2, max: 8 }, pools: pools(1, 2, 1), dying: 0, players: ["Anna"] },
    { id: "b", name: of("npc:crossbowman").name, img: of("npc:crossbowman").img, health: { value: 0, max: 10 }, boosts: 0, stress: { value: 6, max: 8 }, pools: pools(0, 0, 2), dying: 2, players: ["Bert"] },
    { id: "c", name: of("npc:ancatir-scout").name, img: of("npc:ancatir-scout").img, health: { value: 10, max: 10 }, boosts: 0, stress: { value: 0, max: 8 }, pools: pools(1, 1, 2), dying: 0, players: ["Carla"] },
  ];
}

describe("party panel", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("shows every player character's health, stress and dice above the Players list in %s", async (lang) => {
    const context = partyContext(members(lang), { horror: true, locale: lang, collapsed: false }, localizer(lang));
    const view = await browser.render({ template: "templates/system/party-panel.hbs", data: context, lang, wrapper: COLUMN });
    expect(await view.rawKeys()).toEqual([]);
    const names = await view.page.$$eval(".party-name span", (els) => els.map((el) => el.textContent?.trim() ?? ""));
    expect(names).toEqual([...members(lang).map((m) => m.name)].sort(new Intl.Collator(lang, { sensitivity: "base", numeric: true }).compare));
    expect(await view.page.textContent(".party-dying")).toContain(lang === "de" ? "Sterbend 2" : "Dying 2");
    expect(await view.page.$$eval(".party-member", (els) => els.length)).toBe(3);
    const tooltip = await view.page.getAttribute(".party-pool[data-pool=destinyDice]", "data-tooltip-text");
    expect(tooltip).toContain(lang === "de" ? "Schicksalswürfel" : "Destiny dice");
    // The panel sits above the Players list and fits the 300 px column.
    const panel = await view.page.$eval(".phasesix-party", (el) => el.getBoundingClientRect().toJSON() as { bottom: number; width: number });
    const players = await view.page.$eval("#players", (el) => el.getBoundingClientRect().toJSON() as { top: number });
    expect(panel.bottom).toBeLessThanOrEqual(players.top);
    expect(panel.width).toBeLessThanOrEqual(300);
    expect(await view.overflowing(".phasesix-party, .party-member, .party-value")).toEqual([]);
    await view.screenshot(`party-panel-${lang}`, ".left-column-stand-in");
  });
});
