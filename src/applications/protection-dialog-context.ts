/**
 * The protection dialog's content as plain data for `templates/dialog/protection.hbs` (pure): the
 * hits coming in, the weapon's piercing and conditions, and per protection type the units left in
 * the pool, the innate (lineage) units that never run out, and the number to spend, pre-filled by
 * `planProtection`; or, in the flat variant, the protection number and what it stops.
 */
import type { ProtectionType } from "../rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../rules/catalog/index.ts";
import type { AttackScore } from "../rules/index.ts";
import { applyFlatProtection, countsOf, planProtection, type ProtectionPool } from "../rules/attack/protection.ts";
import type { WeaponCondition } from "../rules/items/vocabulary.ts";
import type { Translate } from "./chat/roll-card-context.ts";

export interface ProtectionDialogInput {
  target: string;
  hits: AttackScore;
  piercing: number;
  conditions: Partial<Record<WeaponCondition, number>>;
  /** A demonic attack: demonic protection units can be spent (else they are not offered). */
  demonic?: boolean;
  variant: "pool" | "flat";
  pool: Record<ProtectionType, number>;
  innate: ProtectionPool;
  flat: number;
}

export type ProtectionDialogContext = {
  intro: string;
  piercingText: string;
  flat: boolean;
  flatText: string;
  rows: Array<{ type: ProtectionType; label: string; left: number; innate: number; max: number; value: number; hint: string }>;
  planText: string;
};

export function protectionDialogContext(input: ProtectionDialogInput, t: Translate): ProtectionDialogContext {
  const demonic = input.demonic === true;
  const attack = { ...input.hits, piercing: input.piercing, conditions: input.conditions, demonic };
  const plan = countsOf(planProtection(input.pool, attack, {}, input.innate));
  const rows = PROTECTION_TYPES.map((type) => {
    const innate = Math.max(0, input.innate[type] ?? 0);
    const left = input.pool[type];
    return {
      type,
      label: t(`PHASESIX.ProtectionType.${type}`),
      left,
      innate,
      max: left + innate,
      value: plan[type],
      hint: innate > 0 ? t("PHASESIX.ProtectionDialog.Innate", { n: innate }) : "",
    };
  }).filter((row) => row.max > 0 && (demonic || row.type !== "demonic"));
  const flat = applyFlatProtection(input.flat, attack);
  const conditions = Object.entries(input.conditions)
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([k, v]) => `${t(`PHASESIX.Condition.${k}`)} ${v}`)
    .join(", ");
  return {
    intro: t("PHASESIX.ProtectionDialog.Intro", { target: input.target, hits: input.hits.hits, criticals: input.hits.criticalHits }) + (conditions ? ` (${conditions})` : ""),
    piercingText: [input.piercing > 0 ? t("PHASESIX.ProtectionDialog.Piercing", { n: input.piercing }) : "", demonic ? t("PHASESIX.ProtectionDialog.Demonic") : ""].filter(Boolean).join(" "),
    flat: input.variant === "flat",
    flatText: t("PHASESIX.ProtectionDialog.Flat", { value: input.flat, stopped: flat.hitsStopped }),
    rows,
    planText: rows.length === 0 ? t("PHASESIX.ProtectionDialog.None") : t("PHASESIX.ProtectionDialog.Plan"),
  };
}
