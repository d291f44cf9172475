import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { randomFaces, rollPool } from "../rules/index.ts";
import { mulberry32 } from "../rules/dice/faces.ts";
import { chainWaves, chainsToResults, resultsToChains } from "./chains.ts";

describe("chain ↔ Foundry results", () => {
  it("keeps 6+6+2 as one die of total 14, marking the continued faces exploded", () => {
    const chains = [{ faces: [6, 6, 2], total: 14, destiny: false }, { faces: [3], total: 3, destiny: false }];
    const results = chainsToResults(chains);
    expect(results).toEqual([
      { result: 6, active: true, exploded: true },
      { result: 6, active: true, exploded: true },
      { result: 2, active: true },
      { result: 3, active: true },
    ]);
    expect(resultsToChains(results, false)).toEqual(chains);
  });

  it("round-trips any rolled pool, destiny flag included", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), fc.boolean(), (n, seed, destiny) => {
        const chains = rollPool(n, randomFaces(mulberry32(seed)), { destiny });
        expect(resultsToChains(chainsToResults(chains), destiny)).toEqual(chains);
      }),
    );
  });
});

describe("a stored roll its author rewrote (issue 32, D12)", () => {
  it("leaves out results no d6 shows and caps a chain at the core's longest, never throwing", () => {
    const forged = [7, Number.NaN, 1e308, -1, 2.5, "6" as unknown as number, 0].map((result) => ({ result }));
    expect(() => resultsToChains(forged, false)).not.toThrow();
    expect(resultsToChains([...forged, { result: 4 }], false)).toEqual([{ faces: [4], total: 4, destiny: false }]);
    const endless = Array.from({ length: 2500 }, () => ({ result: 6, exploded: true }));
    const chains = resultsToChains(endless, false);
    expect(chains.map((c) => c.faces.length)).toEqual([1000, 1000, 500]);
  });
});

describe("chainWaves", () => {
  it("throws Hagen's 5 dice as the book does: 4,2,6,6,1 then 6,1 then 1", () => {
    const hagen = [
      { faces: [4], total: 4, destiny: false },
      { faces: [2], total: 2, destiny: false },
      { faces: [6, 6, 1], total: 13, destiny: false },
      { faces: [6, 1], total: 7, destiny: false },
      { faces: [1], total: 1, destiny: false },
    ];
    expect(chainWaves(hagen)).toEqual([[4, 2, 6, 6, 1], [6, 1], [1]]);
  });

  it("has no waves for no dice and as many faces as the chains hold", () => {
    expect(chainWaves([])).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), (n, seed) => {
        const chains = rollPool(n, randomFaces(mulberry32(seed)));
        const waves = chainWaves(chains);
        expect(waves.flat().length).toBe(chains.reduce((s, c) => s + c.faces.length, 0));
        waves.slice(1).forEach((wave, i) => expect(wave.length).toBe(waves[i].filter((f) => f === 6).length));
      }),
    );
  });
});
