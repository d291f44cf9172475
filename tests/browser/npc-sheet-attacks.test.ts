/**
 * The NPC sheet has one attack table for weapons and natural attacks alike, and its dice pools in
 * the header only, and a heart says what its click does (issue 24): the compendium's vampire (a stiletto and its bite), German data in
 * German, English in English, play and edit mode. Screenshot: npc-sheet-attacks-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext, type NpcSheetInput } from "../../src/applications/sheets/context/npc.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import type { NpcDocument } from "../../scripts/npcs/build.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";
import { npcSheetInput, packNpc } from "./pack-twins.ts";

const vampire = (lang: Lang) => packNpc(lang, "npc:vampire");

/** A fresh token of the pack NPC (full health and pools, no conditions), with the sample portrait and no notes. */
function sheetInput(doc: NpcDocument, editMode: boolean): NpcSheetInput {
  return { ...npcSheetInput(doc, { editMode }), img: SAMPLE_PORTRAIT, notes: { source: "", enriched: "" } };
}

const NAMES = { de: { weapon: "Stilett", bite: "Biss" }, en: { weapon: "Stiletto", bite: "Bite" } } as const;

describe("NPC sheet: one attack table, pools in the header", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, editMode: boolean) =>
    browser.render({ template: "templates/actor/npc/sheet.hbs", data: buildNpcContext(sheetInput(vampire(lang), editMode)), lang, partials: NPC_SHEET_PARTS, width: 640, windowClasses: "sheet actor npc" });

  for (const lang of ["de", "en"] as const) {
    it(`lists the bite and the stiletto in one table in ${lang}`, async () => {
      const view = await render(lang, false);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
      expect(await view.page.locator("table.phasesix-npc-attacks").count()).toBe(1);
      expect(await view.page.locator("table.phasesix-weapons").count()).toBe(0);
      const table = view.page.locator("table.phasesix-npc-attacks");
      expect(await table.locator("tbody tr", { hasText: NAMES[lang].bite }).locator('[data-action="rollNpcAttack"]').count()).toBe(1);
      expect(await table.locator("tbody tr", { hasText: NAMES[lang].weapon }).locator('[data-action="rollAttack"]').count()).toBeGreaterThanOrEqual(1);
      // The pools show once, in the header.
      expect(await view.page.locator(".phasesix-pools").count()).toBe(1);
      expect(await view.page.locator(".phasesix-sheet-header .phasesix-pools").count()).toBe(1);
      // A heart says what its click will do before it costs health.
      const max = vampire(lang).system.health.max;
      expect(await view.page.getAttribute(".phasesix-heart.heart-full", "data-tooltip-text")).toBe(
        lang === "de" ? `Klick: eine Wunde nehmen – Lebenspunkte ${max} → ${max - 1}.` : `Click to take a wound: health ${max} → ${max - 1}.`,
      );
      await view.screenshot(`npc-sheet-attacks-${lang}`);
    });

    it(`edits the pools' maximums in the header, not among the protection, and the weapons in the same table, in ${lang}`, async () => {
      const view = await render(lang, true);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
      expect(await view.page.locator('.phasesix-sheet-header input[name^="system.poolMax."]').count()).toBe(3);
      expect(await view.page.locator('fieldset input[name^="system.poolMax."]').count()).toBe(0);
      const table = view.page.locator("table.phasesix-npc-attacks");
      // The natural attack is edited in the table (its index is its place in the stored list: the stiletto's own row comes first there and shows as the weapon).
      const index = vampire(lang).system.attacks.findIndex((attack) => attack.name === NAMES[lang].bite);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(await table.locator(`input[name="system.attacks.${index}.name"]`).inputValue()).toBe(NAMES[lang].bite);
      expect(await table.locator("tr.phasesix-npc-weapon", { hasText: NAMES[lang].weapon }).count()).toBe(1);
    });
  }
});
