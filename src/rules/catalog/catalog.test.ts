import { describe, expect, it } from "vitest";
import { ATTRIBUTES, SKILLS, SKILL_BASE, isPhysicalSkill, MAGIC_SKILLS } from "./index.ts";

describe("catalog", () => {
  it("has twelve attributes and 22 + 2 skills", () => {
    expect(ATTRIBUTES).toHaveLength(12);
    expect(SKILLS).toHaveLength(24);
    expect(MAGIC_SKILLS).toEqual(["magicKnowledge", "spellCasting"]);
  });

  it("bases every skill on one real attribute", () => {
    for (const skill of SKILLS) expect(ATTRIBUTES).toContain(SKILL_BASE[skill]);
  });

  it("bases every skill on the German rulebook's attribute (RULES.md → Character)", () => {
    expect(SKILL_BASE).toEqual({
      intimidation: "apprehension",
      empathy: "conscientiousness",
      stealth: "conscientiousness",
      orientation: "apprehension",
      politics: "charm",
      religion: "conscientiousness",
      courage: "willpower",
      deception: "charm",
      persuasion: "willpower",
      investigation: "apprehension",
      perception: "apprehension",
      acrobatics: "deftness",
      performance: "charm",
      firstAid: "conscientiousness",
      driving: "deftness",
      history: "education",
      communication: "education",
      mechanics: "logic",
      handToHand: "strength",
      nature: "education",
      shooting: "deftness",
      throwing: "strength",
      magicKnowledge: "charm",
      spellCasting: "willpower",
    });
  });

  it("treats exactly the Physis-based skills as physical (hunkered)", () => {
    const physical = SKILLS.filter(isPhysicalSkill).sort();
    expect(physical).toEqual(["acrobatics", "driving", "handToHand", "shooting", "throwing"]);
  });
});
