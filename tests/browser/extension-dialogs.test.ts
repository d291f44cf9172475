/**
 * Extension dialogs say what each entry changes and the total (issue 24): the ceremonial service
 * dialog sums the participants' favor and the pleas' cost and shows the favor before → after, in
 * German and English, light and dark (the harness guards every render).
 * Screenshots: service-dialog-summary-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceDialogContext } from "../../src/applications/sheets/context/prayer.ts";
import { serviceSummary } from "../../src/applications/sheets/context/service-summary.ts";
import { openBrowser, type HarnessBrowser } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";

describe("extension dialogs show each entry's change and the total", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["de", "en"] as const)("the ceremonial service dialog sums participants and pleas, in %s", async (lang) => {
    // Faith level 3 (at most 6 favor), the priest has 2 favor; 8 participants, pleas cost 2.
    const data = { ...serviceDialogContext(3), summary: serviceSummary(8, 2, 2, 3, localizer(lang)) };
    const view = await browser.render({ template: "templates/dialog/service.hbs", data, lang, width: 420 });
    // The entries the summary was made for (the sheet recomputes it on every input).
    await view.page.fill('input[name="participants"]', "8");
    await view.page.fill('input[name="pleaCosts"]', "2");
    await view.screenshot(`service-dialog-summary-${lang}`);
    expect(await view.rawKeys()).toEqual([]);
    expect(await view.overflowing(".phasesix-service-dialog, .phasesix-service-dialog *")).toEqual([]);
    const lines = await view.page.locator(".service-summary-lines li").allTextContents();
    // The pantheon's term for favor as the language file names it ("Gunst", "Favor").
    const term = localizer(lang)("PHASESIX.Pantheon.Favor");
    expect(lines).toEqual(lang === "de" ? [`8 Teilnehmer: +6 ${term} (höchstens 6)`, `Bitten während des Gottesdienstes: −2 ${term}`] : [`8 participants: +6 ${term} (at most 6)`, `Pleas during the service: −2 ${term}`]);
    expect(await view.page.textContent(".service-summary-total")).toBe(lang === "de" ? `Zusammen +4 ${term}: ${term} 2 → 6` : `In all +4 ${term}: ${term} 2 → 6`);
  });
});
