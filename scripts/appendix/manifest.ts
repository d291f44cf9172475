/**
 * The system.json entries of the imported packs: the importer (or `node --import tsx
 * scripts/appendix/manifest.ts` alone) adds or updates them — the packs and the two language pack
 * folders — and leaves every other entry alone.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Pack name → its labels; every pack exists once per language (`<name>-de`, `<name>-en`). */
export const PACK_LABELS: Readonly<Record<string, { de: string; en: string }>> = {
  lineages: { de: "Abstammungen", en: "Lineages" },
  templates: { de: "Schablonen", en: "Templates" },
  knowledge: { de: "Wissen", en: "Knowledge" },
  weapons: { de: "Waffen", en: "Weapons" },
  "weapon-modifications": { de: "Waffenmodifikationen", en: "Weapon modifications" },
  armor: { de: "Rüstungen und Schilde", en: "Armour and shields" },
  gear: { de: "Gegenstände", en: "Gear" },
  spells: { de: "Zauber", en: "Spells" },
  "spell-templates": { de: "Zauberschablonen", en: "Spell templates" },
  quirks: { de: "Ticks", en: "Quirks" },
  "body-modifications": { de: "Körpermodifikationen", en: "Body modifications" },
  recipes: { de: "Rezepte", en: "Recipes" },
};

/** Actor packs of the importer (the rulebook's foes), once per language like the item packs. */
export const ACTOR_PACK_LABELS: Readonly<Record<string, { de: string; en: string }>> = {
  foes: { de: "Gegner", en: "Foes" },
};

export const PACK_FOLDERS = { de: "Phase Six (Deutsch)", en: "Phase Six (English)" } as const;

/** A compendium pack entry of system.json. */
export interface PackEntry {
  name: string;
  label: string;
  path: string;
  type: string;
  system: string;
  ownership: Record<string, string>;
  flags: Record<string, unknown>;
}

/** The part of system.json the pack generators touch. */
export interface Manifest {
  packs: PackEntry[];
  packFolders: Array<{ name: string; sorting: string; color: string; packs: string[]; folders: unknown[] }>;
  [key: string]: unknown;
}

/** The manifest with a pack entry (Item, or Actor for the foes) for every pack folder that exists in `existing`, filed by language. */
export function withImportedPacks(manifest: Manifest, existing: ReadonlySet<string>): Manifest {
  const labels: Record<string, { de: string; en: string }> = { ...PACK_LABELS, ...ACTOR_PACK_LABELS };
  const ours = Object.keys(labels).flatMap((base) =>
    (["de", "en"] as const).map((language) => ({ base, language, name: `${base}-${language}`, type: base in ACTOR_PACK_LABELS ? "Actor" : "Item" })),
  );
  const oursNames = new Set(ours.map((p) => p.name));
  // ours replace ours where they stood (other generators' packs keep their place)
  const at = manifest.packs.findIndex((p) => oursNames.has(p.name));
  const before = at < 0 ? manifest.packs : manifest.packs.slice(0, at).filter((p) => !oursNames.has(p.name));
  const after = at < 0 ? [] : manifest.packs.slice(at).filter((p) => !oursNames.has(p.name));
  const packs = [...before];
  const folders = manifest.packFolders.filter((f) => f.name !== PACK_FOLDERS.de && f.name !== PACK_FOLDERS.en);
  for (const language of ["de", "en"] as const) {
    // packs of other generators filed in this folder (the NPC compendium) stay, after ours
    const others = (manifest.packFolders.find((f) => f.name === PACK_FOLDERS[language])?.packs ?? []).filter((name) => !oursNames.has(name));
    const names: string[] = [];
    for (const pack of ours.filter((p) => p.language === language && existing.has(p.name))) {
      packs.push({
        name: pack.name,
        label: `Phase Six – ${labels[pack.base][language]}`,
        path: `packs/${pack.name}`,
        type: pack.type,
        system: "phasesix",
        ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
        flags: {},
      });
      names.push(pack.name);
    }
    names.push(...others);
    if (names.length > 0) folders.push({ name: PACK_FOLDERS[language], sorting: "m", color: "#7a2c0e", packs: names, folders: [] });
  }
  return { ...manifest, packs: [...packs, ...after], packFolders: folders };
}

/** Rewrites `<root>/system.json` with the entries of the imported packs found in `<root>/packs`. */
export function updateManifest(root: string): void {
  const file = path.join(root, "system.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  const existing = new Set(fs.readdirSync(path.join(root, "packs"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
  fs.writeFileSync(file, `${JSON.stringify(withImportedPacks(manifest, existing), null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  updateManifest(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".."));
}
