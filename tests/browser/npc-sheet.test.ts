import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { SAMPLE_ITEMS, SAMPLE_PORTRAIT, sampleNpcInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleNpc, npcSheetInput, packNpc } from "./pack-twins.ts";
import { NPC_SHEET_PARTS } from "./sheet-partials.ts";

const PARTIALS = NPC_SHEET_PARTS;

describe("NPC sheet in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, editMode: boolean) =>
    browser.render({
      template: "templates/actor/npc/sheet.hbs",
      data: buildNpcContext(localizedSampleNpc(sampleNpcInput({ editMode }), lang)),
      lang,
      partials: PARTIALS,
      width: 640,
      windowClasses: "sheet actor npc",
    });

  for (const lang of ["de", "en"] as const) {
    for (const editMode of [false, true]) {
      const mode = editMode ? "edit" : "play";
      it(`renders the compact sheet in ${lang} (${mode} mode) localized and without overflow`, async () => {
        const view = await render(lang, editMode);
        await view.screenshot(`npc-${mode}-${lang}`);
        expect(await view.rawKeys()).toEqual([]);
        expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box, .phasesix-sheet-header")).toEqual([]);
        expect(await view.page.locator(".phasesix-heart").count()).toBe(6);
        // the active condition (shocked 1) as a chip, the six at 0 collapsed into the "add condition" menu
        expect(await view.page.locator(".phasesix-condition").count()).toBe(1);
        expect(await view.page.locator(".phasesix-condition-menu li").count()).toBe(6);
      });
    }
  }

  for (const lang of ["de", "en"] as const) {
    it(`shows a LIMITED viewer only name, portrait and description (${lang})`, async () => {
      const view = await browser.render({
        template: "templates/actor/parts/limited.hbs",
        data: {
          limited:
            lang === "de"
              ? { name: "Hafenwache", img: SAMPLE_PORTRAIT, description: "<p>Bewacht nachts die Docks; kennt jeden Schmuggler beim Namen.</p>" }
              : { name: "Harbour Guard", img: SAMPLE_PORTRAIT, description: "<p>Watches the docks at night; knows every smuggler by name.</p>" },
        },
        lang,
        width: 480,
        windowClasses: "sheet actor npc",
      });
      await view.screenshot(`npc-limited-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-limited")).toEqual([]);
      expect(await view.page.textContent(".phasesix-limited-name")).toBe(lang === "de" ? "Hafenwache" : "Harbour Guard");
      expect(await view.page.locator(".phasesix-limited img.phasesix-portrait").count()).toBe(1);
      expect(await view.page.locator(".phasesix-limited-description p").count()).toBe(1);
      expect(await view.page.locator(".window-content :is([data-action], input, .phasesix-heart)").count()).toBe(0);
    });
  }

  it("rolls attributes, notable skills and attacks on click in play mode", async () => {
    const view = await render("en", false);
    expect(await view.page.locator('[data-action="roll"][data-roll-kind="attribute"]').count()).toBe(12);
    expect(await view.page.locator('[data-action="roll"][data-key="shooting"]').count()).toBe(1);
    expect(await view.page.locator('[data-action="roll"][data-roll-kind="evasion"][data-key="evasion"]').count()).toBe(1);
    expect(await view.page.locator('[data-action="rollNpcAttack"]').count()).toBe(1); // the special action has no dice
    expect(await view.page.locator('[data-action="rollAttack"]').count()).toBe(3); // foil melee, pistol single + burst
    const attack = await view.box('[data-action="rollNpcAttack"]');
    expect(attack?.height).toBeGreaterThanOrEqual(18);
    expect(await view.page.locator("input").count()).toBe(0);
  });

  for (const lang of ["de", "en"] as const) {
    it(`lists a caster's spells with arcana, casting dice and the effect to unfold (${lang})`, async () => {
      // the compendium's necromancer of the render's language: his spells, his arcana, his picture
      const input = npcSheetInput(packNpc(lang, "npc:necromancer"), { magic: true });
      const context = buildNpcContext(input);
      const view = await browser.render({ template: "templates/actor/npc/sheet.hbs", data: context, lang, partials: PARTIALS, width: 640, windowClasses: "sheet actor npc" });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.textContent(".phasesix-npc-arcana strong")).toBe("4/4");
      const spell = input.items.find((item) => item.type === "spell" && item.name === (lang === "de" ? "Knochenschild" : "Bone shield"));
      expect(spell).toBeDefined();
      const cast = view.page.locator(`.phasesix-npc-spells [data-action="castSpell"][data-item-id="${spell?.id}"]`);
      expect(await cast.getAttribute("aria-label")).toBe(lang === "de" ? "Knochenschild zaubern" : "Cast Bone shield");
      expect(Number(await cast.textContent())).toBeGreaterThan(0);
      expect(await view.page.locator('.phasesix-npc-spells [data-action="castSpell"]').count()).toBe(3);
      expect(await view.page.isVisible(".phasesix-spell-effect .phasesix-notes")).toBe(false);
      await view.page.click(".phasesix-spell-effect summary");
      expect(await view.page.isVisible(".phasesix-spell-effect .phasesix-notes")).toBe(true);
      await view.screenshot(`npc-caster-${lang}`);
      expect(await view.overflowing(".window-content, .phasesix-npc, .phasesix-box")).toEqual([]);
    });
  }

  it("shows no spells section without the magic extension", async () => {
    const input = sampleNpcInput({ magic: false, arcana: { max: 4, spent: 0 }, items: SAMPLE_ITEMS.filter((item) => item.type === "spell") });
    const view = await browser.render({ template: "templates/actor/npc/sheet.hbs", data: buildNpcContext(input), lang: "en", partials: PARTIALS, width: 640, windowClasses: "sheet actor npc" });
    expect(await view.page.locator(".phasesix-npc-magic").count()).toBe(0);
  });

  it("offers an input for every value in edit mode", async () => {
    const view = await render("de", true);
    expect(await view.page.locator('input[name^="system.attributes."]').count()).toBe(12);
    expect(await view.page.locator('input[name^="system.skills."]').count()).toBe(22);
    // One per protection type: normal, critical, bleeding, poison, fire, shock, sticky, reflection, demonic.
    expect(await view.page.locator('input[name^="system.protection."]').count()).toBe(9);
    expect(await view.page.inputValue('input[name="system.attacks.0.dice"]')).toBe("6");
    expect(await view.page.inputValue('input[name="system.minRoll"]')).toBe("5");
  });
});
