/**
 * A weapon (Waffe): category, skill, attack modes, the values of the rulebook's weapon table and
 * the appendix's keywords, inflicted conditions, flags, and the modifications fitted to it
 * (rulebook-de.md → Waffen, Angriffsmodi, Regeln; RULES.md → Attacks and damage).
 */
import { ATTACK_SKILLS } from "../../rules/catalog/index.ts";
import {
  ammunitionPerAttack,
  applyWeaponModifications,
  hasAmmunitionFor,
  hitDice,
  hitDiceLabel,
  inflictedConditions,
  modeCanCrit,
} from "../../rules/items/weapon.ts";
import type { WeaponStats } from "../../rules/items/weapon.ts";
import { ATTACK_MODES, WEAPON_CATEGORIES, WEAPON_MODIFICATION_CATEGORIES } from "../../rules/items/vocabulary.ts";
import type { AttackMode, WeaponCondition } from "../../rules/items/vocabulary.ts";
import { choice, contentTags, flag, html, int, keyList, physicalFields, text } from "./fields.ts";
import { weaponChangeFields, weaponStatFields, weaponStatsOf } from "./weapon-stats.ts";
import { normalizeKey, normalizeWeight } from "../../rules/items/normalize.ts";

const { ArrayField, SchemaField } = foundry.data.fields;

function weaponSchema() {
  const { concealment: _concealment, ...physical } = physicalFields();
  return {
    description: html(),
    category: choice(WEAPON_CATEGORIES, "blades", "PHASESIX.Item.WeaponCategory"),
    /** The attack skill: Hand to Hand, Shooting or Throwing. */
    skill: choice(ATTACK_SKILLS, "handToHand", "PHASESIX.Skill"),
    /** The attack modes it offers (switching costs no action); at least one. */
    modes: keyList(ATTACK_MODES, "PHASESIX.Item.AttackMode", ["melee"]),
    ...weaponStatFields(),
    /** Spread of a cone attack in degrees (appendix "Cone", e.g. a flamethrower's 45); 0 = no cone. */
    cone: int(0, 0, 360),
    /** Wounds per hit that gets through (default 1). */
    wounds: int(1, 0, 20),
    /** Rounds loaded now (at most the capacity after modifications). */
    ammunition: int(0, 0, 10_000),
    /** Encumbrance while carried (lowers evasion). */
    encumbrance: int(0, 0, 20),
    twoHanded: flag(),
    /** A melee weapon that may also be thrown (e.g. a dagger). */
    throwable: flag(),
    /** On the character (counts for encumbrance, concealment and the attack list); off = stored elsewhere. */
    carried: flag(true),
    /** Bound by sticky protection: it cannot attack until freed (FREE_BOUND_WEAPON_ACTIONS). */
    bound: flag(),
    ...physical,
    /** Modifications fitted to this weapon: copies of weaponModification items (name + changes). */
    modifications: new ArrayField(
      new SchemaField({ name: text(), category: choice(WEAPON_MODIFICATION_CATEGORIES, "gadget", "PHASESIX.Item.WeaponModificationCategory"), ...weaponChangeFields() }),
      { required: true, nullable: false, initial: () => [] },
    ),
    /** Special rules of the weapon, in our own words. */
    rules: html(),
    ...contentTags(),
  };
}
export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** System data of the `weapon` item type. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  /** Field labels and hints: `PHASESIX.Item.FIELDS.<field path>.label` (localized by Foundry at i18nInit). */
  static override LOCALIZATION_PREFIXES = ["PHASESIX.Item"];

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  /** Weight given in kg. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    normalizeKey(source, "weight", normalizeWeight);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(source);
    return source;
  }

  /** The weapon's own values, before modifications. */
  get baseStats(): WeaponStats {
    return weaponStatsOf(this);
  }

  /** The values with every fitted modification applied: what attacks use. */
  get stats(): WeaponStats {
    return applyWeaponModifications(this.baseStats, this.modifications.map((mod) => weaponStatsOf(mod)));
  }

  /** The modes as typed keys (at least one: a weapon without modes attacks as its skill suggests). */
  get attackModes(): AttackMode[] {
    if (this.modes.length > 0) return [...this.modes];
    if (this.skill === "shooting") return ["single"];
    return [this.skill === "throwing" ? "thrown" : "melee"];
  }

  get isMelee(): boolean {
    return this.attackModes.includes("melee");
  }

  get isRanged(): boolean {
    return this.skill === "shooting";
  }

  get isThrown(): boolean {
    return this.throwable || this.attackModes.includes("thrown");
  }

  /** Hit dice of an attack in `mode` for an attacker with `skillValue` in the weapon's skill. */
  hitDice(skillValue: number, mode: AttackMode): number {
    return hitDice(skillValue, this.stats.damagePotential, mode);
  }

  /** The sheet's hit-dice label for a mode, e.g. "Schießen + 3 + 2" (pass the localized skill label). */
  hitDiceLabel(skillLabel: string, mode: AttackMode): string {
    return hitDiceLabel(skillLabel, this.stats.damagePotential, mode);
  }

  /** Whether an attack in `mode` can crit (burst never does). */
  canCrit(mode: AttackMode): boolean {
    return modeCanCrit(mode);
  }

  /** Rounds an attack in `mode` uses. */
  ammunitionPerAttack(mode: AttackMode): number {
    return ammunitionPerAttack(mode);
  }

  /** Whether enough rounds are loaded for an attack in `mode`. */
  canAttack(mode: AttackMode): boolean {
    return hasAmmunitionFor(mode, this.ammunition, this.stats.capacity);
  }

  /** Inflicted conditions above 0 (after modifications), in rulebook order. */
  get inflicted(): Array<{ key: WeaponCondition; value: number }> {
    return inflictedConditions(this.stats.conditions);
  }
}
