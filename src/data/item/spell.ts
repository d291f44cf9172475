/**
 * A spell (Zauber): tradition, school, variant, shape, spell points to learn, arcana cost, power,
 * range, actions, duration, concentration, and the spell templates applied to it
 * (rulebook-de.md → Zauberwerte, Schulen, Zauberschablonen; RULES.md → Extensions → Magic).
 */
import type { AttributeKey } from "../../rules/catalog/index.ts";
import { resolveDuration } from "../../rules/items/duration.ts";
import type { ResolvedDuration } from "../../rules/items/duration.ts";
import { applySpellTemplates, castingAttribute } from "../../rules/items/spell.ts";
import type { SpellStats } from "../../rules/items/spell.ts";
import { DURATION_UNITS, SPELL_SHAPES, SPELL_TRADITIONS, SPELL_VARIANTS } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, flag, html, int, text } from "./fields.ts";
import { spellChangeFields } from "./spell-change.ts";
import { SPELL_SCHOOLS } from "./spell-schools.ts";

const { ArrayField, SchemaField } = foundry.data.fields;

function spellSchema() {
  return {
    description: html(),
    tradition: choice(SPELL_TRADITIONS, "wizardry", "PHASESIX.Item.SpellTradition"),
    /** The school decides the attribute added to Spell Casting. */
    school: choice(SPELL_SCHOOLS, "damage", "PHASESIX.SpellSchool"),
    /** The element (no rules effect of its own). */
    variant: choice(SPELL_VARIANTS, "arcana", "PHASESIX.Item.SpellVariant"),
    shape: choice(SPELL_SHAPES, "none", "PHASESIX.Item.SpellShape"),
    /** Spell points to learn it. */
    spellPoints: int(1, 0, 1000),
    /** Arcana paid per casting, even on failure (great rituals cost up to 1000). */
    arcanaCost: int(1, 0, 10_000),
    /**
     * Base power; each success of the casting roll adds 1. The appendix gives no base power for any
     * spell: editable, default 1 (rulebook-de "Zauber ausführen": Luta's simple healing, power 1 +
     * 2 successes, heals 3 wounds).
     */
    power: int(1, 0, 100),
    /** Metres; 0 = the caster or touch. */
    range: int(0, 0, 100_000),
    /** Actions to cast; rituals take hundreds. */
    actions: int(1, 0, 10_000),
    /** Duration: a formula in power / magicLevel / dice ("power", "(power+magicLevel)*2", "4d6") and its unit. */
    duration: new SchemaField({ formula: text(), unit: choice(DURATION_UNITS, "instant", "PHASESIX.Item.DurationUnit") }),
    concentration: flag(),
    /** Spell templates applied to this learned spell (copies; one template may appear several times). */
    templates: new ArrayField(new SchemaField({ name: text(), ...spellChangeFields() }), {
      required: true,
      nullable: false,
      initial: () => [],
    }),
    /** The effect, in our own words. */
    rules: html(),
    ...contentTags(["magic"]),
  };
}
export type SpellSchema = ReturnType<typeof spellSchema>;

/** System data of the `spell` item type. */
export class SpellData extends foundry.abstract.TypeDataModel<SpellSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): SpellSchema {
    return spellSchema();
  }

  /** The spell's own values, before templates. */
  get baseStats(): SpellStats {
    return {
      school: this.school,
      variant: this.variant,
      shape: this.shape,
      spellPoints: this.spellPoints,
      arcanaCost: this.arcanaCost,
      power: this.power,
      range: this.range,
      actions: this.actions,
    };
  }

  /** The values with every applied spell template: what casting uses and what learning costs. */
  get stats(): SpellStats {
    return applySpellTemplates(this.baseStats, this.templates);
  }

  /** The attribute added to Spell Casting for this spell (after school templates). */
  get castingAttribute(): AttributeKey {
    return castingAttribute(this.stats.school);
  }

  /**
   * The duration of one casting with `power` (the spell's power plus successes) at `magicLevel`
   * (world setting, default 3): a number of `duration.unit`s or of d6 to roll; null = instant or
   * not computable (show the formula).
   */
  resolvedDuration(power: number, magicLevel: number): ResolvedDuration {
    if (this.duration.unit === "instant") return null;
    return resolveDuration(this.duration.formula, { power, magicLevel });
  }
}
