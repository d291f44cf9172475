/**
 * Honest stand-in for Foundry VTT 13's `foundry.utils.Collection` (the base of a document's embedded
 * collections such as `actor.items`): entries by id (`get`, `has`, `set`, `delete`, `size`) whose
 * iteration yields the values (Foundry's Collection is a Map that iterates its values), with
 * `contents`, `filter`, `find` and `getName` as in Foundry.
 */
export class StandInCollection<T extends { id: string | null; name?: string | null }> {
  #entries = new Map<string, T>();

  constructor(entries: readonly T[] = []) {
    for (const entry of entries) this.add(entry);
  }

  /** Adds a document under its id. */
  add(entry: T): this {
    return this.set(entry.id ?? "", entry);
  }

  set(id: string, entry: T): this {
    this.#entries.set(id, entry);
    return this;
  }

  get(id: string): T | undefined {
    return this.#entries.get(id);
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  delete(id: string): boolean {
    return this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }

  [Symbol.iterator](): IterableIterator<T> {
    return this.#entries.values();
  }

  get contents(): T[] {
    return Array.from(this.#entries.values());
  }

  filter(predicate: (entry: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  find(predicate: (entry: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  getName(name: string): T | undefined {
    return this.find((entry) => entry.name === name);
  }
}
