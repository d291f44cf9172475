/**
 * Deleting a key in a document update:
 * - Foundry 13: the deletion key `"<path>.-=<key>": null`;
 * - Foundry 14: the value `foundry.data.operators.ForcedDeletion` at `"<path>.<key>"` (the `-=` keys
 *   are deprecated there, until 16: a compatibility warning on every such update).
 */
import { isFoundry14OrLater } from "./generation.ts";

interface Operators {
  ForcedDeletion: { create(): unknown };
}

/** The update entry that deletes `key` under `path` (`flags.phasesix.requests`, an id), in the running Foundry's words. */
export function deletionUpdate(path: string, key: string): Record<string, unknown> {
  if (isFoundry14OrLater()) {
    const operators = (foundry.data as unknown as { operators: Operators }).operators;
    return { [`${path}.${key}`]: operators.ForcedDeletion.create() };
  }
  return { [`${path}.-=${key}`]: null };
}

/** The update entries that delete every one of `keys` under `path`. */
export function deletionsUpdate(path: string, keys: Iterable<string>): Record<string, unknown> {
  let update: Record<string, unknown> = {};
  for (const key of keys) update = { ...update, ...deletionUpdate(path, key) };
  return update;
}
