/**
 * The pantheon tab's prayer forms and the invocation checklist dialog as plain data (pure; the
 * caller passes a translator). Rolls, costs and modifiers come from the rules core
 * (`PRAYER_FORM_RULES`, `INVOCATION_FLAGS`, `invocationModifiers`); this module only labels them and
 * reads the dialog's answers back into a checklist.
 */
import type { InvocationChecklist, InvocationFlag, PrayerForm } from "../../../rules/extensions/index.ts";
import type { FavorTerm, GraceWord, PrayerRules } from "../../../rules/extensions/index.ts";
import { graceWordKey, graceWords } from "../../../rules/extensions/index.ts";
import { INVOCATION_FLAGS, INVOCATION_FLAG_KEYS, PRAYER_FORMS, PRAYER_FORM_RULES, ceremonialServiceFavor, invocationModifiers, prayerCostRange } from "../../../rules/extensions/index.ts";
import type { Localize } from "./localize.ts";
import type { ActorRollView } from "../../../rules/catalog/index.ts";
import { invocationMinRollModifier, prayerChecks } from "../../../rules/extensions/index.ts";
import { prepareCheck } from "../../../rules/roll-request/index.ts";
import { formatPercent, requestOdds } from "../../../rules/roll-request/index.ts";
import { numberLocale } from "../../number-locale.ts";

/** One prayer form on the pantheon tab. */
export interface PrayerFormRow {
  form: PrayerForm;
  label: string;
  /** The attribute rolls in order, e.g. "Charm, Charm, Willpower". */
  rolls: string;
  /** "5", "+1 per success", or "GM" where the cost is the divine work's. */
  cost: string;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

/** The forms a priest can pray, with their rolls and favor cost. */
export function prayerFormRows(t: Localize): PrayerFormRow[] {
  return PRAYER_FORMS.map((form) => {
    const rule = PRAYER_FORM_RULES[form];
    const cost = rule.gainsFavor ? t("PHASESIX.Pantheon.GainsFavor") : rule.cost === null ? t("PHASESIX.Pantheon.CostByWork") : String(rule.cost);
    return { form, label: t(`PHASESIX.Pantheon.Form.${form}`), rolls: rule.rolls.map((key) => t(`PHASESIX.Attribute.${key}`)).join(", "), cost };
  });
}

/** Whether the form's favor cost is entered for each plea (lesser plea, invocation). */
export function costIsAsked(form: PrayerForm): boolean {
  return PRAYER_FORM_RULES[form].cost === null;
}

/** The checklist dialog of a prayer: the circumstances to tick and the fixed modifiers in force. */
export type PrayerDialogContext = {
  form: PrayerForm;
  flags: Array<{ key: InvocationFlag; label: string; value: string }>;
  /** Favor and faith level: applied without asking. */
  fixed: Array<{ label: string; value: string }>;
  askCost: boolean;
  /** The cost input's bounds and start value: the form's cost range in the 2026 edition, else 0–999 from 1. */
  cost: { min: number; max: number; value: number; range: string };
  /** What the ticked modifiers add up to and each roll's chance (live in the dialog); null without a priest. */
  summary: PrayerSummary | null;
  /** The favor-bearing labels in the edition's wording (ruleset.pantheon.term: English "grace" in 2026). */
  words: Record<GraceWord, string>;
};

/** The total min roll modifier of the checklist and, per roll of the form, its dice, min roll and chance. */
export type PrayerSummary = {
  totalText: string;
  rolls: string[];
};

/**
 * The summary for a checklist: the sum of every modifier (each one changes the min roll of every roll)
 * and, per roll the form needs, the dice, the min roll and the chance of at least one success, from the
 * core's check preparation and odds (the roll dialog then shows the same numbers).
 */
export function prayerSummary(form: PrayerForm, checklist: InvocationChecklist, favor: number, faithLevel: number, view: ActorRollView, t: Localize): PrayerSummary {
  const total = invocationMinRollModifier(checklist, favor, faithLevel);
  const rolls = prayerChecks(form, checklist, favor, faithLevel).map((check) => {
    const prepared = prepareCheck(view, check.kind, check.key, check.options);
    return t("PHASESIX.Pantheon.Summary.Roll", { label: t(prepared.label), dice: prepared.dice, min: prepared.minRoll, chance: formatPercent(requestOdds(prepared), numberLocale(t)) });
  });
  return { totalText: t("PHASESIX.Pantheon.Summary.Total", { total: signed(total) }), rolls };
}

/**
 * The dialog's data for `form` with the priest's favor and the world's faith level; `view` (the
 * priest's values) gives the live summary; `rules` (the ruleset's pantheon) names the sacred language
 * and bounds the cost by its range (2026).
 */
export function prayerDialogContext(form: PrayerForm, favor: number, faithLevel: number, t: Localize, view: ActorRollView | null = null, rules?: PrayerRules): PrayerDialogContext {
  const range = rules ? prayerCostRange(rules, form) : null;
  const term = rules?.term ?? "favor";
  const open = !range || range[0] === range[1];
  const fixed = invocationModifiers({ flags: {}, extraPriests: 0, relicLevel: 0 }, favor, faithLevel).map((part) => ({
    label: t(part.key === "favor" ? graceWordKey(term, "Modifier") : `PHASESIX.Pantheon.Modifier.${part.key}`),
    value: signed(part.value),
  }));
  return {
    form,
    flags: INVOCATION_FLAG_KEYS.map((key) => ({ key, label: flagLabel(key, rules, t), value: signed(INVOCATION_FLAGS[key]) })),
    fixed,
    askCost: costIsAsked(form),
    cost: open ? { min: 0, max: 999, value: 1, range: "" } : { min: range[0], max: range[1], value: range[0], range: t("PHASESIX.Grace.CostRange", { min: range[0], max: range[1] }) },
    summary: view ? prayerSummary(form, { flags: {}, extraPriests: 0, relicLevel: 0 }, favor, faithLevel, view, t) : null,
    words: graceWords(term, t),
  };
}

/** A circumstance's label; the 2026 ruleset names the sacred language and the Performance check of singing. */
function flagLabel(key: InvocationFlag, rules: PrayerRules | undefined, t: Localize): string {
  if (rules && key === "doldag") return t("PHASESIX.Grace.SacredLanguage", { language: t(`PHASESIX.Grace.Language.${rules.sacredLanguage}`) });
  if (rules?.singingCheck === "performance" && key === "sung") return t("PHASESIX.Grace.SungPerformance");
  return t(`PHASESIX.Pantheon.Modifier.${key}`);
}

function whole(value: unknown, max: number): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
}

/**
 * The checklist and favor cost from the dialog's form data (flat keys as FormDataExtended gives
 * them: "flags.<key>", "extraPriests", "relicLevel", "cost"; an expanded `flags` object is read too).
 */
export function checklistFromForm(data: Record<string, unknown>): { checklist: InvocationChecklist; cost: number } {
  const expanded = typeof data.flags === "object" && data.flags !== null ? (data.flags as Record<string, unknown>) : {};
  const flags: Partial<Record<InvocationFlag, boolean>> = {};
  for (const key of INVOCATION_FLAG_KEYS) if (data[`flags.${key}`] === true || expanded[key] === true) flags[key] = true;
  return { checklist: { flags, extraPriests: whole(data.extraPriests, 99), relicLevel: whole(data.relicLevel, 6) }, cost: whole(data.cost, 999) };
}

/**
 * The ceremonial service dialog: the favor limit of the world's faith level (twice it) and, given the
 * ruleset's `pantheon.term`, the keys of its favor-bearing texts in the edition's wording (English
 * "grace" in 2026); without a term the template keeps its own (2025) keys.
 */
export function serviceDialogContext(faithLevel: number, term?: FavorTerm): { limit: number; words?: { pleaCosts: string; hint: string } } {
  const limit = ceremonialServiceFavor(Number.MAX_SAFE_INTEGER, faithLevel);
  return term ? { limit, words: { pleaCosts: graceWordKey(term, "PleaCosts"), hint: graceWordKey(term, "ServiceHint") } } : { limit };
}

/** Participants and plea costs from the service dialog's form data (whole numbers, 0–999). */
export function serviceFromForm(data: Record<string, unknown>): { participants: number; pleaCosts: number } {
  return { participants: whole(data.participants, 999), pleaCosts: whole(data.pleaCosts, 999) };
}
