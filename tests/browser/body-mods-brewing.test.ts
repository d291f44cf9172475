/**
 * Body modifications and brewing (2026 rulebook chapters) in real Chromium, German and English, light
 * and dark: a NEXUS agent with a cyberarm, a thermal converter and a neural enhancer (the packs' own
 * entries in the render's language) shows Biolast, energy, mounting points and the Biolast penalty
 * in the gear tab; a body modification's item sheet; a Tirakan alchemist's synthesis dialog for the
 * simple wound tincture with its odds; the result card. Screenshots character-bodymods-{de,en},
 * item-bodymod-{de,en}, synthesis-dialog-{de,en}, synthesis-card-{de,en}.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character.ts";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { sampleCharacterInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { itemInputs } from "../../src/data/actor/item-inputs.ts";
import { deriveCharacter } from "../../src/rules/character/derive.ts";
import { HUMAN_SPY_RANGER } from "../../src/rules/character/appendix.fixture.ts";
import { sampleRollView } from "../../src/rules/roll-request/fixtures.ts";
import { initialSynthesisState, synthesisCardContext, synthesisDialogContext } from "../../src/applications/synthesis-context.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { CHARACTER_SHEET_PARTS } from "./sheet-partials.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const ITEM_PARTIALS = ["templates/item/header.hbs", "templates/item/details.hbs", "templates/item/description.hbs", "templates/item/parts/field.hbs"];
const chatLog = `<ol id="chat-log"><li class="chat-message"><div class="message-content">{{content}}</div></li></ol>`;

interface PackItem {
  _id: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  flags: { phasesix: { key: string } };
}

/** The pack entry of `key` in `lang` (the committed pack sources). */
function packItem(pack: string, lang: Lang, key: string): PackItem {
  const dir = path.join(ROOT, "packs", `${pack}-${lang}`);
  for (const file of fs.readdirSync(dir)) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as PackItem;
    if (doc.flags?.phasesix?.key === key) return doc;
  }
  throw new Error(`${key} not in ${pack}-${lang}`);
}

function agentItems(lang: Lang) {
  const arm = packItem("body-modifications", lang, "bodyModification:cyberarm");
  const converter = packItem("body-modifications", lang, "bodyModification:thermal-converter");
  const enhancer = packItem("body-modifications", lang, "bodyModification:neural-enhancer");
  const recipe = packItem("recipes", lang, "recipe:simple-wound-tincture");
  return [
    { ...arm, id: "bmArm", system: { ...arm.system, location: "rightArm", active: true } },
    { ...converter, id: "bmConv" },
    { ...enhancer, id: "bmNeural" },
    { ...recipe, id: "rcTincture" },
  ];
}

describe("body modifications and brewing in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows a NEXUS agent's Biolast, energy, mounting points and penalty in the gear tab (${lang})`, async () => {
      const items = agentItems(lang);
      const derived = deriveCharacter({ ...HUMAN_SPY_RANGER, ...{ bodyModifications: itemInputs(items).bodyModifications } });
      const data = buildCharacterContext(sampleCharacterInput({ activeTab: "gear", locale: lang, derived, items, bodyMods: true, brewing: true }), localizer(lang));
      const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: CHARACTER_SHEET_PARTS, width: 760, windowClasses: "sheet actor character" });
      await view.screenshot(`character-bodymods-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      // Cyberarm 4 + thermal converter 1 + neural enhancer 3 = 8 > 5: Endurance and rest −1
      expect(data.bodyMods.biolast.value).toBe(8);
      expect(await view.page.textContent(".phasesix-bodymods")).toContain(lang === "de" ? "Ausdauer −1" : "Endurance −1");
      // produced 6, drawn 3 (cyberarm on) + 2 (enhancer) = 1 mA
      expect(data.bodyMods.energy.value).toBe(1);
      const arms = data.bodyMods.regions.find((r) => r.region === "arms");
      expect([arms?.used, arms?.available, arms?.overloaded]).toEqual([3, 3, false]);
      expect(await view.page.locator('button[data-action="brew"]').count()).toBe(1);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
    });

    it(`offers a surgery on every modification and shows a removed one without its Biolast (${lang})`, async () => {
      const items = agentItems(lang).map((item) => (item.id === "bmArm" ? { ...item, system: { ...item.system, installed: false } } : item));
      const derived = deriveCharacter({ ...HUMAN_SPY_RANGER, ...{ bodyModifications: itemInputs(items).bodyModifications } });
      const data = buildCharacterContext(sampleCharacterInput({ activeTab: "gear", locale: lang, derived, items, bodyMods: true, brewing: true }), localizer(lang));
      const view = await browser.render({ template: "tests/browser/templates/character-sheet.hbs", data, lang, partials: CHARACTER_SHEET_PARTS, width: 760, windowClasses: "sheet actor character" });
      expect(await view.rawKeys()).toEqual([]);
      // Körpermodifikationen → Modifikationen ausbauen: the removed Cyberarm (4) no longer counts: 1 + 3
      expect(data.bodyMods.biolast.value).toBe(4);
      const arm = view.page.locator('.phasesix-item-row[data-item-id="bmArm"]');
      expect(await arm.textContent()).toContain(lang === "de" ? "Ausgebaut" : "Removed");
      expect(await arm.locator('button[data-action="bodyModSurgery"]').textContent()).toBe(lang === "de" ? "Einsetzen" : "Fit");
      expect(await view.page.locator('.phasesix-item-row[data-item-id="bmNeural"] button[data-action="bodyModSurgery"]').textContent()).toBe(lang === "de" ? "Entfernen" : "Remove");
      expect(await view.page.locator('button[data-action="bodyModSurgery"]').count()).toBe(3);
      expect(await view.overflowing(".window-content, .phasesix-tab-body")).toEqual([]);
    });

    it(`shows a body modification's item sheet (${lang})`, async () => {
      const arm = packItem("body-modifications", lang, "bodyModification:cyberarm");
      const input = sampleItemInput("bodyModification");
      const Model = (input.system as { constructor: new (source: unknown) => object }).constructor;
      const data = buildItemContext({ ...input, name: arm.name, system: new Model(arm.system), editMode: false, isGM: false }, localizer(lang));
      const view = await browser.render({ template: "tests/browser/templates/item-sheet.hbs", data, lang, partials: ITEM_PARTIALS, width: 620, windowClasses: "sheet item" });
      await view.screenshot(`item-bodymod-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.textContent(".phasesix-item-read")).toContain(lang === "de" ? "Biolast" : "Biostrain");
    });

    it(`shows the synthesis dialog with its odds (${lang})`, async () => {
      const recipe = packItem("recipes", lang, "recipe:simple-wound-tincture");
      const view0 = sampleRollView({ knowledge: [{ id: "kAlch", name: lang === "de" ? "Alchemie" : "Alchemy", skill: "nature", value: 3, dice: 5 }] });
      const data = synthesisDialogContext(view0, recipe.name, { ...initialSynthesisState(view0, "simple"), equipment: "fieldKit" }, localizer(lang));
      const view = await browser.render({ template: "templates/dialog/synthesis.hbs", data, lang, width: 460 });
      await view.screenshot(`synthesis-dialog-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.locator(".phasesix-synthesis-odds .phasesix-item-stat").count()).toBe(4);
      expect(await view.page.inputValue('select[name="trait"]')).toBe("knowledge:kAlch");
    });

    it(`shows the result card with the table entry and the product (${lang})`, async () => {
      const recipe = packItem("recipes", lang, "recipe:simple-wound-tincture");
      const data = synthesisCardContext({ actor: "Kael", recipe: recipe.name, result: "highQuality", successes: 2, ones: 0, needed: 1, tableFace: 6, entry: "masterpiece", product: { name: recipe.name, quantity: 1 } }, localizer(lang));
      const view = await browser.render({ template: "templates/chat/synthesis-card.hbs", data, lang, wrapper: chatLog });
      await view.screenshot(`synthesis-card-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.textContent(".phasesix-synthesis-result")).toBe(lang === "de" ? "Hohe Qualität" : "High quality");
    });
  }
});
