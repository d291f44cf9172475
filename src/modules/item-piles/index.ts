/**
 * Item Piles (issue 35): when the module is active it calls `item-piles-ready`, and we hand it the
 * system's definition (`game.itempiles.API.addSystemIntegration`) so loot piles and merchants work:
 * piles are NPC actors; gear stacks by `system.quantity`, and weapons, armour, body and weapon
 * modifications (which carry no quantity) stay one piece each; prices are `system.price`; the
 * character's money (`system.currency`) is the one currency, named by the world's currency unit.
 * Lineages, templates, knowledge, spells, spell templates, quirks and recipes are not loot. Without
 * the module the hook never fires and nothing here runs.
 */
import { worldCurrencyUnit } from "../../settings.ts";

/** Our definition's version: Item Piles takes it over again when it changes. */
export const ITEM_PILES_INTEGRATION_VERSION = "1.0.0";

/** Item types that are no loot (Item Piles' ITEM_FILTERS by type). */
export const NOT_LOOT = ["lineage", "template", "knowledge", "spell", "spellTemplate", "quirk", "recipe"] as const;

/** Item types without a quantity: each piece is its own (Item Piles' UNSTACKABLE_ITEM_TYPES). */
export const ONE_PIECE_EACH = ["weapon", "armor", "bodyModification", "weaponModification"] as const;

/** The definition handed to Item Piles (the module's `addSystemIntegration` data). */
export interface ItemPilesIntegration {
  VERSION: string;
  ACTOR_CLASS_TYPE: string;
  ITEM_QUANTITY_ATTRIBUTE: string;
  ITEM_PRICE_ATTRIBUTE: string;
  ITEM_FILTERS: Array<{ path: string; filters: string }>;
  ITEM_SIMILARITIES: string[];
  UNSTACKABLE_ITEM_TYPES: string[];
  CURRENCIES: Array<{ type: "attribute"; name: string; img: string; abbreviation: string; data: { path: string }; primary: boolean; exchangeRate: number }>;
  CURRENCY_DECIMAL_DIGITS: number;
}

/** The system's definition, its currency named by the world's unit (the default of its world and era, or the GM's own). */
export function itemPilesIntegration(currencyUnit: string): ItemPilesIntegration {
  const unit = currencyUnit.trim();
  return {
    VERSION: ITEM_PILES_INTEGRATION_VERSION,
    ACTOR_CLASS_TYPE: "npc",
    ITEM_QUANTITY_ATTRIBUTE: "system.quantity",
    ITEM_PRICE_ATTRIBUTE: "system.price",
    ITEM_FILTERS: [{ path: "type", filters: NOT_LOOT.join(",") }],
    ITEM_SIMILARITIES: ["name", "type"],
    UNSTACKABLE_ITEM_TYPES: [...ONE_PIECE_EACH],
    CURRENCIES: [
      {
        type: "attribute",
        name: unit,
        img: "icons/svg/coins.svg",
        abbreviation: unit ? `{#} ${unit}` : "{#}",
        data: { path: "system.currency" },
        primary: true,
        exchangeRate: 1,
      },
    ],
    // Our money is whole amounts.
    CURRENCY_DECIMAL_DIGITS: 0,
  };
}

/** What we use of the module's API. */
interface ItemPilesApi {
  addSystemIntegration(data: ItemPilesIntegration): unknown;
}

/** Register the definition for when Item Piles is ready (init; the hook fires only with the module active). */
export function registerItemPiles(): void {
  const hooks = Hooks as unknown as { once(hook: string, fn: () => void): number };
  hooks.once("item-piles-ready", () => {
    const api = (game as unknown as { itempiles?: { API?: Partial<ItemPilesApi> } }).itempiles?.API;
    if (typeof api?.addSystemIntegration !== "function") return;
    api.addSystemIntegration(itemPilesIntegration(worldCurrencyUnit()));
  });
}
