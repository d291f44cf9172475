import { describe, expect, it } from "vitest";
import { effectKeyOptions } from "./effect-config.ts";

describe("effectKeyOptions: suggestions in the effect editor", () => {
  it("offers every attribute, skill and aspect key with its localized name and kind", () => {
    const options = effectKeyOptions((key) => `[${key}]`);
    expect(options).toContainEqual({ value: "phasesix.attribute.strength", label: "[PHASESIX.Attribute.strength] ([PHASESIX.Item.ModifierKind.attribute])" });
    expect(options).toContainEqual({ value: "phasesix.aspect.minRoll", label: "[PHASESIX.Aspect.minRoll] ([PHASESIX.Item.ModifierKind.aspect])" });
    expect(options.filter((o) => o.value.startsWith("phasesix.skill.")).length).toBe(24);
  });
});
