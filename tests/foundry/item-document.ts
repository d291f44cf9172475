/**
 * Honest stand-in for Foundry VTT 13's client `Item` document, the part our PhaseSixItem touches,
 * written after Foundry's documented behaviour:
 * - construction: `system` is the type's data model from `CONFIG.Item.dataModels` built from the
 *   source's `system` (so it is cleaned and validated); `img` defaults to
 *   `getDefaultArtwork(data).img` (core: `Item.DEFAULT_ICON`, "icons/svg/item-bag.svg");
 * - `Item.create(data, { parent })`: builds the document, awaits `_preCreate(data, options, user)`;
 *   when it returns false nothing is created and `create` resolves to undefined; otherwise the item
 *   is added to `parent.items` (a StandInCollection, when given) and returned; as Foundry does after
 *   an embedded creation, the parent is prepared again (`prepareData`, when it has one) and its
 *   `_onCreateDescendantDocuments(parent, "items", [item], [data], options, userId)` runs;
 * - `update(changes)` applies `name`, `img` and a nested `system` diff (arrays replace) through the
 *   data model's `updateSource`, so invalid values are rejected as in Foundry, and counts updates;
 * - `toObject()` returns `{ _id, name, type, img, system }` as plain data.
 * - `isOwner`: an embedded item is owned as its actor is; a world item by the game masters (Foundry's
 *   default ownership gives players none).
 * - `effects`: its embedded Active Effects, an empty collection (none are modelled).
 * Not modelled: the database, explicit ownership levels, the effects themselves, sheets. Importing this module puts
 * the class on `globalThis.Item` (import it before the code under test); `installItem(models)`
 * registers the data models on `CONFIG.Item.dataModels`.
 */
import "./data-fields.ts";
import { StandInCollection } from "./collection.ts";

type Data = Record<string, unknown>;

interface SystemModel {
  updateSource(changes: Data): unknown;
  toObject(): Data;
}

type ModelClass = new (data: Data, options: { parent: unknown }) => SystemModel;

let nextId = 1;

function dataModels(): Record<string, ModelClass> {
  const g = globalThis as unknown as { CONFIG: { Item: { dataModels: Record<string, ModelClass> } } };
  return g.CONFIG.Item.dataModels;
}

/** A parent actor as the stand-in needs it: its embedded items collection (see collection.ts). */
export interface ItemParent {
  items: { add(item: unknown): unknown };
}

export class StandInItem {
  static DEFAULT_ICON = "icons/svg/item-bag.svg";

  _id: string;
  name: string;
  type: string;
  img: string;
  system: SystemModel;
  parent: ItemParent | null;
  /** How many times `update` wrote to this item. */
  updates = 0;
  effects = new StandInCollection<{ id: string | null }>([]);

  static getDefaultArtwork(_itemData?: Data): { img: string } {
    return { img: this.DEFAULT_ICON };
  }

  constructor(data: Data, { parent = null }: { parent?: ItemParent | null } = {}) {
    const type = String(data.type);
    const Model = dataModels()[type];
    if (!Model) throw new Error(`Item validation errors:\n  type: ${type} is not a valid type for the Item Document class`);
    const ctor = this.constructor as typeof StandInItem;
    this._id = typeof data._id === "string" ? data._id : `item${String(nextId++).padStart(12, "0")}`;
    this.name = typeof data.name === "string" ? data.name : "";
    this.type = type;
    this.img = typeof data.img === "string" ? data.img : ctor.getDefaultArtwork(data).img;
    this.parent = parent;
    this.system = new Model((data.system ?? {}) as Data, { parent: this });
  }

  get id(): string {
    return this._id;
  }

  get isOwner(): boolean {
    const parent = this.parent as { isOwner?: unknown } | null;
    if (parent && typeof parent.isOwner === "boolean") return parent.isOwner;
    const g = globalThis as unknown as { game?: { user?: { isGM?: boolean } } };
    return g.game?.user?.isGM === true;
  }

  static async create(data: Data, options: { parent?: ItemParent | null } = {}): Promise<StandInItem | undefined> {
    const item = new this(data, { parent: options.parent ?? null });
    const g = globalThis as unknown as { game?: { user?: unknown } };
    const allowed = await item._preCreate(data, {}, g.game?.user ?? null);
    if (allowed === false) return undefined;
    const parent = options.parent;
    parent?.items.add(item);
    if (parent) {
      const hooks = parent as ItemParent & {
        prepareData?: () => void;
        _onCreateDescendantDocuments?: (parent: unknown, collection: string, documents: unknown[], data: Data[], options: Data, userId: string) => void;
      };
      hooks.prepareData?.();
      const userId = (g.game?.user as { id?: string } | undefined)?.id ?? "";
      hooks._onCreateDescendantDocuments?.(parent, "items", [item], [data], {}, userId);
    }
    return item;
  }

  protected async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | undefined> {
    return undefined;
  }

  async update(changes: Data): Promise<this> {
    if (typeof changes.name === "string") this.name = changes.name;
    if (typeof changes.img === "string") this.img = changes.img;
    if (changes.system && typeof changes.system === "object") this.system.updateSource(changes.system as Data);
    this.updates += 1;
    return this;
  }

  toObject(): Data {
    return { _id: this._id, name: this.name, type: this.type, img: this.img, system: this.system.toObject() };
  }
}

/** Register item data models on `CONFIG.Item.dataModels` (keeps what other stand-ins installed). */
export function installItem(models: Record<string, unknown>): void {
  const g = globalThis as unknown as { Item?: unknown; CONFIG?: Data };
  g.Item = StandInItem;
  const config = (g.CONFIG ??= {});
  const itemConfig = (config.Item ??= {}) as Data;
  itemConfig.dataModels = { ...((itemConfig.dataModels as Data | undefined) ?? {}), ...models };
}

(globalThis as unknown as { Item: typeof StandInItem }).Item = StandInItem;
