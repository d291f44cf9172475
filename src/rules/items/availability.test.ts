import { describe, expect, it } from "vitest";
import type { ContentSetting } from "./availability.ts";
import { isAvailable } from "./availability.ts";

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
