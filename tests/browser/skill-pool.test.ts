/**
 * A skill shows the pool it rolls (issue 24): on the character sheet's values tab and the NPC sheet
 * (play mode) every skill row shows the dice and the min roll of a check of it, conditions counted
 * in and marked, in German and English, light and dark (the harness guards every render).
 * Screenshots: skill-pool-character-{de,en}, skill-pool-npc-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { sampleCharacterInput, sampleNpcInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { prepareCheck } from "../../src/rules/roll-request/index.ts";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { localizedSampleCharacter } from "./pack-twins.ts";
import { CHARACTER_SHEET_PARTS, NPC_SHEET_PARTS } from "./sheet-partials.ts";

describe("skills show the pool they roll", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("the character sheet's skill rows give dice and min roll, in %s", async (lang) => {
    const input = localizedSampleCharacter(sampleCharacterInput({ activeTab: "attributes", locale: lang }), lang);
    const view = input.rollView;
    if (!view) throw new Error("the sample has a roll view");
    const data = buildCharacterContext(input, localizer(lang));
    const page = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: CHARACTER_SHEET_PARTS, width: 760, windowClasses: "sheet actor character" });
    // the skills with their pools (the whole tab is character-attributes-*)
    await page.screenshot(`skill-pool-character-${lang}`, ":has(> .phasesix-skill-grid)");
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.overflowing(".phasesix-skill-grid, .phasesix-skill-grid *, .phasesix-skill-pool-hint")).toEqual([]);
    // Hand to Hand Combat: the sample's Shocked 2 takes two dice, Hunkered 1 raises the min roll of this physical skill.
    const check = prepareCheck(view, "skill", "handToHand");
    const row = page.page.locator('.phasesix-skill-grid [data-key="handToHand"] .trait-pool');
    // The dice, then the min roll; marked as changed by a condition.
    expect((await row.textContent())?.replace(/\s+/g, " ").trim()).toBe(`${check.dice}${lang === "de" ? "W" : "d"} ${check.minRoll}+`);
    expect(await row.getAttribute("class")).toContain("changed");
    const tooltip = await row.getAttribute("data-tooltip-text");
    expect(tooltip).toMatch(lang === "de" ? /^Würfelt \d+ Würfel auf \d\+ \(mit Geschockt, In der Hocke\)$/ : /^Rolls \d+ dice at \d\+ \(with Shocked, Hunkered\)$/);
    expect(await page.page.locator(".phasesix-skill-grid .trait-pool").count()).toBe(data.skills.length);
    expect(await page.page.textContent(".phasesix-skill-pool-hint")).toBe(lang === "de" ? "Würfel und Mindestwurf je Fertigkeit, Zustände eingerechnet" : "dice and min roll each skill rolls, conditions counted in");
  });

  it.each(["de", "en"] as const)("the NPC sheet's skills give dice and min roll in play mode, in %s", async (lang) => {
    const input = sampleNpcInput({ name: lang === "de" ? "Hafenwache" : "Harbour Guard" });
    const data = buildNpcContext(input, localizer(lang));
    const page = await browser.render({ template: "templates/actor/npc/sheet.hbs", data, lang, partials: NPC_SHEET_PARTS, width: 640, windowClasses: "sheet actor npc" });
    await page.screenshot(`skill-pool-npc-${lang}`);
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.overflowing(".phasesix-npc-grid, .phasesix-npc-grid *")).toEqual([]);
    // Shooting 6 with the guard's Shocked 1: five dice at its own 5+.
    const shooting = page.page.locator('[data-roll-kind="skill"][data-key="shooting"] .trait-pool').first();
    expect((await shooting.textContent())?.replace(/\s+/g, " ").trim()).toBe(lang === "de" ? "5W 5+" : "5d 5+");
  });
});
