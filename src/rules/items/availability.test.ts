import { describe, expect, it } from "vitest";
import type { ContentSetting } from "./availability.ts";
import { isAvailable, unavailableBecause } from "./availability.ts";

const medievalMagic: ContentSetting = { era: "middleAges", extensions: ["magic"], world: "terra" };

describe("content availability", () => {
  it("offers untagged content everywhere", () => {
    expect(isAvailable({ eras: [], extensions: [], worlds: [] }, medievalMagic)).toBe(true);
  });

  it("needs the setting's era among the content's eras", () => {
    expect(isAvailable({ eras: ["middleAges", "victorian"], extensions: [], worlds: [] }, medievalMagic)).toBe(true);
    expect(isAvailable({ eras: ["modern"], extensions: [], worlds: [] }, medievalMagic)).toBe(false);
  });

  it("needs one of the content's extensions to be active", () => {
    expect(isAvailable({ eras: [], extensions: ["magic", "horror"], worlds: [] }, medievalMagic)).toBe(true);
    expect(isAvailable({ eras: [], extensions: ["horror"], worlds: [] }, medievalMagic)).toBe(false);
  });

  it("needs the setting's world among the content's worlds", () => {
    expect(isAvailable({ eras: [], extensions: [], worlds: ["tirakan"] }, medievalMagic)).toBe(false);
    expect(isAvailable({ eras: [], extensions: [], worlds: ["tirakan"] }, { ...medievalMagic, world: "tirakan" })).toBe(true);
  });
});

describe("content availability without a restriction and with content markers", () => {
  it("does not restrict by era or world when the setting names none", () => {
    const open: ContentSetting = { era: null, extensions: [], world: null };
    expect(isAvailable({ eras: ["antiquity"], extensions: [], worlds: ["tirakan"] }, open)).toBe(true);
  });

  it("offers body modifications only while that extension setting is on", () => {
    expect(isAvailable({ eras: [], extensions: ["bodyMods"], worlds: [] }, medievalMagic)).toBe(false);
    expect(isAvailable({ eras: [], extensions: ["bodyMods"], worlds: [] }, { ...medievalMagic, extensions: [...medievalMagic.extensions, "bodyMods"] })).toBe(true);
  });

  it("names the first tag that fails", () => {
    expect(unavailableBecause({ eras: ["modern"], extensions: ["horror"], worlds: [] }, medievalMagic)).toEqual({ tag: "era" });
    expect(unavailableBecause({ eras: [], extensions: ["horror", "pantheon"], worlds: [] }, medievalMagic)).toEqual({ tag: "extension", extension: "horror" });
    expect(unavailableBecause({ eras: [], extensions: [], worlds: ["nexus"] }, medievalMagic)).toEqual({ tag: "world" });
    expect(unavailableBecause({ eras: ["middleAges"], extensions: ["magic"], worlds: ["terra"] }, medievalMagic)).toBeNull();
  });
});
