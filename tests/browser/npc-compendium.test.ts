/**
 * Ready NPCs of the compendium (packs/npcs-*) on the NPC sheet: a German knight with embedded
 * weapons and armour, an English wolf with its natural attack — localized, nothing overflowing.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import type { NpcSheetInput } from "../../src/applications/sheets/context/npc.ts";
import { SAMPLE_PORTRAIT } from "../../src/applications/sheets/context/sample.fixture.ts";
import { noConditions } from "../../src/rules/character/index.ts";
import type { NpcDocument } from "../../scripts/npcs/build.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";

const PARTIALS = NPC_SHEET_PARTS;

function packNpc(lang: Lang, key: string): NpcDocument {
  const dir = path.join(import.meta.dirname, "..", "..", "packs", `npcs-${lang}`);
  for (const file of fs.readdirSync(dir)) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as NpcDocument;
    if (doc.flags?.phasesix?.key === key) return doc;
  }
  throw new Error(`${key} not in npcs-${lang}`);
}

/** The sheet input of a fresh token of the pack NPC (full health, full pools, no conditions). */
function sheetInput(doc: NpcDocument): NpcSheetInput {
  const s = doc.system;
  return {
    name: doc.name,
    // Foundry's core icons are not served here; the sample portrait stands in for the picture.
    img: SAMPLE_PORTRAIT,
    view: {
      attributes: s.attributes,
      skills: s.skills,
      knowledge: [],
      minRoll: s.minRoll,
      conditions: noConditions(),
      pools: { ...s.poolMax },
      actions: { max: s.actions },
      evasion: s.evasion,
      health: { value: s.health.max, max: s.health.max, boosts: 0 },
    },
    protection: s.protection,
    attacks: s.attacks,
    poolMax: s.poolMax,
    items: doc.items.map((item) => ({ id: item._id, name: item.name, img: item.img, type: item.type, system: item.system, sort: item.sort })),
    editMode: false,
    editable: true,
    magic: false,
    notes: { source: s.description, enriched: s.description },
    templateRoot: "templates/",
  };
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
