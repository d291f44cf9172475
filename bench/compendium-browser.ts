/**
 * Bench section: the compendium browser (issue 35) over every Item pack of one language and 200 world
 * items (printed, never asserted; target ≤ 200 ms to open and to filter).
 *
 * - "open": what the window does after Foundry hands it the packs' indexes (cached per pack, as the
 *   builder reads them): every index entry and world item made a browser entry, the default filter
 *   (what fits the world), the first page of rows, and both templates rendered with Handlebars;
 * - "filter": a changed filter (a word typed, then a type and a price range) — filter and sort every
 *   entry, the first page of rows, the list template rendered.
 * The DOM's own work is the browser's (the list renders one page of 100 rows at a time).
 */
import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { systemItemPacks } from "../tests/foundry/compendium-packs.ts";
import { DEFAULT_FILTER, browserEntry, filterEntries } from "../src/applications/compendium-browser/browser-entries.ts";
import type { BrowserEntry, BrowserFilter } from "../src/applications/compendium-browser/browser-entries.ts";
import { BROWSER_PAGE, browserRows } from "../src/applications/compendium-browser/browser-rows.ts";
import { filterContext, loadBrowserSources } from "../src/applications/compendium-browser/browser-sources.ts";
import type { WorldContext } from "../src/rules/character/index.ts";

const ROOT = path.join(import.meta.dirname, "..");
const context: WorldContext = { era: "modern", extensions: ["magic", "bodyMods"], world: "terra" };
const t = (key: string) => key;
const hbs = Handlebars.create();
hbs.registerHelper("localize", (key: string) => key);
const template = (file: string) => hbs.compile(fs.readFileSync(path.join(ROOT, "templates", file), "utf8"));
const filtersTemplate = template("browser/filters.hbs");
const resultsTemplate = template("browser/results.hbs");

// Foundry caches each pack's index: the bench reads it once, as the second opening of a session would find it.
const packs = systemItemPacks();
const indexes = new Map(await Promise.all(packs.map(async (p) => [p, await p.getIndex({ fields: ["system", "flags.phasesix.key"] })] as const)));
for (const pack of packs) pack.getIndex = async () => indexes.get(pack) ?? [];
const worldItems = Array.from({ length: 200 }, (_, i) => ({ uuid: `Item.w${i}`, name: `House item ${i}`, img: "", type: "gear", visible: true, toObject: () => ({ system: { price: i, category: "tools" }, flags: {} }) }));

function render(entries: readonly BrowserEntry[], filter: BrowserFilter, withFilters: boolean): number {
  const shown = filterEntries(entries, filter, context, "de");
  const { rows, more } = browserRows({ entries: shown, context, currency: "Euro", locale: "de", shown: BROWSER_PAGE }, t);
  const html = resultsTemplate({ rows, more, count: "", moreLabel: "" });
  return html.length + (withFilters ? filtersTemplate(filterContext(entries, filter, t)).length : 0);
}

async function open(): Promise<BrowserEntry[]> {
  const entries = (await loadBrowserSources(worldItems, packs, "de")).map(browserEntry);
  render(entries, DEFAULT_FILTER, true);
  return entries;
}

async function timeAsync(job: () => Promise<unknown>, rounds = 8): Promise<number> {
  await job();
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await job();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

function timeSync(job: () => unknown, rounds = 15): number {
  job();
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    job();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

const entries = await open();
const line = (label: string, ms: number) => console.info(`  ${label.padEnd(58)} ${`${ms.toFixed(1)} ms`.padStart(12)}   target ≤ 200 ms`);
console.info(`\nCompendium browser (${entries.length} entries: the German Item packs and 200 world items):`);
line("open (entries, default filter, first page, both templates)", await timeAsync(open));
line("filter: a word typed (\"schwert\")", timeSync(() => render(entries, { ...DEFAULT_FILTER, text: "schwert" }, false)));
line("filter: weapons 100–2000, by price, every era", timeSync(() => render(entries, { ...DEFAULT_FILTER, fitsWorld: false, type: "weapon", priceMin: 100, priceMax: 2000, sort: "price" }, true)));
