/**
 * The sheets' and macros' one way to roll: a check (attribute, skill, knowledge) or a weapon attack
 * of an actor, through the "rolls" layer's entry point `rollCheck` (roll dialog with live odds unless
 * shift-click, up-front dice, chat card). Kept in one place so the sheets do not know how rolls are
 * made.
 *
 * Attacks go through `rollAttack` with the weapon's numbers.
 */
import type { CheckKind, CheckOptions } from "../../rules/roll-request/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { rollAttack, rollCheck } from "../roll-check.ts";
import { WeaponData } from "../../data/item/weapon.ts";
import type { WindowHost } from "../../foundry-compat/windows.ts";

export interface CheckRequest {
  kind: CheckKind;
  /** Attribute key, skill key or knowledge id. */
  key: string;
  /** Roll at once with the defaults (shift-click), without the dialog. */
  skipDialog: boolean;
  /** Extra options (attacks: the added hit dice). */
  options?: CheckOptions;
  flavor?: string;
  /** The sheet (or element) the roll was started from: the dialog opens in its window (Foundry 14 pop-outs). */
  host?: WindowHost;
}

/** Rolls a check of `actor`; false when nothing was rolled (cancelled, unknown trait, no roll view). */
export async function rollCheckFromSheet(actor: Actor.Implementation, request: CheckRequest): Promise<boolean> {
  try {
    const message = await rollCheck(actor, {
      kind: request.kind,
      key: request.key,
      skipDialog: request.skipDialog,
      ...(request.options ? { options: request.options } : {}),
      ...(request.flavor ? { flavor: request.flavor } : {}),
      ...(request.host ? { host: request.host } : {}),
    });
    return message !== null;
  } catch (error) {
    console.error("phasesix | roll from sheet failed", error);
    ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    return false;
  }
}

/** What the sheet knows of an attack: the weapon's numbers (after modifications) and the mode. */
export interface AttackFromSheet {
  mode: AttackMode;
  damagePotential: number;
  weaponName: string;
  weaponCritThreshold?: number;
  recoilCompensation?: number;
  /** The weapon's range in metres (optional range rule). */
  range?: number;
  /** The weapon item: its ammunition is spent, a thrown miss deviates from it. */
  weapon?: Item.Implementation;
  skipDialog: boolean;
  /** The sheet (or element) the attack was started from: the dialog opens in its window (Foundry 14 pop-outs). */
  host?: WindowHost;
}

/**
 * A weapon item's attack in `mode`, with its numbers after modifications; null when the item is no
 * weapon. The sheet, the hotbar macro and the NPC sheet's weapon rows all attack through this.
 */
export function weaponAttack(item: Item.Implementation, mode: AttackMode, skipDialog: boolean): AttackFromSheet | null {
  const system: unknown = item.system;
  if (!(system instanceof WeaponData)) return null;
  const stats = system.stats;
  return {
    mode,
    damagePotential: stats.damagePotential,
    weaponCritThreshold: stats.critThreshold,
    recoilCompensation: stats.recoilCompensation,
    range: stats.range,
    weaponName: item.name,
    weapon: item,
    skipDialog,
  };
}

/**
 * Rolls an attack through the rolls layer's `rollAttack` (hit dice = attack skill of the mode +
 * damage potential + mode bonus; min roll and critical threshold by the core; hits and criticals on
 * the card; actions from the tracker and ammunition spent there). False when nothing was rolled.
 */
export async function rollAttackFromSheet(actor: Actor.Implementation, attack: AttackFromSheet): Promise<boolean> {
  try {
    const message = await rollAttack(actor, {
      mode: attack.mode,
      weaponName: attack.weaponName,
      damagePotential: attack.damagePotential,
      ...(attack.weaponCritThreshold === undefined ? {} : { weaponCritThreshold: attack.weaponCritThreshold }),
      ...(attack.recoilCompensation === undefined ? {} : { recoilCompensation: attack.recoilCompensation }),
      ...(attack.range === undefined ? {} : { range: attack.range }),
      ...(attack.weapon ? { weapon: attack.weapon } : {}),
      skipDialog: attack.skipDialog,
      ...(attack.host ? { host: attack.host } : {}),
      flavor: `${attack.weaponName} (${game.i18n.localize(`PHASESIX.Item.AttackMode.${attack.mode}`)})`,
    });
    return message !== null;
  } catch (error) {
    console.error("phasesix | attack from sheet failed", error);
    ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    return false;
  }
}
