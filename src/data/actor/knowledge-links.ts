/**
 * Which skill each knowledge of the world is tied to (RULES.md → Character → Knowledge: the packs
 * define each knowledge once with its linked skill). Templates name knowledge without its skill
 * ("Accounting +2"); with this table a character gets rollable knowledge dice for it even without
 * a knowledge item. Filled at `ready` from world items and the Item compendia's indexes.
 */
import type { SkillKey } from "../../rules/catalog/index.ts";
import { SKILLS } from "../../rules/catalog/index.ts";
import { knowledgeKey } from "../../rules/character/index.ts";

let links: Record<string, SkillKey> = {};

/** The current table (normalised knowledge name → skill). */
export function knowledgeLinks(): Readonly<Record<string, SkillKey>> {
  return links;
}

/** An entry of a knowledge source: an item or a compendium index entry. */
export interface KnowledgeEntry {
  name?: unknown;
  type?: unknown;
  system?: unknown;
}

/**
 * Build the table from knowledge entries (the first entry of a name wins; entries that are not of
 * type `knowledge` or name no valid skill are ignored) and make it current.
 */
export function setKnowledgeLinks(entries: Iterable<KnowledgeEntry>): Readonly<Record<string, SkillKey>> {
  const next: Record<string, SkillKey> = {};
  for (const entry of entries) {
    if (entry.type !== "knowledge" || typeof entry.name !== "string") continue;
    const skill = typeof entry.system === "object" && entry.system !== null ? (entry.system as { skill?: unknown }).skill : undefined;
    const key = knowledgeKey(entry.name);
    if (key === "" || Object.hasOwn(next, key) || typeof skill !== "string" || !(SKILLS as readonly string[]).includes(skill)) continue;
    next[key] = skill as SkillKey;
  }
  links = next;
  return links;
}

/** A source of knowledge entries: a compendium's index, read asynchronously. */
export interface KnowledgeSource {
  /** For the console when the source fails (the pack's collection id). */
  name: string;
  entries(): Promise<Iterable<KnowledgeEntry>>;
}

/**
 * Read every source on its own: a source that fails (a broken module pack) is skipped and named in
 * `failed`; the others still give their entries.
 */
export async function readKnowledgeSources(sources: Iterable<KnowledgeSource>): Promise<{ entries: KnowledgeEntry[]; failed: string[] }> {
  const entries: KnowledgeEntry[] = [];
  const failed: string[] = [];
  for (const source of sources) {
    try {
      for (const entry of await source.entries()) entries.push(entry);
    } catch (error) {
      failed.push(source.name);
      console.warn(`phasesix | knowledge links: pack ${source.name} could not be read and is skipped`, error);
    }
  }
  return { entries, failed };
}

/**
 * Foundry glue (ready hook): read world knowledge items and every Item compendium's index (with
 * `system.skill`; each pack on its own, so one broken pack does not stop the others), then prepare
 * the world's actors again so their knowledge picks up the links.
 */
export async function loadKnowledgeLinks(): Promise<void> {
  const entries: KnowledgeEntry[] = [];
  for (const item of game.items) entries.push({ name: item.name, type: item.type, system: item.system });
  const sources: KnowledgeSource[] = [];
  for (const pack of game.packs) {
    if (pack.documentName !== "Item") continue;
    sources.push({
      name: pack.collection,
      // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts system paths.
      entries: async () => (await pack.getIndex({ fields: ["system.skill" as never] })) as Iterable<KnowledgeEntry>,
    });
  }
  entries.push(...(await readKnowledgeSources(sources)).entries);
  setKnowledgeLinks(entries);
  for (const actor of game.actors) {
    actor.prepareData();
    actor.render(false);
  }
}
