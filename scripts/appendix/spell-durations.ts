/**
 * Spell durations where the appendix's table and its rules prose disagree (issue 25: "spell stats
 * and rules text agree on duration"). The table's "Duration" row becomes the spell's `duration`
 * (what the cast card resolves); our rules text (texts/spell.json) states the rule in our words. For
 * the spells below the two sources of the appendix give different durations, so one source is
 * followed per spell and the stats and our text both say that one.
 *
 * The choice: the **prose** decides. It is the rule the author wrote for the spell, it names the
 * magic level (which the system resolves from the world setting), and where the table gives a bare
 * number it is the prose's value at the default magic level 3 (Bogus: (3 + 1)d6 = 4d6; Venomous
 * bite: 3 rounds) — the table reads as a summary of the prose, not a rule of its own. Ivy coat is
 * listed because it looks like a disagreement but is none: the spell lasts one hour (table and prose),
 * the protection within it Power combat rounds (prose); the table stays.
 *
 * `table` is the appendix's table value as the importer reads it: when the appendix changes it, the
 * import stops, so a choice is never applied to a value it was not made for. docs/RULES.md → Magic
 * lists the same choices for readers.
 */
import type { DurationUnit } from "../../src/rules/items/vocabulary.ts";

export interface SpellDurationChoice {
  /** What the appendix's table says (formula and unit as parsed). */
  table: { formula: string; unit: DurationUnit };
  /** The source followed. */
  source: "prose" | "table";
  /** The duration the spell carries (stats and our rules text). */
  duration: { formula: string; unit: DurationUnit };
  /** Why, in one line (for the docs and the importer's readers). */
  reason: string;
}

export const SPELL_DURATION_CHOICES: Readonly<Record<string, SpellDurationChoice>> = {
  "spell:illusion": {
    table: { formula: "(power*2)d6", unit: "minutes" },
    source: "prose",
    duration: { formula: "(magicLevel+1)d6", unit: "minutes" },
    reason: "prose: the spell lasts (Magic level + 1)d6 minutes",
  },
  "spell:banish-magic": {
    table: { formula: "5", unit: "minutes" },
    source: "prose",
    duration: { formula: "magicLevel+1", unit: "minutes" },
    reason: "prose: the circle stays Magic level + 1 minutes",
  },
  "spell:arrest": {
    table: { formula: "power", unit: "rounds" },
    source: "prose",
    duration: { formula: "power+magicLevel", unit: "rounds" },
    reason: "prose: the victim is held for Power + Magic level combat rounds",
  },
  "spell:dance-of-death": {
    table: { formula: "power", unit: "hours" },
    source: "prose",
    duration: { formula: "magicLevel", unit: "hours" },
    reason: "prose: the dead stay risen for Magic level hours",
  },
  "spell:animal-companion": {
    table: { formula: "8", unit: "hours" },
    source: "prose",
    duration: { formula: "magicLevel", unit: "hours" },
    reason: "prose: the animal is a companion for Magic level hours",
  },
  "spell:domination": {
    table: { formula: "power*5", unit: "minutes" },
    source: "prose",
    duration: { formula: "power", unit: "minutes" },
    reason: "prose: the spell lasts Power minutes",
  },
  "spell:bogus": {
    table: { formula: "4d6", unit: "minutes" },
    source: "prose",
    duration: { formula: "(magicLevel+1)d6", unit: "minutes" },
    reason: "prose: (Magic level + 1)d6 minutes; the table's 4d6 is that at magic level 3",
  },
  "spell:glitter": {
    table: { formula: "(power)d6", unit: "minutes" },
    source: "prose",
    duration: { formula: "(magicLevel)d6", unit: "minutes" },
    reason: "prose: the glitter stays Magic level d6 minutes",
  },
  "spell:ogre-s-breath": {
    table: { formula: "(power)d6", unit: "minutes" },
    source: "prose",
    duration: { formula: "(magicLevel)d6", unit: "minutes" },
    reason: "prose: the spell is active (the cloud steerable) for Magic level d6 minutes",
  },
  "spell:venomous-bite": {
    table: { formula: "3", unit: "rounds" },
    source: "prose",
    duration: { formula: "magicLevel", unit: "rounds" },
    reason: "prose: Magic level combat rounds; the table's 3 is that at magic level 3",
  },
  "spell:good-friend": {
    table: { formula: "(magicLevel)d6", unit: "minutes" },
    source: "prose",
    duration: { formula: "magicLevel", unit: "minutes" },
    reason: "prose: the friendship lasts Magic level minutes (no die)",
  },
  "spell:foxfire": {
    table: { formula: "(magicLevel)d6", unit: "rounds" },
    source: "prose",
    duration: { formula: "(magicLevel)d6", unit: "hours" },
    reason: "prose: the glowing plant creatures last Magic level d6 hours (the table's unit is rounds)",
  },
  "spell:protection-wall": {
    table: { formula: "power", unit: "rounds" },
    source: "prose",
    duration: { formula: "magicLevel+1", unit: "rounds" },
    reason: "prose: the wall stands Magic level + 1 combat rounds",
  },
  "spell:snake-eyes": {
    table: { formula: "power", unit: "rounds" },
    source: "prose",
    duration: { formula: "power+magicLevel", unit: "rounds" },
    reason: "prose: the gaze paralyses for Power + Magic level rounds",
  },
  "spell:unholy-bond": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "power*10", unit: "minutes" },
    reason: "the table has no duration row; prose: the animals stay fused into a chimera for Power × 10 minutes",
  },
  "spell:death-scream": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "magicLevel", unit: "rounds" },
    reason: "the table has no duration row; prose: the victims can do nothing for Magic level combat rounds",
  },
  "spell:tongues-of-seth-nra": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "", unit: "special" },
    reason: "the table has no duration row; prose: the tentacles stay until destroyed (indefinitely)",
  },
  "spell:madaeus-flu": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "", unit: "special" },
    reason: "the table has no duration row; prose: the curse lasts until healed by magic, two others are infected, or it is broken",
  },
  "spell:deathly-cold": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "", unit: "special" },
    reason: "the table has no duration row; prose: the cold deals wounds each combat round until the target dies, resists or the caster stops it",
  },
  "spell:self-blame": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "", unit: "special" },
    reason: "the table has no duration row; prose: the curse holds for the victim's next Magic level attacks",
  },
  "spell:rot": {
    table: { formula: "", unit: "instant" },
    source: "prose",
    duration: { formula: "", unit: "special" },
    reason: "the table has no duration row; prose: the rot lasts until washed off or after Power + Magic level wounds",
  },
  "spell:ivy-coat": {
    table: { formula: "1", unit: "hours" },
    source: "table",
    duration: { formula: "1", unit: "hours" },
    reason: "table and prose agree: the ivy withers after one hour; the protection within it lasts Power combat rounds (our text says both)",
  },
};

/**
 * The duration a spell carries: the choice for its key, else the table's. Throws when a choice's
 * `table` is not what the appendix's table now says.
 */
export function chosenDuration(key: string, table: { formula: string; unit: DurationUnit }): { formula: string; unit: DurationUnit } {
  const choice = SPELL_DURATION_CHOICES[key];
  if (!choice) return table;
  if (choice.table.formula !== table.formula || choice.table.unit !== table.unit) {
    throw new Error(
      `Spell duration choice for ${key} was made for the table's "${choice.table.formula} ${choice.table.unit}", but the appendix now says "${table.formula} ${table.unit}": review SPELL_DURATION_CHOICES`,
    );
  }
  return choice.duration;
}

/** Choices whose key matches no spell of the import (the import stops on any). */
export function unusedDurationChoices(keys: readonly string[]): string[] {
  return Object.keys(SPELL_DURATION_CHOICES).filter((key) => !keys.includes(key));
}
