/**
 * The destiny steal limit (rulebook-de → Der Kampf → Aktionen durch Bonuswürfel: "Diese Aktion steht
 * dem Gegner in dieser Runde nicht mehr zur Verfügung"; → Zustände → Bewusstlos: "seine Aktionen pro
 * Runde sind null"; RULES.md → Combat): only an action the victim has this round can be stolen.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CombatantState } from "./actions.ts";
import { initialCombatantState, refreshActions, refreshMaximum } from "./actions.ts";
import type { StealRequestFacts } from "./steal.ts";
import { stealAction, stealableActions, validateStealRequest } from "./steal.ts";

const valid: StealRequestFacts = {
  combatExists: true,
  combatStarted: true,
  thiefInCombat: true,
  victimInCombat: true,
  requesterOwnsThief: true,
  sameCombatant: false,
  thiefDestinyDice: 9,
  victimDefeated: false,
  victimActions: 0,
  victimTurnToCome: true,
  victimIncapacitated: false,
  victimPendingLoss: 0,
  victimRefreshMaximum: 2,
};

/** Steal `times` times, as the GM does: validate each request against the states so far. */
function stealRepeatedly(thief: CombatantState, victim: CombatantState, facts: Omit<StealRequestFacts, "victimActions" | "victimPendingLoss">, times: number) {
  const refusals: Array<string | null> = [];
  for (let i = 0; i < times; i++) {
    const refusal = validateStealRequest({ ...facts, victimActions: victim.actions, victimPendingLoss: victim.pendingLoss });
    refusals.push(refusal);
    if (refusal) continue;
    const out = stealAction(thief, victim);
    thief = out.thief;
    victim = out.victim;
  }
  return { thief, victim, refusals };
}

describe("three steals from a two-action victim whose turn is still to come", () => {
  it("the first two take both actions of its coming refresh; the third is refused, and the thief gains two", () => {
    const out = stealRepeatedly({ ...initialCombatantState(), actions: 1 }, initialCombatantState(), valid, 3);
    expect(out.refusals).toEqual([null, null, "nothingToSteal"]);
    expect(out.thief.actions).toBe(3);
    expect(out.victim.pendingLoss).toBe(2);
    expect(refreshActions(out.victim, { max: 2 }).actions).toBe(0);
  });

  it("with one action saved, three steals succeed (one now, two from the refresh) and a fourth is refused", () => {
    const out = stealRepeatedly(initialCombatantState(), { ...initialCombatantState(), actions: 1 }, valid, 4);
    expect(out.refusals).toEqual([null, null, null, "nothingToSteal"]);
    expect(out.thief.actions).toBe(3);
    expect(out.victim).toMatchObject({ actions: 0, pendingLoss: 2 });
  });

  it("a victim fighting with two weapons refreshes to three: three steals pass", () => {
    const facts = { ...valid, victimRefreshMaximum: refreshMaximum({ max: 2, twoWeapons: true }) };
    expect(stealRepeatedly(initialCombatantState(), initialCombatantState(), facts, 4).refusals).toEqual([null, null, null, "nothingToSteal"]);
  });

  it("a victim whose turn is over loses only what it holds now", () => {
    const facts = { ...valid, victimTurnToCome: false };
    const out = stealRepeatedly(initialCombatantState(), { ...initialCombatantState(), actions: 2 }, facts, 3);
    expect(out.refusals).toEqual([null, null, "nothingToSteal"]);
    expect(out.victim).toMatchObject({ actions: 0, pendingLoss: 0 });
  });
});

describe("an unconscious or Dying victim cannot be robbed (Bewusstlos: no actions per round)", () => {
  it("is refused even with a saved action and its turn to come", () => {
    expect(validateStealRequest({ ...valid, victimActions: 1, victimIncapacitated: true })).toBe("nothingToSteal");
    expect(stealableActions({ ...valid, victimActions: 3, victimIncapacitated: true })).toBe(0);
  });

  it("a victim that will refresh to 0 (unconscious at its refresh) has nothing pending to lose", () => {
    expect(validateStealRequest({ ...valid, victimRefreshMaximum: refreshMaximum({ max: 2, unconscious: true }) })).toBe("nothingToSteal");
  });
});

describe("stealableActions", () => {
  it("never lets the thief gain more than the victim has this round (property)", () => {
    fc.assert(
      fc.property(fc.nat(4), fc.nat(4), fc.boolean(), fc.nat(10), (held, max, toCome, tries) => {
        const facts = { ...valid, victimTurnToCome: toCome, victimRefreshMaximum: max };
        const out = stealRepeatedly(initialCombatantState(), { ...initialCombatantState(), actions: held }, facts, tries);
        const gained = out.thief.actions;
        expect(gained).toBeLessThanOrEqual(held + (toCome ? max : 0));
        expect(gained).toBe(Math.min(tries, held + (toCome ? max : 0)));
        expect(refreshActions(out.victim, { max }).actions).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("reads hostile numbers as none (NaN, Infinity, negatives)", () => {
    for (const bad of [NaN, Infinity, -Infinity, -3]) {
      expect(stealableActions({ victimActions: bad, victimTurnToCome: true, victimPendingLoss: bad, victimRefreshMaximum: bad })).toBe(0);
    }
  });
});
