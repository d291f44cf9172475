/**
 * Dice So Nice support: when `game.dice3d` exists, every thrown face is shown, wave by wave, as a
 * player throws them (RULES.md → Dice: all dice, then the sixes again, then those sixes again …);
 * normal dice first, destiny dice apart. Without Dice So Nice nothing happens. Phase Six messages
 * are kept out of Dice So Nice's own chat hook, which would throw every face at once.
 *
 * Whose dice: Dice So Nice shows a roll in the colours of the user it is given. Dice thrown on the
 * GM's client for a player's request (a card reroll, a bonus die, a defence) name the requesting
 * user — as the authority layer verified it — so they show in the player's colours, not the GM's.
 */
import type { DieChain } from "../rules/index.ts";
import { chainWaves } from "./chains.ts";

/** The part of Dice So Nice's API we call. */
interface Dice3D {
  showForRoll(roll: Roll.Any, user?: object | null, synchronize?: boolean, whisper?: string[] | null, blind?: boolean): Promise<boolean>;
}

function dice3d(): Dice3D | undefined {
  return (game as unknown as { dice3d?: Dice3D }).dice3d;
}

/** A plain evaluated `Nd6` roll showing exactly these faces. */
export function waveRoll(faces: readonly number[]): Roll.Any {
  const total = faces.reduce((s, f) => s + f, 0);
  const data = {
    class: "Roll",
    formula: `${faces.length}d6`,
    results: [total],
    total,
    evaluated: true,
    options: {},
    dice: [],
    terms: [{ class: "Die", number: faces.length, faces: 6, modifiers: [], options: {}, evaluated: true, results: faces.map((f) => ({ result: f, active: true })) }],
  };
  return foundry.dice.Roll.fromData(data);
}

/** Who sees the animation: the message's (or roll mode's) whisper list and blind flag. */
export interface ThrowAudience {
  whisper?: string[] | null | undefined;
  blind?: boolean | null | undefined;
  /** The user whose dice these are (the requester of a GM-side action); the current user without one. */
  user?: object | null | undefined;
}

/** Show the thrown dice wave by wave (awaits each wave); a no-op without Dice So Nice. */
export async function showThrows(chains: readonly DieChain[], audience: ThrowAudience = {}): Promise<void> {
  const d3 = dice3d();
  if (!d3 || chains.length === 0) return;
  const whisper = audience.whisper && audience.whisper.length > 0 ? audience.whisper : null;
  for (const group of [chains.filter((c) => !c.destiny), chains.filter((c) => c.destiny)]) {
    for (const wave of chainWaves(group)) {
      await d3.showForRoll(waveRoll(wave), audience.user ?? game.user, true, whisper, audience.blind ?? false);
    }
  }
}
