/**
 * Honest stand-in for Foundry VTT 13's client `Actor` document, the part PhaseSixActor touches,
 * written after Foundry's documented behaviour:
 * - construction: `system` is the type's data model from `CONFIG.Actor.dataModels` built from the
 *   source's `system` with the actor as parent (so it is migrated, cleaned and validated), then
 *   `prepareData()` runs the model's `prepareBaseData` and `prepareDerivedData` (as
 *   ClientDocument#prepareData does after the embedded items are prepared);
 * - `items`: the embedded items as plain data (`_id`/`id`, `name`, `type`, `system`, `flags`, and
 *   `_stats` when the source had it) — the actor's data models read nothing else of them;
 * - `update(changes, options)`: dot-notation keys are expanded; the updating client's
 *   `_preUpdate(changed, options, user)` runs first and may change `changed` or cancel with `false`;
 *   then `system` changes go through the data model's `updateSource` (cleaning and validation as in
 *   Foundry), `name` and `prototypeToken.name` are set, `flags` are merged (a `-=key` entry deletes
 *   `key`, as Foundry's mergeObject does), the document is prepared again and
 *   `_onUpdate(changed, options, userId)` runs; every call is one database operation and is
 *   counted; the change lands after a turn of the event loop, as a real update only does once the
 *   server answered; `img`, `folder` and `prototypeToken` (given at construction, kept in
 *   `toObject()`) are set or merged as well;
 * - `prototypeToken`: its data, with `name` the actor's name when the source gives none (as Foundry's
 *   `_initializeSource` does);
 * - Active Effects: the actor's effects are built with `CONFIG.ActiveEffect.documentClass` when a
 *   test sets it (else StandInActiveEffect); when any applicable effect is active and has changes,
 *   `prepareData` does what Foundry's preparation does — the system is initialized afresh from its
 *   stored source, `prepareBaseData`, then every change through `effect.apply(actor, change)` (its
 *   results kept in `overrides`, as Foundry's `applyActiveEffects`), then `prepareDerivedData` — so
 *   `system` holds stored + effects while `system._source` keeps the stored values; on Foundry 14
 *   (installGame's `generation`) each change of `system.changes` goes to its type's `handler(actor,
 *   change)` when the type has one, else to the effect class's static `applyChange(actor, change,
 *   options)` (Actor#applyActiveEffects of 14);
 * - `isOwner`: the current user is a GM or listed in `owners`; `uuid` = `Actor.<id>`; `apps` holds
 *   the applications registered to render with the actor;
 * - `createEmbeddedDocuments("Item", data)`: adds the items, then `_onCreateDescendantDocuments`;
 * - `deleteEmbeddedDocuments("Item", ids)`: removes the items of those ids (unknown ids are skipped,
 *   as Foundry skips them) in one operation, then the actor is prepared again;
 * - `updateEmbeddedDocuments("Item", updates)`: each update names an item by `_id` (unknown ids are
 *   skipped, as Foundry skips them); dot-notation keys are expanded, `name` is set and the `system`
 *   diff is merged into the item's data (objects merge, arrays and values replace); one database
 *   operation, landing after a turn of the event loop, then the actor is prepared again;
 * - `modifyTokenAttribute(attribute, value, isDelta)`: core behaviour for plain values (sets
 *   `system.<attribute>` to the new value) — subclasses override it for derived bars.
 * Also installs `ChatMessage.create/getSpeaker` (records the messages) and `fromUuidSync` over the
 * actors given to {@link installActors}. Import tests/foundry/data-fields.ts first and call
 * installGame (game.ts) in each test.
 */
import "./data-fields.ts";
import { StandInActiveEffect, type EffectChange, type EffectData } from "./active-effect.ts";
import { isForcedDeletion } from "./operators.ts";

type Data = Record<string, unknown>;

interface SystemModel {
  updateSource(changes: Data): unknown;
  toObject(): Data;
  prepareBaseData(): void;
  prepareDerivedData(): void;
}

type ModelClass = new (data: Data, options: { parent: unknown }) => SystemModel;

interface UserLike {
  id: string;
  isGM: boolean;
}

/** A plain embedded item. */
export interface PlainItem {
  _id: string;
  id: string;
  name: string;
  type: string;
  system: unknown;
  /** The item's embedded effects (those with `transfer` apply to the owning actor). */
  effects?: StandInActiveEffect[];
  flags?: unknown;
  _stats?: unknown;
}

let nextId = 1;

function isPlainObject(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ "system.a.b": 1 }` → `{ system: { a: { b: 1 } } }` (Foundry's expandObject). */
function expand(changes: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split(".");
    let target = out;
    for (const part of parts.slice(0, -1)) target = (isPlainObject(target[part]) ? target[part] : (target[part] = {})) as Data;
    const last = parts[parts.length - 1];
    // A ForcedDeletion (Foundry 14) is a value, not an object to expand.
    if (isForcedDeletion(value)) target[last] = value;
    else target[last] = isPlainObject(value) && isPlainObject(target[last]) ? { ...(target[last] as Data), ...expand(value) } : isPlainObject(value) ? expand(value) : value;
  }
  return out;
}

/** Foundry's mergeObject for flags: nested objects merge, `-=key` (13) or a ForcedDeletion value (14) deletes `key`, arrays and values replace. */
/** Foundry's mergeObject for a data diff: nested objects merge, everything else replaces. */
function mergeData(target: Data, changes: Data): Data {
  const out: Data = { ...target };
  for (const [key, value] of Object.entries(changes)) out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeData(out[key], value) : structuredClone(value);
  return out;
}

function mergeFlags(target: Data, changes: Data): Data {
  let out: Data = { ...target };
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) out = Object.fromEntries(Object.entries(out).filter(([k]) => k !== key.slice(2)));
    else if (isForcedDeletion(value)) out = Object.fromEntries(Object.entries(out).filter(([k]) => k !== key));
    else if (isPlainObject(value) && isPlainObject(out[key])) out[key] = mergeFlags(out[key] as Data, value);
    else out[key] = structuredClone(value);
  }
  return out;
}

/** The effect class Foundry would build embedded effects with (`CONFIG.ActiveEffect.documentClass`). */
function effectClass(): typeof StandInActiveEffect {
  const config = (globalThis as unknown as { CONFIG?: { ActiveEffect?: { documentClass?: typeof StandInActiveEffect } } }).CONFIG;
  return config?.ActiveEffect?.documentClass ?? StandInActiveEffect;
}

function globals(): { game: { user: UserLike }; CONFIG: { Actor: { dataModels: Record<string, ModelClass> } } } {
  return globalThis as unknown as { game: { user: UserLike }; CONFIG: { Actor: { dataModels: Record<string, ModelClass> } } };
}

export class StandInActorDocument {
  _id: string;
  name: string;
  type: string;
  system: SystemModel;
  items: PlainItem[];
  owners: Set<string>;
  flags: Data = {};
  /** The portrait (null: Foundry's default). */
  img: string | null = null;
  /** The world folder's id, or null. */
  folder: string | null = null;
  /** The prototype token's data (its `name` is always set). */
  prototypeToken: Data & { name: string };
  /** Foundry's `apps`: applications that render with this document (by id). */
  apps: Data = {};
  /** How many database operations `update` made. */
  updates = 0;

  /** The actor's own embedded effects. */
  effects: StandInActiveEffect[] = [];

  constructor(data: {
    _id?: string;
    name?: string;
    type: string;
    system?: Data;
    items?: Array<Omit<Partial<PlainItem>, "effects"> & { effects?: EffectData[] }>;
    effects?: EffectData[];
    owners?: string[];
    img?: string | null;
    folder?: string | null;
    flags?: Data;
    prototypeToken?: Data & { name?: string };
  }) {
    const Model = globals().CONFIG.Actor.dataModels[data.type];
    if (!Model) throw new Error(`Actor validation errors:\n  type: ${data.type} is not a valid type for the Actor Document class`);
    this._id = data._id ?? `actor${String(nextId++).padStart(11, "0")}`;
    this.name = data.name ?? "Actor";
    this.type = data.type;
    this.owners = new Set(data.owners ?? []);
    this.img = data.img ?? null;
    this.folder = data.folder ?? null;
    this.flags = structuredClone(data.flags ?? {});
    const token = structuredClone(data.prototypeToken ?? {});
    this.prototypeToken = { ...token, name: typeof token.name === "string" && token.name ? token.name : this.name };
    this.items = (data.items ?? []).map((item, i) => {
      const id = item._id ?? item.id ?? `item${i}`;
      const plain: PlainItem = { _id: id, id, name: item.name ?? "", type: item.type ?? "", system: structuredClone(item.system ?? {}) };
      // As the header says: flags, and `_stats` when the source had it.
      if (item.flags !== undefined) plain.flags = structuredClone(item.flags);
      if (item._stats !== undefined) plain._stats = structuredClone(item._stats);
      if (item.effects) plain.effects = item.effects.map((e) => new (effectClass())(e.name, e.img ?? "", new Set(e.statuses ?? []), { effects: [], prepareData: () => this.prepareData() }, e));
      return plain;
    });
    this.effects = (data.effects ?? []).map((e) => new (effectClass())(e.name, e.img ?? "", new Set(e.statuses ?? []), this, e));
    this.system = new Model(structuredClone(data.system ?? {}), { parent: this });
    this.prepareData();
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `Actor.${this._id}`;
  }

  get isOwner(): boolean {
    const user = globals().game.user;
    return user.isGM || this.owners.has(user.id);
  }

  /**
   * Users with exactly LIMITED permission (Foundry's ownership level 1): they may see the actor's
   * name, portrait and description. Tests add user ids after construction.
   */
  limitedUsers = new Set<string>();

  /** Foundry's permission test as the roll pipeline uses it: GMs and owners hold every level asked here; limited users only LIMITED. */
  testUserPermission(user: UserLike, permission: "OWNER" | "OBSERVER" | "LIMITED"): boolean {
    return user.isGM || this.owners.has(user.id) || (permission === "LIMITED" && this.limitedUsers.has(user.id));
  }

  /** Foundry's `limited`: the current user has exactly LIMITED permission (no more). */
  get limited(): boolean {
    const user = globals().game.user;
    return !user.isGM && !this.owners.has(user.id) && this.limitedUsers.has(user.id);
  }

  /**
   * Foundry's `allApplicableEffects()`: the actor's own effects, then the effects its items transfer
   * (`prepareData` applies their changes, see the module comment).
   */
  *allApplicableEffects(): Generator<StandInActiveEffect> {
    yield* this.effects;
    for (const item of this.items) for (const effect of item.effects ?? []) if (effect.transfer) yield effect;
  }

  /** Foundry's `overrides`: what the active effects set at the last preparation (flat keys). */
  overrides: Data = {};

  prepareData(): void {
    const active = [...this.allApplicableEffects()].filter((effect) => effect.active);
    // Foundry 14 keeps changes in `system.changes` and applies each through the static
    // `ActiveEffect.applyChange` (its type's handler); 13 calls the effect's `apply`.
    const changes14 = active.flatMap((effect) => (effect.system?.changes ?? []).map((change) => ({ effect, change })));
    const changes = active.flatMap((effect) => (effect.system ? [] : (effect.changes as EffectChange[]).map((change) => ({ effect, change }))));
    // Foundry prepares from freshly initialized source data: effects never stack across preparations.
    if (changes.length + changes14.length > 0) this.system.updateSource({});
    this.system.prepareBaseData();
    this.overrides = {};
    for (const { effect, change } of changes) Object.assign(this.overrides, effect.apply(this, change));
    for (const { effect, change } of changes14) {
      // As 14's Actor#applyActiveEffects: the change type's handler when it has one, else the effect
      // class's static applyChange.
      const effectClass = effect.constructor as typeof StandInActiveEffect;
      if (!change.key) continue;
      const result = StandInActiveEffect.CHANGE_TYPES[change.type]?.handler?.(this, { ...change }) ?? effectClass.applyChange(this, { ...change }, { replacementData: {} });
      Object.assign(this.overrides, result);
    }
    this.system.prepareDerivedData();
  }

  protected async _preUpdate(_changed: Data, _options: Data, _user: UserLike): Promise<boolean | undefined> {
    return undefined;
  }

  protected _onUpdate(_changed: Data, _options: Data, _userId: string): void {}

  async update(changes: Data, options: Data = {}): Promise<this> {
    const expanded = expand(changes);
    const user = globals().game.user;
    if ((await this._preUpdate(expanded, options, user)) === false) return this;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (typeof expanded.name === "string") this.name = expanded.name;
    if (typeof expanded.img === "string") this.img = expanded.img;
    if (typeof expanded.folder === "string" || expanded.folder === null) this.folder = expanded.folder;
    if (isPlainObject(expanded.prototypeToken)) this.prototypeToken = { ...mergeData(this.prototypeToken, expanded.prototypeToken), name: typeof expanded.prototypeToken.name === "string" ? expanded.prototypeToken.name : this.prototypeToken.name };
    if (isPlainObject(expanded.system)) this.system.updateSource(expanded.system);
    if (isPlainObject(expanded.flags)) this.flags = mergeFlags(this.flags, expanded.flags);
    this.updates += 1;
    this.prepareData();
    this._onUpdate(expanded, options, user.id);
    return this;
  }

  /**
   * Creates embedded items (plain data, see `items`) in one operation, then calls
   * `_onCreateDescendantDocuments(this, "items", documents, data, options, userId)` as Foundry does
   * on every client after a creation (the items' own `_preCreate` is not modelled here).
   */
  async createEmbeddedDocuments(embeddedName: "Item", data: Data[], options: Data = {}): Promise<PlainItem[]> {
    if (embeddedName !== "Item") throw new Error(`${embeddedName} is not an embedded collection of Actor in this stand-in`);
    const created = data.map((source) => {
      const id = typeof source._id === "string" ? source._id : `item${String(nextId++).padStart(12, "0")}`;
      const item: PlainItem = { _id: id, id, name: String(source.name ?? ""), type: String(source.type ?? ""), system: structuredClone(source.system ?? {}), flags: structuredClone(source.flags ?? {}) };
      if (source._stats !== undefined) item._stats = structuredClone(source._stats);
      return item;
    });
    // A test may have swapped the plain array for a Collection stand-in (as Foundry's actor.items).
    const items: unknown = this.items;
    if (Array.isArray(items)) items.push(...created);
    else for (const entry of created) (items as { add(entry: PlainItem): unknown }).add(entry);
    this.updates += 1;
    this.prepareData();
    this._onCreateDescendantDocuments(this, "items", created, data, options, globals().game.user.id);
    return created;
  }

  async updateEmbeddedDocuments(embeddedName: "Item", updates: Data[]): Promise<PlainItem[]> {
    if (embeddedName !== "Item") throw new Error(`${embeddedName} is not an embedded collection of Actor in this stand-in`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const updated: PlainItem[] = [];
    for (const update of updates) {
      const item = [...this.items].find((i) => i._id === update._id);
      if (!item) continue;
      const expanded = expand(update);
      if (typeof expanded.name === "string") item.name = expanded.name;
      if (isPlainObject(expanded.system)) item.system = mergeData(isPlainObject(item.system) ? item.system : {}, expanded.system);
      updated.push(item);
    }
    this.updates += 1;
    this.prepareData();
    return updated;
  }

  async deleteEmbeddedDocuments(embeddedName: "Item", ids: string[]): Promise<PlainItem[]> {
    if (embeddedName !== "Item") throw new Error(`${embeddedName} is not an embedded collection of Actor in this stand-in`);
    const items: unknown = this.items;
    const deleted = [...this.items].filter((i) => ids.includes(i._id));
    if (Array.isArray(items)) {
      for (const item of deleted) items.splice(items.indexOf(item), 1);
    } else for (const item of deleted) (items as { delete(id: string): unknown }).delete(item._id);
    this.updates += 1;
    this.prepareData();
    return deleted;
  }

  protected _onCreateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _data: Data[], _options: Data, _userId: string): void {}

  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, _isBar = true): Promise<this | undefined> {
    let current: unknown = this.system;
    for (const part of attribute.split(".")) current = isPlainObject(current) ? current[part] : undefined;
    const next = isDelta && typeof current === "number" ? current + value : value;
    return this.update({ [`system.${attribute}`]: next });
  }

  toObject(): Data {
    return { _id: this._id, name: this.name, type: this.type, img: this.img, folder: this.folder, system: this.system.toObject(), prototypeToken: structuredClone(this.prototypeToken), flags: structuredClone(this.flags) };
  }
}

/** A chat message as `ChatMessage.create` received it. */
export interface CreatedMessage {
  speaker: unknown;
  content: string;
}

/**
 * Register the actor data models, put the stand-in on `globalThis.Actor`, make `fromUuidSync`
 * find the given actors and record `ChatMessage.create` calls. Returns the recorded messages.
 */
export function installActors(models: Record<string, unknown>, actors: () => Iterable<StandInActorDocument>): CreatedMessage[] {
  const g = globalThis as unknown as Data & { CONFIG?: Data };
  const config = (g.CONFIG ??= {});
  const actorConfig = (config.Actor ??= {}) as Data;
  actorConfig.dataModels = { ...((actorConfig.dataModels as Data | undefined) ?? {}), ...models };
  // Foundry fills the type labels from the system's document types at init: `TYPES.Actor.<type>`.
  actorConfig.typeLabels = Object.fromEntries(Object.keys(actorConfig.dataModels as Data).map((type) => [type, `TYPES.Actor.${type}`]));
  g.fromUuidSync = (uuid: string) => [...actors()].find((actor) => actor.uuid === uuid) ?? null;
  const messages: CreatedMessage[] = [];
  g.ChatMessage = {
    create: async (data: CreatedMessage) => {
      messages.push(data);
      return data;
    },
    getSpeaker: ({ actor }: { actor?: StandInActorDocument } = {}) => ({ actor: actor?.id ?? null, alias: actor?.name ?? "" }),
  };
  return messages;
}

(globalThis as unknown as { Actor: typeof StandInActorDocument }).Actor = StandInActorDocument;
