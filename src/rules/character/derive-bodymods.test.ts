import { describe, expect, it } from "vitest";
import { HUMAN, HUMAN_TEMPLATE, characterInput } from "./appendix.fixture.ts";
import { deriveCharacter, SOURCE } from "./derive.ts";
import type { FittedModification } from "../extensions/body-modifications.ts";

function mod(id: string, biolast: number, partial: Partial<FittedModification> = {}): FittedModification {
  return { id, name: id, biolast, energy: 0, activation: "passive", active: false, offline: false, location: "torso", points: 1, ...partial };
}

describe("Biolast on the character (Körpermodifikationen → Auswirkungen von Biolast)", () => {
  const plain = deriveCharacter(characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE] }));

  it("changes nothing without body modifications", () => {
    expect(plain.bodyModifications.biolast).toBe(0);
    expect(plain.attributes.endurance.parts.some((p) => p.source === SOURCE.biolast)).toBe(false);
  });

  it("lowers Endurance and the rest dice by 1 above a Biolast of 5, and says why", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE], bodyModifications: [mod("a", 3), mod("b", 3)] }));
    expect(d.bodyModifications.biolast).toBe(6);
    expect(d.attributes.endurance.value).toBe(plain.attributes.endurance.value - 1);
    expect(d.attributes.endurance.parts).toContainEqual({ source: SOURCE.biolast, value: -1, i18n: true });
    // Endurance −1 and rest dice −1: the rest roll loses 2 dice
    expect(d.restDice.value).toBe(plain.restDice.value - 2);
  });

  it("lowers by 3 above 15 (the highest step only)", () => {
    const d = deriveCharacter(characterInput({ lineage: HUMAN, templates: [HUMAN_TEMPLATE], bodyModifications: [mod("a", 8), mod("b", 8)] }));
    expect(d.attributes.endurance.value).toBe(plain.attributes.endurance.value - 3);
    expect(d.restDice.value).toBe(plain.restDice.value - 6);
    expect(d.bodyModifications.minRollIncrease).toBe(8);
  });
});
