import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "./character.ts";
import { keysOnly } from "./localize.ts";
import { sampleCharacterInput } from "./sample.fixture.ts";

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
