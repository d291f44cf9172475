/**
 * The `foe` actor type: one of the rulebook's foes as its appendix block gives it (RULES.md → Foes) —
 * wounds (max health), movement, Strength, Dexterity, Mind, stress X/Y, resistances, weaknesses and
 * actions with their dice. It is an NPC underneath (actions count, min roll, evasion, protection,
 * resources, conditions at the same paths), so combat, the tracker, token bars and the attack card
 * treat it like one; its attributes and skills are not stored but read from Strength, Dexterity and
 * Mind through the core's one table (`foeRollValues`).
 */
import type { AttributeKey, SkillKey } from "../../rules/catalog/index.ts";
import type { FoeAction, FoeCategory, FoeStats, FoeTrait } from "../../rules/foes/index.ts";
import { DEFAULT_WEAKNESS_VALUE, FOE_ACTION_KINDS, FOE_CATEGORIES, FOE_DEFAULTS, FOE_TRAITS, foeRollValues } from "../../rules/foes/index.ts";
import type { FoeTraits } from "../../rules/foes/index.ts";
import type { FoeStress } from "../../rules/foes/index.ts";
import { FOE_STRESS_SOURCES } from "../../rules/foes/index.ts";
import { WEAPON_CONDITIONS } from "../../rules/items/vocabulary.ts";
import type { WeaponCondition } from "../../rules/items/vocabulary.ts";
import { boolField, counterField, textField } from "./fields.ts";
import { NpcData } from "./npc.ts";
import type { MovementReach } from "../../rules/combat/index.ts";
import { reachFromFoeMovement } from "../../rules/combat/index.ts";

const { ArrayField, BooleanField, SchemaField, StringField } = foundry.data.fields;

/** Upper bound of a block value (dice, wounds, metres). */
const BLOCK_MAX = 99;

function conditionsField() {
  const fields = {} as Record<WeaponCondition, ReturnType<typeof counterField>>;
  for (const key of WEAPON_CONDITIONS) fields[key] = counterField(0, BLOCK_MAX);
  return new SchemaField(fields);
}

function actionField() {
  return new SchemaField({
    name: textField(),
    kind: new StringField({ required: true, nullable: false, blank: false, initial: "attack", choices: [...FOE_ACTION_KINDS] }),
    dice: counterField(0, BLOCK_MAX),
    wounds: counterField(1, BLOCK_MAX),
    piercing: counterField(0, BLOCK_MAX),
    conditions: conditionsField(),
    range: counterField(0, 9999),
    area: counterField(0, 9999),
    demonic: boolField(false),
    notes: textField(),
    /**
     * Marked for the GM: converted from a phasesix.org effect text that was not read in full. Not
     * required (no initial value): the book's foes, which never carry it, stay as they are stored.
     */
    review: new BooleanField({ required: false, nullable: false, initial: undefined }),
  });
}

function traitField() {
  return new StringField({ required: true, nullable: false, blank: false, initial: "fire", choices: [...FOE_TRAITS] });
}

function statblockField() {
  return new SchemaField({
    category: new StringField({ required: true, nullable: false, blank: false, initial: "human", choices: [...FOE_CATEGORIES] }),
    strength: counterField(1, BLOCK_MAX),
    dexterity: counterField(1, BLOCK_MAX),
    mind: counterField(1, BLOCK_MAX),
    movement: counterField(0, BLOCK_MAX),
    stress: new SchemaField({
      passed: counterField(FOE_DEFAULTS.stressPassed, BLOCK_MAX),
      failed: counterField(FOE_DEFAULTS.stressFailed, BLOCK_MAX),
      /** Where X/Y comes from: our default until the GM sets it, or the book's own example (FoeStressSource). */
      source: new StringField({ required: true, nullable: false, blank: false, initial: "default", choices: [...FOE_STRESS_SOURCES] }),
    }),
    resistances: new ArrayField(traitField()),
    weaknesses: new ArrayField(new SchemaField({ trait: traitField(), value: counterField(DEFAULT_WEAKNESS_VALUE, 20) })),
    actions: new ArrayField(actionField()),
    /**
     * The creature has an ability that causes dread directly (2026 horror chapter → Grauen). The
     * appendix names no such creature: off unless the GM sets it. Not required (no initial value):
     * the book's foes, which never carry it, stay as they are stored; absent reads as off.
     */
    causesDread: new BooleanField({ required: false, nullable: false, initial: undefined }),
  });
}

/** The stored statblock (plain shape). */
export interface FoeStatblock {
  category: FoeCategory;
  strength: number;
  dexterity: number;
  mind: number;
  movement: number;
  stress: FoeStress;
  resistances: FoeTrait[];
  weaknesses: Array<{ trait: FoeTrait; value: number }>;
  actions: FoeAction[];
  /** Absent: off (see the schema). */
  causesDread?: boolean;
}

/** System data of the `foe` actor type. */
export class FoeData extends NpcData {
  declare statblock: FoeStatblock;

  static override defineSchema() {
    return { ...super.defineSchema(), statblock: statblockField() };
  }

  /** Strength, Dexterity and Mind of the block. */
  stats(): FoeStats {
    return { strength: this.statblock.strength, dexterity: this.statblock.dexterity, mind: this.statblock.mind };
  }

  /** Resistances and weaknesses as the damage step reads them. */
  traits(): FoeTraits {
    return { resistances: [...this.statblock.resistances], weaknesses: this.statblock.weaknesses.map((w) => ({ trait: w.trait, value: w.value })) };
  }

  /** Metres one action moves: the block's movement is the walk (RULES.md → Foes). */
  override movementReach(): MovementReach {
    return reachFromFoeMovement(this.statblock.movement);
  }

  override prepareBaseData(): void {
    super.prepareBaseData();
    // Attributes and skills are read from the block through the core's table, never typed in.
    const { attributes, skills } = foeRollValues(this.stats());
    for (const key of Object.keys(attributes) as AttributeKey[]) this.attributes[key] = attributes[key];
    for (const key of Object.keys(skills) as SkillKey[]) this.skills[key] = skills[key];
  }
}
