import { describe, expect, it } from "vitest";
import { MODIFIER_ERRORS, modifierError, toModifier, toModifiers } from "./modifier.ts";

describe("stored modifiers", () => {
  it("are valid with a catalog key of their kind and an integer value", () => {
    expect(modifierError({ kind: "attribute", key: "quickness", value: 2 })).toBeNull();
    expect(modifierError({ kind: "skill", key: "stealth", value: -1 })).toBeNull();
    expect(modifierError({ kind: "aspect", key: "bonusDice", value: 2 })).toBeNull();
    expect(modifierError({ kind: "knowledge", key: "Accounting", value: 2 })).toBeNull();
  });

  it("name what is wrong otherwise", () => {
    expect(modifierError({ kind: "talent", key: "x", value: 1 })).toBe(MODIFIER_ERRORS.kind);
    expect(modifierError({ kind: "attribute", key: "stealth", value: 1 })).toBe(MODIFIER_ERRORS.key);
    expect(modifierError({ kind: "knowledge", key: "  ", value: 1 })).toBe(MODIFIER_ERRORS.key);
    expect(modifierError({ kind: "skill", key: "stealth", value: 1.5 })).toBe(MODIFIER_ERRORS.value);
  });

  it("become Modifiers, invalid ones dropped and knowledge names trimmed", () => {
    expect(toModifier({ kind: "knowledge", key: " Accounting ", value: 2 })).toEqual({ kind: "knowledge", key: "Accounting", value: 2 });
    expect(
      toModifiers([
        { kind: "attribute", key: "quickness", value: 2 },
        { kind: "skill", key: "nope", value: 2 },
        { kind: "aspect", key: "rerolls", value: 2 },
      ]),
    ).toEqual([
      { kind: "attribute", key: "quickness", value: 2 },
      { kind: "aspect", key: "rerolls", value: 2 },
    ]);
  });
});
