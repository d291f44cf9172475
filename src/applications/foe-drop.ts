/**
 * Encounter help for the rulebook's foes (RULES.md → Foes): a folder of foes dragged onto the scene
 * becomes a group of tokens there (and joins the combat of that scene), dragged onto the combat
 * tracker it becomes a group of combatants (tokens placed at the scene's centre), on the level the GM
 * is viewing (Foundry 14 scene levels). GM only. Kept free
 * of the roll layer, so the combat tracker can load it anywhere.
 */
import { SYSTEM_ID } from "../constants.ts";
import { onViewedLevel } from "../foundry-compat/scene-levels.ts";

type Rec = Record<string, unknown>;

function isObject(value: unknown): value is Rec {
  return typeof value === "object" && value !== null;
}

/** The stable key (`flags.phasesix.key`) of a document, or null. */
function keyOf(document: { flags?: unknown }): string | null {
  const flags = isObject(document.flags) ? document.flags[SYSTEM_ID] : null;
  return isObject(flags) && typeof flags.key === "string" ? flags.key : null;
}

/** Whether a document is a foe (only foes form an encounter group; other actors in the folder stay out). */
function isFoe(document: { type?: unknown }): boolean {
  return document.type === "foe";
}

/** The foes of a dropped Actor folder (a world folder or a compendium folder), in order. */
async function folderActors(uuid: string): Promise<{ name: string; actors: Actor.Implementation[] } | null> {
  const folder: unknown = await fromUuid(uuid as never);
  if (!isObject(folder) || folder.type !== "Actor") return null;
  const name = typeof folder.name === "string" ? folder.name : "";
  const packId = typeof folder.pack === "string" ? folder.pack : null;
  if (!packId) {
    const contents = Array.isArray(folder.contents) ? (folder.contents as Actor.Implementation[]) : [];
    return { name, actors: contents.filter(isFoe) };
  }
  const pack = game.packs.get(packId);
  if (!pack) return null;
  const documents = (await pack.getDocuments({ folder: folder.id } as never)) as unknown as Actor.Implementation[];
  const actors: Actor.Implementation[] = [];
  for (const document of documents.filter(isFoe)) {
    // One world actor per foe: reuse the one imported before (same key), else import it.
    const key = keyOf(document);
    const existing = game.actors.contents.find((a) => keyOf(a) === key && a.name === document.name) as Actor.Implementation | undefined;
    const actor = existing ?? ((await game.actors.importFromCompendium(pack as never, document.id ?? "", {}, { keepId: false } as never)) as unknown as Actor.Implementation | undefined);
    if (actor) actors.push(actor);
  }
  return { name, actors };
}

/** Tokens for `actors` around (x, y) on the current scene, added to that scene's combat when `join`. */
async function placeGroup(actors: readonly Actor.Implementation[], x: number, y: number, join: boolean): Promise<number> {
  const scene = canvas?.scene;
  if (!scene) {
    ui.notifications.warn("PHASESIX.Foe.Encounter.NoScene", { localize: true });
    return 0;
  }
  const size = scene.grid.size;
  const perRow = Math.max(1, Math.ceil(Math.sqrt(actors.length)));
  const data: Rec[] = [];
  for (const [i, actor] of actors.entries()) {
    const token = await actor.getTokenDocument({ x: x + (i % perRow) * size, y: y + Math.floor(i / perRow) * size } as never);
    // On the level the GM is looking at (Foundry 14 scene levels).
    data.push(onViewedLevel(scene, token.toObject() as unknown as Rec));
  }
  const created = (await scene.createEmbeddedDocuments("Token", data as never)) as unknown as Array<{ id: string | null; actorId: string | null }>;
  const combat = game.combats.find((c) => c.scene?.id === scene.id) ?? (join ? game.combat : null);
  if (join && combat) {
    await combat.createEmbeddedDocuments("Combatant", created.map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId })) as never);
  }
  return created.length;
}

/** What a drop of folder data needs. */
function droppedFolder(data: unknown): string | null {
  return isObject(data) && data.type === "Folder" && typeof data.uuid === "string" ? data.uuid : null;
}

async function dropGroup(uuid: string, x: number, y: number, join: boolean): Promise<void> {
  const found = await folderActors(uuid);
  if (!found || found.actors.length === 0) return;
  const count = await placeGroup(found.actors, x, y, join);
  if (count > 0) ui.notifications.info(game.i18n.format("PHASESIX.Foe.Encounter.Added", { count: String(count), folder: found.name }));
}

/** `dropCanvasData`: an Actor folder dropped on the scene becomes a group of tokens (joining the scene's combat); false stops Foundry's own handling, true lets it go on. */
export function onDropCanvasData(data: unknown): boolean {
  const uuid = droppedFolder(data);
  if (!uuid || !game.user.isGM || !isObject(data)) return true;
  const x = typeof data.x === "number" ? data.x : 0;
  const y = typeof data.y === "number" ? data.y : 0;
  void dropGroup(uuid, x, y, true);
  return false;
}

/** The combat tracker accepts a dropped Actor folder: its foes join the combat, placed at the scene's centre. */
export function acceptFolderDrops(element: HTMLElement): void {
  if (element.dataset.phasesixFolderDrop === "1") return;
  element.dataset.phasesixFolderDrop = "1";
  element.addEventListener("dragover", (event) => event.preventDefault());
  element.addEventListener("drop", (event) => {
    let data: unknown = null;
    try {
      data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "null");
    } catch {
      return;
    }
    const uuid = droppedFolder(data);
    if (!uuid || !game.user.isGM) return;
    event.preventDefault();
    const dimensions = canvas?.scene?.dimensions;
    void dropGroup(uuid, dimensions ? dimensions.width / 2 : 0, dimensions ? dimensions.height / 2 : 0, true);
  });
}
