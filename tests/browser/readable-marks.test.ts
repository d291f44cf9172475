/**
 * Results and protection readable without colour (issue 14): a roll card marks a success (✓), a
 * critical (★) and a one (hatched, dotted box) in shape, not only in colour; worn armour lists its
 * protection units as localized words ("3 Normal", "1 Kritisch"), not as English initials.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleCharacter } from "./pack-twins.ts";
import { CHAT_LOG } from "./frame.ts";
import { formatString } from "./handlebars-helpers.ts";
import { dieFromFaces, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { localizer } from "./sheet-localize.ts";
import "../foundry/data-fields.ts";
import { StandInUser, installGame } from "../foundry/game.ts";
import { roundStartCardLines } from "../../src/documents/combat-round.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";

const chatLog = CHAT_LOG;
const translator = (lang: Lang): Translate => {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
};

describe("readable without colour", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("marks successes, criticals and ones on the roll card by shape (%s)", async (lang) => {
    const chains = [dieFromFaces([6, 6, 2]), dieFromFaces([5]), dieFromFaces([1]), dieFromFaces([3])];
    const check = prepareCheck(sampleRollView(), "skill", "perception", {});
    const context = rollCardContext(
      {
        data: { scoring: "check", minRoll: check.minRoll, critThreshold: 11, canCrit: true, destinyReroll: false, spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, log: [], check: { ...check } },
        score: scoreCheck(chains, { minRoll: check.minRoll, allDestiny: false }),
        actions: actionStates({ bonusDice: 0, rerolls: 0, destinyDice: 0 }, chains.length, false),
        isPrivate: false,
      },
      translator(lang),
    );
    const view = await browser.render({ template: "templates/chat/roll-card.hbs", data: context, lang, wrapper: chatLog });
    await view.screenshot(`chat-card-marks-${lang}`);
    const mark = (selector: string) => view.page.$eval(selector, (el) => getComputedStyle(el, "::before").content);
    expect(await mark(".die.critical")).toBe('"★"');
    expect(await mark(".die.success:not(.critical)")).toBe('"✓"');
    expect(await mark(".die.failure:not(.one)")).toBe("none");
    expect(await view.page.locator(".die.one").count()).toBe(1);
    const one = await view.page.$eval(".die.one", (el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).backgroundImage]);
    expect(one[0]).toBe("dotted");
    expect(one[1]).toContain("repeating-linear-gradient");
  });

  it.each(["de", "en"] as const)("lists armour protection as localized units (%s)", async (lang) => {
    const data = buildCharacterContext(localizedSampleCharacter(sampleCharacterInput({ activeTab: "combat", locale: lang }), lang), localizer(lang));
    const view = await browser.render({
      template: "tests/browser/templates/character-sheet.hbs",
      data,
      lang,
      partials: CHARACTER_SHEET_PARTS,
      width: 760,
      windowClasses: "sheet actor character",
    });
    const units = await view.page.locator(".protection-unit").allTextContents();
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit).toMatch(/^\d+ \p{L}{3,}/u);
    expect(units.join(" ")).toContain(lang === "de" ? "Normal" : "Normal");
    expect(await view.page.locator(".phasesix-code").count()).toBe(0);
  });

  it.each(["de", "en"] as const)("says each round-start save in a full sentence (%s)", async (lang) => {
    const gm = new StandInUser("gm", "GM", true);
    installGame({ users: [gm], user: gm, lang });
    const die = (faces: number[]) => ({ faces, total: faces.reduce((a, b) => a + b, 0), destiny: false });
    const lines = roundStartCardLines([
      { combatantId: "a", name: "Hagen", hidden: false, dead: false, wounds: 2, saves: [
        { condition: "bleeding", attribute: "endurance", dice: [die([6, 2]), die([3])], successes: 1, before: 2, after: 2, wounds: 0 },
        { condition: "shocked", attribute: "endurance", dice: [die([5]), die([6, 1])], successes: 2, before: 2, after: 0, wounds: 0 },
      ] },
      { combatantId: "b", name: "Räuber", hidden: false, dead: true, wounds: 0, saves: [{ condition: "dying", attribute: "resistance", dice: [die([2])], successes: 0, before: 5, after: 6, wounds: 0 }] },
    ]);
    const data = { title: lang === "de" ? "Runde 2: Rettungswürfe der Zustände" : "Round 2: condition saves", deadLabel: lang === "de" ? "tot" : "dead", lines };
    const view = await browser.render({ template: "templates/combat/round-start.hbs", data, lang, wrapper: CHAT_LOG });
    await view.screenshot(`round-start-sentences-${lang}`);
    const results = await view.page.locator(".phasesix-save .result").allTextContents();
    expect(results[2]).toBe(lang === "de" ? "Sterbend 5 → 6: Rettungswurf misslungen (kein Erfolg)." : "Dying 5 → 6: the save failed (no success).");
    expect(await view.rawKeys()).toEqual([]);
  });
});
