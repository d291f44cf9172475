/**
 * The compendium filter (RULES.md → World settings: content outside the world's era, world and
 * extensions is hidden from choices, never deleted): a compendium window of items or actors hides the
 * entries that do not fit the world, with a button to show them again and a line that says how many
 * are hidden. The index carries the tags: an item's `system.eras/worlds/extensions`
 * (CONFIG.Item.compendiumIndexFields), an actor's `flags.phasesix.eras/worlds/extensions` (the NPC
 * compendium's; CONFIG.Actor.compendiumIndexFields).
 */
import { checkAvailability, spellTemplateInEdition } from "../rules/character/index.ts";
import type { Ruleset } from "../rules/ruleset/index.ts";
import { currentRuleset } from "../data/ruleset.ts";
import type { WorldContext } from "../rules/character/index.ts";
import { availabilityOf } from "../data/actor/item-inputs.ts";
import { worldContext } from "../data/actor/world-context.ts";
import { SYSTEM_ID } from "../constants.ts";

/** The index fields the filter reads, for items and for actors. */
export const AVAILABILITY_INDEX_FIELDS = ["system.eras", "system.extensions", "system.worlds", "system.category"] as const;
export const ACTOR_AVAILABILITY_INDEX_FIELDS = [`flags.${SYSTEM_ID}.eras`, `flags.${SYSTEM_ID}.extensions`, `flags.${SYSTEM_ID}.worlds`] as const;

/** One compendium index entry (id, type and the indexed part of its system data and flags). */
export interface IndexEntry {
  _id: string;
  type?: string;
  system?: unknown;
  flags?: unknown;
}

/** The tags of an index entry: an item's from its system data, an actor's from its Phase Six flags. */
function tagsOf(entry: IndexEntry, documentName: string): unknown {
  if (documentName !== "Actor") return entry.system;
  const flags: unknown = entry.flags;
  return typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
}

/** A spell template entry whose category the edition does not have (2026: School; ruleset.magic.schoolTemplate). */
function outOfEdition(entry: IndexEntry, documentName: string, magic: EditionMagic): boolean {
  if (documentName !== "Item" || entry.type !== "spellTemplate") return false;
  const system: unknown = entry.system;
  const category: unknown = typeof system === "object" && system !== null ? Reflect.get(system, "category") : undefined;
  return !spellTemplateInEdition({ magic }, typeof category === "string" ? category : "");
}

/** What the filter reads of the ruleset's magic (absent: every spell template is in the edition). */
export type EditionMagic = Pick<Ruleset["magic"], "schoolTemplate">;

/**
 * Ids of the entries that do not belong to the world (`documentName`: the pack's document type), nor
 * to its edition (spell templates the ruleset's `magic` leaves out).
 */
export function unavailableEntryIds(entries: Iterable<IndexEntry>, context: WorldContext, documentName = "Item", magic: EditionMagic = { schoolTemplate: true }): Set<string> {
  const hidden = new Set<string>();
  for (const entry of entries) {
    if (!checkAvailability(availabilityOf({ type: entry.type, system: tagsOf(entry, documentName) }), context).ok) hidden.add(entry._id);
    else if (outOfEdition(entry, documentName, magic)) hidden.add(entry._id);
  }
  return hidden;
}

const HIDDEN_CLASS = "phasesix-unavailable";
const filterOff = new WeakSet<object>();

interface IndexedCollection {
  documentName: string;
  index: Iterable<IndexEntry>;
}

/** The pack a compendium window shows (v13: `app.collection`, typed as a stub by fvtt-types). */
function indexedCollection(app: object): IndexedCollection | null {
  const collection: unknown = Reflect.get(app, "collection");
  if (typeof collection !== "object" || collection === null) return null;
  const documentName: unknown = Reflect.get(collection, "documentName");
  const index: unknown = Reflect.get(collection, "index");
  if (typeof documentName !== "string" || typeof index !== "object" || index === null || !(Symbol.iterator in index)) return null;
  return { documentName, index: index as Iterable<IndexEntry> };
}

function filterStartsOn(): boolean {
  try {
    return game.settings.get(SYSTEM_ID, "compendiumFilter") !== false;
  } catch {
    return true;
  }
}

function apply(app: object, element: HTMLElement, hidden: Set<string>): void {
  const on = !filterOff.has(app);
  for (const li of element.querySelectorAll<HTMLElement>("li.directory-item[data-entry-id]")) {
    li.classList.toggle(HIDDEN_CLASS, on && hidden.has(li.dataset.entryId ?? ""));
  }
  const button = element.querySelector<HTMLButtonElement>(".phasesix-compendium-filter");
  if (button) {
    button.setAttribute("aria-pressed", String(on));
    const label = game.i18n.localize(on ? "PHASESIX.Compendium.FilterOn" : "PHASESIX.Compendium.FilterOff");
    button.setAttribute("aria-label", label);
    button.dataset.tooltipText = label;
  }
  const note = element.querySelector<HTMLElement>(".phasesix-compendium-hidden");
  if (note) {
    note.hidden = !on || hidden.size === 0;
    note.textContent = game.i18n.format("PHASESIX.Compendium.Hidden", { count: String(hidden.size) });
  }
}

/** `renderCompendium` hook: hide what does not fit the world in compendium windows of items and actors. */
export function onRenderCompendium(app: object, element: HTMLElement): void {
  const collection = indexedCollection(app);
  if (collection?.documentName !== "Item" && collection?.documentName !== "Actor") return;
  const hidden = unavailableEntryIds(collection.index, worldContext(), collection.documentName, currentRuleset().magic);
  if (hidden.size === 0 && !element.querySelector(".phasesix-compendium-filter")) return;
  if (!element.querySelector(".phasesix-compendium-filter")) {
    if (!filterStartsOn()) filterOff.add(app);
    const actions = element.querySelector(".header-actions") ?? element.querySelector("header");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "phasesix-compendium-filter";
    button.innerHTML = `<i class="fa-solid fa-filter" inert></i> <span></span>`;
    const span = button.querySelector("span");
    if (span) span.textContent = game.i18n.localize("PHASESIX.Compendium.Filter");
    button.addEventListener("click", () => {
      if (filterOff.has(app)) filterOff.delete(app);
      else filterOff.add(app);
      apply(app, element, hidden);
    });
    const note = document.createElement("p");
    note.className = "phasesix-compendium-hidden hint";
    actions?.append(button);
    actions?.after(note);
  }
  apply(app, element, hidden);
}

/** Init: let the compendium index carry the tags the filter reads. */
export function configureCompendiumIndex(): void {
  const fields = CONFIG.Item.compendiumIndexFields;
  for (const field of AVAILABILITY_INDEX_FIELDS) if (!fields.includes(field)) fields.push(field);
  const actorFields = CONFIG.Actor.compendiumIndexFields;
  for (const field of ACTOR_AVAILABILITY_INDEX_FIELDS) if (!actorFields.includes(field)) actorFields.push(field);
}
