import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { duelCheck, magicDuel, takesOverSpell } from "./duel.ts";

describe("magicDuel", () => {
  it("gives the loser the difference in successes as wounds", () => {
    expect(magicDuel(4, 1)).toEqual({ winner: "challenger", loser: "defender", wounds: 3 });
    expect(magicDuel(0, 2)).toEqual({ winner: "defender", loser: "challenger", wounds: 2 });
  });

  it("ends a tie with no winner and no wounds", () => {
    expect(magicDuel(2, 2)).toEqual({ winner: null, loser: null, wounds: 0 });
  });

  it("is symmetric: swapping the rivals swaps the winner, not the wounds", () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), (a, b) => {
        const ab = magicDuel(a, b);
        const ba = magicDuel(b, a);
        expect(ab.wounds).toBe(Math.abs(a - b));
        expect(ba.wounds).toBe(ab.wounds);
        expect(ba.winner).toBe(ab.loser);
      }),
    );
  });

  it("is rolled on Spell Casting alone", () => {
    expect(duelCheck()).toEqual({ kind: "skill", key: "spellCasting", options: { diceModifier: 0, minRollModifier: 0 } });
  });
});

describe("takesOverSpell", () => {
  it("needs more successes than the caster", () => {
    expect(takesOverSpell(3, 2)).toBe(true);
    expect(takesOverSpell(2, 2)).toBe(false);
    expect(takesOverSpell(1, 2)).toBe(false);
  });
});
