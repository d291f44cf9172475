import { describe, expect, it } from "vitest";
import { buildItemContext } from "./item.ts";
import { initialEditMode } from "./item-sections.ts";
import { sampleItemInput } from "./item-samples.fixture.ts";
import { keysOnly } from "./localize.ts";

describe("compact chat item card and read view (issue 24)", () => {
  it("puts type, category and rarity on one subtitle line and the other stats in chips", () => {
    const context = buildItemContext(sampleItemInput("gear"), keysOnly);
    expect(context.cardSubtitle).toBe("TYPES.Item.gear · PHASESIX.Item.GearCategory.firstAid · PHASESIX.Item.Rarity.common");
    expect(context.cardStats.map((s) => s.label)).not.toContain("PHASESIX.Item.FIELDS.category.label");
    expect(context.cardStats).toContainEqual({ label: "PHASESIX.ItemCard.Weight", value: "0.5 kg" });
  });

  it("gives a price the campaign's currency unit and a weight the user's number format", () => {
    const input = sampleItemInput("gear");
    const system = { ...(input.system as object), price: 2000, weight: 1400 };
    const context = buildItemContext({ ...input, system, units: { currency: "Taler", locale: "de" } }, keysOnly);
    expect(context.stats).toContainEqual({ label: "PHASESIX.Item.FIELDS.price.label", value: "2.000 Taler" });
    expect(context.stats).toContainEqual({ label: "PHASESIX.ItemCard.Weight", value: "1,4 kg" });
  });

  it("opens an item in the read view for a player, in the edit view for the GM only while it has no text", () => {
    expect(initialEditMode(false, false)).toBe(false);
    expect(initialEditMode(false, true)).toBe(false);
    expect(initialEditMode(true, false)).toBe(true);
    expect(initialEditMode(true, true)).toBe(false);
  });
});
