import { describe, expect, it } from "vitest";
import { DEFAULT_WORLD_RULES, isExtensionActive, worldPreset } from "./world-rules.ts";

describe("world rules", () => {
  it("Tirakan brings the Middle Ages with magic and pantheon", () => {
    expect(worldPreset("tirakan")).toEqual({ era: "middleAges", extensions: { magic: true, horror: false, pantheon: true } });
  });
  it("NEXUS brings the modern era with horror", () => {
    expect(worldPreset("nexus")).toEqual({ era: "modern", extensions: { magic: false, horror: true, pantheon: false } });
  });
  it("Terra leaves everything to the GM", () => {
    expect(worldPreset("terra")).toEqual({});
  });
  it("defaults to the canonical variants", () => {
    expect(DEFAULT_WORLD_RULES.variants).toEqual({ initiative: "pool", protection: "pool", aiming: "rulebook", firstAid: "heal" });
    expect(isExtensionActive(DEFAULT_WORLD_RULES, "magic")).toBe(false);
    expect(isExtensionActive(DEFAULT_WORLD_RULES, "bodyMods")).toBe(true);
  });
  it("body modifications are an extension the GM can switch off", () => {
    const rules = { ...DEFAULT_WORLD_RULES, extensions: { ...DEFAULT_WORLD_RULES.extensions, bodyMods: false } };
    expect(isExtensionActive(rules, "bodyMods")).toBe(false);
  });
});
