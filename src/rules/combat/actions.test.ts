import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CombatantState } from "./actions.ts";
import {
  AIMABLE_MODES,
  aim,
  canAimWith,
  aimingBonus,
  prepareAccurate,
  bonusDieAction,
  giveBackAction,
  initialCombatantState,
  loseAiming,
  lowerShieldBlock,
  raiseShieldBlock,
  refreshActions,
  refreshMaximum,
  spendActions,
  startRound,
} from "./actions.ts";

const state = (patch: Partial<CombatantState> = {}): CombatantState => ({ ...initialCombatantState(), ...patch });

const arbState = fc.record({
  actions: fc.nat(8),
  pendingLoss: fc.nat(4),
  recoil: fc.nat(4),
  aiming: fc.nat(4),
  accurate: fc.nat(3),
  shieldBlock: fc.boolean(),
});

describe("combatant actions", () => {
  it("everyone starts a combat with 0 actions and nothing pending", () => {
    expect(initialCombatantState()).toEqual({ actions: 0, pendingLoss: 0, recoil: 0, aiming: 0, accurate: 0, shieldBlock: false });
  });

  it("refreshes to the maximum at the start of the own turn, replacing what was left", () => {
    expect(refreshActions(state({ actions: 1 }), { max: 2 }).actions).toBe(2);
    expect(refreshActions(state({ actions: 5 }), { max: 2 }).actions).toBe(2);
  });

  it("refreshes to 0 while unconscious and to max + 1 with two weapons", () => {
    expect(refreshActions(state({ actions: 1 }), { max: 2, unconscious: true }).actions).toBe(0);
    expect(refreshActions(state(), { max: 2, twoWeapons: true }).actions).toBe(3);
    expect(refreshMaximum({ max: 3, twoWeapons: true, unconscious: true })).toBe(0);
  });

  it("subtracts a pending stolen action at the refresh and clears it", () => {
    const next = refreshActions(state({ pendingLoss: 1 }), { max: 2 });
    expect(next).toMatchObject({ actions: 1, pendingLoss: 0 });
  });

  it("never carries a stolen action into the next round: what the refresh cannot absorb is gone", () => {
    const first = refreshActions(state({ pendingLoss: 3 }), { max: 2 });
    expect(first).toMatchObject({ actions: 0, pendingLoss: 0 });
    expect(refreshActions(first, { max: 2 })).toMatchObject({ actions: 2, pendingLoss: 0 });
  });

  it("an unconscious combatant's pending loss is gone with its refresh (nothing carried to the next round)", () => {
    const out = refreshActions(state({ pendingLoss: 1 }), { max: 2, unconscious: true });
    expect(out).toMatchObject({ actions: 0, pendingLoss: 0 });
    expect(refreshActions(out, { max: 2 }).actions).toBe(2);
  });

  it("a new round clears a pending loss whose turn never came, and recoil", () => {
    expect(startRound(state({ pendingLoss: 1, recoil: 2, actions: 1 }))).toEqual(state({ actions: 1 }));
  });

  it("aims only with melee and single shot (never thrown, burst or flechette)", () => {
    const ready = state({ actions: 2 });
    expect(aim(ready, { perception: 4, mode: "melee" })).toMatchObject({ ok: true, state: { aiming: 1, actions: 1 } });
    expect(aim(ready, { perception: 4, mode: "single" })).toMatchObject({ ok: true, state: { aiming: 1 } });
    for (const mode of ["thrown", "burst", "flechette"]) expect(aim(ready, { perception: 4, mode })).toEqual({ ok: false, reason: "cannotAimMode" });
    expect(canAimWith("thrown")).toBe(false);
    expect(AIMABLE_MODES).toEqual(["melee", "single"]);
  });

  it("spends saved actions as reactions off-turn and refuses without one", () => {
    const saved = state({ actions: 1 });
    const reacted = spendActions(saved, 1, "reaction");
    expect(reacted).toEqual({ ok: true, state: state({ actions: 0 }) });
    expect(spendActions(state({ actions: 0 }), 1, "reaction")).toEqual({ ok: false, reason: "noAction" });
  });

  it("refuses spending more actions than available or a non-positive count", () => {
    expect(spendActions(state({ actions: 1 }), 2)).toEqual({ ok: false, reason: "notEnoughActions" });
    expect(spendActions(state({ actions: 3 }), 0)).toEqual({ ok: false, reason: "invalidCount" });
    expect(spendActions(state({ actions: 3 }), 1.5)).toEqual({ ok: false, reason: "invalidCount" });
  });

  it("counts recoil steps for directly following firearm attacks and resets them on another action", () => {
    let s = state({ actions: 4 });
    for (const kind of ["firearmAttack", "firearmAttack"] as const) {
      const r = spendActions(s, 1, kind);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s.recoil).toBe(2);
    const other = spendActions(s, 1, "action");
    expect(other.ok && other.state.recoil).toBe(0);
  });

  it("resets recoil at the start of a round but keeps actions", () => {
    expect(startRound(state({ actions: 1, recoil: 2 }))).toEqual(state({ actions: 1, recoil: 0 }));
  });

  it("a bonus die gives +1 action at once, also beyond the maximum", () => {
    const r = bonusDieAction(state({ actions: 2 }), 1);
    expect(r).toEqual({ ok: true, state: state({ actions: 3 }) });
    expect(bonusDieAction(state({ actions: 2 }), 0)).toEqual({ ok: false, reason: "noBonusDie" });
  });

  it("gives an action back only up to the maximum", () => {
    expect(giveBackAction(state({ actions: 1 }), 2)).toEqual({ ok: true, state: state({ actions: 2 }) });
    expect(giveBackAction(state({ actions: 2 }), 2)).toEqual({ ok: false, reason: "atMaximum" });
  });

  it("aiming gathers 2 per action up to Perception, is used by the next attack and lost when hit", () => {
    let s = state({ actions: 3 });
    const a1 = aim(s, { perception: 3 });
    if (!a1.ok) throw new Error(a1.reason);
    s = a1.state;
    expect(aimingBonus(s.aiming, { perception: 3 })).toBe(2);
    const a2 = aim(s, { perception: 3 });
    if (!a2.ok) throw new Error(a2.reason);
    s = a2.state;
    expect(aimingBonus(s.aiming, { perception: 3 })).toBe(3);
    expect(aim(s, { perception: 3 })).toEqual({ ok: false, reason: "aimingAtMaximum" });
    expect(aimingBonus(2, { perception: 5, bonusPerAction: 1 })).toBe(2);
    expect(loseAiming(s).aiming).toBe(0);
    const attack = spendActions(s, 1, "attack");
    expect(attack.ok && attack.state.aiming).toBe(0);
  });

  it("an accurate attack gathers −1 per action up to Perception, is broken by another action and used by the attack", () => {
    let s = state({ actions: 4 });
    for (let i = 0; i < 2; i++) {
      const r = prepareAccurate(s, 2);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s).toMatchObject({ actions: 2, accurate: 2 });
    expect(prepareAccurate(s, 2)).toEqual({ ok: false, reason: "accurateAtMaximum" });
    const other = spendActions(s, 1, "reaction");
    expect(other.ok && other.state.accurate).toBe(0);
    const attack = spendActions(s, 1, "attack");
    expect(attack.ok && attack.state.accurate).toBe(0);
  });

  it("a shield block costs 2 actions in the own turn and lasts until lowered", () => {
    const raised = raiseShieldBlock(state({ actions: 2 }), true);
    expect(raised).toEqual({ ok: true, state: state({ actions: 0, shieldBlock: true }) });
    expect(raiseShieldBlock(state({ actions: 2 }), false)).toEqual({ ok: false, reason: "notOwnTurn" });
    expect(raiseShieldBlock(state({ actions: 1 }), true)).toEqual({ ok: false, reason: "notEnoughActions" });
    if (!raised.ok) throw new Error(raised.reason);
    expect(refreshActions(raised.state, { max: 2 }).shieldBlock).toBe(true);
    expect(lowerShieldBlock(raised.state).shieldBlock).toBe(false);
  });
});

describe("combatant action properties", () => {
  it("actions and pending loss never become negative through any sequence of transitions", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("refresh" as const), max: fc.nat(5), unconscious: fc.boolean(), twoWeapons: fc.boolean() }),
      fc.record({ kind: fc.constant("spend" as const), count: fc.integer({ min: -1, max: 4 }) }),
      fc.record({ kind: fc.constant("giveBack" as const), max: fc.nat(5) }),
      fc.record({ kind: fc.constant("bonus" as const), dice: fc.nat(2) }),
      fc.record({ kind: fc.constant("round" as const) }),
    );
    fc.assert(
      fc.property(arbState, fc.array(op, { maxLength: 40 }), (start, ops) => {
        let s: CombatantState = start;
        for (const o of ops) {
          if (o.kind === "refresh") s = refreshActions(s, o);
          else if (o.kind === "round") s = startRound(s);
          else {
            const r =
              o.kind === "spend" ? spendActions(s, o.count) : o.kind === "giveBack" ? giveBackAction(s, o.max) : bonusDieAction(s, o.dice);
            if (r.ok) s = r.state;
          }
          expect(s.actions).toBeGreaterThanOrEqual(0);
          expect(s.pendingLoss).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(s.actions)).toBe(true);
        }
      }),
    );
  });

  it("a refresh sets exactly max − pending (floored at 0)", () => {
    fc.assert(
      fc.property(arbState, fc.nat(6), fc.boolean(), (s, max, twoWeapons) => {
        const full = max + (twoWeapons ? 1 : 0);
        const next = refreshActions(s, { max, twoWeapons });
        expect(next.actions).toBe(Math.max(0, full - s.pendingLoss));
        expect(next.pendingLoss).toBe(0);
      }),
    );
  });

  it("a successful spend removes exactly the spent count", () => {
    fc.assert(
      fc.property(arbState, fc.integer({ min: 1, max: 4 }), (s, n) => {
        const r = spendActions(s, n);
        expect(r.ok).toBe(s.actions >= n);
        if (r.ok) expect(r.state.actions).toBe(s.actions - n);
      }),
    );
  });
});
