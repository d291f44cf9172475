/**
 * Entries of the committed compendium sources by their stable key (`flags.phasesix.key`), so a German
 * render shows the German pack's data and an English render the English pack's.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/paths.mjs";
import type { Lang } from "./harness.ts";

export interface PackEntry {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  flags: { phasesix?: { key?: string } };
}

const cache = new Map<string, PackEntry[]>();

/** Every document of `packs/<kind>-<lang>` (folders left out). */
export function packEntries(kind: string, lang: Lang): PackEntry[] {
  const dir = path.join(ROOT, "packs", `${kind}-${lang}`);
  const cached = cache.get(dir);
  if (cached) return cached;
  const entries = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as PackEntry)
    .filter((e) => e.system !== undefined);
  cache.set(dir, entries);
  return entries;
}

/** The entry with the stable key in that language; throws when the pack has none. */
export function packEntry(kind: string, lang: Lang, key: string): PackEntry {
  const entry = packEntries(kind, lang).find((e) => e.flags.phasesix?.key === key);
  if (!entry) throw new Error(`packs/${kind}-${lang} has no entry with key ${key}`);
  return entry;
}
