/**
 * The 2026 edition in real Chromium with the compiled CSS, German and English, light and dark: the
 * welcome card's edition question, the roll dialog's 2026 difficulty list, the builder's templates
 * step paid with reputation, and the tracker's Quick Reaction pip. Screenshots:
 * welcome-edition-{de,en}, roll-dialog-difficulty-2026-{de,en}, builder-templates-2026-{de,en},
 * combat-tracker-quick-reaction-{de,en} (each also -dark).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { welcomeContext } from "../../src/applications/welcome.ts";

let browser: HarnessBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const chatLog = `<ol id="chat-log"><li class="chat-message"><div class="message-content">{{content}}</div></li></ol>`;

describe("the welcome card asks for the rulebook edition", () => {
  it.each(["en", "de"] as const)("offers 2025 and 2026 with one sentence on what differs, in %s", async (lang) => {
    const view = await browser.render({ template: "templates/system/welcome.hbs", data: welcomeContext("0.1.0", "2026"), lang, wrapper: chatLog });
    const buttons = view.page.locator("button[data-phasesix-edition]");
    expect(await buttons.evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.phasesixEdition, el.getAttribute("aria-pressed")]))).toEqual([
      ["2025", "false"],
      ["2026", "true"],
    ]);
    const text = await view.page.textContent(".phasesix-welcome-edition");
    expect(text).toContain(lang === "de" ? "Nach welchem Regelwerk" : "Which rulebook");
    expect(text).toContain("+1/+3/+6/+12");
    expect(await view.overflowing(".phasesix-welcome, .phasesix-welcome *")).toEqual([]);
    await view.screenshot(`welcome-edition-${lang}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Roll dialog: the 2026 difficulty list

import { loadTranslations, type Lang } from "./harness.ts";
import { formatString } from "./handlebars-helpers.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import type { Translate } from "../../src/applications/chat/roll-card-context.ts";
import { defaultDialogState, rollDialogContext } from "../../src/applications/roll-dialog-context.ts";
import { buildRuleset } from "../../src/rules/ruleset/index.ts";
import { DEFAULT_WORLD_RULES } from "../../src/rules/catalog/world-rules.ts";

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}
const rollModes = { publicroll: "PHASESIX.Dialog.Roll", gmroll: "PHASESIX.Dialog.RollMode" };
const R2026 = buildRuleset({ edition: "2026" });
const TIRAKAN_2026 = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });

describe("the roll dialog in the 2026 edition", () => {
  it.each(["en", "de"] as const)("lists the difficulties +1/+3/+6/+12 and names the edition, in %s", async (lang) => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, perception: 4 } });
    const context = rollDialogContext(view, { kind: "skill", key: "perception", actorName: "Hagen von Tronje", ruleset: R2026 }, { ...defaultDialogState(), difficulty: 6 }, rollModes, translator(lang));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang, width: 460 });
    expect(await page.rawKeys()).toEqual([]);
    const values = await page.page.locator("select[name=difficulty] option").evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(values).toEqual(["-2", "-1", "0", "1", "3", "6", "12", "free"]);
    expect(await page.page.inputValue("select[name=difficulty]")).toBe("6");
    // Perception 4 at 5 + 6 (extremely difficult) = 11+
    expect(await page.page.textContent("[data-summary=minRoll]")).toBe("11+");
    expect(await page.page.textContent(".roll-dialog-edition")).toContain("2026");
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-summary")).toEqual([]);
    await page.screenshot(`roll-dialog-difficulty-2026-${lang}`);
  });

  it.each(["en", "de"] as const)("offers aiming for a thrown weapon and no recoil in the Tirakan book, in %s", async (lang) => {
    const view = sampleRollView({ skills: { ...sampleRollView().skills, throwing: 3, perception: 2 } });
    const target = { kind: "skill" as const, key: "throwing", attack: { mode: "thrown" as const, weaponName: "Wurfbeil", damagePotential: 1 }, actorName: "Anna", ruleset: TIRAKAN_2026 };
    const context = rollDialogContext(view, target, { ...defaultDialogState(), aimActions: 1 }, rollModes, translator(lang));
    const page = await browser.render({ template: "templates/dialog/roll-dialog.hbs", data: context, lang, width: 460 });
    expect(await page.rawKeys()).toEqual([]);
    expect(await page.page.locator("input[name=aimActions]").count()).toBe(1);
    expect(await page.page.locator("input[name=precedingAttacks]").count()).toBe(0);
    expect(await page.page.textContent("[data-summary=critThreshold]")).toBe("9+");
    expect(await page.overflowing(".window-content, .form-group, .roll-dialog-summary, .roll-dialog-toggles")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Combat tracker: the Quick Reaction pip and the round-start card

import { actionsView } from "../../src/applications/combat-tracker-context.ts";

const trackerRow = (width: number) => `
  <section id="combat" class="sidebar-tab" style="width:${width}px;background:#1f1e1a;color:#e7e5dd;padding:4px">
    <ol class="combat-tracker plain" style="list-style:none;margin:0;padding:0">
      <li class="combatant" style="display:flex;gap:6px;align-items:center;padding:4px">
        <img class="token-image" alt="" style="width:32px;height:32px;background:#555" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <div class="token-name"><strong class="name">Hagen von Tronje</strong>{{content}}</div>
        <div class="token-initiative"><span class="initiative">27</span></div>
      </li>
    </ol>
  </section>`;

describe("the tracker's Quick Reaction", () => {
  it.each(["en", "de"] as const)("draws a held Quick Reaction as its own pip with its own text, in %s", async (lang) => {
    const data = actionsView({ combatantId: "hero", actions: 1, max: 2, pendingLoss: 0, isOwner: true, active: false, started: true, bonusDice: 1, destinyDice: 1, canStealFromSomeone: true, quickReaction: true });
    const view = await browser.render({ template: "templates/combat/actions.hbs", data, lang, wrapper: trackerRow(300) });
    expect(await view.rawKeys()).toEqual([]);
    const pip = view.page.locator(".phasesix-pip.is-quickReaction");
    expect(await pip.count()).toBe(1);
    expect(await pip.getAttribute("data-tooltip")).toBe(lang === "de" ? "Blitzreaktion: nur als Reaktion nutzbar, bis zum ersten eigenen Zug" : "Quick Reaction: usable only as a reaction until the first turn");
    const shape = await pip.evaluate((el) => getComputedStyle(el).borderTopLeftRadius + " " + getComputedStyle(el).borderTopRightRadius);
    expect(shape).toBe("0px 50%");
    await view.screenshot(`combat-tracker-quick-reaction-${lang}`);
  });

  it.each(["en", "de"] as const)("lists the Quick Reaction rolls on the round-start card, in %s", async (lang) => {
    const strings = loadTranslations(lang);
    const i18n = { localize: (k: string) => strings.get(k) ?? k, format: (k: string, d: Record<string, string>) => formatString(strings.get(k) ?? k, d) };
    const quickReactions = quickReactionCardLines(
      [
        { name: "Hagen", hidden: false, result: { dice: [{ faces: [6, 2], total: 8 }, { faces: [3], total: 3 }], successes: 1, granted: true } },
        { name: "Kriemhild", hidden: false, result: { dice: [{ faces: [4], total: 4 }], successes: 0, granted: false } },
      ] as never,
      i18n,
    );
    const data = { ...roundStartHeadings(1, { saves: 0, quickReactions: quickReactions.length }, i18n), lines: [], quickReactions };
    const view = await browser.render({ template: "templates/combat/round-start.hbs", data, lang, wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".phasesix-quick-reactions li").count()).toBe(2);
    // Titled by what it holds (only Quick Reactions in round 1), in our cards' size.
    expect(await view.page.locator("h3.phasesix-round-start-title").textContent()).toBe(lang === "de" ? "Runde 1: Blitzreaktion (Auffassungsgabe)" : "Round 1: Quick Reaction (Apprehension)");
    expect(await view.page.locator("h4").count()).toBe(0);
    expect(await view.page.locator(".phasesix-quick-reactions li.is-good .dice").textContent()).toBe("6+2, 3");
    expect(await view.overflowing(".phasesix-round-start *")).toEqual([]);
  });
});

import { quickReactionCardLines } from "../../src/documents/quick-reaction-lines.ts";
import { roundStartHeadings } from "../../src/documents/round-start-card.ts";

// ---------------------------------------------------------------------------------------------
// Builder: the templates step paid with reputation

import { builderContext, DEFAULT_UI } from "../../src/applications/builder/builder-context.ts";
import type { BuilderDraft, BuilderState } from "../../src/rules/character/index.ts";
import { emptyCharacterInput, newDraft, pickLineage, pickTemplate, goToStep } from "../../src/rules/character/index.ts";
import { keyOf, packCatalog, packDocuments } from "../builder/pack-catalog.ts";

const BUILDER_WINDOW = `<div id="app" class="application phasesix phasesix-builder-app" style="width:980px;height:780px;max-height:none">
  <header class="window-header">Phase Six</header><section class="window-content" style="display:flex;flex-direction:column;min-height:0">{{content}}</section></div>`;
const BUILDER_LABELS = ".builder-steps button, .builder-filter, .phasesix-button, .builder-check, .counter-label, .builder-counter small, .builder-capital, .builder-foot .builder-mode, .builder-values li span, .card-name";

describe("the builder in the 2026 edition", () => {
  it.each(["de", "en"] as const)("spends reputation on templates (20 to start) and counts it, in %s", async (lang) => {
    const docs = packDocuments(lang);
    const { catalog, entries } = packCatalog(docs);
    let state: BuilderState = { base: { ...emptyCharacterInput({ era: "middleAges", extensions: [], world: "terra" }), ruleset: R2026 }, catalog, draft: newDraft("creation", 2000) };
    const apply = (result: { ok: boolean; draft: BuilderDraft }) => {
      state = { ...state, draft: result.draft };
      return result.ok;
    };
    expect(apply(pickLineage(state, keyOf(docs, "lineage", lang === "de" ? "Mensch" : "Human")))).toBe(true);
    const occupation = catalog.templates.find((t) => t.category === "occupation" && t.cost >= 5 && t.eras.includes("middleAges") && t.extensions.length === 0);
    expect(occupation && apply(pickTemplate(state, occupation.id))).toBe(true);
    expect(apply(goToStep(state, "templates"))).toBe(true);
    const localize = (key: string, data?: Record<string, string | number>) => formatString(loadTranslations(lang).get(key) ?? key, (data ?? {}) as Record<string, string>);
    const data = builderContext({ state, entries, ui: { ...DEFAULT_UI }, actorName: "Ada", owned: { lineage: null, templates: [] }, magic: false }, localize);
    const view = await browser.render({ template: "templates/builder/builder.hbs", data, lang, wrapper: BUILDER_WINDOW });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(BUILDER_LABELS)).toEqual([]);
    const left = Number(await view.page.locator("[data-points-left]").textContent());
    expect(left).toBe(20 - (occupation?.cost ?? 0));
    expect(await view.page.textContent(".builder-counter")).toMatch(lang === "de" ? /Reputation/ : /Reputation/i);
    await view.screenshot(`builder-templates-2026-${lang}`);
  });
});
