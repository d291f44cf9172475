/**
 * Honest stand-ins for the documents combat works on, after Foundry VTT 13's documented behaviour:
 * - StandInCombatant: `update(changes)` applies dot-notation keys like Foundry — `system.*` through
 *   the real data model's `updateSource` (so the model's cleaning and validation run), `defeated`
 *   on the document; `isDefeated`; `testUserPermission(user, "OWNER")` is true for GMs and owners.
 * - StandInCombat: `combatants.get(id)` / `.contents`, `started` (round > 0), and
 *   `updateEmbeddedDocuments("Combatant", updates)` applying each `{_id, ...changes}`; it validates
 *   every update first and applies none if one fails, as a single database operation would.
 * - StandInActor: a Phase Six actor as the character issue's PhaseSixActor presents it: `system.rollView()`
 *   (catalog/contracts.ts ActorRollView) and the resource methods `spendPool`, `setCondition`,
 *   `applyWounds` (boosts first, Dying 1 at health 0), `refillProtection`; `toggleStatusEffect`
 *   records statuses; `isOwner` for the current user.
 * Import tests/foundry/data-fields.ts first (the combatant's system is the real CombatantData).
 */
import type { ActorRollView, ConditionKey, DicePoolKey } from "../../src/rules/catalog/index.ts";
import { ATTRIBUTES, CONDITIONS, SKILLS } from "../../src/rules/catalog/index.ts";
import { CombatantData } from "../../src/data/combatant.ts";
import type { StandInUser } from "./game.ts";

type Data = Record<string, unknown>;

export interface ActorOptions {
  name?: string;
  attributes?: Partial<ActorRollView["attributes"]>;
  conditions?: Partial<Record<ConditionKey, number>>;
  pools?: Partial<Record<DicePoolKey, number>>;
  actions?: number;
  minRoll?: number;
  health?: number;
  owners?: string[];
}

export class StandInActor {
  name: string;
  view: ActorRollView;
  statuses = new Set<string>();
  protectionRefills = 0;
  owners: Set<string>;

  constructor(options: ActorOptions = {}) {
    this.name = options.name ?? "Actor";
    this.owners = new Set(options.owners ?? []);
    const attributes = Object.fromEntries(ATTRIBUTES.map((k) => [k, 1])) as ActorRollView["attributes"];
    const conditions = Object.fromEntries(CONDITIONS.map((k) => [k, 0])) as ActorRollView["conditions"];
    this.view = {
      attributes: { ...attributes, ...options.attributes },
      skills: Object.fromEntries(SKILLS.map((k) => [k, 1])) as ActorRollView["skills"],
      knowledge: [],
      minRoll: options.minRoll ?? 5,
      conditions: { ...conditions, ...options.conditions },
      pools: { bonusDice: 0, rerolls: 0, destinyDice: 0, ...options.pools },
      actions: { max: options.actions ?? 2 },
      evasion: 1,
      health: { value: options.health ?? 10, max: 10, boosts: 0 },
    };
  }

  get system(): { rollView(): ActorRollView } {
    return { rollView: () => structuredClone(this.view) };
  }

  async spendPool(pool: DicePoolKey, n = 1): Promise<boolean> {
    if (this.view.pools[pool] < n) return false;
    this.view.pools[pool] -= n;
    return true;
  }

  async setCondition(key: ConditionKey, value: number): Promise<boolean> {
    this.view.conditions[key] = Math.max(0, value);
    return true;
  }

  async applyWounds(n: number): Promise<boolean> {
    const health = this.view.health;
    const fromBoosts = Math.min(health.boosts, n);
    health.boosts -= fromBoosts;
    health.value = Math.max(0, health.value - (n - fromBoosts));
    if (health.value === 0 && this.view.conditions.dying === 0) this.view.conditions.dying = 1;
    return true;
  }

  async refillProtection(): Promise<void> {
    this.protectionRefills++;
  }

  async toggleStatusEffect(id: string, options: { active?: boolean } = {}): Promise<boolean> {
    const active = options.active ?? !this.statuses.has(id);
    if (active) this.statuses.add(id);
    else this.statuses.delete(id);
    return active;
  }
}

/** Dot keys → nested object ("system.actions.value": 1 → {system: {actions: {value: 1}}}). */
function expand(changes: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Data;
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

export class StandInCombatant {
  id: string;
  name: string;
  hidden: boolean;
  defeated = false;
  actor: StandInActor | null;
  system: CombatantData;
  owners: Set<string>;

  constructor(options: { id: string; name?: string; actor?: StandInActor | null; system?: Data; hidden?: boolean; owners?: string[] }) {
    this.id = options.id;
    this.name = options.name ?? options.actor?.name ?? options.id;
    this.hidden = options.hidden ?? false;
    this.actor = options.actor ?? null;
    this.owners = new Set(options.owners ?? [...(options.actor?.owners ?? [])]);
    this.system = new CombatantData(options.system ?? {}, { parent: this } as never);
  }

  get isDefeated(): boolean {
    return this.defeated;
  }

  testUserPermission(user: StandInUser, _permission: "OWNER"): boolean {
    return user.isGM || this.owners.has(user.id);
  }

  /** Validates the whole change first (throws like Foundry on invalid data), then applies it. */
  async update(changes: Data): Promise<this> {
    const { system, defeated } = expand(changes);
    if (system) this.system.updateSource(system as Data);
    if (typeof defeated === "boolean") this.defeated = defeated;
    return this;
  }
}

export class StandInCombat {
  id: string;
  round: number;
  private list: StandInCombatant[];

  constructor(id: string, combatants: StandInCombatant[], round = 1) {
    this.id = id;
    this.list = combatants;
    this.round = round;
  }

  get started(): boolean {
    return this.round > 0;
  }

  get combatants(): { get(id: string): StandInCombatant | undefined; contents: StandInCombatant[] } {
    return { get: (id) => this.list.find((c) => c.id === id), contents: this.list };
  }

  /** One operation: every update is checked against a copy first; none is applied if one fails. */
  async updateEmbeddedDocuments(_name: "Combatant", updates: Data[]): Promise<StandInCombatant[]> {
    for (const { _id, ...changes } of updates) {
      const target = this.combatants.get(String(_id));
      if (!target) throw new Error(`Combatant ${String(_id)} does not exist`);
      const probe = new CombatantData(target.system.toObject());
      const system = expand(changes).system;
      if (system) probe.updateSource(system as Data);
    }
    const done: StandInCombatant[] = [];
    for (const { _id, ...changes } of updates) {
      const target = this.combatants.get(String(_id));
      if (target) done.push(await target.update(changes));
    }
    return done;
  }
}
