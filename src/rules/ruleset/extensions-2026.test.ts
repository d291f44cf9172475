import { describe, expect, it } from "vitest";
import { DEFAULT_WORLD_RULES, type WorldRules } from "../catalog/world-rules.ts";
import { buildRuleset, DEFAULT_RULESET } from "./ruleset.ts";

const tirakan: WorldRules = { ...DEFAULT_WORLD_RULES, world: "tirakan", magicLevel: 3, faithLevel: 3 };

describe("the 2026 extensions in the ruleset", () => {
  it("2025 keeps ticks, the rest's stress test, schools, open prayer costs, favor and Doldag", () => {
    expect(DEFAULT_RULESET.horror).toMatchObject({ onMaxStress: "tick", rest: "stressTest", baseStress: false, reliefActivities: [] });
    expect(DEFAULT_RULESET.magic).toMatchObject({ spellGate: "spellPoints", levelSource: "gm", schoolTemplate: true, level: 3 });
    expect(DEFAULT_RULESET.pantheon).toMatchObject({ term: "favor", costRanges: {}, sacredLanguage: "doldag", singingCheck: "none", levelSource: "gm", level: 3 });
  });

  it("2026 horror has dread, base stress, relief activities and the rest down to base stress (horror → Grauen, Basisstress, Stress verringern; wounds → Die Rast)", () => {
    expect(buildRuleset({ edition: "2026" }).horror).toMatchObject({
      onMaxStress: "dread",
      rest: "toMinimum",
      baseStress: true,
      reliefActivities: ["meditation", "diary", "talk", "cat", "medication"],
    });
  });

  it("2026 magic gates spells by origin and drops the school template (magic → Ursprung, Zauberschablonen)", () => {
    expect(buildRuleset({ edition: "2026" }).magic).toMatchObject({ spellGate: "origin", schoolTemplate: false, levelSource: "gm" });
  });

  it("2026 pantheon says grace, prices the plea 2–12 and the invocation 10–25, Latin outside Tirakan and Doldag in it (pantheon → Gunst, Geringe Bitte, Anrufung, Die Formen der Anrufung)", () => {
    const terra = buildRuleset({ edition: "2026" }).pantheon;
    expect(terra).toMatchObject({ term: "grace", costRanges: { lesserPlea: [2, 12], invocation: [10, 25] }, sacredLanguage: "latin", singingCheck: "performance" });
    expect(buildRuleset({ edition: "2026", world: tirakan }).pantheon.sacredLanguage).toBe("doldag");
  });

  it("a 2026 Tirakan world in the fifth century casts at magic level 5 and prays at faith level 1 (magic → Magieniveau; pantheon → Glaubensniveau)", () => {
    const r = buildRuleset({ edition: "2026", world: tirakan, century: 5 });
    expect(r.century.century).toBe(5);
    expect(r.magic).toMatchObject({ level: 5, levelSource: "century" });
    expect(r.pantheon).toMatchObject({ level: 1, levelSource: "century" });
  });

  it("lets the GM override the century's levels, and ignores the century outside Tirakan or in 2025", () => {
    const r = buildRuleset({ edition: "2026", world: { ...tirakan, magicLevel: 6, faithLevel: 2 }, century: 10, overrideMagicLevel: true });
    expect([r.magic.level, r.pantheon.level]).toEqual([6, 6]);
    expect(buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, magicLevel: 4 }, century: 5 }).magic.level).toBe(4);
    expect(buildRuleset({ edition: "2025", world: tirakan, century: 5 }).magic.level).toBe(3);
  });
});
