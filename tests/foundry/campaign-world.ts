/**
 * Honest stand-ins for the world-level collections a phasesix.org campaign conversion touches, after
 * Foundry's documented behaviour (13's code; 14 keeps these calls):
 * - `game.modules`: installed packages by id (`get`, iteration over the values) with `id`, `title`,
 *   `version`, `active`, as Foundry's Module objects;
 * - `game.packs`: compendia by collection id (`get`, iteration). An Actor compendium
 *   ({@link StandInActorPack}) keeps stored sources: `getDocuments(query)` (`{ folder }` filters by the
 *   entry's folder, as Foundry's query does) and `getDocument(id)` return documents whose
 *   `toObject()` is a copy of the stored source (nothing a caller does to it reaches the store);
 *   `index` is the index Foundry loads at start-up (`_id`, `name`, `type`, `img`, `uuid` and the
 *   `flags.phasesix.worlds` index field our system configures); `collection`, `documentName`;
 * - `game.actors`: the world's actors (a Collection), and `Actor.implementation.create(data)`, which
 *   builds the given document class (our PhaseSixActor over the actor stand-in) from the data, adds it
 *   to `game.actors` and counts the creation;
 * - `game.folders` and `Folder.implementation.create(data)`: folders with `id`, `name`, `type`,
 *   `flags`, `uuid`, `pack` (null: a world folder) and `contents` (the world actors in it);
 * - `game.scenes`: scenes whose `tokens` hold `{ id, actorId, actorLink, name }` and whose
 *   `updateEmbeddedDocuments("Token", updates)` merges each update into the token it names by `_id`
 *   (unknown ids skipped), as one database operation;
 * - {@link ModuleActorData}: the campaign module's own actor model (`category`, `description`, `details`
 *   kept as given: its schema is a StringField, an HTMLField and an ObjectField).
 * Call {@link installCampaignWorld} after installGame and installActors.
 */
import { StandInCollection } from "./collection.ts";

type Data = Record<string, unknown>;

let nextId = 1;
const id = (prefix: string) => `${prefix}${String(nextId++).padStart(16 - prefix.length, "0")}`;

/** The campaign module's actor data model (`<module>.phasesix`): category, description, details. */
export class ModuleActorData {
  #source: Data;
  category: string;
  description: string;
  details: unknown;
  constructor(data: Data) {
    this.#source = structuredClone({ category: data.category ?? "npc", description: data.description ?? "", details: data.details ?? {} });
    this.category = String(this.#source.category);
    this.description = String(this.#source.description);
    this.details = this.#source.details;
  }
  updateSource(changes: Data): void {
    this.#source = { ...this.#source, ...structuredClone(changes) };
    this.category = String(this.#source.category);
    this.description = String(this.#source.description);
    this.details = this.#source.details;
  }
  toObject(): Data {
    return structuredClone(this.#source);
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** A compendium entry: its stored source, read through `toObject()`. */
export class StandInPackDocument {
  constructor(
    readonly pack: string,
    private readonly source: Data,
  ) {}
  get id(): string {
    return String(this.source._id);
  }
  get name(): string {
    return String(this.source.name);
  }
  get type(): unknown {
    return this.source.type;
  }
  get flags(): unknown {
    return this.source.flags;
  }
  get uuid(): string {
    return `Compendium.${this.pack}.Actor.${this.id}`;
  }
  toObject(): Data {
    return structuredClone(this.source);
  }
}

export class StandInActorPack {
  readonly documentName = "Actor";
  constructor(
    readonly collection: string,
    public sources: Data[],
  ) {}

  /** Replace the stored entries (what the module's `ready` hook does with a new export). */
  replace(sources: Data[]): void {
    this.sources = structuredClone(sources);
  }

  get index(): Data[] {
    return this.sources.map((s) => {
      const flags = (s.flags ?? {}) as Data;
      const ours = (flags.phasesix ?? {}) as Data;
      return { _id: s._id, name: s.name, type: s.type, img: s.img, uuid: `Compendium.${this.collection}.Actor.${String(s._id)}`, flags: { phasesix: { worlds: structuredClone(ours.worlds ?? []) } } };
    });
  }

  async getDocuments(query: Data = {}): Promise<StandInPackDocument[]> {
    return this.sources.filter((s) => query.folder === undefined || s.folder === query.folder).map((s) => new StandInPackDocument(this.collection, s));
  }

  async getDocument(docId: string): Promise<StandInPackDocument | null> {
    const source = this.sources.find((s) => s._id === docId);
    return source ? new StandInPackDocument(this.collection, source) : null;
  }
}

export interface StandInToken {
  id: string;
  actorId: string | null;
  actorLink: boolean;
  name: string;
}

export class StandInTokenScene {
  tokens: StandInToken[] = [];
  updates = 0;
  constructor(
    public id: string,
    public name: string,
  ) {}
  place(actorId: string, name: string, actorLink = false): StandInToken {
    const token = { id: id("Token"), actorId, actorLink, name };
    this.tokens.push(token);
    return token;
  }
  async updateEmbeddedDocuments(name: "Token", updates: Data[]): Promise<StandInToken[]> {
    if (name !== "Token") throw new Error(`${name} is not embedded in this stand-in scene`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const changed: StandInToken[] = [];
    for (const update of updates) {
      const token = this.tokens.find((t) => t.id === update._id);
      if (!token) continue;
      Object.assign(token, Object.fromEntries(Object.entries(update).filter(([k]) => k !== "_id")));
      changed.push(token);
    }
    this.updates += 1;
    return changed;
  }
}

export interface StandInModule {
  id: string;
  title: string;
  version: string;
  active: boolean;
}

export interface StandInFolderDoc {
  id: string;
  uuid: string;
  name: string;
  type: string;
  pack: string | null;
  flags: Data;
  readonly contents: unknown[];
}

interface WorldActor {
  id: string;
  name: string;
  folder?: string | null;
}

/** What {@link installCampaignWorld} returns: the collections, to fill and inspect. */
export interface CampaignWorld {
  modules: Map<string, StandInModule>;
  packs: Map<string, unknown>;
  actors: StandInCollection<WorldActor & { id: string }>;
  folders: StandInFolderDoc[];
  scenes: StandInTokenScene[];
  created: number;
}

/**
 * Install `game.modules/packs/actors/folders/scenes`, `Actor.implementation` (creating instances of
 * `documentClass`) and `Folder.implementation`.
 */
export function installCampaignWorld(documentClass: new (data: never) => WorldActor): CampaignWorld {
  const world: CampaignWorld = { modules: new Map(), packs: new Map(), actors: new StandInCollection(), folders: [], scenes: [], created: 0 };
  const g = globalThis as unknown as { game: Data; Actor: Data; Folder: Data; fromUuidSync: (uuid: string) => unknown };
  const iterableMap = <T>(map: Map<string, T>) => ({ get: (key: string) => map.get(key), [Symbol.iterator]: () => map.values() });
  g.game.modules = iterableMap(world.modules);
  g.game.packs = iterableMap(world.packs);
  g.game.actors = world.actors;
  g.game.folders = { [Symbol.iterator]: () => world.folders.values(), get: (folderId: string) => world.folders.find((f) => f.id === folderId) };
  g.game.scenes = { [Symbol.iterator]: () => world.scenes.values() };
  (g.Actor as Data).implementation = {
    create: async (data: Data) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const actor = new documentClass(structuredClone(data) as never);
      world.actors.add(actor);
      world.created += 1;
      return actor;
    },
  };
  g.Folder = {
    implementation: {
      create: async (data: Data) => {
        const folderId = id("Folder");
        const folder: StandInFolderDoc = {
          id: folderId,
          uuid: `Folder.${folderId}`,
          name: String(data.name),
          type: String(data.type),
          pack: null,
          flags: structuredClone((data.flags ?? {}) as Data),
          get contents() {
            return world.actors.filter((a) => a.folder === folderId);
          },
        };
        world.folders.push(folder);
        return folder;
      },
    },
  };
  const previous = g.fromUuidSync;
  g.fromUuidSync = (uuid: string) => world.folders.find((f) => f.uuid === uuid) ?? previous?.(uuid) ?? null;
  return world;
}
