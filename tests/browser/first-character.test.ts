/**
 * A new GM's first character (issue 30), in real Chromium with the compiled CSS and the German packs
 * (German renders show German data): the builder asks the name first; the equipment step says where
 * the starting capital comes from (2025: the book names no sum) and what to do without one; the
 * summary counts bought armour as the sheet does; names break between words, never inside one
 * ("Ballistische Weste"); the gear tab lists weapons and armour; the greyed-out steal control says why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { builderContext, DEFAULT_UI } from "../../src/applications/builder/builder-context.ts";
import type { BuilderUi } from "../../src/applications/builder/builder-context.ts";
import type { BuilderDraft, BuilderState } from "../../src/rules/character/index.ts";
import { buildRuleset } from "../../src/rules/ruleset/ruleset.ts";
import { buyEquipment, emptyCharacterInput, goToStep, newDraft, pickLineage, pickTemplate, startingMoney } from "../../src/rules/character/index.ts";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import type { CharacterTabId } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";
import { keyOf, packCatalog, packDocuments as builderPackDocuments } from "../builder/pack-catalog.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleCharacter, packDocument, sheetItem } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";
import { windowFrame } from "./frame.ts";

const BUILDER = `<div id="app" class="application phasesix phasesix-builder-app" style="width:980px;height:780px;max-height:none">
  <header class="window-header">Phase Six</header><section class="window-content" style="display:flex;flex-direction:column;min-height:0">{{content}}</section></div>`;

const VEST = { de: "Ballistische Weste", en: "Ballistic Vest" } as const;
const HUMAN = { de: "Mensch", en: "Human" } as const;

/**
 * Words split across two lines inside the elements matching `selector`: each word of their text
 * must lie on one line (a Range over the word has one line box). A hyphen is a place to break
 * ("Aluminium-|Panzerschild"): the parts of a hyphenated word count as words.
 */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) out.push(`${match[0]} in "${text.trim()}"`);
        }
      }
    }
    return out;
  }, selector);
}

/** A modern Terra character (2025 or 2026 book) drafted in the builder from the German packs. */
function draft(edition: "2025" | "2026", step: BuilderDraft["step"], options: { money?: number; vest?: boolean } = {}): BuilderState {
  const docs = builderPackDocuments("de");
  const { catalog } = packCatalog(docs);
  const ruleset = buildRuleset({ edition });
  const base = { ...emptyCharacterInput({ era: "modern", extensions: [], world: "terra" }), ruleset };
  let state: BuilderState = { base, catalog, draft: newDraft("creation", options.money ?? startingMoney("creation", 0, ruleset)) };
  const apply = (result: { ok: boolean; draft: BuilderDraft }) => {
    state = { ...state, draft: result.draft };
    return result.ok;
  };
  expect(apply(pickLineage(state, keyOf(docs, "lineage", HUMAN.de)))).toBe(true);
  const occupation = catalog.templates.find((t) => t.category === "occupation" && t.cost >= 5 && t.cost <= 10 && t.eras.includes("modern") && t.extensions.length === 0);
  expect(occupation && apply(pickTemplate(state, occupation.id))).toBe(true);
  if (options.vest) expect(apply(buyEquipment(state, keyOf(docs, "armor", VEST.de)))).toBe(true);
  expect(apply(goToStep(state, step))).toBe(true);
  return state;
}

describe("a new GM's first character in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const renderBuilder = (state: BuilderState, actorName = "Neuer Charakter", placeholderName = true, ui: Partial<BuilderUi> = {}) => {
    const data = builderContext(
      { state, entries: packCatalog(builderPackDocuments("de")).entries, ui: { ...DEFAULT_UI, ...ui }, actorName, placeholderName, owned: { lineage: null, templates: [] }, magic: false, currency: "Euro", locale: "de" },
      localizer("de"),
    );
    return browser.render({ template: "templates/builder/builder.hbs", data, lang: "de", wrapper: BUILDER });
  };

  const renderSheet = (lang: Lang, tab: CharacterTabId, items: (items: ReturnType<typeof sampleCharacterInput>["items"]) => ReturnType<typeof sampleCharacterInput>["items"], width = 780) => {
    const sample = localizedSampleCharacter(sampleCharacterInput({ activeTab: tab, locale: lang }), lang);
    const data = buildCharacterContext({ ...sample, items: items(sample.items) }, localizer(lang));
    return browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: CHARACTER_SHEET_PARTS, width, windowClasses: "sheet actor character" });
  };

  it("asks the name first: a marked field above the steps while the character is still 'Neuer Charakter'", async () => {
    const view = await renderBuilder(draft("2025", "lineage"));
    await view.screenshot("builder-name-de");
    expect(await view.rawKeys()).toEqual([]);
    const field = view.page.locator(".builder-head .builder-name.is-placeholder input[name=actorName]");
    expect(await field.inputValue()).toBe("Neuer Charakter");
    expect(await field.getAttribute("autofocus")).not.toBeNull();
    expect(await view.page.textContent(".builder-name label span")).toBe("Name deines Charakters");
    expect(await view.page.textContent(".builder-name-hint")).toContain("Wie heißt dein Charakter?");
    // the field comes before the steps
    const [name, steps] = await Promise.all([view.box(".builder-name"), view.box(".builder-steps")]);
    expect(name && steps).toBeTruthy();
    expect(await view.page.evaluate(() => document.querySelector(".builder-name")?.compareDocumentPosition(document.querySelector(".builder-steps") as Node))).toBe(4);
    const named = await renderBuilder(draft("2025", "lineage"), "Ada Lind", false);
    expect(await named.page.locator(".builder-name.is-placeholder, .builder-name-hint").count()).toBe(0);
    expect(await named.page.inputValue("input[name=actorName]")).toBe("Ada Lind");
  });

  it("says in plain words where the 2025 starting capital comes from, and what to do without one", async () => {
    const view = await renderBuilder(draft("2025", "equipment"));
    await view.screenshot("builder-capital-2025-de");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.inputValue("input[name=money]")).toBe("2000");
    const hint = (await view.page.textContent(".builder-capital-hint")) ?? "";
    expect(hint).toContain("das Regelwerk 2025 nennt keinen Betrag");
    expect(hint).toContain("Diese Welt gibt 2.000 Euro vor");
    expect(hint).toContain("trage ihn hier ein");
    expect(await view.page.locator(".builder-capital-none").count()).toBe(0);
    // the cards are not all refused for want of money
    const cards = await view.page.locator(".builder-card").count();
    expect(await view.page.locator(".builder-card .card-reason", { hasText: "Nicht genug Geld" }).count()).toBeLessThan(cards);

    // (an empty kind of equipment: the hint is the same, the render quicker)
    const none = await renderBuilder(draft("2025", "equipment", { money: 0 }), "Neuer Charakter", true, { equipmentKind: "bodyModification" });
    await none.screenshot("builder-capital-none-de");
    expect(await none.page.textContent(".builder-capital-none")).toContain("Noch kein Startkapital");
    const book2026 = await renderBuilder(draft("2026", "equipment"), "Neuer Charakter", true, { equipmentKind: "bodyModification" });
    expect(await book2026.page.textContent(".builder-capital-hint")).toContain("laut Regelwerk 2026 üblicherweise 2.000");
  });

  it("summarizes a character with a bought Ballistische Weste as the sheet shows it: Schutz 5, Ausweichen lowered by its encumbrance", async () => {
    const bare = await renderBuilder(draft("2025", "summary"), "Ada", false);
    const value = async (view: typeof bare, label: string) => Number(await view.page.locator(".builder-values li", { hasText: label }).first().locator("b").textContent());
    const vest = await renderBuilder(draft("2025", "summary", { vest: true }), "Ada", false);
    await vest.screenshot("builder-summary-armour-de");
    expect(await vest.rawKeys()).toEqual([]);
    expect(await value(vest, "Schutz")).toBe((await value(bare, "Schutz")) + 5);
    expect(await value(vest, "Ausweichen")).toBe((await value(bare, "Ausweichen")) - 2);
    expect(await vest.page.locator(".builder-summary .builder-picked li", { hasText: VEST.de }).count()).toBe(1);
    expect(await brokenWords(vest.page, ".builder-picked li > span, .builder-values li span")).toEqual([]);
  });

  it("breaks item names between words, never inside one (Ballistische Weste on the combat tab)", async () => {
    const vest = sheetItem(packDocument("armor", "de", "armor:ballistic-vest"));
    const view = await renderSheet("de", "combat", (items) => [...items, vest], 560);
    await view.screenshot("character-combat-vest-de");
    expect(await view.page.locator(".item-name", { hasText: VEST.de }).count()).toBeGreaterThan(0);
    expect(await brokenWords(view.page, ".item-name")).toEqual([]);
    // the builder's armour cards too
    const cards = await renderBuilder(draft("2025", "equipment"), "Ada", false, { equipmentKind: "armor" });
    expect(await cards.page.locator(".builder-card .card-name", { hasText: VEST.de }).count()).toBeGreaterThan(0);
    expect(await brokenWords(cards.page, ".card-name, .builder-picked li > span")).toEqual([]);
  });

  for (const lang of ["de", "en"] as const) {
    it(`lists weapons and armour on the gear tab (${lang}), and says "no other items" rather than "no gear yet"`, async () => {
      const view = await renderSheet(lang, "gear", (items) => items.filter((item) => item.type !== "gear").concat(sheetItem(packDocument("armor", lang, "armor:ballistic-vest"))));
      await view.screenshot(`character-gear-combat-items-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      const rows = view.page.locator(".tab-gear .phasesix-gear-combat .phasesix-item-row");
      expect(await rows.count()).toBe(5);
      expect(await view.page.locator(".tab-gear .phasesix-gear-combat .item-name", { hasText: VEST[lang] }).count()).toBe(1);
      expect(await view.page.locator(".tab-gear .phasesix-gear-combat [data-action=tab][data-tab=combat]").count()).toBe(1);
      const empty = (await view.page.textContent(".tab-gear .phasesix-empty")) ?? "";
      expect(empty).toBe(lang === "de" ? "Keine weiteren Gegenstände. Lege Gegenstände aus einem Kompendium hier ab." : "No other items. Drop items from a compendium here.");
      expect(await brokenWords(view.page, ".tab-gear .item-name")).toEqual([]);
    });
  }

  it("says on the greyed-out steal control why it cannot be used: only allies by token disposition", async () => {
    const data = actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: true, started: true, bonusDice: 1, destinyDice: 1, canStealFromSomeone: false, onlyAllies: true });
    const row = windowFrame({ classes: "sidebar-popout", width: 300, title: "Kampf" }).replace(
      "{{content}}",
      `<ol class="combat-tracker plain"><li class="combatant active"><img class="token-image" alt="" src="icons/svg/mystery-man.svg"><div class="token-name"><strong class="name">Ada Lind</strong>{{content}}</div></li></ol>`,
    );
    const view = await browser.render({ template: "templates/combat/actions.hbs", data, lang: "de", wrapper: row });
    await view.screenshot("combat-tracker-steal-allies-de");
    expect(await view.page.locator("button.phasesix-steal[disabled]").count()).toBe(1);
    expect(await view.page.getAttribute("button.phasesix-steal", "data-tooltip")).toBe(
      "Kein Gegner im Kampf: Die Token aller anderen Kampfteilnehmer sind wie deines eingestellt (freundlich, neutral oder feindlich). Die Spielleitung ändert das in der Token-Konfiguration.",
    );
  });
});
