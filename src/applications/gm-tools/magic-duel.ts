/**
 * The GM's magic duel (RULES.md → Magic): the controlled token's actor challenges the targeted
 * token's actor; both roll Spell Casting and the loser takes the difference as wounds that nothing
 * stops (`rollMagicDuel`). Each roll goes through the roll dialog (the GM may add modifiers).
 */
import { PhaseSixActor } from "../../documents/actor.ts";
import { rollMagicDuel } from "../extension-rolls.ts";

/** The two rivals from the canvas: exactly one controlled and one targeted token, different actors. */
export function duelRivals(controlled: ReadonlyArray<{ actor: unknown }>, targeted: ReadonlyArray<{ actor: unknown }>): { challenger: PhaseSixActor; defender: PhaseSixActor } | string {
  const challenger = controlled.length === 1 ? controlled[0].actor : null;
  if (!(challenger instanceof PhaseSixActor)) return "PHASESIX.Magic.Duel.NeedChallenger";
  const defender = targeted.length === 1 ? targeted[0].actor : null;
  if (!(defender instanceof PhaseSixActor) || defender.uuid === challenger.uuid) return "PHASESIX.Magic.Duel.NeedDefender";
  return { challenger, defender };
}

/** GM tool: a magic duel between the controlled and the targeted token. */
export async function startMagicDuel(options: { skipDialog?: boolean } = {}): Promise<void> {
  const rivals = duelRivals(canvas?.tokens?.controlled ?? [], Array.from(game.user.targets));
  if (typeof rivals === "string") {
    ui.notifications?.warn(rivals, { localize: true });
    return;
  }
  await rollMagicDuel(rivals.challenger, rivals.defender, options);
}
