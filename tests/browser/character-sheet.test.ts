import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import type { CharacterTabId } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleCharacter } from "./pack-twins.ts";
import { dialogFrame } from "./frame.ts";
import { dialogClasses } from "../../src/constants.ts";
import { localizer } from "./sheet-localize.ts";
import { prayerDialogContext, serviceDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { effectRows } from "../../src/applications/sheets/context/effects.ts";
import { deriveCharacter } from "../../src/rules/character/index.ts";
import { HUMAN_SPY_RANGER } from "../../src/rules/character/appendix.fixture.ts";
import { CHARACTER_SHEET_PARTS, CHARACTER_TABS } from "./sheet-partials.ts";

const PARTS = CHARACTER_SHEET_PARTS;
const TABS = CHARACTER_TABS;

describe("character sheet in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function render(lang: Lang, tab: CharacterTabId, editMode = false) {
    const data = buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: tab, editMode, locale: lang }), lang), localizer(lang));
    return browser.render({
      template: "tests/browser/templates/character-sheet.hbs",
      data,
      lang,
      partials: PARTS,
      width: 760,
      windowClasses: "sheet actor character",
    });
  }

  for (const lang of ["de", "en"] as const) {
    it.each(TABS)(`renders the %s tab in ${lang} localized and without overflow`, async (tab) => {
      const view = await render(lang, tab);
      await view.screenshot(`character-${tab}-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-tab-body, .phasesix-sheet-header")).toEqual([]);
      const body = await view.box(`.phasesix-tab-body.tab-${tab}`);
      expect(body?.height).toBeGreaterThan(30);
      expect(await view.page.locator(".phasesix-tab-body.active").count()).toBe(1);
    });
  }

  it("shows hearts for health and boosts, each large enough to click", async () => {
    const view = await render("de", "attributes");
    // max health 10, 3 wounds, 2 boosts
    expect(await view.page.locator(".phasesix-heart.heart-full").count()).toBe(7);
    expect(await view.page.locator(".phasesix-heart.heart-empty").count()).toBe(3);
    expect(await view.page.locator(".phasesix-heart.heart-boost").count()).toBe(2);
    const heart = await view.box(".phasesix-heart");
    expect(heart?.width).toBeGreaterThanOrEqual(20);
    expect(heart?.height).toBeGreaterThanOrEqual(20);
    const fill = await view.page.$eval(".heart-full svg", (el) => getComputedStyle(el).fill);
    const boostFill = await view.page.$eval(".heart-boost svg", (el) => getComputedStyle(el).fill);
    expect(fill).not.toBe(boostFill);
  });

  it("shows the pools with pips and a roll button for every attribute and skill", async () => {
    const view = await render("en", "attributes");
    expect(await view.page.locator(".phasesix-pool").count()).toBe(3);
    const pip = await view.box(".pip");
    expect(pip?.width).toBeGreaterThanOrEqual(8);
    expect(await view.page.locator('[data-action="roll"][data-roll-kind="attribute"]').count()).toBe(12);
    expect(await view.page.locator('[data-action="roll"][data-roll-kind="skill"]').count()).toBe(24);
    const roll = await view.box('[data-action="roll"][data-key="perception"]');
    expect(roll?.height).toBeGreaterThanOrEqual(18);
    expect(await view.page.getAttribute('[data-action="roll"][data-key="quickness"]', "data-tooltip-html")).toContain("Spy");
  });

  it("stays readable in Foundry's dark theme (colours follow the theme's text colour)", async () => {
    const data = buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: "combat", locale: "de" }), "de"), localizer("de"));
    const view = await browser.render({
      template: "tests/browser/templates/character-sheet.hbs",
      data,
      lang: "de",
      partials: PARTS,
      // Foundry 13's dark theme: light text on a dark window
      theme: "dark",
      width: 760,
      windowClasses: "sheet actor character",
    });
    // the same picture as character-combat-de-dark.png: no screenshot of its own
    const label = await view.page.$eval(".phasesix-stat-box .stat-label", (el) => getComputedStyle(el).color);
    const value = await view.page.$eval(".phasesix-stat-box strong", (el) => getComputedStyle(el).color);
    expect(value).toBe("rgb(232, 230, 223)");
    expect(label).not.toBe("rgb(25, 24, 19)"); // not the light theme's dark text
    expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
  });

  it("offers the extension rolls: stress test, first aid on first-aid supplies, a prayer per form", async () => {
    const horror = await render("de", "horror");
    expect(await horror.page.locator('[data-action="stressTest"]').count()).toBe(1);
    expect((await horror.box('[data-action="stressTest"]'))?.height).toBeGreaterThanOrEqual(18);
    const gear = await render("de", "gear");
    expect(await gear.page.locator('[data-action="firstAid"]').count()).toBe(1);
    expect(await gear.page.getAttribute('[data-action="firstAid"]', "data-item-id")).toBeTruthy();
    expect(await gear.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
    const magic = await render("de", "magic");
    expect(await magic.page.locator('[data-action="makeArtefact"]').count()).toBe(await magic.page.locator('[data-action="castSpell"]').count());
    // what the spell does unfolds under its name
    expect(await magic.page.isVisible(".phasesix-spell-effect .phasesix-notes")).toBe(false);
    await magic.page.click(".phasesix-spell-effect summary");
    expect(await magic.page.textContent(".phasesix-spell-effect .phasesix-notes")).toContain("Stärke Feuerschaden"); // the German render's text
    expect(await magic.page.isVisible(".phasesix-spell-effect .phasesix-notes")).toBe(true);
    expect(await magic.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
    const pantheon = await render("en", "pantheon");
    expect(await pantheon.page.locator('[data-action="pray"]').count()).toBe(6);
    expect(await pantheon.page.textContent('tr[data-form="invocation"]')).toContain("Charm, Charm, Willpower");
  });

  it.each(["en", "de"] as const)("renders the invocation checklist dialog in %s localized and without overflow", async (lang) => {
    // in a DialogV2 window with our classes, as the sheet opens it (screenshots prayer-dialog-*: frame-renders.test.ts)
    const dialog = dialogFrame({ classes: dialogClasses(), width: 420, title: lang === "de" ? "Anrufung" : "Invocation", buttons: [{ label: "OK" }] });
    const view = await browser.render({ template: "templates/dialog/prayer.hbs", data: prayerDialogContext("invocation", 4, 3, localizer(lang)), lang, wrapper: dialog });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator('input[type="checkbox"]').count()).toBe(8);
    expect(await view.page.locator('input[name="cost"]').count()).toBe(1);
    expect(await view.overflowing(".phasesix-prayer-dialog, .phasesix-prayer-dialog *")).toEqual([]);
    const service = await browser.render({ template: "templates/dialog/service.hbs", data: serviceDialogContext(3), lang, wrapper: dialog });
    expect(await service.rawKeys()).toEqual([]);
    expect(await service.page.textContent(".hint")).toContain("6");
    expect(await service.overflowing(".phasesix-service-dialog, .phasesix-service-dialog *")).toEqual([]);
  });

  it.each(["de", "en"] as const)("rolls evasion and spends/restores protection units from the combat tab in %s", async (lang) => {
    const view = await render(lang, "combat");
    const evasion = view.page.locator('button.phasesix-evasion[data-action="roll"][data-roll-kind="evasion"][data-key="evasion"]');
    expect(await evasion.count()).toBe(1);
    expect(await evasion.getAttribute("aria-label")).toBe(lang === "de" ? "Ausweichen würfeln" : "Roll evasion");
    const evasionBox = await view.box("button.phasesix-evasion");
    expect(evasionBox?.height).toBeGreaterThanOrEqual(24);
    // One normal unit of three is spent (sample): left/max, spend and restore enabled, critical untouched.
    expect(await view.page.textContent('.phasesix-protection li[data-protection="normal"] .protection-left')).toBe("2/3");
    expect(await view.page.locator('[data-action="spendProtection"][data-protection="normal"]:not([disabled])').count()).toBe(1);
    expect(await view.page.locator('[data-action="restoreProtection"][data-protection="normal"]:not([disabled])').count()).toBe(1);
    expect(await view.page.locator('[data-action="restoreProtection"][data-protection="critical"][disabled]').count()).toBe(1);
    expect(await view.page.locator('[data-action="refillProtection"]:not([disabled])').count()).toBe(1);
    const spend = await view.box('[data-action="spendProtection"][data-protection="normal"]');
    expect(spend?.width).toBeGreaterThanOrEqual(16);
    expect(await view.overflowing(".phasesix-protection, .phasesix-protection *")).toEqual([]);
    // the picture is character-combat-${lang}.png
  });

  it("shows halved movement while a shield block is raised", async () => {
    const data = buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: "combat", locale: "de", shieldBlock: true }), "de"), localizer("de"));
    const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang: "de", partials: PARTS, width: 760, windowClasses: "sheet actor character" });
    expect(await view.page.locator(".phasesix-stat-box.phasesix-halved").count()).toBe(3);
    expect(await view.page.textContent(".phasesix-stat-box.phasesix-halved small")).toBe("Schildblock: halbiert");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".phasesix-stat-row, .phasesix-stat-row *")).toEqual([]);
    await view.screenshot("character-combat-shield-block-de");
  });

  it("offers item controls and inputs only in edit mode", async () => {
    const play = await render("en", "combat");
    expect(await play.page.locator('[data-action="deleteItem"]').count()).toBe(0);
    expect(await play.page.locator("h1.phasesix-name").count()).toBe(1);
    const edit = await render("en", "combat", true);
    await edit.screenshot("character-combat-edit-en");
    expect(await edit.page.locator('[data-action="deleteItem"]').count()).toBeGreaterThan(0);
    expect(await edit.page.locator('input[name="name"]').count()).toBe(1);
    expect(await edit.rawKeys()).toEqual([]);
    expect(await edit.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
  });
  for (const lang of ["de", "en"] as const) {
    it(`lists active effects with what they change, their source and a named on/off switch (${lang})`, async () => {
      const localize = localizer(lang);
      const brokenArm = { id: "e1", itemId: "", itemName: "", name: lang === "de" ? "Gebrochener Arm" : "Broken arm", img: "icons/svg/bones.svg", disabled: false, statuses: new Set<string>(), changes: [{ key: "phasesix.aspect.minRoll", mode: 2, value: "1" }, { key: "phasesix.skill.handToHand", mode: 2, value: "-1" }] };
      const stimulated = { id: "e2", itemId: "i9", itemName: lang === "de" ? "Aufputschmittel" : "Stimulant", name: lang === "de" ? "Aufgeputscht" : "Stimulated", img: "icons/svg/aura.svg", disabled: true, statuses: new Set<string>(), changes: [{ key: "phasesix.aspect.actions", mode: 2, value: "1" }] };
      const effects = effectRows([brokenArm, stimulated], localize);
      // the switched-on effect changes the values the sheet shows (the switched-off one does not)
      const plain = localizedSampleCharacter(sampleCharacterInput({ activeTab: "attributes", editMode: true, locale: lang }), lang);
      const derived = deriveCharacter({ ...HUMAN_SPY_RANGER, knowledge: [{ id: "kAcc", name: "Accounting", skill: "investigation", value: 2 }], context: { era: null, extensions: ["magic", "horror", "pantheon"], world: null }, effects: [brokenArm] });
      const before = deriveCharacter({ ...HUMAN_SPY_RANGER, knowledge: [{ id: "kAcc", name: "Accounting", skill: "investigation", value: 2 }], context: { era: null, extensions: ["magic", "horror", "pantheon"], world: null } });
      expect(derived.minRoll.value).toBe(before.minRoll.value + 1);
      expect(derived.actions.value).toBe(before.actions.value);
      const data = { ...buildCharacterContext({ ...plain, derived }, localize), effects };
      const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: PARTS, width: 760, windowClasses: "sheet actor character" });
      await view.page.locator(".phasesix-effects").scrollIntoViewIfNeeded();
      await view.screenshot(`character-effects-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".phasesix-effects, .phasesix-effect-text")).toEqual([]);
      expect(await view.page.locator(".phasesix-effect").count()).toBe(2);
      const meta = await view.page.locator(".phasesix-effect-meta").first().textContent();
      expect(meta).toContain(lang === "de" ? "Mindestwurf +1" : "Minimum roll +1");
      const toggle = view.page.locator('[data-action="toggleEffect"][data-effect-id="e2"]');
      expect(await toggle.getAttribute("aria-label")).toBe(lang === "de" ? "Aufgeputscht einschalten" : "Switch Stimulated on");
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      expect(await view.page.locator('[data-action="createEffect"]').count()).toBe(1);
      expect(await view.page.textContent(".phasesix-subtitle .lineage + .phasesix-stat strong")).toBe(`${before.minRoll.value + 1}+`);
    });
  }
});
