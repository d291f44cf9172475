/**
 * Honest stand-in for the read side of Foundry VTT 13's `foundry.utils.Collection` (what embedded
 * collections such as `actor.items` offer): an array of documents with `get(id)` and `contents`
 * (and the array's own `find`, `filter`, iteration). Used to give plain-array stand-ins the
 * collection API code reads.
 */
export class StandInCollection<T extends { id?: string | null }> extends Array<T> {
  get(id: string): T | undefined {
    return this.find((entry) => entry.id === id);
  }

  get contents(): T[] {
    return [...this];
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }
}

/** The entries as a collection (same objects, in order). */
export function asCollection<T extends { id?: string | null }>(entries: Iterable<T>): StandInCollection<T> {
  const collection = new StandInCollection<T>();
  for (const entry of entries) collection.push(entry);
  return collection;
}
