/**
 * Phase Six conditions as Foundry status effects (RULES.md → Combat → Conditions): one status per
 * condition key of the catalog, labelled `PHASESIX.Condition.<key>`, plus the core statuses that
 * drive Foundry mechanics (dead = defeated, invisible, blind). The counter lives on the actor
 * (`system.conditions.<key>`); sync.ts keeps the effects in step with it.
 */
import type { ConditionKey } from "../rules/catalog/index.ts";
import { CONDITIONS } from "../rules/catalog/index.ts";

/** Icons of the conditions (Foundry core icons). Each is distinct, so a token icon names its condition. */
export const CONDITION_ICONS: Record<ConditionKey, string> = {
  dying: "icons/svg/downgrade.svg",
  unconscious: "icons/svg/unconscious.svg",
  shocked: "icons/svg/daze.svg",
  burning: "icons/svg/fire.svg",
  bleeding: "icons/svg/blood.svg",
  poisoned: "icons/svg/poison.svg",
  hunkered: "icons/svg/falling.svg",
};

/** Core statuses kept because Foundry's own mechanics use them. */
export const KEPT_CORE_STATUSES = ["dead", "invisible", "blind"] as const;

/**
 * The static `_id` of each status's effect (16 letters and digits, as Foundry's ids): toggling a
 * status finds its effect by this id, and the effect an actor gets for a condition always has it.
 * Never change one: effects stored in worlds carry them.
 */
export const STATUS_EFFECT_IDS: Record<ConditionKey | (typeof KEPT_CORE_STATUSES)[number], string> = {
  dying: "phasesixDying000",
  unconscious: "phasesixUnconsci",
  shocked: "phasesixShocked0",
  burning: "phasesixBurning0",
  bleeding: "phasesixBleeding",
  poisoned: "phasesixPoisoned",
  hunkered: "phasesixHunkered",
  dead: "phasesixDead0000",
  invisible: "phasesixInvisibl",
  blind: "phasesixBlind000",
};

/** The status id of a condition (the catalog key itself). */
export function isConditionStatus(id: string): id is ConditionKey {
  return (CONDITIONS as readonly string[]).includes(id);
}

/** The condition an effect icon stands for, or null. */
export function conditionForIcon(src: string): ConditionKey | null {
  for (const key of CONDITIONS) if (CONDITION_ICONS[key] === src) return key;
  return null;
}

/** One status effect entry. */
export interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
  /** The static id of the status's effect. */
  _id?: string;
}

/** The Phase Six status list: the conditions in catalog order, then the kept core statuses, each with its static `_id`. */
export function phaseSixStatusEffects(core: readonly StatusEffectEntry[]): StatusEffectEntry[] {
  const conditions = CONDITIONS.map((key) => ({ id: key, _id: STATUS_EFFECT_IDS[key], name: `PHASESIX.Condition.${key}`, img: CONDITION_ICONS[key] }));
  const kept = KEPT_CORE_STATUSES.flatMap((id) => {
    const entry = core.find((e) => e.id === id);
    return entry ? [{ ...entry, _id: STATUS_EFFECT_IDS[id] }] : [];
  });
  return [...conditions, ...kept];
}

/** What to do with a condition's status effect so it matches the actor's counter. */
export type EffectSync = { action: "none" } | { action: "create"; name: string } | { action: "delete" } | { action: "rename"; name: string };

/** The effect's name for a counter value: "Bleeding 2". */
export function conditionEffectName(label: string, value: number): string {
  return `${label} ${value}`;
}

/**
 * Plan the effect change for a counter: none at 0 without an effect; create one when the counter
 * rises above 0; delete it when it drops to 0; rename it when the number in its name is stale.
 */
export function planEffectSync(value: number, effect: { name: string } | null, label: string): EffectSync {
  if (value <= 0) return effect ? { action: "delete" } : { action: "none" };
  const name = conditionEffectName(label, value);
  if (!effect) return { action: "create", name };
  return effect.name === name ? { action: "none" } : { action: "rename", name };
}
