import { describe, expect, it } from "vitest";
import { gameContentLanguage, guideLanguage, packLanguage, shownLanguages } from "./content-language.ts";

describe("content language", () => {
  it("follows each user's Foundry language by default", () => {
    expect(shownLanguages("game", "de")).toEqual(["de"]);
    expect(shownLanguages("game", "en")).toEqual(["en"]);
    expect(shownLanguages("game", "fr")).toEqual(["en"]);
    expect(gameContentLanguage("de-AT")).toBe("de");
  });

  it("shows one language for everyone when chosen, and both with 'both'", () => {
    expect(shownLanguages("de", "en")).toEqual(["de"]);
    expect(shownLanguages("en", "de")).toEqual(["en"]);
    expect(shownLanguages("both", "de")).toEqual(["de", "en"]);
    expect(shownLanguages(undefined, "de")).toEqual(["de"]);
  });

  it("reads a pack's language from our collection ids only", () => {
    expect(packLanguage("phasesix.templates-de")).toBe("de");
    expect(packLanguage("phasesix.weapon-modifications-en")).toBe("en");
    expect(packLanguage("phasesix.guide-en")).toBe("en");
    expect(packLanguage("dnd5e.spells-de")).toBeNull();
    expect(packLanguage("world.notes")).toBeNull();
  });

  it("opens the guide of the shown language, or of the user's language when both are shown", () => {
    expect(guideLanguage("en", "de")).toBe("en");
    expect(guideLanguage("both", "de")).toBe("de");
    expect(guideLanguage("game", "en")).toBe("en");
  });
});
