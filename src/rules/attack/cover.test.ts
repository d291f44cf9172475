import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mulberry32, randomFaces, scriptedFaces } from "../dice/faces.ts";
import { DEFAULT_SHIELD_COVER, applyCover, coverRoll, effectiveCover, shieldCover } from "./cover.ts";
import { applyDodge, applyParry, canDodge, canParry, dodgeCheck, parrySuccesses } from "./defence.ts";

describe("cover roll", () => {
  it("Hagen's shield parry: 5+ cover against 3 hits, two 5s stop two, the third hits", () => {
    const r = coverRoll({ hits: 3, criticalHits: 0, extraWounds: [] }, 5, scriptedFaces([5, 5, 2]));
    expect(r).toMatchObject({ hits: 1, hitsStopped: 2, criticalHits: 0 });
  });

  it("rolls criticals and normal hits apart, criticals first", () => {
    // Maragas: 2 normal hits + 1 critical against 4+ cover: critical die 4 stops it; normal dice 1, 3 stop none.
    const r = coverRoll({ hits: 2, criticalHits: 1, extraWounds: [0] }, 4, scriptedFaces([4, 1, 3]));
    expect(r.criticalDice.map((d) => d.total)).toEqual([4]);
    expect(r.normalDice.map((d) => d.total)).toEqual([1, 3]);
    expect(r).toMatchObject({ hits: 2, criticalHits: 0, extraWounds: [], criticalHitsStopped: 1, hitsStopped: 0 });
  });

  it("a stopped critical is the worst megacritical", () => {
    const r = applyCover({ hits: 0, criticalHits: 2, extraWounds: [0, 2] }, 6, [{ faces: [6, 1], total: 7, destiny: false }, { faces: [3], total: 3, destiny: false }], []);
    expect(r.extraWounds).toEqual([0]);
  });

  it("no cover rolls nothing and stops nothing", () => {
    const r = coverRoll({ hits: 3, criticalHits: 1, extraWounds: [1] }, null, scriptedFaces([]));
    expect(r).toMatchObject({ hits: 3, criticalHits: 1, extraWounds: [1], hitsStopped: 0 });
  });

  it("the best cover applies; hunkered gives 6+", () => {
    expect(effectiveCover([], true)).toBe(6);
    expect(effectiveCover([5, null, 4], true)).toBe(4);
    expect(effectiveCover([undefined, 0])).toBe(null);
  });

  it("a shield parry or block rolls the shield's own cover value, 5+ when it has none", () => {
    expect(DEFAULT_SHIELD_COVER).toBe(5);
    expect([undefined, null, Number.NaN].map(shieldCover)).toEqual([5, 5, 5]);
    expect([4, 5, 6, 2].map(shieldCover)).toEqual([4, 5, 6, 2]);
    expect([0, 1, 7].map(shieldCover)).toEqual([null, null, null]);
    // a 4+ shield stops the 4 a 5+ shield would not: 3 hits, dice 4, 5, 2
    expect(coverRoll({ hits: 3, criticalHits: 0, extraWounds: [] }, shieldCover(4), scriptedFaces([4, 5, 2])).hitsStopped).toBe(2);
    expect(coverRoll({ hits: 3, criticalHits: 0, extraWounds: [] }, shieldCover(undefined), scriptedFaces([4, 5, 2])).hitsStopped).toBe(1);
  });

  it("property: cover never stops more hits than exist and never adds any", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 }), fc.array(fc.nat({ max: 3 }), { maxLength: 5 }), fc.constantFrom(4, 5, 6), fc.integer(), (hits, extra, cover, seed) => {
        const attack = { hits, criticalHits: extra.length, extraWounds: extra };
        const r = coverRoll(attack, cover, randomFaces(mulberry32(seed)));
        expect(r.hits + r.hitsStopped).toBe(hits);
        expect(r.criticalHits + r.criticalHitsStopped).toBe(extra.length);
        expect(r.extraWounds).toHaveLength(r.criticalHits);
        expect(r.normalDice).toHaveLength(hits);
        expect(r.criticalDice).toHaveLength(extra.length);
      }),
    );
  });
});

describe("dodge", () => {
  it("only melee can be dodged or parried", () => {
    expect(canDodge("melee")).toBe(true);
    expect(canDodge("single")).toBe(false);
    expect(canParry("melee")).toBe(true);
    expect(canParry("burst")).toBe(false);
  });

  it("rolls evasion with the min roll raised by the attacker's hits", () => {
    const check = dodgeCheck({ evasion: 4, minRoll: 5, attack: { hits: 2, criticalHits: 1, extraWounds: [0] } });
    expect(check).toMatchObject({ dice: 4, minRoll: 8 });
  });

  it("one success avoids the whole attack, criticals included", () => {
    expect(applyDodge({ hits: 3, criticalHits: 1, extraWounds: [2] }, 1)).toEqual({ attack: { hits: 0, criticalHits: 0, extraWounds: [] }, dodged: true });
    expect(applyDodge({ hits: 3, criticalHits: 1, extraWounds: [2] }, 0).dodged).toBe(false);
  });
});

describe("parry", () => {
  it("each success removes one normal hit; criticals always get through", () => {
    expect(applyParry({ hits: 3, criticalHits: 1, extraWounds: [1] }, 2)).toEqual({ hits: 1, criticalHits: 1, extraWounds: [1] });
    expect(applyParry({ hits: 1, criticalHits: 2, extraWounds: [0, 0] }, 5)).toEqual({ hits: 0, criticalHits: 2, extraWounds: [0, 0] });
  });
  it("a parry roll counts each successful die once", () => {
    expect(parrySuccesses({ hits: 2, criticalHits: 1, extraWounds: [3] })).toBe(3);
  });
});
