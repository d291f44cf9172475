import { describe, expect, it } from "vitest";
import { FOE_CATEGORY_TITLES, FOE_TRAIT_NAMES, parseFoeEffect, readFoeEffect } from "./index.ts";

describe("reading a foe's effect line (one reader for the appendix and phasesix.org campaigns)", () => {
  it("reads the keywords of both languages", () => {
    expect(parseFoeEffect("Durchschlag 3, Gift 2")).toEqual({ piercing: 3, conditions: { poisoned: 2 }, range: 0 });
    expect(parseFoeEffect("Bleeding 1, 12 m range")).toEqual({ piercing: 0, conditions: { bleeding: 1 }, range: 12 });
    expect(parseFoeEffect("")).toEqual({ piercing: 0, conditions: {}, range: 0 });
  });

  it("keeps what is not a keyword as unread parts, and the whole line then is no keyword line", () => {
    const reading = readFoeEffect("Piercing 2, holds the target until it breaks free");
    expect(reading.effect).toEqual({ piercing: 2, conditions: {}, range: 0 });
    expect(reading.unread).toEqual(["holds the target until it breaks free"]);
    expect(parseFoeEffect("Piercing 2, holds the target until it breaks free")).toBeNull();
  });

  it("knows the categories and resistances in German and English", () => {
    expect([FOE_CATEGORY_TITLES.Untoter, FOE_CATEGORY_TITLES.Undead]).toEqual(["undead", "undead"]);
    expect([FOE_TRAIT_NAMES.Kälte, FOE_TRAIT_NAMES.Cold]).toEqual(["cold", "cold"]);
  });
});
