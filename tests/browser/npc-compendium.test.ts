/**
 * Ready NPCs of the compendium (packs/npcs-*) on the NPC sheet: a German knight with embedded
 * weapons and armour, an English wolf with its natural attack — localized, nothing overflowing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import type { NpcSheetInput } from "../../src/applications/sheets/context/npc.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import type { NpcDocument } from "../../scripts/npcs/build.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";
import { npcSheetInput, packNpc } from "./pack-twins.ts";

const PARTIALS = NPC_SHEET_PARTS;

/** The sheet input of a fresh token of the pack NPC; Foundry's core icons are not served here, so the sample portrait stands in for the picture. */
function sheetInput(doc: NpcDocument): NpcSheetInput {
  return { ...npcSheetInput(doc), img: SAMPLE_PORTRAIT };
}

describe("compendium NPCs on the NPC sheet", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, key: string) =>
    browser.render({
      template: "templates/actor/npc/sheet.hbs",
      data: buildNpcContext(sheetInput(packNpc(lang, key))),
      lang,
      partials: PARTIALS,
      width: 640,
      windowClasses: "sheet actor npc",
    });

  it("shows the German knight with his weapons, armour and build", async () => {
    const view = await render("de", "npc:knight");
    await view.screenshot("npc-compendium-knight-de");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
    expect(await view.page.locator('[data-action="rollAttack"]').count()).toBeGreaterThanOrEqual(2); // long sword, lance
    const text = await view.page.locator(".window-content").innerText();
    expect(text).toContain("Ritter");
    expect(text).toContain("Aufgebaut aus");
  });

  it("shows the English ghoul with its claws and teeth, rolled on Hand to Hand", async () => {
    // The grey wolf left the NPCs for the rulebook's own Wolf (packs/foes-*, issue 21).
    const view = await render("en", "npc:ghoul");
    await view.screenshot("npc-compendium-ghoul-en");
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
    expect(await view.page.locator('[data-action="rollNpcAttack"]').count()).toBe(1);
    expect(await view.page.locator(".window-content").innerText()).toContain("Claws and teeth");
  });
});
