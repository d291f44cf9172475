/**
 * The protection dialog's content as plain data for `templates/dialog/protection.hbs` (pure): the
 * hits coming in, the weapon's piercing and conditions, and per protection type the units left in
 * the pool, the innate (lineage) units that never run out, and the number to spend, pre-filled by
 * `planProtection`; or, in the flat variant, the protection number and what it stops.
 */
import type { ProtectionType } from "../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../rules/catalog/index.ts";
import type { AttackScore } from "../rules/index.ts";
import {
  DEMONIC_PROTECTION_2025,
  applyFlatProtection,
  countsOf,
  demonicHitsPerUnit,
  planProtection,
  spendListFromCounts,
  spendOrderFor,
  type DemonicProtection,
  type ProtectionPool,
} from "../rules/attack/protection.ts";
import { resolveDamage } from "../rules/attack/damage.ts";
import type { WeaponCondition } from "../rules/items/vocabulary.ts";
import type { Translate } from "./chat/roll-card-context.ts";
import { countText } from "./chat/attack-card-context.ts";

export interface ProtectionDialogInput {
  target: string;
  hits: AttackScore;
  piercing: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  /** A demonic attack (a demon's attack, demonic magic). */
  demonic?: boolean;
  /** How D units work: the world's ruleset `combat.demonicProtection` (absent: the 2025 reading, D only against a demonic attack). */
  demonicProtection?: DemonicProtection;
  variant: "pool" | "flat";
  pool: Record<ProtectionType, number>;
  innate: ProtectionPool;
  flat: number;
  /** The weapon's wounds per hit (default 1). */
  wounds?: number;
  /** A K.O. or disarming attack: it deals no wounds (protection still stops hits). */
  noWounds?: boolean;
}

/** What will get through with the units chosen: the dialog shows it live before anything is applied. */
export type ProtectionOutcome = {
  wounds: number;
  /** "Wounds that get through: 2" */
  woundsText: string;
  /** One line per condition that gets through or is prevented, and the hits stopped. */
  lines: string[];
};

export type ProtectionDialogContext = {
  intro: string;
  piercingText: string;
  flat: boolean;
  flatText: string;
  rows: Array<{ type: ProtectionType; label: string; left: number; innate: number; max: number; value: number; hint: string }>;
  planText: string;
  outcomeTitle: string;
  outcome: ProtectionOutcome;
};

/**
 * What gets through when the defender spends `counts` units (pool variant; the flat variant ignores
 * them): the core's {@link resolveDamage}, as applying will run it, in words. Counts beyond what the
 * defender holds are capped as the dialog's answer is.
 */
export function protectionOutcome(input: ProtectionDialogInput, counts: ProtectionPool, t: Translate): ProtectionOutcome {
  const capped: ProtectionPool = {};
  for (const type of PROTECTION_TYPES) {
    const max = Math.max(0, input.pool[type] ?? 0) + Math.max(0, input.innate[type] ?? 0);
    const n = Math.trunc(counts[type] ?? 0);
    capped[type] = Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0;
  }
  const result = resolveDamage({
    hits: input.hits,
    weapon: { wounds: input.wounds ?? 1, piercing: input.piercing, conditions: input.conditions, demonic: input.demonic === true },
    protection:
      input.variant === "flat"
        ? { variant: "flat", value: input.flat }
        : { variant: "pool", pool: input.pool, innate: input.innate, spend: spendListFromCounts(capped, spendOrderFor({ demonic: input.demonic === true }, input.demonicProtection)) },
    noWounds: input.noWounds === true,
    ...(input.demonicProtection ? { demonicProtection: input.demonicProtection } : {}),
  });
  const lines: string[] = [];
  const stopped = result.hitsStopped + result.criticalHitsStopped;
  lines.push(t("PHASESIX.ProtectionDialog.Outcome.Stopped", { stopped, hits: result.through.hits, criticals: result.through.criticalHits }));
  if ((result.pool?.wasted ?? 0) > 0) lines.push(t("PHASESIX.ProtectionDialog.Outcome.Pierced", { wasted: result.pool?.wasted ?? 0 }));
  for (const [condition, value] of Object.entries(result.conditions)) {
    if ((value ?? 0) > 0) lines.push(t("PHASESIX.ProtectionDialog.Outcome.Condition", { condition: t(`PHASESIX.Condition.${condition}`), value: value ?? 0 }));
  }
  for (const condition of result.conditionsPrevented) lines.push(t("PHASESIX.ProtectionDialog.Outcome.Prevented", { condition: t(`PHASESIX.Condition.${condition}`) }));
  if (result.weaponBound) lines.push(t("PHASESIX.AttackCard.Applied.Bound"));
  if (result.reflectedHits > 0) lines.push(t("PHASESIX.AttackCard.Applied.Reflected", { hits: countText("hit", result.reflectedHits, t) }));
  return { wounds: result.wounds, woundsText: t("PHASESIX.ProtectionDialog.Outcome.Wounds", { wounds: result.wounds }), lines };
}

/** A protection type as the book of the UI's language names it, with its letter: "Schutz vor kritischen Treffern (K)". */
export function protectionTypeLabel(type: ProtectionType, t: Translate): string {
  return `${t(`PHASESIX.ProtectionType.${type}`)} (${t(`PHASESIX.ProtectionLetter.${type}`)})`;
}

export function protectionDialogContext(input: ProtectionDialogInput, t: Translate): ProtectionDialogContext {
  const demonic = input.demonic === true;
  const attack = { ...input.hits, piercing: input.piercing, conditions: input.conditions, demonic };
  const rules = input.demonicProtection ?? DEMONIC_PROTECTION_2025;
  const plan = countsOf(planProtection(input.pool, attack, {}, input.innate, rules));
  // D units are offered where they can stop a hit of this attack (2026: every attack; 2025: a demonic one).
  const demonicUsable = demonicHitsPerUnit(attack, rules) > 0;
  const rows = PROTECTION_TYPES.map((type) => {
    const innate = Math.max(0, input.innate[type] ?? 0);
    const left = input.pool[type];
    return {
      type,
      label: protectionTypeLabel(type, t),
      left,
      innate,
      max: left + innate,
      value: plan[type],
      hint: innate > 0 ? t("PHASESIX.ProtectionDialog.Innate", { n: innate }) : "",
    };
  }).filter((row) => row.max > 0 && (demonicUsable || row.type !== "demonic"));
  const flat = applyFlatProtection(input.flat, attack);
  const conditions = Object.entries(input.conditions)
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([k, v]) => `${t(`PHASESIX.Condition.${k}`)} ${v}`)
    .join(", ");
  return {
    intro: t("PHASESIX.ProtectionDialog.Intro", { target: input.target, hits: input.hits.hits, criticals: input.hits.criticalHits }) + (conditions ? ` (${conditions})` : ""),
    piercingText: [input.piercing > 0 ? t("PHASESIX.ProtectionDialog.Piercing", { n: input.piercing }) : "", demonic && demonicUsable ? t("PHASESIX.ProtectionDialog.Demonic", { n: demonicHitsPerUnit(attack, rules) }) : ""].filter(Boolean).join(" "),
    flat: input.variant === "flat",
    flatText: t("PHASESIX.ProtectionDialog.Flat", { value: input.flat, stopped: flat.hitsStopped }),
    rows,
    planText: rows.length === 0 ? t("PHASESIX.ProtectionDialog.None") : t("PHASESIX.ProtectionDialog.Plan"),
    outcomeTitle: t("PHASESIX.ProtectionDialog.Outcome.Title"),
    outcome: protectionOutcome(input, plan, t),
  };
}
