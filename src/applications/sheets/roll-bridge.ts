/**
 * The sheets' and macros' one way to roll: a check (attribute, skill, knowledge) or a weapon attack
 * of an actor, through the "rolls" layer's entry point `rollCheck` (roll dialog with live odds unless
 * shift-click, up-front dice, chat card). Kept in one place so the sheets do not know how rolls are
 * made.
 *
 * An attack rolls its hit dice (attack skill + damage potential + mode bonus, RULES.md → Attacks) as
 * a check of the attack skill with the weapon's dice added, the weapon and mode as the message's
 * flavor (our decision until the rolls layer offers an attack roll of its own).
 */
import type { CheckKind, CheckOptions } from "../../rules/roll-request/index.ts";
import { ATTACK_MODE_RULES, skillForMode } from "../../rules/items/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { rollCheck } from "../roll-check.ts";

export interface CheckRequest {
  kind: CheckKind;
  /** Attribute key, skill key or knowledge id. */
  key: string;
  /** Roll at once with the defaults (shift-click), without the dialog. */
  skipDialog: boolean;
  /** Extra options (attacks: the added hit dice). */
  options?: CheckOptions;
  flavor?: string;
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
    });
    return message !== null;
  } catch (error) {
    console.error("phasesix | roll from sheet failed", error);
    ui.notifications.error(game.i18n.localize("PHASESIX.Sheet.RollFailed"));
    return false;
  }
}

/** Rolls an attack with a weapon's hit dice in one mode (damage potential + mode bonus added to the skill). */
export async function rollAttackFromSheet(
  actor: Actor.Implementation,
  attack: { mode: AttackMode; damagePotential: number; weaponName: string; skipDialog: boolean },
): Promise<boolean> {
  const skill = skillForMode(attack.mode);
  const added = attack.damagePotential + ATTACK_MODE_RULES[attack.mode].bonusDice;
  return rollCheckFromSheet(actor, {
    kind: "skill",
    key: skill,
    skipDialog: attack.skipDialog,
    options: { diceModifier: added },
    flavor: `${attack.weaponName} (${game.i18n.localize(`PHASESIX.Item.AttackMode.${attack.mode}`)})`,
  });
}
