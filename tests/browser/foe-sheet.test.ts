/**
 * The rulebook's foes in the browser (RULES.md → Foes), with the real templates and compiled CSS in
 * German and English: the statblock sheet of a committed pack foe, the attack card of a foe's bite and
 * of a character's attack on a foe that resists a condition, and the foe compendium filtered by world.
 * Screenshots: foe-sheet-{de,en}, foe-attack-card-{de,en}, npc-compendium-foes-{de,en} (+ -dark).
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFoeContext } from "../../src/applications/sheets/context/foe.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import { noConditions } from "../../src/rules/character/index.ts";
import { foeActionRoll, foeRollValues } from "../../src/rules/foes/index.ts";
import type { FoeAction, FoeTrait } from "../../src/rules/foes/index.ts";
import { dieFromFaces, resolveDamage, scoreAttack, scoreCheck } from "../../src/rules/index.ts";
import { actionStates, prepareCheck } from "../../src/rules/roll-request/index.ts";
import { rollCardContext, type Translate } from "../../src/applications/chat/roll-card-context.ts";
import { attackTargetsContext, type DefenderInput } from "../../src/applications/chat/attack-card-context.ts";
import type { PhaseSixRollData } from "../../src/dice/roll.ts";
import { appliedRecord, currentHits, newTargets, withApplied, type AttackCard } from "../../src/rules/attack/card.ts";
import type { WeaponCondition } from "../../src/rules/items/vocabulary.ts";
import { formatString } from "./handlebars-helpers.ts";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface FoeDoc {
  _key: string;
  name: string;
  folder: string | null;
  system: { health: { max: number }; actions: number; minRoll: number; evasion: number; description: string; statblock: { strength: number; dexterity: number; mind: number; resistances: FoeTrait[]; actions: FoeAction[] } };
  flags: { phasesix: { key: string; worlds: string[] } };
}

function packFoes(lang: Lang): FoeDoc[] {
  const dir = path.join(ROOT, "packs", `foes-${lang}`);
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as FoeDoc)
    .filter((doc) => doc._key.startsWith("!actors!"));
}
function packFoe(lang: Lang, key: string): FoeDoc {
  const doc = packFoes(lang).find((d) => d.flags.phasesix.key === key);
  if (!doc) throw new Error(`${key} not in foes-${lang}`);
  return doc;
}

function translator(lang: Lang): Translate {
  const strings = loadTranslations(lang);
  return (key, data) => formatString(strings.get(key) ?? key, data ?? {});
}

/** The sheet context of a fresh token of a pack foe (one wound taken, Shocked 1). */
function sheetContext(lang: Lang, doc: FoeDoc) {
  const s = doc.system;
  const values = foeRollValues(s.statblock);
  return buildFoeContext(
    {
      name: doc.name,
      img: SAMPLE_PORTRAIT,
      view: {
        ...values,
        knowledge: [],
        minRoll: s.minRoll,
        conditions: { ...noConditions(), shocked: 1 },
        pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
        actions: { max: s.actions },
        evasion: s.evasion,
        health: { value: s.health.max - 1, max: s.health.max, boosts: 0 },
      },
      statblock: { ...s.statblock, weaknesses: [{ trait: "fire", value: 1 }] },
      worlds: doc.flags.phasesix.worlds,
      editMode: false,
      editable: true,
      horror: true,
      notes: { source: s.description, enriched: s.description },
      templateRoot: "templates/",
    },
    translator(lang),
  );
}

describe("foes in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows the vampire spawn's statblock with its actions one click from the dice (${lang})`, async () => {
      const doc = packFoe(lang, "foe:vampire-spawn");
      const view = await browser.render({ template: "templates/actor/foe/sheet.hbs", data: sheetContext(lang, doc), lang, partials: NPC_SHEET_PARTS, width: 600, windowClasses: "sheet actor npc foe" });
      await view.screenshot(`foe-sheet-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-foe, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
      expect(await view.page.locator('[data-action="rollFoeAction"]').count()).toBe(doc.system.statblock.actions.length);
      expect(await view.page.locator('[data-action="roll"][data-roll-kind="attribute"]').count()).toBe(3);
      expect(await view.page.locator('[data-action="foeStressTest"]').count()).toBe(1);
      expect(await view.page.locator(".phasesix-heart").count()).toBe(doc.system.health.max);
      const text = await view.page.textContent(".phasesix-foe");
      expect(text).toContain(lang === "de" ? "Schwächen" : "Weaknesses");
      expect(await view.page.locator(".phasesix-foe-traits .phasesix-chip").count()).toBe(doc.system.statblock.resistances.length + 1);
    });
  }

  for (const lang of ["de", "en"] as const) {
    it(`rolls the zombie's bite into the attack card against a character, and a torch against a zombie that resists its fire (${lang})`, async () => {
      const t = translator(lang);
      const zombie = packFoe(lang, "foe:zombie");
      const bite = zombie.system.statblock.actions[1];
      const roll = foeActionRoll(bite, foeRollValues(zombie.system.statblock));
      expect(roll).toMatchObject({ kind: "attack", mode: "melee" });
      // The bite's 5 dice: 5, 6+3, 2, 1, 5 at 5+ → 3 hits.
      const dice = [dieFromFaces([5]), dieFromFaces([6, 3]), dieFromFaces([2]), dieFromFaces([1]), dieFromFaces([5])];
      const score = scoreAttack(dice, { minRoll: 5, critThreshold: 11, canCrit: true });
      const conditions: Partial<Record<WeaponCondition, number>> = { poisoned: bite.conditions.poisoned ?? 0 };
      const card: AttackCard = {
        attacker: { actorUuid: "Actor.z", tokenUuid: null, name: zombie.name },
        weapon: { name: bite.name, wounds: bite.wounds, piercing: bite.piercing, conditions, melee: true, special: "none" },
        mode: "melee",
        targets: newTargets(score, [{ tokenUuid: null, actorUuid: "Actor.m", name: "Maragas" }]),
      };
      const check = prepareCheck(foeRollValuesView(zombie), "skill", "handToHand", { diceModifier: roll.kind === "attack" ? roll.damagePotential : 0 });
      const data: PhaseSixRollData = {
        scoring: "attack",
        minRoll: 5,
        critThreshold: 11,
        canCrit: true,
        destinyReroll: false,
        spent: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
        log: [],
        check: { ...check, attack: { mode: "melee", weaponName: bite.name, ammunition: 0 } },
      };
      const rollCard = rollCardContext({ data, score: scoreCheck(dice, { minRoll: 5 }), attack: score, actions: actionStates({ bonusDice: 0, rerolls: 0, destinyDice: 0 }, 2, true), isPrivate: false, flavor: bite.name }, t);
      const defender: DefenderInput = { facts: { actions: 1, conditions: {}, shieldCover: 0, shieldBlockRaised: false }, evasion: 2, minRoll: 5, parryWeapons: [{ key: "unarmed", name: lang === "de" ? "Waffenlos" : "Unarmed", dice: 2, minRoll: 5 }] };
      const targets = attackTargetsContext({ card, viewers: [defender] }, t);

      // A character's torch (Burning 1) against the zombie, which resists fire: wounds, no Burning.
      const torch: AttackCard = {
        attacker: { actorUuid: "Actor.m", tokenUuid: null, name: "Maragas" },
        weapon: { name: lang === "de" ? "Fackel" : "Torch", wounds: 1, piercing: 0, conditions: { burning: 1 }, melee: true, special: "none" },
        mode: "melee",
        targets: newTargets({ hits: 2, criticalHits: 0, extraWounds: [] }, [{ tokenUuid: null, actorUuid: "Actor.z", name: zombie.name }]),
      };
      const result = resolveDamage({ hits: currentHits(torch.targets[0]), weapon: torch.weapon, protection: { variant: "none" }, traits: { resistances: zombie.system.statblock.resistances, weaknesses: [] } });
      expect(result.conditionsResisted).toEqual(["burning"]);
      const resolved = withApplied(torch, 0, appliedRecord(result, { by: lang === "de" ? "Spielleitung" : "Gamemaster", variant: "none", concentrationEnded: [], dying: false }));
      const torchTargets = attackTargetsContext({ card: resolved, viewers: [defender] }, t);

      const wrapper = `<ol id="chat-log"><li class="chat-message"><div class="message-content">{{content}}</div></li></ol>`;
      const view = await browser.render({
        template: "tests/browser/templates/foe-attack-cards.hbs",
        data: { roll: rollCard, targets, torch: torchTargets },
        lang,
        wrapper,
        partials: ["templates/chat/roll-card.hbs", "templates/chat/attack-targets.hbs"],
      });
      await view.screenshot(`foe-attack-card-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.locator('[data-phasesix-defence="dodge"]').count()).toBe(1);
      expect(await view.page.locator('[data-phasesix-defence="parry"]').count()).toBe(1);
      const resisted = await view.page.locator(".foe-torch .attack-target").textContent();
      expect(resisted).toContain(lang === "de" ? "Brennend widerstanden" : "Burning resisted");
      expect(await view.overflowing(".phasesix-attack-targets, .phasesix-attack-targets *")).toEqual([]);
    });
  }

  for (const lang of ["de", "en"] as const) {
    it(`the foe compendium hides the foes of other worlds in a NEXUS world (${lang})`, async () => {
      const result = await build({
        stdin: { contents: 'import { onRenderCompendium } from "./src/applications/compendium-filter.ts"; window.onRenderCompendium = onRenderCompendium;', resolveDir: ROOT, loader: "ts" },
        bundle: true,
        format: "iife",
        write: false,
        platform: "browser",
      });
      const keys = ["foe:zombie", "foe:vampire-spawn", "foe:hellish-berserker", "foe:harbinger", "foe:basilisk", "foe:mammoth", "foe:shimmer-whale-leviatan"];
      const entries = keys.map((key) => packFoe(lang, key)).map((d, i) => ({ _id: `f${i}`, name: d.name, type: "foe", flags: { phasesix: { worlds: d.flags.phasesix.worlds, eras: [], extensions: [] } } }));
      const view = await browser.render({ template: "tests/browser/templates/compendium.hbs", data: { title: lang === "de" ? "Phase Six – Gegner" : "Phase Six – Foes", entries }, lang, width: 340, windowClasses: "compendium-directory" });
      const strings = Object.fromEntries(loadTranslations(lang));
      await view.page.evaluate(
        ({ strings, settings }) => {
          const localize = (key: string) => strings[key] ?? key;
          Object.assign(window, {
            game: {
              i18n: { localize, format: (key: string, data: Record<string, string>) => localize(key).replace(/\{(\w+)\}/g, (m, k: string) => data[k] ?? m) },
              settings: { get: (ns: string, key: string) => settings[`${ns}.${key}`], settings: { has: (key: string) => key in settings } },
            },
          });
        },
        { strings, settings: { "phasesix.era": "sciFi", "phasesix.world": "nexus", "phasesix.extension.magic": true, "phasesix.extension.horror": true, "phasesix.extension.pantheon": false, "phasesix.extension.bodyMods": false, "phasesix.compendiumFilter": true } as Record<string, unknown> },
      );
      await view.page.addScriptTag({ content: result.outputFiles[0].text });
      await view.page.evaluate((list) => {
        const run = (window as unknown as { onRenderCompendium(app: object, el: HTMLElement): void }).onRenderCompendium;
        run({ collection: { documentName: "Actor", index: list } }, document.querySelector(".application") as HTMLElement);
      }, entries);
      const visible = () => view.page.$$eval("li.directory-item", (lis) => lis.filter((li) => getComputedStyle(li).display !== "none").map((li) => li.dataset.entryId));
      // Zombie (all worlds), vampire spawn (Terra, NEXUS), berserker and harbinger (NEXUS) stay; Tirakan's basilisk, mammoth and Terra/Tirakan's leviathan hide.
      expect(await visible()).toEqual(["f0", "f1", "f2", "f3"]);
      await view.screenshot(`npc-compendium-foes-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
    });
  }
});

/** The roll view of a pack foe's block (for the roll card's check). */
function foeRollValuesView(doc: FoeDoc) {
  const values = foeRollValues(doc.system.statblock);
  return { ...values, knowledge: [], minRoll: doc.system.minRoll, conditions: noConditions(), pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, actions: { max: doc.system.actions }, evasion: doc.system.evasion, health: { value: doc.system.health.max, max: doc.system.health.max, boosts: 0 } };
}
