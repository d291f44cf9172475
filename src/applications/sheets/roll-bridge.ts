/**
 * The sheets' and macros' one way to roll: a check (attribute, skill, knowledge) or a weapon attack
 * of an actor. Kept in one place so the sheets do not know how rolls are made.
 *
 * Until the "rolls" helper's entry point (`src/applications/roll-check.ts`, `rollCheck(actor,
 * { kind, key, skipDialog })` with the roll dialog) lands, this rolls at once with the defaults:
 * the core's `prepareCheck` over the actor's `rollView()` and a PhaseSixRoll to chat, whose card
 * offers bonus dice, rerolls and destiny dice. An attack rolls its hit dice (attack skill + damage
 * potential + mode bonus, RULES.md → Attacks) as a check of the attack skill.
 */
import { PhaseSixRoll } from "../../dice/roll.ts";
import type { CheckKind, CheckOptions } from "../../rules/roll-request/index.ts";
import { prepareCheck } from "../../rules/roll-request/index.ts";
import { ATTACK_MODE_RULES, skillForMode } from "../../rules/items/index.ts";
import type { AttackMode } from "../../rules/items/index.ts";
import { asRollingActor } from "../rolling-actor.ts";

export interface CheckRequest {
  kind: CheckKind;
  key: string;
  /** Roll at once with the defaults (shift-click), without the dialog. */
  skipDialog: boolean;
  /** Extra options (attacks: the added hit dice). */
  options?: CheckOptions;
  flavor?: string;
}

/** Rolls a check of `actor`; false when the actor cannot roll (no Phase Six roll view). */
export async function rollCheckFromSheet(actor: Actor.Implementation, request: CheckRequest): Promise<boolean> {
  const rolling = asRollingActor(actor);
  if (!rolling) return false;
  const check = prepareCheck(rolling.system.rollView(), request.kind, request.key, request.options ?? {});
  const roll = PhaseSixRoll.forCheck(check, { actorUuid: actor.uuid });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), ...(request.flavor ? { flavor: request.flavor } : {}) });
  return true;
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
