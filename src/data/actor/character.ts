/**
 * The `character` actor type (issue 4; RULES.md → Character, Wounds, Extensions). Stores only what a
 * user sets — wounds, boosts, spent dice, spent arcana and spell points, stress and ticks, favor,
 * awarded reputation, the career record, condition counters, currency, biography. Attributes,
 * skills, knowledge dice, maxima, evasion, protection, movement, career points and reputation are
 * derived in `prepareDerivedData` by the character core from the lineage, templates and items.
 */
import type { ActorRollView, DicePoolKey } from "../../rules/catalog/index.ts";
import type { ProtectionType } from "../../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../rules/catalog/index.ts";
import type { CharacterDerived, CharacterInput, ResourceLimits, ResourceState, RestInput } from "../../rules/character/index.ts";
import { CURRENT_DATA_VERSION, deriveCharacter, migrateActorSystemInPlace, restMinRoll } from "../../rules/character/index.ts";
import { boolField, conditionsField, counterField, intField, protectionField, textField } from "./fields.ts";
import type { ItemLike } from "./item-inputs.ts";
import { itemInputs } from "./item-inputs.ts";
import { activeEffectInputs } from "./effect-inputs.ts";
import type { ResourceModel, ResourceView } from "./resources.ts";
import { POOLS, protectionLeft, stateOf, storedResources, viewOf } from "./resources.ts";
import { worldContext } from "./world-context.ts";
import { knowledgeLinks } from "./knowledge-links.ts";
import { currentRuleset } from "../ruleset.ts";
import type { MovementReach } from "../../rules/combat/index.ts";

const { ArrayField, HTMLField, SchemaField, StringField } = foundry.data.fields;

function poolsField() {
  return new SchemaField({
    bonusDice: new SchemaField({ spent: counterField() }),
    rerolls: new SchemaField({ spent: counterField() }),
    destinyDice: new SchemaField({ spent: counterField() }),
  });
}

/** The stored resources both actor types share (same paths, see resources.ts). */
export function sharedResourceFields() {
  return {
    health: new SchemaField({ wounds: counterField(), boosts: counterField() }),
    pools: poolsField(),
    arcana: new SchemaField({ spent: counterField() }),
    stress: new SchemaField({ value: counterField(), ticks: counterField() }),
    conditions: conditionsField(),
    protectionSpent: protectionField(),
  };
}

function characterSchema() {
  return {
    ...sharedResourceFields(),
    /** Spell points spent outside the spell items on the sheet (learned spells count by themselves). */
    spellPoints: new SchemaField({ spent: counterField() }),
    /**
     * Horror of the 2026 edition (src/rules/extensions/dread.ts): base stress, gripped by dread (one
     * state), the last dread effect and its hours, and the quirks the player still has to choose —
     * the one part both editions use (2025: a tick at max stress, src/documents/actor-tick.ts; 2026:
     * a failed dread resolution). The rest is unused and kept as stored in the 2025 edition.
     */
    dread: new SchemaField({
      baseStress: counterField(),
      gripped: boolField(false),
      effect: textField(""),
      hours: counterField(),
      quirksOwed: counterField(),
    }),
    /** Favor of the gods (pantheon); starts at 0, may go negative. */
    favor: intField(0, { min: -999, max: 999 }),
    /** Reputation the GM awarded. Reputation from leftover career points is in `career`. */
    reputation: new SchemaField({ awarded: intField(0, { min: 0, max: 99999 }) }),
    career: new SchemaField({
      /** Character creation is finished ("finish creation"). */
      finished: boolField(false),
      /** Templates present at "finish creation": they stay paid with career points. */
      creationTemplateIds: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
      /** Career points turned into reputation at "finish creation". */
      convertedPoints: intField(0, { min: 0, max: 9999 }),
    }),
    currency: intField(0, { min: 0, max: 999_999_999 }),
    /** The smaller coin beside `currency` where the world book has one (2026 Tirakan: Deut, 100 to the Gulden; rules/items/currency.ts). */
    currencyMinor: intField(0, { min: 0, max: 99 }),
    biography: new HTMLField({ required: true, nullable: false, blank: true, initial: "" }),
  };
}
export type CharacterSchema = ReturnType<typeof characterSchema>;

/** System data of the `character` actor type. */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> implements ResourceModel {
  /** Every derived value with its explanation (for sheets and tooltips). */
  declare derived: CharacterDerived;
  /** Current resources (`resources.health` etc. are the token bars). */
  declare resources: ResourceView;

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  /** Reads sources of any older schema version in place (see rules/character/migration.ts). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = migrateActorSystemInPlace("character", source, 0);
    // Foundry migrates the source in place and returns it (Foundry 14's types say only `object`).
    super.migrateData(migrated);
    return migrated;
  }

  /** The schema version this model writes. */
  static readonly dataVersion = CURRENT_DATA_VERSION;

  /** The character core's input: this actor's items, career record and the world's settings. */
  characterInput(items: Iterable<ItemLike> = this.parent?.items ?? []): CharacterInput {
    return {
      ...itemInputs(items),
      career: {
        finished: this.career.finished,
        creationTemplateIds: [...this.career.creationTemplateIds],
        convertedPoints: this.career.convertedPoints,
        reputationAwarded: this.reputation.awarded,
      },
      spellPointsSpent: this.spellPoints.spent,
      context: worldContext(),
      knowledgeLinks: knowledgeLinks(),
      effects: activeEffectInputs(this.parent),
      ruleset: currentRuleset(),
    };
  }

  override prepareDerivedData(): void {
    this.derived = deriveCharacter(this.characterInput());
    this.resources = viewOf(this, this.resourceLimits(), this.protectionMax());
  }

  /** The resources a change starts from: the stored ones (effects are shown, never written back). */
  resourceState(): ResourceState {
    return stateOf(storedResources(this));
  }

  /** The resources as the sheet shows them: stored + Active Effects. */
  shownResourceState(): ResourceState {
    return stateOf(this);
  }

  resourceLimits(): ResourceLimits {
    const d = this.derived ?? deriveCharacter(this.characterInput());
    return {
      maxHealth: d.maxHealth.value,
      pools: { bonusDice: d.pools.bonusDice.value, rerolls: d.pools.rerolls.value, destinyDice: d.pools.destinyDice.value },
      maxArcana: d.maxArcana.value,
      maxStress: d.maxStress.value,
    };
  }

  protectionMax(): Record<ProtectionType, number> {
    const d = this.derived ?? deriveCharacter(this.characterInput());
    return Object.fromEntries(PROTECTION_TYPES.map((type) => [type, d.protection[type].value])) as Record<ProtectionType, number>;
  }

  restInput(): RestInput {
    const input = this.characterInput();
    const d = this.derived ?? deriveCharacter(input);
    return {
      restDice: d.restDice.value,
      arcanaRestDice: d.arcanaRestDice.value,
      stressTestDice: d.stressTestDice.value,
      minRoll: restMinRoll(d.minRoll.value, input.templates),
      magic: (d.magic.extension || (input.ruleset?.magic.enabled ?? false)) && d.magic.caster,
      horror: d.horror,
      shocked: this.conditions.shocked,
    };
  }

  protectionPool(): Record<ProtectionType, number> {
    return protectionLeft(this.protectionMax(), this.protectionSpent);
  }

  concealmentValue(): number {
    return (this.derived ?? deriveCharacter(this.characterInput())).concealment.value;
  }

  /** Metres one action moves walking, running and crawling: the derived movement (RULES.md → Character). */
  movementReach(): MovementReach {
    const { walk, run, crawl } = (this.derived ?? deriveCharacter(this.characterInput())).movement;
    return { walk: walk.value, run: run.value, crawl: crawl.value };
  }

  /** What rolls, combat and sheets read (catalog/index.ts). */
  rollView(): ActorRollView {
    const d = this.derived ?? deriveCharacter(this.characterInput());
    const resources = this.resources ?? viewOf(this, this.resourceLimits(), this.protectionMax());
    const attributes = Object.fromEntries(Object.entries(d.attributes).map(([key, e]) => [key, e.value])) as ActorRollView["attributes"];
    const skills = Object.fromEntries(Object.entries(d.skills).map(([key, e]) => [key, e.value])) as ActorRollView["skills"];
    const pools = {} as Record<DicePoolKey, number>;
    for (const pool of POOLS) pools[pool] = resources.pools[pool].value;
    return {
      attributes,
      skills,
      knowledge: d.knowledge.flatMap((k) => (k.skill ? [{ id: k.id, name: k.name, skill: k.skill, value: k.value.value, dice: k.dice.value }] : [])),
      minRoll: d.minRoll.value,
      conditions: { ...this.conditions },
      pools,
      actions: { max: d.actions.value },
      evasion: d.evasion.value,
      health: { value: resources.health.value, max: resources.health.max, boosts: resources.boosts },
    };
  }
}
