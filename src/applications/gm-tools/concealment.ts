/**
 * The GM's concealment roll (RULES.md → Dice → Concealment roll): the observer (the one controlled
 * token) rolls Perception + the highest concealment among what the observed (the targeted tokens)
 * carry — the core's {@link concealmentDice}; one success spots it. It goes through the normal roll
 * dialog (the GM may still change difficulty or roll mode), the concealment added as extra dice.
 */
import { CharacterData, NpcData } from "../../data/index.ts";
import { concealmentDice } from "../../rules/concealment.ts";
import { rollCheck } from "../roll-check.ts";
import { translate } from "../rolling-actor.ts";

/** The highest concealment an actor carries: derived for characters, the NPC's own value. */
export function concealmentOf(actor: Actor.Implementation): number {
  const system = actor.system;
  if (system instanceof CharacterData) return system.derived?.concealment.value ?? 0;
  if (system instanceof NpcData) return system.concealment;
  return 0;
}

/** GM tool: roll the controlled token's Perception against the targeted tokens' concealment. */
export async function startConcealmentRoll(): Promise<void> {
  const controlled = canvas?.tokens?.controlled ?? [];
  const observer = controlled.length === 1 ? controlled[0].actor : null;
  if (!observer) {
    ui.notifications?.warn("PHASESIX.Roll.Concealment.NeedObserver", { localize: true });
    return;
  }
  const observed = Array.from(game.user.targets)
    .map((token) => token.actor)
    .filter((actor): actor is NonNullable<typeof actor> => actor !== null && actor.uuid !== observer.uuid);
  if (observed.length === 0) {
    ui.notifications?.warn("PHASESIX.Roll.Concealment.NeedObserved", { localize: true });
    return;
  }
  const highest = concealmentDice(0, observed.map((actor) => concealmentOf(actor)));
  await rollCheck(observer, {
    kind: "skill",
    key: "perception",
    options: { diceModifier: highest },
    flavor: translate("PHASESIX.Roll.Concealment.Flavor", { names: observed.map((a) => a.name).join(", "), value: highest }),
  });
}
