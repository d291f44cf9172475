/**
 * This window: one page load of Foundry, a connection of its user. A GM may be logged in more than
 * once (two tabs, a laptop and a tablet); each window has its own memory and its own id, while every
 * window sees the same stream of document updates in the order the server applied them.
 */

let id: string | null = null;

/** This window's id (random, one per page load). */
export function windowId(): string {
  id ??= foundry.utils.randomID();
  return id;
}

/**
 * The server's time now (ms), as Foundry estimates it on this client (`game.time.serverTime`: the
 * last synchronisation plus the time since); every window and every user's client agree on it to
 * within their latency, unlike their own clocks.
 */
export function serverNow(): number {
  const time = (game as { time?: { serverTime?: unknown } }).time;
  const now = time?.serverTime;
  return typeof now === "number" && Number.isFinite(now) ? now : Date.now();
}
