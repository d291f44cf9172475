/**
 * Converting a phasesix.org campaign's actors into ours, and re-syncing them (README → Campaigns
 * from phasesix.org). Thin: what an actor becomes and what a re-sync writes are the core's
 * (`convertCampaignActor`, `planResync`); this file finds the actor converted before (by the source
 * flag), creates or updates it, moves the tokens of the module's world copies to it, and posts one
 * report for the GM. The module's own documents (compendium entries and world copies) are never
 * changed. GM only: the GM owns every actor, so no query is needed.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { ActionChange, CampaignActor, CampaignCategory, CampaignField, FieldChange, Json } from "../../rules/campaign/index.ts";
import { convertCampaignActor, currentValues, planResync } from "../../rules/campaign/index.ts";
import { translate } from "../rolling-actor.ts";
import { templatePath } from "../templates.ts";
import type { CampaignModule } from "./campaign-sources.ts";
import { bookNamesake } from "./book-namesake.ts";
import type { ConvertedDocument } from "./campaign-flags.ts";
import { campaignFlags, convertedActorOf } from "./campaign-flags.ts";
import { campaignReportContext } from "./report-context.ts";

export type { ConvertedDocument } from "./campaign-flags.ts";
export { campaignFlags, convertedActorOf } from "./campaign-flags.ts";

export const CAMPAIGN_REPORT_TEMPLATE = templatePath("campaign/report.hbs");

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What happened to one actor. */
export interface ActorOutcome {
  name: string;
  uuid: string;
  category: CampaignCategory;
  status: "created" | "updated" | "unchanged";
  fields: FieldChange[];
  actions: ActionChange[];
  /** Statblock changes of the site not taken (the foe is linked to the book's statblock). */
  skipped: number;
  /** Actions whose effect was not read in full (marked on the sheet for the GM). */
  review: string[];
  /** Names the conversion could not place (foe type, resistance, weakness). */
  unplaced: string[];
  /** Tokens on scenes moved from the module's world copy to this actor. */
  tokens: number;
  /** The name of the book's foe of the same name, when the converted foe could be linked to it. */
  namesake: string | null;
}

/** What one run did. */
export interface CampaignOutcome {
  module: CampaignModule;
  actors: ActorOutcome[];
}

interface FolderLike {
  id: string | null;
  type?: unknown;
  flags?: unknown;
}

/** The world Actor folder of a campaign's converted actors (found by its flag, created when missing). */
async function campaignFolder(module: CampaignModule): Promise<string | null> {
  const folders = game.folders as unknown as Iterable<FolderLike>;
  const existing = [...folders].find((f) => f.type === "Actor" && isRecord(f.flags) && isRecord(f.flags[SYSTEM_ID]) && f.flags[SYSTEM_ID].campaign === module.id);
  if (existing) return existing.id;
  const folderClass = (globalThis as unknown as { Folder: { implementation: { create(data: Rec): Promise<FolderLike | undefined> } } }).Folder.implementation;
  const created = await folderClass.create({ name: module.title, type: "Actor", flags: { [SYSTEM_ID]: { campaign: module.id } } });
  return created?.id ?? null;
}

interface SceneLike {
  tokens: Iterable<{ id: string | null; actorId: string | null }>;
  updateEmbeddedDocuments(name: "Token", updates: Rec[]): Promise<unknown>;
}

/** Tokens of the module's world copies (`from`) now stand for the converted actor (`to`); returns how many moved. */
export async function followTokens(from: readonly string[], to: string): Promise<number> {
  if (from.length === 0) return 0;
  let moved = 0;
  for (const scene of game.scenes as unknown as Iterable<SceneLike>) {
    const updates = [...scene.tokens].filter((t) => t.id && t.actorId && from.includes(t.actorId)).map((t) => ({ _id: t.id, actorId: to }));
    if (updates.length === 0) continue;
    await scene.updateEmbeddedDocuments("Token", updates);
    moved += updates.length;
  }
  return moved;
}

/** Converts (first run) or re-syncs (later runs) one campaign actor. */
async function convertOne(module: CampaignModule, actor: CampaignActor, worldCopies: ReadonlyMap<string, readonly string[]>): Promise<ActorOutcome | null> {
  const converted = convertCampaignActor(actor, { version: module.version }, translate("PHASESIX.Campaign.UnnamedAction"));
  const copies = worldCopies.get(actor.source) ?? [];
  const outcome: ActorOutcome = { name: converted.data.name, uuid: "", category: actor.category, status: "created", fields: [], actions: [], skipped: 0, review: converted.review, unplaced: converted.unplaced, tokens: 0, namesake: null };
  const existing = convertedActorOf(module.id, actor.source);
  if (!existing) {
    const folder = await campaignFolder(module);
    const actorClass = (globalThis as unknown as { Actor: { implementation: { create(data: Rec): Promise<ConvertedDocument | undefined> } } }).Actor.implementation;
    const created = await actorClass.create({ ...converted.data, folder });
    return created ? finish(outcome, created, copies, converted.type === "foe") : null;
  }
  const flags = campaignFlags(existing);
  const next = converted.values;
  const current = currentValues(existing.toObject(), Object.keys(next) as CampaignField[]);
  const plan = planResync({ current, base: flags?.values ?? {}, next, linked: Boolean(flags?.linked) });
  const update: Record<string, Json> = { ...plan.update, [`flags.${SYSTEM_ID}.campaign.version`]: module.version, [`flags.${SYSTEM_ID}.campaign.values`]: next as Json };
  if (typeof plan.update.name === "string") update["prototypeToken.name"] = plan.update.name;
  if (typeof plan.update.img === "string") update["prototypeToken.texture.src"] = plan.update.img;
  await existing.update(update);
  outcome.status = plan.fields.length + plan.actions.length + plan.skipped > 0 ? "updated" : "unchanged";
  outcome.name = existing.name;
  outcome.fields = plan.fields;
  outcome.actions = plan.actions;
  outcome.skipped = plan.skipped;
  outcome.review = plan.actions.filter((a) => a.review).map((a) => a.action);
  return finish(outcome, existing, copies, false);
}

/** The actor's link, its tokens moved, and (for a new foe) its book namesake, into the outcome. */
async function finish(outcome: ActorOutcome, document: ConvertedDocument, copies: readonly string[], newFoe: boolean): Promise<ActorOutcome> {
  outcome.uuid = document.uuid;
  outcome.tokens = await followTokens(copies, document.id ?? "");
  // A new foe that is one of the book's: the report says the GM can link it to the book's statblock.
  if (newFoe) outcome.namesake = bookNamesake(document.name)?.name ?? null;
  return outcome;
}

/**
 * Converts or re-syncs the given actors of one campaign (GM only) and posts the report. Returns what
 * happened (null when the user is no GM).
 */
export async function convertCampaignActors(module: CampaignModule, actors: readonly CampaignActor[], worldCopies: ReadonlyMap<string, readonly string[]>): Promise<CampaignOutcome | null> {
  if (!game.user.isGM) {
    ui.notifications.warn(translate("PHASESIX.Campaign.GmOnly"));
    return null;
  }
  const outcome: CampaignOutcome = { module, actors: [] };
  for (const actor of actors) {
    if (actor.module !== module.id) continue;
    const result = await convertOne(module, actor, worldCopies);
    if (result) outcome.actors.push(result);
  }
  await postCampaignReport(outcome);
  return outcome;
}

/** The report card, whispered to the GMs. */
export async function postCampaignReport(outcome: CampaignOutcome): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(CAMPAIGN_REPORT_TEMPLATE, campaignReportContext(outcome, translate));
  const whisper = game.users.contents.filter((u) => u.isGM).map((u) => u.id);
  await ChatMessage.create({ content, whisper, speaker: { alias: outcome.module.title } } as ChatMessage.CreateData);
}
