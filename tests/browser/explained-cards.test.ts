/**
 * The attack card and the protection dialog say the result in words (issue 24), rendered from the
 * real context preparation with the compiled CSS, German data in German and English in English:
 * the megacritical hit is explained, the cover, shield and dodge buttons carry their odds on their
 * face, a successful dodge reads "attack avoided", protection is worded as units spent and units cut
 * through by piercing, and the protection dialog shows what will get through before it is applied.
 * The roll card's subtitle names "Nahkampf" once where mode and skill read the same, and a small
 * legend says what the marks on its dice mean.
 * The prayer dialog says what each modifier changes, the total and each roll's chance.
 * Screenshots: attack-card-explained-{en,de}, protection-dialog-result-{en,de}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG } from "./frame.ts";
import { formatString } from "./handlebars-helpers.ts";
import { packEntry } from "./pack-data.ts";
import { dieFromFaces, resolveDamage, scoreAttack, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { attackTargetsContext, type DefenderInput } from "../../src/applications/chat/attack-card-context.ts";
import { protectionDialogContext, protectionOutcome, type ProtectionDialogInput } from "../../src/applications/protection-dialog-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { prayerDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { localizer } from "./sheet-localize.ts";
import type { WeaponCondition } from "../../src/rules/items/vocabulary.ts";
import { appliedRecord, coverDefence, currentHits, dodgeDefence, newTargets, withApplied, withDefence, type AttackCard } from "../../src/rules/attack/card.ts";

const partials = ["templates/chat/roll-card.hbs", "templates/chat/attack-targets.hbs"];

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

/** 4, 5, 5, 6+6+5 = 17 at 5+: two hits and a megacritical hit (+1 wound). */
const dice = [dieFromFaces([4]), dieFromFaces([5]), dieFromFaces([5]), dieFromFaces([6, 6, 5])];
const score = scoreAttack(dice, { minRoll: 5, critThreshold: 11, canCrit: true });

interface WeaponSystem {
  piercing: number;
  wounds: number;
  conditions: Partial<Record<WeaponCondition, number>>;
}
const weaponOf = (lang: Lang, key: string) => {
  const entry = packEntry("weapons", lang, key);
  return { name: entry.name, system: entry.system as unknown as WeaponSystem };
};
const npcName = (lang: Lang, key: string) => packEntry("npcs", lang, key).name;

function rollContext(lang: Lang, weaponName: string) {
  const check = prepareCheck(sampleRollView(), "skill", "handToHand", {});
  const data: PhaseSixRollData = {
    scoring: "attack",
    minRoll: 5,
    critThreshold: 11,
    canCrit: true,
    destinyReroll: false,
    spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
    log: [],
    check: { ...check, attack: { mode: "melee", weaponName, ammunition: 0 } },
  };
  return rollCardContext({ data, score: scoreCheck(dice, { minRoll: 5 }), attack: score, actions: actionStates({ bonusDice: 1, rerolls: 1, destinyDice: 0 }, 4, true), isPrivate: false }, translator(lang));
}

const defender: DefenderInput = {
  facts: { actions: 1, conditions: {}, shieldCover: 5, shieldBlockRaised: false },
  evasion: 3,
  minRoll: 5,
  parryWeapons: [],
};

/** A battle axe (piercing 1) against a berserker who has not defended, a highwayman who dodged and a knight who took cover, then the damage. */
function explainedCard(lang: Lang): AttackCard {
  const axe = weaponOf(lang, "weapon:battle-axe");
  let card: AttackCard = {
    attacker: { actorUuid: "Actor.m", tokenUuid: null, name: "Maragas" },
    weapon: { name: axe.name, wounds: axe.system.wounds, piercing: axe.system.piercing, conditions: {}, melee: true, special: "none" },
    mode: "melee",
    targets: newTargets(score, [
      { tokenUuid: null, actorUuid: "Actor.b", name: npcName(lang, "npc:katora-berserker") },
      { tokenUuid: null, actorUuid: "Actor.h", name: npcName(lang, "npc:highwayman") },
      { tokenUuid: null, actorUuid: "Actor.k", name: npcName(lang, "npc:knight") },
    ]),
  };
  card = withDefence(card, 1, dodgeDefence(card.targets[1], 8, [9, 3, 2], 1, "Bert", true));
  card = withApplied(card, 1, appliedRecord(resolveDamage({ hits: currentHits(card.targets[1]), weapon: card.weapon, protection: { variant: "none" } }), { by: "Bert", variant: "none", concentrationEnded: [], dying: false }));
  card = withDefence(card, 2, coverDefence(card.targets[2], "cover", 5, [dieFromFaces([2])], [dieFromFaces([5]), dieFromFaces([1])], "GM", false));
  const knight = resolveDamage({ hits: currentHits(card.targets[2]), weapon: card.weapon, protection: { variant: "pool", pool: { normal: 2 }, innate: { normal: 1 } } });
  return withApplied(card, 2, appliedRecord(knight, { by: "GM", variant: "pool", concentrationEnded: [], dying: false }));
}

describe("cards and dialogs say the result in words", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["en", "de"] as const)("explains megacritical wounds, odds on the buttons, an avoided attack and protection in %s", async (lang) => {
    const card = explainedCard(lang);
    const targets = attackTargetsContext({ card, viewers: [defender, null, null] }, translator(lang));
    const view = await browser.render({ template: "tests/browser/templates/attack-card.hbs", data: { roll: rollContext(lang, card.weapon.name), targets }, lang, wrapper: CHAT_LOG, partials });
    expect(await view.rawKeys()).toEqual([]);
    // Skill and mode are both "Nahkampf" in German: named once.
    expect((await view.page.textContent(".roll-card-subtitle"))?.trim()).toBe(lang === "de" ? "Nahkampf" : "Hand to Hand Combat");
    // The dice legend explains the explosion and the critical (6+6+5 = 17), not marks the roll lacks.
    const legend = await view.page.locator(".roll-card-legend li").allTextContents();
    expect(legend.map((l) => l.replace(/\s+/g, " ").trim())).toEqual(
      lang === "de"
        ? ["6+… Explosion: eine 6 wird nachgewürfelt und addiert", "11 kritisch: eine Summe ab 11 gibt zusätzliche Erfolge"]
        : ["6+… explosion: a 6 is rolled again and added", "11 critical: a total of 11+ gives extra successes"],
    );
    const first = view.page.locator(".attack-target").nth(0);
    expect(await first.locator(".attack-target-megacritical").textContent()).toContain(lang === "de" ? "+1 Zusatzwunde" : "+1 extra wound");
    // One 4+ die stops a hit with 50 %, 5+ with 33 %, 6+ with 17 % (exploding tail), the shield 5+ too.
    const covers = await first.locator('[data-phasesix-defence="cover"]').allTextContents();
    expect(covers.map((c) => c.trim())).toEqual(["4+ · 50 %", "5+ · 33 %", "6+ · 17 %"]);
    expect(await first.locator('[data-phasesix-defence="shieldParry"]').textContent()).toContain("5+ · 33 %");
    expect(await first.locator('[data-phasesix-defence="dodge"]').textContent()).toMatch(/\d+ %/);
    const dodged = await view.page.locator(".attack-target").nth(1).textContent();
    expect(dodged).toContain(lang === "de" ? "Angriff ausgewichen" : "attack avoided");
    const knight = (await view.page.locator(".attack-target").nth(2).locator(".attack-target-applied li").allTextContents()).join("\n");
    // Piercing 1 eats the first unit; the second stops the normal hit; the megacritical hit deals 1 + 1.
    expect(knight).toContain(lang === "de" ? "2 Wunden erlitten; der Schutz hielt 1 Treffer ab." : "2 wounds taken; protection stopped 1 hit.");
    expect(knight).toContain(lang === "de" ? "Durchschlag 1: die ersten 1 Einheit(en) wurden durchschlagen" : "Piercing 1: the first 1 unit(s) were cut through");
    expect(knight).toContain(lang === "de" ? "1 davon angeboren" : "1 of them innate");
    expect(await view.overflowing(".phasesix-attack-targets, .phasesix-attack-targets *")).toEqual([]);
    expect((await view.box(".phasesix-attack-targets"))?.width).toBeLessThanOrEqual(300);
    await view.screenshot(`attack-card-explained-${lang}`);
  });

  it.each(["en", "de"] as const)("shows what gets through before the damage is applied, and after a changed choice, in %s", async (lang) => {
    const t = translator(lang);
    const flamberge = weaponOf(lang, "weapon:flammberge");
    const input: ProtectionDialogInput = {
      target: npcName(lang, "npc:knight"),
      hits: score,
      piercing: flamberge.system.piercing,
      conditions: flamberge.system.conditions,
      variant: "pool",
      pool: { normal: 2, critical: 0, bleeding: 1, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 0 },
      innate: {},
      flat: 0,
      wounds: flamberge.system.wounds,
    };
    const planned = protectionDialogContext(input, t);
    // The plan stops both normal hits (one with the bleeding unit, which also prevents Bleeding);
    // the megacritical hit needs a critical unit: 1 + 1 wounds get through.
    expect(planned.outcome.wounds).toBe(2);
    const view = await browser.render({ template: "templates/dialog/protection.hbs", data: planned, lang, width: 400, windowClasses: "dialog" });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.page.textContent(".protection-outcome-wounds")).toContain(lang === "de" ? "2 Wunde(n) kommen durch" : "2 wound(s) get through");
    expect(await view.page.textContent(".protection-outcome-lines")).toContain(lang === "de" ? "Blutend wird verhindert" : "Bleeding is prevented");
    await view.screenshot(`protection-dialog-result-${lang}`);

    // The defender keeps the bleeding unit: the live result (what the dialog's binding writes) changes.
    const kept = { ...planned, rows: planned.rows.map((r) => (r.type === "bleeding" ? { ...r, value: 0 } : r)), outcome: protectionOutcome(input, { normal: 2, bleeding: 0 }, t) };
    expect(kept.outcome.wounds).toBe(2);
    const after = await browser.render({ template: "templates/dialog/protection.hbs", data: kept, lang, width: 400, windowClasses: "dialog" });
    expect(await after.page.textContent(".protection-outcome-lines")).toContain(lang === "de" ? "Blutend +1 kommt durch" : "Bleeding +1 gets through");
  });

  it.each(["en", "de"] as const)("the prayer dialog says what each modifier changes, the total and each roll's chance, in %s", async (lang) => {
    const data = prayerDialogContext("blessing", 4, 3, localizer(lang), sampleRollView());
    const view = await browser.render({ template: "templates/dialog/prayer.hbs", data, lang, width: 420 });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".phasesix-prayer-dialog, .phasesix-prayer-dialog *")).toEqual([]);
    const sacrifice = await view.page.locator("label", { has: view.page.locator('input[name="flags.sacrifice"]') }).textContent();
    expect(sacrifice).toContain(lang === "de" ? "Mindestwurf −3" : "min. roll −3");
    // Favor 4 → −2 and faith level 3 → −3: −5 on every roll; a blessing rolls Willpower, then Charm.
    expect(await view.page.textContent(".prayer-summary-total")).toContain(lang === "de" ? "Mindestwurf −5" : "min. roll −5");
    const rolls = await view.page.locator(".prayer-summary-rolls li").allTextContents();
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toMatch(lang === "de" ? /^Willenskraft: \d+ Würfel auf \d+\+, \d+(,\d)? % für mindestens einen Erfolg$/ : /^Willpower: \d+ dice at \d+\+, \d+(\.\d)? % for at least one success$/);
  });
});
