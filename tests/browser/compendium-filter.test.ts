/**
 * The compendium filter in a real browser: the built filter code runs on a Foundry-like compendium
 * window with the compiled CSS, hides the entries of other eras, says how many, and shows them again
 * on a click. Foundry's `game` is stood in by the few calls the filter makes.
 */
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, loadTranslations, type HarnessBrowser } from "./harness.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

const ENTRIES = [
  { _id: "sword", name: "Longsword", type: "weapon", system: { eras: ["middleAges"], extensions: [], worlds: [] } },
  { _id: "blaster", name: "Blaster", type: "weapon", system: { eras: ["sciFi"], extensions: [], worlds: [] } },
  { _id: "fireball", name: "Fireball", type: "spell", system: { eras: [], extensions: ["magic"], worlds: [] } },
  { _id: "rope", name: "Rope", type: "gear", system: { eras: [], extensions: [], worlds: [] } },
];

describe("compendium filter in the browser", () => {
  let browser: HarnessBrowser;
  let bundle: string;
  beforeAll(async () => {
    browser = await openBrowser();
    const result = await build({
      stdin: { contents: 'import { onRenderCompendium } from "./src/applications/compendium-filter.ts"; window.onRenderCompendium = onRenderCompendium;', resolveDir: ROOT, loader: "ts" },
      bundle: true,
      format: "iife",
      write: false,
      platform: "browser",
    });
    bundle = result.outputFiles[0].text;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`hides another era's and an inactive extension's entries, says how many and shows them on a click (${lang})`, async () => {
      const view = await browser.render({ template: "tests/browser/templates/compendium.hbs", data: { title: "Weapons", entries: ENTRIES }, lang, width: 340, windowClasses: "compendium-directory" });
      const strings = Object.fromEntries(loadTranslations(lang));
      await view.page.evaluate(
        ({ strings, settings }) => {
          const localize = (key: string) => strings[key] ?? key;
          Object.assign(window, {
            game: {
              i18n: { localize, format: (key: string, data: Record<string, string>) => localize(key).replace(/\{(\w+)\}/g, (m, k: string) => data[k] ?? m) },
              settings: { get: (ns: string, key: string) => settings[`${ns}.${key}`], settings: { has: (key: string) => key in settings } },
            },
          });
        },
        { strings, settings: { "phasesix.era": "middleAges", "phasesix.world": "terra", "phasesix.extension.magic": false, "phasesix.extension.horror": false, "phasesix.extension.pantheon": false, "phasesix.extension.bodyMods": true, "phasesix.compendiumFilter": true } as Record<string, unknown> },
      );
      await view.page.addScriptTag({ content: bundle });
      await view.page.evaluate((entries) => {
        const run = (window as unknown as { onRenderCompendium(app: object, el: HTMLElement): void }).onRenderCompendium;
        run({ collection: { documentName: "Item", index: entries } }, document.querySelector(".application") as HTMLElement);
      }, ENTRIES);
      const visible = () => view.page.$$eval("li.directory-item", (lis) => lis.filter((li) => getComputedStyle(li).display !== "none").map((li) => li.dataset.entryId));
      expect(await visible()).toEqual(["sword", "rope"]);
      const note = await view.page.textContent(".phasesix-compendium-hidden");
      expect(note).toBe(lang === "de" ? "2 ausgeblendet: andere Epoche, Welt oder Erweiterung" : "2 hidden: other era, world or extension");
      const button = view.page.locator(".phasesix-compendium-filter");
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      await view.screenshot(`compendium-filter-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      await button.click();
      expect(await visible()).toEqual(["sword", "blaster", "fireball", "rope"]);
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await view.page.isVisible(".phasesix-compendium-hidden")).toBe(false);
    });
  }
});
