import { describe, expect, it } from "vitest";
import { buildRuleset, DEFAULT_RULESET } from "../rules/ruleset/ruleset.ts";
import { unavailableEntryIds } from "./compendium-filter.ts";

const world = { era: "middleAges", extensions: ["magic"], world: "tirakan" } as const;
const templates = [
  { _id: "damage", type: "spellTemplate", system: { category: "school", extensions: ["magic"] } },
  { _id: "powerful", type: "spellTemplate", system: { category: "basic", extensions: ["magic"] } },
  { _id: "sword", type: "weapon", system: { category: "school" } },
];

describe("the compendium filter offers spell templates by edition (rulebook 2026, Magie → Zauberschablonen)", () => {
  it("hides the template School in the 2026 edition, and only spell templates of that category", () => {
    expect([...unavailableEntryIds(templates, world, "Item", buildRuleset({ edition: "2026" }).magic)]).toEqual(["damage"]);
  });

  it("hides none of them in the 2025 edition", () => {
    expect(unavailableEntryIds(templates, world, "Item", DEFAULT_RULESET.magic).size).toBe(0);
  });
});
