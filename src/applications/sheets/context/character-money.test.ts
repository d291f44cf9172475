import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "./character.ts";
import { keysOnly } from "./localize.ts";
import { sampleCharacterInput } from "./sample.fixture.ts";
import { buildRuleset } from "../../../rules/ruleset/ruleset.ts";
import { DEFAULT_WORLD_RULES } from "../../../rules/catalog/world-rules.ts";

describe("the character sheet's money carries the campaign's currency unit", () => {
  it("gives the gear tab the money and the unit the currency field shows beside it", () => {
    const context = buildCharacterContext(sampleCharacterInput({ currency: 250, currencyUnit: "Kredit" }), keysOnly);
    expect(context.gear.currency).toBe(250);
    expect(context.gear.currencyUnit).toBe("Kredit");
  });

  it("never shows negative or broken money", () => {
    expect(buildCharacterContext(sampleCharacterInput({ currency: Number.NaN, currencyUnit: "€" }), keysOnly).gear.currency).toBe(0);
  });
});

describe("the character sheet's money in Tirakan's coins (2026 book, Ausrüstung → Währung)", () => {
  const tirakan = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } });

  it("shows the stored Gulden and Deut and the same money as Barren, Unzen, Gulden and Deut", () => {
    const context = buildCharacterContext(sampleCharacterInput({ currency: 1023, currencyMinor: 50, currencyTable: tirakan.gear.currency }), keysOnly);
    expect(context.gear.currency).toBe(1023);
    expect(context.gear.money).toMatchObject({ minor: 50, minorMax: 99, mainLabel: "PHASESIX.Currency.gulden", minorLabel: "PHASESIX.Currency.deut" });
    expect(context.gear.money?.coins.map((c) => [c.key, c.count])).toEqual([
      ["barren", 1],
      ["unze", 0],
      ["gulden", 23],
      ["deut", 50],
    ]);
    expect(context.gear.money?.units.find((u) => u.selected)?.value).toBe("gulden");
  });

  it("keeps the one money input in every other world book", () => {
    const terra = buildRuleset({ edition: "2026" });
    expect(buildCharacterContext(sampleCharacterInput({ currency: 5, currencyTable: terra.gear.currency }), keysOnly).gear.money).toBeNull();
    expect(buildCharacterContext(sampleCharacterInput({ currency: 5 }), keysOnly).gear.money).toBeNull();
  });
});
