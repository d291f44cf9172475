/**
 * Where the compendium browser's entries come from (issue 35): the system's Item packs of the
 * content language (English when the language has none), the world's own Item packs and the world's
 * items — read once per opening from Foundry's pack indexes (whole system data, as the builder reads
 * them; Foundry caches each index) — and the filter form's choices.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { ERAS, EXTENSIONS, WORLDS } from "../../rules/catalog/index.ts";
import type { BrowserEntry, BrowserFilter, BrowserSource } from "./browser-entries.ts";
import { BROWSER_SORTS, BROWSER_TYPES, categoriesOf } from "./browser-entries.ts";

/** A pack as the browser chooses and reads it. */
export interface BrowserPack {
  documentName: string;
  collection: string;
  title: string;
  visible: boolean;
  metadata: { name: string; packageName?: string; packageType?: string };
  getIndex(options: { fields: string[] }): Promise<Iterable<{ _id: string; uuid?: string; name?: string; img?: string; type?: string; system?: unknown; flags?: unknown }>>;
}

/**
 * The packs the browser reads: the system's Item packs of the content language (English when the
 * language has none) and the world's own Item packs; only those the user may see.
 */
export function browserPacks<P extends BrowserPack>(packs: Iterable<P>, lang: string): P[] {
  const items = [...packs].filter((p) => p.documentName === "Item" && p.visible);
  const ours = items.filter((p) => (p.metadata.packageName ?? SYSTEM_ID) === SYSTEM_ID && p.metadata.packageType !== "world");
  const inLanguage = (l: string) => ours.filter((p) => p.metadata.name.endsWith(`-${l}`));
  const language = inLanguage(lang).length > 0 ? inLanguage(lang) : inLanguage("en");
  return [...language, ...items.filter((p) => p.metadata.packageType === "world")];
}

const LISTED = new Set<string>(BROWSER_TYPES);

/** A world item as the browser reads it. */
export interface BrowserWorldItem {
  readonly uuid: string;
  readonly name: string;
  readonly img: string | null;
  readonly type: string;
  readonly visible: boolean;
  toObject(): { system?: unknown; flags?: unknown };
}

/** Everything the browser lists: the world's items first, then the packs' index entries (with their system data). */
export async function loadBrowserSources(items: Iterable<BrowserWorldItem>, packs: Iterable<BrowserPack>, lang: string): Promise<BrowserSource[]> {
  const out: BrowserSource[] = [];
  for (const item of items) {
    if (!LISTED.has(item.type) || !item.visible) continue;
    const source = item.toObject();
    out.push({ uuid: item.uuid, name: item.name, img: item.img ?? "", type: item.type, system: source.system, flags: source.flags, source: "world" });
  }
  for (const pack of browserPacks(packs, lang)) {
    // The builder reads the same index (whole system data): Foundry caches it per pack.
    const index = await pack.getIndex({ fields: ["system", `flags.${SYSTEM_ID}.key`] });
    for (const entry of index) {
      if (!entry.type || !LISTED.has(entry.type)) continue;
      out.push({
        uuid: entry.uuid ?? `Compendium.${pack.collection}.Item.${entry._id}`,
        name: entry.name ?? "",
        img: entry.img ?? "",
        type: entry.type,
        system: entry.system ?? {},
        flags: entry.flags ?? {},
        source: pack.title,
      });
    }
  }
  return out;
}

const option = (value: string, label: string, selected: string) => ({ value, label, selected: value === selected });

/** The filter form's choices (labels localized), for the current filter. */
export function filterContext(entries: readonly BrowserEntry[], filter: BrowserFilter, t: (key: string) => string) {
  return {
    filter,
    types: [option("all", t("PHASESIX.Browser.AllTypes"), filter.type), ...BROWSER_TYPES.map((type) => option(type, t(`TYPES.Item.${type}`), filter.type))],
    categories: [option("all", t("PHASESIX.Browser.AllCategories"), filter.category), ...categoriesOf(entries, filter.type).map((c) => option(c.key, t(c.label), filter.category))],
    worlds: [option("all", t("PHASESIX.Browser.AllWorlds"), filter.world), ...WORLDS.map((k) => option(k, t(`PHASESIX.World.${k}`), filter.world))],
    eras: [option("all", t("PHASESIX.Browser.AllEras"), filter.era), ...ERAS.map((k) => option(k, t(`PHASESIX.Era.${k}`), filter.era))],
    extensions: [
      option("all", t("PHASESIX.Browser.AllExtensions"), filter.extension),
      option("none", t("PHASESIX.Browser.NoExtension"), filter.extension),
      ...EXTENSIONS.map((k) => option(k, t(`PHASESIX.Extension.${k}`), filter.extension)),
    ],
    sources: ["all", "packs", "world"].map((k) => option(k, t(`PHASESIX.Browser.Source.${k}`), filter.source)),
    sorts: BROWSER_SORTS.map((k) => option(k, t(`PHASESIX.Browser.Sort.${k}`), filter.sort)),
  };
}
