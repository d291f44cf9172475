/**
 * Re-sync of a converted campaign actor after the GM installed a newer export (RULES.md → Campaigns
 * from phasesix.org → Re-sync). Three values per field: the site's at the last conversion (`base`,
 * kept on the actor), the site's now (`next`) and the actor's now (`current`). Only what the site
 * changed is written; what it left alone keeps the actor's value, edited in play or not. Where both
 * changed, the site wins, except for the texts and values a GM keeps in play (the description —
 * notes — and an NPC's stress): there the GM's value stays and the report says so. Wounds,
 * conditions, effects, items and everything else not taken from the site are never touched.
 * Actions are matched by name: an action the site changed or added is written, one it removed goes,
 * the others (and actions the GM added) stay as they are on the actor. A foe linked to the book's
 * statblock takes no statblock value from the site; the report counts what it left out.
 */
import type { CampaignField, Json, SiteValues } from "./convert.ts";
import { CAMPAIGN_FIELDS, STATBLOCK_FIELDS } from "./convert.ts";

/** Fields whose value the GM keeps when both the GM and the site changed it. */
export const GM_KEEPS: ReadonlySet<CampaignField> = new Set(["description", "stress"]);

/** A changed field of the report. */
export interface FieldChange {
  field: CampaignField;
  /** The value before (the actor's, when the GM had changed it). */
  from: Json | undefined;
  /** The site's new value. */
  to: Json | undefined;
  /** The GM's value was kept (the site's change not written). */
  kept: boolean;
}

/** What an action's re-sync changed, key by key. */
export interface ActionChange {
  action: string;
  change: "added" | "changed" | "removed";
  diffs: Array<{ key: string; from: Json | undefined; to: Json | undefined }>;
  /** The site's new action has an effect that was not read in full (marked for the GM). */
  review: boolean;
}

/** What a re-sync writes (dotted paths of the actor) and what it reports. */
export interface ResyncPlan {
  update: Record<string, Json>;
  fields: FieldChange[];
  actions: ActionChange[];
  /** Changes of the site's statblock not taken because the foe is linked to the book's statblock. */
  skipped: number;
}

type Rec = { [key: string]: Json };

function isRec(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values (object key order ignored; undefined equals a missing value). */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isRec(a) && isRec(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

function actionsOf(value: Json | undefined): Rec[] {
  return Array.isArray(value) ? value.filter(isRec) : [];
}

function nameOf(action: Rec): string {
  return typeof action.name === "string" ? action.name : "";
}

/** The keys of two actions that differ (conditions by condition), without the review mark. */
function actionDiffs(from: Rec, to: Rec): ActionChange["diffs"] {
  const diffs: ActionChange["diffs"] = [];
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  for (const key of keys) {
    if (key === "review" || key === "name") continue;
    const a = from[key];
    const b = to[key];
    if (key === "conditions" && isRec(a) && isRec(b)) {
      for (const c of new Set([...Object.keys(a), ...Object.keys(b)])) if (!jsonEqual(a[c] ?? 0, b[c] ?? 0)) diffs.push({ key: `conditions.${c}`, from: a[c] ?? 0, to: b[c] ?? 0 });
    } else if (!jsonEqual(a, b)) diffs.push({ key, from: a, to: b });
  }
  return diffs;
}

/** Actions matched by name (see the module comment). */
export function mergeActions(current: Json | undefined, base: Json | undefined, next: Json | undefined): { actions: Rec[]; changes: ActionChange[] } {
  const result = actionsOf(current).map((a) => structuredClone(a));
  const baseBy = new Map(actionsOf(base).map((a) => [nameOf(a), a]));
  const nextList = actionsOf(next);
  const nextNames = new Set(nextList.map(nameOf));
  const changes: ActionChange[] = [];
  for (const action of nextList) {
    const name = nameOf(action);
    const before = baseBy.get(name);
    if (before && jsonEqual(before, action)) continue;
    const index = result.findIndex((a) => nameOf(a) === name);
    const onActor = index >= 0 ? result[index] : undefined;
    if (onActor && jsonEqual(onActor, action)) continue;
    const review = action.review === true;
    if (index >= 0) result[index] = structuredClone(action);
    else result.push(structuredClone(action));
    if (!before) changes.push({ action: name, change: "added", diffs: [], review });
    else changes.push({ action: name, change: "changed", diffs: actionDiffs(onActor ?? before, action), review });
  }
  for (const [name] of baseBy) {
    if (nextNames.has(name)) continue;
    const index = result.findIndex((a) => nameOf(a) === name);
    if (index < 0) continue;
    result.splice(index, 1);
    changes.push({ action: name, change: "removed", diffs: [], review: false });
  }
  return { actions: result, changes };
}

/** The plan of one actor's re-sync (see the module comment). */
export function planResync(input: { current: SiteValues; base: SiteValues; next: SiteValues; linked: boolean }): ResyncPlan {
  const { current, base, next, linked } = input;
  const plan: ResyncPlan = { update: {}, fields: [], actions: [], skipped: 0 };
  const fields = new Set([...Object.keys(base), ...Object.keys(next)] as CampaignField[]);
  for (const field of fields) {
    const before = base[field];
    const after = next[field];
    if (jsonEqual(before, after)) continue;
    if (linked && STATBLOCK_FIELDS.has(field)) {
      plan.skipped += field === "actions" ? Math.max(1, mergeActions(before, before, after).changes.length) : 1;
      continue;
    }
    if (field === "actions") {
      const merged = mergeActions(current.actions, before, after);
      if (merged.changes.length > 0) {
        plan.update[CAMPAIGN_FIELDS.actions] = merged.actions;
        plan.actions.push(...merged.changes);
      }
      continue;
    }
    const now = current[field];
    if (jsonEqual(now, after)) continue;
    const edited = !jsonEqual(now, before);
    if (edited && GM_KEEPS.has(field)) {
      plan.fields.push({ field, from: now, to: after, kept: true });
      continue;
    }
    plan.update[CAMPAIGN_FIELDS[field]] = after ?? null;
    plan.fields.push({ field, from: edited ? now : before, to: after, kept: false });
  }
  return plan;
}

/** Reads the fields of `values`' kind from a document source (the actor's current values). */
export function currentValues(source: unknown, fields: Iterable<CampaignField>): SiteValues {
  const out: SiteValues = {};
  for (const field of fields) {
    let value: unknown = source;
    for (const part of CAMPAIGN_FIELDS[field].split(".")) value = isRec(value) ? value[part] : undefined;
    if (value !== undefined) out[field] = value as Json;
  }
  return out;
}
