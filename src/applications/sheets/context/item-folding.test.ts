import { describe, expect, it } from "vitest";
import { buildItemContext } from "./item.ts";
import { fieldApplies } from "./item-sections.ts";
import { sampleItemInput, type ItemType } from "./item-samples.fixture.ts";
import { keysOnly } from "./localize.ts";

function context(type: ItemType, system: Record<string, unknown>) {
  const sample = sampleItemInput(type);
  return buildItemContext(sampleItemInput(type, { system: new (sample.system as { constructor: new (s: unknown) => object }).constructor(system) }), keysOnly);
}
const shown = (ctx: ReturnType<typeof context>) => ctx.details.map((f) => f.name);
const foldedAway = (ctx: ReturnType<typeof context>) => ctx.extraGroups.flatMap((g) => g.fields.map((f) => f.name));

describe("weapon, armour and modification sheets fold fields the item does not use", () => {
  it("folds a melee weapon's ammunition, reload, recoil and 1 m range, and keeps them in the edit view's fold", () => {
    const sword = context("weapon", { category: "blades", skill: "handToHand", modes: ["melee"], damagePotential: 2, range: 1 });
    for (const name of ["system.capacity", "system.ammunition", "system.reloadActions", "system.recoilCompensation", "system.range", "system.cone"]) {
      expect(shown(sword)).not.toContain(name);
      expect(foldedAway(sword)).toContain(name);
    }
    expect(shown(sword)).toContain("system.damagePotential");
    expect(sword.stats.map((s) => s.label)).not.toContain("PHASESIX.Item.FIELDS.range.label");
  });

  it("shows a polearm's reach and a throwable or ranged weapon's range and ammunition", () => {
    expect(fieldApplies("weapon", "range", { modes: ["melee"], range: 2 })).toBe(true);
    expect(fieldApplies("weapon", "range", { modes: ["melee"], range: 1, throwable: true })).toBe(true);
    const pistol = context("weapon", { category: "pistols", skill: "shooting", modes: ["single"], capacity: 15, range: 50 });
    expect(shown(pistol)).toEqual(expect.arrayContaining(["system.capacity", "system.ammunition", "system.reloadActions", "system.range"]));
    expect(foldedAway(pistol)).toEqual([]);
  });

  it("folds the cover of armour that is no shield and shows it on a shield", () => {
    const cuirass = context("armor", { category: "light", protection: { normal: 3 } });
    expect(shown(cuirass)).not.toContain("system.cover");
    expect(foldedAway(cuirass)).toEqual(["system.cover"]);
    expect(shown(context("armor", { category: "shield", cover: 5 }))).toContain("system.cover");
  });

  it("folds a modification's unchanged values and condition changes, showing what it changes", () => {
    const sight = context("weaponModification", { category: "sights", accuracy: 1, price: 120 });
    expect(shown(sight)).toEqual(["system.category", "system.price", "system.accuracy"]);
    expect(foldedAway(sight)).toEqual(expect.arrayContaining(["system.piercing", "system.capacity", "system.range"]));
    expect(sight.extraGroups.map((g) => g.name)).toContain("system.conditions");
  });
});
