/**
 * What issue 30's first session changed on screen, rendered with the compiled CSS in headless
 * Chromium from the real context preparation, in German and English (every render guarded: no cut
 * text, readable contrast): the tick card of the 2025 edition and the horror tab with a tick still to
 * choose, the initiative card (the dice and what they are for, never "3dp"), a dodge without dice on
 * the attack card (disabled, with the reason), and a roll link that says a token is needed.
 * Screenshots: tick-card-{de,en}, horror-tick-owed-de, initiative-card-{de,en},
 * attack-card-no-dodge-dice-de, enricher-needs-token-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { formatString } from "./handlebars-helpers.ts";
import { localizer } from "./sheet-localize.ts";
import { localizedSampleCharacter } from "./pack-twins.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";
import { tickCardContext } from "../../src/documents/actor-tick.ts";
import { initiativeCardContext } from "../../src/applications/chat/initiative-card-context.ts";
import { attackTargetsContext, type DefenderInput } from "../../src/applications/chat/attack-card-context.ts";
import { enricherMarkup, enricherView, linkAvailability } from "../../src/applications/enricher-view.ts";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { dieFromFaces, scoreAttack } from "../../src/rules/index.ts";
import { findEnrichers } from "../../src/rules/enrichers.ts";
import { DEFAULT_RULESET } from "../../src/rules/ruleset/index.ts";
import { newTargets, type AttackCard } from "../../src/rules/attack/card.ts";

function translator(lang: Lang): (key: string, data?: Record<string, string | number>) => string {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

describe("first session cards", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("the tick card says what happened and offers the choice, in %s", async (lang) => {
    const t = translator(lang);
    const data = tickCardContext("Mara", 1, true, (key, d) => t(key, d));
    const view = await browser.render({ template: "templates/chat/tick-card.hbs", data, lang, wrapper: CHAT_LOG });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".tick-card h3").textContent()).toBe(lang === "de" ? "Mara: ein Tick" : "Mara: a quirk");
    expect(await view.page.locator("button[data-phasesix-tick-choose]").textContent()).toContain(lang === "de" ? "Tick wählen" : "Choose the quirk");
    expect(await view.overflowing(".tick-card *")).toEqual([]);
    await view.screenshot(`tick-card-${lang}`);
  });

  it("the 2025 horror tab shows a tick still to choose beside the tick count, not 'Keine Ticks — noch nicht'", async () => {
    const base = sampleCharacterInput({ activeTab: "horror", locale: "de" });
    const input = { ...base, ticksOwed: 1, items: base.items.filter((i) => i.type !== "quirk") };
    const data = buildCharacterContext(localizedSampleCharacter(input, "de"), localizer("de"));
    const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang: "de", partials: CHARACTER_SHEET_PARTS, width: 760, windowClasses: "sheet actor character" });
    expect(await view.rawKeys()).toEqual([]);
    const tab = view.page.locator(".phasesix-tab-body.tab-horror");
    expect(await tab.locator(".phasesix-ticks-owed").textContent()).toContain("Ticks zu wählen: 1");
    expect(await tab.locator('[data-action="chooseQuirk"]').count()).toBe(1);
    expect(await tab.locator(".phasesix-empty").textContent()).toBe("Noch kein Tick gewählt.");
    await view.screenshot("horror-tick-owed-de");
  });

  it.each(["de", "en"] as const)("the initiative card shows the dice and what they are for, in %s", async (lang) => {
    const data = initiativeCardContext(
      { chains: [dieFromFaces([6, 6, 2]), dieFromFaces([3]), dieFromFaces([5])], basis: { variant: "book", quickness: 3, shocked: 0 }, added: 0, total: 22, isPrivate: false },
      translator(lang),
    );
    const view = await browser.render({ template: "templates/chat/initiative-card.hbs", data, lang, wrapper: CHAT_LOG });
    expect(await view.rawKeys()).toEqual([]);
    const text = (await view.page.locator(".phasesix-initiative-card").textContent()) ?? "";
    expect(text).not.toMatch(/\ddp/);
    expect(await view.page.locator(".initiative-card-basis").textContent()).toBe(lang === "de" ? "3 Würfel für Schnelligkeit 3, zusammengezählt" : "3 dice for Quickness 3, added up");
    expect(await view.page.locator(".initiative-card-total").textContent()).toBe("22");
    expect(await view.page.locator(".roll-card-dice .chain").allTextContents()).toEqual(["6+6+2 = 14", "3", "5"]);
    await view.screenshot(`initiative-card-${lang}`);
  });

  it("a dodge without dice is disabled on the attack card and says why (de)", async () => {
    const score = scoreAttack([dieFromFaces([5]), dieFromFaces([6])], { minRoll: 5, critThreshold: 11, canCrit: true });
    const card: AttackCard = {
      attacker: { actorUuid: "Actor.a", tokenUuid: null, name: "Ork-Krieger" },
      weapon: { name: "Dolch", wounds: 1, piercing: 0, conditions: {}, melee: true, special: "none" },
      mode: "melee",
      targets: newTargets(score, [{ tokenUuid: null, actorUuid: "Actor.b", name: "Mara" }]),
    };
    const viewer: DefenderInput = { facts: { actions: 1, conditions: {}, dodgeDice: 0 }, evasion: 0, minRoll: 5, parryWeapons: [] };
    const data = attackTargetsContext({ card, viewers: [viewer] }, translator("de"));
    const view = await browser.render({ template: "templates/chat/attack-targets.hbs", data, lang: "de", wrapper: CHAT_LOG });
    const dodge = view.page.locator('button[data-phasesix-defence="dodge"]');
    expect(await dodge.isDisabled()).toBe(true);
    expect(await dodge.textContent()).toBe("Ausweichen");
    expect(await dodge.getAttribute("data-tooltip")).toContain("Keine Würfel zum Ausweichen");
    await view.screenshot("attack-card-no-dodge-dice-de");
  });

  it.each(["de", "en"] as const)("a roll link without a token or character says so before the click, in %s", async (lang) => {
    const localize = localizer(lang);
    const source = lang === "de" ? "<p>Prüft [[/check perception]] und [[/condition bleeding]].</p>" : "<p>Roll [[/check perception]] and [[/condition bleeding]].</p>";
    let html = source;
    for (const found of findEnrichers(source).reverse()) {
      const view = enricherView(found.parse, source.slice(found.index, found.index + found.length), DEFAULT_RULESET.difficulties, localize);
      html = html.slice(0, found.index) + enricherMarkup(view, linkAvailability(view, null, localize)) + html.slice(found.index + found.length);
    }
    const view = await browser.render({ template: "tests/browser/templates/raw.hbs", data: { html }, lang, wrapper: CHAT_LOG });
    expect(await view.page.locator("a.phasesix-enricher-unavailable").count()).toBe(2);
    expect(await view.page.locator("a.phasesix-enricher-unavailable").first().getAttribute("data-tooltip")).toMatch(lang === "de" ? /^Wähle zuerst ein Token aus/ : /^Select a token/);
    await view.screenshot(`enricher-needs-token-${lang}`);
  });
});
