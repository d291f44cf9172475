/**
 * Foundry's server applies the updates of one document one after another and shows every window the
 * result in that order, each a little after it was sent. For the tests of a GM logged in twice: the
 * updates of `user` (a StandInUser) land one after another, a turn of the event loop after they were
 * sent, with the sender's permission (the sender's own User, or any User for a GM; otherwise as the
 * GM `fallback`, as the query handlers that write a player's User run on the GM's client).
 * Undo with `Reflect.deleteProperty(user, "update")`.
 */
import { StandInUser } from "./game.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export function serverOrdersUpdates(user: StandInUser, fallback: StandInUser): void {
  const apply = StandInUser.prototype.update.bind(user);
  let queue: Promise<unknown> = Promise.resolve();
  user.update = (changes: Record<string, unknown>) => {
    const g = globalThis as unknown as { game: { user: StandInUser } };
    const caller = g.game.user;
    const done = queue.then(async () => {
      await tick();
      const before = g.game.user;
      g.game.user = caller.isGM || caller.id === user.id ? caller : fallback;
      try {
        return await apply(changes);
      } finally {
        g.game.user = before;
      }
    });
    queue = done.catch(() => undefined);
    return done as Promise<StandInUser>;
  };
}
