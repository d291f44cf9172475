import { describe, expect, it } from "vitest";
import { SPELL_TEMPLATE_CATEGORIES } from "../items/vocabulary.ts";
import { buildRuleset, DEFAULT_RULESET } from "../ruleset/ruleset.ts";
import { checkSpellTemplate, spellTemplateInEdition } from "./spell-template-edition.ts";

const r2026 = buildRuleset({ edition: "2026" });

describe("the spell template School (rulebook 2026, Magie → Zauberschablonen)", () => {
  it("is refused in the 2026 edition with the edition's reason", () => {
    expect(checkSpellTemplate(r2026, "school")).toEqual({ ok: false, reason: "PHASESIX.SpellTemplateEdition.Refusal", data: {} });
    expect(spellTemplateInEdition(r2026, "school")).toBe(false);
  });

  it("leaves every other category in the 2026 edition", () => {
    for (const category of SPELL_TEMPLATE_CATEGORIES.filter((c) => c !== "school")) {
      expect(checkSpellTemplate(r2026, category)).toEqual({ ok: true });
    }
  });

  it("keeps every category, School included, in the 2025 edition (rulebook-de.md → Zauberschablonen)", () => {
    for (const category of SPELL_TEMPLATE_CATEGORIES) expect(checkSpellTemplate(DEFAULT_RULESET, category)).toEqual({ ok: true });
  });
});
