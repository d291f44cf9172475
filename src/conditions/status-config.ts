/**
 * init: the Phase Six status list in CONFIG.statusEffects — the conditions in the book's order, then
 * the kept core statuses (status-effects.ts) — in the running Foundry's shape (13 an array, 14 an
 * object keyed by id with `order`: src/foundry-compat/status-effects.ts).
 */
import { phaseSixStatusEffects } from "./status-effects.ts";
import { setStatusEffects, statusEffectList } from "../foundry-compat/status-effects.ts";

export function configureStatusEffects(): void {
  setStatusEffects(phaseSixStatusEffects(statusEffectList().map((e) => ({ id: e.id, name: e.name ?? e.id, img: e.img ?? "" }))));
}
