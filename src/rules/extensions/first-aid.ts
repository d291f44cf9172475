/**
 * First aid (RULES.md → Wounds, healing, rest; rulebook-de.md → Erste Hilfe, Heilung, Blutend,
 * Sterbend). First aid needs supplies (bandages …). A successful roll heals half its successes,
 * rounded up, and stops bleeding; with the variant "boosts" it gives that many boosts instead of
 * healing wounds. A supply item with charges loses one charge per successful use.
 */
import type { Charges } from "../items/gear.ts";
import { canUse, chargesAfterUse } from "../items/gear.ts";
import { addBoost, heal, isDying, removeCondition, stabilizes } from "../character/resources.ts";
import type { ResourceLimits, ResourceState } from "../character/types.ts";
import { safeInt } from "../character/explained.ts";
import { MAX_COUNT } from "../guard.ts";
import type { ExtensionCheckRequest } from "./magic.ts";

/**
 * The roll of first aid: the First Aid skill (base Conscientiousness); `biolastMinRoll` is half the
 * patient's Biolast, rounded up (RULES.md → Body modifications: every healing of the patient).
 */
export function firstAidCheck(biolastMinRoll = 0): ExtensionCheckRequest {
  return { kind: "skill", key: "firstAid", options: { diceModifier: 0, minRollModifier: whole(biolastMinRoll) } };
}

/** What first aid restores: wounds (canonical) or boosts (variant "boosts"). */
export type FirstAidVariant = "heal" | "boosts";

/** What a first-aid roll achieves on the patient. */
export interface FirstAidOutcome {
  /** At least one success. */
  success: boolean;
  /** Wounds to heal: ceil(successes / 2) with the canonical rule, else 0. */
  wounds: number;
  /** Boosts to give: ceil(successes / 2) with the variant "boosts", else 0. */
  boosts: number;
  /** Bleeding ends (the patient is bandaged) on any success, with both variants. */
  stopsBleeding: boolean;
  /**
   * The patient is dying and the successes of this one roll reach the Dying counter: Dying ends
   * (stabilised, rulebook-de → Sterbend). Fewer successes heal but leave the patient Dying.
   */
  stabilizes: boolean;
  /** The patient is dying and stays dying after this roll (too few successes). */
  stillDying: boolean;
  /** The supply item loses one charge (only a successful use costs a charge). */
  usesCharge: boolean;
}

/** A count: whole, 0 … the core's largest count (NaN and Infinity count 0). */
function whole(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_COUNT, Math.max(0, Math.trunc(n))) : 0;
}

/** Half the successes, rounded up: 1 → 1, 2 → 1, 3 → 2, 4 → 2, 5 → 3. */
export function firstAidAmount(successes: number): number {
  return Math.ceil(whole(successes) / 2);
}

/**
 * The outcome of a first-aid roll with `successes` on a patient whose Dying counter is `dying`
 * (0 when not dying). No success: nothing happens and no charge is used.
 */
export function firstAidOutcome(successes: number, variant: FirstAidVariant = "heal", dying = 0): FirstAidOutcome {
  const s = whole(successes);
  const amount = firstAidAmount(s);
  const success = s > 0;
  return {
    success,
    wounds: variant === "heal" ? amount : 0,
    boosts: variant === "boosts" ? amount : 0,
    stopsBleeding: success,
    stabilizes: stabilizes(dying, s),
    stillDying: isDying(dying) && !stabilizes(dying, s),
    usesCharge: success,
  };
}

/** The patient's resources after first aid: wounds healed (or boosts given), bleeding and — when stabilised — dying removed. */
export function stateAfterFirstAid(state: ResourceState, limits: ResourceLimits, outcome: FirstAidOutcome): ResourceState {
  let next = heal(saneState(state), limits, outcome.wounds);
  if (outcome.boosts > 0) next = addBoost(next, outcome.boosts);
  if (outcome.stopsBleeding) next = removeCondition(next, "bleeding");
  if (outcome.stabilizes) next = removeCondition(next, "dying");
  return next;
}

/** A count of the state as the resources read it: whole, ≥ 0 (a stored NaN or Infinity counts 0). */
const stateCount = (n: number): number => Math.max(0, safeInt(n));

/** The state with every count whole and ≥ 0, as the resources functions read them. */
function saneState(state: ResourceState): ResourceState {
  const counts = <K extends string>(record: Record<K, number>): Record<K, number> =>
    Object.fromEntries(Object.entries<number>(record).map(([key, n]) => [key, stateCount(n)])) as Record<K, number>;
  return {
    ...state,
    wounds: stateCount(state.wounds),
    boosts: stateCount(state.boosts),
    poolsSpent: counts(state.poolsSpent),
    arcanaSpent: stateCount(state.arcanaSpent),
    stress: stateCount(state.stress),
    ticks: stateCount(state.ticks),
    conditions: counts(state.conditions),
  };
}

/** Charges as counts: whole, ≥ 0 (a stored NaN or Infinity counts 0). */
function saneCharges(charges: Charges): Charges {
  return { value: stateCount(charges.value), max: stateCount(charges.max) };
}

/** Whether a supply item can serve: it has no charges (not used up) or at least one is left. */
export function hasSupplies(charges: Charges): boolean {
  return canUse(saneCharges(charges));
}

/** The supply's charges after the roll: one fewer after a successful use, unchanged otherwise. */
export function suppliesAfter(charges: Charges, outcome: FirstAidOutcome): Charges {
  const sane = saneCharges(charges);
  return outcome.usesCharge ? chargesAfterUse(sane) : sane;
}
