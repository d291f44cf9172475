import { describe, expect, it } from "vitest";
import { CONDITIONS } from "../rules/catalog/index.ts";
import { CONDITION_ICONS, STATUS_EFFECT_IDS, conditionForIcon, phaseSixStatusEffects, planEffectSync } from "./status-effects.ts";

describe("Phase Six status effects", () => {
  it("lists every condition with its label key, then keeps only the core statuses Foundry's mechanics need", () => {
    const core = ["dead", "prone", "invisible", "blind", "stun"].map((id) => ({ id, name: `EFFECT.Status${id}`, img: `icons/${id}.svg` }));
    const list = phaseSixStatusEffects(core);
    expect(list.map((e) => e.id)).toEqual([...CONDITIONS, "dead", "invisible", "blind"]);
    expect(list[0]).toEqual({ id: "dying", _id: "phasesixDying000", name: "PHASESIX.Condition.dying", img: CONDITION_ICONS.dying });
    expect(list.find((e) => e.id === "dead")).toEqual({ id: "dead", _id: "phasesixDead0000", name: "EFFECT.Statusdead", img: "icons/dead.svg" });
  });

  it("gives every status a stable, distinct static _id of 16 letters and digits", () => {
    const core = ["dead", "invisible", "blind"].map((id) => ({ id, name: id, img: "" }));
    const ids = phaseSixStatusEffects(core).map((e) => e._id);
    expect(ids).toEqual([
      "phasesixDying000",
      "phasesixUnconsci",
      "phasesixShocked0",
      "phasesixBurning0",
      "phasesixBleeding",
      "phasesixPoisoned",
      "phasesixHunkered",
      "phasesixDead0000",
      "phasesixInvisibl",
      "phasesixBlind000",
    ]);
    for (const id of Object.values(STATUS_EFFECT_IDS)) expect(id).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every condition its own icon, so an icon names its condition", () => {
    expect(new Set(Object.values(CONDITION_ICONS)).size).toBe(CONDITIONS.length);
    for (const key of CONDITIONS) expect(conditionForIcon(CONDITION_ICONS[key])).toBe(key);
    expect(conditionForIcon("icons/svg/skull.svg")).toBeNull();
  });
});

describe("keeping a condition's effect in step with its counter", () => {
  it("creates the effect when the counter rises above 0", () => {
    expect(planEffectSync(2, null, "Blutend")).toEqual({ action: "create", name: "Blutend 2" });
  });

  it("renames a stale effect, and leaves a current one alone", () => {
    expect(planEffectSync(3, { name: "Blutend 2" }, "Blutend")).toEqual({ action: "rename", name: "Blutend 3" });
    expect(planEffectSync(3, { name: "Blutend 3" }, "Blutend")).toEqual({ action: "none" });
  });

  it("deletes the effect when the counter drops to 0, and does nothing without one", () => {
    expect(planEffectSync(0, { name: "Blutend 1" }, "Blutend")).toEqual({ action: "delete" });
    expect(planEffectSync(0, null, "Blutend")).toEqual({ action: "none" });
  });
});
