/**
 * The item sheet offers the world book's weapon types and modification categories (2026 book,
 * Ausrüstung → Waffen; → Waffenmodifikationen: Tirakan lists no firearms and only Klinge, Munition,
 * Griffe), from the ruleset the sheet passes in.
 */
import { describe, expect, it } from "vitest";
import { buildItemContext } from "./item.ts";
import { sampleItemInput } from "./item-samples.fixture.ts";
import { keysOnly } from "./localize.ts";
import { buildRuleset } from "../../../rules/ruleset/ruleset.ts";
import { DEFAULT_WORLD_RULES } from "../../../rules/catalog/world-rules.ts";
import { WeaponData } from "../../../data/item/weapon.ts";
import { WeaponModificationData } from "../../../data/item/weapon-modification.ts";

const tirakan = buildRuleset({ edition: "2026", world: { ...DEFAULT_WORLD_RULES, world: "tirakan" } }).gear;
const terra = buildRuleset({ edition: "2026" }).gear;
const categoryOf = (context: ReturnType<typeof buildItemContext>) => context.details.find((f) => f.name === "system.category");

describe("the item sheet's kind choices follow the world book", () => {
  it("a Tirakan weapon sheet offers the seven weapon types of the book", () => {
    const bow = sampleItemInput("weapon", { system: new WeaponData({ category: "bows" }) as never, offeredCategories: tirakan.weaponCategories });
    const context = buildItemContext(bow, keysOnly);
    expect(categoryOf(context)?.options.map((o) => o.value).sort()).toEqual(["axes", "blades", "blunt", "bows", "polearms", "slings", "throwingWeapons"]);
    expect(context.categoryNote).toBe("");
  });

  it("keeps the Tirakan appendix rifle's own type and says it is not one of the book's", () => {
    const rifle = sampleItemInput("weapon", { system: new WeaponData({ category: "rifles" }) as never, offeredCategories: tirakan.weaponCategories });
    const context = buildItemContext(rifle, keysOnly);
    expect(categoryOf(context)?.options.find((o) => o.selected)?.value).toBe("rifles");
    expect(categoryOf(context)?.options).toHaveLength(8);
    expect(context.categoryNote).toBe("PHASESIX.Item.CategoryOutsideWorldBook");
  });

  it("a Tirakan weapon modification offers Klinge, Munition and Griffe", () => {
    const grip = sampleItemInput("weaponModification", { system: new WeaponModificationData({ category: "grips" }) as never, offeredCategories: tirakan.modificationCategories });
    expect(categoryOf(buildItemContext(grip, keysOnly))?.options.map((o) => o.value)).toEqual(["blade", "ammunition", "grips"]);
  });

  it("other world books offer every kind", () => {
    const pistol = sampleItemInput("weapon", { offeredCategories: terra.weaponCategories });
    expect(categoryOf(buildItemContext(pistol, keysOnly))?.options).toHaveLength(14);
  });
});
