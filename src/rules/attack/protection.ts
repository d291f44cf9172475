/**
 * Protection (RULES.md → Attacks and damage → Protection).
 *
 * Canonical **pool** variant: the defender spends typed units from the protection pool against each
 * attack. A normal unit stops a normal hit; a critical unit stops a critical or a normal hit; a
 * bleeding/poison/fire/shock unit stops a normal hit and prevents the attack's matching condition; a
 * sticky unit stops a normal hit and binds the attacker's weapon; a reflection unit stops a normal hit
 * and sends one back. Only critical units stop critical hits (rulebook "Kritische Treffer"). Against
 * piercing P the first P units spent stop nothing (and do nothing else).
 *
 * DEMONIC PROTECTION (issue 13, added by the appendix importer; minimal handling): the appendix's
 * letter D, "Schutz vor dämonischem Wirken" (protection against demonic influence). The rulebook
 * names it only in the armour tables' legend; our reading: a demonic unit stops a normal hit of a
 * demonic attack (`attack.demonic`: a demon's attack, demonic magic) and nothing else — against any
 * other attack it is never spent and never planned, nor eaten by piercing. The attacker marks an
 * attack demonic in the attack dialog; the attack card carries it to the protection dialog.
 *
 * Variant **flat**: protection is one number, hits stopped = max(0, protection − piercing), criticals
 * always get through.
 *
 * **Innate (lineage) protection** never runs out ("ohne dass sie sich erschöpfen, sie stehen bei jedem
 * Angriff zur Verfügung"): its units are available in full against every attack and are used before
 * the pool's units of the same type, but never taken from the pool.
 */
import { MAX_COUNT, attackScoreOf, count } from "../guard.ts";
import type { ProtectionType } from "../catalog/index.ts";
import { PROTECTION_TYPES } from "../catalog/index.ts";
import type { WeaponCondition } from "../items/vocabulary.ts";
import type { AttackScore } from "../dice/score.ts";
import { removeCriticals } from "./hits.ts";

/** World setting: which protection rule is used. */
export type ProtectionVariant = "pool" | "flat";

/** Units per protection type (missing types count as 0). */
export type ProtectionPool = Partial<Record<ProtectionType, number>>;

/** The condition each condition-protection unit prevents. */
export const PROTECTION_CONDITION: Readonly<Partial<Record<ProtectionType, WeaponCondition>>> = {
  bleeding: "bleeding",
  poison: "poisoned",
  fire: "burning",
  shock: "shocked",
};

/** What the protection is spent against. */
export interface ProtectionAttack extends AttackScore {
  /** The weapon's piercing; default 0. */
  piercing?: number;
  /** The conditions the weapon would inflict (X > 0 counts). */
  conditions?: Partial<Record<WeaponCondition, number>>;
  /** A demonic attack (a demon's attack, demonic magic): demonic protection units work against it. Default false. */
  demonic?: boolean;
}

/** What spending protection did. */
export interface ProtectionResult extends AttackScore {
  /** Units spent, in spending order (the first `wasted` were eaten by piercing). */
  spent: ProtectionType[];
  /** Units requested that could stop nothing and were therefore not spent. */
  notSpent: ProtectionType[];
  /** The pool afterwards (every type present); innate units are never taken from it. */
  remaining: Record<ProtectionType, number>;
  /** Units taken from the pool, per type (what the defender's pool loses). */
  fromPool: Record<ProtectionType, number>;
  /** Innate units used against this attack (they are not spent). */
  innateUsed: number;
  /** Units that stopped nothing because of piercing. */
  wasted: number;
  hitsStopped: number;
  criticalHitsStopped: number;
  /** Conditions of the attack that a matching unit prevented. */
  conditionsPrevented: WeaponCondition[];
  /** A sticky unit stopped a hit: the attacker's weapon is stuck (1 action to free it). */
  weaponBound: boolean;
  /** Hits sent back to the attacker by reflection units. */
  reflectedHits: number;
}

function fullPool(pool: ProtectionPool): Record<ProtectionType, number> {
  const out = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) out[type] = count(`protection.${type}`, pool[type] ?? 0);
  return out;
}

/**
 * 2026 character chapter → "Schutz": innate protection is spent like the other units and refills at
 * the start of each of the owner's own turns. Reading: the spent units of each innate type go back
 * down by up to the innate amount (innate units are spent first within their type). Returns the new
 * spent counts; nothing below 0.
 */
export function refillInnate(spent: ProtectionPool, innate: ProtectionPool): Record<ProtectionType, number> {
  const used = fullPool(spent);
  const own = fullPool(innate);
  const out = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) out[type] = Math.max(0, used[type] - own[type]);
  return out;
}

/** The units available against one attack: the pool plus the innate units. */
export function availableProtection(pool: ProtectionPool, innate: ProtectionPool = {}): Record<ProtectionType, number> {
  const a = fullPool(pool);
  const b = fullPool(innate);
  const out = {} as Record<ProtectionType, number>;
  for (const type of PROTECTION_TYPES) out[type] = a[type] + b[type];
  return out;
}

function carried(attack: ProtectionAttack, condition: WeaponCondition): boolean {
  return (attack.conditions?.[condition] ?? 0) > 0;
}

/**
 * Spend the given units in order against an attack (the defender's explicit choice). The first
 * `piercing` units are wasted. After that a critical unit stops a critical hit while any remain (the
 * worst megacritical first), otherwise a normal hit; every other unit stops a normal hit. A unit that
 * could stop nothing more is not spent (listed in `notSpent`). Innate units (`innate`) are used first
 * within their type and never leave the pool. Throws a RangeError when pool and innate units do not
 * hold the units.
 */
export function spendProtection(pool: ProtectionPool, attack: ProtectionAttack, spend: readonly ProtectionType[], innate: ProtectionPool = {}): ProtectionResult {
  const remaining = fullPool(pool);
  const free = fullPool(innate);
  const fromPool = fullPool({});
  let innateUsed = 0;
  const piercing = count("piercing", attack.piercing ?? 0);
  const score = attackScoreOf("attack", attack);
  let hits = score.hits;
  let extraWounds = score.extraWounds;
  if (spend.length > 2 * MAX_COUNT) throw new RangeError(`spendProtection: more than ${2 * MAX_COUNT} units to spend`);
  const result = {
    spent: [] as ProtectionType[],
    notSpent: [] as ProtectionType[],
    wasted: 0,
    hitsStopped: 0,
    criticalHitsStopped: 0,
    conditionsPrevented: [] as WeaponCondition[],
    weaponBound: false,
    reflectedHits: 0,
  };
  for (const unit of spend) {
    if (remaining[unit] + free[unit] <= 0) throw new RangeError(`spendProtection: no ${unit} protection unit left in the pool`);
    if (unit === "demonic" && attack.demonic !== true) {
      result.notSpent.push(unit);
      continue;
    }
    const stopsCritical = unit === "critical" && extraWounds.length > 0;
    const stopsNormal = !stopsCritical && hits > 0;
    const wasted = result.wasted < piercing;
    if (!wasted && !stopsCritical && !stopsNormal) {
      result.notSpent.push(unit);
      continue;
    }
    if (wasted && hits + extraWounds.length === 0) {
      result.notSpent.push(unit);
      continue;
    }
    if (free[unit] > 0) {
      free[unit]--;
      innateUsed++;
    } else {
      remaining[unit]--;
      fromPool[unit]++;
    }
    result.spent.push(unit);
    if (wasted) {
      result.wasted++;
      continue;
    }
    if (stopsCritical) {
      extraWounds = removeCriticals(extraWounds, 1);
      result.criticalHitsStopped++;
    } else {
      hits--;
      result.hitsStopped++;
    }
    const condition = PROTECTION_CONDITION[unit];
    if (condition && carried(attack, condition) && !result.conditionsPrevented.includes(condition)) {
      result.conditionsPrevented.push(condition);
    }
    if (unit === "sticky") result.weaponBound = true;
    if (unit === "reflection") result.reflectedHits++;
  }
  return { ...result, remaining, fromPool, innateUsed, hits, criticalHits: extraWounds.length, extraWounds };
}

/** Most hits the defender wants to stop (default: all). */
export interface ProtectionLimits {
  hits?: number;
  criticalHits?: number;
}

function take(from: Record<ProtectionType, number>, order: readonly ProtectionType[], count: number, into: ProtectionType[]): void {
  let left = count;
  for (const type of order) {
    while (left > 0 && from[type] > 0) {
      from[type]--;
      into.push(type);
      left--;
    }
  }
}

/**
 * An automatic spending plan that stops as many hits as possible, criticals first (they cannot be
 * stopped otherwise and may carry megacritical wounds), spending the cheapest units that still do the
 * job (our order, the rules leave it to the player):
 * - critical hits: critical units;
 * - normal hits: first one matching condition unit per condition the attack carries (it also prevents
 *   that condition), then normal, sticky, reflection, the other condition units, critical units last;
 * - piercing: the units eaten by piercing are taken from what is left, least useful first (normal,
 *   condition units the attack does not call for, sticky, reflection, critical).
 * Nothing is spent when the pool cannot get past the piercing. Innate units count in full (they are
 * used first by {@link spendProtection}). Feed the plan to {@link spendProtection}.
 */
export function planProtection(pool: ProtectionPool, attack: ProtectionAttack, limits: ProtectionLimits = {}, innate: ProtectionPool = {}): ProtectionType[] {
  const available = availableProtection(pool, innate);
  const demonic = attack.demonic === true;
  if (!demonic) available.demonic = 0;
  const piercing = count("piercing", attack.piercing ?? 0);
  const score = attackScoreOf("attack", attack);
  const wantCritical = Math.min(score.criticalHits, limits.criticalHits === undefined ? MAX_COUNT : count("limits.criticalHits", limits.criticalHits));
  const wantNormal = Math.min(score.hits, limits.hits === undefined ? MAX_COUNT : count("limits.hits", limits.hits));
  const total = PROTECTION_TYPES.reduce((sum, type) => sum + available[type], 0);
  if (wantCritical + wantNormal === 0 || total <= piercing) return [];
  const criticalStops = Math.min(wantCritical, available.critical, total - piercing);
  const normalStops = Math.min(wantNormal, total - piercing - criticalStops);
  if (criticalStops + normalStops === 0) return [];

  const critical: ProtectionType[] = [];
  take(available, ["critical"], criticalStops, critical);

  const normal: ProtectionType[] = [];
  const conditionUnits = (["bleeding", "poison", "fire", "shock"] as const).filter((type) => {
    const condition = PROTECTION_CONDITION[type];
    return condition !== undefined && carried(attack, condition);
  });
  for (const type of conditionUnits) if (normal.length < normalStops) take(available, [type], 1, normal);
  // Demonic units (only in the pool against a demonic attack) go first: they are good for nothing else.
  take(available, ["demonic", "normal", "sticky", "reflection", "bleeding", "poison", "fire", "shock", "critical"], normalStops - normal.length, normal);

  const wasted: ProtectionType[] = [];
  const unneeded = (["bleeding", "poison", "fire", "shock"] as const).filter((type) => !conditionUnits.includes(type));
  take(available, ["demonic", "normal", ...unneeded, "sticky", "reflection", ...conditionUnits, "critical"], piercing, wasted);
  return [...wasted, ...critical, ...normal];
}

/** Spend protection automatically: {@link planProtection} then {@link spendProtection}. */
export function applyProtection(pool: ProtectionPool, attack: ProtectionAttack, limits: ProtectionLimits = {}, innate: ProtectionPool = {}): ProtectionResult {
  return spendProtection(pool, attack, planProtection(pool, attack, limits, innate), innate);
}

/** The result of flat protection. */
export interface FlatProtectionResult extends AttackScore {
  hitsStopped: number;
}

/**
 * Flat protection (variant "flat"): stops max(0, protection − piercing) normal hits; criticals always
 * get through.
 */
export function applyFlatProtection(protection: number, attack: ProtectionAttack): FlatProtectionResult {
  const score = attackScoreOf("attack", attack);
  const stoppable = Math.max(0, count("protection", protection) - count("piercing", attack.piercing ?? 0));
  const hitsStopped = Math.min(score.hits, stoppable);
  return { hits: score.hits - hitsStopped, criticalHits: score.criticalHits, extraWounds: score.extraWounds, hitsStopped };
}

/** Optional armour damage: every 2 hits stopped by protection cost the armour 10 % condition (rounded down). */
export function armourDamagePercent(hitsStopped: number): number {
  return Math.floor(count("hitsStopped", hitsStopped) / 2) * 10;
}

/** The order chosen units are spent in: the least useful first, so piercing eats those (our order). */
export const SPEND_ORDER: readonly ProtectionType[] = ["demonic", "normal", "bleeding", "poison", "fire", "shock", "sticky", "reflection", "critical"];

/** Units per type (the protection dialog's numbers) as a spending list in {@link SPEND_ORDER}. */
export function spendListFromCounts(counts: ProtectionPool): ProtectionType[] {
  const out: ProtectionType[] = [];
  for (const type of SPEND_ORDER) for (let i = 0, n = count(`counts.${type}`, counts[type] ?? 0); i < n; i++) out.push(type);
  return out;
}

/** A spending list counted per type. */
export function countsOf(spend: readonly ProtectionType[]): Record<ProtectionType, number> {
  const out = fullPool({});
  for (const type of spend) out[type]++;
  return out;
}
