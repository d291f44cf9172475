/**
 * The `npc` actor type: a compact foe like those of the appendix. Attribute and skill values, actions,
 * max health, protection units, min roll and evasion are typed in directly; attacks are a list with
 * their dice. Resources (wounds, boosts, dice pools, arcana, stress, conditions) are stored at the
 * same paths as a character's, so combat and macros treat both alike.
 */
import type { ActorRollView, DicePoolKey } from "../../rules/catalog/index.ts";
import type { AttributeKey, ProtectionType, SkillKey } from "../../rules/catalog/index.ts";
import { ATTACK_SKILLS, ATTRIBUTES, PROTECTION_TYPES, SKILLS } from "../../rules/catalog/index.ts";
import type { ResourceLimits, ResourceState, RestInput } from "../../rules/character/index.ts";
import { CURRENT_DATA_VERSION, knowledgeKey, migrateActorSystemInPlace, safeInt } from "../../rules/character/index.ts";
import { boolField, counterField, intField, protectionField, textField } from "./fields.ts";
import type { ItemLike } from "./item-inputs.ts";
import { itemInputs } from "./item-inputs.ts";
import type { ResourceModel, ResourceView } from "./resources.ts";
import { POOLS, protectionLeft, stateOf, storedResources, viewOf } from "./resources.ts";
import { sharedResourceFields } from "./character.ts";
import type { MovementReach } from "../../rules/combat/index.ts";
import { reachFromQuickness } from "../../rules/combat/index.ts";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

/** Bounds of a typed-in attribute or skill value. */
const VALUE_MIN = -20;
const VALUE_MAX = 99;

function attributesField() {
  const fields = {} as Record<AttributeKey, ReturnType<typeof intField>>;
  for (const key of ATTRIBUTES) fields[key] = intField(1, { min: VALUE_MIN, max: VALUE_MAX });
  return new SchemaField(fields);
}

function skillsField() {
  const fields = {} as Record<SkillKey, ReturnType<typeof intField>>;
  for (const key of SKILLS) fields[key] = intField(0, { min: VALUE_MIN, max: VALUE_MAX });
  return new SchemaField(fields);
}

function poolMaxField() {
  return new SchemaField({ bonusDice: counterField(), rerolls: counterField(), destinyDice: counterField() });
}

/** One attack or special action of a foe, with its dice. */
function attackField() {
  return new SchemaField({
    name: textField(),
    /** The attack skill it uses ("" for a special action). */
    skill: new StringField({ required: true, nullable: false, blank: true, initial: "handToHand", choices: ["", ...ATTACK_SKILLS] }),
    /** Dice rolled (skill + damage potential already included). */
    dice: counterField(0, VALUE_MAX),
    /** Wounds per hit that gets through. */
    wounds: counterField(1, VALUE_MAX),
    piercing: counterField(0, VALUE_MAX),
    /** Range, e.g. "1 m" or "30 m". */
    range: textField(),
    /** Short rules notes (conditions it inflicts, burst…). */
    notes: textField(),
    /** A demon's attack: demonic protection units work against it. */
    demonic: boolField(false),
  });
}

function npcSchema() {
  const shared = sharedResourceFields();
  return {
    ...shared,
    health: new SchemaField({ max: counterField(10), wounds: counterField(), boosts: counterField() }),
    arcana: new SchemaField({ max: counterField(0), spent: counterField() }),
    stress: new SchemaField({ max: counterField(8), value: counterField(), ticks: counterField() }),
    attributes: attributesField(),
    skills: skillsField(),
    actions: counterField(2, 20),
    minRoll: intField(5, { min: 2, max: 40 }),
    evasion: intField(0, { min: VALUE_MIN, max: VALUE_MAX }),
    /** Protection units by type (the protection pool when full). */
    protection: protectionField(),
    /** Maxima of the dice pools. */
    poolMax: poolMaxField(),
    concealment: counterField(0, VALUE_MAX),
    attacks: new ArrayField(attackField()),
    description: new HTMLField({ required: true, nullable: false, blank: true, initial: "" }),
  };
}
export type NpcSchema = ReturnType<typeof npcSchema>;

/** System data of the `npc` actor type. */
export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> implements ResourceModel {
  /** Knowledge items with their dice (value + linked skill). */
  declare knowledge: ActorRollView["knowledge"];
  /** Current resources (`resources.health` etc. are the token bars). */
  declare resources: ResourceView;

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = migrateActorSystemInPlace("npc", source, 0);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(migrated);
    return migrated;
  }

  static readonly dataVersion = CURRENT_DATA_VERSION;

  /** Knowledge from knowledge items (merged by name): dice = value + the linked skill's value. */
  knowledgeOf(items: Iterable<ItemLike>): ActorRollView["knowledge"] {
    const merged = new Map<string, ActorRollView["knowledge"][number]>();
    for (const k of itemInputs(items).knowledge) {
      if (!k.skill) continue;
      const key = knowledgeKey(k.name);
      const existing = merged.get(key);
      const value = (existing?.value ?? 0) + safeInt(k.value);
      merged.set(key, { id: existing?.id ?? k.id, name: existing?.name ?? k.name, skill: existing?.skill ?? k.skill, value, dice: 0 });
    }
    return [...merged.values()].map((k) => ({ ...k, dice: k.value + this.skills[k.skill] }));
  }

  override prepareDerivedData(): void {
    this.knowledge = this.knowledgeOf(this.parent?.items ?? []);
    this.resources = viewOf(this, this.resourceLimits(), this.protectionMax());
  }

  /** The resources a change starts from: the stored ones (effects are shown, never written back). */
  resourceState(): ResourceState {
    return stateOf(storedResources(this));
  }

  resourceLimits(): ResourceLimits {
    return {
      maxHealth: this.health.max,
      pools: { bonusDice: this.poolMax.bonusDice, rerolls: this.poolMax.rerolls, destinyDice: this.poolMax.destinyDice },
      maxArcana: this.arcana.max,
      maxStress: this.stress.max,
    };
  }

  protectionMax(): Record<ProtectionType, number> {
    return Object.fromEntries(PROTECTION_TYPES.map((type) => [type, this.protection[type]])) as Record<ProtectionType, number>;
  }

  restInput(): RestInput {
    const a = this.attributes;
    return {
      restDice: a.resistance + a.endurance + a.willpower,
      arcanaRestDice: a.charm + a.conscientiousness + a.willpower,
      stressTestDice: a.logic + a.willpower,
      minRoll: this.minRoll,
      magic: this.arcana.max > 0,
      horror: false,
      shocked: this.conditions.shocked,
    };
  }

  protectionPool(): Record<ProtectionType, number> {
    return protectionLeft(this.protectionMax(), this.protectionSpent);
  }

  concealmentValue(): number {
    return this.concealment;
  }

  /** Metres one action moves: from the typed Quickness, as a character's (RULES.md → Character). */
  movementReach(): MovementReach {
    return reachFromQuickness(this.attributes.quickness);
  }

  rollView(): ActorRollView {
    const resources = this.resources ?? viewOf(this, this.resourceLimits(), this.protectionMax());
    const pools = {} as Record<DicePoolKey, number>;
    for (const pool of POOLS) pools[pool] = resources.pools[pool].value;
    return {
      attributes: { ...this.attributes },
      skills: { ...this.skills },
      knowledge: this.knowledge ?? this.knowledgeOf(this.parent?.items ?? []),
      minRoll: this.minRoll,
      conditions: { ...this.conditions },
      pools,
      actions: { max: this.actions },
      evasion: this.evasion,
      health: { value: resources.health.value, max: resources.health.max, boosts: resources.boosts },
    };
  }
}
