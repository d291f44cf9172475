import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CombatantState } from "./actions.ts";
import { initialCombatantState, refreshActions, startRound } from "./actions.ts";
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
  victimActions: 1,
  victimTurnToCome: false,
};

describe("stealing an action with a destiny die", () => {
  it("takes a saved reaction from the victim now and gives the thief one at once", () => {
    const out = stealAction(state({ actions: 0 }), state({ actions: 1 }));
    expect(out.mode).toBe("now");
    expect(out.thief.actions).toBe(1);
    expect(out.victim).toEqual(state({ actions: 0, pendingLoss: 0 }));
  });

  it("gives a victim without actions a pending loss that costs it one action at its refresh this round only", () => {
    const out = stealAction(state({ actions: 2 }), state({ actions: 0 }));
    expect(out.mode).toBe("pending");
    expect(out.thief.actions).toBe(3);
    expect(out.victim.pendingLoss).toBe(1);
    const refreshed = refreshActions(out.victim, { max: 2 });
    expect(refreshed.actions).toBe(1);
    // The next round's refresh is full again: the steal never carries into the next round.
    expect(refreshActions(startRound(refreshed), { max: 2 }).actions).toBe(2);
  });

  it("a pending loss whose turn never came this round is dropped at the start of the next round", () => {
    const out = stealAction(state({ actions: 1 }), state({ actions: 0 }));
    expect(refreshActions(startRound(out.victim), { max: 2 }).actions).toBe(2);
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
  it("accepts a valid request, also when the victim has no action left but its turn is still to come", () => {
    expect(validateStealRequest(validFacts)).toBeNull();
    expect(validateStealRequest({ ...validFacts, victimActions: 0, victimTurnToCome: true })).toBeNull();
  });

  it("refuses a steal from a victim with no action and no turn left this round (nothing carries over)", () => {
    expect(validateStealRequest({ ...validFacts, victimActions: 0, victimTurnToCome: false })).toBe("nothingToSteal");
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
