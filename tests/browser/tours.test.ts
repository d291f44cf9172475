/**
 * The tours (src/applications/tours/tour-steps.ts) against our real templates with the compiled CSS,
 * in German and English: every step's selector finds its element in the rendered builder, character
 * sheet, combat tracker block, attack card and protection dialog — a renamed class breaks the tour
 * here, not at the table. Then a first-combat step shown over the tracker as Foundry shows it:
 * Foundry's tour tooltip (`#tooltip.tour.themed.theme-dark`: title, text paragraphs, step counter,
 * buttons) beside the highlighted element, the rest of the screen faded. That tooltip is our stand-in,
 * written for this test after core's tour step (Foundry's own counter says "Step n of m" in English
 * in every language, so the stand-in does too; its arrows are Font Awesome Pro's regular icons, drawn
 * here with the free solid ones). Screenshots: tour-first-combat-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang, type RenderedView } from "./harness.ts";
import { CHAT_LOG, dialogFrame, windowFrame } from "./frame.ts";
import { formatString } from "./handlebars-helpers.ts";
import { dialogClasses } from "../../src/constants.ts";
import { TOURS, stepKey, type TourDefinition, type TourId } from "../../src/applications/tours/tour-steps.ts";
import { builderContext, DEFAULT_UI } from "../../src/applications/builder/builder-context.ts";
import { emptyCharacterInput, newDraft } from "../../src/rules/character/index.ts";
import { packCatalog, packDocuments } from "../builder/pack-catalog.ts";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { localizedSampleCharacter, packDocument } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";
import { actionsView } from "../../src/applications/combat-tracker-context.ts";
import { dieFromFaces, scoreAttack, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { attackTargetsContext } from "../../src/applications/chat/attack-card-context.ts";
import { protectionDialogContext } from "../../src/applications/protection-dialog-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { newTargets } from "../../src/rules/attack/card.ts";

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

/** Hagen in the popped-out tracker (Foundry 13's row), our actions block where the tracker inserts it. */
const TRACKER = windowFrame({ classes: "sidebar-popout", width: 300, title: "Combat" }).replace(
  "{{content}}",
  `<ol class="combat-tracker plain"><li class="combatant active" data-combatant-id="hero">
    <img class="token-image" alt="" src="icons/svg/mystery-man.svg">
    <div class="token-name"><strong class="name">Hagen von Tronje</strong>{{content}}</div>
    <div class="token-initiative"><span class="initiative">27</span></div></li></ol>`,
);

/** Hagen's turn: two actions, one spent on an attack, one saved; a bonus and a destiny die left. */
const ACTIONS = actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: true, started: true, bonusDice: 1, destinyDice: 1, canStealFromSomeone: true });

/** Renders of each tour's stage: the windows its steps point into. */
async function stageRenders(browser: HarnessBrowser, tour: TourId, lang: Lang): Promise<RenderedView[]> {
  const t = translator(lang);
  if (tour === "firstCharacter") {
    const docs = packDocuments(lang);
    const { catalog, entries } = packCatalog(docs);
    const state = { base: emptyCharacterInput({ era: "middleAges", extensions: [], world: "terra" }), catalog, draft: newDraft("creation") };
    const data = builderContext({ state, entries, ui: DEFAULT_UI, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false }, t);
    const wrapper = `<div id="app" class="application phasesix phasesix-builder-app" style="width:980px;height:780px;max-height:none">
      <header class="window-header">Phase Six</header><section class="window-content" style="display:flex;flex-direction:column;min-height:0">{{content}}</section></div>`;
    return [await browser.render({ template: "templates/builder/builder.hbs", data, lang, wrapper })];
  }
  if (tour === "sheet") {
    const data = buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: "attributes", locale: lang }), lang), localizer(lang));
    return [await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: CHARACTER_SHEET_PARTS, width: 760, windowClasses: "sheet actor character" })];
  }
  // First combat: the tracker block, an attack card with one target, the protection dialog.
  const dice = [dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([6, 5])];
  const score = scoreAttack(dice, { minRoll: 5, critThreshold: 11, canCrit: true });
  const sword = packDocument("weapons", lang, "weapon:long-sword").name;
  const data: PhaseSixRollData = {
    scoring: "attack",
    minRoll: 5,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
    check: { ...prepareCheck(sampleRollView(), "skill", "handToHand", {}), attack: { mode: "melee", weaponName: sword, ammunition: 0 } },
  };
  const roll = rollCardContext({ data, score: scoreCheck(dice, { minRoll: 5 }), attack: score, actions: actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 0 }, 4, true), isPrivate: false, flavor: sword }, t);
  const orc = lang === "de" ? "Ork-Krieger" : "Orc warrior";
  const card = {
    attacker: { actorUuid: "Actor.h", tokenUuid: null, name: "Hagen von Tronje" },
    weapon: { name: sword, wounds: 1, piercing: 1, conditions: {}, melee: true, special: "none" as const },
    mode: "melee" as const,
    targets: newTargets(score, [{ tokenUuid: null, actorUuid: "Actor.o", name: orc }]),
  };
  const targets = attackTargetsContext(
    { card, viewers: [{ facts: { actions: 1, conditions: {}, shieldCover: 0, shieldBlockRaised: false }, evasion: 3, minRoll: 5, parryWeapons: [{ key: "unarmed", name: lang === "de" ? "Waffenlos" : "Unarmed", dice: 2, minRoll: 5 }] }] },
    t,
  );
  const protection = protectionDialogContext(
    { target: orc, hits: score, piercing: 1, conditions: {}, variant: "pool", pool: { normal: 2, critical: 1, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 0 }, innate: {}, flat: 0 },
    t,
  );
  return [
    await browser.render({ template: "templates/combat/actions.hbs", data: ACTIONS, lang, wrapper: TRACKER }),
    await browser.render({ template: "tests/browser/templates/attack-card.hbs", data: { roll, targets }, lang, wrapper: CHAT_LOG, partials: ["templates/chat/roll-card.hbs", "templates/chat/attack-targets.hbs"] }),
    await browser.render({
      template: "templates/dialog/protection.hbs",
      data: protection,
      lang,
      wrapper: dialogFrame({ classes: dialogClasses(), width: 400, title: lang === "de" ? "Schutz" : "Protection", buttons: [{ label: lang === "de" ? "Anwenden" : "Apply" }] }),
    }),
  ];
}

/** How many elements each step's selector finds across the stage's renders. */
async function selectorHits(tour: TourDefinition, views: RenderedView[]): Promise<Record<string, number>> {
  const hits: Record<string, number> = {};
  for (const step of tour.steps) {
    if (!step.selector) continue;
    let count = 0;
    for (const view of views) count += await view.page.locator(step.selector).count();
    hits[step.id] = count;
  }
  return hits;
}

describe("tours against the rendered templates", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it.each(TOURS.map((tour) => [tour.id, tour] as const))(`%s: every step's selector finds its element in ${lang}`, async (_id, tour) => {
      const views = await stageRenders(browser, tour.id, lang);
      const hits = await selectorHits(tour, views);
      const missing = Object.entries(hits).filter(([, count]) => count === 0).map(([id]) => id);
      expect(missing).toEqual([]);
      expect(Object.keys(hits).length).toBe(tour.steps.filter((step) => step.selector).length);
      for (const view of views) await view.page.close();
    });
  }
});

/** Core's tour step as the tooltip shows it: our stand-in of its markup (header, paragraphs, counter, buttons). */
function tourTooltip(lang: Lang, tour: TourId, stepId: string, index: number, total: number): string {
  const strings = loadTranslations(lang);
  const title = strings.get(stepKey(tour, stepId, "Title")) ?? "";
  const paragraphs = (strings.get(stepKey(tour, stepId, "Content")) ?? "").split("\n");
  return `<aside id="tooltip" class="tour themed theme-dark" role="tooltip" data-tooltip-direction="LEFT">
    <header class="step-header"><h3 class="step-title">${title}</h3><a class="step-button" role="button" data-action="exit" aria-label="exit"><i class="fa-regular fa-circle-xmark"></i></a></header>
    ${paragraphs.map((p) => `<p class="content">${p}</p>`).join("")}
    <footer class="step-controls"><a class="step-button" role="button" data-action="previous" aria-label="previous"><i class="fa-solid fa-circle-arrow-left"></i></a>
      <span class="progress">Step ${index + 1} of ${total}</span>
      <a class="step-button" role="button" data-action="next" aria-label="next"><i class="fa-solid fa-circle-arrow-right"></i></a></footer>
  </aside>`;
}

/** Stand-in rules for core's tour tooltip and fade (written for this test), around the page's own frame. */
const TOUR_CSS = `<style>
  .tour-stage { position: relative; display: flex; justify-content: flex-end; width: 720px; padding: 24px; overflow: hidden; background: var(--page-background); }
  #tooltip.tour { position: absolute; width: 320px; padding: 8px 12px; border-radius: 6px; z-index: 2;
    background: #16150f; border: 1px solid #ff6400; color: var(--color-text-primary); font-size: 14px; box-shadow: 0 0 16px #000c; }
  #tooltip.tour .step-header { display: flex; align-items: center; gap: 8px; border-bottom: 1px solid #5c5a52; }
  #tooltip.tour .step-title { flex: 1; margin: 4px 0; font-size: 16px; }
  #tooltip.tour .content { margin: 6px 0; line-height: 1.35; }
  #tooltip.tour .step-controls { display: flex; align-items: center; justify-content: space-between; }
  #tooltip.tour .step-button { color: var(--color-text-primary); font-size: 18px; }
  #tooltip.tour .progress { color: var(--color-text-secondary); }
  #tooltip.tour::after { content: ""; position: absolute; right: -8px; top: var(--arrow-top, 50%); border: 8px solid transparent; border-right: none; border-left-color: #ff6400; }
  .tour-fadeout { position: absolute; z-index: 1; border-radius: 4px; pointer-events: none; box-shadow: 0 0 0 2000px rgba(0, 0, 0, 0.55); }
</style>`;

describe("a tour step over the combat tracker", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("shows the action-pips step beside the highlighted pips in %s", async (lang) => {
    const tour = TOURS.find((t) => t.id === "firstCombat");
    if (!tour) throw new Error("no first-combat tour");
    const index = tour.steps.findIndex((step) => step.id === "pips");
    const step = tour.steps[index];
    const wrapper = `<div class="tour-stage">${TOUR_CSS}${tourTooltip(lang, "firstCombat", "pips", index, tour.steps.length)}<div class="tour-fadeout"></div>${TRACKER}</div>`;
    const view = await browser.render({ template: "templates/combat/actions.hbs", data: ACTIONS, lang, wrapper });
    // Place the fade round the target (with Foundry's 10 px padding) and the tooltip to its left, as the LEFT direction does.
    const placed = await view.page.evaluate((selector) => {
      const stage = document.querySelector<HTMLElement>(".tour-stage");
      const target = selector ? document.querySelector<HTMLElement>(selector) : null;
      const tooltip = document.querySelector<HTMLElement>("#tooltip");
      const fade = document.querySelector<HTMLElement>(".tour-fadeout");
      if (!stage || !target || !tooltip || !fade) return false;
      const s = stage.getBoundingClientRect();
      const r = target.getBoundingClientRect();
      Object.assign(fade.style, { left: `${r.left - s.left - 5}px`, top: `${r.top - s.top - 5}px`, width: `${r.width + 10}px`, height: `${r.height + 10}px` });
      const top = Math.max(8, r.top - s.top + r.height / 2 - tooltip.offsetHeight / 2);
      Object.assign(tooltip.style, { left: `${r.left - s.left - tooltip.offsetWidth - 16}px`, top: `${top}px` });
      tooltip.style.setProperty("--arrow-top", `${r.top - s.top + r.height / 2 - top - 8}px`);
      stage.style.minHeight = `${top + tooltip.offsetHeight + 24}px`;
      return true;
    }, step?.selector ?? null);
    expect(placed).toBe(true);
    expect(await view.rawKeys()).toEqual([]);
    const strings = loadTranslations(lang);
    expect(await view.page.textContent("#tooltip .step-title")).toBe(strings.get(stepKey("firstCombat", "pips", "Title")));
    expect(await view.page.textContent("#tooltip .step-title")).toBe(lang === "de" ? "Aktionspunkte" : "Action pips");
    // The tooltip sits left of the pips and does not cover them.
    const tip = await view.page.locator("#tooltip").boundingBox();
    const pips = await view.page.locator(".phasesix-pips").boundingBox();
    expect(tip && pips && tip.x + tip.width <= pips.x).toBe(true);
    expect(await view.guard()).toEqual([]);
    await view.screenshot(`tour-first-combat-${lang}`);
  });
});
