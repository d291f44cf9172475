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
 * DEMONIC PROTECTION (letter D, "Schutz vor dämonischem Wirken" / "Protection against demonic
 * influence"): how it works is a ruleset value ({@link DemonicProtection}, `ruleset.combat.demonicProtection`).
 * - 2026 (gear chapter → Ausrüstung → Schutz: "Verhindert einen Treffer, oder drei Treffer dämonischen
 *   Ursprungs"): a D unit stops one normal hit of any attack, or up to three normal hits of a demonic
 *   attack (`attack.demonic`: a demon's attack, demonic magic). Only critical units stop criticals,
 *   so D stops normal hits only (EDITION-2026 GEA-1 reading).
 * - 2025: the book has no D (EDITION-2026 GEA-1: "NEW protection type"); the appendix's armour still
 *   carries D units. Our reading, kept from before: a D unit stops one normal hit of a demonic attack
 *   and nothing else — against any other attack it is never spent and never planned.
 * The attacker marks an attack demonic in the attack dialog; the attack card carries it to the
 * protection dialog.
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

/**
 * How protection against demonic influence (D) works in a ruleset: whether a D unit stops a hit of an
 * attack that is not demonic, and how many normal hits of a demonic attack one unit stops.
 */
export interface DemonicProtection {
  /** A D unit stops one normal hit of any attack (2026), not only of a demonic one (2025, our reading). */
  anyAttack: boolean;
  /** Normal hits of a demonic attack one D unit stops (2026: 3; 2025: 1, our reading). */
  demonicHits: number;
}

/** 2025: the book has no D; our reading of the appendix's D units — one hit of a demonic attack only. */
export const DEMONIC_PROTECTION_2025: Readonly<DemonicProtection> = { anyAttack: false, demonicHits: 1 };
/** 2026 gear chapter → Schutz: "Verhindert einen Treffer, oder drei Treffer dämonischen Ursprungs." */
export const DEMONIC_PROTECTION_2026: Readonly<DemonicProtection> = { anyAttack: true, demonicHits: 3 };

/** The D rules a caller passes: the value itself or a ruleset that holds it (`ruleset.combat.demonicProtection`). */
export type DemonicProtectionSource = DemonicProtection | { combat: { demonicProtection: DemonicProtection } };

function demonicRules(source: DemonicProtectionSource | undefined): DemonicProtection {
  if (source === undefined) return DEMONIC_PROTECTION_2025;
  const rules = "combat" in source ? source.combat.demonicProtection : source;
  return { anyAttack: rules.anyAttack === true, demonicHits: Math.max(1, count("demonicProtection.demonicHits", rules.demonicHits)) };
}

/** Normal hits one D unit stops against this attack (0: it cannot be spent against it). */
export function demonicHitsPerUnit(attack: Pick<ProtectionAttack, "demonic">, rules: DemonicProtectionSource = DEMONIC_PROTECTION_2025): number {
  const r = demonicRules(rules);
  if (attack.demonic === true) return r.demonicHits;
  return r.anyAttack ? 1 : 0;
}

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
 * could stop nothing more is not spent (listed in `notSpent`). A D unit stops as many normal hits as
 * `demonicProtection` gives against this attack (none: it is not spent). Innate units (`innate`) are
 * used first within their type and never leave the pool. Throws a RangeError when pool and innate units do not
 * hold the units.
 */
export function spendProtection(
  pool: ProtectionPool,
  attack: ProtectionAttack,
  spend: readonly ProtectionType[],
  innate: ProtectionPool = {},
  demonicProtection: DemonicProtectionSource = DEMONIC_PROTECTION_2025,
): ProtectionResult {
  const perDemonicUnit = demonicHitsPerUnit(attack, demonicProtection);
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
    if (unit === "demonic" && perDemonicUnit === 0) {
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
      const stops = unit === "demonic" ? Math.min(perDemonicUnit, hits) : 1;
      hits -= stops;
      result.hitsStopped += stops;
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
 *   that condition); against a demonic attack the D units that stop their full count of hits; then
 *   normal, sticky, reflection, the other condition units, D units (2026: they stop one hit of any
 *   attack), critical units last; a D unit also takes the last one or two hits of a demonic attack
 *   when the other units cannot;
 * - piercing: the units eaten by piercing are taken from what is left, least useful first (normal,
 *   condition units the attack does not call for, D units that stop one hit here, sticky, reflection,
 *   critical).
 * Nothing is spent when the pool cannot get past the piercing. Innate units count in full (they are
 * used first by {@link spendProtection}). Feed the plan to {@link spendProtection} with the same
 * `demonicProtection` (the ruleset's; default: the 2025 reading).
 */
export function planProtection(
  pool: ProtectionPool,
  attack: ProtectionAttack,
  limits: ProtectionLimits = {},
  innate: ProtectionPool = {},
  demonicProtection: DemonicProtectionSource = DEMONIC_PROTECTION_2025,
): ProtectionType[] {
  const available = availableProtection(pool, innate);
  const perDemonicUnit = demonicHitsPerUnit(attack, demonicProtection);
  if (perDemonicUnit === 0) available.demonic = 0;
  const piercing = count("piercing", attack.piercing ?? 0);
  const score = attackScoreOf("attack", attack);
  const wantCritical = Math.min(score.criticalHits, limits.criticalHits === undefined ? MAX_COUNT : count("limits.criticalHits", limits.criticalHits));
  const wantNormal = Math.min(score.hits, limits.hits === undefined ? MAX_COUNT : count("limits.hits", limits.hits));
  const total = PROTECTION_TYPES.reduce((sum, type) => sum + available[type], 0);
  if (wantCritical + wantNormal === 0 || total <= piercing) return [];
  // Units that can stop something once piercing has eaten its share.
  let budget = total - piercing;
  const oneHitUnits = (a: Record<ProtectionType, number>): number => PROTECTION_TYPES.reduce((sum, type) => sum + (type === "demonic" ? 0 : a[type]), 0);
  /** The most normal hits (of `hits`) that `units` units of `a` can stop: D units first, they stop the most. */
  const maxStops = (a: Record<ProtectionType, number>, units: number, hits: number): number => {
    const d = perDemonicUnit > 0 ? Math.min(a.demonic, units) : 0;
    return Math.min(hits, perDemonicUnit * d + Math.min(oneHitUnits(a), units - d));
  };

  // Criticals first, but never at the cost of more hits stopped (a D unit may stop three where a critical unit stops one).
  let criticalStops = 0;
  let bestTotal = -1;
  for (let x = Math.min(wantCritical, available.critical, budget); x >= 0; x--) {
    const stops = x + maxStops({ ...available, critical: available.critical - x }, budget - x, wantNormal);
    if (stops > bestTotal) {
      bestTotal = stops;
      criticalStops = x;
    }
  }
  const critical: ProtectionType[] = [];
  take(available, ["critical"], criticalStops, critical);
  budget -= criticalStops;

  const normal: ProtectionType[] = [];
  const target = maxStops(available, budget, wantNormal);
  let stopped = 0;
  const gain = (type: ProtectionType): number => (type === "demonic" ? Math.min(perDemonicUnit, wantNormal - stopped) : 1);
  /** The fewest units of `a` that stop `hits` normal hits (D units first: they stop the most). */
  const fewestUnits = (a: Record<ProtectionType, number>, hits: number): number => {
    if (hits <= 0) return 0;
    const d = perDemonicUnit > 0 ? Math.min(a.demonic, Math.ceil(hits / perDemonicUnit)) : 0;
    return d + Math.max(0, hits - perDemonicUnit * d);
  };
  /**
   * Spending one unit of `type` now still lets the plan stop `target` hits (and, with `fewest`, with
   * no more units than needed).
   */
  const keepsTarget = (type: ProtectionType, fewest = true): boolean => {
    if (available[type] <= 0 || budget <= 0 || stopped >= target) return false;
    const g = gain(type);
    const after = { ...available, [type]: available[type] - 1 };
    if (stopped + g + maxStops(after, budget - 1, wantNormal - stopped - g) < target) return false;
    return !fewest || 1 + fewestUnits(after, target - stopped - g) <= fewestUnits(available, target - stopped);
  };
  const spendOne = (type: ProtectionType): void => {
    stopped += gain(type);
    available[type]--;
    normal.push(type);
    budget--;
  };
  const conditionUnits = (["bleeding", "poison", "fire", "shock"] as const).filter((type) => {
    const condition = PROTECTION_CONDITION[type];
    return condition !== undefined && carried(attack, condition);
  });
  // One matching condition unit per condition carried, wherever it costs no hit stopped.
  for (const type of conditionUnits) if (keepsTarget(type, false)) spendOne(type);
  // Against a demonic attack a D unit is at its best: spend those that stop their full count.
  if (perDemonicUnit > 1) while (wantNormal - stopped >= perDemonicUnit && keepsTarget("demonic")) spendOne("demonic");
  const order: ProtectionType[] =
    perDemonicUnit > 1 || (demonicRules(demonicProtection).anyAttack && attack.demonic !== true)
      ? ["normal", "sticky", "reflection", "bleeding", "poison", "fire", "shock", "demonic", "critical"]
      : // 2025 reading: D units (only here against a demonic attack) go first, they are good for nothing else.
        ["demonic", "normal", "sticky", "reflection", "bleeding", "poison", "fire", "shock", "critical"];
  while (stopped < target) {
    const type = order.find((candidate) => keepsTarget(candidate));
    if (type === undefined) break;
    spendOne(type);
  }
  if (critical.length + normal.length === 0) return [];

  const wasted: ProtectionType[] = [];
  const unneeded = (["bleeding", "poison", "fire", "shock"] as const).filter((type) => !conditionUnits.includes(type));
  const wasteOrder: ProtectionType[] =
    perDemonicUnit > 1
      ? ["normal", ...unneeded, "sticky", "reflection", ...conditionUnits, "critical", "demonic"]
      : perDemonicUnit === 1 && attack.demonic === true
        ? ["demonic", "normal", ...unneeded, "sticky", "reflection", ...conditionUnits, "critical"]
        : ["normal", ...unneeded, "demonic", "sticky", "reflection", ...conditionUnits, "critical"];
  take(available, wasteOrder, piercing, wasted);
  return [...wasted, ...critical, ...normal];
}

/** Spend protection automatically: {@link planProtection} then {@link spendProtection}. */
export function applyProtection(
  pool: ProtectionPool,
  attack: ProtectionAttack,
  limits: ProtectionLimits = {},
  innate: ProtectionPool = {},
  demonicProtection: DemonicProtectionSource = DEMONIC_PROTECTION_2025,
): ProtectionResult {
  return spendProtection(pool, attack, planProtection(pool, attack, limits, innate, demonicProtection), innate, demonicProtection);
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

/**
 * The order chosen units are spent in against this attack: {@link SPEND_ORDER}, except that D units
 * go last when they stop more than one hit here (2026, a demonic attack), so piercing eats them last.
 */
export function spendOrderFor(attack: Pick<ProtectionAttack, "demonic">, demonicProtection: DemonicProtectionSource = DEMONIC_PROTECTION_2025): readonly ProtectionType[] {
  return demonicHitsPerUnit(attack, demonicProtection) > 1 ? [...SPEND_ORDER.filter((type) => type !== "demonic"), "demonic"] : SPEND_ORDER;
}

/** Units per type (the protection dialog's numbers) as a spending list in `order` (default {@link SPEND_ORDER}; see {@link spendOrderFor}). */
export function spendListFromCounts(counts: ProtectionPool, order: readonly ProtectionType[] = SPEND_ORDER): ProtectionType[] {
  const out: ProtectionType[] = [];
  for (const type of order) for (let i = 0, n = count(`counts.${type}`, counts[type] ?? 0); i < n; i++) out.push(type);
  return out;
}

/** A spending list counted per type. */
export function countsOf(spend: readonly ProtectionType[]): Record<ProtectionType, number> {
  const out = fullPool({});
  for (const type of spend) out[type]++;
  return out;
}
