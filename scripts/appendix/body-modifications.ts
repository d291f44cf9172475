/**
 * The appendix's body modifications (`body_modifications_<world>_<lang>.tex`): per entry its type (the
 * section), activation, price, rarity, Biolast, energy demand (mA, negative = produces), charges, the
 * places it may be fitted with their mounting points, and attribute/skill/aspect modifiers. The
 * description prose is not imported (our rules texts: texts/bodyModification.json). Anything the
 * parser cannot place stops the import.
 */
import type { BodyLocation, BodyModificationActivation, BodyModificationType } from "../../src/rules/extensions/body-modifications.ts";
import { BODY_MODIFICATION_TYPES } from "../../src/rules/extensions/body-modifications.ts";
import type { Rarity } from "../../src/rules/items/vocabulary.ts";
import type { Keyed } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import type { PackDocument } from "./documents.ts";
import { equipmentDocuments } from "./equipment-packs.ts";
import { IMAGES } from "./images.ts";
import type { Language } from "./labels.ts";
import { labelKey, rowMeaning } from "./labels.ts";
import { clean, entries, integer, sections, tableRows } from "./latex.ts";

/** The section titles of the chapter, [English, German]. */
export const BODY_MODIFICATION_TITLES: Record<BodyModificationType, [string, string]> = {
  generator: ["Generators", "Generatoren"],
  weapon: ["Weapons", "Waffen"],
  sensor: ["Senses", "Sinne"],
  artificialLimb: ["Artificial Limbs", "Künstliche Gliedmaßen"],
  protection: ["Protection", "Schutz"],
  enhancement: ["Enhancements", "Verbesserungen"],
};

const LOCATION_LABELS: Record<BodyLocation, [string, string]> = {
  head: ["Head", "Kopf"],
  torso: ["Torso", "Torso"],
  leftArm: ["Left Arm", "Linker Arm"],
  rightArm: ["Right Arm", "Rechter Arm"],
  leftLeg: ["Left Leg", "Linkes Bein"],
  rightLeg: ["Right Leg", "Rechtes Bein"],
};

const ACTIVATION_LABELS: Record<BodyModificationActivation, [string, string]> = {
  passive: ["passive", "Passiv"],
  activatable: ["active", "Aktiv"],
};

const RARITY_LABELS: Record<Rarity, [string, string]> = {
  common: ["Common", "Gewöhnlich"],
  uncommon: ["Uncommon", "Außergewöhnlich"],
  rare: ["Rare", "Selten"],
  legendary: ["Legendary", "Legendär"],
  unique: ["Unique", "Einmalig"],
};

function lookup<K extends string>(table: Record<K, [string, string]>, label: string, what: string, name: string): K {
  const wanted = labelKey(label);
  for (const [key, labels] of Object.entries(table) as Array<[K, [string, string]]>) if (labels.some((l) => labelKey(l) === wanted)) return key;
  throw new Error(`Body modification "${name}": cannot place the ${what} "${label}"`);
}

export interface ParsedBodyModification {
  name: string;
  category: BodyModificationType;
  activation: BodyModificationActivation;
  price: number;
  rarity: Rarity;
  biolast: number;
  energy: number;
  charges: number;
  sockets: Array<{ location: BodyLocation; points: number }>;
  modifiers: Array<{ kind: "attribute" | "skill" | "aspect"; key: string; value: number }>;
  /** The entry has a rules paragraph of its own (a second paragraph before its values). */
  hasRules: boolean;
}

const VALUE_LABELS = ["activation_label", "price_label", "rarity_label", "biostrain_label", "energy_label", "charges_label"];

function number(value: string, label: string, name: string): number {
  const n = integer(value);
  if (n === null) throw new Error(`Body modification "${name}": no number in ${label} "${value}"`);
  return n;
}

/** The body modifications of one chapter file. */
export function parseBodyModifications(tex: string): ParsedBodyModification[] {
  return sections(tex).flatMap((section) => {
    const category = lookup(BODY_MODIFICATION_TITLES, section.title, "section", section.title);
    return entries(section.body).map((entry) => {
      const name = clean(entry.heading);
      const rows = tableRows(entry.body);
      const value = (label: string) => rows.find((r) => r.label === label)?.value;
      const required = (label: string) => {
        const found = value(label);
        if (found === undefined) throw new Error(`Body modification "${name}": no ${label}`);
        return found;
      };
      const modifiers: ParsedBodyModification["modifiers"] = [];
      for (const row of rows) {
        if (VALUE_LABELS.includes(row.label)) continue;
        const meaning = rowMeaning(row.label);
        if (meaning.kind !== "attribute" && meaning.kind !== "skill" && meaning.kind !== "aspect") throw new Error(`Body modification "${name}": cannot place the row "${row.label} & ${row.value}"`);
        modifiers.push({ kind: meaning.kind, key: meaning.key, value: number(row.value, row.label, name) });
      }
      const socketBlock = /\\trans\{socket_label\}\}\\\\([\s\S]*?)(?:\\begin\{tabular\}|$)/.exec(entry.body);
      if (!socketBlock) throw new Error(`Body modification "${name}": no mounting points`);
      const sockets: ParsedBodyModification["sockets"] = [];
      for (const line of socketBlock[1].split(/\\\\/).map((l) => clean(l)).filter((l) => l !== "")) {
        const match = /^(.+?)\s*\((\d+)\)$/.exec(line);
        if (!match) throw new Error(`Body modification "${name}": cannot read the mounting point "${line}"`);
        const location = lookup(LOCATION_LABELS, match[1], "place", name);
        // the appendix lists one place twice on one entry: keep it once
        if (!sockets.some((s) => s.location === location)) sockets.push({ location, points: Number(match[2]) });
      }
      if (sockets.length === 0) throw new Error(`Body modification "${name}": no mounting points`);
      const prose = entry.body.slice(0, entry.body.indexOf("\\begin{tabular}")).trim();
      return {
        name,
        category,
        activation: lookup(ACTIVATION_LABELS, clean(required("activation_label")), "activation", name),
        price: number(required("price_label"), "price", name),
        rarity: lookup(RARITY_LABELS, clean(required("rarity_label")), "rarity", name),
        biolast: number(required("biostrain_label"), "Biolast", name),
        energy: number(required("energy_label"), "energy", name),
        charges: value("charges_label") === undefined ? 0 : number(required("charges_label"), "charges", name),
        sockets,
        modifiers,
        hasRules: prose.split(/\n\s*\n/).filter((p) => p.trim() !== "").length > 1,
      };
    });
  });
}

/** What must agree between an English entry and its German twin: everything but the name. */
export function bodyModificationFacts(entry: ParsedBodyModification): unknown {
  const { name: _name, ...facts } = entry;
  return facts;
}

/** The `system` of a body modification item. */
export function bodyModificationSystem(entry: Keyed<ParsedBodyModification>): Record<string, unknown> {
  const mod = entry.en;
  return {
    description: "",
    category: mod.category,
    activation: mod.activation,
    price: mod.price,
    rarity: mod.rarity,
    biolast: mod.biolast,
    energy: mod.energy,
    charges: { value: mod.charges, max: mod.charges },
    sockets: mod.sockets.map((s) => ({ ...s })),
    location: "",
    active: false,
    offline: false,
    installed: true,
    modifiers: mod.modifiers.map((m) => ({ ...m })),
    rules: "",
    eras: [],
    extensions: ["bodyMods"],
    worlds: worldTags(entry.worlds),
  };
}

export function bodyModificationDocuments(entries: readonly Keyed<ParsedBodyModification>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedBodyModification, BodyModificationType>({
    pack: `body-modifications-${language}`,
    kind: "bodyModification",
    language,
    entries,
    order: BODY_MODIFICATION_TYPES,
    titles: BODY_MODIFICATION_TITLES,
    type: "bodyModification",
    img: () => IMAGES.bodyModification,
    system: (entry) => bodyModificationSystem(entry),
  });
}
