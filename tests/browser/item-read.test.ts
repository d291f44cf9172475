/**
 * The item sheet's read view and its chat card (issue 14) in real Chromium, in German and English:
 * description and rules first, the stats as one compact block, "post to chat", no edit inputs; the
 * owner's edit view folds away what does not apply (no artifact block on a first-aid kit) and shows
 * the availability tags only to the game master, after the rules. Screenshots item-gear-read-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleItemInput } from "./pack-twins.ts";
import { CHAT_LOG } from "./frame.ts";
import { localizer } from "./sheet-localize.ts";

const PARTIALS = ["templates/item/header.hbs", "templates/item/details.hbs", "templates/item/description.hbs", "templates/item/parts/field.hbs"];
const chatLog = CHAT_LOG;

const TEXTS: Record<Lang, { description: string; rules: string }> = {
  de: { description: "<p>Verbandszeug und Schienen in einer gewachsten Tasche.</p>", rules: "<p>Nötig für Erste Hilfe; jede Anwendung verbraucht eine Ladung.</p>" },
  en: { description: "<p>Bandages and splints in a waxed bag.</p>", rules: "<p>Needed for First Aid; each use takes one charge.</p>" },
};

function kit(lang: Lang, options: { editMode: boolean; isGM?: boolean; editable?: boolean }) {
  const input = localizedSampleItemInput(sampleItemInput("gear"), lang);
  const system = { ...(input.system as object), description: TEXTS[lang].description, rules: TEXTS[lang].rules };
  return buildItemContext({ ...input, system, editMode: options.editMode, isGM: options.isGM ?? false, editable: options.editable ?? true }, localizer(lang));
}

describe("item read view", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, data: object) =>
    browser.render({ template: "tests/browser/templates/item-sheet.hbs", data, lang, partials: PARTIALS, width: 620, windowClasses: "sheet item" });

  for (const lang of ["de", "en"] as const) {
    it(`shows texts first, compact stats and a post button, without inputs (${lang})`, async () => {
      const view = await render(lang, kit(lang, { editMode: false }));
      await view.screenshot(`item-gear-read-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.locator("input, select, prose-mirror").count()).toBe(0);
      expect(await view.page.locator(".phasesix-item-text-title").allTextContents()).toEqual(lang === "de" ? ["Beschreibung", "Regeln"] : ["Description", "Rules"]);
      // the texts come before the stats
      const order = await view.page.$$eval(".phasesix-item-read > *", (els) => els.map((el) => el.className));
      expect(order.indexOf("phasesix-item-stats")).toBeGreaterThan(order.lastIndexOf("phasesix-item-text"));
      const stats = await view.page.$$eval(".phasesix-item-stat", (els) => els.map((el) => [el.querySelector("dt")?.textContent, el.querySelector("dd")?.textContent]));
      expect(stats).toContainEqual([lang === "de" ? "Kategorie" : "Category", lang === "de" ? "Erste Hilfe" : "First Aid"]);
      expect(stats.some(([, value]) => value === "0")).toBe(false); // zeros say nothing
      expect(await view.page.textContent(".phasesix-item-read")).not.toMatch(/Artefakt|Artifact/);
      expect(await view.page.locator('button[data-action="postToChat"]').count()).toBe(1);
      expect(await view.page.locator('button[data-action="toggleMode"]').count()).toBe(1);
    });

    it(`posts the same read view as a chat card (${lang})`, async () => {
      const view = await browser.render({ template: "templates/chat/item-card.hbs", data: kit(lang, { editMode: false }), lang, wrapper: chatLog });
      await view.screenshot(`item-card-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.textContent(".phasesix-title")).toBe(lang === "de" ? "Verbandskasten" : "First Aid Kit");
      expect(await view.page.locator(".phasesix-item-stat").count()).toBeGreaterThan(2);
      expect((await view.box(".phasesix-item-card"))?.width).toBeLessThanOrEqual(300);
    });
  }

  it("gives a user who may not edit the read view without a mode switch", async () => {
    const view = await render("en", kit("en", { editMode: true, editable: false }));
    expect(await view.page.locator("input").count()).toBe(0);
    expect(await view.page.locator('button[data-action="toggleMode"]').count()).toBe(0);
  });

  it("folds the artifact values of a first-aid kit away in the edit view and shows availability to the GM only, after the rules", async () => {
    const player = await render("de", kit("de", { editMode: true, isGM: false }));
    expect(await player.page.locator(".phasesix-extra-groups").count()).toBe(1);
    expect(await player.page.isVisible('input[name="system.artifact.uses"]')).toBe(false);
    expect(await player.page.locator(".phasesix-tags legend", { hasText: "Verfügbarkeit" }).count()).toBe(0);
    const gm = await render("de", kit("de", { editMode: true, isGM: true }));
    await gm.screenshot("item-gear-edit-gm-de");
    const legends = await gm.page.$$eval("legend", (els) => els.map((el) => el.textContent?.trim() ?? ""));
    expect(legends.indexOf("Verfügbarkeit")).toBeGreaterThan(legends.indexOf("Regeln"));
  });
});
