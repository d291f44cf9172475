/**
 * Stable keys of the imported entries (`flags.phasesix.key`), shared by the German and the English
 * twin and independent of the display name: `<kind>:<slug of the raw English appendix name>`, taken
 * before any name override (names.ts), so fixing a name never changes a key. Document ids derive from
 * pack + key (documents.ts), so re-imports keep ids.
 *
 * Where two entries of one kind share that slug, each of them gets the first discriminator of its
 * own (category, tradition, cost, worlds…) that tells the group apart: `template:ranger:occupation-7`.
 * A collision no discriminator resolves stops the import.
 */
import { slug } from "./documents.ts";

export const ENTRY_KINDS = [
  "lineage",
  "template",
  "knowledge",
  "weapon",
  "weaponModification",
  "armor",
  "gear",
  "spell",
  "spellTemplate",
  "quirk",
  "bodyModification",
  "recipe",
  "foe",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The key without discriminator. */
export function baseKey(kind: EntryKind, englishName: string): string {
  return `${kind}:${slug(englishName)}`;
}

/** Keys that needed a discriminator in the last call of {@link entryKeys}, by kind (for the importer's report). */
export const DISCRIMINATED: Map<EntryKind, string[]> = new Map();

/**
 * The keys of a list of entries of one kind, in order. `discriminators(i)` lists, from the most to
 * the least natural, what tells entry i apart from a namesake (each is slugged); the first level at
 * which all namesakes differ is used for the whole group.
 */
export function entryKeys(kind: EntryKind, englishNames: readonly string[], discriminators: (index: number) => readonly string[]): string[] {
  const groups = new Map<string, number[]>();
  englishNames.forEach((name, i) => {
    const key = baseKey(kind, name);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const keys: string[] = englishNames.map((name) => baseKey(kind, name));
  const discriminated: string[] = [];
  for (const [key, members] of groups) {
    if (members.length === 1) continue;
    const levels = Math.max(...members.map((i) => discriminators(i).length));
    let resolved = false;
    for (let level = 1; level <= levels && !resolved; level++) {
      const candidates = members.map((i) => `${key}:${discriminators(i).slice(0, level).map(slug).join("-")}`);
      if (new Set(candidates).size === candidates.length) {
        members.forEach((i, n) => (keys[i] = candidates[n]));
        discriminated.push(...candidates);
        resolved = true;
      }
    }
    if (!resolved) {
      throw new Error(`Key collision: ${members.length} ${kind} entries are called "${englishNames[members[0]]}" and no discriminator tells them apart`);
    }
  }
  DISCRIMINATED.set(kind, discriminated);
  return keys;
}
