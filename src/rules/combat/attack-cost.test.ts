import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CombatantState } from "./actions.ts";
import { initialCombatantState } from "./actions.ts";
import { attackCost, attackSpends, forceAttack, isFirearmMode, spendAttack, trackerAttackOptions } from "./attack-cost.ts";
import { ATTACK_MODES } from "../items/vocabulary.ts";

const state = (patch: Partial<CombatantState> = {}): CombatantState => ({ ...initialCombatantState(), ...patch });

describe("what an attack costs", () => {
  it("a plain attack costs 1 action", () => {
    expect(attackCost(state({ actions: 2 }), { mode: "single" })).toEqual({ attack: 1, aim: 0, accurate: 0, massive: 0, total: 1 });
  });

  it("aiming and accurate actions already invested in the tracker are not paid again; more are paid now", () => {
    const tracked = state({ actions: 2, aiming: 1, accurate: 1 });
    expect(attackCost(tracked, { mode: "single", aimActions: 1, accurateActions: 1 }).total).toBe(1);
    expect(attackCost(tracked, { mode: "single", aimActions: 2, accurateActions: 1 })).toMatchObject({ aim: 1, total: 2 });
    expect(attackCost(tracked, { mode: "melee", aimActions: 0, accurateActions: 3 })).toMatchObject({ aim: 0, accurate: 2, total: 3 });
  });

  it("aiming with thrown or burst costs nothing and does nothing (aiming only melee and single shot)", () => {
    expect(attackCost(state({ actions: 3 }), { mode: "thrown", aimActions: 2 }).total).toBe(1);
    expect(attackCost(state({ actions: 3 }), { mode: "burst", aimActions: 2 }).total).toBe(1);
  });

  it("a massive attack costs one extra action per step, melee only", () => {
    expect(attackCost(state({ actions: 3 }), { mode: "melee", massiveActions: 2 })).toMatchObject({ massive: 2, total: 3 });
    expect(attackCost(state({ actions: 3 }), { mode: "single", massiveActions: 2 }).total).toBe(1);
  });

  it("starts the dialog from the tracker: aiming (aimable modes), accurate, recoil (firearms)", () => {
    const tracked = state({ aiming: 2, accurate: 1, recoil: 1 });
    expect(trackerAttackOptions(tracked, "single")).toEqual({ aimActions: 2, accurateActions: 1, precedingAttacks: 1 });
    expect(trackerAttackOptions(tracked, "thrown")).toEqual({ aimActions: 0, accurateActions: 1, precedingAttacks: 0 });
    expect(trackerAttackOptions(tracked, "burst")).toEqual({ aimActions: 0, accurateActions: 1, precedingAttacks: 1 });
    expect(ATTACK_MODES.filter(isFirearmMode)).toEqual(["single", "burst", "flechette"]);
  });
});

describe("spending an attack", () => {
  it("a single shot spends 1 action, uses up the aim and extends the recoil streak", () => {
    const r = spendAttack(state({ actions: 2, aiming: 1, recoil: 1 }), { mode: "single", aimActions: 1 });
    expect(r).toEqual({ ok: true, state: state({ actions: 1, aiming: 0, recoil: 2 }) });
  });

  it("a melee attack with an extra aim action spends 2 and breaks no streak it does not have", () => {
    const r = spendAttack(state({ actions: 2 }), { mode: "melee", aimActions: 1 });
    expect(r).toEqual({ ok: true, state: state({ actions: 0 }) });
    expect(attackSpends(attackCost(state({ actions: 2 }), { mode: "melee", aimActions: 1 }), "melee")).toEqual([
      { count: 1, kind: "aim" },
      { count: 1, kind: "attack" },
    ]);
  });

  it("aiming paid with a firearm attack breaks the recoil streak: the attack starts a new one", () => {
    const r = spendAttack(state({ actions: 3, recoil: 2 }), { mode: "single", aimActions: 1 });
    expect(r).toEqual({ ok: true, state: state({ actions: 1, recoil: 1 }) });
  });

  it("refuses when actions are missing and changes nothing", () => {
    expect(spendAttack(state({ actions: 0 }), { mode: "single" })).toEqual({ ok: false, reason: "noAction" });
    expect(spendAttack(state({ actions: 1 }), { mode: "melee", massiveActions: 1 })).toEqual({ ok: false, reason: "notEnoughActions" });
  });

  it("the GM's forced attack drops the actions to 0 and moves recoil and aim as a paid attack", () => {
    expect(forceAttack(state({ actions: 1, aiming: 1, recoil: 1 }), { mode: "single", aimActions: 2 })).toEqual(state({ actions: 0, recoil: 1 }));
    expect(forceAttack(state({ actions: 0, recoil: 1 }), { mode: "burst" })).toEqual(state({ actions: 0, recoil: 2 }));
  });

  it("a paid attack removes exactly its cost; a forced one never goes below 0", () => {
    const arb = fc.record({ actions: fc.nat(6), pendingLoss: fc.constant(0), recoil: fc.nat(3), aiming: fc.nat(3), accurate: fc.nat(3), shieldBlock: fc.boolean() });
    fc.assert(
      fc.property(arb, fc.constantFrom(...ATTACK_MODES), fc.nat(3), fc.nat(3), fc.nat(2), (s, mode, aimActions, accurateActions, massiveActions) => {
        const choice = { mode, aimActions, accurateActions, massiveActions };
        const cost = attackCost(s, choice);
        const paid = spendAttack(s, choice);
        expect(paid.ok).toBe(s.actions >= cost.total);
        if (paid.ok) expect(paid.state.actions).toBe(s.actions - cost.total);
        const forced = forceAttack(s, choice);
        expect(forced.actions).toBe(Math.max(0, s.actions - cost.total));
        expect(forced.aiming).toBe(0);
        expect(forced.accurate).toBe(0);
      }),
    );
  });
});
