/**
 * Honest stand-ins for dropping a folder of actors on a scene (Foundry VTT 13):
 * - StandInSceneActor: a world actor with `type`, `name`, `flags` and `getTokenDocument(data)`, whose
 *   `toObject()` is the prototype token data at the given position with the actor's id.
 * - StandInFolder: an Actor folder (`type: "Actor"`, `name`, `contents`, no `pack`), found by `fromUuid`.
 * - StandInScene: `id`, `grid.size`, `dimensions` (width/height), `tokens` (created token data with
 *   ids) and `createEmbeddedDocuments("Token", data)`, which returns the created tokens.
 * - installCanvas(scene) sets the global `canvas.scene`; installFromUuid(documents) sets `fromUuid`.
 * Foundry 14's scene levels (v14 types: common/documents/level.d.mts, client/documents/level.d.mts;
 * API: TokenData `level`, the Level's `elevation: { bottom, top }`, `isView`, `clampElevation`):
 * - StandInLevel: `id`, `name`, `elevation`, `isView` (the level the canvas shows), `clampElevation(e)`
 *   (the elevation moved into the level's range);
 * - a StandInScene made with levels has them in `levels` (a collection: iterable, `contents`);
 *   installCanvas(scene, level) shows that level (`canvas.level`, and its `isView`).
 */
type Data = Record<string, unknown>;

let nextId = 0;

export class StandInSceneActor {
  id: string;
  name: string;
  type: string;
  flags: Record<string, Data>;

  constructor(name: string, type: string, key?: string) {
    this.id = `actor${nextId++}`;
    this.name = name;
    this.type = type;
    this.flags = key ? { phasesix: { key } } : {};
  }

  async getTokenDocument(data: Data = {}): Promise<{ toObject(): Data }> {
    const token = { name: this.name, actorId: this.id, x: 0, y: 0, ...data };
    return { toObject: () => structuredClone(token) };
  }
}

export class StandInFolder {
  readonly type = "Actor";
  uuid: string;
  constructor(
    public name: string,
    public contents: StandInSceneActor[],
  ) {
    this.uuid = `Folder.${name}`;
  }
}

export class StandInLevel {
  isView = false;
  constructor(
    public id: string,
    public name: string,
    public elevation: { bottom: number; top: number },
  ) {}

  clampElevation(elevation: number): number {
    return Math.min(Math.max(elevation, this.elevation.bottom), this.elevation.top);
  }
}

export class StandInScene {
  grid = { size: 100 };
  dimensions = { width: 4000, height: 3000 };
  tokens: Array<Data & { id: string; actorId: string | null }> = [];
  /** Foundry 14: the scene's levels (absent on 13). */
  levels?: { contents: StandInLevel[]; [Symbol.iterator](): Iterator<StandInLevel> };
  constructor(
    public id: string,
    levels?: StandInLevel[],
  ) {
    if (levels) this.levels = { contents: levels, [Symbol.iterator]: () => levels[Symbol.iterator]() };
  }

  async createEmbeddedDocuments(_name: "Token", data: Data[]): Promise<Array<Data & { id: string; actorId: string | null }>> {
    const made = data.map((d) => ({ ...d, id: `token${nextId++}`, actorId: typeof d.actorId === "string" ? d.actorId : null }));
    this.tokens.push(...made);
    return made;
  }
}

export function installCanvas(scene: StandInScene | null, level?: StandInLevel): void {
  for (const each of scene?.levels ?? []) each.isView = each === level;
  (globalThis as unknown as Record<string, unknown>).canvas = scene ? { scene, ...(level ? { level } : {}) } : null;
}

export function installFromUuid(documents: Array<{ uuid: string }>): void {
  (globalThis as unknown as Record<string, unknown>).fromUuid = async (uuid: string) => documents.find((d) => d.uuid === uuid) ?? null;
}
