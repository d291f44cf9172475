import { describe, expect, it } from "vitest";
import { macroRollOf, macroSource } from "./macro-data.ts";

describe("hotbar roll macros", () => {
  it("reads a dragged trait as what the macro rolls", () => {
    expect(macroRollOf({ type: "PhaseSix.Roll", kind: "skill", key: "perception", actorUuid: "Actor.a1" })).toEqual({
      kind: "skill",
      key: "perception",
      actorUuid: "Actor.a1",
    });
  });

  it("ignores drops that are not Phase Six rolls", () => {
    expect(macroRollOf({ type: "Item", uuid: "Item.x" })).toBeNull();
    expect(macroRollOf({ type: "PhaseSix.Roll", kind: "spell", key: "x" })).toBeNull();
    expect(macroRollOf({ type: "PhaseSix.Roll", kind: "skill", key: "" })).toBeNull();
    expect(macroRollOf(null)).toBeNull();
  });

  it("writes a macro command that calls the system's macro API with the roll as JSON", () => {
    const source = macroSource({ kind: "weapon", name: 'Sword "Ember"', actorUuid: "Actor.a1" }, 'Sword "Ember"');
    expect(source.name).toBe('Sword "Ember"');
    expect(source.command).toBe('phasesix.rollMacro({"kind":"weapon","name":"Sword \\"Ember\\"","actorUuid":"Actor.a1"});');
  });
});
