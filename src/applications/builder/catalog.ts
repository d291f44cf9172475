/**
 * The builder's catalog: lineages, templates and equipment from the Item packs of the content
 * language and from the world's items, as the core's {@link BuilderCatalog} plus what the cards show
 * (name, image, type, system data) by catalog key (the document's uuid).
 *
 * Content language: the one language of the `phasesix.contentLanguage` setting, else the game's
 * language; the system's packs carry it as a name suffix (`templates-de`, `templates-en`). A language
 * without packs falls back to English.
 */
import type { BuilderCatalog, BuilderEquipment, BuilderLineage, BuilderTemplate, EquipmentInputs, EquipmentKind } from "../../rules/character/index.ts";
import { EQUIPMENT_KINDS, safeInt } from "../../rules/character/index.ts";
import type { ItemLike } from "../../data/actor/item-inputs.ts";
import { availabilityOf, itemInputs, lineageInput, templateInput } from "../../data/actor/item-inputs.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { guideLanguage } from "../content-language.ts";

/** A catalog document as the cards show it. */
export interface CatalogEntry {
  key: string;
  name: string;
  img: string;
  type: string;
  system: unknown;
  /** Document flags (`flags.phasesix.key` is the stable key that pairs a lineage with its template). */
  flags?: unknown;
}

/** The catalog for the core and the entries for the cards. */
export interface LoadedCatalog {
  catalog: BuilderCatalog;
  entries: Map<string, CatalogEntry>;
}

/** A pack as far as the catalog needs it. */
export interface PackLike {
  documentName: string;
  metadata: { name: string; packageName?: string; packageType?: string };
}

/** The system's Item packs of a language (by the `-<lang>` suffix); English when the language has none. */
export function contentPacks<P extends PackLike>(packs: Iterable<P>, lang: string): P[] {
  const ours = [...packs].filter((p) => p.documentName === "Item" && (p.metadata.packageName ?? SYSTEM_ID) === SYSTEM_ID);
  const of = (l: string) => ours.filter((p) => p.metadata.name.endsWith(`-${l}`));
  const chosen = of(lang);
  return chosen.length > 0 ? chosen : of("en");
}

function isEquipmentKind(type: string): type is EquipmentKind {
  return (EQUIPMENT_KINDS as readonly string[]).includes(type);
}

/** What a piece of equipment adds to the character once it is on the actor: the actor's own item mapping. */
function equipmentInputs(like: ItemLike): EquipmentInputs {
  const { armor, weapons, gear, otherModifiers, bodyModifications } = itemInputs([like]);
  return { armor, weapons, gear, otherModifiers, bodyModifications };
}

function price(system: unknown): number {
  const value = typeof system === "object" && system !== null ? (system as Record<string, unknown>).price : 0;
  return Math.max(0, safeInt(value));
}

/** Builds the catalog from documents (pack index entries with their system data, world items). Duplicated keys keep the first. */
export function buildCatalog(documents: Iterable<CatalogEntry>): LoadedCatalog {
  const entries = new Map<string, CatalogEntry>();
  const lineages: BuilderLineage[] = [];
  const templates: BuilderTemplate[] = [];
  const equipment: BuilderEquipment[] = [];
  for (const doc of documents) {
    if (entries.has(doc.key)) continue;
    const like: ItemLike = { id: doc.key, name: doc.name, type: doc.type, system: doc.system, flags: doc.flags };
    if (doc.type === "lineage") lineages.push({ key: doc.key, lineage: lineageInput(like), ...availabilityOf(like) });
    else if (doc.type === "template") templates.push(templateInput(like));
    else if (isEquipmentKind(doc.type)) {
      const energy = doc.type === "bodyModification" ? { energy: safeInt((doc.system as Record<string, unknown> | null)?.energy) } : {};
      equipment.push({ key: doc.key, name: doc.name, kind: doc.type, price: price(doc.system), ...energy, ...availabilityOf(like), inputs: equipmentInputs(like) });
    }
    else continue;
    entries.set(doc.key, doc);
  }
  const byName = <T>(name: (t: T) => string) => (a: T, b: T) => name(a).localeCompare(name(b));
  lineages.sort(byName((l) => l.lineage.name));
  templates.sort(byName((t) => t.name));
  equipment.sort(byName((e) => e.name));
  return { catalog: { lineages, templates, equipment }, entries };
}

/**
 * The language whose packs the builder reads: the content-language setting's one language, or the
 * game's language when it shows both ("game" and "both" follow the user's Foundry language).
 */
export function contentLanguage(): string {
  return guideLanguage(game.settings.get(SYSTEM_ID, "contentLanguage"), game.i18n.lang);
}

const CATALOG_TYPES = new Set(["lineage", "template", ...EQUIPMENT_KINDS]);

/** Loads the catalog: the world's items first, then the content language's packs (index with system data). */
export async function loadCatalog(): Promise<LoadedCatalog> {
  const documents: CatalogEntry[] = [];
  for (const item of game.items) {
    if (!CATALOG_TYPES.has(item.type)) continue;
    const source = item.toObject();
    documents.push({ key: item.uuid, name: item.name, img: item.img ?? "", type: item.type, system: source.system, flags: source.flags });
  }
  for (const pack of contentPacks(game.packs as Iterable<CompendiumCollection.Any & PackLike>, contentLanguage())) {
    // fvtt-types allows only base document keys for a generic pack's index; Foundry accepts "system".
    const index = await pack.getIndex({ fields: ["system" as never, "flags.phasesix.key" as never] });
    for (const raw of index) {
      const entry = raw as unknown as { _id: string; uuid?: string; name?: string; img?: string; type?: string; system?: unknown; flags?: unknown };
      if (!entry.type || !CATALOG_TYPES.has(entry.type)) continue;
      documents.push({
        key: entry.uuid ?? `Compendium.${pack.collection}.Item.${entry._id}`,
        name: entry.name ?? "",
        img: entry.img ?? "",
        type: entry.type,
        system: entry.system ?? {},
        flags: entry.flags ?? {},
      });
    }
  }
  return buildCatalog(documents);
}
