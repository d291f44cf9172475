import { describe, expect, it } from "vitest";
import { scriptedFaces } from "../dice/faces.ts";
import { rollPool } from "../dice/pool.ts";
import { scoreAttack } from "../dice/score.ts";
import { coverRoll } from "./cover.ts";
import { resolveDamage } from "./damage.ts";

describe("resolveDamage", () => {
  it("Maragas' attack (4,5,5,14) against 2 normal units: the critical gets through for 1 wound", () => {
    const hits = scoreAttack(rollPool(4, scriptedFaces([4, 5, 5, 6, 6, 2])), { minRoll: 5 });
    const r = resolveDamage({ hits, weapon: {}, protection: { variant: "pool", pool: { normal: 2 } } });
    expect(r).toMatchObject({ wounds: 1, hitsStopped: 2, criticalHitsStopped: 0 });
  });

  it("damages armour only under the optional rule: 2 hits stopped cost 10 % with it, nothing without it", () => {
    const hits = { hits: 2, criticalHits: 1, extraWounds: [0] };
    const protection = { variant: "pool", pool: { normal: 2 } } as const;
    expect(resolveDamage({ hits, weapon: {}, protection, armourDamage: true }).armourDamagePercent).toBe(10);
    expect(resolveDamage({ hits, weapon: {}, protection, armourDamage: false }).armourDamagePercent).toBe(0);
    expect(resolveDamage({ hits, weapon: {}, protection }).armourDamagePercent).toBe(0);
  });

  it("demonic protection stops the hits of a demonic attack only", () => {
    const hits = { hits: 2, criticalHits: 0, extraWounds: [] };
    const pool = { demonic: 2 };
    expect(resolveDamage({ hits, weapon: {}, protection: { variant: "pool", pool } })).toMatchObject({ wounds: 2, hitsStopped: 0 });
    expect(resolveDamage({ hits, weapon: { demonic: true }, protection: { variant: "pool", pool } })).toMatchObject({ wounds: 0, hitsStopped: 2 });
  });

  it("a megacritical (17) deals weapon wounds + 1 and the weapon's bleeding", () => {
    const hits = scoreAttack(rollPool(1, scriptedFaces([6, 6, 5])), { minRoll: 5 });
    const r = resolveDamage({ hits, weapon: { wounds: 2, conditions: { bleeding: 1 } }, protection: { variant: "flat", value: 5 } });
    expect(r).toMatchObject({ wounds: 3, conditions: { bleeding: 1 } });
  });

  it("the full pipeline: cover, then pool protection with piercing, then wounds", () => {
    const hits = scoreAttack(rollPool(5, scriptedFaces([5, 5, 6, 4, 2, 3])), { minRoll: 5 }); // 5,5,9 → 3 hits
    expect(hits).toEqual({ hits: 3, criticalHits: 0, extraWounds: [] });
    const afterCover = coverRoll(hits, 6, scriptedFaces([6, 2, 1, 1])); // dice 6+1 = 7, 2, 1: 6+ stops one
    expect(afterCover.hits).toBe(2);
    const r = resolveDamage({ hits: afterCover, weapon: { piercing: 1, conditions: { burning: 2 } }, protection: { variant: "pool", pool: { normal: 1, fire: 1 } } });
    expect(r.pool?.spent).toEqual(["normal", "fire"]);
    expect(r).toMatchObject({ wounds: 1, conditions: {}, conditionsPrevented: ["burning"] });
  });

  it("K.O. and disarming attacks deal no wounds", () => {
    const r = resolveDamage({ hits: { hits: 2, criticalHits: 0, extraWounds: [] }, weapon: {}, protection: { variant: "none" }, noWounds: true });
    expect(r.wounds).toBe(0);
    expect(r.through.hits).toBe(2);
  });
});
