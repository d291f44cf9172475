import { describe, expect, it } from "vitest";
import { characterInput } from "./appendix.fixture.ts";
import { BUILDER_REASON, checkEquipmentPick, newDraft } from "./builder.ts";
import type { BuilderCatalog, BuilderState } from "./builder.ts";

const always = { eras: [], extensions: [], worlds: [] } as const;
const CATALOG: BuilderCatalog = {
  lineages: [],
  templates: [],
  equipment: [
    { key: "uuid.converter", name: "Thermal converter", kind: "bodyModification", price: 900, energy: -6, ...always },
    { key: "uuid.claw", name: "Cyber Claw", kind: "bodyModification", price: 1700, energy: 3, ...always },
    { key: "uuid.shield", name: "Energy Shield", kind: "bodyModification", price: 3100, energy: 4, ...always },
  ],
};

function state(equipment: string[], money = 10000): BuilderState {
  return { base: characterInput({ context: { era: "modern", extensions: ["bodyMods"], world: "nexus" } }), catalog: CATALOG, draft: { ...newDraft("creation"), equipment, money } };
}

describe("body modifications at creation (Körpermodifikationen → Modifikationen integrieren; create chapter)", () => {
  it("buys a modification from the starting money without a surgery roll", () => {
    expect(checkEquipmentPick(state([]), "uuid.converter")).toEqual({ ok: true });
    expect(checkEquipmentPick(state([], 500), "uuid.converter")).toMatchObject({ ok: false, reason: BUILDER_REASON.notEnoughMoney });
  });

  it("refuses a modification that leaves the energy of all fitted ones below 0", () => {
    expect(checkEquipmentPick(state([]), "uuid.claw")).toMatchObject({ ok: false, reason: BUILDER_REASON.energyDeficit, data: { value: 3 } });
    expect(checkEquipmentPick(state(["uuid.converter"]), "uuid.claw")).toEqual({ ok: true });
    expect(checkEquipmentPick(state(["uuid.converter", "uuid.claw"]), "uuid.shield")).toMatchObject({ ok: false, reason: BUILDER_REASON.energyDeficit, data: { value: 1 } });
  });
});
