/**
 * The compendium browser window (issue 35) rendered from its two templates with our CSS: the filters
 * and the first page of the list over every item of the German (English) packs — here the weapons
 * that fit a modern Terra world, by price — each row with what the builder shows (price, numbers,
 * requirements, badges). German renders show the German packs. Screenshots: compendium-browser-{de,en}.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { createHandlebars } from "./handlebars-helpers.ts";
import { registerSystemHelpers } from "./system-helpers.ts";
import { windowFrame } from "./frame.ts";
import { ROOT } from "../../scripts/paths.mjs";
import { systemItemPacks } from "../foundry/compendium-packs.ts";
import type { Localize } from "../../src/applications/sheets/context/localize.ts";
import { DEFAULT_FILTER, browserEntry, filterEntries } from "../../src/applications/compendium-browser/browser-entries.ts";
import type { BrowserFilter } from "../../src/applications/compendium-browser/browser-entries.ts";
import { BROWSER_PAGE, browserRows } from "../../src/applications/compendium-browser/browser-rows.ts";
import { filterContext, loadBrowserSources } from "../../src/applications/compendium-browser/browser-sources.ts";
import type { WorldContext } from "../../src/rules/character/index.ts";

const MODERN_TERRA: WorldContext = { era: "modern", extensions: ["magic", "bodyMods"], world: "terra" };
const CURRENCY: Record<Lang, string> = { de: "Euro", en: "Euro" };

function localizer(lang: Lang): Localize {
  const strings = loadTranslations(lang);
  return (key, data) => {
    const text = strings.get(key) ?? key;
    return data ? text.replace(/\{(\w+)\}/g, (m, name: string) => (data[name] !== undefined ? String(data[name]) : m)) : text;
  };
}

/** The window's two parts as the browser renders them, for a filter. */
async function windowHtml(lang: Lang, filter: BrowserFilter): Promise<{ html: string; total: number; names: string[] }> {
  const t = localizer(lang);
  const entries = (await loadBrowserSources([], systemItemPacks(), lang)).map(browserEntry);
  const shown = filterEntries(entries, filter, MODERN_TERRA, lang);
  const { rows, total, more } = browserRows({ entries: shown, context: MODERN_TERRA, currency: CURRENCY[lang], locale: lang, shown: BROWSER_PAGE }, t);
  const hbs = createHandlebars(loadTranslations(lang));
  registerSystemHelpers(hbs);
  const render = (file: string, data: object) => hbs.compile(fs.readFileSync(path.join(ROOT, file), "utf8"))(data);
  const filters = render("templates/browser/filters.hbs", filterContext(entries, filter, (k) => t(k)));
  const results = render("templates/browser/results.hbs", {
    rows,
    more,
    count: t("PHASESIX.Browser.Count", { shown: rows.length, total, all: entries.length }),
    moreLabel: t("PHASESIX.Browser.More", { count: Math.min(more, BROWSER_PAGE) }),
  });
  return { html: filters + results, total, names: rows.map((r) => r.name) };
}

describe("compendium browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("shows the filters and the fitting weapons of the %s packs by price, with prices, numbers and badges", async (lang) => {
    const filter: BrowserFilter = { ...DEFAULT_FILTER, type: "weapon", fitsWorld: true, sort: "price" };
    const { html, total, names } = await windowHtml(lang, filter);
    expect(total).toBeGreaterThan(10);
    const view = await browser.render({
      template: "tests/browser/templates/raw.hbs",
      data: { html },
      lang,
      wrapper: windowFrame({ classes: "phasesix phasesix-compendium-browser", width: 820, height: 760, title: loadTranslations(lang).get("PHASESIX.Browser.Title") ?? "" }),
    });
    expect(await view.rawKeys()).toEqual([]);
    // German data in the German render: the rows are the German pack's names, the type filter says "Waffe".
    const shownNames = await view.page.$$eval(".browser-name", (els) => els.slice(0, 5).map((el) => el.textContent?.trim() ?? ""));
    expect(shownNames).toEqual(names.slice(0, 5));
    expect(await view.page.$eval("select[name=type] option[selected]", (el) => el.textContent)).toBe(lang === "de" ? "Waffe" : "Weapon");
    expect(await view.page.textContent(".browser-price-value")).toMatch(/Euro$/);
    expect(await view.page.$$eval(".browser-row", (els) => els.length)).toBe(Math.min(total, 100));
    // The list scrolls inside the window; the filters stay in view.
    expect(await view.page.$eval(".browser-results", (el) => getComputedStyle(el).overflowY)).toBe("auto");
    expect(await view.overflowing(".browser-filters, .browser-row")).toEqual([]);
    await view.screenshot(`compendium-browser-${lang}`);
  });
});
