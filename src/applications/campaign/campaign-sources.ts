/**
 * Where a phasesix.org campaign's actors are in a world (README → Campaigns from phasesix.org): the
 * active campaign modules (`phasesix-campaign-<pk>`), the actors their `ready` hook imported into the
 * world compendium `world.<module>-actors`, and copies of them the GM imported into the world (their
 * tokens may stand on scenes). Nothing here writes: the module's own documents are only read.
 * Without an active campaign module there is nothing to find.
 */
import type { CampaignActor } from "../../rules/campaign/index.ts";
import { campaignActorsPack, campaignModuleOfPack, campaignModuleOfType, isCampaignModuleId, readCampaignActor } from "../../rules/campaign/index.ts";

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

/** An active campaign module: its id, title and version. */
export interface CampaignModule {
  id: string;
  title: string;
  version: string;
}

/** A document as this file reads it. */
export interface SourceDocument {
  id: string | null;
  type?: unknown;
  toObject(): unknown;
}

interface PackLike {
  collection: string;
  documentName: string;
  getDocuments(query?: Rec): Promise<SourceDocument[]>;
}

function moduleOf(value: unknown): CampaignModule | null {
  if (!isRecord(value) || !isCampaignModuleId(value.id) || value.active !== true) return null;
  const title = typeof value.title === "string" && value.title.trim() !== "" ? value.title : value.id;
  return { id: value.id, title, version: typeof value.version === "string" ? value.version : "" };
}

/** The active campaign module `id`, or null (not installed, not active, no campaign module). */
export function campaignModule(id: string | null): CampaignModule | null {
  return id ? moduleOf((game.modules as unknown as { get(id: string): unknown }).get(id)) : null;
}

/** The title of a campaign module (installed or not), else its id: what the sheets name the campaign by. */
export function campaignTitle(id: string): string {
  const module: unknown = (game.modules as unknown as { get(id: string): unknown } | undefined)?.get(id);
  return isRecord(module) && typeof module.title === "string" && module.title.trim() !== "" ? module.title : id;
}

/** Every active campaign module of the world. */
export function activeCampaignModules(): CampaignModule[] {
  return [...(game.modules as unknown as Iterable<unknown>)].flatMap((m) => moduleOf(m) ?? []);
}

/** The campaign's actor compendium, when its module is active and the compendium exists. */
export function campaignPack(module: CampaignModule): PackLike | null {
  const pack: unknown = game.packs.get(campaignActorsPack(module.id));
  return isRecord(pack) && pack.documentName === "Actor" ? (pack as unknown as PackLike) : null;
}

/** The active campaign module of a compendium (by its collection id), or null. */
export function campaignModuleOfCompendium(collection: unknown): CampaignModule | null {
  return campaignModule(campaignModuleOfPack(collection));
}

/** The campaign actor a document is (a world copy or a compendium entry of an active module), or null. */
export function campaignActorOf(document: SourceDocument | null | undefined): CampaignActor | null {
  if (!document || !campaignModule(campaignModuleOfType(document.type))) return null;
  return readCampaignActor(document.toObject());
}

/** What a conversion reads of one campaign: its actors (the compendium's version first) and the world copies by source. */
export interface CampaignContents {
  actors: CampaignActor[];
  /** World actors of the module's sub-type, by their source flag ("foe:12" → actor ids). */
  worldCopies: Map<string, string[]>;
}

/** The world copies of a campaign's actors, by source. */
export function worldCopiesOf(module: CampaignModule): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const actor of game.actors as unknown as Iterable<SourceDocument>) {
    if (campaignModuleOfType(actor.type) !== module.id || !actor.id) continue;
    const read = readCampaignActor(actor.toObject());
    if (read) copies.set(read.source, [...(copies.get(read.source) ?? []), actor.id]);
  }
  return copies;
}

/** The campaign's actors read from its compendium, by source (empty without the compendium). */
export async function compendiumActors(module: CampaignModule, query: Rec = {}): Promise<CampaignActor[]> {
  const pack = campaignPack(module);
  if (!pack) return [];
  const documents = await pack.getDocuments(query);
  return documents.flatMap((d) => readCampaignActor(d.toObject()) ?? []);
}

/**
 * Everything of one campaign: the compendium's actors, then world copies whose source the compendium
 * lacks (an actor the GM imported and the site no longer exports).
 */
export async function campaignContents(module: CampaignModule): Promise<CampaignContents> {
  const actors = await compendiumActors(module);
  const seen = new Set(actors.map((a) => a.source));
  for (const actor of game.actors as unknown as Iterable<SourceDocument>) {
    if (campaignModuleOfType(actor.type) !== module.id) continue;
    const read = readCampaignActor(actor.toObject());
    if (read && !seen.has(read.source)) {
      seen.add(read.source);
      actors.push(read);
    }
  }
  return { actors, worldCopies: worldCopiesOf(module) };
}

/**
 * The freshest reading of some campaign actors (a world copy is replaced by the compendium's entry of
 * the same source: the module updates its compendium on every new version, never the world copies).
 */
export async function freshest(module: CampaignModule, actors: readonly CampaignActor[]): Promise<CampaignActor[]> {
  const fromPack = new Map((await compendiumActors(module)).map((a) => [a.source, a]));
  return actors.map((a) => fromPack.get(a.source) ?? a);
}
