/**
 * A Phase Six actor as the attack card reads and changes it, on top of StandInActor
 * (combat-documents.ts), after PhaseSixActor and its data models:
 * - `uuid` (`Actor.<id>`), `isOwner` for the current user, `testUserPermission(user, "OWNER")`
 *   (GMs and the listed owners);
 * - `system`: `rollView()` plus the ResourceModel's protection side — `protectionMax()` (units by
 *   type when the pool is full, innate lineage units included) and `protectionSpent` — and, for a
 *   character, `characterInput()` with the lineage's aspects (its `protection` = innate units);
 * - `items`: embedded items as plain `{ id, name, type, system }` (weapons with `stats` and
 *   `isMelee`, armour/shields with `worn`, `category`, `cover`, `condition`, `protection`), each with
 *   `update(changes)` for `system.<key>`;
 * - `flags` and `update(changes)`: `system.protectionSpent.<type>` and `flags.<scope>.<key>` as
 *   Foundry's dotted update merge sets them; every update is counted.
 */
import type { ProtectionType } from "../../src/rules/catalog/index.ts";
import { PROTECTION_TYPES } from "../../src/rules/catalog/index.ts";
import { StandInActor, type ActorOptions } from "./combat-documents.ts";
import type { StandInUser } from "./game.ts";

type Data = Record<string, unknown>;

export interface StandInItem {
  id: string;
  name: string;
  type: string;
  system: Data;
  update(changes: Data): Promise<StandInItem>;
}

/** An embedded item with `update` of `system.<key>`. */
export function standInItem(id: string, name: string, type: string, system: Data): StandInItem {
  const item: StandInItem = {
    id,
    name,
    type,
    system,
    update: async (changes) => {
      // Foundry takes both forms: "system.x" keys and a nested `system` object.
      for (const [key, value] of Object.entries(changes)) if (key.startsWith("system.")) item.system[key.slice(7)] = value;
      const nested = changes.system;
      if (typeof nested === "object" && nested !== null) Object.assign(item.system, nested);
      return item;
    },
  };
  return item;
}

export interface AttackActorOptions extends ActorOptions {
  id: string;
  /** Protection units when the pool is full (innate units included, as protectionMax reports them). */
  protection?: Partial<Record<ProtectionType, number>>;
  /** The lineage's protection aspect (innate units); a character only. */
  innate?: number;
  items?: StandInItem[];
  evasion?: number;
}

export class StandInAttackActor extends StandInActor {
  id: string;
  uuid: string;
  items: StandInItem[];
  flags: Record<string, Data> = {};
  protectionMaxUnits: Record<ProtectionType, number>;
  protectionSpent: Record<ProtectionType, number>;
  innate: number | null;
  updates = 0;

  constructor(options: AttackActorOptions) {
    super(options);
    this.id = options.id;
    this.uuid = `Actor.${options.id}`;
    this.items = options.items ?? [];
    this.innate = options.innate ?? null;
    if (options.evasion !== undefined) this.view.evasion = options.evasion;
    this.protectionMaxUnits = Object.fromEntries(PROTECTION_TYPES.map((t) => [t, (options.protection?.[t] ?? 0) + (t === "normal" ? (options.innate ?? 0) : 0)])) as Record<ProtectionType, number>;
    this.protectionSpent = Object.fromEntries(PROTECTION_TYPES.map((t) => [t, 0])) as Record<ProtectionType, number>;
  }

  override get system(): { rollView(): StandInActor["view"]; protectionMax(): Record<ProtectionType, number>; protectionSpent: Record<ProtectionType, number>; characterInput?: () => Data } {
    const base = {
      rollView: () => structuredClone(this.view),
      protectionMax: () => ({ ...this.protectionMaxUnits }),
      protectionSpent: { ...this.protectionSpent },
    };
    const innate = this.innate;
    return innate === null ? base : { ...base, characterInput: () => ({ lineage: { aspects: { protection: innate } } }) };
  }

  testUserPermission(user: StandInUser): boolean {
    return user.isGM || this.owners.has(user.id);
  }

  get isOwner(): boolean {
    return this.testUserPermission((globalThis as unknown as { game: { user: StandInUser } }).game.user);
  }

  async update(changes: Data): Promise<this> {
    for (const [key, value] of Object.entries(changes)) {
      const parts = key.split(".");
      if (parts[0] === "system" && parts[1] === "protectionSpent") this.protectionSpent[parts[2] as ProtectionType] = Number(value);
      else if (parts[0] === "flags") {
        const scope = (this.flags[parts[1]] ??= {});
        scope[parts[2]] = structuredClone(value);
      }
    }
    this.updates++;
    return this;
  }
}
