/**
 * The foe compendia `foes-de` / `foes-en` (Actor packs of the `foe` type) from the appendix's foe
 * chapters (foes.ts): English and German twins paired by position per world and checked to agree on
 * every number, the worlds merged (a foe in several world files belongs to all of them), stable keys
 * `foe:<slug of the raw English name>` (keys.ts), one folder per category with its own icon, a short
 * description of our own built from the block's numbers, and each action's effect as data. A prose
 * effect needs our entry in `foe-actions.json` (kind, numbers and a short text in both languages), or
 * the import stops; so does an entry that matches no action.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FoeAction, FoeCategory, FoeTrait } from "../../src/rules/foes/index.ts";
import { FOE_CATEGORIES, FOE_DEFAULTS, defaultFoeEvasion } from "../../src/rules/foes/index.ts";
import type { WorldKey } from "../../src/rules/catalog/index.ts";
import type { WeaponCondition } from "../../src/rules/items/vocabulary.ts";
import { WEAPON_CONDITIONS } from "../../src/rules/items/vocabulary.ts";
import type { Keyed, Merged } from "./bilingual.ts";
import { mergeWorlds, pairLanguages, worldTags } from "./bilingual.ts";
import type { PackDocument } from "./documents.ts";
import { documentId, slug } from "./documents.ts";
import { entryKeys } from "./keys.ts";
import type { Language } from "./labels.ts";
import { displayName } from "./names.ts";
import type { ParsedFoe, ParsedFoeAction } from "./foes.ts";
import { parseFoes } from "./foes.ts";
import type { ChapterReader } from "./packs.ts";

/** One icon per category (Foundry core icons). */
export const FOE_IMAGES: Readonly<Record<FoeCategory, string>> = {
  undead: "icons/svg/skull.svg",
  animal: "icons/svg/pawprint.svg",
  magical: "icons/svg/aura.svg",
  paranormal: "icons/svg/terror.svg",
  alien: "icons/svg/eye.svg",
  human: "icons/svg/cowled.svg",
  mechanical: "icons/svg/windmill.svg",
};

/** Folder names per category. */
export const FOE_FOLDER_NAMES: Readonly<Record<FoeCategory, Record<Language, string>>> = {
  undead: { en: "Undead", de: "Untote" },
  animal: { en: "Animals", de: "Tiere" },
  magical: { en: "Magical creatures", de: "Magische Wesen" },
  paranormal: { en: "Paranormal", de: "Paranormales" },
  alien: { en: "Aliens", de: "Außerirdische" },
  human: { en: "Humans", de: "Menschen" },
  mechanical: { en: "Mechanical", de: "Mechanisches" },
};

/** Our entry for an action whose effect is prose: how it is rolled, its numbers, a short text. */
export interface FoeActionEntry {
  kind: "attack" | "check";
  piercing?: number;
  wounds?: number;
  conditions?: Partial<Record<WeaponCondition, number>>;
  range?: number;
  area?: number;
  demonic?: boolean;
  en: string;
  de: string;
}

export const FOE_ACTIONS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "foe-actions.json");

/** The committed table of prose actions, keyed `<foe key>/<slug of the English action name>`. */
export function readFoeActions(file: string = FOE_ACTIONS_FILE): ReadonlyMap<string, FoeActionEntry> {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, FoeActionEntry>;
  const table = new Map<string, FoeActionEntry>();
  for (const [key, entry] of Object.entries(raw)) {
    if (entry.kind !== "attack" && entry.kind !== "check") throw new Error(`foe-actions.json: "${key}" has no kind "attack" or "check"`);
    if (!entry.en?.trim() || !entry.de?.trim()) throw new Error(`foe-actions.json: "${key}" needs a non-empty "en" and "de"`);
    for (const condition of Object.keys(entry.conditions ?? {})) {
      if (!(WEAPON_CONDITIONS as readonly string[]).includes(condition)) throw new Error(`foe-actions.json: "${key}" names the unknown condition "${condition}"`);
    }
    table.set(key, entry);
  }
  return table;
}

/** What must agree between a foe and its twin: everything but names and prose. */
function foeFacts(foe: ParsedFoe): unknown {
  return [foe.category, foe.wounds, foe.movement, foe.strength, foe.dexterity, foe.mind, foe.resistances, foe.actions.map((a) => a.dice)];
}

/**
 * Where the twins' keywords disagree (the books differ), neither is taken: the action then needs our
 * entry in foe-actions.json, which states the numbers, or the import stops.
 */
function settleEffects(pair: { en: ParsedFoe; de: ParsedFoe }): void {
  pair.en.actions.forEach((a, i) => {
    const b = pair.de.actions[i];
    if (a.effect && b.effect && JSON.stringify(a.effect) !== JSON.stringify(b.effect)) {
      a.raw = `${a.raw} (German: ${b.raw})`;
      a.effect = null;
      b.effect = null;
    }
  });
}

/** Foes of all worlds, paired by language and merged across worlds. */
export function mergedFoes(read: ChapterReader): Merged<ParsedFoe>[] {
  const perWorld = read("foes").map(({ world, en, de }) => {
    const pairs = pairLanguages(parseFoes(en), parseFoes(de), foeFacts, `foes (${world})`);
    pairs.forEach(settleEffects);
    return { world, pairs };
  });
  return mergeWorlds(perWorld, (pair) => JSON.stringify([pair.en.name, pair.de.name, foeFacts(pair.en)]));
}

/** Keys of the merged foes: `foe:<slug>`, namesakes told apart by category, then worlds, then their wounds. */
export function keyedFoes(foes: readonly Merged<ParsedFoe>[]): Keyed<ParsedFoe>[] {
  const keys = entryKeys("foe", foes.map((f) => f.en.name), (i) => [foes[i].en.category, foes[i].worlds.join("-"), `${foes[i].en.wounds}-wounds`]);
  return foes.map((foe, i) => ({ ...foe, key: keys[i] }));
}

/** The key of an action in foe-actions.json. */
export function actionKey(foeKey: string, englishAction: string): string {
  return `${foeKey}/${slug(englishAction)}`;
}

/** "a, b and c" / "a, b und c". */
function list(items: readonly string[], language: Language): string {
  const and = language === "en" ? " and " : " und ";
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${and}${items.at(-1) ?? ""}`;
}
const TRAIT_WORDS: Readonly<Record<FoeTrait, Record<Language, string>>> = {
  fire: { en: "fire", de: "Feuer" },
  poison: { en: "poison", de: "Gift" },
  shock: { en: "shock", de: "Schock" },
  cold: { en: "cold", de: "Kälte" },
  magic: { en: "magic", de: "Magie" },
  water: { en: "water", de: "Wasser" },
  light: { en: "light", de: "Licht" },
  physicalDamage: { en: "physical damage", de: "physikalischen Schaden" },
  stealActions: { en: "stolen actions", de: "Aktionen stehlen" },
};
const WORLD_WORDS: Readonly<Record<WorldKey, Record<Language, string>>> = {
  terra: { en: "Terra", de: "Terra" },
  tirakan: { en: "the Realms of Tirakan", de: "den Reichen von Tirakan" },
  nexus: { en: "NEXUS", de: "NEXUS" },
};
const CATEGORY_WORDS: Readonly<Record<FoeCategory, Record<Language, string>>> = {
  undead: { en: "An undead foe", de: "Ein untoter Gegner" },
  animal: { en: "An animal", de: "Ein Tier" },
  magical: { en: "A magical creature", de: "Ein magisches Wesen" },
  paranormal: { en: "A paranormal being", de: "Ein paranormales Wesen" },
  alien: { en: "An alien", de: "Ein außerirdisches Wesen" },
  human: { en: "A human foe", de: "Ein menschlicher Gegner" },
  mechanical: { en: "A mechanical foe", de: "Ein mechanischer Gegner" },
};

/** Our short description of a foe, built from its block (no appendix prose). */
export function foeDescription(foe: Merged<ParsedFoe>, language: Language): string {
  const f = foe.en;
  const worlds = list(foe.worlds.map((w) => WORLD_WORDS[w][language]), language);
  const strongest = [...f.actions].sort((a, b) => b.dice - a.dice)[0];
  const actionName = strongest ? (language === "en" ? strongest.name : foe.de.actions[f.actions.indexOf(strongest)].name) : "";
  const parts: string[] = [];
  if (language === "en") {
    parts.push(`${CATEGORY_WORDS[f.category].en} from ${worlds} with ${f.wounds} wounds and movement ${f.movement}.`);
    if (f.resistances.length > 0) parts.push(`It resists ${list(f.resistances.map((r) => TRAIT_WORDS[r].en), "en")}.`);
    if (strongest) parts.push(`Its strongest action is ${actionName} with ${strongest.dice} dice.`);
  } else {
    parts.push(`${CATEGORY_WORDS[f.category].de} aus ${worlds} mit ${f.wounds} Wunden und Bewegung ${f.movement}.`);
    if (f.resistances.length > 0) parts.push(`Resistent gegen ${list(f.resistances.map((r) => TRAIT_WORDS[r].de), "de")}.`);
    if (strongest) parts.push(`Die stärkste Aktion ist ${actionName} mit ${strongest.dice} Würfeln.`);
  }
  return `<p>${parts.join(" ")}</p>`;
}

function conditionsRecord(from: Partial<Record<WeaponCondition, number>> | undefined): Record<WeaponCondition, number> {
  return Object.fromEntries(WEAPON_CONDITIONS.map((c) => [c, from?.[c] ?? 0])) as Record<WeaponCondition, number>;
}

/** An action as stored: keywords read, or our table's entry for a prose effect. */
function storedAction(foeKey: string, en: ParsedFoeAction, local: ParsedFoeAction, language: Language, table: ReadonlyMap<string, FoeActionEntry>, used: Set<string>): FoeAction {
  const key = actionKey(foeKey, en.name);
  const entry = table.get(key);
  const effect = en.effect ?? local.effect;
  if (entry) {
    used.add(key);
    return {
      name: local.name,
      kind: entry.kind,
      dice: en.dice,
      wounds: entry.wounds ?? 1,
      piercing: entry.piercing ?? effect?.piercing ?? 0,
      conditions: conditionsRecord(entry.conditions ?? effect?.conditions),
      range: entry.range ?? effect?.range ?? 0,
      area: entry.area ?? 0,
      demonic: entry.demonic ?? false,
      notes: entry[language],
    };
  }
  if (!en.effect || !local.effect) throw new Error(`foe action "${key}" (${en.name}: "${en.raw}") is prose: add it to foe-actions.json`);
  return { name: local.name, kind: "attack", dice: en.dice, wounds: 1, piercing: effect?.piercing ?? 0, conditions: conditionsRecord(effect?.conditions), range: effect?.range ?? 0, area: 0, demonic: false, notes: "" };
}


/**
 * Foe stress X/Y the rulebook itself gives (issue 33): the appendix gives no foe a stress value, so every
 * other foe carries our default 0/1 marked "default" (not in the book — the sheet asks the GM to set
 * it). Keyed by foe key; `where` names the passage. A key that matches no foe stops the import.
 */
export const FOE_STRESS_FROM_BOOK: Readonly<Record<string, { passed: number; failed: number; where: string }>> = {
  "foe:spectre": { passed: 1, failed: 2, where: "2026 rulebook, Horror → Stress: \"Ein Spectre verursacht 1/2 Stress, wenn man ihm begegnet.\"" },
};

/** The stored stress of a foe: the book's value where it gives one, else our default marked as such. */
export function foeStress(key: string): { passed: number; failed: number; source: "book" | "default" } {
  const book = FOE_STRESS_FROM_BOOK[key];
  return book ? { passed: book.passed, failed: book.failed, source: "book" } : { passed: FOE_DEFAULTS.stressPassed, failed: FOE_DEFAULTS.stressFailed, source: "default" };
}

/** The foe packs (`foes-de`, `foes-en`): category folders and one `foe` actor per foe. */
export function foeDocuments(read: ChapterReader, table: ReadonlyMap<string, FoeActionEntry> = readFoeActions()): Record<string, PackDocument[]> {
  const foes = keyedFoes(mergedFoes(read));
  const used = new Set<string>();
  const out: Record<string, PackDocument[]> = {};
  for (const language of ["de", "en"] as const) {
    const pack = `foes-${language}`;
    const documents: PackDocument[] = [];
    FOE_CATEGORIES.forEach((category, sort) => {
      if (!foes.some((f) => f.en.category === category)) return;
      const id = documentId(pack, "folder", category);
      documents.push({ _id: id, _key: `!folders!${id}`, name: FOE_FOLDER_NAMES[category][language], type: "Actor", folder: null, sorting: "a", sort: (sort + 1) * 100, color: null, description: "", flags: {} });
    });
    for (const foe of foes) {
      const f = foe[language];
      const id = documentId(pack, foe.key);
      const name = displayName(foe.key, f.name, language);
      const img = FOE_IMAGES[foe.en.category];
      const actions = foe.en.actions.map((a, i) => storedAction(foe.key, a, f.actions[i], language, table, used));
      documents.push({
        _id: id,
        _key: `!actors!${id}`,
        name,
        type: "foe",
        img,
        system: {
          health: { max: f.wounds },
          actions: FOE_DEFAULTS.actions,
          minRoll: FOE_DEFAULTS.minRoll,
          evasion: defaultFoeEvasion(f.dexterity),
          statblock: {
            category: f.category,
            strength: f.strength,
            dexterity: f.dexterity,
            mind: f.mind,
            movement: f.movement,
            stress: foeStress(foe.key),
            resistances: [...f.resistances],
            weaknesses: [],
            actions,
          },
          description: foeDescription(foe, language),
        },
        prototypeToken: { name, texture: { src: img }, disposition: -1, actorLink: false },
        items: [],
        effects: [],
        folder: documentId(pack, "folder", foe.en.category),
        sort: 0,
        ownership: { default: 0 },
        flags: { phasesix: { key: foe.key, worlds: worldTags(foe.worlds) } },
      });
    }
    out[pack] = documents;
  }
  const unused = [...table.keys()].filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`foe-actions.json: entries that match no action: ${unused.join(", ")}`);
  const stressless = Object.keys(FOE_STRESS_FROM_BOOK).filter((key) => !foes.some((f) => f.key === key));
  if (stressless.length > 0) throw new Error(`FOE_STRESS_FROM_BOOK: keys that match no foe: ${stressless.join(", ")}`);
  return out;
}
