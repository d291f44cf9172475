/**
 * The attack card (roll card + targets, templates/chat/attack-targets.hbs) and the protection dialog
 * (templates/dialog/protection.hbs) with the compiled CSS in headless Chromium, in English and
 * German, from the real context preparation: two targets with the defence buttons and their odds,
 * then the card after a dodge, a cover roll and the damage; nothing overflows the 300 px chat log.
 * Screenshots: attack-card-targets-{en,de}, attack-card-resolved-{en,de}, protection-dialog-{en,de}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { packDocument } from "./pack-twins.ts";
import { CHAT_LOG, dialogFrame } from "./frame.ts";
import { dialogClasses } from "../../src/constants.ts";
import { formatString } from "./handlebars-helpers.ts";
import { dieFromFaces, resolveDamage, scoreAttack, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { attackTargetsContext, type DefenderInput } from "../../src/applications/chat/attack-card-context.ts";
import { protectionDialogContext } from "../../src/applications/protection-dialog-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { appliedRecord, coverDefence, currentHits, dodgeDefence, newTargets, withApplied, withDefence, type AttackCard } from "../../src/rules/attack/card.ts";

const chatLog = CHAT_LOG;
const partials = ["templates/chat/roll-card.hbs", "templates/chat/attack-targets.hbs"];

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

/** Maragas' sword attack: 4, 5, 5, 6+6+5 = 17 at 5+ → 2 hits and a megacritical hit (+1 wound). */
const dice = [dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([5]), dieFromFaces([6, 6, 5])];
const score = scoreAttack(dice, { minRoll: 5, critThreshold: 11, canCrit: true });

/** The names on the card in the render's language: the weapons of the packs' twins, the foes and "unarmed" our own. */
function names(lang: Lang) {
  return {
    sword: packDocument("weapons", lang, "weapon:long-sword").name,
    dagger: packDocument("weapons", lang, "weapon:dagger").name,
    orc: lang === "de" ? "Ork-Krieger" : "Orc warrior",
    goblin: "Goblin",
    unarmed: lang === "de" ? "Waffenlos" : "Unarmed",
  };
}

function rollContext(lang: Lang) {
  const check = prepareCheck(sampleRollView(), "skill", "handToHand", {});
  const data: PhaseSixRollData = {
    scoring: "attack",
    minRoll: 5,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
    check: { ...check, attack: { mode: "melee", weaponName: names(lang).sword, ammunition: 0 } },
  };
  return rollCardContext(
    { data, score: scoreCheck(dice, { minRoll: 5 }), attack: score, actions: actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 0 }, 4, true), isPrivate: false, flavor: `${names(lang).sword} (${translator(lang)("PHASESIX.Skill.handToHand")})` },
    translator(lang),
  );
}

function card(lang: Lang): AttackCard {
  return {
    attacker: { actorUuid: "Actor.m", tokenUuid: null, name: "Maragas" },
    weapon: { name: names(lang).sword, wounds: 1, piercing: 1, conditions: { bleeding: 1 }, melee: true, special: "none" },
    mode: "melee",
    targets: newTargets(score, [
      { tokenUuid: null, actorUuid: "Actor.o", name: names(lang).orc },
      { tokenUuid: null, actorUuid: "Actor.g", name: names(lang).goblin },
    ]),
  };
}

const defender = (shield: number, lang: Lang): DefenderInput => ({
  facts: { actions: 1, conditions: {}, shieldCover: shield, shieldBlockRaised: false },
  evasion: 3,
  minRoll: 5,
  parryWeapons: [
    { key: "item:d", name: names(lang).dagger, dice: 3, minRoll: 5 },
    { key: "unarmed", name: names(lang).unarmed, dice: 2, minRoll: 5 },
  ],
});

describe("attack card", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("shows two targets with their hits and the GM's defence buttons in %s", async (lang) => {
    const t = translator(lang);
    const targets = attackTargetsContext({ card: card(lang), viewers: [defender(5, lang), defender(0, lang)] }, t);
    const view = await browser.render({ template: "tests/browser/templates/attack-card.hbs", data: { roll: rollContext(lang), targets }, lang, wrapper: chatLog, partials });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".attack-target").count()).toBe(2);
    expect(await view.page.textContent(".attack-target-megacritical")).toContain("+1");
    const first = view.page.locator(".attack-target").first();
    expect(await first.locator('[data-phasesix-defence="cover"]').count()).toBe(3);
    expect(await first.locator('[data-phasesix-defence="shieldParry"]').textContent()).toContain("5+");
    expect(await first.locator('[data-phasesix-defence="dodge"]').getAttribute("data-tooltip")).toContain("%");
    expect(await view.page.locator('.attack-target:nth-of-type(2) [data-phasesix-defence="shieldParry"]').count()).toBe(0);
    expect(await first.locator("select[name=parryWeapon] option").count()).toBe(2);
    expect(await view.overflowing(".phasesix-attack-targets, .phasesix-attack-targets *")).toEqual([]);
    expect((await view.box(".phasesix-attack-targets"))?.width).toBeLessThanOrEqual(300);
    await view.screenshot(`attack-card-targets-${lang}`);
  });

  it.each(["en", "de"] as const)("shows the defences rolled and the damage applied, without buttons, in %s", async (lang) => {
    const t = translator(lang);
    let c = card(lang);
    // The Ork dodges (9 ≥ 8: one success), the Goblin rolls 5+ cover then takes the rest.
    c = withDefence(c, 0, dodgeDefence(c.targets[0], 8, [9, 3, 2], 1, "Bert", true));
    c = withDefence(c, 1, coverDefence(c.targets[1], "cover", 5, [dieFromFaces([2])], [dieFromFaces([5]), dieFromFaces([1])], "Spielleitung", false));
    const result = resolveDamage({ hits: currentHits(c.targets[1]), weapon: c.weapon, protection: { variant: "pool", pool: { normal: 1 }, innate: { normal: 1 } } });
    c = withApplied(c, 1, appliedRecord(result, { by: "Spielleitung", variant: "pool", concentrationEnded: [], dying: false }));
    c = withApplied(c, 0, appliedRecord(resolveDamage({ hits: currentHits(c.targets[0]), weapon: c.weapon, protection: { variant: "none" } }), { by: "Bert", variant: "none", concentrationEnded: [], dying: false }));
    const targets = attackTargetsContext({ card: c, viewers: [defender(5, lang), defender(0, lang)] }, t);
    const view = await browser.render({ template: "tests/browser/templates/attack-card.hbs", data: { roll: rollContext(lang), targets }, lang, wrapper: chatLog, partials });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.locator(".attack-target.applied").count()).toBe(2);
    expect(await view.page.locator("[data-phasesix-defence], [data-phasesix-apply]").count()).toBe(0);
    const goblin = await view.page.locator(".attack-target").nth(1).textContent();
    expect(goblin).toContain("Spielleitung");
    expect(goblin).toContain(lang === "de" ? "Blutend +1" : "Bleeding +1");
    expect(await view.overflowing(".phasesix-attack-targets, .phasesix-attack-targets *")).toEqual([]);
    await view.screenshot(`attack-card-resolved-${lang}`);
  });

  it.each(["en", "de"] as const)("pre-fills the protection dialog with the plan, innate units apart, in %s", async (lang) => {
    const context = protectionDialogContext(
      {
        target: names(lang).orc,
        hits: score,
        piercing: 1,
        conditions: { bleeding: 1 },
        variant: "pool",
        pool: { normal: 2, critical: 1, bleeding: 1, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 0 },
        innate: { normal: 1 },
        flat: 5,
      },
      translator(lang),
    );
    const wrapper = dialogFrame({ classes: dialogClasses(), width: 400, title: lang === "de" ? "Schutz" : "Protection", buttons: [{ label: lang === "de" ? "Anwenden" : "Apply", icon: "fa-solid fa-heart-crack" }] });
    const view = await browser.render({ template: "templates/dialog/protection.hbs", data: context, lang, wrapper });
    expect(await view.rawKeys()).toEqual([]);
    const values = await view.page.locator("input[type=number]").evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]));
    // 3 normal (1 innate) eaten by piercing first, the bleeding unit for a hit (it also stops Bleeding), the critical unit for the critical.
    expect(values).toEqual([
      ["normal", "2"],
      ["critical", "1"],
      ["bleeding", "1"],
    ]);
    expect(await view.page.textContent(".protection-innate")).toContain("1");
    await view.screenshot(`protection-dialog-${lang}`);
  });
});
