import { describe, expect, it } from "vitest";
import { buildRuleset, DEFAULT_RULESET } from "../../../rules/ruleset/ruleset.ts";
import { buildCharacterContext } from "./character.ts";
import { spellTemplatesOutOfEdition } from "./edition-extensions.ts";
import { keysOnly } from "./localize.ts";
import { SAMPLE_ITEMS, sampleCharacterInput } from "./sample.fixture.ts";

const templates = [
  { id: "school", name: "Damage", img: "", type: "spellTemplate", system: { category: "school", spellPoints: 7, school: "damage" } },
  { id: "basic", name: "Powerful", img: "", type: "spellTemplate", system: { category: "basic", spellPoints: 3, power: 1 } },
];
const NOT_IN_EDITION = "PHASESIX.SpellTemplateEdition.NotInEdition";

function magicTab(schoolTemplate: boolean) {
  const input = sampleCharacterInput({ items: [...SAMPLE_ITEMS, ...templates], editionExtensions: { schoolTemplate } });
  return buildCharacterContext(input, keysOnly).magic.spellTemplates;
}

describe("the magic tab's spell templates by edition (rulebook 2026, Magie → Zauberschablonen)", () => {
  it("marks the template School as not part of the 2026 edition and leaves the others unmarked", () => {
    const rows = magicTab(buildRuleset({ edition: "2026" }).magic.schoolTemplate);
    expect(rows.find((r) => r.id === "school")?.outOfEdition).toBe(NOT_IN_EDITION);
    expect(rows.find((r) => r.id === "basic")?.outOfEdition).toBe("");
  });

  it("marks nothing in the 2025 edition, where School costs 7 spell points as before", () => {
    const rows = magicTab(DEFAULT_RULESET.magic.schoolTemplate);
    expect(rows.filter((r) => r.id === "school" || r.id === "basic").map((r) => r.outOfEdition)).toEqual(["", ""]);
  });

  it("marks nothing when the sheet passes no ruleset answer", () => {
    expect(spellTemplatesOutOfEdition(undefined, templates, keysOnly)).toEqual({ school: "", basic: "" });
  });
});
