/**
 * Shocked X in the core (rulebook-de → Zustände des Charakters → Geschockt: "Der Charakter hat für
 * jeden Wurf so viele Würfel weniger als der Wert dieses Zustands"; RULES.md → Conditions: initiative
 * included). Round-start saves ignore it ("Alle Einschränkungen … gelten nicht für diese Rettungswürfe").
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diceAfterShock, resolveCheck } from "./modifiers.ts";
import { initiativeDice, rollInitiative } from "../initiative.ts";
import { scriptedFaces } from "../dice/faces.ts";

describe("Shocked X: X dice fewer on every roll", () => {
  it("takes X dice, never below 0", () => {
    expect(diceAfterShock(5, { shocked: 2 })).toBe(3);
    expect(diceAfterShock(1, { shocked: 4 })).toBe(0);
    expect(diceAfterShock(3, {})).toBe(3);
    expect(diceAfterShock(3, { shocked: NaN })).toBe(3);
  });

  it("initiative: Quickness dice less X; the web variant's single die too", () => {
    expect(initiativeDice(4, "book", 1)).toBe(3);
    expect(initiativeDice(4, "book", 9)).toBe(0);
    expect(initiativeDice(4, "web", 1)).toBe(0);
    expect(initiativeDice(4, "book")).toBe(4);
    expect(rollInitiative(3, scriptedFaces([4, 5]), "book", 1)).toMatchObject({ total: 9 });
  });

  it("checks: the same X as the roll dialog, but not on a round-start save", () => {
    expect(resolveCheck({ pool: 5, minRoll: 5, conditions: { shocked: 2 } }).dice).toBe(3);
    expect(resolveCheck({ pool: 5, minRoll: 5, conditions: { shocked: 2 }, kind: { save: true } }).dice).toBe(5);
  });

  it("initiative never rolls more than without shock, and exactly X fewer while dice are left (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.nat(10), (quickness, x) => {
        const plain = initiativeDice(quickness);
        expect(initiativeDice(quickness, "book", x)).toBe(Math.max(0, plain - x));
      }),
    );
  });
});
