/**
 * Weight in one unit everywhere (issue 24): the item sheet's edit view edits a weight in kg — the
 * stored grams shown as kg to the gram, labelled "(kg)", never below 0 — in German and English data,
 * light and dark (the harness guards every render).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";

const PARTIALS = ["templates/item/header.hbs", "templates/item/details.hbs", "templates/item/description.hbs", "templates/item/parts/field.hbs"];

describe("item weights are edited in kg", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("shows a gear's stored 1250 g as 1.25 in a kg field, in %s", async (lang) => {
    const input = sampleItemInput("gear");
    const system = { ...(input.system as object), weight: 1250 };
    const data = buildItemContext({ ...input, name: lang === "de" ? "Verbandskasten" : "First Aid Kit", system }, localizer(lang));
    const view = await browser.render({ template: "tests/browser/templates/item-sheet.hbs", data, lang, partials: PARTIALS, width: 620, windowClasses: "sheet item" });
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".window-content, .phasesix-item-body, .phasesix-box, .phasesix-field-grid, .phasesix-field label")).toEqual([]);
    const weight = view.page.locator('input[name="system.weight"]');
    expect(await weight.inputValue()).toBe("1.25");
    expect(await weight.getAttribute("step")).toBe("0.001");
    expect(await weight.getAttribute("min")).toBe("0");
    const id = await weight.getAttribute("id");
    expect(await view.page.textContent(`label[for="${id ?? ""}"]`)).toBe(lang === "de" ? "Gewicht (kg)" : "Weight (kg)");
    // The browser itself reads the field as a valid weight of 1.25 kg (no step mismatch).
    expect(await weight.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(true);
    await view.screenshot(`item-weight-kg-${lang}`);
  });
});
