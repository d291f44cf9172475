/**
 * Honest stand-ins for the documents combat works on, after Foundry VTT 13's documented behaviour:
 * - StandInCombatant (installed as the global `Combatant`): `update(changes)` first calls
 *   `_preUpdate(changes, options, user)` (which may alter `changes` or return false to cancel), then
 *   applies dot-notation keys like Foundry — `system.*` through the real data model's `updateSource`
 *   (so the model's cleaning and validation run), `initiative` and `defeated` on the document;
 *   `isDefeated`; `isOwner` and `testUserPermission(user, "OWNER")` are true for GMs and owners;
 *   `canUserModify(user, "update", data)` follows BaseCombatant's rule — GMs always; owners only
 *   for the keys in `StandInCombatant.playerKeys` (older cores: initiative, flags, defeated; set
 *   `withSystem` to let players write `system` too); `combat` (and `parent`) is the parent combat.
 * - StandInCombat (installed as the global `Combat`): `combatants` (iterable, `get(id)`, `some`,
 *   `contents`), `getCombatantsByActor(actor)`, `started` (round > 0), `turns` (turn order) and `turn`
 *   (index of the current `combatant`, null before the first turn), `updateEmbeddedDocuments("Combatant", updates)` applying each
 *   `{_id, ...changes}` — it validates every update first and applies none if one fails, as a single
 *   database operation would —, the turn hooks `_onStartTurn`/`_onStartRound` (no-ops in core's base
 *   class as far as our subclass relies on), and `turnOrder()`, the combatants sorted by
 *   `_sortCombatants` as Foundry's `setupTurns` does; `startCombat()` goes to round 1 and, on the
 *   active GM's client only, runs `_onStartRound` and `_onStartTurn` for the first combatant, as core's
 *   `_manageTurnEvents` does;
 *   `nextRound()` starts the turns left in the round as skipped, then the new round's first turn;
 *   `createEmbeddedDocuments("Combatant", data)` adds combatants (data kept in `created`);
 *   `rollInitiative(ids)` rolls each id once, taking scripted `initiativeResults` (ids in `initiativeRolls`);
 *   `previousRound()` goes back a round and, like core, starts nothing; `advanceRounds(n)` starts
 *   every round passed over with `skipped: true`; `flags`, written by `update({"flags.<scope>.<path>": v})`
 *   a turn after it is sent, then `updateCombat` runs; `_stats.modifiedTime` changes with every turn
 *   started (a turn starts through an update of the combat, whose time the server records).
 * - StandInChatMessage (installed as the global `ChatMessage`): `implementation.create(data)` stores
 *   the message data in `StandInChatMessage.created`; `getWhisperRecipients("GM")` lists GM users.
 * - StandInActor: a Phase Six actor as the character issue's PhaseSixActor presents it: `system.rollView()`
 *   (catalog/index.ts ActorRollView) and the resource methods `spendPool` (as PhaseSixActor does:
 *   the new pool is computed from what this client sees and lands after a turn of the event loop,
 *   when a real update has come back from the server), `setCondition`,
 *   `applyWounds` (boosts first, Dying 1 at health 0), `refillProtection`; `toggleStatusEffect`
 *   records statuses; `effects`, the actor's embedded ActiveEffects; `getActiveTokens()` returns its
 *   placed tokens (StandInToken records the render flags set on it). Installed as the global `Actor`.
 * - StandInActiveEffect (the global `ActiveEffect`, see active-effect.ts): `implementation.create(data, {parent})` embeds a
 *   new effect in the parent actor's `effects`; an effect has `name`, `img`, `statuses` (a Set),
 *   `parent`, `update(changes)` and `delete()` (removes it from the parent).
 * Import tests/foundry/data-fields.ts first (the combatant's system is the real CombatantData).
 */
import type { ActorRollView, ConditionKey, DicePoolKey } from "../../src/rules/catalog/index.ts";
import { ATTRIBUTES, CONDITIONS, SKILLS } from "../../src/rules/catalog/index.ts";
import type { ResourceLimits, ResourceState } from "../../src/rules/character/index.ts";
import { setCondition as coreSetCondition, takeWounds } from "../../src/rules/character/index.ts";
import { CombatantData } from "../../src/data/combatant.ts";
import type { StandInUser } from "./game.ts";
import { StandInActiveEffect } from "./active-effect.ts";
import { isForcedDeletion } from "./operators.ts";

export { StandInActiveEffect };

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

/** A placed token as far as redrawing goes: the render flags set on it. */
export class StandInToken {
  flags: Array<Record<string, boolean>> = [];
  renderFlags = { set: (flags: Record<string, boolean>) => void this.flags.push(flags) };
}

export class StandInActor {
  name: string;
  view: ActorRollView;
  effects: StandInActiveEffect[] = [];
  tokens: StandInToken[] = [];
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
    const left = this.view.pools[pool];
    if (left < n) return false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.view.pools[pool] = left - n;
    return true;
  }

  /** The view as the character core's resource state and limits (health, boosts, conditions). */
  #resources(): { state: ResourceState; limits: ResourceLimits } {
    const health = this.view.health;
    return {
      state: { wounds: health.max - health.value, boosts: health.boosts, poolsSpent: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, arcanaSpent: 0, stress: 0, ticks: 0, conditions: { ...this.view.conditions } },
      limits: { maxHealth: health.max, pools: { bonusDice: 0, rerolls: 0, destinyDice: 0 }, maxArcana: 0, maxStress: 1 },
    };
  }

  /** Back from the core's resource state into the view. */
  #store(state: ResourceState): void {
    this.view.health.value = this.view.health.max - state.wounds;
    this.view.health.boosts = state.boosts;
    this.view.conditions = { ...state.conditions };
  }

  /** Like PhaseSixActor.setCondition: the core's transition (receiving Dying removes the other conditions). */
  async setCondition(key: ConditionKey, value: number): Promise<boolean> {
    this.#store(coreSetCondition(this.#resources().state, key, Math.max(0, value)));
    return true;
  }

  /** Like PhaseSixActor.applyWounds: the core's `takeWounds` (boosts first, Dying at 0, more Dying while Dying). */
  async applyWounds(n: number): Promise<boolean> {
    const { state, limits } = this.#resources();
    this.#store(takeWounds(state, limits, n));
    return true;
  }

  async refillProtection(): Promise<void> {
    this.protectionRefills++;
  }

  /** Innate-protection refills asked for (PhaseSixActor#refillInnateProtection; the refill itself is the core's refillInnate). */
  innateRefills = 0;
  async refillInnateProtection(): Promise<void> {
    this.innateRefills++;
  }

  getActiveTokens(): StandInToken[] {
    return this.tokens;
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
  /** Top-level keys an owning player may update (BaseCombatant's `#canUpdate`). */
  static playerKeys = new Set(["_id", "initiative", "flags", "defeated", "system"]);

  /** Configure whether players may update `system` (differs between core versions). */
  static withSystem(allowed: boolean): void {
    if (allowed) StandInCombatant.playerKeys.add("system");
    else StandInCombatant.playerKeys.delete("system");
  }

  id: string;
  name: string;
  hidden: boolean;
  defeated = false;
  initiative: number | null = null;
  combat: StandInCombat | null = null;
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

  /** Foundry's `Combatant#parent`: the combat (core's `combat` getter returns it too). */
  get parent(): StandInCombat | null {
    return this.combat;
  }

  testUserPermission(user: StandInUser, _permission: "OWNER"): boolean {
    return user.isGM || this.owners.has(user.id);
  }

  canUserModify(user: StandInUser, _action: "update", data: Data = {}): boolean {
    if (user.isGM) return true;
    if (!this.testUserPermission(user, "OWNER")) return false;
    return Object.keys(data).every((key) => StandInCombatant.playerKeys.has(key));
  }

  get isOwner(): boolean {
    return this.testUserPermission((globalThis as unknown as { game: { user: StandInUser } }).game.user, "OWNER");
  }

  /** Core's hook before an update; subclasses may change `changes` or return false to cancel. */
  protected async _preUpdate(_changes: Data, _options: Data, _user: StandInUser): Promise<boolean | undefined> {
    return undefined;
  }

  /** Runs `_preUpdate`, validates the whole change (throws like Foundry on invalid data), applies it. */
  async update(changes: Data): Promise<this> {
    const user = (globalThis as unknown as { game: { user: StandInUser } }).game.user;
    if ((await this._preUpdate(changes, {}, user)) === false) return this;
    const { system, defeated, initiative } = expand(changes);
    if (system) this.system.updateSource(system as Data);
    if (typeof defeated === "boolean") this.defeated = defeated;
    if (typeof initiative === "number" || initiative === null) this.initiative = initiative;
    return this;
  }
}

export class StandInCombat {
  id: string;
  round: number;
  /** Document flags (written through `update`, as on any Foundry document). */
  flags: Record<string, Record<string, unknown>> = {};
  private list: StandInCombatant[];

  constructor(id: string, combatants: StandInCombatant[], round = 1) {
    this.id = id;
    this.list = combatants;
    this.round = round;
    for (const combatant of combatants) combatant.combat = this;
  }

  get started(): boolean {
    return this.round > 0;
  }

  get combatants(): {
    get(id: string): StandInCombatant | undefined;
    some(test: (c: StandInCombatant) => boolean): boolean;
    contents: StandInCombatant[];
    [Symbol.iterator](): Iterator<StandInCombatant>;
  } {
    const list = this.list;
    return {
      get: (id) => list.find((c) => c.id === id),
      some: (test) => list.some(test),
      contents: list,
      [Symbol.iterator]: () => list[Symbol.iterator](),
    };
  }

  /** Foundry's lookup of an actor's combatants in this combat. */
  getCombatantsByActor(actor: StandInActor): StandInCombatant[] {
    return this.list.filter((c) => c.actor === actor);
  }

  /** The combatant whose turn it is (set by tests). */
  combatant: StandInCombatant | null = null;

  protected _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity);
  }

  /** Foundry's `turns`: the combatants in turn order. */
  get turns(): StandInCombatant[] {
    return this.turnOrder();
  }

  /** Foundry's `turn`: the index of the current combatant in `turns` (null before the first turn). */
  get turn(): number | null {
    const index = this.combatant ? this.turns.indexOf(this.combatant) : -1;
    return index < 0 ? null : index;
  }

  /** The combatants in turn order, as Foundry's `setupTurns` sorts them. */
  turnOrder(): StandInCombatant[] {
    return [...this.list].sort((a, b) => this._sortCombatants(a, b));
  }

  protected async _onStartTurn(_combatant: StandInCombatant, _context: Data): Promise<void> {}

  protected async _onStartRound(_context: Data): Promise<void> {}

  /**
   * Core's start: round 1, turn 0. Every client sees the update; only the active GM's client runs
   * the round's and the first turn's events (`_manageTurnEvents`): a second GM window that starts
   * the combat runs none (the test runs them on the active GM's copy).
   */
  async startCombat(): Promise<this> {
    const first = this.turnOrder()[0];
    const user = (globalThis as unknown as { game: { user: { isActiveGM?: boolean } } }).game.user;
    if (user.isActiveGM === false) {
      this.round = 1;
      this.combatant = first ?? null;
      return this;
    }
    await this.startRound(1);
    if (first) await this.startTurn(first);
    return this;
  }

  /** The server's record of the last update (Foundry's `_stats`): a turn change is an update of the combat. */
  _stats = { modifiedTime: 0 };

  /** Runs the start-of-turn workflow as Foundry's `_manageTurnEvents` does on the active GM, after the update that changed the turn. */
  async startTurn(combatant: StandInCombatant): Promise<void> {
    this._stats = { modifiedTime: this._stats.modifiedTime + 1 };
    this.combatant = combatant;
    await this._onStartTurn(combatant, { round: this.round, turn: this.turnOrder().indexOf(combatant), skipped: false });
  }

  /**
   * Core's "next round" from the current turn (`#triggerTurnEvents`): the turns left in this round
   * start with `skipped: true`, then the next round and its first turn begin (`skipped: false`).
   */
  async nextRound(): Promise<void> {
    const order = this.turnOrder();
    const current = this.combatant ? order.indexOf(this.combatant) : -1;
    for (let turn = current + 1; turn < order.length; turn++) await this._onStartTurn(order[turn], { round: this.round, turn, skipped: true });
    await this.startRound(this.round + 1);
    if (order[0]) await this.startTurn(order[0]);
  }

  /** Runs the start-of-round workflow as Foundry's `_manageTurnEvents` does on the active GM. */
  async startRound(round: number, skipped = false): Promise<void> {
    this.round = round;
    await this._onStartRound({ round, skipped });
  }

  /**
   * Core's "previous round": the round goes back; `#triggerTurnEvents` fires nothing for a step
   * back (only intervals forward start rounds and turns).
   */
  async previousRound(): Promise<void> {
    this.round = Math.max(1, this.round - 1);
    this.combatant = this.turnOrder()[0] ?? null;
  }

  /**
   * Core's jump of `rounds` rounds ahead (e.g. an update of `round` by a module or the GM): every
   * round passed over starts with `skipped: true`, the round landed on with `skipped: false`.
   */
  async advanceRounds(rounds: number): Promise<void> {
    const target = this.round + rounds;
    for (let round = this.round + 1; round <= target; round++) await this.startRound(round, round !== target);
    const first = this.turnOrder()[0];
    if (first) await this.startTurn(first);
  }

  /**
   * Foundry's update as far as the combat's own data goes: `flags.<scope>.<path…>` sets a flag at
   * that dotted path, a last part `-=<key>` deletes `key` (Foundry's deletion key), and so does a
   * ForcedDeletion value (Foundry 14's operator, tests/foundry/operators.ts). Nothing else is
   * written. Like a real update it lands when the server has answered (a turn of the event loop),
   * and then `updateCombat(combat, changes)` runs, as on every client.
   */
  async update(changes: Data): Promise<this> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const [path, value] of Object.entries(changes)) {
      const [root, scope, ...rest] = path.split(".");
      if (root !== "flags" || !scope || rest.length === 0) continue;
      let target: Data = (this.flags[scope] ??= {});
      for (const part of rest.slice(0, -1)) target = (typeof target[part] === "object" && target[part] !== null ? target[part] : (target[part] = {})) as Data;
      const key = rest[rest.length - 1];
      if (key.startsWith("-=")) Reflect.deleteProperty(target, key.slice(2));
      else if (isForcedDeletion(value)) Reflect.deleteProperty(target, key);
      else target[key] = structuredClone(value);
    }
    const hooks = (globalThis as unknown as { Hooks?: { callAll(name: string, ...args: unknown[]): unknown } }).Hooks;
    hooks?.callAll("updateCombat", this, changes);
    return this;
  }

  /** Foundry's `createEmbeddedDocuments("Combatant", data)`: one new combatant per entry (its data kept in `created`). */
  created: Data[] = [];
  async createEmbeddedDocuments(_name: "Combatant", data: Data[]): Promise<StandInCombatant[]> {
    const made = data.map((d, i) => {
      this.created.push(d);
      const combatant = new StandInCombatant({ id: `${this.id}-new${this.list.length + i}` });
      combatant.combat = this;
      return combatant;
    });
    this.list.push(...made);
    return made;
  }

  /**
   * Foundry's `rollInitiative(ids)` as far as the result goes: one roll per id, in order; the
   * rolled ids are recorded in `initiativeRolls`, each takes the next of `initiativeResults`
   * (a test scripts the dice this way) and writes it to the combatant's `initiative`.
   */
  initiativeRolls: string[] = [];
  initiativeResults: number[] = [];
  async rollInitiative(ids: string | string[], _options?: Data): Promise<this> {
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant) continue;
      this.initiativeRolls.push(id);
      const result = this.initiativeResults.shift();
      if (result === undefined) throw new Error("No initiative result scripted");
      combatant.initiative = result;
    }
    return this;
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

export class StandInChatMessage {
  static created: Data[] = [];

  static implementation = {
    create: async (data: Data): Promise<Data> => {
      StandInChatMessage.created.push(data);
      return data;
    },
  };

  static getWhisperRecipients(name: string): StandInUser[] {
    const users = (globalThis as unknown as { game: { users: { contents: StandInUser[] } } }).game.users.contents;
    return name === "GM" ? users.filter((u) => u.isGM) : users.filter((u) => u.name === name);
  }
}

/** Install the document stand-ins as the globals Foundry provides (idempotent). */
export function installCombatDocuments(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g.Combatant = StandInCombatant;
  g.Combat = StandInCombat;
  g.ChatMessage = StandInChatMessage;
  g.Actor = StandInActor;
  g.ActiveEffect = StandInActiveEffect;
}

installCombatDocuments();
