import { describe, expect, it } from "vitest";
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
