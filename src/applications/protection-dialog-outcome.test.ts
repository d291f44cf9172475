/**
 * The protection dialog says, before anything is applied, what gets through with the units typed in
 * (RULES.md → Attacks, defence, damage: piercing P makes the first P units useless; each hit through
 * deals the weapon's wounds, megacritical hits one more per step; a matching unit prevents a condition).
 */
import { describe, expect, it } from "vitest";
import { protectionDialogContext, protectionOutcome, type ProtectionDialogInput } from "./protection-dialog-context.ts";

const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);
const none = { normal: 0, critical: 0, bleeding: 0, poison: 0, fire: 0, shock: 0, sticky: 0, reflection: 0, demonic: 0 };

/** 2 hits and a megacritical hit (+1) of a bleeding (1) sword with piercing 1, against 3 normal and 1 bleeding unit. */
const input: ProtectionDialogInput = {
  target: "Ork",
  hits: { hits: 2, criticalHits: 1, extraWounds: [1] },
  piercing: 1,
  conditions: { bleeding: 1 },
  variant: "pool",
  pool: { ...none, normal: 3, bleeding: 1 },
  innate: {},
  flat: 0,
  wounds: 1,
};

describe("protection dialog: what gets through", () => {
  it("without units every hit wounds: 2 hits + 1 critical + 1 megacritical extra = 4 wounds, bleeding gets through", () => {
    const outcome = protectionOutcome(input, {}, t);
    expect(outcome.wounds).toBe(4);
    expect(outcome.woundsText).toBe('PHASESIX.ProtectionDialog.Outcome.Wounds {"wounds":4}');
    expect(outcome.lines).toContain('PHASESIX.ProtectionDialog.Outcome.Condition {"condition":"PHASESIX.Condition.bleeding","value":1}');
  });

  it("the first unit is cut through by piercing 1 and stops nothing", () => {
    const outcome = protectionOutcome(input, { normal: 1 }, t);
    expect(outcome.wounds).toBe(4);
    expect(outcome.lines).toContain('PHASESIX.ProtectionDialog.Outcome.Pierced {"wasted":1}');
  });

  it("after piercing, a bleeding unit stops a hit and prevents the bleeding; normal units stop the other hit", () => {
    const outcome = protectionOutcome(input, { normal: 2, bleeding: 1 }, t);
    // Critical hits need critical units: the critical (1 + 1 megacritical) still deals 2 wounds.
    expect(outcome.wounds).toBe(2);
    expect(outcome.lines).toContain('PHASESIX.ProtectionDialog.Outcome.Prevented {"condition":"PHASESIX.Condition.bleeding"}');
    expect(outcome.lines.some((l) => l.includes("Outcome.Condition"))).toBe(false);
  });

  it("caps numbers beyond what the defender holds, as applying does", () => {
    expect(protectionOutcome(input, { normal: 99 }, t)).toEqual(protectionOutcome(input, { normal: 3 }, t));
    expect(protectionOutcome(input, { normal: Number.NaN }, t)).toEqual(protectionOutcome(input, {}, t));
  });

  it("a K.O. attack deals no wounds, protection still stops hits", () => {
    expect(protectionOutcome({ ...input, noWounds: true }, {}, t).wounds).toBe(0);
  });

  it("the dialog opens with the outcome of the pre-filled plan", () => {
    const ctx = protectionDialogContext(input, t);
    const plan = Object.fromEntries(ctx.rows.map((r) => [r.type, r.value]));
    expect(ctx.outcome).toEqual(protectionOutcome(input, plan, t));
  });
});
