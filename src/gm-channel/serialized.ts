/** Work queued per key on this client: each runs after the one before has settled. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Run `work` on this client after every earlier work of the same `key` has settled (the queue
 * serialized GM queries use; a document may use it for its own read-compute-write steps).
 */
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = result.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}
