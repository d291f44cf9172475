/**
 * Honest stand-in for Foundry VTT 13's client `ActiveEffect` (installed as the global
 * `ActiveEffect` on import), the part our code touches:
 * - `implementation.create(data, {parent})` embeds a new effect in the parent's `effects`;
 * - `name`, `img`, `statuses` (a Set), `changes` ({key, mode, value}), `disabled`, `transfer`;
 *   `active` is `!disabled` (suppression is not modelled);
 * - `update(changes)` sets `name` / `disabled` / `changes` and prepares the parent again (as
 *   Foundry re-prepares the actor after an embedded effect changes); `delete()` removes it;
 * - `apply(actor, change)`: Foundry's application of one change in "add" mode to a numeric field at
 *   `change.key` on the actor (other modes and non-numeric targets change nothing); it returns
 *   `{ [key]: newValue }` like Foundry.
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

export interface EffectData {
  name: string;
  img?: string;
  statuses?: string[];
  changes?: EffectChange[];
  disabled?: boolean;
  transfer?: boolean;
}

const ADD = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export class StandInActiveEffect {
  static implementation = {
    create: async (data: EffectData, context: { parent: EffectParent }): Promise<StandInActiveEffect> => {
      const effect = new StandInActiveEffect(data.name, data.img ?? "", new Set(data.statuses ?? []), context.parent, data);
      context.parent.effects.push(effect);
      context.parent.prepareData?.();
      return effect;
    },
  };

  changes: EffectChange[];
  disabled: boolean;
  transfer: boolean;

  constructor(
    public name: string,
    public img: string,
    public statuses: Set<string>,
    public parent: EffectParent,
    data: Partial<EffectData> = {},
  ) {
    this.changes = (data.changes ?? []).map((c) => ({ ...c }));
    this.disabled = data.disabled ?? false;
    this.transfer = data.transfer ?? true;
  }

  get active(): boolean {
    return !this.disabled;
  }

  async update(changes: { name?: string; disabled?: boolean; changes?: EffectChange[] }): Promise<this> {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.disabled !== undefined) this.disabled = changes.disabled;
    if (changes.changes !== undefined) this.changes = changes.changes.map((c) => ({ ...c }));
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
}

(globalThis as unknown as { ActiveEffect: typeof StandInActiveEffect }).ActiveEffect = StandInActiveEffect;
