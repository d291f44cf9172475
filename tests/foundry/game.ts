/**
 * Honest stand-ins for the Foundry VTT 13 globals our combat code touches outside documents:
 * - `game.i18n.localize(key)` returns the translation from lang/<lang>.json or the key itself when
 *   missing (as Foundry does); `format(key, data)` replaces `{name}` placeholders.
 * - `game.user`, `game.users.get(id)`, `game.users.activeGM` (the first active GM, or null),
 *   `game.combats.get(id)`, `game.combat` (the active combat: the first one given, or null); `ui.notifications.info/warn/error` record what was shown;
 * - `game.settings.get(namespace, key)` returns the value given to installGame (`settings`, keyed
 *   "namespace.key") or undefined; `game.settings.set(namespace, key, value)` stores it there;
 *   `game.settings.settings.has(key)` says whether a value is there (Foundry's map of registered settings);
 * - `game.system.version` (installGame's `version`, default "0.1.0"); `game.release` (installGame's
 *   `generation`: 13, build 350, by default; 14 is build 366; on 14 `CONFIG.ChatMessage.modes` holds
 *   Foundry 14's message modes);
 * - `CONFIG.specialStatusEffects.DEFEATED` = "dead" and an empty `CONFIG.queries`;
 * - `foundry.applications.handlebars.renderTemplate(path, data)` renders our real template file
 *   (`systems/phasesix/…` mapped to the repository) with the Handlebars helper stand-ins of
 *   tests/browser/handlebars-helpers.ts in the game's language; `foundry.utils.escapeHTML` escapes
 *   & < > " ' as Foundry's does.
 * Users have `id`, `name`, `isGM`, `active`, `isActiveGM` (the user is `game.users.activeGM`),
 * `flags`, `can(action)` (a GM everything, a player what `permissions` grants), and
 * `query(name, data, { timeout })`, which
 * runs the handler from `CONFIG.queries` as if on that user's client, with the data (a JSON copy)
 * and `{ timeout }` only — as v13's `Users#handleUserQuery` does, the handler is never told who
 * sent it; `game.user` is switched to that user while any query it handles runs (several at once
 * included), as the handlers would run on that user's own client. Querying a user who is not active throws, as v13 does.
 * `user.update(changes)` follows BaseUser's update permission as the server enforces it: the
 * current `game.user` may update a user when it is a GM or that very user, otherwise the update is
 * rejected (throws, nothing changes). Dotted keys set the value at that path and `-=key` deletes
 * `key`, as Foundry's update merge does, and so does a ForcedDeletion value (Foundry 14's operator,
 * `foundry.data.operators.ForcedDeletion`, tests/foundry/operators.ts); then `Hooks.callAll("updateUser", user, changes)` runs.
 * `Hooks.on/off/once/callAll/call` is a small working registry (installGame resets it), and
 * `foundry.utils.randomID()` returns 16 letters and digits.
 * installGame also installs a fresh `Hooks` registry (tests/foundry/hooks.ts).
 * Call {@link installGame} in a test (beforeEach) to reset everything.
 */
import fs from "node:fs";
import path from "node:path";
import { createHandlebars } from "../browser/handlebars-helpers.ts";
import { installHooks, type StandInHooks } from "./hooks.ts";
import { StandInForcedDeletion, isForcedDeletion } from "./operators.ts";

const ROOT = path.join(import.meta.dirname, "..", "..");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

function translations(lang: "en" | "de"): Map<string, string> {
  const file = path.join(ROOT, "lang", `${lang}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, "utf8")) as Tree);
}

export class StandInUser {
  constructor(
    public id: string,
    public name: string,
    public isGM = false,
    public active = true,
  ) {}

  /** Foundry: this user is the GM whose client acts for all GMs (`game.users.activeGM`). */
  get isActiveGM(): boolean {
    return (globalThis as unknown as { game: StandInGame }).game.users.activeGM === this;
  }

  /**
   * Permissions granted to this player beyond its role (Foundry: `User#permissions`; a player's role
   * grants none of those tests ask for, e.g. ACTOR_CREATE is an assistant's by default).
   */
  permissions = new Set<string>();

  /** Foundry's `User#can(action)`: a GM may do everything; a player what it was granted. */
  can(action: string): boolean {
    return this.isGM || this.permissions.has(action);
  }

  /** The tokens this user targets (Foundry: `User#targets`, a Set of Tokens with their `actor`). */
  targets = new Set<{ actor: unknown }>();

  /** Document flags (`flags.<scope>.<key>`). */
  flags: Record<string, unknown> = {};

  /** How many updates this user document received. */
  updates = 0;

  /** Runs the query's handler as the target user's client would (see the module comment). */
  async query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    const g = globalThis as unknown as {
      game: StandInGame;
      CONFIG: { queries: Record<string, (d: unknown, o: { timeout?: number }) => Promise<unknown>> };
    };
    const handler = g.CONFIG.queries[name];
    if (!handler) throw new Error(`User query '${name}' is not registered`);
    if (!this.active) throw new Error(`User [${this.id}] is not active`);
    // The handler runs on this user's client, where `game.user` is this user for as long as any query
    // it handles is running (several at once stay on the GM's client until the last one is done).
    if (this.#handling++ === 0) this.#previous = g.game.user;
    g.game.user = this;
    try {
      return await handler(JSON.parse(JSON.stringify(data)) as unknown, { timeout: options.timeout });
    } finally {
      if (--this.#handling === 0 && this.#previous) g.game.user = this.#previous;
    }
  }

  /** Queries this user's client is handling now, and the user the test ran as before the first. */
  #handling = 0;
  #previous: StandInUser | null = null;

  /** Update this User as the current `game.user` (see the module comment for the permission rule). */
  async update(changes: Record<string, unknown>): Promise<this> {
    const actor = (globalThis as unknown as { game: StandInGame }).game.user;
    if (!actor.isGM && actor.id !== this.id) throw new Error(`User ${actor.id} lacks permission to update User ${this.id}`);
    for (const [key, value] of Object.entries(changes)) {
      const parts = key.split(".");
      let target = this as unknown as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) {
        const next = target[part];
        target = (typeof next === "object" && next !== null ? next : (target[part] = {})) as Record<string, unknown>;
      }
      const last = parts[parts.length - 1];
      if (last.startsWith("-=")) Reflect.deleteProperty(target, last.slice(2));
      else if (isForcedDeletion(value)) Reflect.deleteProperty(target, last);
      else target[last] = structuredClone(value);
    }
    this.updates++;
    hooks.callAll("updateUser", this, changes);
    return this;
  }

  testUserPermission(user: { id: string; isGM: boolean }): boolean {
    return user.isGM || user.id === this.id;
  }
}

let hooks: StandInHooks = installHooks();

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Foundry's `randomID()`: 16 letters and digits. */
export function randomID(length = 16): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return id;
}

export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

export interface StandInGame {
  user: StandInUser;
  users: { get(id: string): StandInUser | undefined; activeGM: StandInUser | null; contents: StandInUser[] };
  combats: { get(id: string): unknown; find(test: (c: never) => boolean): unknown };
  combat: unknown;
  settings: {
    get(namespace: string, key: string): unknown;
    set(namespace: string, key: string, value: unknown): Promise<unknown>;
    settings: { has(key: string): boolean };
  };
  system: { id: string; version: string };
  /** Foundry's ReleaseData: the generation (13 or 14) the stand-ins behave as, and its build. */
  release: { generation: number; build: number };
  i18n: { lang: string; localize(key: string): string; format(key: string, data?: Record<string, string>): string };
}

/** Foundry 14's built-in message modes, in its order. */
export const MESSAGE_MODES_14 = {
  public: { label: "CHAT.MODES.public", icon: "fa-solid fa-globe" },
  gm: { label: "CHAT.MODES.gm", icon: "fa-solid fa-user-secret" },
  blind: { label: "CHAT.MODES.blind", icon: "fa-solid fa-eye-slash" },
  self: { label: "CHAT.MODES.self", icon: "fa-solid fa-user" },
  ic: { label: "CHAT.MODES.ic", icon: "fa-solid fa-hat-wizard" },
} as const;

/** Install `game`, `ui` and `CONFIG` stand-ins; returns the notices list ui.notifications fills. */
export function installGame(options: {
  users: StandInUser[];
  user: StandInUser;
  combats?: unknown[];
  lang?: "en" | "de";
  settings?: Record<string, unknown>;
  version?: string;
  /** The Foundry generation to behave as (default 13, build 350; 14 is build 366). */
  generation?: 13 | 14;
}): Notice[] {
  const strings = translations(options.lang ?? "en");
  const notices: Notice[] = [];
  const users = options.users;
  const combats = options.combats ?? [];
  const settings: Record<string, unknown> = options.settings ?? {};
  const localize = (key: string) => strings.get(key) ?? key;
  const game: StandInGame = {
    user: options.user,
    users: {
      get: (id) => users.find((u) => u.id === id),
      get activeGM() {
        return users.find((u) => u.isGM && u.active) ?? null;
      },
      contents: users,
    },
    combats: { get: (id) => combats.find((c) => (c as { id: string }).id === id), find: (test) => combats.find((c) => test(c as never)) },
    combat: combats[0] ?? null,
    settings: {
      get: (namespace, key) => settings[`${namespace}.${key}`],
      set: async (namespace, key, value) => (settings[`${namespace}.${key}`] = value),
      // Foundry's map of registered settings: here, the ones given to installGame or set since.
      settings: { has: (key) => Object.hasOwn(settings, key) },
    },
    system: { id: "phasesix", version: options.version ?? "0.1.0" },
    release: options.generation === 14 ? { generation: 14, build: 366 } : { generation: 13, build: 350 },
    i18n: {
      lang: options.lang ?? "en",
      localize,
      format: (key, data = {}) => localize(key).replace(/\{(\w+)\}/g, (match, name: string) => data[name] ?? match),
    },
  };
  const notify = (level: Notice["level"]) => (message: string) => void notices.push({ level, message });
  const g = globalThis as unknown as Record<string, unknown>;
  g.game = game;
  g.ui = { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } };
  hooks = installHooks();
  const config = (g.CONFIG ??= {}) as Record<string, unknown>;
  config.specialStatusEffects = { DEFEATED: "dead" };
  // Foundry 14's message modes (v14 types: CONFIG.ChatMessage.modes, label and icon each); 13 has none.
  const chatConfig = (config.ChatMessage ??= {}) as Record<string, unknown>;
  if (options.generation === 14) chatConfig.modes = { ...MESSAGE_MODES_14 };
  else delete chatConfig.modes;
  config.queries = {};
  const hbs = createHandlebars(strings);
  const renderTemplate = async (file: string, data: object) =>
    hbs.compile(fs.readFileSync(path.join(ROOT, file.replace(/^systems\/phasesix\//, "")), "utf8"))(data);
  const foundry = (g.foundry ??= {}) as Record<string, Record<string, unknown>>;
  const applications = (foundry.applications ??= {});
  applications.handlebars = { ...(applications.handlebars as object | undefined), renderTemplate };
  foundry.data = { ...(foundry.data as object | undefined), operators: { ForcedDeletion: StandInForcedDeletion } };
  foundry.utils = {
    ...(foundry.utils as object | undefined),
    randomID,
    escapeHTML: (value: string) =>
      value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c),
  };
  return notices;
}
