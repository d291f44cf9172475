import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CombatantState } from "./actions.ts";
import { initialCombatantState, refreshActions } from "./actions.ts";
import type { StealRequestFacts } from "./steal.ts";
import { stealAction, validateStealRequest } from "./steal.ts";

const state = (patch: Partial<CombatantState> = {}): CombatantState => ({ ...initialCombatantState(), ...patch });

const validFacts: StealRequestFacts = {
  combatExists: true,
  combatStarted: true,
  thiefInCombat: true,
  victimInCombat: true,
  requesterOwnsThief: true,
  sameCombatant: false,
  thiefDestinyDice: 1,
  victimDefeated: false,
};

describe("stealing an action with a destiny die", () => {
  it("takes a saved reaction from the victim now and gives the thief one at once", () => {
    const out = stealAction(state({ actions: 0 }), state({ actions: 1 }));
    expect(out.mode).toBe("now");
    expect(out.thief.actions).toBe(1);
    expect(out.victim).toEqual(state({ actions: 0, pendingLoss: 0 }));
  });

  it("gives a victim without actions a pending loss that costs it one action at its next refresh", () => {
    const out = stealAction(state({ actions: 2 }), state({ actions: 0 }));
    expect(out.mode).toBe("pending");
    expect(out.thief.actions).toBe(3);
    expect(out.victim.pendingLoss).toBe(1);
    expect(refreshActions(out.victim, { max: 2 }).actions).toBe(1);
  });

  it("moves exactly one action: the thief gains one, the victim's available plus pending-lost total drops by one", () => {
    const arb = fc.record({ actions: fc.nat(6), pendingLoss: fc.nat(3), recoil: fc.nat(2), aiming: fc.nat(2), accurate: fc.nat(2), shieldBlock: fc.boolean() });
    fc.assert(
      fc.property(arb, arb, (thief, victim) => {
        const out = stealAction(thief, victim);
        expect(out.thief.actions - thief.actions).toBe(1);
        expect(victim.actions - victim.pendingLoss - (out.victim.actions - out.victim.pendingLoss)).toBe(1);
        expect(out.victim.actions).toBeGreaterThanOrEqual(0);
        expect(out.mode).toBe(victim.actions > 0 ? "now" : "pending");
      }),
    );
  });
});

describe("GM-side validation of a steal request", () => {
  it("accepts a valid request, also when the victim has no action left", () => {
    expect(validateStealRequest(validFacts)).toBeNull();
  });

  it.each([
    [{ combatExists: false }, "combatNotFound"],
    [{ combatStarted: false }, "combatNotStarted"],
    [{ thiefInCombat: false }, "thiefNotInCombat"],
    [{ victimInCombat: false }, "victimNotInCombat"],
    [{ requesterOwnsThief: false }, "notOwner"],
    [{ sameCombatant: true }, "sameCombatant"],
    [{ thiefDestinyDice: 0 }, "noDestinyDie"],
    [{ victimDefeated: true }, "victimDefeated"],
  ] as const)("rejects %o with %s", (patch, reason) => {
    expect(validateStealRequest({ ...validFacts, ...patch })).toBe(reason);
  });
});
