/**
 * The 2026 edition's extension parts of the character sheet as plain data (pure; the caller passes
 * a translator): the dread part of the horror tab, the origins of the magic tab and the grace costs of
 * the pantheon tab. The sheet class fills {@link EditionExtensionsInput} from the world's ruleset
 * (`ruleset.horror`, `ruleset.magic`, `ruleset.pantheon`); a part it leaves out is not shown, so the
 * 2025 edition renders as before.
 */
import type { PrayerForm, PrayerRules, StressReliefActivity, TherapyKind } from "../../../rules/extensions/index.ts";
import { DREAD_EFFECTS, NO_MAGIC_ASPECTS, PRAYER_FORMS, STRESS_RELIEF, aspectRefusal, casterAspects, originRefusal, prayerCostRange, spellCanDamage } from "../../../rules/extensions/index.ts";
import type { MagicAspectRules } from "../../../rules/extensions/index.ts";
import { spellTemplateInEdition } from "../../../rules/character/index.ts";
import { int, record, text } from "./coerce.ts";
import type { SheetItem } from "./items.ts";
import type { Localize } from "./localize.ts";

/** The stored dread state and the ruleset's relief activities (horror.onMaxStress "dread"). */
export interface DreadSheetInput {
  baseStress: number;
  gripped: boolean;
  effect: string;
  hours: number;
  quirksOwed: number;
  relief: readonly StressReliefActivity[];
  /** What a therapy can do in the ruleset (`horror.therapy`; 2026: lower base stress, heal a quirk). */
  therapy?: readonly TherapyKind[];
}

/** What the sheet shows of the 2026 extensions; each part only where the ruleset has it. */
export interface EditionExtensionsInput {
  dread?: DreadSheetInput;
  /** magic.spellGate "origin": the origins the character's templates unlock (lineage flagged). */
  origins?: ReadonlyArray<{ traditions: readonly string[]; lineage: boolean }>;
  /** The pantheon's prayer rules (term, cost ranges, sacred language, singing check). */
  prayer?: PrayerRules;
  /** magic.schoolTemplate: whether the spell template "School" is part of the edition (false in 2026). */
  schoolTemplate?: boolean;
  /** magic.aspects (2026 Tirakan, Die Aspekte der Magie): sanguine mages, witches' curses, harmless white magic. */
  aspects?: MagicAspectRules;
}

export interface DreadView {
  baseStress: number;
  gripped: boolean;
  /** The last dread effect and its hours ("" when none). */
  effect: string;
  quirksOwed: number;
  relief: Array<{ key: StressReliefActivity; label: string; amount: string; asksAmount: boolean }>;
  /** Therapy (§Basisstress, §Eigenarten heilen): lowering base stress (only above 0) and healing a quirk; null when the ruleset has none. */
  therapy: { baseStress: boolean; quirk: boolean } | null;
}

/** The horror tab's dread part, or null (2025: ticks). */
export function dreadView(input: DreadSheetInput | undefined, t: Localize): DreadView | null {
  if (!input) return null;
  const effect = (DREAD_EFFECTS as readonly string[]).includes(input.effect) ? input.effect : "";
  return {
    baseStress: Math.max(0, int(input.baseStress)),
    gripped: Boolean(input.gripped),
    effect: effect && input.gripped ? t("PHASESIX.Dread.EffectFor", { effect: t(`PHASESIX.Dread.Effect.${effect}`), hours: String(Math.max(1, int(input.hours))) }) : "",
    quirksOwed: Math.max(0, int(input.quirksOwed)),
    relief: input.relief.map((key) => {
      const fixed = STRESS_RELIEF[key];
      return { key, label: t(`PHASESIX.Dread.Relief.${key}`), amount: fixed === null ? "−X" : `−${fixed}`, asksAmount: fixed === null };
    }),
    therapy: input.therapy?.length ? { baseStress: input.therapy.includes("baseStress") && int(input.baseStress) > 0, quirk: input.therapy.includes("quirk") } : null,
  };
}

export interface OriginView {
  /** The unlocked origins, labelled, or the "none" text. */
  unlocked: string;
  /**
   * Per spell item id: its origin's label; when it cannot be learned or cast, the reason (no template
   * unlocks it; a sanguine mage's or a curse's rule); `note`: what the origin cannot do (white magic: no damage).
   */
  spells: Record<string, { origin: string; locked: string; note: string }>;
}

/** The magic tab's origins (2026), or null (2025: schools). */
export function originView(templates: EditionExtensionsInput["origins"], items: readonly SheetItem[], t: Localize, aspects: MagicAspectRules = NO_MAGIC_ASPECTS): OriginView | null {
  if (!templates) return null;
  const rules = { gate: "origin" } as const;
  const names = new Set(templates.flatMap((tp) => tp.traditions.filter((o) => originRefusal(rules, o, templates) === null)));
  const label = (origin: string) => t(`PHASESIX.Item.SpellTradition.${origin}`);
  const spells: OriginView["spells"] = {};
  for (const item of items.filter((i) => i.type === "spell")) {
    const origin = text(record(item.system).tradition) || "wizardry";
    const refusal = originRefusal(rules, origin, templates) ?? aspectRefusal(aspects, origin, casterAspects(templates));
    spells[item.id] = {
      origin: label(origin),
      locked: refusal ? t(`PHASESIX.Origin.Locked.${refusal.reason}`, { origin: label(origin) }) : "",
      note: spellCanDamage(aspects, origin) ? "" : t("PHASESIX.Magic.Aspect.harmless"),
    };
  }
  return { unlocked: names.size > 0 ? [...names].map(label).join(", ") : t("PHASESIX.Origin.NoneUnlocked"), spells };
}

export interface GraceView {
  /** The label of favor in this edition (English: grace). */
  term: string;
  /** Per prayer form with a cost range: "2–12". */
  costs: Partial<Record<PrayerForm, string>>;
  sacredLanguage: string;
}

/** The pantheon tab's wording and cost ranges, or null without prayer rules. */
export function graceView(rules: PrayerRules | undefined, t: Localize): GraceView | null {
  if (!rules) return null;
  const costs: GraceView["costs"] = {};
  for (const form of PRAYER_FORMS) {
    const range = prayerCostRange(rules, form);
    if (range && range[0] !== range[1]) costs[form] = `${range[0]}–${range[1]}`;
  }
  return { term: t(`PHASESIX.Grace.Term.${rules.term}`), costs, sacredLanguage: t(`PHASESIX.Grace.Language.${rules.sacredLanguage}`) };
}

/**
 * Per spell template item id: the "not part of this edition" text, or "" (rulebook 2026, Magie →
 * Zauberschablonen: no template "School"). Without the ruleset's answer every template is in.
 */
export function spellTemplatesOutOfEdition(schoolTemplate: boolean | undefined, items: readonly SheetItem[], t: Localize): Record<string, string> {
  const magic = { schoolTemplate: schoolTemplate ?? true };
  const out: Record<string, string> = {};
  for (const item of items.filter((i) => i.type === "spellTemplate")) {
    out[item.id] = spellTemplateInEdition({ magic }, text(record(item.system).category)) ? "" : t("PHASESIX.SpellTemplateEdition.NotInEdition");
  }
  return out;
}
