import { describe, expect, it } from "vitest";
import { DEFAULT_WORLD_RULES } from "../catalog/world-rules.ts";
import { DEFAULT_RULESET, buildRuleset } from "../ruleset/ruleset.ts";
import { GRACE_WORDS, GRACE_WORDING_KEYS, graceWordKey, graceWords, prayerResultLine } from "./grace-wording.ts";

const keys = (key: string, data?: Record<string, string | number>) => (data ? `${key}${JSON.stringify(data)}` : key);

describe("the word for favor by edition (rulebook 2026, Pantheon → Gunst: English grace, German Gunst)", () => {
  it("keeps the 2025 keys for every favor-bearing text in the 2025 edition", () => {
    expect(DEFAULT_RULESET.pantheon.term).toBe("favor");
    expect(graceWords(DEFAULT_RULESET.pantheon.term, keys)).toEqual({
      Term: "PHASESIX.Pantheon.Favor",
      Granted: "PHASESIX.Pantheon.Granted",
      NotGranted: "PHASESIX.Pantheon.NotGranted",
      Cost: "PHASESIX.Pantheon.Cost",
      CostHint: "PHASESIX.Pantheon.CostHint",
      PleaCosts: "PHASESIX.Pantheon.PleaCosts",
      ServiceHint: "PHASESIX.Pantheon.ServiceHint",
      Modifier: "PHASESIX.Pantheon.Modifier.favor",
      Up: "PHASESIX.Sheet.Pantheon.FavorUp",
      Down: "PHASESIX.Sheet.Pantheon.FavorDown",
      SheetHint: "PHASESIX.Sheet.Pantheon.Hint",
    });
  });

  it("reads the grace wording for every favor-bearing text in the 2026 edition, in every world", () => {
    for (const world of ["terra", "tirakan"] as const) {
      const term = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world } }).pantheon.term;
      expect(term).toBe("grace");
      for (const word of GRACE_WORDS) expect(graceWordKey(term, word)).toBe(`PHASESIX.Grace.Wording.${word}`);
    }
  });

  it("has a key for each text under each term, and no two texts share a key", () => {
    for (const table of Object.values(GRACE_WORDING_KEYS)) {
      expect(Object.keys(table).sort()).toEqual([...GRACE_WORDS].sort());
      expect(new Set(Object.values(table)).size).toBe(GRACE_WORDS.length);
    }
  });

  it("words the prayer card's result line by the edition: granted with the change, or not granted", () => {
    const r2026 = buildRuleset({ edition: "2026" });
    expect(prayerResultLine(true, -3, r2026.pantheon.term, keys)).toBe('PHASESIX.Grace.Wording.Granted{"n":-3}');
    expect(prayerResultLine(false, 0, r2026.pantheon.term, keys)).toBe("PHASESIX.Grace.Wording.NotGranted");
    expect(prayerResultLine(true, 5, DEFAULT_RULESET.pantheon.term, keys)).toBe('PHASESIX.Pantheon.Granted{"n":5}');
    expect(prayerResultLine(false, 0, DEFAULT_RULESET.pantheon.term, keys)).toBe("PHASESIX.Pantheon.NotGranted");
  });
});
