/**
 * The generation of the running Foundry (13, 14, …), read from `game.release` the first time it is asked
 * and then kept: Foundry does not change its generation while it runs.
 *
 * Every difference between Foundry 13 and 14 lives in `src/foundry-compat/`, one small file per difference,
 * each a function named for what it does. Nothing outside this folder reads the generation
 * (`tests/structure/foundry-compat.test.ts`).
 */
let generation: number | undefined;

export function foundryGeneration(): number {
  generation ??= Number(game.release?.generation ?? 13);
  return generation;
}

/** Whether the running Foundry is generation 14 or later. */
export function isFoundry14OrLater(): boolean {
  return foundryGeneration() >= 14;
}

/** Tests only: forget the generation read, so a test can run the same code as 13 and as 14. */
export function resetFoundryGenerationForTests(): void {
  generation = undefined;
}
