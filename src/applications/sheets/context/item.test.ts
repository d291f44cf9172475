import { describe, expect, it } from "vitest";
import { buildItemContext, normalizeItemFormData, stringListPaths } from "./item.ts";
import { ITEM_TYPES, sampleItemInput } from "./item-samples.fixture.ts";
import { keysOnly } from "./localize.ts";

describe("item sheet context", () => {
  it.each(ITEM_TYPES)("shows every field of a %s with a label key and a finite value", (type) => {
    const context = buildItemContext(sampleItemInput(type), keysOnly);
    const fields = [...context.details, ...context.flags, ...context.groups.flatMap((g) => g.fields)];
    expect(fields.length + context.html.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(field.label).toMatch(/^PHASESIX\.Item\.FIELDS\..+\.label$/);
      if (field.kind === "number") expect(Number.isFinite(field.value)).toBe(true);
    }
    expect(context.typeLabel).toBe(`TYPES.Item.${type}`);
  });

  it("shows a weapon's numbers with their bounds and its modes as choices", () => {
    const context = buildItemContext(sampleItemInput("weapon"), keysOnly);
    const dp = context.details.find((f) => f.name === "system.damagePotential");
    expect(dp).toMatchObject({ kind: "number", value: 2, min: 0, max: 30 });
    const category = context.details.find((f) => f.name === "system.category");
    expect(category?.options.find((o) => o.selected)).toEqual({ value: "pistols", label: "PHASESIX.Item.WeaponCategory.pistols", selected: true });
    expect(context.tags.map((t) => t.name)).toEqual(["system.eras", "system.extensions", "system.worlds"]);
    const modes = context.choices.find((t) => t.name === "system.modes");
    expect(modes?.options.filter((o) => o.checked).map((o) => o.value)).toEqual(["single", "burst"]);
    expect(context.lists[0].rows).toEqual([{ index: 0, name: "Suppressor", summary: expect.stringContaining("PHASESIX.Item.FIELDS.modifications.element.range.label −5") }]);
  });

  it("offers a shield's cover as 4+/5+/6+ and groups protection units", () => {
    const context = buildItemContext(sampleItemInput("armor"), keysOnly);
    expect(context.details.find((f) => f.name === "system.cover")?.options.map((o) => o.label)).toEqual(["PHASESIX.Item.None", "4+", "5+", "6+"]);
    const protection = context.groups.find((g) => g.name === "system.protection");
    expect(protection?.fields.find((f) => f.name === "system.protection.normal")?.value).toBe(3);
  });

  it("edits template modifiers with keys that fit their kind and reports invalid ones", () => {
    const input = sampleItemInput("template");
    const context = buildItemContext(input, keysOnly);
    const rows = context.modifiers[0].rows;
    expect(rows.map((r) => [r.kind.options.find((o) => o.selected)?.value, r.key.value, r.value.value, r.key.free])).toEqual([
      ["attribute", "quickness", 2, false],
      ["skill", "stealth", 2, false],
      ["knowledge", "Cryptography", 1, true],
    ]);
    expect(context.errors).toEqual([]);
    const broken = buildItemContext({ ...input, system: { modifiers: [{ kind: "skill", key: "quickness", value: 1 }] } }, keysOnly);
    expect(broken.errors).toEqual([{ index: 1, message: "PHASESIX.Item.Error.ModifierKey" }]);
  });

  it("shows a template's skill minimums, opened traditions, rest minimum roll and lineage abilities", () => {
    const system = {
      category: "lineage",
      skillRequirements: [{ skill: "shooting", min: 5 }],
      traditions: ["wizardry"],
      restMinRoll: -1,
      abilities: [{ name: "Flying", rules: "Can fly." }],
    };
    const context = buildItemContext(sampleItemInput("template", { system }), keysOnly);
    const list = (name: string) => context.lists.find((l) => l.name === name)?.rows;
    expect(list("system.skillRequirements")).toEqual([
      { index: 0, name: "", summary: "PHASESIX.Item.FIELDS.skillRequirements.element.skill.label: PHASESIX.Skill.shooting, PHASESIX.Item.FIELDS.skillRequirements.element.min.label +5" },
    ]);
    expect(list("system.abilities")).toEqual([{ index: 0, name: "Flying", summary: "Can fly." }]);
    const empty = buildItemContext(sampleItemInput("template"), keysOnly).lists.find((l) => l.name === "system.abilities");
    expect(empty?.empty).toBe("PHASESIX.Item.None");
    const traditions = context.choices.find((c) => c.name === "system.traditions");
    expect(traditions?.options.find((o) => o.checked)).toMatchObject({ value: "wizardry", label: "PHASESIX.Item.SpellTradition.wizardry" });
    expect(context.details.find((f) => f.name === "system.restMinRoll")).toMatchObject({ kind: "number", value: -1, min: -10, max: 10 });
  });

  it("offers a gear's container as a choice among its owner's other containers, and hides it without owner", () => {
    const alone = buildItemContext(sampleItemInput("gear"), keysOnly);
    expect(alone.details.map((f) => f.name)).not.toContain("system.container");
    const owned = buildItemContext(
      sampleItemInput("gear", { containers: [{ id: "bag", name: "Backpack" }, { id: "samplegear", name: "Itself" }] }),
      keysOnly,
    );
    const container = owned.details.find((f) => f.name === "system.container");
    expect(container?.options.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["", "PHASESIX.Item.None", true],
      ["bag", "Backpack", false],
    ]);
  });

  it("turns submitted lists and changed modifier kinds into valid update data", () => {
    const paths = stringListPaths(sampleItemInput("template").tree);
    expect(paths).toEqual(["system.requires"]);
    const data = normalizeItemFormData(
      { name: "Spy", system: { requires: " Agent,  Courier ,", modifiers: { 0: { kind: "skill", key: "quickness", value: "2" }, 1: { kind: "knowledge", key: " " } } } },
      paths,
    );
    expect(data).toEqual({
      name: "Spy",
      system: { requires: ["Agent", "Courier"], modifiers: [{ kind: "skill", key: "intimidation", value: 2 }, { kind: "knowledge", key: "–", value: 0 }] },
    });
  });
});
