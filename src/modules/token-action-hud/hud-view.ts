/**
 * The HUD's view of an actor document (actions.ts builds the lists from it): the roll view the
 * sheet rolls from, the weapons with their attack modes, the spells.
 */
import type { HudActorView } from "./actions.ts";
import { asRollingActor } from "../../applications/rolling-actor.ts";
import { WeaponData } from "../../data/item/weapon.ts";
import { SpellData } from "../../data/item/spell.ts";

/** The view of an actor, or null for an actor of another system or type. */
export function hudActorView(actor: Actor.Implementation): HudActorView | null {
  const type: string = actor.type;
  const kind = type === "character" || type === "npc" || type === "foe" ? type : null;
  if (!kind) return null;
  const rolling = asRollingActor(actor);
  const weapons: Array<HudActorView["weapons"][number]> = [];
  const spells: Array<HudActorView["spells"][number]> = [];
  for (const item of actor.items) {
    const system: unknown = item.system;
    if (system instanceof WeaponData) weapons.push({ id: item.id ?? "", name: item.name, ...(item.img ? { img: item.img } : {}), modes: system.attackModes });
    else if (system instanceof SpellData) spells.push({ id: item.id ?? "", name: item.name, ...(item.img ? { img: item.img } : {}) });
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { kind, roll: rolling ? rolling.system.rollView() : null, weapons: weapons.sort(byName), spells: spells.sort(byName) };
}
