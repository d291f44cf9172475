/** Work queued per key on this client: each runs after the one before has settled. */
const queues = new Map<string, Promise<unknown>>();

/** A serial key, or several: work on several keys waits for the earlier work of each of them. */
export type SerialKeys = string | readonly string[];

/** The distinct keys of `keys`, in order. */
export function keyList(keys: SerialKeys): string[] {
  return [...new Set(typeof keys === "string" ? [keys] : keys)];
}

/**
 * Run `work` on this client after every earlier work of the same key has settled (the queue
 * serialized GM queries use; a document may use it for its own read-compute-write steps). With
 * several keys (a chat card and the actor it wounds), `work` waits for the earlier work of every one
 * of them, and later work of any of them waits for it.
 */
export function serialized<T>(keys: SerialKeys, work: () => Promise<T>): Promise<T> {
  const list = keyList(keys);
  const result = Promise.all(list.map((key) => queues.get(key) ?? Promise.resolve())).then(work, work);
  const tail = result.catch(() => undefined);
  for (const key of list) queues.set(key, tail);
  void tail.then(() => {
    for (const key of list) if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

/**
 * The serial key of work that reads and writes an actor (its wounds, conditions, pools): an actor
 * operation, and the damage of an attack card. Work on one actor runs one after another, whichever
 * query it came through.
 */
export function actorKey(actorUuid: string): string {
  return `ActorOperation.${actorUuid}`;
}
