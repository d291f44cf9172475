/**
 * Buying from the character sheet: an item with a price dropped on a character from outside it (a
 * compendium, the items directory, another actor) is offered for purchase. "Buy" pays the price from
 * the character's money through the rules core's {@link purchase} (not enough money: a warning, and
 * the item is not added); "Take without paying" adds it as before (loot, a gift, the GM's handout).
 * The price is paid from the stored money (data/stored.ts), never from money an effect shows.
 */
import { purchase } from "../../rules/items/money.ts";
import { worldCurrencyUnit } from "../../settings.ts";
import { int, record } from "./context/coerce.ts";
import { dialogClasses } from "../../constants.ts";
import { storedNumber } from "../../data/stored.ts";
import { dialogBeside, type WindowHost } from "../../foundry-compat/windows.ts";

export interface Buyer {
  name: string;
  system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}
export interface Ware {
  name: string;
  system: unknown;
  parent: unknown;
}

/**
 * Asks and pays for `ware` dropped on `buyer`. True: add the item (bought or taken); false: do not
 * add it (the character cannot pay).
 */
export async function payOnDrop(buyer: Buyer, ware: Ware, host?: WindowHost): Promise<boolean> {
  const price = int(record(ware.system).price);
  const quantity = Math.max(1, int(record(ware.system).quantity, 1));
  if (ware.parent === buyer || price <= 0) return true;
  // The stored money: an effect on `system.currency` shows on the sheet but is no money to spend.
  const money = Math.max(0, storedNumber(buyer, "currency"));
  const unit = worldCurrencyUnit();
  const result = purchase(money, price, quantity);
  const data = { item: ware.name, actor: buyer.name, unit, cost: String(result.cost), money: String(money) };
  const buy = await dialogBeside(host).confirm({
    classes: dialogClasses(),
    window: { title: game.i18n.format("PHASESIX.UI.BuyTitle", data) },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format("PHASESIX.UI.BuyContent", data))}</p>`,
    yes: { label: game.i18n.localize("PHASESIX.UI.Buy") },
    no: { label: game.i18n.localize("PHASESIX.UI.TakeFree") },
  });
  if (!buy) return true;
  if (!result.ok) {
    ui.notifications?.warn(game.i18n.format("PHASESIX.UI.NotEnoughMoney", { ...data, shortfall: String(result.shortfall) }));
    return false;
  }
  await buyer.update({ "system.currency": result.left });
  ui.notifications?.info(game.i18n.format("PHASESIX.UI.Bought", { ...data, left: String(result.left) }));
  return true;
}
