/**
 * The GM's report of a campaign conversion or re-sync (templates/campaign/report.hbs): per actor
 * whether it was converted, updated or unchanged, and in words what changed — each value from → to,
 * a text the GM's edit kept, actions added, changed or removed, actions marked for review, names the
 * conversion could not place, tokens that now stand for the actor, and a book namesake it can be
 * linked to. Pure: built from the outcome and a translator, so the browser test renders it.
 */
import type { ActionChange, CampaignCategory, CampaignField, FieldChange, Json } from "../../rules/campaign/index.ts";
import type { Localize } from "../sheets/context/localize.ts";

/** The outcome as the report reads it (see campaign-convert.ts). */
export interface ReportInput {
  module: { id: string; title: string; version: string };
  actors: ReadonlyArray<{
    name: string;
    uuid: string;
    category: CampaignCategory;
    status: "created" | "updated" | "unchanged";
    fields: readonly FieldChange[];
    actions: readonly ActionChange[];
    skipped: number;
    review: readonly string[];
    unplaced: readonly string[];
    tokens: number;
    namesake: string | null;
  }>;
}

const FIELD_LABELS: Readonly<Record<CampaignField, string>> = {
  name: "PHASESIX.Campaign.Field.name",
  img: "PHASESIX.Campaign.Field.img",
  description: "PHASESIX.Campaign.Field.description",
  maxHealth: "PHASESIX.Campaign.Field.maxHealth",
  evasion: "PHASESIX.Foe.Sheet.Evasion",
  category: "PHASESIX.Foe.Sheet.Category",
  strength: "PHASESIX.Foe.Sheet.Strength",
  dexterity: "PHASESIX.Foe.Sheet.Dexterity",
  mind: "PHASESIX.Foe.Sheet.Mind",
  movement: "PHASESIX.Foe.Sheet.Movement",
  stressPassed: "PHASESIX.Campaign.Field.stressPassed",
  stressFailed: "PHASESIX.Campaign.Field.stressFailed",
  resistances: "PHASESIX.Foe.Sheet.Resistances",
  weaknesses: "PHASESIX.Foe.Sheet.Weaknesses",
  actions: "PHASESIX.Foe.Sheet.Actions",
  worlds: "PHASESIX.Campaign.Field.worlds",
  stress: "PHASESIX.Campaign.Field.stress",
  essentialMind: "PHASESIX.Campaign.Essential.mind",
  essentialWill: "PHASESIX.Campaign.Essential.will",
  essentialBody: "PHASESIX.Campaign.Essential.body",
};

/** Fields reported without their values (a text, a picture). */
const WITHOUT_VALUES: ReadonlySet<CampaignField> = new Set(["description", "img"]);

const ACTION_KEY_LABELS: Readonly<Record<string, string>> = {
  dice: "PHASESIX.Foe.Sheet.Dice",
  wounds: "PHASESIX.Foe.Sheet.WoundsPerHit",
  piercing: "PHASESIX.Foe.Sheet.Piercing",
  range: "PHASESIX.Foe.Sheet.Range",
  area: "PHASESIX.Foe.Sheet.Area",
  demonic: "PHASESIX.Foe.Sheet.Demonic",
  kind: "PHASESIX.Foe.Sheet.Kind",
  notes: "PHASESIX.Foe.Sheet.Notes",
};

function isRec(value: unknown): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value of a field in words. */
export function fieldValue(field: CampaignField, value: Json | undefined, t: Localize): string {
  if (value === undefined || value === null) return "—";
  if (field === "category" && typeof value === "string") return t(`PHASESIX.Foe.Category.${value}`);
  if (field === "resistances" && Array.isArray(value)) return value.length === 0 ? t("PHASESIX.Foe.Sheet.None") : value.map((v) => t(`PHASESIX.Foe.Trait.${String(v)}`)).join(", ");
  if (field === "weaknesses" && Array.isArray(value)) {
    return value.length === 0 ? t("PHASESIX.Foe.Sheet.None") : value.map((w) => (isRec(w) ? `${t(`PHASESIX.Foe.Trait.${String(w.trait)}`)} +${String(w.value)}` : "")).join(", ");
  }
  if (field === "worlds" && Array.isArray(value)) return value.length === 0 ? t("PHASESIX.Campaign.AllWorlds") : value.map((w) => t(`PHASESIX.World.${String(w)}`)).join(", ");
  if (Array.isArray(value) || isRec(value)) return JSON.stringify(value);
  return String(value);
}

function fieldLine(change: FieldChange, category: CampaignCategory, t: Localize): string {
  // A foe's block calls its max health its wounds.
  const label = t(change.field === "maxHealth" && category === "foe" ? "PHASESIX.Foe.Sheet.Wounds" : FIELD_LABELS[change.field]);
  if (change.kept) return t("PHASESIX.Campaign.Report.Kept", { field: label });
  if (WITHOUT_VALUES.has(change.field)) return t("PHASESIX.Campaign.Report.FieldChangedPlain", { field: label });
  return t("PHASESIX.Campaign.Report.FieldChanged", { field: label, from: fieldValue(change.field, change.from, t), to: fieldValue(change.field, change.to, t) });
}

function actionValue(value: Json | undefined): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "boolean" ? (value ? "✓" : "—") : String(value);
}

function actionLine(change: ActionChange, t: Localize): string {
  if (change.change === "added") return t("PHASESIX.Campaign.Report.ActionAdded", { name: change.action });
  if (change.change === "removed") return t("PHASESIX.Campaign.Report.ActionRemoved", { name: change.action });
  const diffs = change.diffs.map((d) => {
    const label = d.key.startsWith("conditions.") ? t(`PHASESIX.Condition.${d.key.slice("conditions.".length)}`) : t(ACTION_KEY_LABELS[d.key] ?? d.key);
    return d.key === "notes" ? label : `${label} ${actionValue(d.from)} → ${actionValue(d.to)}`;
  });
  return t("PHASESIX.Campaign.Report.ActionChanged", { name: change.action, changes: diffs.join(", ") });
}

/** The report's context (see the module comment). */
export function campaignReportContext(input: ReportInput, t: Localize) {
  const count = (status: string) => input.actors.filter((a) => a.status === status).length;
  const actors = input.actors.map((actor) => {
    const lines: string[] = [];
    for (const change of actor.fields) lines.push(fieldLine(change, actor.category, t));
    for (const change of actor.actions) lines.push(actionLine(change, t));
    if (actor.skipped > 0) lines.push(t("PHASESIX.Campaign.Report.Skipped", { count: actor.skipped }));
    if (actor.review.length > 0) lines.push(t("PHASESIX.Campaign.Report.Review", { names: actor.review.join(", ") }));
    if (actor.unplaced.length > 0) lines.push(t("PHASESIX.Campaign.Report.Unplaced", { names: actor.unplaced.join(", ") }));
    if (actor.tokens > 0) lines.push(t("PHASESIX.Campaign.Report.Tokens", { count: actor.tokens }));
    if (actor.namesake) lines.push(t("PHASESIX.Campaign.Report.Namesake", { name: actor.namesake }));
    return {
      name: actor.name,
      uuid: actor.uuid,
      status: actor.status,
      statusLabel: `PHASESIX.Campaign.Status.${actor.status}`,
      categoryLabel: `PHASESIX.Campaign.Category.${actor.category}`,
      lines,
      review: actor.review.length > 0,
    };
  });
  return {
    title: input.module.title,
    version: input.module.version,
    summary: t("PHASESIX.Campaign.Report.Summary", { created: count("created"), updated: count("updated"), unchanged: count("unchanged") }),
    empty: actors.length === 0,
    actors,
  };
}
