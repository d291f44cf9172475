/**
 * The chat item card is compact (issue 24): one subtitle line (type, category, rarity) and the other
 * stats as chips, the weight in kg and the price with the currency unit — from the weapons pack of the
 * render's language, in the 300 px chat log, light and dark. Screenshot: item-card-compact-{de,en}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildItemContext } from "../../src/applications/sheets/context/item.ts";
import { sampleItemInput } from "../../src/applications/sheets/context/item-samples.fixture.ts";
import { itemDataModels } from "../../src/data/index.ts";
import { defaultCurrencyUnit } from "../../src/rules/items/money.ts";
import { openBrowser, type HarnessBrowser, type Lang } from "./harness.ts";
import { localizer } from "./sheet-localize.ts";
import { packEntry } from "./pack-data.ts";
import { CHAT_LOG } from "./frame.ts";

const UNIT = defaultCurrencyUnit("terra", "middleAges");

/** The battle bow of the weapons pack, as the item sheet's read view gathers it. */
function battleBow(lang: Lang) {
  const entry = packEntry("weapons", lang, "weapon:battle-bow");
  const Model = itemDataModels.weapon as unknown as new (source: unknown) => object;
  const input = sampleItemInput("weapon", { name: entry.name, system: new Model(entry.system), units: { currency: UNIT, locale: lang } });
  return buildItemContext({ ...input, editMode: false }, localizer(lang));
}

describe("compact chat item card", () => {
  let browser: HarnessBrowser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ["de", "en"] as const) {
    it(`shows a subtitle line and chips, weight in kg and price in ${UNIT} (${lang})`, async () => {
      const view = await browser.render({ template: "templates/chat/item-card.hbs", data: battleBow(lang), lang, wrapper: CHAT_LOG });
      expect(await view.rawKeys()).toEqual([]);
      expect(await view.page.textContent(".phasesix-title")).toBe(lang === "de" ? "Kriegsbogen" : "Battle Bow");
      expect(await view.page.textContent(".phasesix-item-card-type")).toBe(lang === "de" ? "Waffe · Bögen" : "Weapon · Bows");
      const chips = (await view.page.locator(".phasesix-item-stat").allTextContents()).map((c) => c.replace(/\s+/g, " ").trim());
      // Battle bow: 1450, 1400 g, piercing 1, range 70 m.
      expect(chips).toContain(lang === "de" ? `Preis 1.450 ${UNIT}` : `Price 1,450 ${UNIT}`);
      expect(chips).toContain(lang === "de" ? "Gewicht 1,4 kg" : "Weight 1.4 kg");
      expect(chips.some((c) => /\(g\)/.test(c))).toBe(false);
      // Chips run in lines, not one row per stat: fewer lines than chips.
      const tops = new Set(await view.page.$$eval(".phasesix-item-stat", (els) => els.map((el) => Math.round(el.getBoundingClientRect().top))));
      expect(tops.size).toBeLessThan(chips.length);
      expect((await view.box(".phasesix-item-card"))?.width).toBeLessThanOrEqual(300);
      await view.screenshot(`item-card-compact-${lang}`);
    });
  }
});
