import { describe, expect, it } from "vitest";
import { CONDITIONS } from "../rules/catalog/index.ts";
import { conditionReferences, withConditionReferences } from "./condition-references.ts";
import { phaseSixStatusEffects } from "../conditions/status-effects.ts";

describe("condition references", () => {
  it("point every condition's status effect at its page in the guide of the chosen language", () => {
    const core = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }];
    const list = withConditionReferences(phaseSixStatusEffects(core), "de");
    for (const key of CONDITIONS) {
      expect(list.find((e) => e.id === key)?.reference).toMatch(/^Compendium\.phasesix\.guide-de\.JournalEntry\.PsGuideDeJournal\.JournalEntryPage\.PsDeCond\w+$/);
    }
    expect(list.find((e) => e.id === "dead")).not.toHaveProperty("reference");
    expect(withConditionReferences(list, "en").find((e) => e.id === "bleeding")?.reference).toBe(conditionReferences("en").bleeding);
  });

  it("give each condition its own page", () => {
    const pages = Object.values(conditionReferences("en"));
    expect(new Set(pages).size).toBe(CONDITIONS.length);
  });
});
