/**
 * First run in real Chromium with the compiled CSS, in English and German: the welcome card in the
 * 300 px chat log (three buttons, nothing overflowing, no raw keys), a guide page with its links,
 * the sidebar filter of the content-language setting, and the condition labels linked to their
 * guide pages. Screenshots: welcome-{de,en}.png and guide-{de,en}.png.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { ROOT } from "../../scripts/paths.mjs";
import { welcomeContext, WELCOME_ACTIONS } from "../../src/applications/welcome.ts";
import { hideOtherLanguagePacks } from "../../src/applications/content-language.ts";
import { conditionReferences, linkConditionLabels } from "../../src/applications/condition-references.ts";
import { conditionViews } from "../../src/applications/sheets/context/resources.ts";
import { enrichContentLinks } from "../foundry/text-editor.ts";

const chatLog = CHAT_LOG;

interface Page { _id: string; name: string; text: { content: string } }
function guide(lang: "de" | "en"): { name: string; pages: Page[] } {
  const dir = path.join(ROOT, "packs", `guide-${lang}`);
  const [file] = fs.readdirSync(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { name: string; pages: Page[] };
}

describe("first run", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("shows the welcome card with its three buttons in the chat log in %s", async (lang) => {
    const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0"), lang, wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    const buttons = view.page.locator("button[data-phasesix-welcome]");
    expect(await buttons.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.phasesixWelcome))).toEqual([...WELCOME_ACTIONS]);
    const labels = (await buttons.allTextContents()).map((t) => t.trim());
    expect(labels).toEqual(lang === "de" ? ["Leitfaden öffnen", "Welteinstellungen", "Charakter erstellen"] : ["Open the guide", "World settings", "Create a character"]);
    expect(await view.page.textContent(".phasesix-title")).toBe(lang === "de" ? "Willkommen bei Phase Six" : "Welcome to Phase Six");
    expect(await view.page.textContent(".phasesix-welcome-text")).toContain("0.1.0");
    expect(await view.overflowing(".phasesix-welcome, .phasesix-welcome *")).toEqual([]);
    expect((await view.box(".phasesix-welcome"))?.width).toBeLessThanOrEqual(300);
    const accent = await view.page.$eval(".phasesix-welcome", (el) => getComputedStyle(el).borderLeftColor);
    expect(accent).toBe("rgb(181, 71, 27)");
    await view.screenshot(`welcome-${lang}`);
  });

  it.each(["en", "de"] as const)("shows the guide's quick start page with working links in %s", async (lang) => {
    const entry = guide(lang);
    const page = entry.pages[0];
    const view = await browser.render({
      template: "tests/browser/templates/guide-page.hbs",
      data: { name: page.name, content: enrichContentLinks(page.text.content) },
      lang,
      width: 620,
    });
    expect(await view.page.textContent(".window-content h1")).toBe(lang === "de" ? "Schnellstart" : "Quick start");
    const links = await view.page.locator("a.content-link").evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.uuid ?? ""));
    expect(links.length).toBe(5);
    const ids = new Set(entry.pages.map((p) => p._id));
    for (const uuid of links) expect(ids.has(uuid.split(".").pop() ?? ""), uuid).toBe(true);
    expect(await view.page.locator("h2").allTextContents()).toEqual(lang === "de" ? ["Für die Spielleitung", "Für Spielende"] : ["For the game master", "For players"]);
    expect(await view.overflowing(".journal-entry-page, .journal-entry-page *")).toEqual([]);
    await view.screenshot(`guide-${lang}`);
  });

  it("hides the other language's packs and their folder in the compendium sidebar, and nothing with both", async () => {
    const li = (pack: string) => `<li class="directory-item entry compendium" data-pack="${pack}"><strong>${pack}</strong></li>`;
    const folder = (name: string, packs: string[]) =>
      `<li class="directory-item folder flexcol" style="display:flex"><header>${name}</header><ol class="subdirectory">${packs.map(li).join("")}</ol></li>`;
    const sidebar = `<ol class="directory-list">${folder("Phase Six", ["phasesix.guide-de", "phasesix.guide-en"])}${folder("Phase Six (Deutsch)", ["phasesix.templates-de", "phasesix.weapons-de"])}${folder("Phase Six (English)", ["phasesix.templates-en"])}${li("world.notes")}</ol>`;
    const view = await browser.render({ template: "tests/browser/templates/guide-page.hbs", data: { name: "sidebar", content: sidebar }, lang: "en" });
    const visible = () =>
      view.page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("li.compendium, li.folder > header"))
          .filter((el) => el.offsetParent !== null)
          .map((el) => el.textContent ?? ""),
      );
    const run = (shown: string[]) => view.page.evaluate(`(${hideOtherLanguagePacks.toString()})(document.body, ${JSON.stringify(shown)}, "phasesix")`);
    expect(await run(["en"])).toEqual(["phasesix.guide-de", "phasesix.templates-de", "phasesix.weapons-de"]);
    expect(await visible()).toEqual(["Phase Six", "phasesix.guide-en", "Phase Six (English)", "phasesix.templates-en", "world.notes"]);
    await run(["de"]);
    expect(await visible()).toEqual(["Phase Six", "phasesix.guide-de", "Phase Six (Deutsch)", "phasesix.templates-de", "phasesix.weapons-de", "world.notes"]);
    expect(await run(["de", "en"])).toEqual([]);
    expect(await visible()).toHaveLength(9);
  });

  it("links each condition label of the sheet to its guide page", async () => {
    const view = await browser.render({
      template: "templates/actor/parts/conditions.hbs",
      data: { conditions: conditionViews({ bleeding: 2, shocked: 1 }), editable: true },
      lang: "de",
    });
    const references = conditionReferences("de");
    const linked = await view.page.evaluate(`(${linkConditionLabels.toString()})(document.body, ${JSON.stringify(references)}, "Regelreferenz: {name}")`);
    expect(linked).toBe(2); // the active conditions; the ones at 0 sit in the "add condition" menu
    const links = await view.page.locator("a.phasesix-condition-reference").evaluateAll((els) =>
      els.map((el) => [(el as HTMLElement).dataset.uuid, el.textContent, (el as HTMLElement).dataset.tooltipText, el.hasAttribute("data-link")]),
    );
    expect(links[1]).toEqual([references.bleeding, "Blutend", "Regelreferenz: Blutend", true]);
    // Idempotent: a second render pass links nothing twice.
    expect(await view.page.evaluate(`(${linkConditionLabels.toString()})(document.body, ${JSON.stringify(references)}, "x")`)).toBe(0);
  });
});
