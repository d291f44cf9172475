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

/**
 * Foundry glue (ready hook): read world knowledge items and every Item compendium's index (with
 * `system.skill`), then prepare the world's actors again so their knowledge picks up the links.
 */
export async function loadKnowledgeLinks(): Promise<void> {
  const entries: KnowledgeEntry[] = [];
  for (const item of game.items) entries.push({ name: item.name, type: item.type, system: item.system });
  for (const pack of game.packs) {
    if (pack.documentName !== "Item") continue;
    // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts system paths.
    // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts system paths.
    const index = await pack.getIndex({ fields: ["system.skill" as never] });
    for (const entry of index) entries.push(entry as KnowledgeEntry);
  }
  setKnowledgeLinks(entries);
  for (const actor of game.actors) {
    actor.prepareData();
    actor.render(false);
  }
}
