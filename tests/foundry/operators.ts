/**
 * Stand-in for Foundry 14's `foundry.data.operators.ForcedDeletion` (common/data/operators.d.mts of the
 * v14 types): a value that, in an update, deletes the key it stands at. `create()` makes one. The
 * stand-ins' update merges (game.ts users, actor-document.ts flags, combat-documents.ts flags) treat it
 * as Foundry 14's mergeObject with `applyOperators` does. installGame installs it.
 */
export class StandInForcedDeletion {
  static create(): StandInForcedDeletion {
    return new StandInForcedDeletion();
  }
}

/** Whether an update value is a forced deletion. */
export function isForcedDeletion(value: unknown): boolean {
  return value instanceof StandInForcedDeletion;
}
