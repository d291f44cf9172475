import { describe, expect, it } from "vitest";
import { effectRows, isConditionEffect } from "./effects.ts";
import type { EffectSnapshot } from "./effects.ts";
import { keysOnly } from "./localize.ts";

const ADD = 2;
const effect = (over: Partial<EffectSnapshot>): EffectSnapshot => ({ id: "e1", itemId: "", itemName: "", name: "Effect", img: "", disabled: false, statuses: new Set(), changes: [], ...over });

describe("effectRows: the effects list of a sheet", () => {
  it("says what an effect changes, where it comes from and whether it is on", () => {
    const rows = effectRows(
      [
        effect({ id: "a", name: "Stimulant", itemId: "i1", itemName: "Medkit", changes: [{ key: "phasesix.aspect.actions", mode: ADD, value: "1" }] }),
        effect({ id: "b", name: "Broken arm", disabled: true, changes: [{ key: "phasesix.attribute.strength", mode: ADD, value: "-2" }, { key: "phasesix.skill.shooting", mode: ADD, value: "1" }] }),
      ],
      keysOnly,
    );
    expect(rows.map((r) => r.id)).toEqual(["b", "a"]);
    expect(rows[0]).toMatchObject({ active: false, source: "PHASESIX.Effect.OnActor", summary: "PHASESIX.Attribute.strength −2, PHASESIX.Skill.shooting +1" });
    expect(rows[0].toggleLabel).toBe('PHASESIX.Effect.TurnOn{"name":"Broken arm"}');
    expect(rows[1]).toMatchObject({ active: true, source: "Medkit", summary: "PHASESIX.Aspect.actions +1" });
  });

  it("lists changes that cannot be applied", () => {
    const [row] = effectRows([effect({ changes: [{ key: "phasesix.attribute.luck", mode: ADD, value: "1" }] })], keysOnly);
    expect(row.summary).toBe("");
    expect(row.problems).toEqual(['PHASESIX.Effect.Problem.unknownKey{"key":"phasesix.attribute.luck"}']);
  });

  it("leaves condition status effects to the conditions", () => {
    expect(isConditionEffect(effect({ statuses: new Set(["bleeding"]) }))).toBe(true);
    expect(effectRows([effect({ statuses: new Set(["bleeding"]) }), effect({ id: "x", statuses: new Set(["invisible"]) })], keysOnly).map((r) => r.id)).toEqual(["x"]);
  });

  it("on an item sheet says whether the effect reaches the owner", () => {
    const rows = effectRows([effect({ id: "t", name: "A", transfer: true }), effect({ id: "s", name: "B", transfer: false })], keysOnly);
    expect(rows.map((r) => r.source)).toEqual(["PHASESIX.Effect.Transfers", "PHASESIX.Effect.StaysOnItem"]);
  });
});
