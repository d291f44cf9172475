import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { ITEM_TYPES, sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizedSampleItemInput } from "./pack-twins.ts";
import { localizer } from "./sheet-localize.ts";

const PARTIALS = ["templates/item/header.hbs", "templates/item/details.hbs", "templates/item/description.hbs", "templates/item/parts/field.hbs"];

describe("item sheets in the browser", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const render = (lang: Lang, type: (typeof ITEM_TYPES)[number]) =>
    browser.render({
      template: "tests/browser/templates/item-sheet.hbs",
      data: buildItemContext(localizedSampleItemInput(sampleItemInput(type), lang), localizer(lang)),
      lang,
      partials: PARTIALS,
      width: 620,
      windowClasses: "sheet item",
    });

  for (const lang of ["de", "en"] as const) {
    it.each(ITEM_TYPES)(`renders the %s sheet in ${lang} localized and without overflow`, async (type) => {
      const view = await render(lang, type);
      await view.screenshot(`item-${type}-${lang}`);
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.overflowing(".window-content, .phasesix-item-body, .phasesix-box, .phasesix-field-grid")).toEqual([]);
      const name = await view.box('input[name="name"]');
      expect(name?.width).toBeGreaterThan(200);
      // every labelled field has a visible, usable input
      const fields = view.page.locator(".phasesix-field:visible"); // fields that do not apply sit in a closed "more fields" section
      const count = await fields.count();
      for (let i = 0; i < count; i++) {
        const input = fields.nth(i).locator("input, select").first();
        const box = await input.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(12);
      }
    });
  }

  it("shows a template's modifiers as editable rows and the shadow as rich text", async () => {
    const view = await render("de", "template");
    expect(await view.page.locator(".phasesix-modifier-row").count()).toBe(3);
    expect(await view.page.inputValue('select[name="system.modifiers.0.key"]')).toBe("quickness");
    expect(await view.page.inputValue('input[name="system.modifiers.2.key"]')).toBe("Cryptography");
    expect(await view.page.locator('prose-mirror[name="system.shadow"]').count()).toBe(1);
  });

  it("names an invalid modifier in a validation message", async () => {
    const input = sampleItemInput("quirk");
    const data = buildItemContext({ ...input, system: { category: "moodSwings", modifiers: [{ kind: "aspect", key: "strength", value: 1 }] } }, localizer("en"));
    const view = await browser.render({ template: "tests/browser/templates/item-sheet.hbs", data, lang: "en", partials: PARTIALS, width: 620, windowClasses: "sheet item" });
    await view.screenshot("item-quirk-invalid-en");
    expect(await view.page.textContent(".phasesix-validation")).toContain("Modifier 1:");
    expect(await view.rawKeys()).toEqual([]);
  });
});
