import { describe, expect, it } from "vitest";
import { sampleRollView } from "../rules/roll-request/fixtures.ts";
import { synthesisOdds, synthesisModifiers } from "../rules/extensions/brewing.ts";
import { keysOnly } from "./sheets/context/localize.ts";
import { defaultTrait, initialSynthesisState, readSynthesisForm, synthesisCardContext, synthesisDialogContext, synthesisRoll } from "./synthesis-context.ts";

describe("synthesis dialog (Synthese und Brauen)", () => {
  const view = sampleRollView();

  it("rolls the chosen skill with the formula's and the circumstances' modifiers, and shows the exact odds of that roll", () => {
    const state = { ...initialSynthesisState(view, "medium"), trait: "skill:nature", equipment: "fieldKit" as const, surroundings: "chaos" as const };
    const { prepared, modifiers, odds } = synthesisRoll(view, state);
    expect(prepared.dice).toBe(Math.max(0, view.skills.nature - 2));
    expect(prepared.minRoll).toBe(view.minRoll + 3 - 1);
    expect(odds).toEqual(synthesisOdds(prepared.dice, prepared.minRoll, modifiers));
    const context = synthesisDialogContext(view, "Healing potion", state, keysOnly);
    expect(context.odds.map((o) => o.result)).toEqual(["highQuality", "success", "failure", "mishap"]);
    expect(context.rules.every((r) => r.checked)).toBe(true);
  });

  it("reads the form: numbers capped, unknown choices back to the defaults, unticked rules waived", () => {
    const state = readSynthesisForm({ trait: "skill:firstAid", equipment: "castle", surroundings: "adverse", suitableSubstitutes: 99, riskySubstitutes: -3, "apply.mishapTable": false }, "hard", "skill:nature");
    expect(state).toMatchObject({ trait: "skill:firstAid", difficulty: "hard", equipment: "basic", surroundings: "adverse", suitableSubstitutes: 20, riskySubstitutes: 0 });
    expect(state.apply?.mishapTable).toBe(false);
    expect(synthesisModifiers(state).mishapTable).toBe(false);
  });

  it("starts with a knowledge named like alchemy, else Nature", () => {
    expect(defaultTrait({ knowledge: [{ id: "k1", name: "Alchemie", skill: "nature", value: 2, dice: 5 }] })).toBe("knowledge:k1");
    expect(defaultTrait({ knowledge: [] })).toBe("skill:nature");
  });

  it("fills the result card with the table entry and the product", () => {
    const card = synthesisCardContext({ actor: "Kael", recipe: "Potion", result: "mishap", successes: 1, ones: 3, needed: 1, tableFace: 3, entry: "sideEffect", product: { name: "Potion", quantity: 2 } }, keysOnly);
    expect(card.table?.text).toBe("PHASESIX.Synthesis.Mishap.sideEffect");
    expect(card.product).toContain("quantity");
  });
});
