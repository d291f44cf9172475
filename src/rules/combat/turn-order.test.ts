import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { TurnOrderEntry } from "./turn-order.ts";
import { reactionOrder, sortTurnOrder } from "./turn-order.ts";

const entry = (id: string, initiative: number | null, quickness = 1, deftness = 1, name = id): TurnOrderEntry => ({
  id,
  name,
  initiative,
  quickness,
  deftness,
});

describe("turn order", () => {
  it("puts the highest initiative first", () => {
    const order = sortTurnOrder([entry("a", 12), entry("b", 27), entry("c", 5)]);
    expect(order.map((e) => e.id)).toEqual(["b", "a", "c"]);
  });

  it("breaks equal initiative by higher Quickness, then higher Deftness", () => {
    const order = sortTurnOrder([entry("slow", 10, 2, 9), entry("deft", 10, 3, 4), entry("quick", 10, 3, 2)]);
    expect(order.map((e) => e.id)).toEqual(["deft", "quick", "slow"]);
  });

  it("puts combatants without initiative last and orders complete ties by name, then id", () => {
    const order = sortTurnOrder([entry("z", null), entry("y", 3, 1, 1, "Bert"), entry("x", 3, 1, 1, "Anna"), entry("w", null)]);
    expect(order.map((e) => e.id)).toEqual(["x", "y", "w", "z"]);
  });

  it("lets only combatants with a saved action react, in initiative order", () => {
    const order = reactionOrder([
      { ...entry("a", 5), actions: 1 },
      { ...entry("b", 9), actions: 0 },
      { ...entry("c", 7), actions: 2 },
    ]);
    expect(order.map((e) => e.id)).toEqual(["c", "a"]);
  });
});

describe("turn order properties", () => {
  const arbEntry = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    name: fc.constantFrom("Anna", "Bert", "Cleo"),
    initiative: fc.option(fc.integer({ min: -3, max: 30 }), { nil: null }),
    quickness: fc.integer({ min: -2, max: 6 }),
    deftness: fc.integer({ min: -2, max: 6 }),
  });

  it("sorts by initiative, then Quickness, then Deftness, all descending, whatever the input order", () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 12 }), (entries) => {
        const order = sortTurnOrder(entries);
        expect(order).toHaveLength(entries.length);
        for (let i = 1; i < order.length; i++) {
          const a = order[i - 1];
          const b = order[i];
          const key = (e: TurnOrderEntry) => [e.initiative ?? Number.NEGATIVE_INFINITY, e.quickness, e.deftness];
          const [ia, qa, da] = key(a);
          const [ib, qb, db] = key(b);
          expect(ia > ib || (ia === ib && (qa > qb || (qa === qb && da >= db)))).toBe(true);
        }
        expect(sortTurnOrder([...entries].reverse()).map((e) => [e.id, e.name])).toEqual(order.map((e) => [e.id, e.name]));
      }),
    );
  });
});
