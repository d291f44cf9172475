/**
 * One queue per key across every window of the GM (issue 32, D4). A window's memory queues only its
 * own work (`serialized`), yet the GM's windows each carry out the requests they claim: two steals
 * paid with one destiny die, claimed by two windows, ran at the same time and both passed the check.
 *
 * So work on a key (a combat, a chat card, an actor) takes a ticket on the GM's own User — which every
 * window of that GM sees and only a GM may write — and runs when every ticket sharing a key with it
 * (a ticket may hold several: a card and the actors it wounds) that the server applied before it is
 * gone:
 * - a window writes `flags.phasesix.queue.<ticket> = { key, until }` on `game.user` and notes, when
 *   that update reaches it, which tickets of the key stand before it (every window sees the same
 *   order of updates, so no two tickets wait for each other);
 * - it waits until each of those is removed, or past its `until` (its window died, or its request
 *   outlived the time the player waits: nothing of it may run any more);
 * - it runs the work, then removes its ticket (and tickets of the key found expired).
 * A ticket whose own `until` passes while it waits runs nothing (the requester was told it failed).
 * When the ticket cannot be written (no permission, no connection) the work runs in this window's
 * queue alone, as before.
 */
import { SYSTEM_ID } from "../constants.ts";
import { serverNow, windowId } from "./this-window.ts";
import { valueAtPath } from "./once.ts";
import { keyList, type SerialKeys } from "./serialized.ts";
import { deletionsUpdate } from "../foundry-compat/deletion.ts";

/** The flag under `flags.phasesix` of the GM's User that holds the tickets. */
export const QUEUE_FLAG = "queue";
const QUEUE_PATH = `flags.${SYSTEM_ID}.${QUEUE_FLAG}`;

/** A ticket as stored: `key` is its first key, `keys` all of them (a card and the actor it wounds). */
interface Ticket {
  key: string;
  keys?: string[];
  until: number;
  window: string;
}

/** Every key of a ticket. */
function ticketKeys(t: Ticket): string[] {
  return t.keys && t.keys.length > 0 ? t.keys : [t.key];
}

/** The answer when a ticket's time ran out before its turn came. */
export const EXPIRED = Symbol("expired");

function ticketsOf(user: User.Implementation): Record<string, Ticket> {
  const flags = user.flags as Record<string, Record<string, unknown> | undefined>;
  const queue = flags[SYSTEM_ID]?.[QUEUE_FLAG];
  const out: Record<string, Ticket> = {};
  if (typeof queue !== "object" || queue === null) return out;
  for (const [id, raw] of Object.entries(queue as Record<string, unknown>)) {
    const t = raw as Partial<Ticket> | null;
    if (t && typeof t.key === "string" && typeof t.until === "number") {
      const keys = Array.isArray(t.keys) ? t.keys.filter((k): k is string => typeof k === "string") : [];
      out[id] = { key: t.key, keys, until: t.until, window: typeof t.window === "string" ? t.window : "" };
    }
  }
  return out;
}

type UserHooks = { on(name: "updateUser", fn: (user: User.Implementation, changed: unknown) => void): number; off(name: "updateUser", id: number): void };
const hooks = (): UserHooks => Hooks as unknown as UserHooks;

/** Wait until none of `before` stands on `user` (removed or expired); false when `until` passes first. */
function waitFor(user: User.Implementation, before: Set<string>, until: number): Promise<boolean> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (): void => {
      const tickets = ticketsOf(user);
      const now = serverNow();
      for (const id of before) if (!tickets[id] || tickets[id].until <= now) before.delete(id);
      if (before.size === 0) return finish(true);
      if (now >= until) return finish(false);
      // Wake at the next expiry (a dead window's ticket) or at our own deadline.
      const next = Math.min(until, ...[...before].map((id) => tickets[id].until));
      if (timer) clearTimeout(timer);
      timer = setTimeout(check, Math.max(1, next - now));
    };
    const listener = hooks().on("updateUser", (updated) => {
      if (updated.id === user.id) check();
    });
    function finish(ok: boolean): void {
      if (timer) clearTimeout(timer);
      hooks().off("updateUser", listener);
      resolve(ok);
    }
    check();
  });
}

/**
 * Run `work` after every earlier work of `keys` (a key, or several: then after the earlier work of
 * each of them) in any window of this GM (see the module comment). `until` (server time) is when the
 * work may no longer start: it then answers {@link EXPIRED}.
 */
export async function acrossWindows<T>(keys: SerialKeys, until: number, work: () => Promise<T>): Promise<T | typeof EXPIRED> {
  const user = game.user;
  const mine = keyList(keys);
  const key = mine[0] ?? "";
  const shares = (t: Ticket): boolean => ticketKeys(t).some((k) => mine.includes(k));
  const ticket = foundry.utils.randomID();
  const path = `${QUEUE_PATH}.${ticket}`;
  let before: Set<string> | null = null;
  const snapshot = (): Set<string> =>
    new Set(
      Object.entries(ticketsOf(user))
        .filter(([id, t]) => id !== ticket && shares(t))
        .map(([id]) => id),
    );
  const listener = hooks().on("updateUser", (updated, changed) => {
    if (before === null && updated.id === user.id && valueAtPath(changed, path) !== undefined) before = snapshot();
  });
  try {
    await user.update({ [path]: { key, keys: mine, until, window: windowId() } satisfies Ticket } as User.UpdateData);
  } catch {
    hooks().off("updateUser", listener);
    return serverNow() < until ? work() : EXPIRED;
  }
  hooks().off("updateUser", listener);
  before ??= snapshot();
  try {
    if (!(await waitFor(user, before, until))) return EXPIRED;
    return await work();
  } finally {
    // Our ticket goes, and with it the expired ones sharing a key (their windows are gone).
    const now = serverNow();
    const stale = Object.entries(ticketsOf(user))
      .filter(([id, t]) => id !== ticket && shares(t) && t.until <= now)
      .map(([id]) => id);
    const removal = deletionsUpdate(QUEUE_PATH, [ticket, ...stale]);
    await user.update(removal as User.UpdateData).catch(() => undefined);
  }
}
