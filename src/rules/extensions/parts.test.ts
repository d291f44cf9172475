import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emptyProtection, type ArmorPiece } from "../items/armor.ts";
import { SPELL_SCHOOL_ATTRIBUTE, type SpellSchoolKey } from "../catalog/index.ts";
import { castingRequest, type CastingInput } from "./magic.ts";
import { stressTestRequest } from "./horror.ts";
import { castingParts, stressTestParts, type ExtensionPart } from "./parts.ts";
import { sampleRollView } from "../roll-request/fixtures.ts";

const heavy = (encumbrance: number): ArmorPiece => ({ protection: emptyProtection(), encumbrance, worn: true, condition: 100, category: "heavy" });
const sum = (parts: ExtensionPart[], target: ExtensionPart["target"]) => parts.filter((p) => p.target === target).reduce((total, p) => total + p.value, 0);

function casting(partial: Partial<CastingInput> = {}): CastingInput {
  const view = sampleRollView();
  return { spell: { school: "healing", arcanaCost: 2, power: 1 }, view: { attributes: { ...view.attributes, conscientiousness: 5 }, skills: view.skills }, armor: [], arcana: 4, magicLevel: 3, ...partial };
}

describe("what an extension roll presets, part by part (issue 24)", () => {
  it("names a casting's school attribute as its extra dice and worn heavy armour as its min roll (rulebook-de → Magie → Zaubern)", () => {
    // Luta (healing) casts with Conscientiousness: 5 extra dice; heavy armour with encumbrance 2: +2 min roll.
    const request = castingRequest(casting({ armor: [heavy(2)] }));
    expect(castingParts(request)).toEqual([
      { label: "PHASESIX.Attribute.conscientiousness", target: "dice", value: 5 },
      { label: "PHASESIX.Dialog.Presets.HeavyArmor", target: "minRoll", value: 2 },
    ]);
    expect(castingParts(castingRequest(casting()))).toEqual([{ label: "PHASESIX.Attribute.conscientiousness", target: "dice", value: 5 }]);
  });

  it("adds up to exactly what the casting presets, for every school, attribute and armour", () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(SPELL_SCHOOL_ATTRIBUTE) as SpellSchoolKey[])), fc.integer({ min: -3, max: 12 }), fc.integer({ min: 0, max: 5 }), (school, value, encumbrance) => {
        const view = sampleRollView();
        const attributes = Object.fromEntries(Object.keys(view.attributes).map((key) => [key, value])) as typeof view.attributes;
        const request = castingRequest(casting({ spell: { school, arcanaCost: 1, power: 1 }, view: { attributes, skills: view.skills }, armor: encumbrance ? [heavy(encumbrance)] : [] }));
        const parts = castingParts(request);
        expect(sum(parts, "dice")).toBe(request.check.options.diceModifier);
        expect(sum(parts, "minRoll")).toBe(request.check.options.minRollModifier);
      }),
    );
  });

  it("names a stress test's Willpower as the dice added to Logic (Logic + Willpower)", () => {
    const view = sampleRollView({ attributes: { ...sampleRollView().attributes, willpower: 3 } });
    const request = stressTestRequest(view);
    expect(stressTestParts(request)).toEqual([{ label: "PHASESIX.Attribute.willpower", target: "dice", value: 3 }]);
    expect(sum(stressTestParts(request), "dice")).toBe(request.options.diceModifier);
  });
});
