/**
 * Honest stand-ins for the Foundry VTT 13 globals our combat code touches outside documents:
 * - `game.i18n.localize(key)` returns the translation from lang/<lang>.json or the key itself when
 *   missing (as Foundry does); `format(key, data)` replaces `{name}` placeholders.
 * - `game.user`, `game.users.get(id)`, `game.users.activeGM` (the first active GM, or null),
 *   `game.combats.get(id)`, `game.combat` (the active combat: the first one given, or null); `ui.notifications.info/warn/error` record what was shown;
 * - `game.settings.get(namespace, key)` returns the value given to installGame (`settings`, keyed
 *   "namespace.key") or undefined;
 * - `CONFIG.specialStatusEffects.DEFEATED` = "dead" and an empty `CONFIG.queries`;
 * - `foundry.applications.handlebars.renderTemplate(path, data)` renders our real template file
 *   (`systems/phasesix/…` mapped to the repository) with the Handlebars helper stand-ins of
 *   tests/browser/handlebars-helpers.ts in the game's language; `foundry.utils.escapeHTML` escapes
 *   & < > " ' as Foundry's does.
 * Users have `id`, `name`, `isGM`, `active`, and `query(name, data)`, which runs the handler from
 * `CONFIG.queries` as if on that user's client — when that user is the GM, `game.user` is switched
 * to it for the duration, as the handler would run on the GM's own client.
 * installGame also installs a fresh `Hooks` registry (tests/foundry/hooks.ts).
 * Call {@link installGame} in a test (beforeEach) to reset everything.
 */
import fs from "node:fs";
import path from "node:path";
import { createHandlebars } from "../browser/handlebars-helpers.ts";
import { installHooks } from "./hooks.ts";

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

  /** The tokens this user targets (Foundry: `User#targets`, a Set of Tokens with their `actor`). */
  targets = new Set<{ actor: unknown }>();

  /** Runs the query's handler as the target user's client would (see the module comment). */
  async query(name: string, data: unknown): Promise<unknown> {
    const g = globalThis as unknown as { game: StandInGame; CONFIG: { queries: Record<string, (d: unknown) => Promise<unknown>> } };
    const handler = g.CONFIG.queries[name];
    if (!handler) throw new Error(`No query handler for ${name}`);
    const previous = g.game.user;
    g.game.user = this;
    try {
      return await handler(JSON.parse(JSON.stringify(data)));
    } finally {
      g.game.user = previous;
    }
  }
}

export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

export interface StandInGame {
  user: StandInUser;
  users: { get(id: string): StandInUser | undefined; activeGM: StandInUser | null; contents: StandInUser[] };
  combats: { get(id: string): unknown };
  combat: unknown;
  settings: { get(namespace: string, key: string): unknown };
  i18n: { lang: string; localize(key: string): string; format(key: string, data?: Record<string, string>): string };
}

/** Install `game`, `ui` and `CONFIG` stand-ins; returns the notices list ui.notifications fills. */
export function installGame(options: {
  users: StandInUser[];
  user: StandInUser;
  combats?: unknown[];
  lang?: "en" | "de";
  settings?: Record<string, unknown>;
}): Notice[] {
  const strings = translations(options.lang ?? "en");
  const notices: Notice[] = [];
  const users = options.users;
  const combats = options.combats ?? [];
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
    combats: { get: (id) => combats.find((c) => (c as { id: string }).id === id) },
    combat: combats[0] ?? null,
    settings: { get: (namespace, key) => options.settings?.[`${namespace}.${key}`] },
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
  installHooks();
  const config = (g.CONFIG ??= {}) as Record<string, unknown>;
  config.specialStatusEffects = { DEFEATED: "dead" };
  config.queries = {};
  const hbs = createHandlebars(strings);
  const renderTemplate = async (file: string, data: object) =>
    hbs.compile(fs.readFileSync(path.join(ROOT, file.replace(/^systems\/phasesix\//, "")), "utf8"))(data);
  const foundry = (g.foundry ??= {}) as Record<string, Record<string, unknown>>;
  const applications = (foundry.applications ??= {});
  applications.handlebars = { ...(applications.handlebars as object | undefined), renderTemplate };
  foundry.utils = {
    ...(foundry.utils as object | undefined),
    escapeHTML: (value: string) =>
      value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c),
  };
  return notices;
}
