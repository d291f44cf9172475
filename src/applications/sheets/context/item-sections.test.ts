import { describe, expect, it } from "vitest";
import { buildItemContext } from "./item.ts";
import { groupApplies, statView } from "./item-sections.ts";
import { sampleItemInput } from "./item-samples.fixture.ts";
import { keysOnly } from "./localize.ts";

const kit = () => sampleItemInput("gear"); // a first-aid kit: category firstAid, 3 of 5 charges, 500 g

describe("item sheet sections and read view", () => {
  it("applies the artifact values only to an artifact", () => {
    expect(groupApplies("gear", "artifact", { level: 0, uses: 0, infinite: false, storedArcana: 0, spell: "" })).toBe(false);
    expect(groupApplies("gear", "artifact", { level: 0, uses: 2, infinite: false, storedArcana: 0, spell: "" })).toBe(true);
    expect(groupApplies("gear", "artifact", { infinite: true })).toBe(true);
    expect(groupApplies("gear", "charges", { value: 0, max: 0 })).toBe(true);
    expect(groupApplies("armor", "protection", {})).toBe(true);
  });

  it("folds the artifact block of a first-aid kit away and shows it on an artifact", () => {
    const plain = buildItemContext(kit(), keysOnly);
    expect(plain.groups.map((g) => g.name)).not.toContain("system.artifact");
    expect(plain.extraGroups.map((g) => g.name)).toEqual(["system.artifact"]);
    const input = kit();
    const artifact = buildItemContext({ ...input, system: { ...(input.system as object), artifact: { level: 3, uses: 2, infinite: false, storedArcana: 0, spell: "" } } }, keysOnly);
    expect(artifact.groups.map((g) => g.name)).toContain("system.artifact");
    expect(artifact.extraGroups).toEqual([]);
  });

  it("opens the owner's edit view by default and gives everyone else the read view", () => {
    expect(buildItemContext(kit(), keysOnly).readView).toBe(false);
    expect(buildItemContext({ ...kit(), editMode: false }, keysOnly).readView).toBe(true);
    const observer = buildItemContext({ ...kit(), editable: false, editMode: true }, keysOnly);
    expect(observer.readView).toBe(true);
    expect(observer.canEdit).toBe(false);
  });

  it("lists the stats that say something, localized, and leaves zeros and blanks out", () => {
    const context = buildItemContext({ ...kit(), editMode: false }, (key) => `«${key}»`);
    expect(context.stats).toContainEqual({ label: "«PHASESIX.Item.FIELDS.category.label»", value: "«PHASESIX.Item.GearCategory.firstAid»" });
    expect(context.stats).toContainEqual({ label: "«PHASESIX.ItemCard.Weight»", value: "0.5 kg" }); // grams stored, kg shown (issue 24)
    expect(context.stats).toContainEqual({ label: "«PHASESIX.Item.FIELDS.charges.value.label»", value: "3" });
    expect(context.stats.some((s) => s.value === "0" || s.value === "")).toBe(false);
    expect(context.stats.some((s) => s.label.includes("artifact"))).toBe(false);
    expect(context.flagsOn).toEqual(["«PHASESIX.Item.FIELDS.carried.label»"]);
  });

  it("turns fields into stats: numbers unless 0, the chosen option, text unless blank", () => {
    const base = { name: "x", id: "x", label: "L", min: null, max: null, options: [], checked: false };
    expect(statView({ ...base, kind: "number", value: 0 }, keysOnly)).toBeNull();
    expect(statView({ ...base, kind: "number", value: -2 }, keysOnly)).toEqual({ label: "L", value: "-2" });
    expect(statView({ ...base, kind: "text", value: "  " }, keysOnly)).toBeNull();
    expect(statView({ ...base, kind: "select", value: "", options: [{ value: "", label: "PHASESIX.Item.None", selected: true }] }, keysOnly)).toBeNull();
    expect(statView({ ...base, kind: "checkbox", value: "", checked: true }, keysOnly)).toBeNull();
  });

  it("shows no availability block to a player", () => {
    expect(buildItemContext({ ...kit(), isGM: false }, keysOnly).isGM).toBe(false);
    expect(buildItemContext(kit(), keysOnly).isGM).toBe(true);
  });
});
