/**
 * The character builder and the GM's reputation award in real Chromium with the compiled CSS, in
 * German and English, from the packs of that language: the window at its default size (980 × 780)
 * shows no raw keys and no cut labels. Saves the screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderContext, DEFAULT_UI } from "../../src/applications/builder/builder-context.ts";
import type { BuilderUi } from "../../src/applications/builder/builder-context.ts";
import type { BuilderDraft, BuilderState, CharacterInput } from "../../src/rules/character/index.ts";
import { emptyCharacterInput, newDraft, pickLineage, pickTemplate, setMoney, buyEquipment, goToStep } from "../../src/rules/character/index.ts";
import { awardReputation } from "../../src/rules/character/index.ts";
import { keyOf, packCatalog, packDocuments } from "../builder/pack-catalog.ts";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG, dialogFrame } from "./frame.ts";
import { dialogClasses } from "../../src/constants.ts";

const WIDTH = 980;
const HEIGHT = 780;
const WINDOW = `<div id="app" class="application phasesix phasesix-builder-app" style="width:${WIDTH}px;height:${HEIGHT}px;max-height:none">
  <header class="window-header">Phase Six</header><section class="window-content" style="display:flex;flex-direction:column;min-height:0">{{content}}</section></div>`;

/** Labels and controls that must show in full. */
const LABELS = ".builder-steps button, .builder-filter, .phasesix-button, .builder-check, .counter-label, .builder-counter small, .builder-capital, .builder-foot .builder-mode, .builder-values li span, .card-name";

const HUMAN = { de: "Mensch", en: "Human" } as const;

function localizeFor(lang: Lang) {
  const strings = loadTranslations(lang);
  return (key: string, data?: Record<string, string | number>) =>
    (strings.get(key) ?? key).replace(/\{(\w+)\}/g, (match, name: string) => (data && name in data ? String(data[name]) : match));
}

function emptyInput(): CharacterInput {
  return emptyCharacterInput({ era: "middleAges", extensions: [], world: "terra" });
}

/** A medieval Terra character: Human, an occupation and a talent that fit, 200 coins of starting capital and a weapon. */
function buildState(lang: Lang, step: BuilderDraft["step"]): BuilderState {
  const docs = packDocuments(lang);
  const { catalog } = packCatalog(docs);
  let state: BuilderState = { base: emptyInput(), catalog, draft: newDraft("creation") };
  const apply = (result: { ok: boolean; draft: BuilderDraft }) => {
    state = { ...state, draft: result.draft };
    return result.ok;
  };
  expect(apply(pickLineage(state, keyOf(docs, "lineage", HUMAN[lang])))).toBe(true);
  const occupation = catalog.templates.find((t) => t.category === "occupation" && t.cost >= 5 && t.eras.includes("middleAges") && t.extensions.length === 0);
  expect(occupation && apply(pickTemplate(state, occupation.id))).toBe(true);
  const talents = catalog.templates.filter((t) => t.category === "talent" && t.cost > 0 && t.requires.length === 0);
  for (const talent of talents) if (apply(pickTemplate(state, talent.id)) && state.draft.templates.length >= 3) break;
  apply(setMoney(state, 200));
  const weapon = catalog.equipment.find((e) => e.kind === "weapon" && e.price > 0 && e.price <= 100 && e.eras.includes("middleAges"));
  if (weapon) apply(buyEquipment(state, weapon.key));
  expect(apply(goToStep(state, step))).toBe(true);
  return state;
}

describe("character builder in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, step: BuilderDraft["step"], ui: Partial<BuilderUi> = {}) => {
    const state = buildState(lang, step);
    const data = builderContext(
      { state, entries: packCatalog(packDocuments(lang)).entries, ui: { ...DEFAULT_UI, ...ui }, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false },
      localizeFor(lang),
    );
    return browser.render({ template: "templates/builder/builder.hbs", data, lang, wrapper: WINDOW });
  };

  for (const lang of ["de", "en"] as const) {
    it(`shows the lineage step in ${lang}: cards with start values, the lineage template and badges; the chosen one marked`, async () => {
      const view = await render(lang, "lineage");
      await view.screenshot(`builder-lineage-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      expect(await view.page.locator(".builder-card.picked .card-name").textContent()).toBe(HUMAN[lang]);
      // only this world's lineages (Terra): none of Tirakan
      expect(await view.page.locator(".builder-badge.world", { hasText: /Tirakan/ }).count()).toBe(0);
      expect(await view.page.locator(".builder-step.active .step-label").textContent()).toBe(lang === "de" ? "Abstammung" : "Lineage");
    });

    it(`shows the template cards in ${lang} with cost, modifiers, badges, live points and the reason on cards that cannot be taken`, async () => {
      const view = await render(lang, "templates");
      await view.screenshot(`builder-templates-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      const left = Number(await view.page.locator("[data-points-left]").textContent());
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThan(20);
      expect(await view.page.locator(".builder-card.picked").count()).toBeGreaterThanOrEqual(2);
      const reasons = view.page.locator(".builder-card.disabled .card-reason");
      expect(await reasons.count()).toBeGreaterThan(0);
      expect(await reasons.first().textContent()).toMatch(lang === "de" ? /Werdegangspunkte|setzt/ : /career points|requires/);
      expect(await view.page.locator(".builder-card.disabled button[data-action=pickTemplate]:not([disabled])").count()).toBe(0);
      expect(await view.page.locator(".builder-card .card-modifiers li").count()).toBeGreaterThan(100);
      // the search box filters the cards in place
      const picked = (await view.page.locator(".builder-card.picked .card-name").first().textContent()) ?? "";
      await view.page.fill("input.builder-search", picked);
      await view.page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>("input.builder-search");
        const words = (input?.value ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
        for (const card of Array.from(document.querySelectorAll<HTMLElement>(".builder-card[data-search]"))) {
          card.hidden = !words.every((word) => (card.dataset.search ?? "").includes(word));
        }
      });
      expect(await view.page.locator(".builder-cards .builder-card:visible").count()).toBeGreaterThanOrEqual(1);
    });

    it(`shows the equipment step in ${lang} with the starting capital and prices`, async () => {
      const view = await render(lang, "equipment");
      await view.screenshot(`builder-equipment-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      expect(Number(await view.page.locator("[data-money-left]").textContent())).toBeLessThanOrEqual(200);
      expect(await view.page.locator(".builder-card.picked").count()).toBe(1);
    });

    it(`shows the summary in ${lang} with the derived values`, async () => {
      const view = await render(lang, "summary");
      await view.screenshot(`builder-summary-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(LABELS)).toEqual([]);
      expect(await view.page.locator(".builder-summary .builder-values li").count()).toBeGreaterThan(30);
      const health = view.page.locator(".builder-values li", { hasText: lang === "de" ? "Maximale Lebenspunkte" : "Max" }).first();
      expect(await health.locator("b").textContent()).toBe("10");
    });
  }
});

describe("reputation award in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows the GM's award dialog and the chat card in ${lang}`, async () => {
      const party = [
        { id: "a", uuid: "Actor.a", name: "Ada Lovelace", awarded: 4, checked: true },
        { id: "b", uuid: "Actor.b", name: "Bartholomäus", awarded: 0, checked: true },
        { id: "c", uuid: "Actor.c", name: "Cem", awarded: 12, checked: false },
      ];
      const card = await browser.render({
        template: "templates/builder/reputation-card.hbs",
        data: { awards: awardReputation(party.filter((c) => c.checked), 3), amount: 3 },
        lang,
        wrapper: CHAT_LOG,
      });
      expect(await card.rawKeys()).toEqual([]);
      expect(await card.page.locator(".reputation-card li").count()).toBe(2);
      const title = lang === "de" ? "Reputation vergeben" : "Award reputation";
      const view = await browser.render({
        template: "templates/builder/reputation-dialog.hbs",
        data: { candidates: party, max: 1000 },
        lang,
        wrapper: `<div style="display:flex;gap:16px;align-items:flex-start">
          ${dialogFrame({ classes: dialogClasses(), width: 420, title, buttons: [{ label: title, icon: "fa-solid fa-award" }] })}
          ${CHAT_LOG.replace("{{content}}", () => card.html)}</div>`,
      });
      await view.screenshot(`reputation-award-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".phasesix-reputation label, .phasesix-reputation li, .phasesix-reputation h3")).toEqual([]);
      expect(await view.page.locator('input[name^="recipient."]:checked').count()).toBe(2);
      expect(await view.page.locator(".reputation-card li").first().textContent()).toContain(lang === "de" ? "Ada Lovelace: +3 (jetzt 7)" : "Ada Lovelace: +3 (now 7)");
    });
  }
});
