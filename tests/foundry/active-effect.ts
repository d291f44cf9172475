/**
 * Honest stand-in for Foundry VTT 13's and 14's client `ActiveEffect` (installed as the global
 * `ActiveEffect` on import), the part our code touches. It behaves as the generation `game.release`
 * names when the effect is built (installGame's `generation`, 13 by default).
 * Foundry 13:
 * - `implementation.create(data, {parent})` embeds a new effect in the parent's `effects`;
 * - `name`, `img`, `statuses` (a Set), `changes` ({key, mode, value}), `disabled`, `transfer`;
 *   `active` is `!disabled` (suppression is not modelled);
 * - `update(changes)` sets `name` / `disabled` / `changes` and prepares the parent again (as
 *   Foundry re-prepares the actor after an embedded effect changes); `delete()` removes it;
 * - `apply(actor, change)`: Foundry's application of one change in "add" mode to a numeric field at
 *   `change.key` on the actor (other modes and non-numeric targets change nothing); it returns
 *   `{ [key]: newValue }` like Foundry.
 * Foundry 14 (after the v14 types, fvtt-types 14.366, client/common documents/active-effect.d.mts):
 * - the changes live in `system.changes`, each `{key, type, value, phase, priority}`; data given in
 *   13's shape (`changes` with a numeric `mode`) is migrated as BaseActiveEffect.migrateData does
 *   (mode → type: 0 custom, 1 multiply, 2 add, 3 downgrade, 4 upgrade, 5 override, else `custom.<mode>`);
 * - `changes` (the effect's) and `mode` (a change's) are deprecated getters: reading them records a
 *   warning in {@link deprecationWarnings} (Foundry logs one) and returns `system.changes` / 13's mode;
 * - `update({system: {changes}})` replaces the changes;
 * - `CHANGE_TYPES`: the core types and those registered in `CONFIG.ActiveEffect.changeTypes` (a
 *   registered type's `handler` is called by the actor's preparation instead of `applyChange`,
 *   see actor-document.ts);
 * - the static `applyChange(target, change, options)` applies one change of a core type — only "add"
 *   onto a numeric field is modelled (other types change nothing here); it returns
 *   `{ [key]: newValue }` and writes the target unless `options.modifyTarget` is false.
 * - `duration.expired` (set by 14's effect registry when a duration or expiry event is reached) makes
 *   the effect suppressed: `active` is false.
 * The instance `apply` stays (deprecated on 14, never called by 14's preparation).
 */
export interface EffectChange {
  key: string;
  mode: number;
  value: string;
}

interface EffectParent {
  effects: StandInActiveEffect[];
  prepareData?: () => void;
}

/** A change in Foundry 14's shape (`system.changes`). */
export interface EffectChange14 {
  key: string;
  type: string;
  value: string;
  phase?: string;
  priority?: number | null;
}

export interface EffectData {
  name: string;
  img?: string;
  statuses?: string[];
  changes?: EffectChange[];
  /** Foundry 14: the changes in their new home (wins over `changes`). */
  system?: { changes?: EffectChange14[] };
  /** Foundry 14: `expired` is set by the effect registry when the duration or expiry event is reached; the rest as given (13: rounds/seconds, 14: value/units). */
  duration?: { expired?: boolean } & Record<string, unknown>;
  disabled?: boolean;
  transfer?: boolean;
  origin?: string | null;
  flags?: Record<string, unknown>;
}

const ADD = 2;

/** Foundry 14's change type of each Foundry 13 mode (migrateData). */
const TYPE_OF_MODE = ["custom", "multiply", "add", "downgrade", "upgrade", "override"];

/** Deprecated getters read on Foundry 14 (Foundry logs a compatibility warning for each). */
export const deprecationWarnings: string[] = [];

function generation(): number {
  return Number((globalThis as unknown as { game?: { release?: { generation?: number } } }).game?.release?.generation ?? 13);
}

/** BaseActiveEffect.migrateData's change: numeric mode → string type. */
export function migrateChange(change: EffectChange): EffectChange14 {
  return { key: change.key, type: TYPE_OF_MODE[change.mode] ?? `custom.${change.mode}`, value: change.value, phase: "initial", priority: null };
}

/** A 14 change with the deprecated `mode` shim (BaseActiveEffect._shimChanges). */
function shimmed(change: EffectChange14): EffectChange14 {
  const copy = { ...change };
  Object.defineProperty(copy, "mode", {
    enumerable: false,
    get: () => {
      deprecationWarnings.push("ActiveEffect change mode");
      const index = TYPE_OF_MODE.indexOf(copy.type);
      return index >= 0 ? index : 0;
    },
  });
  return copy;
}

function getProperty(target: unknown, key: string): unknown {
  let node: unknown = target;
  for (const part of key.split(".")) node = isRecord(node) ? node[part] : undefined;
  return node;
}

function setProperty(target: unknown, key: string, value: unknown): void {
  const parts = key.split(".");
  let node: unknown = target;
  for (const part of parts.slice(0, -1)) node = isRecord(node) ? node[part] : undefined;
  if (isRecord(node)) node[parts[parts.length - 1]] = value;
}

type ChangeHandler = (target: unknown, change: EffectChange14, options?: { modifyTarget?: boolean }) => Record<string, unknown> | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export class StandInActiveEffect {
  static implementation = {
    create: async (data: EffectData, context: { parent: EffectParent }): Promise<StandInActiveEffect> => {
      const effect = new StandInActiveEffect(data.name, data.img ?? "", new Set(data.statuses ?? []), context.parent, data);
      effect.source = structuredClone(data);
      effect.flags = structuredClone(data.flags ?? {});
      context.parent.effects.push(effect);
      context.parent.prepareData?.();
      return effect;
    },
  };

  #changes: EffectChange[] = [];
  /** The data it was created with (what Foundry would store). */
  source: EffectData | null = null;
  /** Document flags (`flags.<scope>.<key>`). */
  flags: Record<string, unknown> = {};
  /** Foundry 14's type data: the changes (absent on 13). */
  system?: { changes: EffectChange14[] };
  disabled: boolean;
  transfer: boolean;
  /** Foundry 14's duration, as far as `active` reads it. */
  duration: { expired: boolean };

  constructor(
    public name: string,
    public img: string,
    public statuses: Set<string>,
    public parent: EffectParent,
    data: Partial<EffectData> = {},
  ) {
    if (generation() >= 14) this.system = { changes: (data.system?.changes ?? (data.changes ?? []).map(migrateChange)).map(shimmed) };
    else this.#changes = (data.changes ?? []).map((c) => ({ ...c }));
    this.disabled = data.disabled ?? false;
    this.transfer = data.transfer ?? true;
    this.duration = { expired: generation() >= 14 && data.duration?.expired === true };
  }

  /** 13: the changes; 14: the deprecated getter of `system.changes`. */
  get changes(): Array<EffectChange | EffectChange14> {
    if (!this.system) return this.#changes;
    deprecationWarnings.push("ActiveEffect#changes");
    return this.system.changes;
  }

  /** 13: not disabled; 14: nor suppressed, which an expired duration makes it (ActiveEffect#isSuppressed). */
  get active(): boolean {
    if (this.duration.expired) return false;
    return !this.disabled;
  }

  async update(changes: { name?: string; disabled?: boolean; changes?: EffectChange[]; system?: { changes?: EffectChange14[] } }): Promise<this> {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.disabled !== undefined) this.disabled = changes.disabled;
    if (changes.changes !== undefined && !this.system) this.#changes = changes.changes.map((c) => ({ ...c }));
    if (changes.system?.changes !== undefined && this.system) this.system.changes = changes.system.changes.map(shimmed);
    this.parent.prepareData?.();
    return this;
  }

  async delete(): Promise<this> {
    const list = this.parent.effects;
    const index = list.indexOf(this);
    if (index >= 0) list.splice(index, 1);
    this.parent.prepareData?.();
    return this;
  }

  apply(actor: unknown, change: EffectChange): Record<string, unknown> {
    const parts = change.key.split(".");
    let target: unknown = actor;
    for (const part of parts.slice(0, -1)) target = isRecord(target) ? target[part] : undefined;
    const last = parts[parts.length - 1];
    if (!isRecord(target) || typeof target[last] !== "number" || change.mode !== ADD) return {};
    const delta = Number(change.value);
    if (!Number.isFinite(delta)) return {};
    const next = (target[last] as number) + delta;
    target[last] = next;
    return { [change.key]: next };
  }

  /** Foundry 14: the core change types and those registered in `CONFIG.ActiveEffect.changeTypes`. */
  static get CHANGE_TYPES(): Record<string, { label: string; defaultPriority: number; handler?: ChangeHandler | null } | undefined> {
    const config = (globalThis as unknown as { CONFIG?: { ActiveEffect?: { changeTypes?: Record<string, { label: string; defaultPriority: number; handler?: ChangeHandler | null }> } } }).CONFIG;
    const core = { custom: 0, multiply: 10, add: 20, subtract: 20, downgrade: 30, upgrade: 40, override: 50 };
    const types: Record<string, { label: string; defaultPriority: number; handler?: ChangeHandler | null }> = {};
    for (const [type, defaultPriority] of Object.entries(core)) types[type] = { label: `EFFECT.CHANGE_TYPES.${type}`, defaultPriority };
    return { ...types, ...(config?.ActiveEffect?.changeTypes ?? {}) };
  }

  /** Foundry 14's static application of one change (see the module comment). */
  static applyChange(target: unknown, change: EffectChange14, options: { modifyTarget?: boolean; replacementData?: object } = {}): Record<string, unknown> {
    const current = getProperty(target, change.key);
    const delta = Number(change.value);
    if (change.type !== "add" || typeof current !== "number" || !Number.isFinite(delta)) return {};
    const next = current + delta;
    if (options.modifyTarget !== false) setProperty(target, change.key, next);
    return { [change.key]: next };
  }
}

(globalThis as unknown as { ActiveEffect: typeof StandInActiveEffect }).ActiveEffect = StandInActiveEffect;
