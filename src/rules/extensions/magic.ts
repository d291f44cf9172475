/**
 * Casting spells (RULES.md → Extensions → Magic; rulebook-de.md → Zauber ausführen, Nebeneffekte,
 * Magieniveau, Magie und Rüstungen). Casting dice = Spell Casting + the school's attribute; worn
 * heavy armour adds its encumbrance to the casting min roll; the arcana cost must be available and is
 * paid even when the spell fails; one success casts it and power = the spell's power + successes.
 * Side effects: exactly two dice whose first throw was 1 — and always at a magic level of 6 or more;
 * above 5 magic is chaotic (the GM decides how the spell turns out).
 */
import { count, whole } from "../guard.ts";
import { MAX_POOL } from "../dice/pool.ts";
import type { ActorRollView, SpellSchoolKey } from "../catalog/index.ts";
import type { CheckScore } from "../dice/score.ts";
import type { ArmorPiece } from "../items/armor.ts";
import { castingMinRollPenalty } from "../items/armor.ts";
import { canPayArcana, castingAttribute, castingDice } from "../items/spell.ts";
import type { SpellStats } from "../items/spell.ts";

/** Default magic level of a world (rulebook-de → Magieniveau). */
export const DEFAULT_MAGIC_LEVEL = 3;
/** Above this magic level magic is chaotic. */
export const CHAOTIC_ABOVE = 5;
/** From this magic level on every spell has side effects. */
export const ALWAYS_SIDE_EFFECTS_FROM = 6;

/** What a magic level does to every spell. */
export interface MagicLevelEffects {
  /** Above 5: magic is chaotic and unreliable; the GM decides how the spell works. */
  chaotic: boolean;
  /** 6 or more: every spell has side effects. */
  alwaysSideEffects: boolean;
}

/** The effects of a magic level (default 3: none). */
export function magicLevelEffects(magicLevel: number): MagicLevelEffects {
  return { chaotic: magicLevel > CHAOTIC_ABOVE, alwaysSideEffects: magicLevel >= ALWAYS_SIDE_EFFECTS_FROM };
}

/**
 * A check request in the shape the roll pipeline takes (`rollCheck(actor, request)` of
 * src/applications/roll-check.ts): the trait rolled plus the dice and min roll modifiers to preset.
 */
export interface ExtensionCheckRequest {
  kind: "attribute" | "skill";
  key: string;
  options: { diceModifier: number; minRollModifier: number };
}

/** What the caster brings to a casting. */
export interface CastingInput {
  /** The spell with its spell templates applied (`applySpellTemplates`). */
  spell: Pick<SpellStats, "school" | "arcanaCost" | "power">;
  /** The caster's attributes and skills (`rollView()`). */
  view: Pick<ActorRollView, "attributes" | "skills">;
  /** The caster's armour (worn heavy armour raises the min roll). */
  armor: readonly ArmorPiece[];
  /** Arcana the caster has left. */
  arcana: number;
  /** The magic level where the spell is cast (world setting, or the place's). */
  magicLevel: number;
  /** Half the caster's Biolast, rounded up: added to the min roll of its spells (RULES.md → Body modifications). */
  biolastMinRoll?: number;
}

/** A casting before it is rolled. */
export interface CastingRequest extends MagicLevelEffects {
  school: SpellSchoolKey;
  /** Spell Casting + the school's attribute (e.g. Luta: 1 + 5 = 6). */
  dice: number;
  /** The roll: Spell Casting with the school's attribute as extra dice and the armour's min roll. */
  check: ExtensionCheckRequest;
  /** Raise of the min roll by worn heavy armour. */
  armorMinRoll: number;
  arcanaCost: number;
  /** The caster has at least the arcana cost left; a spell cannot be cast otherwise. */
  canCast: boolean;
}

/** Everything needed to roll a casting (dice, min roll modifier, cost, whether it can be cast). */
export function castingRequest(input: CastingInput): CastingRequest {
  const school = input.spell.school;
  const attribute = castingAttribute(school);
  // Hostile numbers: a RangeError for NaN/Infinity, counts ≥ 0, values within the core's bounds.
  const attributeValue = whole(`attributes.${attribute}`, input.view.attributes[attribute]);
  const armorMinRoll = castingMinRollPenalty(input.armor);
  const arcanaCost = count("arcanaCost", input.spell.arcanaCost);
  const biolastMinRoll = count("biolastMinRoll", input.biolastMinRoll ?? 0);
  return {
    school,
    dice: Math.min(MAX_POOL, Math.max(0, castingDice(whole("skills.spellCasting", input.view.skills.spellCasting), attributeValue))),
    check: { kind: "skill", key: "spellCasting", options: { diceModifier: attributeValue, minRollModifier: armorMinRoll + biolastMinRoll } },
    armorMinRoll,
    arcanaCost,
    canCast: canPayArcana(whole("arcana", input.arcana), arcanaCost),
    ...magicLevelEffects(input.magicLevel),
  };
}

/** What a rolled casting did. */
export interface CastingOutcome extends MagicLevelEffects {
  /** At least one success. */
  success: boolean;
  successes: number;
  /** The spell's power + successes when cast; 0 when it failed. */
  power: number;
  /** Exactly two first throws of 1, or a magic level of 6+; on success and failure alike. */
  sideEffects: boolean;
  /** Arcana paid: the full cost, also on failure. */
  arcanaPaid: number;
}

/**
 * The outcome of a casting roll (book: 3,4,5,5,3,1 at 5+ with power 1 → 2 successes, power 3).
 * `score` is the core's scored check of the casting roll.
 */
export function castingOutcome(score: Pick<CheckScore, "successes" | "sideEffects">, spell: Pick<SpellStats, "power" | "arcanaCost">, magicLevel: number): CastingOutcome {
  const level = magicLevelEffects(magicLevel);
  const successes = count("successes", score.successes);
  const success = successes > 0;
  return {
    ...level,
    success,
    successes,
    power: success ? Math.max(0, whole("power", spell.power) + successes) : 0,
    sideEffects: score.sideEffects || level.alwaysSideEffects,
    arcanaPaid: count("arcanaCost", spell.arcanaCost),
  };
}

/** Cost of redirecting an own active spell to another target (one action and a Spell Casting roll). */
export const REDIRECT_ARCANA_COST = 1;
