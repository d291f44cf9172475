/**
 * A stand-in for the Dice So Nice module's API as Phase Six calls it: `game.dice3d.showForRoll(roll,
 * user, synchronize, whisper, blind)` resolves true after "showing" the roll; this records the faces
 * of every die result of each roll shown, in order, with the user and audience arguments.
 * Call {@link installDiceSoNice} after installGame (tests/foundry/game.ts); {@link removeDiceSoNice}
 * to test the module's absence.
 */
export interface ShownRoll {
  faces: number[];
  synchronize: boolean;
  whisper: string[] | null;
  blind: boolean;
  /** The user whose dice Dice So Nice shows (their colours). */
  user: unknown;
}

export function installDiceSoNice(): ShownRoll[] {
  const shown: ShownRoll[] = [];
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.dice3d = {
    showForRoll: async (
      roll: { dice: Array<{ results: Array<{ result: number }> }> },
      user: unknown,
      synchronize = false,
      whisper: string[] | null = null,
      blind = false,
    ): Promise<boolean> => {
      shown.push({ faces: roll.dice.flatMap((d) => d.results.map((r) => r.result)), synchronize, whisper, blind, user });
      return true;
    },
  };
  return shown;
}

export function removeDiceSoNice(): void {
  const g = globalThis as unknown as { game: Record<string, unknown> };
  delete g.game.dice3d;
}
