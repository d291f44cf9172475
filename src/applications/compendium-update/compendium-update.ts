/**
 * Update from compendium (issue 35): a world item or actor that came from a pack (Foundry's
 * `_stats.compendiumSource`), and the items embedded in an actor that did, take over what the pack
 * defines now — after a release corrected the packs — while play state stays (./update-plan.ts).
 * The changes are listed first, each with a box to leave it out; then they are written in one update
 * per document. Two ways in: the "Update from compendium" entry of a sheet's header menu (owners),
 * and the GM tool that checks every world item and actor at once.
 */
import { dialogClasses } from "../../constants.ts";
import { templatePath } from "../templates.ts";
import type { FieldChange } from "./update-plan.ts";
import { compendiumSourceOf, updatable, type SourcedDocument } from "./sourced-document.ts";

export { compendiumSourceOf, updatable, type SourcedDocument } from "./sourced-document.ts";
import { actorChanges, fieldLabel, itemChanges, matchingItem, shortValue, updateData } from "./update-plan.ts";

type Data = Record<string, unknown>;

export const COMPENDIUM_UPDATE_TEMPLATE = templatePath("dialog/compendium-update.hbs");

/** The stored data of a pack document by uuid (null when it is gone). */
export type SourceReader = (uuid: string) => Promise<Data | null>;

/** One document's planned changes: its own, and its embedded items'. */
export interface DocumentPlan {
  document: SourcedDocument;
  changes: FieldChange[];
  embedded: Array<{ item: SourcedDocument; changes: FieldChange[] }>;
}

function itemsOf(data: Data | null): Data[] {
  return Array.isArray(data?.items) ? (data.items as Data[]) : [];
}

/**
 * What the packs change on one document: an item against its pack item; an actor against its pack
 * actor, and each embedded item against the pack actor's copy of it — or, for an actor that did not
 * come from a pack (a character), against the pack item it came from.
 */
export async function planDocument(document: SourcedDocument, read: SourceReader): Promise<DocumentPlan> {
  const sourceUuid = compendiumSourceOf(document);
  const source = sourceUuid ? await read(sourceUuid) : null;
  const current = document.toObject();
  if (document.documentName === "Item") return { document, changes: source ? itemChanges(current, source) : [], embedded: [] };
  const plan: DocumentPlan = { document, changes: source ? actorChanges(current, source) : [], embedded: [] };
  for (const item of document.items ?? []) {
    const data = item.toObject();
    const own = compendiumSourceOf(item);
    const match = (source ? matchingItem(data, itemsOf(source)) : null) ?? (own ? await read(own) : null);
    const changes = match ? itemChanges(data, match) : [];
    if (changes.length > 0) plan.embedded.push({ item, changes });
  }
  return plan;
}

/** Whether a plan changes anything. */
export function changesSomething(plan: DocumentPlan): boolean {
  return plan.changes.length > 0 || plan.embedded.length > 0;
}

/** A checkbox's name for one change: plan, embedded item (−1: the document itself), path. */
export function changeKey(plan: number, embedded: number, path: string): string {
  return `${plan}|${embedded}|${path}`;
}

/**
 * Write the chosen changes (`chosen`: their keys; all when null): one update per document, the
 * embedded items of an actor in one operation. Returns how many documents changed.
 */
export async function applyPlans(plans: readonly DocumentPlan[], chosen: ReadonlySet<string> | null): Promise<number> {
  let changed = 0;
  for (const [p, plan] of plans.entries()) {
    const pick = (changes: readonly FieldChange[], e: number) => changes.filter((c) => chosen === null || chosen.has(changeKey(p, e, c.path)));
    const own = pick(plan.changes, -1);
    if (own.length > 0) await plan.document.update(updateData(own));
    const embedded = plan.embedded.flatMap(({ item, changes }, e) => {
      const picked = pick(changes, e);
      return picked.length > 0 && item.id ? [{ _id: item.id, ...updateData(picked) }] : [];
    });
    if (embedded.length > 0) await plan.document.updateEmbeddedDocuments?.("Item", embedded);
    if (own.length > 0 || embedded.length > 0) changed++;
  }
  return changed;
}

/** The dialog's data: each document with its changes, labelled, old → new. */
export function updateDialogContext(plans: readonly DocumentPlan[], t: (key: string) => string) {
  const row = (p: number, e: number, documentName: "Item" | "Actor") => (c: FieldChange) => ({
    key: changeKey(p, e, c.path),
    label: fieldLabel(c.path, documentName, t),
    from: shortValue(c.from),
    to: shortValue(c.to),
  });
  return {
    intro: t("PHASESIX.CompendiumUpdate.Intro"),
    documents: plans.map((plan, p) => ({
      name: plan.document.name,
      changes: plan.changes.map(row(p, -1, plan.document.documentName === "Actor" ? "Actor" : "Item")),
      embedded: plan.embedded.map(({ item, changes }, e) => ({ name: item.name, changes: changes.map(row(p, e, "Item")) })),
    })),
  };
}

/** Reads pack documents by uuid, each pack's wanted documents in one request, and remembers them. */
export function packReader(): { read: SourceReader; prefetch(uuids: Iterable<string>): Promise<void> } {
  const cache = new Map<string, Data | null>();
  const read: SourceReader = async (uuid) => {
    if (!cache.has(uuid)) {
      const document = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as { toObject(): Data } | null;
      cache.set(uuid, document ? document.toObject() : null);
    }
    return cache.get(uuid) ?? null;
  };
  const prefetch = async (uuids: Iterable<string>) => {
    const byPack = new Map<string, string[]>();
    for (const uuid of uuids) {
      const parts = uuid.split(".");
      if (parts.length !== 5 || cache.has(uuid)) continue;
      const collection = `${parts[1]}.${parts[2]}`;
      byPack.set(collection, [...(byPack.get(collection) ?? []), parts[4]]);
    }
    for (const [collection, ids] of byPack) {
      const pack = game.packs.get(collection);
      if (!pack) continue;
      const documents = (await pack.getDocuments({ _id__in: ids } as never)) as unknown as Array<{ uuid: string; toObject(): Data }>;
      for (const document of documents) cache.set(document.uuid, document.toObject());
    }
  };
  return { read, prefetch };
}

/** Ask which changes to take (all ticked); null when cancelled. */
async function chooseChanges(plans: readonly DocumentPlan[], title: string): Promise<Set<string> | null> {
  const t = (key: string) => game.i18n.localize(key);
  const content = await foundry.applications.handlebars.renderTemplate(COMPENDIUM_UPDATE_TEMPLATE, updateDialogContext(plans, t));
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title, icon: "fa-solid fa-rotate" },
    position: { width: 560 },
    content,
    ok: { label: t("PHASESIX.CompendiumUpdate.Apply"), icon: "fa-solid fa-rotate" },
    rejectClose: false,
  });
  if (typeof answer !== "object" || answer === null) return null;
  return new Set(Object.entries(answer as Record<string, unknown>).flatMap(([key, value]) => (value === true ? [key] : [])));
}

/** Check documents against their packs, list the changes, write the chosen ones. */
async function updateDocuments(documents: readonly SourcedDocument[], title: string): Promise<void> {
  const reader = packReader();
  const sources = documents.flatMap((d) => [compendiumSourceOf(d), ...[...(d.items ?? [])].map(compendiumSourceOf)]).filter((s): s is string => s !== null);
  await reader.prefetch(sources);
  const plans = (await Promise.all(documents.map((d) => planDocument(d, reader.read)))).filter(changesSomething);
  if (plans.length === 0) {
    ui.notifications.info(game.i18n.localize("PHASESIX.CompendiumUpdate.UpToDate"));
    return;
  }
  const chosen = await chooseChanges(plans, title);
  if (!chosen) return;
  const changed = await applyPlans(plans, chosen);
  ui.notifications.info(game.i18n.format("PHASESIX.CompendiumUpdate.Done", { count: String(changed) }));
}

/** The sheet header's entry: this document (and an actor's items) against the packs. */
export function updateFromCompendium(document: SourcedDocument): Promise<void> {
  return updateDocuments([document], game.i18n.format("PHASESIX.CompendiumUpdate.TitleOne", { name: document.name }));
}

/** The GM tool: every world item and actor (with its items) against the packs. */
export function updateWorldFromCompendium(): Promise<void> {
  if (!game.user.isGM) return Promise.resolve();
  const documents = [...(game.items as unknown as Iterable<SourcedDocument>), ...(game.actors as unknown as Iterable<SourcedDocument>)].filter(updatable);
  return updateDocuments(documents, game.i18n.localize("PHASESIX.CompendiumUpdate.TitleWorld"));
}
