import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNpcContext } from "../../src/applications/sheets/context/npc.ts";
import { sampleNpcInput } from "../../src/applications/sheets/context/sample.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";

const PARTIALS = [
  "templates/actor/parts/hearts.hbs",
  "templates/actor/parts/pools.hbs",
  "templates/actor/parts/conditions.hbs",
  "templates/actor/parts/weapons.hbs",
  "templates/actor/parts/item-controls.hbs",
  "templates/actor/parts/effects.hbs",
];

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
      data: buildNpcContext(sampleNpcInput({ editMode })),
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
        expect(await view.page.locator(".phasesix-condition").count()).toBe(7);
      });
    }
  }

  it("rolls attributes, notable skills and attacks on click in play mode", async () => {
    const view = await render("en", false);
    expect(await view.page.locator('[data-action="roll"][data-roll-kind="attribute"]').count()).toBe(12);
    expect(await view.page.locator('[data-action="roll"][data-key="shooting"]').count()).toBe(1);
    expect(await view.page.locator('[data-action="rollNpcAttack"]').count()).toBe(1); // the special action has no dice
    expect(await view.page.locator('[data-action="rollAttack"]').count()).toBe(3); // foil melee, pistol single + burst
    const attack = await view.box('[data-action="rollNpcAttack"]');
    expect(attack?.height).toBeGreaterThanOrEqual(18);
    expect(await view.page.locator("input").count()).toBe(0);
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
