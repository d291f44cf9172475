/**
 * Pack documents of spells, spell templates, weapon modifications and quirks, in folders by
 * tradition/category. Choices where the appendix is silent: a spell's base power (the appendix lists
 * none; the field is editable) is the data model's documented default 1 (the rulebook's worked
 * example: power 1 + successes) and its shape "none" (the appendix lists none; shape
 * templates set one); spells and spell templates belong to the magic extension, quirks to horror.
 * Effect prose is not imported; quirks get our own short rules (quirk-rules.ts).
 */
import { WEAPON_CONDITIONS } from "../../src/rules/items/vocabulary.ts";
import {
  QUIRK_CATEGORIES,
  SPELL_TEMPLATE_CATEGORIES,
  SPELL_TRADITIONS,
  WEAPON_MODIFICATION_CATEGORIES,
} from "../../src/rules/items/vocabulary.ts";
import type { QuirkCategory, SpellTemplateCategory, SpellTradition, WeaponModificationCategory } from "../../src/rules/items/vocabulary.ts";
import type { Keyed, Merged } from "./bilingual.ts";
import { worldTags } from "./bilingual.ts";
import type { PackDocument } from "./documents.ts";
import { equipmentDocuments, tags } from "./equipment-packs.ts";
import { isWeaponCondition } from "./equipment.ts";
import type { WeaponValue } from "./equipment.ts";
import { IMAGES, SPELL_IMAGES } from "./images.ts";
import type { Language } from "./labels.ts";
import { QUIRK_CATEGORY_TITLES, SPELL_TEMPLATE_CATEGORY_TITLES, SPELL_TRADITION_TITLES, WEAPON_MODIFICATION_TITLES } from "./magic.ts";
import type { ParsedQuirk, ParsedSpell, ParsedSpellTemplate, ParsedWeaponModification } from "./magic.ts";
import { QUIRK_RULES } from "./quirk-rules.ts";
import { chosenDuration, unusedDurationChoices } from "./spell-durations.ts";

/** Spells with the tradition as their category (for the folders). */
type SpellEntry = ParsedSpell & { category: SpellTradition };

/** Base power of every spell: the appendix gives none (see the module comment). */
export const DEFAULT_SPELL_POWER = 1;

/** The `system` of a spell item. */
export function spellSystem(entry: Merged<ParsedSpell>, language: Language): Record<string, unknown> {
  const spell = entry[language];
  return {
    description: "",
    tradition: spell.tradition,
    school: spell.school,
    variant: spell.variant,
    shape: "none",
    spellPoints: spell.spellPoints,
    arcanaCost: spell.arcanaCost,
    power: DEFAULT_SPELL_POWER,
    range: spell.range,
    actions: spell.actions,
    duration: { formula: spell.duration.formula, unit: spell.duration.unit },
    concentration: spell.concentration,
    templates: [],
    rules: "",
    eras: [],
    extensions: ["magic"],
    worlds: worldTags(entry.worlds),
  };
}

export function spellDocuments(entries: readonly Keyed<ParsedSpell>[], language: Language): PackDocument[] {
  const unused = unusedDurationChoices(entries.map((e) => e.key));
  if (unused.length > 0) throw new Error(`Spell duration choices for spells the appendix does not have: ${unused.join(", ")}`);
  const withCategory = entries.map((e) => ({
    en: { ...e.en, category: e.en.tradition, duration: chosenDuration(e.key, e.en.duration) },
    de: { ...e.de, category: e.de.tradition, duration: chosenDuration(e.key, e.de.duration) },
    worlds: e.worlds,
    key: e.key,
  })) as Keyed<SpellEntry>[];
  return equipmentDocuments<SpellEntry, SpellTradition>({
    pack: `spells-${language}`,
    kind: "spell",
    language,
    entries: withCategory,
    order: SPELL_TRADITIONS,
    titles: SPELL_TRADITION_TITLES,
    type: "spell",
    img: (spell) => SPELL_IMAGES[spell.school],
    system: (entry) => spellSystem(entry, language),
  });
}

/** What spell templates do beyond their numbers, in our own words; keyed by English name. */
export const SPELL_TEMPLATE_RULES: Readonly<Record<string, Record<Language, string>>> = {
  Twinspell: { en: "One additional target; the effect applies to every target.", de: "Ein zusätzliches Ziel; die Wirkung gilt für alle Ziele." },
  "Duration of effect": { en: "The spell's duration is doubled.", de: "Die Wirkungsdauer des Zaubers verdoppelt sich." },
};

/** The `system` of a spell template item. */
export function spellTemplateSystem(entry: Merged<ParsedSpellTemplate>, language: Language): Record<string, unknown> {
  const t = entry.en;
  const rule = SPELL_TEMPLATE_RULES[t.name];
  return {
    description: "",
    category: t.category,
    spellPoints: t.spellPoints,
    arcana: t.arcana,
    power: t.power,
    range: t.range,
    actions: t.actions,
    school: t.school,
    variant: t.variant,
    shape: t.shape,
    rules: rule ? `<p>${rule[language]}</p>` : "",
    eras: [],
    extensions: ["magic"],
    worlds: worldTags(entry.worlds),
  };
}

export function spellTemplateDocuments(entries: readonly Keyed<ParsedSpellTemplate>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedSpellTemplate, SpellTemplateCategory>({
    pack: `spell-templates-${language}`,
    kind: "spellTemplate",
    language,
    entries,
    order: SPELL_TEMPLATE_CATEGORIES,
    titles: SPELL_TEMPLATE_CATEGORY_TITLES,
    type: "spellTemplate",
    img: () => IMAGES.spellTemplate,
    system: (entry) => spellTemplateSystem(entry, language),
  });
}

/** The `system` of a weapon modification item: its signed changes. */
export function weaponModificationSystem(entry: Merged<ParsedWeaponModification>): Record<string, unknown> {
  const mod = entry.en;
  const v = (key: WeaponValue) => mod.changes[key] ?? 0;
  const conditions = Object.fromEntries(WEAPON_CONDITIONS.map((c) => [c, 0]));
  for (const key of Object.keys(mod.changes) as WeaponValue[]) if (isWeaponCondition(key)) conditions[key] = v(key);
  return {
    description: "",
    category: mod.category,
    price: mod.price,
    damagePotential: v("damagePotential"),
    piercing: v("piercing"),
    range: v("range"),
    capacity: v("capacity"),
    reloadActions: v("reloadActions"),
    preparation: v("preparation"),
    recoilCompensation: v("recoilCompensation"),
    accuracy: v("accuracy"),
    critThreshold: v("critThreshold"),
    splashDamage: v("splashDamage"),
    armorBreaker: v("armorBreaker"),
    concealment: v("concealment"),
    poisonNotch: v("poisonNotch"),
    conditions,
    rules: "",
    ...tags(entry),
  };
}

export function weaponModificationDocuments(entries: readonly Keyed<ParsedWeaponModification>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedWeaponModification, WeaponModificationCategory>({
    pack: `weapon-modifications-${language}`,
    kind: "weaponModification",
    language,
    entries,
    order: WEAPON_MODIFICATION_CATEGORIES,
    titles: WEAPON_MODIFICATION_TITLES,
    type: "weaponModification",
    img: () => IMAGES.weaponModification,
    system: (entry) => weaponModificationSystem(entry),
  });
}

/** The `system` of a quirk item. */
export function quirkSystem(entry: Merged<ParsedQuirk>, language: Language): Record<string, unknown> {
  const quirk = entry[language];
  const rule = QUIRK_RULES[entry.en.name];
  return {
    description: "",
    category: quirk.category,
    modifiers: quirk.modifiers.map((m) => ({ kind: m.kind, key: m.key, value: m.value })),
    rules: rule ? `<p>${rule[language]}</p>` : "",
    eras: [],
    extensions: ["horror"],
    worlds: worldTags(entry.worlds),
  };
}

export function quirkDocuments(entries: readonly Keyed<ParsedQuirk>[], language: Language): PackDocument[] {
  return equipmentDocuments<ParsedQuirk, QuirkCategory>({
    pack: `quirks-${language}`,
    kind: "quirk",
    language,
    entries,
    order: QUIRK_CATEGORIES,
    titles: QUIRK_CATEGORY_TITLES,
    type: "quirk",
    img: () => IMAGES.quirk,
    system: (entry) => quirkSystem(entry, language),
  });
}
