/**
 * Magic and horror chapters of the appendix: spells (numbers, tradition, school, variant, duration,
 * concentration — never the effect prose), spell templates (what they change), weapon modifications
 * (signed weapon changes) and quirks (category and modifiers).
 */
import type { SpellSchoolKey } from "../../src/rules/catalog/index.ts";
import type {
  DurationUnit,
  QuirkCategory,
  SpellShape,
  SpellTemplateCategory,
  SpellTradition,
  SpellVariant,
  WeaponModificationCategory,
} from "../../src/rules/items/vocabulary.ts";
import { WEAPON_VALUE_LABELS, keyOf } from "./equipment.ts";
import type { WeaponValue } from "./equipment.ts";
import { tagsOfIcons } from "./labels.ts";
import type { Language } from "./labels.ts";
import { rowMeaning } from "./labels.ts";
import { knowledgeByName } from "./knowledge.ts";
import { clean, entries, icons, inlineFields, integer, onlyLabels, sections, tableRows } from "./latex.ts";
import type { EraKey, ExtensionKey } from "../../src/rules/catalog/index.ts";
import type { TemplateModifier } from "./templates.ts";

type Labels<K extends string> = Record<K, readonly string[]>;

function required<K extends string>(table: Labels<K>, label: string, what: string): K {
  const key = keyOf(table, label);
  if (!key) throw new Error(`Unknown ${what} "${label}"`);
  return key;
}

export const SPELL_TRADITION_TITLES: Labels<SpellTradition> = {
  wizardry: ["Wizardry", "Zauberei"],
  whiteMagic: ["White Magic", "Weiße Magie"],
  blackMagic: ["Black Magic", "Schwarze Magie"],
  elementalMagic: ["Elemental Magic", "Elementarmagie"],
  shamanism: ["Shamanism", "Schamanismus"],
  sanguineMagic: ["Sanguine Magic", "Sanguine Magie"],
  necrology: ["Necrology", "Nekrologie"],
  mysticism: ["Mysticism", "Mystizismus"],
  hermeticism: ["Hermeticism", "Hermetik"],
  necromancy: ["Necromancy", "Geisterbeschwörungen"],
  demonology: ["Demonology", "Dämonologie"],
  astralMagic: ["Astral Magic", "Astrale Magie"],
  lizardFolkMagic: ["Lizard Folk Magick", "Lizard Folk Magic", "Echsenmagie"],
  chimerology: ["Chimerology", "Chimärologie"],
  curses: ["Curses", "Verfluchungen"],
};

/** The appendix's spell "type" is the school. Abjuration/Widerrufung = revocation, Conjuration/Beschwörung = summoning. */
export const SPELL_SCHOOL_LABELS: Labels<SpellSchoolKey> = {
  damage: ["Damage", "Schaden"],
  control: ["Control", "Kontrolle"],
  transmutation: ["Transmutation"],
  healing: ["Healing", "Heilung"],
  illusion: ["Illusion"],
  divination: ["Divination", "Weissagung"],
  revocation: ["Abjuration", "Widerrufung"],
  summoning: ["Conjuration", "Beschwörung"],
  enchantment: ["Enchantment", "Verzauberung"],
};

export const SPELL_VARIANT_LABELS: Labels<SpellVariant> = {
  arcana: ["Arcana", "Arkana"],
  air: ["Air", "Luft"],
  blood: ["Blood", "Blut"],
  demonic: ["Demonic", "Dämonisch"],
  earth: ["Earth", "Erde"],
  energy: ["Energy", "Energie"],
  fire: ["Fire", "Feuer"],
  ice: ["Ice", "Eis"],
  light: ["Light", "Licht"],
  mind: ["Mind", "Geist"],
  nature: ["Nature", "Natur"],
  water: ["Water", "Wasser"],
};

export const SPELL_SHAPE_LABELS: Labels<Exclude<SpellShape, "none">> = {
  point: ["Point", "Punkt"],
  line: ["Line", "Linie"],
  sphere: ["Sphere", "Sphäre"],
  cloud: ["Cloud", "Wolke"],
  circle: ["Circle", "Kreis"],
  wall: ["Wall", "Wand"],
  cone: ["Cone", "Kegel"],
};

/** Duration units of the appendix in both languages. */
export const DURATION_UNIT_LABELS: Labels<Exclude<DurationUnit, "instant">> = {
  actions: ["actions", "Aktionen"],
  seconds: ["seconds", "Sekunden"],
  rounds: ["rounds", "Runden"],
  minutes: ["minutes", "Minuten"],
  hours: ["hours", "Stunden"],
  days: ["days", "Tage"],
  nights: ["nights", "Nächte"],
  weeks: ["weeks", "Wochen"],
  months: ["months", "Monate"],
  years: ["years", "Jahre"],
  special: ["special", "Speziell"],
};

export interface ParsedSpell {
  name: string;
  tradition: SpellTradition;
  school: SpellSchoolKey;
  variant: SpellVariant;
  spellPoints: number;
  arcanaCost: number;
  range: number;
  actions: number;
  duration: { formula: string; unit: DurationUnit };
  concentration: boolean;
}

/**
 * A duration cell as formula and unit: "Power*2 d6 minutes" → { formula: "(power*2)d6", unit:
 * "minutes" }, "(Stärke+Magieniveau)*2 Minuten" → "(power+magicLevel)*2", "8 hours" → "8";
 * "Special rounds" → special with no formula. Words: Power/Stärke/Spell Power/Zauberstärke = power,
 * Magic Level/Magieniveau = magicLevel, Arcana spent/Verbrauchtes Arkana = arcanaSpent, W6 = d6.
 */
export function parseDuration(cell: string | undefined): { formula: string; unit: DurationUnit } {
  if (!cell || cell.trim() === "") return { formula: "", unit: "instant" };
  const words = cell.trim().split(/\s+/);
  const unit = required(DURATION_UNIT_LABELS, words.pop() ?? "", "duration unit");
  const formula = words
    .join(" ")
    .replace(/Spell Power|Zauberstärke/gi, "power")
    .replace(/Magic Level|Magieniveau/gi, "magicLevel")
    .replace(/Power|Stärke/gi, "power")
    .replace(/Arcana spent|Verbrauchtes Arkana/gi, "arcanaSpent")
    .replace(/(^|[\s\d)])W6\b/g, "$1d6");
  if (/^(special|speziell)$/i.test(formula.trim())) return { formula: "", unit: "special" };
  const dice = formula.replace(/^(.+?)\s*d6(.*)$/, (_all, count: string, rest: string) => {
    const n = count.replace(/\s+/g, "");
    return `${/^\d+$/.test(n) ? n : `(${n})`}d6${rest}`;
  });
  return { formula: dice.replace(/\s+/g, ""), unit };
}

/** The rows a spell's table may have. */
const SPELL_ROW_LABELS = ["spell_points_label", "arcana_cost_label", "range_label", "actions_label", "duration_label", "concentration_label", "type_label", "variant_label"];

export function parseSpells(tex: string): ParsedSpell[] {
  return sections(tex).flatMap((section) => {
    const tradition = required(SPELL_TRADITION_TITLES, section.title, "magic tradition");
    return entries(section.body).map((entry) => {
      const rows = tableRows(entry.body);
      onlyLabels(rows, SPELL_ROW_LABELS, `Spell "${clean(entry.heading)}"`);
      const row = (label: string) => rows.find((r) => r.label === label)?.value;
      const number = (label: string) => integer(row(label) ?? "0") ?? 0;
      return {
        name: clean(entry.heading),
        tradition,
        school: required(SPELL_SCHOOL_LABELS, clean(row("type_label") ?? ""), "spell school"),
        variant: required(SPELL_VARIANT_LABELS, clean(row("variant_label") ?? "Arcana"), "spell variant"),
        spellPoints: number("spell_points_label"),
        arcanaCost: number("arcana_cost_label"),
        range: number("range_label"),
        actions: number("actions_label"),
        duration: parseDuration(row("duration_label") ? clean(row("duration_label") ?? "") : undefined),
        concentration: /^(ja|yes|true)$/i.test(clean(row("concentration_label") ?? "")),
      };
    });
  });
}

// ---------------------------------------------------------------- spell templates

export const SPELL_TEMPLATE_CATEGORY_TITLES: Labels<SpellTemplateCategory> = {
  basic: ["Basic", "Grundlegend"],
  affinity: ["Affinity", "Affinität"],
  shape: ["Shape", "Form"],
  school: ["School", "Schule"],
};

/** The "attribute" a spell template changes: its label in both languages. */
export const SPELL_CHANGE_LABELS: Labels<"arcana" | "power" | "range" | "actions"> = {
  arcana: ["Arcana", "Arkana"],
  power: ["Power", "Stärke"],
  range: ["Range", "Reichweite"],
  actions: ["Actions", "Aktionen"],
};

export interface ParsedSpellTemplate {
  name: string;
  category: SpellTemplateCategory;
  spellPoints: number;
  arcana: number;
  power: number;
  range: number;
  actions: number;
  school: SpellSchoolKey | "";
  variant: SpellVariant | "";
  shape: SpellShape | "";
}

export function parseSpellTemplates(tex: string): ParsedSpellTemplate[] {
  return sections(tex).flatMap((section) => {
    const category = required(SPELL_TEMPLATE_CATEGORY_TITLES, section.title, "spell template category");
    return entries(section.body).map((entry) => {
      onlyLabels(tableRows(entry.body), ["spell_points_label"], `Spell template "${clean(entry.heading)}"`);
      const template: ParsedSpellTemplate = {
        name: clean(entry.heading),
        category,
        spellPoints: integer(tableRows(entry.body).find((r) => r.label === "spell_points_label")?.value ?? "0") ?? 0,
        arcana: 0,
        power: 0,
        range: 0,
        actions: 0,
        school: "",
        variant: "",
        shape: "",
      };
      for (const field of inlineFields(entry.body)) {
        if (field.label === "attribute_label") {
          const match = /^(.*?)\s+([-+]?\d+)$/.exec(field.value);
          if (!match) throw new Error(`Spell template "${template.name}": cannot read "${field.value}"`);
          template[required(SPELL_CHANGE_LABELS, match[1], "spell value")] += Number(match[2]);
        } else if (field.label === "variant_label") template.variant = required(SPELL_VARIANT_LABELS, field.value, "spell variant");
        else if (field.label === "shape_label") template.shape = required(SPELL_SHAPE_LABELS, field.value, "spell shape");
        else if (field.label === "type_label") template.school = required(SPELL_SCHOOL_LABELS, field.value, "spell school");
        else throw new Error(`Spell template "${template.name}": cannot place the field "${field.label}: ${field.value}"`);
      }
      return template;
    });
  });
}

// ---------------------------------------------------------------- weapon modifications

export const WEAPON_MODIFICATION_TITLES: Labels<WeaponModificationCategory> = {
  blade: ["Blade", "Klinge"],
  ammunition: ["Ammunition", "Munition"],
  grips: ["Grips", "Griffe"],
  gadget: ["Gadget", "Sondervorrichtung"],
  sights: ["Sights", "Visiere"],
  barrel: ["Barrel", "Lauf"],
};

export interface ParsedWeaponModification {
  name: string;
  category: WeaponModificationCategory;
  price: number;
  changes: Partial<Record<WeaponValue, number>>;
  eras: EraKey[];
  extensions: ExtensionKey[];
}

export function parseWeaponModifications(tex: string): ParsedWeaponModification[] {
  return sections(tex).flatMap((section) => {
    const category = required(WEAPON_MODIFICATION_TITLES, section.title, "weapon modification category");
    return entries(section.body).map((entry) => {
      const name = clean(entry.heading);
      const changes: Partial<Record<WeaponValue, number>> = {};
      let price = 0;
      for (const row of tableRows(entry.body)) {
        const value = integer(row.value);
        if (value === null) throw new Error(`Weapon modification "${name}": no number in "${row.label}"`);
        if (row.label === "price_label") price = value;
        else changes[required(WEAPON_VALUE_LABELS, row.label, "weapon value")] = value;
      }
      const tags = tagsOfIcons(icons(entry.body));
      return { name, category, price, changes, eras: tags.eras, extensions: tags.extensions };
    });
  });
}

// ---------------------------------------------------------------- quirks

export const QUIRK_CATEGORY_TITLES: Labels<QuirkCategory> = {
  madnessAndVisions: ["Madness and visions", "Wahnsinn und Visionen"],
  moodSwings: ["Mood swings", "Stimmungsschwankungen"],
  impulsiveBehavior: ["Impulsive behavior", "Impulsives Verhalten"],
  personalCharacteristics: ["Personal characteristics", "Persönliche Eigenheiten"],
  physicalCharacteristics: ["Physical characteristics", "Körperliche Besonderheiten"],
  mysticalTicks: ["Mystical ticks", "Mystische Eigenschaften"],
  sensoryAlterations: ["Sensory alterations", "Sinnesveränderungen"],
  fearsAndAversions: ["Fears and aversions", "Ängste und Abneigungen"],
};

export interface ParsedQuirk {
  name: string;
  category: QuirkCategory;
  modifiers: TemplateModifier[];
  /** Table rows that are no modifier of ours (e.g. "stress"), kept for the report. */
  unsupported: Array<{ label: string; value: number }>;
}

export function parseQuirks(tex: string, language: Language): ParsedQuirk[] {
  return sections(tex).flatMap((section) => {
    const category = required(QUIRK_CATEGORY_TITLES, section.title, "quirk category");
    return entries(section.body).map((entry) => {
      const quirk: ParsedQuirk = { name: clean(entry.heading), category, modifiers: [], unsupported: [] };
      for (const row of tableRows(entry.body)) {
        const value = integer(row.value);
        if (value === null) throw new Error(`Quirk "${quirk.name}": no number in "${row.label}"`);
        const meaning = rowMeaning(row.label);
        if (meaning.kind === "attribute" || meaning.kind === "skill" || meaning.kind === "aspect") {
          quirk.modifiers.push({ kind: meaning.kind, key: meaning.key, value });
        } else if (meaning.kind === "knowledge" && knowledgeByName(meaning.key)) {
          const definition = knowledgeByName(meaning.key);
          quirk.modifiers.push({ kind: "knowledge", key: definition ? definition[language] : meaning.key, value });
        } else {
          throw new Error(`Quirk "${quirk.name}": cannot place the row "${row.label} & ${row.value}"`);
        }
      }
      return quirk;
    });
  });
}
