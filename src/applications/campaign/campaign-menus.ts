/**
 * Where the GM starts a campaign conversion (README → Campaigns from phasesix.org), all thin:
 * - the header menu of a campaign actor's sheet (the module's own sheet): convert this actor; of a
 *   converted actor's sheet: re-sync it, and for a foe with a book namesake link it to (or unlink it
 *   from) the book's statblock;
 * - the context menu of an actor in the Actors directory or in the campaign's compendium (convert or
 *   re-sync it), of a folder there (every campaign actor in it) and of the campaign compendium itself
 *   (the whole campaign);
 * - a GM tool in the token controls: every active campaign at once, after a dialog that lists them.
 * On Foundry 13 the GM tool says that the export needs Foundry 14 (the site's module does not load
 * there). Without an active campaign module there is nothing to do, and the tool says so.
 */
import { dialogClasses } from "../../constants.ts";
import { campaignExportSupported } from "../../foundry-compat/campaign-export.ts";
import { contextMenuEntry } from "../../foundry-compat/context-menu-entry.ts";
import type { CampaignActor } from "../../rules/campaign/index.ts";
import { campaignModuleOfPack, readCampaignActor } from "../../rules/campaign/index.ts";
import type { SceneControls } from "../gm-tools/tool-buttons.ts";
import { translate } from "../rolling-actor.ts";
import { templatePath } from "../templates.ts";
import type { CampaignModule, SourceDocument } from "./campaign-sources.ts";
import { activeCampaignModules, campaignActorOf, campaignContents, campaignModule, campaignModuleOfCompendium, campaignPack, compendiumActors, freshest, worldCopiesOf } from "./campaign-sources.ts";
import type { CampaignOutcome, ConvertedDocument, convertCampaignActors as ConvertCampaignActorsFn } from "./campaign-convert.ts";

type ConvertCampaignActors = typeof ConvertCampaignActorsFn;
import { campaignFlags } from "./campaign-flags.ts";
import { bookNamesake } from "./book-namesake.ts";

export const CAMPAIGN_DIALOG_TEMPLATE = templatePath("campaign/dialog.hbs");

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

/**
 * The conversion itself (the core's converter, the report) loads on first use: a chunk of its own, so
 * the bundle every client loads at start stays small; the menus here only decide what to offer.
 */
async function convertCampaignActors(...args: Parameters<ConvertCampaignActors>): Promise<CampaignOutcome | null> {
  const conversion = await import("./campaign-convert.ts");
  return conversion.convertCampaignActors(...args);
}

/** Converts (or re-syncs) campaign actors of possibly several campaigns, one report per campaign. */
export async function convertActors(actors: readonly CampaignActor[]): Promise<CampaignOutcome[]> {
  const outcomes: CampaignOutcome[] = [];
  const modules = [...new Set(actors.map((a) => a.module))];
  for (const id of modules) {
    const module = campaignModule(id);
    if (!module) continue;
    const fresh = await freshest(
      module,
      actors.filter((a) => a.module === id),
    );
    const outcome = await convertCampaignActors(module, fresh, worldCopiesOf(module));
    if (outcome) outcomes.push(outcome);
  }
  if (modules.length > 0 && outcomes.length === 0 && game.user.isGM) ui.notifications.warn(translate("PHASESIX.Campaign.ModuleInactive"));
  return outcomes;
}

/** Re-syncs converted actors from their campaign's current export. */
export async function resyncActors(actors: readonly ConvertedDocument[]): Promise<CampaignOutcome[]> {
  const wanted: CampaignActor[] = [];
  for (const actor of actors) {
    const flags = campaignFlags(actor);
    const module = campaignModule(flags?.module ?? null);
    if (!flags || !module) continue;
    const found = (await compendiumActors(module)).find((a) => a.source === flags.source) ?? (await campaignContents(module)).actors.find((a) => a.source === flags.source);
    if (found) wanted.push(found);
    else ui.notifications.warn(translate("PHASESIX.Campaign.SourceGone", { name: actor.name }));
  }
  return convertActors(wanted);
}

/** The whole campaign of `module`. */
export async function convertCampaign(module: CampaignModule): Promise<CampaignOutcome | null> {
  const contents = await campaignContents(module);
  return convertCampaignActors(module, contents.actors, contents.worldCopies);
}

/** What the GM tool's dialog lists per campaign. */
export interface CampaignChoice {
  id: string;
  title: string;
  version: string;
  counts: string;
}

async function campaignChoices(modules: readonly CampaignModule[]): Promise<CampaignChoice[]> {
  const choices: CampaignChoice[] = [];
  for (const module of modules) {
    const { actors } = await campaignContents(module);
    const count = (category: string) => actors.filter((a) => a.category === category).length;
    const converted = [...(game.actors as unknown as Iterable<{ flags?: unknown }>)].filter((a) => campaignFlags(a)?.module === module.id).length;
    choices.push({
      id: module.id,
      title: module.title,
      version: module.version,
      counts: translate("PHASESIX.Campaign.Dialog.Counts", { foes: count("foe"), npcs: count("npc"), essential: count("character"), converted }),
    });
  }
  return choices;
}

/** GM tool: every active campaign (those the GM ticks) converted or re-synced. */
export async function startCampaignConversion(): Promise<CampaignOutcome[]> {
  if (!game.user.isGM) return [];
  if (!campaignExportSupported()) {
    ui.notifications.warn(translate("PHASESIX.Campaign.NeedsFoundry14"));
    return [];
  }
  const modules = activeCampaignModules();
  if (modules.length === 0) {
    ui.notifications.info(translate("PHASESIX.Campaign.NoneActive"));
    return [];
  }
  const choices = await campaignChoices(modules);
  const content = await foundry.applications.handlebars.renderTemplate(CAMPAIGN_DIALOG_TEMPLATE, { campaigns: choices });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    classes: dialogClasses(),
    window: { title: translate("PHASESIX.Campaign.Tool"), icon: "fa-solid fa-scroll" },
    content,
    ok: { label: translate("PHASESIX.Campaign.Dialog.Convert"), icon: "fa-solid fa-right-left" },
  } as never);
  if (!isRecord(answer)) return [];
  const ticked = modules.filter((m) => answer[`campaign.${m.id}`] === true || (isRecord(answer.campaign) && answer.campaign[m.id] === true));
  const outcomes: CampaignOutcome[] = [];
  for (const module of ticked) {
    const outcome = await convertCampaign(module);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

// ----- the hooks ----------------------------------------------------------------------------------------

interface SheetLike {
  document?: unknown;
}

function documentOf(value: unknown): (SourceDocument & ConvertedDocument) | null {
  return isRecord(value) && typeof value.toObject === "function" ? (value as unknown as SourceDocument & ConvertedDocument) : null;
}

/** A header control as Foundry 13 and 14 read it (13's types lack `onClick`, its code has it). */
function headerControl(label: string, icon: string, action: string, onClick: () => void): foundry.applications.api.ApplicationV2.HeaderControlsEntry {
  return { label, icon, action, visible: true, onClick } as foundry.applications.api.ApplicationV2.HeaderControlsEntry;
}

/** `getHeaderControlsActorSheetV2`: the campaign entries of an actor sheet's header menu (GM only). */
export function campaignHeaderControls(app: SheetLike, controls: foundry.applications.api.ApplicationV2.HeaderControlsEntry[]): void {
  const document = documentOf(app.document);
  if (!game.user.isGM || !document) return;
  const campaignActor = campaignActorOf(document);
  if (campaignActor) {
    controls.push(headerControl("PHASESIX.Campaign.ConvertActor", "fa-solid fa-right-left", "phasesixCampaignConvert", () => void convertActors([campaignActor])));
    return;
  }
  const flags = campaignFlags(document);
  if (!flags) return;
  if (campaignModule(flags.module)) controls.push(headerControl("PHASESIX.Campaign.Resync", "fa-solid fa-rotate", "phasesixCampaignResync", () => void resyncActors([document])));
  if (document.type !== "foe") return;
  if (flags.linked) controls.push(headerControl("PHASESIX.Campaign.Unlink", "fa-solid fa-link-slash", "phasesixCampaignUnlink", () => void import("./book-link.ts").then((link) => link.unlinkFromBook(document))));
  else if (bookNamesake(document.name)) controls.push(headerControl("PHASESIX.Campaign.Link", "fa-solid fa-book", "phasesixCampaignLink", () => void import("./book-link.ts").then((link) => link.linkToBook(document))));
}

/** The hook (synchronous: Foundry reads the list right after it). */
function onHeaderControls(app: unknown, controls: unknown): void {
  if (!Array.isArray(controls)) return;
  campaignHeaderControls(app as SheetLike, controls as foundry.applications.api.ApplicationV2.HeaderControlsEntry[]);
}

interface DirectoryLike {
  collection?: unknown;
}

/** The document an entry of the Actors directory or of a compendium stands for (a compendium's is loaded). */
async function entryDocument(app: DirectoryLike, li: HTMLElement): Promise<(SourceDocument & ConvertedDocument) | null> {
  const id = li.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId ?? "";
  const collection = app.collection;
  if (isRecord(collection) && typeof collection.getDocument === "function") return documentOf(await (collection.getDocument as (id: string) => Promise<unknown>).call(collection, id));
  return documentOf((game.actors as unknown as { get(id: string): unknown }).get(id));
}

/** Whether an entry is a campaign actor (a world copy, or any entry of a campaign compendium). */
function entryIsCampaignActor(app: DirectoryLike, li: HTMLElement): boolean {
  const collection = app.collection;
  if (isRecord(collection) && typeof collection.collection === "string") return campaignModuleOfCompendium(collection.collection) !== null;
  const id = li.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId ?? "";
  return campaignActorOf(documentOf((game.actors as unknown as { get(id: string): unknown }).get(id))) !== null;
}

function entryIsConverted(app: DirectoryLike, li: HTMLElement): boolean {
  if (isRecord(app.collection) && typeof app.collection.collection === "string") return false;
  const id = li.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId ?? "";
  const flags = campaignFlags(documentOf((game.actors as unknown as { get(id: string): unknown }).get(id)));
  return flags !== null && campaignModule(flags.module) !== null;
}

/** `getActorContextOptions` (Actors directory and Actor compendia): convert or re-sync one actor. */
export function campaignEntryOptions(app: DirectoryLike, options: unknown[]): void {
  options.push(
    contextMenuEntry({
      label: "PHASESIX.Campaign.ConvertActor",
      icon: '<i class="fa-solid fa-right-left"></i>',
      visible: (li) => game.user.isGM && entryIsCampaignActor(app, li),
      onClick: (li) =>
        void entryDocument(app, li).then((document) => {
          const actor = campaignActorOf(document);
          if (actor) void convertActors([actor]);
        }),
    }),
    contextMenuEntry({
      label: "PHASESIX.Campaign.Resync",
      icon: '<i class="fa-solid fa-rotate"></i>',
      visible: (li) => game.user.isGM && entryIsConverted(app, li),
      onClick: (li) =>
        void entryDocument(app, li).then((document) => {
          if (document) void resyncActors([document]);
        }),
    }),
  );
}

interface FolderLike {
  id: string | null;
  type?: unknown;
  pack?: unknown;
  contents?: unknown;
  getSubfolders?: (recursive: boolean) => FolderLike[];
}

/** The campaign actors of a folder: a world folder's actors (with its sub-folders'), or a campaign compendium folder's entries. */
export async function folderCampaignActors(folder: FolderLike): Promise<CampaignActor[]> {
  if (folder.type !== "Actor") return [];
  if (typeof folder.pack === "string") {
    const module = campaignModuleOfCompendium(folder.pack);
    if (!module) return [];
    const pack = campaignPack(module);
    const documents = pack ? await pack.getDocuments({ folder: folder.id }) : [];
    return documents.flatMap((d) => readCampaignActor(d.toObject()) ?? []);
  }
  return worldFolderCampaignActors(folder);
}

/** The campaign actors of a world Actor folder and its sub-folders (read at once: the documents are loaded). */
function worldFolderCampaignActors(folder: FolderLike): CampaignActor[] {
  const folders = [folder, ...(folder.getSubfolders?.(true) ?? [])];
  return folders.flatMap((f) => (Array.isArray(f.contents) ? (f.contents as SourceDocument[]) : [])).flatMap((d) => campaignActorOf(d) ?? []);
}

function folderOf(header: HTMLElement): FolderLike | null {
  const uuid = header.closest<HTMLElement>(".directory-item")?.dataset.uuid ?? "";
  const folder: unknown = uuid ? fromUuidSync(uuid as never) : null;
  return isRecord(folder) ? (folder as unknown as FolderLike) : null;
}

/** `getFolderContextOptions`: every campaign actor of an Actor folder. */
export function campaignFolderOptions(_app: unknown, options: unknown[]): void {
  options.push(
    contextMenuEntry({
      label: "PHASESIX.Campaign.ConvertFolder",
      icon: '<i class="fa-solid fa-right-left"></i>',
      visible: (header) => {
        if (!game.user.isGM) return false;
        const folder = folderOf(header);
        if (folder?.type !== "Actor") return false;
        return typeof folder.pack === "string" ? campaignModuleOfCompendium(folder.pack) !== null : worldFolderCampaignActors(folder).length > 0;
      },
      onClick: (header) => {
        const folder = folderOf(header);
        if (!folder) return;
        void folderCampaignActors(folder).then((actors) => {
          if (actors.length === 0) ui.notifications.info(translate("PHASESIX.Campaign.FolderEmpty"));
          else void convertActors(actors);
        });
      },
    }),
  );
}

/** `getCompendiumContextOptions`: the whole campaign from its actor compendium. */
export function campaignCompendiumOptions(_app: unknown, options: unknown[]): void {
  const moduleOfEntry = (li: HTMLElement) => campaignModule(campaignModuleOfPack(li.closest<HTMLElement>("[data-pack]")?.dataset.pack ?? ""));
  options.push(
    contextMenuEntry({
      label: "PHASESIX.Campaign.ConvertCampaign",
      icon: '<i class="fa-solid fa-right-left"></i>',
      visible: (li) => game.user.isGM && moduleOfEntry(li) !== null,
      onClick: (li) => {
        const module = moduleOfEntry(li);
        if (module) void convertCampaign(module);
      },
    }),
  );
}

/** Adds the GM tool to the token controls (GM only). */
export function addCampaignTool(controls: SceneControls, isGM: boolean, onChange: () => void): void {
  const tools = controls.tokens?.tools;
  if (!tools || !isGM) return;
  tools.phasesixCampaign = { name: "phasesixCampaign", title: "PHASESIX.Campaign.Tool", icon: "fa-solid fa-scroll", order: Object.keys(tools).length + 1, button: true, visible: true, onChange };
}

/** Registers the header controls, the context menus and the GM tool (at init). */
export function registerCampaignConversion(): void {
  // These hook names are not in fvtt-types 13's table (they are built from class names): a plain signature.
  const hooks = Hooks as unknown as { on(hook: string, fn: (...args: never[]) => void): number };
  hooks.on("getHeaderControlsActorSheetV2", (app: unknown, controls: unknown) => onHeaderControls(app, controls));
  hooks.on("getActorContextOptions", (app: DirectoryLike, options: unknown[]) => campaignEntryOptions(app, options));
  hooks.on("getFolderContextOptions", (app: unknown, options: unknown[]) => campaignFolderOptions(app, options));
  hooks.on("getCompendiumContextOptions", (app: unknown, options: unknown[]) => campaignCompendiumOptions(app, options));
  hooks.on("getSceneControlButtons", (controls: SceneControls) => addCampaignTool(controls, game.user.isGM, () => void startCampaignConversion()));
}
