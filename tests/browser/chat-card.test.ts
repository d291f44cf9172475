/**
 * The Phase Six roll card (templates/chat/roll-card.hbs) rendered with the compiled CSS in headless
 * Chromium, in English and German, from the real context preparation: each die as its chain,
 * successes/criticals/destiny marked, buttons present with their disabled states, nothing overflowing
 * the 300 px chat log, no raw i18n keys. Screenshots go to test-results/browser/.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { formatString } from "./handlebars-helpers.ts";
import { dieFromFaces, scoreCheck, type DieChain } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type RollCardInput, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { groupCardContext, type GroupRollData } from "../../src/applications/gm-tools/group-roll-context.ts";

/** The rules HTML of the pack entry with stable key `key`. */
function packRules(pack: string, key: string): string {
  const dir = path.join(import.meta.dirname, "..", "..", "packs", pack);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { flags?: { phasesix?: { key?: string } }; system?: { rules?: string } };
    if (doc.flags?.phasesix?.key === key) return doc.system?.rules ?? "";
  }
  throw new Error(`${pack} has no entry ${key}`);
}

const chatLog = CHAT_LOG;

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

function input(chains: DieChain[], overrides: Partial<PhaseSixRollData> = {}, rest: Partial<RollCardInput> = {}): RollCardInput {
  const view = sampleRollView({ conditions: { ...sampleRollView().conditions, poisoned: 1, shocked: 1 } });
  const check = prepareCheck(view, "skill", "perception", { difficulty: 2 });
  const data: PhaseSixRollData = {
    scoring: "check",
    minRoll: check.minRoll,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 2, rerolls: 1, destinyDice: 1 },
    log: [
      { action: "bonusDie", user: "Anna" },
      { action: "reroll", user: "Anna" },
    ],
    check: { ...check },
    ...overrides,
  };
  return {
    data,
    score: scoreCheck(chains, { minRoll: data.minRoll, allDestiny: data.destinyReroll }),
    actions: actionStates({ bonusDice: 1, rerolls: 0, destinyDice: 2 }, chains.length, true),
    isPrivate: false,
    ...rest,
  };
}

const dice = [dieFromFaces([6, 6, 2]), dieFromFaces([4]), dieFromFaces([6, 3]), dieFromFaces([1]), dieFromFaces([5], true)];

describe("roll chat card", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("shows chains, marks, outcome and the owner's buttons in %s", async (lang) => {
    const context = rollCardContext(input(dice), translator(lang));
    const view = await browser.render({ template: "templates/chat/roll-card.hbs", data: context, lang, wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    const chains = await view.page.locator(".roll-card-dice .die .chain").allTextContents();
    expect(chains).toEqual(["6+6+2", "4", "6+3", "1", "5"]);
    expect(await view.page.locator(".die.critical").count()).toBe(1);
    expect(await view.page.locator(".die.success").count()).toBe(3);
    expect(await view.page.locator(".die.destiny").count()).toBe(1);
    expect(await view.page.textContent(".die.critical")).toContain("14");
    const buttons = view.page.locator(".roll-card-actions button");
    expect(await buttons.count()).toBe(4);
    const disabled = await buttons.evaluateAll((els) => els.map((el) => (el as HTMLButtonElement).disabled));
    expect(disabled).toEqual([false, false, true, false]);
    expect(await buttons.nth(2).getAttribute("data-tooltip")).toBe(lang === "de" ? "Keine Wiederholungswürfe mehr übrig." : "No Rerolls left.");
    expect(await view.page.textContent(".roll-card-outcome")).toBe(lang === "de" ? "Gelungen" : "Passed");
    expect(await view.overflowing(".phasesix-roll-card, .phasesix-roll-card *")).toEqual([]);
    const card = await view.box(".phasesix-roll-card");
    expect(card?.width).toBeLessThanOrEqual(300);
    const border = await view.page.$eval(".phasesix-roll-card", (el) => getComputedStyle(el).borderLeftColor);
    expect(border).toBe("rgb(46, 125, 50)");
    await view.screenshot(`chat-card-${lang}`);
  });

  it.each(["en", "de"] as const)("flags side effects and a failed roll without buttons for onlookers in %s", async (lang) => {
    const ones = [dieFromFaces([1]), dieFromFaces([1]), dieFromFaces([3])];
    const context = rollCardContext(
      input(ones, { sideEffects: true, log: [], spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 } }, { actions: actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 1 }, 3, false) }),
      translator(lang),
    );
    const view = await browser.render({ template: "templates/chat/roll-card.hbs", data: context, lang, wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".roll-card-side-effects").count()).toBe(1);
    expect(await view.page.locator(".roll-card-actions").count()).toBe(0);
    expect(await view.page.textContent(".roll-card-outcome")).toBe(lang === "de" ? "Misslungen" : "Failed");
    await view.screenshot(`chat-card-side-effects-${lang}`);
  });

  it.each(["en", "de"] as const)("shows a cast spell's power, its side effects and chaos at magic level 7 in %s", async (lang) => {
    const dice = [dieFromFaces([6, 4]), dieFromFaces([6, 3]), dieFromFaces([2]), dieFromFaces([3])];
    // what the spell does: the Fireball's rules text of the compendium of that language
    const spellRules = packRules(`spells-${lang}`, "spell:fireball");
    const context = rollCardContext({ ...input(dice, { sideEffects: true, log: [], spell: { power: 2, arcanaCost: 3, magicLevel: 7 } }), spellRules }, translator(lang));
    const view = await browser.render({ template: "templates/chat/roll-card.hbs", data: context, lang, wrapper: chatLog });
    await view.screenshot(`chat-card-spell-${lang}`);
    expect(await view.page.textContent(".roll-card-spell-rules")).toContain(lang === "de" ? "Feuerball" : "fireball");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.textContent(".roll-card-power")).toContain(lang === "de" ? "Stärke 4" : "Power 4");
    expect(await view.page.textContent(".roll-card-side-effects")).toContain(lang === "de" ? "Magieniveau 7" : "magic level 7");
    expect(await view.page.locator(".roll-card-chaotic").count()).toBe(1);
    expect(await view.overflowing(".phasesix-roll-card, .phasesix-roll-card *")).toEqual([]);
  });

  it("hides the dice of a private (blind) roll", async () => {
    const context = rollCardContext(input(dice, {}, { isPrivate: true }), translator("de"));
    const view = await browser.render({ template: "templates/chat/roll-card.hbs", data: context, lang: "de", wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".roll-card-dice").count()).toBe(0);
    expect(await view.page.locator("button").count()).toBe(0);
    expect(await view.page.textContent(".roll-card-private")).toBe("Dieser Wurf ist verborgen.");
  });

  it.each(["en", "de"] as const)("tallies a group roll with a roll button for the viewer's own character in %s", async (lang) => {
    const data: GroupRollData = {
      kind: "skill",
      key: "stealth",
      label: "PHASESIX.Skill.stealth",
      required: 4,
      difficulty: 1,
      participants: [
        { actorUuid: "Actor.a", name: "Anna Weißdorn", rollMessageId: "m1" },
        { actorUuid: "Actor.b", name: "Bert" },
        { actorUuid: "Actor.c", name: "Cora" },
      ],
    };
    const live = [
      { successes: 2, canRoll: true },
      { successes: undefined, canRoll: true },
      { successes: undefined, canRoll: false },
    ];
    const context = groupCardContext(data, live, translator(lang));
    const view = await browser.render({ template: "templates/chat/group-roll-card.hbs", data: context, lang, wrapper: chatLog });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator("button[data-phasesix-group-roll]").count()).toBe(1);
    expect(await view.page.locator(".group-card-participants li").count()).toBe(3);
    expect(await view.page.textContent(".roll-card-successes")).toBe(lang === "de" ? "2 von 4 Erfolgen" : "2 of 4 successes");
    expect(await view.overflowing(".phasesix-group-card, .phasesix-group-card *")).toEqual([]);
    await view.screenshot(`group-card-${lang}`);
  });
});
