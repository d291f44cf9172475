/**
 * Campaigns from phasesix.org in the browser (issue 34), with the real templates and compiled CSS: a
 * foe converted from the fixture export (German data in the German render: the Glutwächter of "Die
 * Glut von Tirakan"; English data in the English one: the Hive Stalker of "Signals from the Deep") on
 * our foe sheet — its actions one click from the dice, the action whose effect stayed text marked for
 * the GM, the campaign it comes from — and the GM tool's dialog beside the report of a conversion.
 * Screenshots: campaign-foe-{de,en}, campaign-report-{de,en} (+ -dark). The module's portraits are not
 * part of our system, so the renders use the sample portrait.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFoeContext } from "../../src/applications/sheets/context/foe.ts";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { ATTRIBUTES, SKILLS } from "../../src/rules/catalog/index.ts";
import { campaignMark } from "../../src/applications/sheets/context/campaign.ts";
import { campaignReportContext, type ReportInput } from "../../src/applications/campaign/report-context.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import { dialogClasses } from "../../src/constants.ts";
import type { CampaignActor, Json } from "../../src/rules/campaign/index.ts";
import { convertCampaignActor, planResync, readCampaignActor } from "../../src/rules/campaign/index.ts";
import { noConditions } from "../../src/rules/character/index.ts";
import { foeRollValues } from "../../src/rules/foes/index.ts";
import type { FoeStatblock } from "../../src/data/actor/foe.ts";
import { ENGLISH_V1, GERMAN_V1, GERMAN_V2, type SiteExport } from "../campaign/site-export.fixture.ts";
import { formatString } from "./handlebars-helpers.ts";
import { loadTranslations, openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { CHAT_LOG, dialogFrame } from "./frame.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";

function translator(lang: Lang) {
  const strings = loadTranslations(lang);
  return (key: string, data?: Record<string, string | number>) => formatString(strings.get(key) ?? key, data ?? {});
}

function siteActor(module: SiteExport, name: string): CampaignActor {
  const source = module.data.actors.find((a) => a.name === name);
  const actor = source ? readCampaignActor(source) : null;
  if (!actor) throw new Error(name);
  return actor;
}

/** The sheet context of a converted foe in a fight: two wounds taken, Burning 1. */
function convertedFoeContext(lang: Lang, module: SiteExport, name: string) {
  const converted = convertCampaignActor(siteActor(module, name), { version: module.manifest.version });
  const system = converted.data.system as unknown as { health: { max: number }; actions: number; minRoll: number; evasion: number; description: string; statblock: FoeStatblock };
  const t = translator(lang);
  const context = buildFoeContext(
    {
      name: converted.data.name,
      img: SAMPLE_PORTRAIT,
      view: {
        ...foeRollValues(system.statblock),
        knowledge: [],
        minRoll: system.minRoll,
        conditions: { ...noConditions(), burning: 1 },
        pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
        actions: { max: system.actions },
        evasion: system.evasion,
        health: { value: system.health.max - 2, max: system.health.max, boosts: 0 },
      },
      statblock: system.statblock,
      worlds: (converted.data.flags.phasesix as { worlds: string[] }).worlds,
      editMode: false,
      editable: true,
      horror: true,
      notes: { source: system.description, enriched: system.description },
      templateRoot: "templates/",
    },
    t,
  );
  return { context: { ...context, campaign: campaignMark(converted.data.flags, () => module.manifest.title, t) }, system };
}

/** The report of a run: the German campaign re-synced after its second export, the English one converted. */
function reportInput(lang: Lang): ReportInput {
  if (lang === "en") {
    const actors = ENGLISH_V1.data.actors.flatMap((a) => readCampaignActor(a) ?? []);
    return {
      module: { id: ENGLISH_V1.manifest.id, title: ENGLISH_V1.manifest.title, version: ENGLISH_V1.manifest.version },
      actors: actors.map((actor) => {
        const converted = convertCampaignActor(actor, { version: ENGLISH_V1.manifest.version });
        return { name: converted.data.name, uuid: `Actor.${actor.id}`, category: actor.category, status: "created" as const, fields: [], actions: [], skipped: 0, review: converted.review, unplaced: converted.unplaced, tokens: actor.name === "Salvage Drone" ? 2 : 0, namesake: actor.name === "Cultist" ? "Cultist" : null };
      }),
    };
  }
  const before = GERMAN_V1.data.actors.flatMap((a) => readCampaignActor(a) ?? []);
  const after = GERMAN_V2.data.actors.flatMap((a) => readCampaignActor(a) ?? []);
  return {
    module: { id: GERMAN_V2.manifest.id, title: GERMAN_V2.manifest.title, version: GERMAN_V2.manifest.version },
    actors: after.map((actor) => {
      const next = convertCampaignActor(actor, { version: "5.0.2" });
      const old = before.find((b) => b.source === actor.source);
      if (!old) return { name: next.data.name, uuid: `Actor.${actor.id}`, category: actor.category, status: "created" as const, fields: [], actions: [], skipped: 0, review: next.review, unplaced: [], tokens: 0, namesake: null };
      const base = convertCampaignActor(old, { version: "5.0.1" }).values;
      // The GM kept notes on the Aschewolf during the fight.
      const current = actor.name === "Aschewolf" ? { ...base, description: "<p>Hinkt seit dem Kampf.</p>" as Json } : base;
      const plan = planResync({ current, base, next: next.values, linked: false });
      const status = plan.fields.length + plan.actions.length > 0 ? ("updated" as const) : ("unchanged" as const);
      return { name: next.data.name, uuid: `Actor.${actor.id}`, category: actor.category, status, fields: plan.fields, actions: plan.actions, skipped: 0, review: plan.actions.filter((a) => a.review).map((a) => a.action), unplaced: [], tokens: 0, namesake: null };
    }),
  };
}

describe("campaigns from phasesix.org in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    { lang: "de" as const, module: GERMAN_V1, name: "Glutwächter", source: "Aus der phasesix.org-Kampagne Die Glut von Tirakan", review: "Aktion prüfen", notes: "Durchschlag 1, blendet das Ziel für eine Runde" },
    { lang: "en" as const, module: ENGLISH_V1, name: "Hive Stalker", source: "From the phasesix.org campaign Signals from the Deep", review: "Check this action", notes: "Hides in the vents and strikes again next round." },
  ];

  for (const c of cases) {
    it(`shows a converted foe on our statblock sheet with its actions, the marked action and its campaign (${c.lang})`, async () => {
      const { context, system } = convertedFoeContext(c.lang, c.module, c.name);
      const view = await browser.render({ template: "templates/actor/foe/sheet.hbs", data: context, lang: c.lang, partials: NPC_SHEET_PARTS, width: 600, windowClasses: "sheet actor npc foe" });
      await view.screenshot(`campaign-foe-${c.lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-foe, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
      expect(await view.page.locator('[data-action="rollFoeAction"]').count()).toBe(system.statblock.actions.length);
      expect(await view.page.locator(".phasesix-heart").count()).toBe(system.health.max);
      expect(await view.page.textContent(".phasesix-campaign-source")).toContain(c.source);
      expect(await view.page.locator(".phasesix-foe-review").count()).toBe(1);
      expect(await view.page.textContent(".phasesix-foe-review")).toContain(c.review);
      expect(await view.page.textContent(".phasesix-foe-actions")).toContain(c.notes);
    });
  }

  it("shows a converted essential NPC with its Mind, Will and Body (de)", async () => {
    const t = translator("de");
    const converted = convertCampaignActor(siteActor(GERMAN_V1, "Mirela Dunkelquell"), { version: GERMAN_V1.manifest.version });
    const description = String(converted.data.system.description);
    // A fresh NPC's values (the data model's defaults): the Essential values are shown, not mapped.
    const context = buildNpcContext(
      {
        name: converted.data.name,
        img: SAMPLE_PORTRAIT,
        view: {
          attributes: Object.fromEntries(ATTRIBUTES.map((k) => [k, 1])) as never,
          skills: Object.fromEntries(SKILLS.map((k) => [k, 0])) as never,
          knowledge: [],
          minRoll: 5,
          conditions: noConditions(),
          pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 },
          actions: { max: 2 },
          evasion: 0,
          health: { value: 10, max: 10, boosts: 0 },
        },
        protection: {},
        attacks: [],
        poolMax: {},
        items: [],
        editMode: false,
        editable: true,
        magic: false,
        notes: { source: description, enriched: description },
        templateRoot: "templates/",
      },
      t,
    );
    const view = await browser.render({ template: "templates/actor/npc/sheet.hbs", data: { ...context, campaign: campaignMark(converted.data.flags, () => GERMAN_V1.manifest.title, t) }, lang: "de", partials: NPC_SHEET_PARTS, width: 640, windowClasses: "sheet actor npc" });
    await view.screenshot("campaign-essential-de");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
    const values = (await view.page.locator(".phasesix-essential .phasesix-stat-box").allTextContents()).map((text) => text.replace(/\s+/g, ""));
    expect(values).toEqual(["Geist3", "Wille2", "Körper1"]);
    expect(await view.page.textContent(".phasesix-essential legend")).toBe("Essential-Werte (phasesix.org)");
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows the GM tool's dialog and the report of a conversion (${lang})`, async () => {
      const t = translator(lang);
      const report = await browser.render({ template: "templates/campaign/report.hbs", data: campaignReportContext(reportInput(lang), t), lang, wrapper: CHAT_LOG });
      expect(await report.rawKeys()).toEqual([]);
      const modules = lang === "de" ? [GERMAN_V2] : [ENGLISH_V1];
      const count = (m: SiteExport, category: string) => m.data.actors.filter((a) => (a.system as { category: string }).category === category).length;
      const campaigns = modules.map((m) => ({ id: m.manifest.id, title: m.manifest.title, version: m.manifest.version, counts: t("PHASESIX.Campaign.Dialog.Counts", { foes: count(m, "foe"), npcs: count(m, "npc"), essential: count(m, "character"), converted: lang === "de" ? 5 : 0 }) }));
      const dialogTitle = t("PHASESIX.Campaign.Tool");
      const view = await browser.render({
        template: "templates/campaign/dialog.hbs",
        data: { campaigns },
        lang,
        wrapper: `<div style="display:flex;gap:16px;align-items:flex-start">
          ${dialogFrame({ classes: dialogClasses(), width: 440, title: dialogTitle, buttons: [{ label: t("PHASESIX.Campaign.Dialog.Convert"), icon: "fa-solid fa-right-left" }] })}
          ${CHAT_LOG.replace("{{content}}", () => report.html)}</div>`,
      });
      await view.screenshot(`campaign-report-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".phasesix-campaign-dialog label, .phasesix-campaign-report h3, .phasesix-campaign-actor-head")).toEqual([]);
      expect(await view.page.locator('input[name^="campaign."]:checked').count()).toBe(1);
      const text = await view.page.textContent(".phasesix-campaign-report");
      if (lang === "de") {
        expect(text).toContain("1 umgewandelt, 4 aktualisiert, 1 unverändert");
        expect(text).toContain("Aktion Biss: Würfel 6 → 7, Blutend 1 → 2");
        expect(text).toContain("Beschreibung auf phasesix.org geändert; deine Fassung bleibt");
      } else {
        expect(text).toContain("4 converted, 0 updated, 0 unchanged");
        expect(text).toContain("Check on the sheet (effect kept as text): Lurk");
        expect(text).toContain("One of the book's foes (Cultist)");
      }
    });
  }
});
