/**
 * Item Piles (issue 35): the system's definition reaches the module only through its
 * `item-piles-ready` hook — nothing is registered without the module — and says what loot and
 * merchants need: pile actors, quantity and price paths, what is no loot, what never stacks, and the
 * character's money as the one currency named by the world's currency unit.
 */
import "../foundry/data-fields.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { StandInUser, installGame } from "../foundry/game.ts";
import { itemDataModels } from "../../src/data/index.ts";
import { CharacterData } from "../../src/data/actor/character.ts";
import { ITEM_PILES_INTEGRATION_VERSION, itemPilesIntegration, registerItemPiles } from "../../src/modules/item-piles/index.ts";
import type { ItemPilesIntegration } from "../../src/modules/item-piles/index.ts";

const gm = new StandInUser("gm", "GM", true);
let registered: ItemPilesIntegration[];

function install(settings: Record<string, unknown> = {}): void {
  installGame({ users: [gm], user: gm, settings: { "phasesix.world": "terra", "phasesix.era": "modern", "phasesix.currencyUnit": "", ...settings } });
  registered = [];
  (globalThis as unknown as { game: Record<string, unknown> }).game.itempiles = { API: { addSystemIntegration: (data: ItemPilesIntegration) => void registered.push(data) } };
}

const hooks = () => globalThis as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): boolean } };

describe("Item Piles", () => {
  beforeEach(() => install());

  it("registers nothing while the module is absent (its hook never fires)", () => {
    registerItemPiles();
    expect(registered).toEqual([]);
  });

  it("hands the module the system's definition when it is ready, once", () => {
    registerItemPiles();
    hooks().Hooks.callAll("item-piles-ready");
    hooks().Hooks.callAll("item-piles-ready");
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      VERSION: ITEM_PILES_INTEGRATION_VERSION,
      ACTOR_CLASS_TYPE: "npc",
      ITEM_QUANTITY_ATTRIBUTE: "system.quantity",
      ITEM_PRICE_ATTRIBUTE: "system.price",
      ITEM_SIMILARITIES: ["name", "type"],
    });
  });

  it("names the world's currency unit (the world's default or the GM's own) as the one currency, on the character's money", () => {
    registerItemPiles();
    hooks().Hooks.callAll("item-piles-ready");
    const currency = registered[0].CURRENCIES[0];
    expect(currency).toMatchObject({ type: "attribute", primary: true, exchangeRate: 1, data: { path: "system.currency" } });
    // a modern Terra world pays in Euro (the world's default unit)
    expect(currency).toMatchObject({ name: "Euro", abbreviation: "{#} Euro" });
    install({ "phasesix.currencyUnit": "Taler" });
    registerItemPiles();
    hooks().Hooks.callAll("item-piles-ready");
    expect(registered[0].CURRENCIES[0]).toMatchObject({ name: "Taler", abbreviation: "{#} Taler" });
  });

  it("points at fields our data models have: gear's quantity, the price of every saleable type, the character's money", () => {
    const definition = itemPilesIntegration("Euro");
    const notLoot = definition.ITEM_FILTERS[0].filters.split(",");
    const loot = Object.keys(itemDataModels).filter((type) => !notLoot.includes(type));
    expect(loot.sort()).toEqual(["armor", "bodyModification", "gear", "weapon", "weaponModification"]);
    const schemaHas = (type: string, field: string) => Boolean((itemDataModels as Record<string, { defineSchema(): Record<string, unknown> }>)[type].defineSchema()[field]);
    for (const type of loot) expect(schemaHas(type, "price")).toBe(true);
    expect(schemaHas("gear", "quantity")).toBe(true);
    // the types without a quantity never stack
    for (const type of loot.filter((t) => !schemaHas(t, "quantity"))) expect(definition.UNSTACKABLE_ITEM_TYPES).toContain(type);
    expect(Boolean(CharacterData.defineSchema().currency)).toBe(true);
  });
});
