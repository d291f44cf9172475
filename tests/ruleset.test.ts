import { afterEach, describe, expect, it } from "vitest";
import { currentRuleset } from "../src/data/ruleset.ts";
import { DEFAULT_RULESET } from "../src/rules/ruleset/index.ts";

const g = globalThis as { game?: unknown };
const saved = g.game;

function withSettings(values: Record<string, unknown>): void {
  g.game = {
    settings: {
      settings: { has: (key: string) => Object.hasOwn(values, key.replace(/^phasesix\./, "")) },
      get: (_ns: string, key: string) => values[key],
    },
  };
}

describe("the ruleset the Foundry side builds from the settings", () => {
  afterEach(() => {
    g.game = saved;
  });

  it("is the 2025 default while no setting is registered", () => {
    g.game = undefined;
    expect(currentRuleset()).toEqual(DEFAULT_RULESET);
  });

  it("follows the edition, the world and the GM's starting reputation", () => {
    withSettings({ edition: "2026", world: "tirakan", startingReputation: 25, rangeBands: false });
    const r = currentRuleset();
    expect(r.edition).toBe("2026");
    expect(r.world).toBe("tirakan");
    expect(r.creation.startingReputation).toBe(25);
    expect(r.combat.recoil).toBe(false);
    expect(r.optional.rangeBands).toBe(true);
  });

  it("reads the GM's starting capital (the builder's money for a new character)", () => {
    withSettings({ edition: "2025", startingCapital: 1500 });
    expect(currentRuleset().creation.startingCapital).toBe(1500);
  });

  it("falls back to 2025 for an unknown stored edition", () => {
    withSettings({ edition: "1999" });
    expect(currentRuleset().edition).toBe("2025");
  });
});
