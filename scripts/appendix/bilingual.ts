/**
 * The appendix has every chapter once per world and language, in the same order in both languages.
 * Entries are paired English ↔ German by position (and checked to agree on their numbers), then the
 * three world files are merged: an entry that several worlds share becomes one document tagged with
 * those worlds (no world tag when all three have it).
 */
import { WORLDS } from "../../src/rules/catalog/index.ts";
import type { WorldKey } from "../../src/rules/catalog/index.ts";

export interface Pair<T> {
  en: T;
  de: T;
}

export interface Merged<T> extends Pair<T> {
  /** The worlds whose chapter lists the entry, in catalog order. */
  worlds: WorldKey[];
}

/** A merged entry with its stable key (keys.ts). */
export interface Keyed<T> extends Merged<T> {
  key: string;
}

/**
 * Pairs the entries of an English and a German chapter by position. `facts` gives what must agree
 * in both languages (numbers, keys); a mismatch or a different count throws with the entry's name.
 */
export function pairLanguages<T extends { name: string }>(en: readonly T[], de: readonly T[], facts: (entry: T) => unknown, what: string): Pair<T>[] {
  if (en.length !== de.length) throw new Error(`${what}: ${en.length} English entries but ${de.length} German ones`);
  return en.map((entry, i) => {
    const a = JSON.stringify(facts(entry));
    const b = JSON.stringify(facts(de[i]));
    if (a !== b) throw new Error(`${what}: "${entry.name}" and "${de[i].name}" (entry ${i + 1}) differ: ${a} vs ${b}`);
    return { en: entry, de: de[i] };
  });
}

/**
 * Merges the paired entries of the world chapters. Two entries are the same when `identity` of the
 * pair is equal (e.g. names, category and every number); first occurrence order is kept.
 */
export function mergeWorlds<T>(perWorld: ReadonlyArray<{ world: WorldKey; pairs: readonly Pair<T>[] }>, identity: (pair: Pair<T>) => string): Merged<T>[] {
  const merged = new Map<string, Merged<T>>();
  for (const { world, pairs } of perWorld) {
    for (const pair of pairs) {
      const key = identity(pair);
      const existing = merged.get(key);
      if (!existing) merged.set(key, { ...pair, worlds: [world] });
      else if (!existing.worlds.includes(world)) existing.worlds.push(world);
    }
  }
  return [...merged.values()].map((entry) => ({ ...entry, worlds: WORLDS.filter((w) => entry.worlds.includes(w)) }));
}

/** The `worlds` tag of a merged entry: none when every world has it. */
export function worldTags(worlds: readonly WorldKey[]): WorldKey[] {
  return WORLDS.every((w) => worlds.includes(w)) ? [] : WORLDS.filter((w) => worlds.includes(w));
}
