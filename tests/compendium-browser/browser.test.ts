/**
 * The compendium browser (issue 35): one list over the items of the content language's packs and
 * the world, read from the packs' indexes (the repository's packs on the stand-in of
 * tests/foundry/compendium-packs.ts), filtered by type, category, world, era, extension, price and
 * text, sorted, and described as the builder describes its cards; a drop into the builder.
 */
import { describe, expect, it } from "vitest";
import { systemItemPacks, StandInItemPack } from "../foundry/compendium-packs.ts";
import { keysOnly } from "../../src/applications/sheets/context/localize.ts";
import type { BrowserEntry, BrowserFilter } from "../../src/applications/compendium-browser/browser-entries.ts";
import { DEFAULT_FILTER, browserEntry, categoriesOf, filterEntries, readFilter } from "../../src/applications/compendium-browser/browser-entries.ts";
import { browserRow, browserRows, BROWSER_PAGE } from "../../src/applications/compendium-browser/browser-rows.ts";
import { browserPacks, filterContext, loadBrowserSources } from "../../src/applications/compendium-browser/browser-sources.ts";
import { builderDrop, droppedItemUuid } from "../../src/applications/builder/drop.ts";
import type { CatalogEntry } from "../../src/applications/builder/catalog.ts";
import type { WorldContext } from "../../src/rules/character/index.ts";

const PACKS = systemItemPacks();
const MODERN_TERRA: WorldContext = { era: "modern", extensions: ["magic", "bodyMods"], world: "terra" };
const ANYWHERE: WorldContext = { era: null, extensions: ["magic", "horror", "pantheon", "bodyMods", "alchemy"], world: null };

const worldItem = (name: string, type: string, system: Record<string, unknown>) => ({ uuid: `Item.${name}`, name, img: "", type, visible: true, toObject: () => ({ system, flags: {} }) });

async function entries(lang: "de" | "en", world: ReturnType<typeof worldItem>[] = []): Promise<BrowserEntry[]> {
  return (await loadBrowserSources(world, PACKS, lang)).map(browserEntry);
}

const filter = (changes: Partial<BrowserFilter>): BrowserFilter => ({ ...DEFAULT_FILTER, fitsWorld: false, ...changes });

describe("what the browser lists", () => {
  it("reads the content language's Item packs and the world's items, nothing of the other language", async () => {
    const de = await entries("de", [worldItem("Hausregel-Schwert", "weapon", { price: 10 })]);
    expect(de[0]).toMatchObject({ name: "Hausregel-Schwert", source: "world", type: "weapon" });
    expect(de.some((e) => e.name === "Spatha" && e.source === "Phase Six – Waffen")).toBe(true);
    expect(de.some((e) => e.source.endsWith("Weapons"))).toBe(false);
    // every item of every German item pack, each once
    expect(new Set(de.map((e) => e.uuid)).size).toBe(de.length);
    expect(de.length).toBeGreaterThan(1300);
  });

  it("falls back to the English packs for a language without packs, and adds the world's own item packs", () => {
    const world = new StandInItemPack("house-rules", "House rules", [], "world");
    const chosen = browserPacks([...PACKS, world], "fr").map((p) => p.metadata.name);
    expect(chosen).toContain("weapons-en");
    expect(chosen).toContain("house-rules");
    expect(chosen.some((name) => name.endsWith("-de"))).toBe(false);
  });

  it("takes out what the filters read: category label, price, a template's cost and requirements, the rules text", async () => {
    const de = await entries("de");
    const spatha = de.find((e) => e.name === "Spatha");
    expect(spatha).toMatchObject({ category: "blades", categoryLabel: "PHASESIX.Item.WeaponCategory.blades", price: 250, cost: null, tags: { eras: ["antiquity"], worlds: ["terra"] } });
    const sniper = de.find((e) => e.name === "Scharfschütze");
    expect(sniper?.cost).toBeTypeOf("number");
    expect(sniper?.skillRequirements).toEqual([{ skill: "shooting", min: 5 }]);
    expect(sniper?.categoryLabel).toMatch(/^PHASESIX\.TemplateCategory\./);
    const spell = de.find((e) => e.type === "spell");
    expect(spell?.price).toBeNull();
  });
});

describe("filters", () => {
  it("finds any gear of the packs by words of its name or rules text, case and order ignored", async () => {
    const de = await entries("de");
    const found = filterEntries(de, filter({ text: "ak 47" }), ANYWHERE, "de");
    expect(found.map((e) => e.name)).toEqual(["AK 47"]);
    const twoWords = filterEntries(de, filter({ text: "47 AK" }), ANYWHERE, "de");
    expect(twoWords.map((e) => e.name)).toEqual(["AK 47"]);
    // a word of the rules text finds the item too
    const rules = de.find((e) => e.rules.length > 40);
    const word = rules?.rules.split(/\s+/).find((w) => w.length > 8) ?? "";
    expect(filterEntries(de, filter({ text: word }), ANYWHERE, "de").map((e) => e.uuid)).toContain(rules?.uuid);
  });

  it("by type and category, and the category choices are those of the type", async () => {
    const en = await entries("en");
    const shields = filterEntries(en, filter({ type: "armor", category: "shield" }), ANYWHERE, "en");
    expect(shields.length).toBeGreaterThan(3);
    expect(shields.every((e) => e.type === "armor" && e.category === "shield")).toBe(true);
    expect(categoriesOf(en, "armor").map((c) => c.key)).toEqual(expect.arrayContaining(["shield", "heavy", "light"]));
    expect(categoriesOf(en, "all")).toEqual([]);
  });

  it("by price: inclusive bounds, entries without a price left out", async () => {
    const en = await entries("en");
    const cheap = filterEntries(en, filter({ priceMin: 10, priceMax: 50 }), ANYWHERE, "en");
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((e) => e.price !== null && e.price >= 10 && e.price <= 50)).toBe(true);
  });

  it("by world, era and extension: untagged content belongs everywhere", async () => {
    const en = await entries("en");
    const antiquity = filterEntries(en, filter({ type: "weapon", era: "antiquity" }), ANYWHERE, "en");
    expect(antiquity.every((e) => e.tags.eras.length === 0 || e.tags.eras.includes("antiquity"))).toBe(true);
    expect(antiquity.some((e) => e.tags.eras.length === 0)).toBe(true);
    const nexus = filterEntries(en, filter({ world: "nexus" }), ANYWHERE, "en");
    expect(nexus.every((e) => e.tags.worlds.length === 0 || e.tags.worlds.includes("nexus"))).toBe(true);
    const magic = filterEntries(en, filter({ extension: "magic" }), ANYWHERE, "en");
    expect(magic.length).toBeGreaterThan(0);
    expect(magic.every((e) => e.tags.extensions.includes("magic"))).toBe(true);
    const plain = filterEntries(en, filter({ extension: "none" }), ANYWHERE, "en");
    expect(plain.every((e) => e.tags.extensions.length === 0)).toBe(true);
  });

  it("by what fits the world (the compendium filter's rule): a modern Terra world hides the Spatha", async () => {
    const de = await entries("de");
    const fits = filterEntries(de, filter({ fitsWorld: true, text: "spatha" }), MODERN_TERRA, "de");
    expect(fits).toEqual([]);
    expect(filterEntries(de, filter({ fitsWorld: false, text: "spatha" }), MODERN_TERRA, "de")).toHaveLength(1);
  });

  it("sorts by name in the language's order, by price and cost with the unpriced last", async () => {
    const de = await entries("de");
    const byName = filterEntries(de, filter({ type: "weapon" }), ANYWHERE, "de").map((e) => e.name);
    expect(byName).toEqual([...byName].sort(new Intl.Collator("de", { sensitivity: "base", numeric: true }).compare));
    const byPrice = filterEntries(de, filter({ sort: "price" }), ANYWHERE, "de");
    const prices = byPrice.map((e) => e.price);
    const firstNull = prices.indexOf(null);
    expect(prices.slice(0, firstNull).every((p, i, all) => i === 0 || (p ?? 0) >= (all[i - 1] ?? 0))).toBe(true);
    expect(prices.slice(firstNull).every((p) => p === null)).toBe(true);
    const byCost = filterEntries(de, filter({ sort: "cost", type: "template" }), ANYWHERE, "de").map((e) => e.cost ?? 0);
    expect(byCost).toEqual([...byCost].sort((a, b) => a - b));
  });

  it("reads the form safely: unknown values fall back, a new type starts with every category", () => {
    const prior = filter({ type: "armor", category: "shield" });
    expect(readFilter({ type: "armor", category: "shield", sort: "price", priceMin: "5", priceMax: "-3", fitsWorld: "on", world: "mars" }, prior)).toMatchObject({
      type: "armor",
      category: "shield",
      sort: "price",
      priceMin: 5,
      priceMax: null,
      fitsWorld: true,
      world: "all",
    });
    expect(readFilter({ type: "weapon", category: "shield" }, prior)).toMatchObject({ type: "weapon", category: "all", fitsWorld: false });
    expect(readFilter({ type: "<script>" }).type).toBe("all");
  });
});

describe("what a row says (the builder's words)", () => {
  it("a template: its cost, its requirements and its badges", async () => {
    const de = await entries("de");
    const sniper = de.find((e) => e.name === "Scharfschütze");
    if (!sniper) throw new Error("no Scharfschütze");
    const row = browserRow(sniper, { context: ANYWHERE, currency: "Euro", locale: "de" }, keysOnly);
    expect(row.cost).toBe(`PHASESIX.Browser.Cost{"cost":${sniper.cost}}`);
    expect(row.requires).toContain('PHASESIX.Browser.SkillMin{"skill":"PHASESIX.Skill.shooting","min":5}');
    expect(row.unavailable).toBe("");
  });

  it("a weapon: its price with the world's currency, its numbers, its badges, and why it does not fit", async () => {
    const de = await entries("de");
    const spatha = de.find((e) => e.name === "Spatha");
    if (!spatha) throw new Error("no Spatha");
    const row = browserRow(spatha, { context: MODERN_TERRA, currency: "Euro", locale: "de" }, keysOnly);
    expect(row.price).toBe("250 Euro");
    expect(row.stats.map((s) => s.label)).toContain("PHASESIX.Builder.Stat.HitDice");
    expect(row.badges).toEqual([
      { label: "PHASESIX.Era.antiquity", kind: "era" },
      { label: "PHASESIX.World.terra", kind: "world" },
    ]);
    expect(row.unavailable).toContain("PHASESIX.Career.UnavailableEra");
  });

  it("builds only the first page of a long list and says how many are left", async () => {
    const en = await entries("en");
    const { rows, total, more } = browserRows({ entries: en, context: ANYWHERE, currency: "", locale: "en", shown: BROWSER_PAGE }, keysOnly);
    expect(rows).toHaveLength(BROWSER_PAGE);
    expect(total).toBe(en.length);
    expect(more).toBe(en.length - BROWSER_PAGE);
  });

  it("offers the categories of the chosen type in the filter form", async () => {
    const en = await entries("en");
    const form = filterContext(en, filter({ type: "weapon", category: "bows" }), (k) => k);
    expect(form.categories.find((c) => c.selected)?.value).toBe("bows");
    expect(form.types.find((c) => c.selected)?.value).toBe("weapon");
    expect(form.sorts.map((s) => s.value)).toEqual(["name", "type", "price", "cost"]);
  });
});

describe("a drop into the builder", () => {
  const entriesMap = new Map<string, CatalogEntry>([
    ["Compendium.phasesix.lineages-en.Item.a", { key: "a", name: "Human", img: "", type: "lineage", system: {} }],
    ["Compendium.phasesix.templates-en.Item.b", { key: "b", name: "Thief", img: "", type: "template", system: {} }],
    ["Item.c", { key: "c", name: "Rope", img: "", type: "gear", system: {} }],
  ]);

  it("chooses a lineage, takes a template and buys equipment the builder offers", () => {
    expect(builderDrop(droppedItemUuid({ type: "Item", uuid: "Compendium.phasesix.lineages-en.Item.a" }), entriesMap)).toEqual({ action: "pickLineage", key: "Compendium.phasesix.lineages-en.Item.a" });
    expect(builderDrop("Compendium.phasesix.templates-en.Item.b", entriesMap)?.action).toBe("pickTemplate");
    expect(builderDrop("Item.c", entriesMap)?.action).toBe("buyEquipment");
  });

  it("refuses what the builder does not offer (another language, a spell, not an item)", () => {
    expect(builderDrop("Compendium.phasesix.templates-de.Item.b", entriesMap)).toBeNull();
    expect(droppedItemUuid({ type: "Actor", uuid: "Actor.x" })).toBeNull();
    expect(droppedItemUuid("Item.c")).toBeNull();
  });
});
