/**
 * The last steps of an attack in one call (RULES.md → Attacks and damage): protection (pool or flat
 * variant), then wounds and conditions. Cover, dodge and parry come before and need rolls or choices;
 * run them with cover.ts / defence.ts and pass what is left.
 */
import { attackScoreOf, count } from "../guard.ts";
import type { AttackScore } from "../dice/score.ts";
import type { WeaponCondition } from "../items/vocabulary.ts";
import type { DemonicProtection, ProtectionLimits, ProtectionPool, ProtectionResult } from "./protection.ts";
import { applyFlatProtection, armourDamagePercent, planProtection, spendProtection } from "./protection.ts";
import type { ProtectionType } from "../catalog/index.ts";
import type { WeaponDamage } from "./wounds.ts";
import { woundsDealt } from "./wounds.ts";
import type { FoeTraits } from "../foes/traits.ts";
import { applyFoeTraits } from "../foes/traits.ts";

/** How the defender's protection is used. */
export type ProtectionChoice =
  | { variant: "pool"; pool: ProtectionPool; spend?: readonly ProtectionType[]; limits?: ProtectionLimits; innate?: ProtectionPool }
  | { variant: "flat"; value: number }
  | { variant: "none" };

/** Input of {@link resolveDamage}. */
export interface DamageInput {
  /** Hits left after cover, dodge and parry. */
  hits: AttackScore;
  /** The weapon's piercing, wounds per hit and conditions. */
  weapon: WeaponDamage & { piercing?: number; demonic?: boolean };
  protection: ProtectionChoice;
  /** K.O. or disarming attacks deal no wounds (cover and protection still apply). */
  noWounds?: boolean;
  /** A foe defender's resistances and weaknesses (rules/foes/traits.ts). */
  traits?: FoeTraits | null;
  /** How D units work (the world's ruleset `combat.demonicProtection`; absent: the 2025 reading). */
  demonicProtection?: DemonicProtection;
  /** The optional armour damage rule is on (the world's ruleset; absent: off, no armour is damaged). */
  armourDamage?: boolean;
}

/** Everything the attack does to the defender (and back to the attacker). */
export interface DamageResult {
  /** Hits that got through protection. */
  through: AttackScore;
  hitsStopped: number;
  criticalHitsStopped: number;
  /** Pool variant only: the spending, the pool afterwards, reflection and binding. */
  pool: ProtectionResult | null;
  wounds: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  conditionsPrevented: WeaponCondition[];
  /** Conditions a foe's resistance kept off, and those its weakness raised. */
  conditionsResisted?: WeaponCondition[];
  conditionsRaised?: WeaponCondition[];
  weaponBound: boolean;
  reflectedHits: number;
  /** Optional armour damage rule: condition lost by the armour, in percent (0 while the rule is off). */
  armourDamagePercent: number;
}

/**
 * Protection then wounds: the pool variant spends the given units (or an automatic plan), the flat
 * variant stops max(0, protection − piercing) normal hits; every hit through deals the weapon's wounds
 * plus megacritical extras and the weapon's conditions unless prevented.
 */
export function resolveDamage(input: DamageInput): DamageResult {
  const piercing = count("piercing", input.weapon.piercing ?? 0);
  const attack = { ...attackScoreOf("hits", input.hits), piercing, conditions: input.weapon.conditions, demonic: input.weapon.demonic === true };
  let through: AttackScore;
  let pool: ProtectionResult | null = null;
  let hitsStopped = 0;
  let criticalHitsStopped = 0;
  const choice = input.protection;
  if (choice.variant === "pool") {
    const demonic = input.demonicProtection;
    pool = spendProtection(choice.pool, attack, choice.spend ?? planProtection(choice.pool, attack, choice.limits, choice.innate, demonic), choice.innate, demonic);
    through = { hits: pool.hits, criticalHits: pool.criticalHits, extraWounds: pool.extraWounds };
    hitsStopped = pool.hitsStopped;
    criticalHitsStopped = pool.criticalHitsStopped;
  } else if (choice.variant === "flat") {
    const flat = applyFlatProtection(choice.value, attack);
    through = { hits: flat.hits, criticalHits: flat.criticalHits, extraWounds: flat.extraWounds };
    hitsStopped = flat.hitsStopped;
  } else {
    through = attackScoreOf("hits", input.hits);
  }
  const prevented = pool?.conditionsPrevented ?? [];
  const dealt = input.noWounds ? { wounds: 0, conditions: {} } : woundsDealt(through, input.weapon, prevented);
  const traits = input.traits ? applyFoeTraits(dealt.conditions, input.traits) : null;
  return {
    through,
    hitsStopped,
    criticalHitsStopped,
    pool,
    wounds: dealt.wounds,
    conditions: traits ? traits.conditions : dealt.conditions,
    conditionsPrevented: prevented,
    ...(traits && traits.resisted.length > 0 ? { conditionsResisted: traits.resisted } : {}),
    ...(traits && traits.raised.length > 0 ? { conditionsRaised: traits.raised } : {}),
    weaponBound: pool?.weaponBound ?? false,
    reflectedHits: pool?.reflectedHits ?? 0,
    armourDamagePercent: input.armourDamage === true ? armourDamagePercent(hitsStopped + criticalHitsStopped) : 0,
  };
}
